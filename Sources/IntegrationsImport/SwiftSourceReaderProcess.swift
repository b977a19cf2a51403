public import Foundation
import IntegrationsCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``SwiftSourceReading`` that runs a reader in a process of its own: `integrations __read-swift-sources`,
/// the hidden subcommand of this package's `integrations` command, which reads with swift-syntax.
///
/// The reader is in the same file as the command (one file to install), but never in the same process: a
/// file that crashes swift-syntax, or takes its time or memory past a budget, costs that file and never the
/// caller. The command gives the reader its arguments first thing in `main`, before it parses anything, so
/// that its other commands pay nothing for it but the larger binary (Docs/Benchmarks.md, Decisions 420).
///
/// The sources go to the reader's standard input as one line of JSON (`[{"path", "text"}]`), written while
/// the answer is read, and nothing of them is written to disk; the facts come back as JSON on its standard
/// output (``SwiftSourceFacts``). Standard input stays open until the answer is in, and the reader exits
/// when it ends: a caller that is killed takes the reader with it.
///
/// The reader reads each file under a time and a memory budget and says on standard error which file it is
/// at. When it dies on a file (past a budget, or a crash), that file is a note naming why and the reader
/// runs again without it, at most ``maximumRuns`` times in all. When the reader cannot be run, or fails
/// otherwise, the facts are empty but for a note that says why: the import goes on with its other files.
///
/// ```swift
/// let reader = SwiftSourceReaderProcess(executable: URL(fileURLWithPath: ".build/release/integrations"))
/// let importer = ProjectImporter(swiftSources: reader)
/// ```
public struct SwiftSourceReaderProcess: SwiftSourceReading {
    /// The reader's executable.
    public var executable: URL

    /// The most times the reader is run for one read: once, and again after each file it dies on.
    public var maximumRuns = 5

    /// The arguments `executable` is run with before the reader's own options: the hidden subcommand
    /// ``subcommand`` by default, which `integrations` answers as the reader.
    public var arguments: [String] = [Self.subcommand]

    /// Arguments given to the reader after its own (its budgets, in tests).
    package var extraArguments: [String] = []

    /// A reader run as `executable __read-swift-sources` (``arguments``).
    public init(executable: URL) {
        self.executable = executable
    }

    /// The name of the executable that carries the reader: the `integrations` command.
    public static let executableName = "integrations"

    /// The hidden subcommand that makes `integrations` the reader: `integrations __read-swift-sources
    /// [--progress] [--exit-when-input-ends] [--time-budget SECONDS] [--memory-budget MIB] < SOURCES.json`
    /// (`--help` prints its usage). No help lists it: only this type runs it.
    public static let subcommand = "__read-swift-sources"

    public func read(_ files: [SwiftSourceFile]) -> SwiftSourceFacts {
        guard !files.isEmpty else { return SwiftSourceFacts() }
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            return Self.failed(files, LocalizedText(
                ja: "読み手 \(executable.path) がありません。このパッケージの integrations をビルドしてください（swift build -c release --product integrations）",
                en: "no reader at \(executable.path); build this package's integrations product (swift build -c release --product integrations)"))
        }
        var remaining = files
        var stopped: [Diagnostic] = []
        var unread: [UnreadSwiftSource] = []
        for _ in 0..<max(1, maximumRuns) {
            switch run(remaining) {
            case .read(var facts):
                facts.notes = stopped + facts.notes
                facts.unread = unread + facts.unread
                return facts
            case .failed(let reason):
                var facts = Self.failed(remaining, reason)
                facts.notes = stopped + facts.notes
                facts.unread = unread + facts.unread
                return facts
            case .stopped(let index, let code, let reason):
                stopped.append(Diagnostic.importNote(code, "\(remaining[index].path):1", reason))
                unread.append(UnreadSwiftSource(path: remaining[index].path, code: code, reason: reason))
                remaining.remove(at: index)
                if remaining.isEmpty {
                    var facts = SwiftSourceFacts()
                    facts.notes = stopped
                    facts.unread = unread
                    return facts
                }
            }
        }
        var facts = Self.failed(remaining, LocalizedText(
            ja: "読み手が \(stopped.count) 件のファイルで止まり、それ以上は実行し直しません",
            en: "the reader stopped on \(stopped.count) files, and is not run again after that many"))
        facts.notes = stopped + facts.notes
        facts.unread = unread + facts.unread
        return facts
    }

    /// How one run of the reader ended.
    enum Outcome {
        /// It read every file.
        case read(SwiftSourceFacts)
        /// It died on the file at this index; why, as the file's note.
        case stopped(Int, Diagnostic.Code, LocalizedText)
        /// It failed otherwise.
        case failed(LocalizedText)
    }

    /// The most the reader's error text kept, and its answer.
    static let errorTextLimit = 64 << 10
    static let answerLimit = 1 << 30

    private func run(_ files: [SwiftSourceFile]) -> Outcome {
        let input: Data
        do {
            var encoded = try JSONEncoder().encode(files)
            encoded.append(UInt8(ascii: "\n"))
            input = encoded
        } catch {
            return .failed(LocalizedText(ja: "ソースを渡せません: \(error)", en: "cannot hand the sources over: \(error)"))
        }
        let channels: ReaderChannels
        do {
            channels = try ReaderChannels()
        } catch {
            return .failed(LocalizedText(
                ja: "読み手 \(executable.path) を実行できません: \(error.localizedDescription)",
                en: "cannot run the reader \(executable.path): \(error.localizedDescription)"))
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + ["--progress", "--exit-when-input-ends"] + extraArguments
        var environment = ProcessInfo.processInfo.environment
        // A crash is reported by what the reader said last, not by a backtrace that takes seconds to write.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = FileHandle(fileDescriptor: channels.input.child, closeOnDealloc: false)
        process.standardOutput = FileHandle(fileDescriptor: channels.output.child, closeOnDealloc: false)
        process.standardError = FileHandle(fileDescriptor: channels.errors.child, closeOnDealloc: false)
        do {
            try process.run()
        } catch {
            channels.closeChildEnds()
            channels.closeParentEnds()
            return .failed(LocalizedText(
                ja: "読み手 \(executable.path) を実行できません: \(error.localizedDescription)",
                en: "cannot run the reader \(executable.path): \(error.localizedDescription)"))
        }
        channels.closeChildEnds()

        // The sources are written, and the error text read, while the answer is read: a large input or a
        // talkative reader never fills a pipe that nobody empties. Each on a thread of its own, not on
        // Dispatch's global queue: both block until the reader is done, and blocking work does not belong
        // on a queue that runs as many blocks at once as there are processors.
        let group = DispatchGroup()
        let errors = ReaderErrorText()
        group.enter()
        Thread.detachNewThread {
            channels.sendInput(input)
            group.leave()
        }
        group.enter()
        Thread.detachNewThread {
            errors.read(from: channels.errors.parent)
            group.leave()
        }
        let answer = ReaderChannels.readAll(channels.output.parent, limit: Self.answerLimit)
        // The answer is in (or the reader is gone): its input may end now.
        channels.endInput()
        process.waitUntilExit()
        group.wait()
        channels.closeParentEnds()

        let said = errors.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if process.terminationReason == .exit, process.terminationStatus == 0, let answer,
            let facts = try? JSONDecoder().decode(SwiftSourceFacts.self, from: answer)
        {
            return .read(facts)
        }
        if process.terminationReason == .uncaughtSignal, let progress = errors.progress, progress.index < files.count {
            let signal = process.terminationStatus
            if signal == SIGPROF {
                return .stopped(progress.index, .importOverLimit, LocalizedText(
                    ja: "読み手がこのファイルで処理時間の上限（CPU \(progress.seconds) 秒）を超えたため読みませんでした",
                    en: "not read: the reader went past its time budget on this file (\(progress.seconds) s of processor time)"))
            }
            if said.contains("failed to allocate") || said.contains("allocate memory") {
                return .stopped(progress.index, .importOverLimit, LocalizedText(
                    ja: "読み手がこのファイルでメモリの上限（\(progress.mebibytes) MiB）を超えたため読みませんでした",
                    en: "not read: the reader went past its memory budget on this file (\(progress.mebibytes) MiB)"))
            }
            return .stopped(progress.index, .importReaderFailed, LocalizedText(
                ja: "読み手がこのファイルで異常終了したため読みませんでした（シグナル \(signal)）",
                en: "not read: the reader crashed on this file (signal \(signal))"))
        }
        let how = process.terminationReason == .exit ? "exit \(process.terminationStatus)" : "signal \(process.terminationStatus)"
        let shown = said.isEmpty ? "" : ": " + TerminalText.safeLine(String(said.prefix(400)))
        if process.terminationReason == .exit, process.terminationStatus == 0 {
            return .failed(LocalizedText(
                ja: "読み手 \(executable.path) の答えが読めません\(shown)", en: "the reader \(executable.path) gave an answer that cannot be read\(shown)"))
        }
        return .failed(LocalizedText(
            ja: "読み手 \(executable.path) が失敗しました（\(how)）\(shown)",
            en: "the reader \(executable.path) failed (\(how))\(shown)"))
    }

    /// No facts, a note that the sources were not read and why, and each of `files` unread for that reason.
    private static func failed(_ files: [SwiftSourceFile], _ reason: LocalizedText) -> SwiftSourceFacts {
        var facts = SwiftSourceFacts()
        facts.notes.append(Diagnostic.importNote(.importReaderFailed, ".", LocalizedText(
            ja: "Swift のソース \(files.count) 件は読んでいません（\(reason.ja)）",
            en: "\(files.count) Swift sources were not read (\(reason.en))")))
        facts.unread = files.map { UnreadSwiftSource(path: $0.path, code: .importReaderFailed, reason: reason) }
        return facts
    }
}

/// What the reader writes on standard error: its progress (`progress INDEX STEP SECONDS MIB`, the last one
/// kept) and any other text (the first ``SwiftSourceReaderProcess/errorTextLimit`` bytes kept).
private final class ReaderErrorText: @unchecked Sendable {
    struct Progress {
        var index: Int
        var seconds: Int
        var mebibytes: Int
    }

    private(set) var progress: Progress?
    private var other = Data()

    var text: String { String(decoding: other, as: UTF8.self) }

    func read(from descriptor: Int32) {
        var pending = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { ReaderChannels.systemRead(descriptor, $0) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            pending.append(contentsOf: buffer[0..<count])
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                take(pending[pending.startIndex..<end])
                pending.removeSubrange(pending.startIndex...end)
            }
            // A line longer than the kept text is not progress: keep its start as text.
            if pending.count > SwiftSourceReaderProcess.errorTextLimit {
                take(pending)
                pending.removeAll()
            }
        }
        if !pending.isEmpty { take(pending) }
    }

    private func take(_ line: Data) {
        let text = String(decoding: line, as: UTF8.self)
        if text.hasPrefix("progress ") {
            let words = text.split(separator: " ")
            if words.count == 5, let index = Int(words[1]), let seconds = Int(words[3]), let mebibytes = Int(words[4]) {
                progress = Progress(index: index, seconds: seconds, mebibytes: mebibytes)
                return
            }
            if text == "progress done" {
                progress = nil
                return
            }
        }
        guard other.count < SwiftSourceReaderProcess.errorTextLimit else { return }
        other.append(line.prefix(SwiftSourceReaderProcess.errorTextLimit - other.count))
        other.append(UInt8(ascii: "\n"))
    }
}

/// The reader's standard input, output and error output: socket pairs (writing to a reader that died is
/// an error, not a SIGPIPE that would end the caller), each end closed on exec so that no other child of
/// the caller holds one open.
private final class ReaderChannels: @unchecked Sendable {
    struct Ends {
        var parent: Int32
        var child: Int32
    }

    let input: Ends
    let output: Ends
    let errors: Ends

    init() throws {
        input = try Self.socketPair()
        do {
            output = try Self.socketPair()
            do {
                errors = try Self.socketPair()
            } catch {
                close(output.parent)
                close(output.child)
                throw error
            }
        } catch {
            close(input.parent)
            close(input.child)
            throw error
        }
    }

    /// Two connected sockets, closed on exec (atomically where the system can).
    private static func socketPair() throws -> Ends {
        var pair: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        let socketType = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, socketType, 0, &pair) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        #if !canImport(Glibc)
        for descriptor in pair { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var on: Int32 = 1
        setsockopt(pair[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return Ends(parent: pair[0], child: pair[1])
    }

    /// Closes the reader's ends, once it has them.
    func closeChildEnds() {
        close(input.child)
        close(output.child)
        close(errors.child)
    }

    /// Ends the reader's input: the reader, if it still runs, exits; a write still under way stops.
    func endInput() {
        shutdown(input.parent, Int32(SHUT_RDWR))
    }

    /// Closes the caller's ends, once nothing reads or writes them.
    func closeParentEnds() {
        close(input.parent)
        close(output.parent)
        close(errors.parent)
    }

    /// Writes `data` to the reader's input, stopping when the reader is gone or the input ended.
    func sendInput(_ data: Data) {
        data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                let written = send(input.parent, base + offset, min(1 << 16, bytes.count - offset), Int32(MSG_NOSIGNAL))
                #else
                let written = send(input.parent, base + offset, min(1 << 16, bytes.count - offset), 0)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Everything `descriptor` gives up to its end, or `nil` past `limit` bytes.
    static func readAll(_ descriptor: Int32, limit: Int) -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var over = false
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            // Past the limit the rest is read and dropped, so that the reader is never left blocked.
            if data.count + count > limit { over = true }
            if !over { data.append(contentsOf: buffer[0..<count]) }
        }
        return over ? nil : data
    }

    /// `read(2)`.
    static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        read(descriptor, buffer.baseAddress, buffer.count)
    }
}
