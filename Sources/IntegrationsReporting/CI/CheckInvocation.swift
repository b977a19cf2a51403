public import Foundation
public import IntegrationsCheck
public import IntegrationsCore

/// A check as a front end runs it for a person or a CI job — the `integrations check` command and the
/// plugins' tool alike: the configuration file found or named, inline suppressions, a baseline read or
/// written, and the report in the format asked for.
///
/// ```swift
/// var invocation = CheckInvocation(.project("MyApp"))
/// invocation.format = .sarif
/// invocation.baseline = "integrations-baseline.json"
/// let run = try invocation.run(language: .en)
/// print(run.report.standardOutput)
/// ```
public struct CheckInvocation: Sendable {
    /// What is checked.
    public var request: CheckRequest
    /// The report's format; `nil` for the configuration's, else text.
    public var format: CheckReportFormat?
    /// The baseline file to compare with, from anywhere; `nil` for the configuration's, if any (confined to the
    /// project when the configuration was found there).
    public var baseline: String?
    /// The file to record today's problems in (after the configuration and the suppressions).
    public var writeBaseline: String?
    /// The configuration file, from anywhere; `nil` for the nearest `.integrations.yml` to the checked folder,
    /// read only as a regular file inside the repository's root (``CheckConfiguration/confinement(for:)``).
    public var configuration: String?
    /// Whether warnings fail the check; `false` leaves it to the configuration.
    public var strict: Bool
    /// The command line that shows every problem, which the GitHub Actions format names when it leaves
    /// some out.
    public var fullReportCommand: String?
    /// Whether a check of a project whose Swift sources no reader could read is a partial check the team
    /// asked for (`--allow-unread-sources`): reported by its findings, each unread file a warning. When
    /// `false`, such a check fails as the tool's own failure (``Run/toolFailed``) and says why.
    public var allowUnreadSources = false

    /// An invocation of `request` with the defaults: the configuration found, text, no baseline.
    public init(_ request: CheckRequest, format: CheckReportFormat? = nil, baseline: String? = nil, writeBaseline: String? = nil,
                configuration: String? = nil, strict: Bool = false, fullReportCommand: String? = nil, allowUnreadSources: Bool = false) {
        self.request = request
        self.allowUnreadSources = allowUnreadSources
        self.format = format
        self.baseline = baseline
        self.writeBaseline = writeBaseline
        self.configuration = configuration
        self.strict = strict
        self.fullReportCommand = fullReportCommand
    }

    /// What a run gives a front end to print.
    public struct Run: Sendable {
        /// The report, in the format used.
        public var report: ReportText
        /// The format used.
        public var format: CheckReportFormat
        /// The problems reported (or the configuration file's own, when it could not be used).
        public var diagnostics: [Diagnostic]
        /// Whether the check fails: an error, or a warning when strict, or the tool's own failure.
        public var fails: Bool
        /// Whether the run failed as the tool, not by its findings: no Swift-source reader could read a
        /// project's Swift sources, and ``CheckInvocation/allowUnreadSources`` was not given.
        public var toolFailed = false
    }

    /// Runs the check and words its report in `language`; relative paths are from `workingDirectory`.
    ///
    /// A configuration file with a problem is not used: its problems are the report, and the run fails.
    ///
    /// - Throws: ``IntegrationsError`` when the check cannot run (``CheckEngine/run(_:)``), or a baseline
    ///   cannot be read or written.
    public func run(language: Language, workingDirectory: String = FileManager.default.currentDirectoryPath) throws(IntegrationsError) -> Run {
        let configuration: CheckConfiguration?
        do throws(CheckConfigurationError) {
            if let named = self.configuration {
                // The team's own file, named on the command line: read from anywhere.
                configuration = try CheckConfiguration.load(URL(fileURLWithPath: named), reporters: CheckReportFormat.names)
            } else if let folder = request.folder, let found = CheckConfiguration.find(from: folder) {
                // The project's file: read only inside the repository (or the checked folder), as is its baseline.
                configuration = try CheckConfiguration.load(found, confinedTo: CheckConfiguration.confinement(for: folder), reporters: CheckReportFormat.names)
            } else {
                configuration = nil
            }
        } catch {
            let format = format ?? .text
            let problems = error.result
            return Run(report: format.report(CheckReport(problems), language: language), format: format, diagnostics: problems.diagnostics, fails: true)
        }
        let format = format ?? configuration?.reporter.flatMap(CheckReportFormat.init(rawValue:)) ?? .text
        let baselineFile: BaselineFile?
        if let baseline {
            baselineFile = try BaselineFile.read(baseline)
        } else if let configuration, let named = configuration.baseline {
            baselineFile = try BaselineFile.read(named.path, shownAs: named.relativePath, confinedTo: configuration.confinement)
        } else {
            baselineFile = nil
        }
        var outcome = try CheckEngine.run(request, policy: CheckPolicy(configuration: configuration, baseline: baselineFile))
        var notices: [String] = []
        if let writeBaseline {
            let written = CheckBaseline(outcome.unbaselined, sources: &outcome.sources)
            try written.write(to: URL(fileURLWithPath: writeBaseline, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)), shownAs: writeBaseline)
            let count = written.problemCount
            notices.append(LocalizedText(
                ja: "ベースライン \(writeBaseline) に問題\(count)件を書きました。",
                en: "Wrote \(count) problem\(count == 1 ? "" : "s") to the baseline \(writeBaseline).")[language])
        }
        let result = outcome.result
        let report = CheckReport(
            diagnostics: result.diagnostics, checked: result.checked, summary: result.summary, fingerprints: outcome.fingerprints,
            suppressed: outcome.suppressed)
        var text = format.report(
            report, language: language,
            sourceRoot: CheckConfiguration.repositoryRoot(containing: URL(fileURLWithPath: workingDirectory))?.path,
            workingDirectory: workingDirectory, fullReportCommand: fullReportCommand)
        if let comparison = outcome.baseline, format == .text { notices.append(comparison.summary[language]) }
        for notice in notices { text.error(notice) }
        // A project's Swift sources that no reader could read: the tool's failure, unless asked for.
        let toolFailed = !allowUnreadSources && result.readerFailure != nil
        if toolFailed, let failure = result.readerFailure { text.error(Self.unreadSourcesFailure(failure)[language]) }
        return Run(
            report: text, format: format, diagnostics: result.diagnostics, fails: toolFailed || result.fails(strict: strict || configuration?.strict == true),
            toolFailed: toolFailed)
    }

    /// The error a check ends with when no reader could read the project's Swift sources (`failure` says
    /// why) and a partial check was not asked for.
    static func unreadSourcesFailure(_ failure: LocalizedText) -> LocalizedText {
        LocalizedText(
            ja: "エラー: \(failure.ja)。Swift のソースを読むには、パッケージの既定のトレイトでビルドした integrations（swift build -c release --product integrations）を実行し、INTEGRATIONS_SWIFT_SOURCE_READER はそのようなビルドを指すとき以外は設定しないでください。ほかのファイルだけのチェックでよければ --allow-unread-sources を付けてください。",
            en: "error: \(failure.en). To read Swift sources, run an integrations built with the package's default traits (swift build -c release --product integrations), and leave INTEGRATIONS_SWIFT_SOURCE_READER unset unless it names such a build; to check the other files only, give --allow-unread-sources.")
    }
}
