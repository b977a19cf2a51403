public import IntegrationsCore
public import IntegrationsCheck

/// The formats a check's report is written in, by the names a front end offers for them (the command's
/// and the plugin's `--reporter`, a configuration file's `reporter:`): text for people, JSON for scripts,
/// and the formats CI systems read.
///
/// ```swift
/// let format = CheckReportFormat(rawValue: "sarif")!
/// print(format.report(CheckReport(result, identities: FindingIdentities(of: result)), language: .en).standardOutput)
/// ```
public enum CheckReportFormat: String, CaseIterable, Sendable {
    /// One line per problem as compilers write them, the summary on standard error (``DiagnosticTextReporter``).
    case text
    /// An array of diagnostic documents (``DiagnosticJSONReporter``).
    case json
    /// SARIF 2.1.0, for GitHub code scanning (``SARIFReporter``).
    case sarif
    /// GitHub Actions workflow commands, shown as annotations (``GitHubActionsReporter``).
    case githubActions = "github-actions"
    /// JUnit XML, a test case per rule (``JUnitReporter``).
    case junit
    /// GitLab Code Quality JSON (``CodeClimateReporter``).
    case codeclimate
    /// Checkstyle XML (``CheckstyleReporter``).
    case checkstyle
    /// One line per problem at its absolute path, as Xcode and VS Code read them (``XcodeReporter``).
    case xcode
    /// A Markdown summary for a job's summary page or a merge request's note (``MarkdownReporter``).
    case markdown

    /// Every format's name, in the order front ends list them.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// Whether the format needs each diagnostic's fingerprint (``CheckReport/fingerprints``).
    public var usesFingerprints: Bool { self == .sarif || self == .codeclimate }

    /// `report` in this format.
    ///
    /// - Parameters:
    ///   - language: The language of the messages.
    ///   - sourceRoot: The repository's root as an absolute path, which SARIF's paths are relative to and
    ///     the Xcode format's are made absolute from; `nil` when the diagnostics' files already are relative
    ///     to it.
    ///   - workingDirectory: The folder relative files are relative to, when it is not `sourceRoot`.
    ///   - fullReportCommand: The command line that shows every problem, which the GitHub Actions and
    ///     Markdown formats name when they leave some out.
    ///   - strict: Whether warnings fail the check (`--strict`, or the configuration's `strict: true`): JUnit
    ///     then makes a warning a failure, as the exit code does.
    public func report(
        _ report: CheckReport, language: Language, sourceRoot: String? = nil, workingDirectory: String? = nil, fullReportCommand: String? = nil,
        strict: Bool = false
    ) -> ReportText {
        switch self {
        case .text: DiagnosticTextReporter(language: language).report(report)
        case .json: DiagnosticJSONReporter(language: language).report(report)
        case .sarif: SARIFReporter(language: language, sourceRoot: sourceRoot, workingDirectory: workingDirectory).report(report)
        case .githubActions: GitHubActionsReporter(language: language, fullReportCommand: fullReportCommand).report(report)
        case .junit: JUnitReporter(language: language, strict: strict).report(report)
        case .codeclimate: CodeClimateReporter(language: language).report(report)
        case .checkstyle: CheckstyleReporter(language: language).report(report)
        case .xcode: XcodeReporter(language: language, sourceRoot: sourceRoot, workingDirectory: workingDirectory).report(report)
        case .markdown: MarkdownReporter(language: language, fullReportCommand: fullReportCommand).report(report)
        }
    }
}
