import Foundation
import IntegrationsCore
import Logging

/// Everything the command reads from or writes to its process: the environment, standard input, output and
/// error, whether they are terminals, and the language of its messages, decided once at start.
///
/// `main()` runs the command with ``process``; tests run it in process with a context of their own
/// (`Integrations.run(arguments:context:)`), each test in its own task, so no process-wide state is
/// redirected. Code in the command reads `CommandContext.current` and writes through ``Output``; it never
/// reads `ProcessInfo.processInfo.environment` or writes `FileHandle.standardOutput` itself.
///
/// Not in the context: the working directory, which relative paths are read against for the whole process,
/// and a `TZ` that is a POSIX rule (`JST-9`), which only the C library reads — a test that needs either runs
/// the binary.
struct CommandContext: Sendable {
    /// The environment variables.
    var environment: [String: String]
    /// Where results go.
    var standardOutput: CommandStream
    /// Where messages and progress go.
    var standardError: CommandStream
    /// Standard input's file descriptor (`-` as a file, and the answers of an interactive intent).
    var standardInput: Int32
    var isInputTerminal: Bool
    var isOutputTerminal: Bool
    var isErrorTerminal: Bool
    /// The user's time zone when no `--time-zone` is given: the process's (`TZ`, else the system's), read
    /// the first time a command asks for it — most commands have no clock, and Foundation's lookup of the
    /// current zone is part of the start-up they would pay for (Docs/Benchmarks.md, issue 48).
    var timeZone: TimeZone {
        get { givenTimeZone ?? Self.processTimeZone }
        set { givenTimeZone = newValue }
    }
    /// The zone a test's context names; `nil` for the process's.
    private var givenTimeZone: TimeZone?
    /// The process's zone, looked up once, when first asked (a `static let` is initialised lazily).
    private static let processTimeZone = TimeZone.current
    /// The language of every message: `--locale` when the arguments name ja or en, else the environment's
    /// (`INTEGRATIONS_LOCALE`, then `LC_ALL`, `LC_MESSAGES`, `LANG`). Set once by
    /// `Integrations.run(arguments:context:)` before anything is parsed or printed.
    var language: Language = .en

    /// The context of the code running now: the process's, unless a caller bound another.
    @TaskLocal static var current: CommandContext = .process

    /// The process's own streams and environment.
    static let process = CommandContext(
        environment: ProcessInfo.processInfo.environment,
        standardOutput: CommandStream(.standardOutput),
        standardError: CommandStream(.standardError),
        standardInput: STDIN_FILENO,
        isInputTerminal: isatty(STDIN_FILENO) != 0,
        isOutputTerminal: isatty(STDOUT_FILENO) != 0,
        isErrorTerminal: isatty(STDERR_FILENO) != 0)

    /// A context for running the command in process: output and error kept in memory, input read from
    /// `standardInput` (a descriptor the caller opened and closes), no terminal; the time zone is the one
    /// `TZ` names (an IANA zone, `:` before it allowed; UTC for a name that is none, as Foundation falls
    /// back), else (no `TZ`, or an empty one) this process's.
    static func captured(environment: [String: String], standardInput: Int32) -> CommandContext {
        var timeZone = TimeZone.current
        if let zone = environment["TZ"], !zone.isEmpty {
            timeZone = TimeZone(identifier: zone.hasPrefix(":") ? String(zone.dropFirst()) : zone) ?? TimeZone(identifier: "UTC") ?? .current
        }
        return CommandContext(
            environment: environment,
            standardOutput: CommandStream(.memory),
            standardError: CommandStream(.memory),
            standardInput: standardInput,
            isInputTerminal: false,
            isOutputTerminal: false,
            isErrorTerminal: false,
            givenTimeZone: timeZone)
    }
}

/// One output stream of the command: the process's standard output (through the C library's buffer, as
/// `print` writes), its standard error (unbuffered), or memory. Text written to standard output is
/// UTF-8, as every document the command prints.
///
/// Every write says how its text is encoded (`WorkflowCommandText.Format`), and the stream writes it so that
/// it cannot form a GitHub Actions workflow command (a line starting with `::`, or `##[`), however the text
/// was made, remembering what the previous write ended with (`WorkflowCommandText.Stream`): the runner
/// reads both standard output and standard error. There is no other way to write to it.
final class CommandStream: @unchecked Sendable {
    enum Destination { case standardOutput, standardError, memory }

    let destination: Destination
    private let lock = NSLock()
    private var buffer = Data()
    private var encoder = WorkflowCommandText.Stream()

    init(_ destination: Destination) {
        self.destination = destination
    }

    /// Writes `text`, encoded as `format` says, with no workflow command in it.
    func write(_ text: String, as format: WorkflowCommandText.Format) {
        lock.withLock {
            let safe = encoder.encode(text, as: format)
            switch destination {
            case .standardOutput:
                Swift.print(safe, terminator: "")
            case .standardError:
                FileHandle.standardError.write(Data(safe.utf8))
            case .memory:
                buffer.append(contentsOf: safe.utf8)
            }
        }
    }

    /// Sends what is buffered on (a prompt before reading the answer).
    func flush() {
        if destination == .standardOutput { fflush(nil) }
    }

    /// What was written to a memory stream.
    var data: Data { lock.withLock { buffer } }
}

/// Standard input of ``CommandContext/current``, read a line at a time (an interactive intent's answers).
enum Input {
    /// The next line without its line break; `nil` at the end of input.
    static func readLine() -> String? {
        let descriptor = CommandContext.current.standardInput
        if descriptor == STDIN_FILENO { return Swift.readLine() }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }
}

/// The command's logs, in the process (`main()`) and in process (the tests): to the standard error of
/// ``CommandContext/current``, at the level its `INTEGRATIONS_LOG_LEVEL` names (default: warning), as
/// `level label: message key=value …`, made terminal-safe and written as every line is (``CommandStream``:
/// no workflow command from a name in a message or its metadata).
struct ContextLogHandler: LogHandler {
    let label: String
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let context = CommandContext.current
        let level = context.environment["INTEGRATIONS_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        guard event.level >= level else { return }
        let merged = metadata.merging(event.metadata ?? [:]) { _, event in event }
        let details = merged.keys.sorted().map { " \($0)=\(merged[$0].map { "\($0)" } ?? "")" }.joined()
        context.standardError.write(TerminalText.safeLine("\(event.level) \(label): \(event.message)\(details)") + "\n", as: .text)
    }

    /// Makes it the process's log handler, once (a process bootstraps logging at most once).
    static let bootstrapped: Void = LoggingSystem.bootstrap { ContextLogHandler(label: $0) }
}
