public import IntegrationsCheck
public import IntegrationsCore

extension CheckReportFormat: CheckReportFormats {
    /// Text, when neither the options nor the configuration name a format.
    public static var standard: CheckReportFormat { .text }

    /// Whether the format needs each problem's ``PrimaryLocationLineHash``: SARIF alone.
    public var usesLineHashes: Bool { self == .sarif }
}

extension CheckInvocation.Run {
    /// The format the report is written in (``CheckInvocation/Run/format``, text for a name no front end offers).
    public var reportFormat: CheckReportFormat { CheckReportFormat(rawValue: format) ?? .text }

    /// The run's report in its format, in `language`: values in, text out.
    ///
    /// A rejected configuration's problems are the report; a run the tool stopped reports its one
    /// diagnostic (for a person, text, the error alone on standard error, as every command says why it
    /// could not run); a check that ran reports its problems, then on standard error what the run did
    /// besides (a baseline written, the comparison with a baseline for text) and, when the project's Swift
    /// sources could not be read, why that fails the check.
    ///
    /// - Parameter fullReportCommand: The command line that shows every problem, which the GitHub Actions
    ///   and Markdown formats name when they leave some out.
    public func report(language: Language, fullReportCommand: String? = nil) -> ReportText {
        let format = reportFormat
        switch ending {
        case .configurationRejected(let problems):
            return format.report(CheckReport(problems), language: language)
        case .stopped(let diagnostic):
            var text = ReportText()
            if format != .text {
                let checked = LocalizedText(ja: "実行できなかったチェック", en: "the check, which could not run")
                // Fingerprinted as every result is, so that a log of a check that stopped is a log code scanning takes.
                let report = CheckReport(
                    diagnostics: [diagnostic], checked: checked,
                    summary: CheckSummary([diagnostic], checked: checked, namesFiles: diagnostic.file != nil),
                    fingerprints: [diagnostic: DiagnosticFingerprint.of(diagnostic, lineText: nil)])
                text = format.report(report, language: language, fullReportCommand: fullReportCommand)
            }
            // Why, on standard error too, for the person reading the job's log.
            text.error(TerminalText.safeLine(diagnostic.message[language]))
            return text
        case .checked(let checked):
            var text = format.report(
                checked.report, language: language, sourceRoot: sourceRoot, workingDirectory: checked.workingDirectory,
                fullReportCommand: fullReportCommand, strict: strict)
            for notice in checked.notices { text.error(notice[language]) }
            if let comparison = checked.baselineSummary, format == .text { text.error(comparison[language]) }
            if let failure = checked.unreadSources { text.error(Self.unreadSourcesFailure(failure)[language]) }
            return text
        }
    }

    /// The error a check ends with when no reader could read the project's Swift sources (`failure` says
    /// why) and a partial check was not asked for.
    static func unreadSourcesFailure(_ failure: LocalizedText) -> LocalizedText {
        LocalizedText(
            ja: "エラー: \(failure.ja)。Swift のソースを読むには、パッケージの既定のトレイトでビルドした integrations（swift build -c release --product integrations）を実行し、INTEGRATIONS_SWIFT_SOURCE_READER はそのようなビルドを指すとき以外は設定しないでください。ほかのファイルだけのチェックでよければ --allow-unread-sources を付けてください。",
            en: "error: \(failure.en). To read Swift sources, run an integrations built with the package's default traits (swift build -c release --product integrations), and leave INTEGRATIONS_SWIFT_SOURCE_READER unset unless it names such a build; to check the other files only, give --allow-unread-sources.")
    }
}
