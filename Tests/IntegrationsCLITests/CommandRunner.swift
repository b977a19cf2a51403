import Foundation
import IntegrationsTestSupport
import Testing
@testable import integrations

/// Runs the `integrations` command with its own store: in this process by default
/// (`Integrations.run(arguments:context:)` with a ``CommandContext`` of the test's own — environment,
/// standard input, captured output and error), or as the built executable, as a person would, where a
/// process is the point (``runProcess(_:input:)``, ``start(_:output:error:)``, ``startStopped(_:afterItems:)``,
/// ``shell(_:shell:)``).
///
/// `run` runs the executable by itself when the environment asks for what only a process has: a `TZ` that
/// is a POSIX rule rather than an IANA zone (the C library reads it), the Swift source reader's location
/// (the library reads it from the process), the stop hook.
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

    /// Notes that the running test starts a process: with `INTEGRATIONS_SPAWN_LOG` set to a file, one line
    /// per process names the test (Docs/Testing.md counts them so).
    static func noteSpawn() {
        guard let log = ProcessInfo.processInfo.environment["INTEGRATIONS_SPAWN_LOG"], !log.isEmpty else { return }
        let line = "\(Test.current?.id.description ?? "?")\n"
        let descriptor = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        _ = line.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
    }

    /// Starts the command without waiting for it.
    func start(_ arguments: [String], output: FileHandle? = nil, error: FileHandle? = nil) throws -> Process {
        Self.noteSpawn()
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

    /// Variables only a process can honour: a test that sets one runs the executable.
    static let processOnlyVariables: Set<String> = ["TMPDIR", "INTEGRATIONS_TEST_STOP_AFTER_ITEMS"]

    /// Whether this runner's environment needs a process (see ``processOnlyVariables``; `TZ` unless it
    /// names an IANA zone, which the in-process context carries).
    var needsProcess: Bool {
        if Self.alwaysProcess || !Self.processOnlyVariables.isDisjoint(with: overrides.keys) { return true }
        guard let zone = overrides["TZ"], !zone.isEmpty else { return false }
        return TimeZone(identifier: zone.hasPrefix(":") ? String(zone.dropFirst()) : zone) == nil
    }

    /// Every `run` runs the executable when `INTEGRATIONS_TEST_PROCESS=1`: the same tests check that the
    /// process and the in-process harness agree.
    static let alwaysProcess = ProcessInfo.processInfo.environment["INTEGRATIONS_TEST_PROCESS"] == "1"

    /// Runs the command to the end, in this process unless ``processOnlyVariables`` are overridden.
    @discardableResult
    func run(_ arguments: [String], input: Data? = nil) throws -> Result {
        if needsProcess { return try runProcess(arguments, input: input) }
        return try runInProcess(arguments, input: input)
    }

    /// Runs the built executable to the end (an end-to-end test: exit, signals, the installed layout).
    @discardableResult
    func runProcess(_ arguments: [String], input: Data? = nil) throws -> Result {
        try run(executable: Self.executable, arguments: arguments, input: input)
    }

    /// Runs the command in this process: its output and error are captured, its standard input is `input`
    /// (from a file, as for the executable) or empty.
    func runInProcess(_ arguments: [String], input: Data? = nil) throws -> Result {
        var inputPath = "/dev/null"
        if let input {
            let inputFile = folder.appendingPathComponent("in-\(UUID().uuidString)")
            try input.write(to: inputFile)
            inputPath = inputFile.path
        }
        let descriptor = open(inputPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
        defer { close(descriptor) }
        ContextLogHandler.bootstrapped
        let context = CommandContext.captured(environment: environment, standardInput: descriptor)
        let status = InProcess.wait { await Integrations.run(arguments: arguments, context: context) }
        return Result(
            status: status,
            output: String(decoding: context.standardOutput.data, as: UTF8.self),
            error: String(decoding: context.standardError.data, as: UTF8.self))
    }

    /// Runs a shell line with `integrations` on the PATH (to pass bytes no Swift string can hold).
    func shell(_ line: String, shell: String = "/bin/sh") throws -> Result {
        try run(executable: URL(fileURLWithPath: shell), arguments: ["-c", line], input: nil,
                extraPath: Self.executable.deletingLastPathComponent().path)
    }

    private func run(executable: URL, arguments: [String], input: Data?, extraPath: String? = nil) throws -> Result {
        Self.noteSpawn()
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

/// Runs async work to its end on the calling thread, for the synchronous tests: the work's task prefers an
/// executor whose jobs the caller runs until the work is done, so nothing waits for a thread of the shared
/// pool (which the tests themselves occupy).
final class InProcess: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var done = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func finish() {
        condition.lock()
        done = true
        condition.signal()
        condition.unlock()
    }

    static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let executor = InProcess()
        let box = Box<T>()
        Task(executorPreference: executor) {
            box.value = await work()
            executor.finish()
        }
        while true {
            executor.condition.lock()
            while executor.jobs.isEmpty && !executor.done { executor.condition.wait() }
            if executor.jobs.isEmpty && executor.done {
                executor.condition.unlock()
                break
            }
            let job = executor.jobs.removeFirst()
            executor.condition.unlock()
            job.runSynchronously(on: executor.asUnownedTaskExecutor())
        }
        return box.value!
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
