import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The reader process reads each file under a time and a memory budget and says which file it is at; when
/// it dies on one (past a budget, or a crash), that file is a note and the reader runs again without it,
/// a bounded number of times. It dies with its caller. Before, a crash on one file left every Swift file
/// of the project unread, and a killed `import` left the reader running (3.5 GB, its parent pid 1) and a
/// copy of the sources in the temporary folder.
///
/// The reader's `--fault KIND=PATH` makes it end on a file as a hostile file would (`crash`: SIGSEGV;
/// `spin`: processor time until its budget's SIGPROF; `allocate`: memory until its budget fails an
/// allocation), so that each way of dying is tested without an input that depends on the machine's speed.
@Suite struct SwiftReaderBudgetTests {
    static let executable = SwiftSourceReaderProcessTests.executable

    static let files = ["A.swift", "B.swift", "C.swift"].map { path in
        SwiftSourceFile(path: path, text: "let u = URL(string: \"\(path.prefix(1).lowercased())://x\")\n")
    }

    static func reader(_ arguments: [String]) -> SwiftSourceReaderProcess {
        var reader = SwiftSourceReaderProcess(executable: executable)
        reader.extraArguments = arguments
        return reader
    }

    #if SwiftSources
    @Test(arguments: [
        (["--fault", "crash=B.swift"],
         "読み手がこのファイルで異常終了したため読みませんでした（シグナル 11）",
         "not read: the reader crashed on this file (signal 11)"),
        (["--fault", "spin=B.swift", "--time-budget", "1"],
         "読み手がこのファイルで処理時間の上限（CPU 1 秒）を超えたため読みませんでした",
         "not read: the reader went past its time budget on this file (1 s of processor time)"),
        (["--fault", "allocate=B.swift", "--memory-budget", "64"],
         "読み手がこのファイルでメモリの上限（64 MiB）を超えたため読みませんでした",
         "not read: the reader went past its memory budget on this file (64 MiB)"),
    ])
    func aFileTheReaderDiesOnIsANoteAndTheOthersAreRead(arguments: [String], ja: String, en: String) {
        let facts = Self.reader(arguments).read(Self.files)
        #expect(facts.notes.map(\.source) == ["B.swift:1"])
        #expect(facts.notes.map(\.message) == [LocalizedText(ja: ja, en: en)])
        #expect(facts.filesRead == 2)
        #expect(facts.urls.map(\.scheme) == ["a", "c"])
    }

    /// The reader is run again at most ``SwiftSourceReaderProcess/maximumRuns`` times; what is left is one
    /// note.
    @Test func theReaderIsRunAgainABoundedNumberOfTimes() {
        let files = (1...7).map { SwiftSourceFile(path: "F\($0).swift", text: "let x = \($0)\n") }
        var reader = Self.reader(["--fault", "crash=*"])
        reader.maximumRuns = 3
        let facts = reader.read(files)
        #expect(facts.filesRead == 0)
        #expect(facts.notes.map(\.source) == ["F1.swift:1", "F2.swift:1", "F3.swift:1", "."])
        #expect(facts.notes.last?.message == LocalizedText(
            ja: "Swift のソース 4 件は読んでいません（読み手が 3 件のファイルで止まり、それ以上は実行し直しません）",
            en: "4 Swift sources were not read (the reader stopped on 3 files, and is not run again after that many)"))
    }

    /// A hostile file the estimate refuses costs only itself, through the process too.
    @Test func aHostileFileCostsOnlyItselfThroughTheProcess() {
        let hostile = SwiftSourceFile(path: "B.swift", text: "let x = f" + String(repeating: "()", count: 200_000) + "\n")
        let facts = SwiftSourceReaderProcess(executable: Self.executable).read([Self.files[0], hostile, Self.files[2]])
        #expect(facts.filesRead == 2)
        #expect(facts.notes.map(\.source) == ["B.swift:1"])
        #expect(facts.urls.map(\.scheme) == ["a", "c"])
    }
    #endif

    /// The reader exits when its standard input ends before it has answered: its caller closed it, or was
    /// killed (the system closes a killed process's descriptors). Here the reader is held at its first
    /// file (`--fault hold=`), the test reads its progress line, closes its input and waits for its exit.
    @Test func theReaderExitsWhenItsInputEnds() throws {
        var pair: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0)
        let errors = Pipe()
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = [SwiftSourceReaderProcess.subcommand, "--progress", "--exit-when-input-ends", "--fault", "hold=A.swift"]
        // The handle does not close the descriptor: the test closes it once the reader has it. Closed twice
        // (once here, once when the handle went away), the second close took whatever the number then
        // named in another test running beside this one: a reader's input or answer, or Foundation's own
        // socket that tells a `Process` its child ended (a reader that exited 4, an answer cut short, a
        // `waitUntilExit()` that never returned: the CI run of stop 51).
        process.standardInput = FileHandle(fileDescriptor: pair[1], closeOnDealloc: false)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        close(pair[1])
        let input = try JSONEncoder().encode(Self.files) + Data("\n".utf8)
        let sent = input.withUnsafeBytes { send(pair[0], $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        #expect(sent == input.count)
        #if SwiftSources
        // Blocks until the reader is at its first file.
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains("\n") {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += chunk
        }
        #expect(String(decoding: said, as: UTF8.self).hasPrefix("progress 0 parse "))
        #endif
        close(pair[0])
        process.waitUntilExit()
        #if SwiftSources
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 4)
        #else
        #expect(process.terminationStatus == 3)
        #endif
    }
}
