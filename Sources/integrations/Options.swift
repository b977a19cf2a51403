import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsApp
import EmbeddedSample
import IntegrationsHost
import IntegrationsStore
import IntegrationsProgress
import IntegrationsFileInput

/// Options every command shares: which app, which store, which language.
struct AppOptions: ParsableArguments {
    @Option(name: .customLong("app"), help: ArgumentHelp("The app folder holding integrations.json.", valueName: "dir"))
    var appDirectory: String?

    @Option(
        name: .customLong("store"),
        help: ArgumentHelp(
            "The store file. Default: $INTEGRATIONS_STORE; else, for an app with an App Group, $XDG_DATA_HOME/integrations/group-containers/<group>/store.sqlite; else $XDG_DATA_HOME/integrations/<bundle id>/store.sqlite ($XDG_DATA_HOME: ~/.local/share).",
            valueName: "path"))
    var storePath: String?

    @Option(name: .customLong("locale"), help: ArgumentHelp("The language of messages: ja or en. Default: from the environment.", valueName: "ja|en"))
    var locale: String?

    func validate() throws {
        if let locale, Language(localeIdentifier: locale) == nil {
            throw ValidationError(CommandLanguage.text(ja: "--locale には ja か en を指定してください。", en: "--locale must be ja or en, not '\(locale)'."))
        }
        if let storePath, storePath.isEmpty {
            throw ValidationError(CommandLanguage.text(ja: "--store にストアのファイルのパスを指定してください。", en: "--store is empty: give the store file's path."))
        }
        if let appDirectory, appDirectory.isEmpty {
            throw ValidationError(CommandLanguage.text(ja: "--app に integrations.json のあるフォルダを指定してください。", en: "--app is empty: give the folder that holds integrations.json."))
        }
    }

    /// The command's language, decided once at start (``CommandContext/language``).
    var language: Language { CommandContext.current.language }

    /// How messages name the manifest: the app folder's `integrations.json`, or the embedded sample's.
    var manifestSource: String {
        appDirectory.map { TerminalText.safeLine(URL(fileURLWithPath: $0).appendingPathComponent(App.manifestFileName).relativePath) } ?? App.manifestFileName
    }

    /// The embedded sample's folder.
    func embeddedDirectory() throws(IntegrationsError) -> URL {
        try App.embeddedDirectory()
    }

    /// Loads the app, without its store.
    func loadApp() throws(IntegrationsError) -> App {
        if let appDirectory {
            return try App.load(from: URL(fileURLWithPath: appDirectory))
        }
        return try App.embedded()
    }

    /// Loads the app (unless it is given, already loaded) and opens its store.
    func openHost(_ loaded: App? = nil) throws(IntegrationsError) -> AppHost {
        let app: App
        if let loaded { app = loaded } else { app = try loadApp() }
        Phases.mark("opening the app")
        defer { Phases.mark("opening the store") }
        let environment = CommandContext.current.environment
        let (busyTimeout, warning) = Store.busyTimeout(environment: environment)
        if let warning { Output.error(warning[language]) }
        // A command queries once and exits: copying the pages it reads costs less than mapping them.
        let opened = try AppHost.open(
            app: app, store: storePath.map(AppHost.StoreChoice.file) ?? .defaultLocation, busyTimeout: busyTimeout, clock: try clock(),
            environment: environment, readsThroughMemoryMap: false)
        for notice in opened.notices { Output.error(notice.message[language]) }
        return opened.host
    }
}

/// `--time-zone`, for the commands whose answer depends on the user's day: one declaration, one check.
struct TimeZoneOption: ParsableArguments {
    @Option(name: .customLong("time-zone"), help: ArgumentHelp("The user's time zone, such as Asia/Tokyo (default: TZ, else the system's).", valueName: "zone"))
    var identifier: String?

    func validate() throws {
        if let identifier, TimeZone(identifier: identifier) == nil {
            throw ValidationError(CommandLanguage.text(ja: "--time-zone には Asia/Tokyo のようなタイムゾーンを指定してください。", en: "--time-zone \(identifier) is not a time zone (such as Asia/Tokyo)."))
        }
    }

    /// The zone given, if any.
    var zone: TimeZone? { identifier.flatMap(TimeZone.init(identifier:)) }

    /// `clock` in the zone given, or as it is.
    func applied(to clock: UserClock) -> UserClock {
        zone.map { UserClock(timeZone: $0, now: clock.now) } ?? clock
    }
}

extension AppOptions {
    /// The user's clock: the system's, or the instant `INTEGRATIONS_NOW` gives (ISO 8601, for scripts and
    /// tests); the time zone is the process's (`TZ`).
    func clock() throws(IntegrationsError) -> UserClock {
        try UserClock.reading(CommandContext.current.environment, timeZone: CommandContext.current.timeZone)
    }
}

/// `--date YYYY-MM-DD`: a day in the user's time zone, today when not given.
struct DayOption: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("The day, in your time zone (default: today).", valueName: "YYYY-MM-DD"))
    var date: String?

    func validate() throws {
        if let date, CalendarDay(date) == nil {
            throw ValidationError(CommandLanguage.text(ja: "--date には 2026-11-21 のように実在する日付を指定してください。", en: "--date must be a real day as YYYY-MM-DD, not '\(date)'."))
        }
    }

    /// The day given, or today on `clock`.
    func day(_ clock: UserClock) -> CalendarDay {
        date.flatMap(CalendarDay.init) ?? clock.today
    }
}

/// `--param name=value`, repeatable: route parameters for `url`, intent parameters for `intent run`.
struct ParameterOptions: ParsableArguments {
    @Option(name: .customLong("param"), help: ArgumentHelp("A parameter as name=value. Repeatable.", valueName: "name=value"))
    var parameters: [String] = []

    func validate() throws {
        var seen: Set<String> = []
        for parameter in parameters {
            let name = String(parameter.prefix { $0 != "=" })
            guard parameter.contains("="), !name.isEmpty else {
                throw ValidationError(CommandLanguage.text(ja: "--param には name=value の形で指定してください。", en: "--param takes name=value, not '\(parameter)'."))
            }
            guard seen.insert(name).inserted else {
                throw ValidationError(CommandLanguage.text(ja: "--param \(name) が2回あります。1回だけ指定してください。", en: "--param \(name) is given twice; give each parameter once."))
            }
        }
    }

    /// The values by name; the value is everything after the first `=`.
    var values: [String: String] {
        Dictionary(parameters.map { (String($0.prefix { $0 != "=" }), String($0.drop { $0 != "=" }.dropFirst())) }, uniquingKeysWith: { _, last in last })
    }
}

/// The exit codes every command uses, as documented in the root command's help and `Docs/`.
enum ExitCodes {
    /// A failure the user must fix.
    static let failure = ExitCode(1)
    /// No match: no search hits, no route for a URL, no phrase.
    static let noMatch = ExitCode(3)
    /// An intent needs input it was not given: a value, a choice among matches, or a confirmation.
    static let needsInput = ExitCode(4)
}

/// Runs a command body, printing an ``IntegrationsError`` in the user's language and exiting 1; under
/// `--json` the failure is also printed on standard output as `{"error": {"kind", "message", "exitCode"}}`.
/// An error that says the app declares no such name (``IntegrationsError/undeclared``) is the command's
/// no-match answer instead: `{"…": name, "outcome": "noMatch", "nearest"}` under `--json`, else the message
/// on standard error, and exit 3.
func runReportingErrors(language: Language, json: Bool = false, _ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let error as IntegrationsError {
        if let noMatch = error.undeclared { try Output.answer(noMatch, json: json) }
        let message = CommandLineRemedy.message(of: error, language)
        Output.error(CommandLineRemedy.shown(message, of: error))
        if json {
            try Output.json(ErrorDocument(kind: error.kind.description, message: message, exitCode: ExitCodes.failure.rawValue))
        }
        throw ExitCodes.failure
    }
}

/// A file given on the command line, or standard input for `-` (the standard input of ``CommandContext/current``).
enum InputFile {
    /// How messages name it.
    static func name(_ path: String, _ language: Language) -> String { BoundedInput.name(path)[language] }

    /// Its bytes, never more than `limit` (``BoundedInput``), or an error that says what it is and why not.
    static func read(_ path: String, limit: Int, _ subject: BoundedInput.Subject) throws(IntegrationsError) -> Data {
        try BoundedInput.read(path, limit: limit, subject, standardInput: CommandContext.current.standardInput)
    }
}

/// The language of a command-line validation error, before the options are fully read: the command's one
/// language (``CommandContext/language``: `--locale` as written on the command line when it names ja or
/// en, the environment's otherwise), as every other message (Docs/CommandLine.md, Languages).
enum CommandLanguage {
    static var current: Language { CommandContext.current.language }

    /// The text in the command's language.
    static func text(ja: String, en: String) -> String {
        LocalizedText(ja: ja, en: en)[current]
    }
}

/// The environment variables the command reads, checked once at start: a value that cannot be used gets one
/// warning on standard error saying what is used instead — never silently ignored.
enum EnvironmentChecks {
    static let logLevels = ["trace", "debug", "info", "notice", "warning", "error", "critical"]

    static func warnings(_ environment: [String: String] = CommandContext.current.environment) -> [LocalizedText] {
        var warnings: [LocalizedText] = []
        if let level = environment["INTEGRATIONS_LOG_LEVEL"], !logLevels.contains(level) {
            warnings.append(LocalizedText(
                ja: "INTEGRATIONS_LOG_LEVEL=\(TerminalText.shortLine(level)) はログレベルではありません（\(logLevels.joined(separator: "、"))）。warning を使います。",
                en: "INTEGRATIONS_LOG_LEVEL=\(TerminalText.shortLine(level)) is not a log level (\(logLevels.joined(separator: ", "))); warning is used."))
        }
        if let phases = environment["INTEGRATIONS_PHASES"], !phases.isEmpty, UInt64(phases) == nil {
            warnings.append(LocalizedText(
                ja: "INTEGRATIONS_PHASES=\(TerminalText.shortLine(phases)) は起動時刻（単調時計のナノ秒）ではありません。各段階は main から測ります（Docs/Benchmarks.md）。",
                en: "INTEGRATIONS_PHASES=\(TerminalText.shortLine(phases)) is not a start time in nanoseconds of the monotonic clock; the phases are measured from main (Docs/Benchmarks.md)."))
        }
        if let zone = environment["TZ"], !zone.isEmpty {
            let name = zone.hasPrefix(":") ? String(zone.dropFirst()) : zone
            // A POSIX rule such as JST-9 is the C library's to read; only a zone that fell back to UTC is reported.
            if TimeZone(identifier: name) == nil, CommandContext.current.timeZone.secondsFromGMT() == 0, !["UTC", "GMT", "UTC0", "GMT0"].contains(name) {
                warnings.append(LocalizedText(
                    ja: "TZ=\(TerminalText.shortLine(zone)) はタイムゾーンではありません。UTC を使います。Asia/Tokyo のような IANA のタイムゾーンか、--time-zone を指定してください。",
                    en: "TZ=\(TerminalText.shortLine(zone)) is not a time zone; UTC is used. Give an IANA zone such as Asia/Tokyo, or --time-zone."))
            }
        }
        return warnings
    }
}

/// Where output goes: results to standard output, messages and progress to standard error — the streams of
/// ``CommandContext/current`` (the process's, or a test's).
///
/// Every write names how its text is encoded (`ReportText.Line.Kind`), and that alone decides how it is
/// printed: text for a person goes through ``TerminalText/safe(_:)`` (control characters from input or data
/// come out as visible escapes), JSON is printed as the encoder writes it, and nothing printed — on
/// standard output or standard error — can form a GitHub Actions workflow command (``CommandStream``,
/// `WorkflowCommandText`): a line starting with `::` or holding `##[` from a project's name is escaped in the
/// way of its kind.
enum Output {
    /// Prints `text` and a line feed on standard output, encoded as `kind` says (default: text for a person).
    static func print(_ text: String, as kind: ReportText.Line.Kind = .text) {
        CommandContext.current.standardOutput.write(kind.terminalSafe(text) + "\n", as: kind.format)
    }

    /// Prints text that is already terminal-safe and holds the command's own styling (colors).
    static func printStyled(_ text: String) {
        print(text, as: .styled)
    }

    /// Writes a JSON document's bytes to standard output as the encoder wrote them (a file the command
    /// generates, such as a schema), with `##[` written `#\u0023[` (``ReportText/Line/Kind/json``).
    static func write(_ data: Data) {
        CommandContext.current.standardOutput.write(String(decoding: data, as: UTF8.self), as: .json)
    }

    /// Writes a question on standard output, without a line break, and sends it before the answer is read.
    static func prompt(_ text: String) {
        CommandContext.current.standardOutput.write(TerminalText.safe(text), as: .text)
        CommandContext.current.standardOutput.flush()
    }

    /// Prints `text` and a line feed on standard error, encoded as `kind` says (default: text for a person).
    static func error(_ text: String, as kind: ReportText.Line.Kind = .text) {
        CommandContext.current.standardError.write(kind.terminalSafe(text) + "\n", as: kind.format)
    }

    /// Writes text to standard error as it is (already terminal-safe, with its own line ends); like every
    /// write, it cannot form a workflow command.
    static func errorRaw(_ text: String) {
        CommandContext.current.standardError.write(text, as: .text)
    }

    static var isTerminal: Bool { CommandContext.current.isOutputTerminal }
    static var isErrorTerminal: Bool { CommandContext.current.isErrorTerminal }

    /// Indexing's progress line on standard error, redrawn in place, worded by the toolkit's progress
    /// reporter: 「索引中 500/1200 (41%完了)」, "Indexing 500/1200 (41% completed)". Nothing when standard
    /// error is not a terminal.
    static func indexingProgress(_ language: Language) -> (@Sendable (Int, Int) -> Void)? {
        guard isErrorTerminal else { return nil }
        let label = LocalizedText(ja: "索引中", en: "Indexing")[language]
        let reporter = StringProgressReporter()
        let stream = CommandContext.current.standardError
        return { done, total in
            let percent = reporter.localizedDescription(ProgressTree(completed: Int64(done), total: Int64(total)), language: language)
            stream.write("\r\(label) \(done)/\(total) (\(percent))\(done == total ? "\n" : "")", as: .text)
        }
    }

    /// Prints `value` as one JSON document: pretty printed, keys sorted, texts in the command's language
    /// (`CodingUserInfoKey.language`), and an empty array as `[]` on one line, which scripts compare with.
    static func json<T: Encodable>(_ value: T, userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws {
        let encoder = JSONEncoder()
        encoder.userInfo = userInfo.merging([.language: CommandContext.current.language]) { given, _ in given }
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        CommandContext.current.standardOutput.write((text.first == "[" && text.dropFirst().allSatisfy { $0.isWhitespace || $0 == "]" } ? "[]" : text) + "\n", as: .json)
    }
}

/// How this command line says an error's remedy: the library names the input, the command names its flag.
enum CommandLineRemedy {
    /// An error's message as the terminal shows it: one paragraph on one line. A line break in it came from
    /// what it quotes (a file name, a record's value, a name in the manifest) and is shown escaped, so the
    /// quoted text cannot print a line of its own. A query's syntax error is the exception: its excerpt and
    /// caret are lines of their own by design, each made one line where the parser writes it. `--json`
    /// keeps the message as it is.
    static func shown(_ message: String, of error: IntegrationsError) -> String {
        error.kind == .invalidQuery ? message : TerminalText.safeLine(message)
    }

    /// The error's message, followed by its remedy in this command's words.
    static func message(of error: IntegrationsError, _ language: Language) -> String {
        guard let remedy = error.remedy else { return error.message[language] }
        let text = words(remedy)
        return language == .ja ? error.message.ja + text.ja : error.message.en + " " + text.en
    }

    static func words(_ remedy: IntegrationsError.Remedy) -> LocalizedText {
        switch remedy {
        case .appFolder:
            LocalizedText(ja: "integrations.json のあるフォルダを --app で指定してください。", en: "Give the folder that holds integrations.json with --app.")
        case .appPath:
            LocalizedText(ja: "パスを確かめてください。アプリのフォルダは --app で指定します。", en: "Check the path; the app folder is given with --app.")
        case .writableStore:
            LocalizedText(ja: "書き込めるストアのファイルを --store か INTEGRATIONS_STORE で指定してください。", en: "Give a writable store file with --store or INTEGRATIONS_STORE.")
        case .anotherStore:
            LocalizedText(ja: "--store で別のストアを指定することもできます。", en: "Or give another store with --store.")
        case .movedStore(let destination):
            LocalizedText(ja: "--store か INTEGRATIONS_STORE で \(destination) を指定するか、指定を外してください。",
                          en: "Give \(destination) with --store or INTEGRATIONS_STORE, or give neither.")
        case .listIntents:
            LocalizedText(ja: "integrations intent list で一覧を表示します。", en: "integrations intent list shows them.")
        case .listRoutes:
            LocalizedText(ja: "integrations routes で一覧を確かめてください。", en: "List the routes with integrations routes.")
        case .freeTextSyntax:
            LocalizedText(ja: "（自由文は --syntax text で検索します。）", en: "(--syntax text searches it as free text.)")
        case .listDeliveredNotifications:
            LocalizedText(ja: "integrations notification delivered で届いた通知の番号を確かめてください。",
                          en: "List the delivered notifications' numbers with integrations notification delivered.")
        case .listPendingNotifications:
            LocalizedText(ja: "integrations notification pending で確かめてください。", en: "List them with integrations notification pending.")
        case .giveTrigger:
            LocalizedText(ja: "--at HH:MM か --trigger を指定してください。", en: "Give --at HH:MM or --trigger.")
        case .nameEntity(let type):
            LocalizedText(ja: "--entity で指定してください（例: --entity \(type)-12）。", en: "Name it with --entity (e.g. --entity \(type)-12).")
        case .searchIdentifiers:
            LocalizedText(ja: "integrations search で識別子を確かめてください。", en: "Find identifiers with integrations search.")
        case .trustedConfiguration:
            LocalizedText(
                ja: "設定をプロジェクトの中のファイルに書くか、信頼できる設定ファイルを --config で指定してください",
                en: "write the configuration in a file inside the project, or name a configuration you trust with --config")
        }
    }
}

/// `--json`, shared by every command that prints a document: the document's shape is in the command's
/// discussion and in Docs/JSON.md, and an error is printed as `{"error": …}` instead of text.
struct JSONOption: ParsableArguments {
    @Flag(name: .customLong("json"), help: "Print one JSON document instead of text (its shape is above and in Docs/JSON.md); an error too.")
    var json = false
}
