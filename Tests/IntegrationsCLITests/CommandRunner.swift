import Foundation
import IntegrationsTestSupport

/// Runs the built `integrations` executable as a person would, with its own store.
struct CommandRunner {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    let temporary: TemporaryFolder
    /// Variables set on top of the test environment, e.g. a stopped clock.
    var overrides: [String: String] = [:]
    var folder: URL { temporary.url }
    var storePath: String { temporary.path("store.sqlite") }

    init() throws {
        temporary = try TemporaryFolder(prefix: "integrations-cli")
    }

    func remove() {
        temporary.remove()
    }

    /// The `integrations` binary beside the test bundle (SwiftPM builds it for this test target).
    static let executable = BuiltProducts.executable("integrations")

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["INTEGRATIONS_STORE"] = storePath
        environment["INTEGRATIONS_LOCALE"] = nil
        environment["LANG"] = "ja_JP.UTF-8"
        environment["LC_ALL"] = nil
        environment["INTEGRATIONS_BUSY_TIMEOUT"] = "0.5"
        environment["INTEGRATIONS_NOW"] = nil
        environment.merge(overrides) { _, override in override }
        return environment
    }

    /// Starts the command without waiting for it.
    func start(_ arguments: [String], output: FileHandle? = nil, error: FileHandle? = nil) throws -> Process {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = error ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Starts `index --items`-like work and returns once the process has stopped itself with `items` written
    /// inside its open transaction (the command's `INTEGRATIONS_TEST_STOP_AFTER_ITEMS` hook): the test then
    /// acts beside a writer that is exactly there, and resumes it (`SIGCONT`) or kills it. No clock, no polling.
    func startStopped(_ arguments: [String], afterItems items: Int) throws -> Process {
        var runner = self
        runner.overrides["INTEGRATIONS_TEST_STOP_AFTER_ITEMS"] = String(items)
        let process = try runner.start(arguments)
        var status: Int32 = 0
        let waited = waitpid(process.processIdentifier, &status, WUNTRACED)
        precondition(waited == process.processIdentifier, "waitpid failed: \(errno)")
        // WIFSTOPPED: the low byte is 0x7F when the child stopped (the macro is not imported into Swift).
        precondition(status & 0xFF == 0x7F, "the command exited (status \(status)) before stopping at \(items) items")
        return process
    }

    /// Runs the command to the end.
    @discardableResult
    func run(_ arguments: [String], input: Data? = nil) throws -> Result {
        try run(executable: Self.executable, arguments: arguments, input: input)
    }

    /// Runs a shell line with `integrations` on the PATH (to pass bytes no Swift string can hold).
    func shell(_ line: String, shell: String = "/bin/sh") throws -> Result {
        try run(executable: URL(fileURLWithPath: shell), arguments: ["-c", line], input: nil,
                extraPath: Self.executable.deletingLastPathComponent().path)
    }

    private func run(executable: URL, arguments: [String], input: Data?, extraPath: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = self.environment
        if let extraPath { environment["PATH"] = extraPath + ":" + (environment["PATH"] ?? "/usr/bin:/bin") }
        process.environment = environment
        let outputFile = folder.appendingPathComponent("out-\(UUID().uuidString)")
        let errorFile = folder.appendingPathComponent("err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        let error = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = output
        process.standardError = error
        // Standard input comes from a file: the command may stop reading at its limit and exit, and the
        // rest of the input must not meet a closed pipe in the test process.
        var inputHandle: FileHandle?
        if let input {
            let inputFile = folder.appendingPathComponent("in-\(UUID().uuidString)")
            try input.write(to: inputFile)
            inputHandle = try FileHandle(forReadingFrom: inputFile)
        }
        process.standardInput = inputHandle ?? FileHandle.nullDevice
        try process.run()
        defer { try? inputHandle?.close() }
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(
            status: process.terminationStatus,
            output: try String(contentsOf: outputFile, encoding: .utf8),
            error: try String(contentsOf: errorFile, encoding: .utf8))
    }

    /// Writes `lines` as a JSON Lines file in the test's folder.
    func itemsFile(_ lines: [String]) throws -> String {
        let url = folder.appendingPathComponent("items-\(UUID().uuidString).jsonl")
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
