import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// `integrations` reads Swift sources through `integrations __read-swift-sources`, its own hidden subcommand
/// in a process of its own, so that a file that crashes swift-syntax costs that file and never the command:
/// the facts must cross the process whole, and a reader that is missing or fails must leave a note, not stop
/// the import.
@Suite struct SwiftSourceReaderProcessTests {
    /// The `integrations` built beside the test bundle (SwiftPM builds every product for `swift test`),
    /// which carries the reader.
    static let executable = BuiltProducts.executable(SwiftSourceReaderProcess.executableName)

    #if SwiftSources
    /// Both fixture projects import to the same report with the reader in its own process as in this one.
    @Test(arguments: ["Larder", "Sprout"])
    func theReaderInItsOwnProcessFindsWhatTheReaderInThisOneFinds(project: String) throws {
        let folder = ImporterTests.projects.appendingPathComponent(project)
        let here = try ProjectImporter(swiftSources: SwiftSyntaxSourceReader()).importProject(at: folder)
        let there = try ProjectImporter(swiftSources: SwiftSourceReaderProcess(executable: Self.executable)).importProject(at: folder)
        #expect(there == here)
        #expect(there.files.swiftSources > 0)
    }

    /// A note the reader writes (here: a file nested too deep to parse) arrives in both languages.
    @Test func aReadersNoteCrossesTheProcessInBothLanguages() {
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let file = SwiftSourceFile(path: "Deep.swift", text: "let x = \(deep)\n")
        let here = SwiftSyntaxSourceReader().read([file]).notes
        let there = SwiftSourceReaderProcess(executable: Self.executable).read([file]).notes
        #expect(!here.isEmpty)
        #expect(there.map(\.message) == here.map(\.message))
        #expect(there.map(\.source) == here.map(\.source))
    }
    #endif

    /// Without the reader, or with one that fails, the sources are a note with the reason; nothing throws.
    @Test(arguments: [
        ("/nonexistent/integrations",
         "Swift のソース 1 件は読んでいません（読み手 /nonexistent/integrations がありません。このパッケージの integrations をビルドしてください（swift build -c release --product integrations））",
         "1 Swift sources were not read (no reader at /nonexistent/integrations; build this package's integrations product (swift build -c release --product integrations))"),
        ("/bin/false",
         "Swift のソース 1 件は読んでいません（読み手 /bin/false が失敗しました（exit 1））",
         "1 Swift sources were not read (the reader /bin/false failed (exit 1))"),
    ])
    func aReaderThatCannotRunLeavesANote(executable: String, ja: String, en: String) {
        let facts = SwiftSourceReaderProcess(executable: URL(fileURLWithPath: executable)).read([SwiftSourceFile(path: "A.swift", text: "let a = 1")])
        #expect(facts.notes.map(\.message) == [LocalizedText(ja: ja, en: en)])
        #expect(facts.filesRead == 0)
    }

    /// The installed reader is the one file `integrations`: the executable the environment variable names,
    /// run with the hidden subcommand; else the running executable when its `main` says it carries the
    /// reader (the command; OneFileInstallTests runs it under another name), else (here: a test bundle,
    /// which must never be run with an argument it does not know) the `integrations` beside it.
    @Test func theInstalledReaderIsTheIntegrationsCommand() {
        let named = SwiftSourceReaderProcess.installed(environment: [SwiftSourceReaderProcess.environmentVariable: "/opt/tools/integrations"])
        #expect(named.executable.path == "/opt/tools/integrations")
        #expect(named.arguments == ["__read-swift-sources"])
        let running = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
        for environment in [[:], [SwiftSourceReaderProcess.environmentVariable: ""]] {
            let installed = SwiftSourceReaderProcess.installed(environment: environment)
            #expect(installed.executable.path == running.deletingLastPathComponent().appendingPathComponent("integrations").path)
            #expect(installed.arguments == ["__read-swift-sources"])
        }
    }

    /// What the reader says and how it exits, given `arguments` after its subcommand and standard input from
    /// `input`.
    static func run(_ arguments: [String], input: FileHandle) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = [SwiftSourceReaderProcess.subcommand] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Usage and error texts are small: read after the exit.
        process.waitUntilExit()
        return (process.terminationStatus,
                String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    /// A temporary folder of the test's own.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Input the reader cannot read (a source without its text) is exit 1, as its usage documents.
    @Test func theReaderRefusesInputItCannotRead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("sources.json")
        try Data(#"[{"path": "A.swift"}]"#.utf8).write(to: input)
        let result = try Self.run([], input: try FileHandle(forReadingFrom: input))
        #if SwiftSources
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("integrations __read-swift-sources: cannot read the sources on standard input"))
        #else
        #expect(result.status == 3)
        #endif
    }

    /// `--help` is the usage, exit 0.
    @Test func helpIsTheUsage() throws {
        let result = try Self.run(["--help"], input: FileHandle.nullDevice)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("usage: integrations __read-swift-sources [--progress] [--exit-when-input-ends]"))
        #expect(result.errors.isEmpty)
    }

    /// The sources come on standard input only: a path given as an argument (here a FIFO no one writes,
    /// which would block an open) is a usage error, and nothing is opened.
    @Test func aPathArgumentIsAUsageError() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("sources.fifo")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let result = try Self.run([fifo.path], input: FileHandle.nullDevice)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("integrations __read-swift-sources: unexpected argument \(fifo.path); the sources come on standard input"))
    }

    /// A 3 GB input (a sparse file: nothing is written) is refused from its size, before a byte is read.
    @Test func aHugeInputIsRefusedFromItsSize() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("huge.json")
        try #require(FileManager.default.createFile(atPath: input.path, contents: nil))
        let handle = try FileHandle(forWritingTo: input)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let result = try Self.run([], input: try FileHandle(forReadingFrom: input))
        #if SwiftSources
        #expect(result.status == 1)
        #expect(result.errors == "integrations __read-swift-sources: standard input is 3221225472 bytes, over the limit of 536870912\n")
        #else
        #expect(result.status == 3)
        #endif
    }

    /// The sources reach the reader on its standard input, written while its answer is read, and no
    /// argument names a file: a stand-in reader (a shell script) records what it was given. A large input
    /// (8 MB) never blocks the two processes on each other.
    @Test func theSourcesGoOnStandardInputAndNothingElse() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var answer = SwiftSourceFacts()
        answer.filesRead = 2
        let answerText = String(decoding: try JSONEncoder().encode(answer), as: UTF8.self)
        let script = folder.appendingPathComponent("reader.sh")
        try Data("""
            #!/bin/sh
            printf '%s\\n' "$@" > "\(folder.path)/arguments"
            [ -S /dev/stdin ] && echo socket > "\(folder.path)/kind"
            head -n 1 > "\(folder.path)/input"
            printf '%s' '\(answerText)'
            """.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let files = [
            SwiftSourceFile(path: "A.swift", text: "let a = 1\n"),
            SwiftSourceFile(path: "Big.swift", text: String(repeating: "let b = \"\\(x)\"\n", count: 500_000)),
        ]
        let facts = SwiftSourceReaderProcess(executable: script).read(files)
        #expect(facts.filesRead == 2)
        #expect(facts.notes.isEmpty)
        #expect(try String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8) == "__read-swift-sources\n--progress\n--exit-when-input-ends\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("kind"), encoding: .utf8) == "socket\n")
        let input = try Data(contentsOf: folder.appendingPathComponent("input"))
        #expect(try JSONDecoder().decode([SwiftSourceFile].self, from: input).map(\.text) == files.map(\.text))
    }
}
