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
    /// The words a front end adds to an error the check cannot run past (``IntegrationsError/remedy``): how
    /// to give the folder or file it needs in that front end's terms; `nil` for none.
    public var remedyWords: (@Sendable (IntegrationsError.Remedy) -> LocalizedText)?

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
        /// The problems reported (or, when the check could not be trusted, the problem that stopped it).
        public var diagnostics: [Diagnostic]
        /// How the check ended, and the exit code that says so.
        public var status: CheckStatus
        /// The folder the report's relative files are named from, as an absolute path (the repository's
        /// root, ``CheckResult/repositoryRoot``), when known: where a front end that needs absolute paths (an
        /// editor, a plugin's diagnostics) finds them.
        public var sourceRoot: String?

        /// Whether the check fails: an error, or a warning when strict, or the tool's own failure.
        public var fails: Bool { status != .clean }
        /// Whether the run failed as the tool, not by its findings (``CheckStatus/toolFailure``).
        public var toolFailed: Bool { status == .toolFailure }
    }

    /// Runs the check and words its report in `language`; relative paths are from `workingDirectory`.
    ///
    /// Whatever happens, the report is in the format asked for — a SARIF log, a JSON array — so that a CI
    /// step that uploads it never gets an empty file: a configuration file with a problem is not used, and
    /// its problems are the report; a baseline that cannot be read or written, or a check that cannot run
    /// (``CheckEngine/run(_:)`` throws), is one error diagnostic saying why (`baseline.unreadable`,
    /// `baseline.unwritable`, `check.failed`). Each of these ends the run as the tool's own failure
    /// (``CheckStatus/toolFailure``), as does a project whose Swift sources no reader could read unless
    /// ``allowUnreadSources``.
    public func run(language: Language, workingDirectory: String = FileManager.default.currentDirectoryPath) -> Run {
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
            return Run(
                report: format.report(CheckReport(problems), language: language), format: format, diagnostics: problems.diagnostics, status: .toolFailure)
        }
        let format = format ?? configuration?.reporter.flatMap(CheckReportFormat.init(rawValue:)) ?? .text
        let baselineFile: BaselineFile?
        do throws(IntegrationsError) {
            if let baseline {
                baselineFile = try BaselineFile.read(baseline)
            } else if let configuration, let named = configuration.baseline {
                baselineFile = try BaselineFile.read(named.path, shownAs: named.relativePath, confinedTo: configuration.confinement)
            } else {
                baselineFile = nil
            }
        } catch {
            return failure(CheckRules.baselineUnreadable, error, file: baseline ?? configuration?.baseline?.relativePath, format: format, language: language)
        }
        var outcome: CheckOutcome
        do throws(IntegrationsError) {
            outcome = try CheckEngine.run(request, policy: CheckPolicy(configuration: configuration, baseline: baselineFile))
        } catch {
            return failure(CheckRules.checkFailed, error, file: nil, format: format, language: language)
        }
        var notices: [String] = []
        var writeFailure: Diagnostic?
        if let writeBaseline {
            let written = CheckBaseline(outcome.unbaselined, sources: &outcome.sources)
            do throws(IntegrationsError) {
                try written.write(to: URL(fileURLWithPath: writeBaseline, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)), shownAs: writeBaseline)
                let count = written.problemCount
                notices.append(LocalizedText(
                    ja: "ベースライン \(writeBaseline) に問題\(count)件を書きました。",
                    en: "Wrote \(count) problem\(count == 1 ? "" : "s") to the baseline \(writeBaseline).")[language])
            } catch {
                writeFailure = failureDiagnostic(CheckRules.baselineUnwritable, error, file: writeBaseline)
            }
        }
        let result = outcome.result
        let diagnostics = result.diagnostics + (writeFailure.map { [$0] } ?? [])
        let report = CheckReport(
            diagnostics: diagnostics, checked: result.checked,
            summary: writeFailure == nil ? result.summary : CheckSummary(diagnostics, checked: result.checked, namesFiles: result.namesFiles),
            fingerprints: outcome.fingerprints,
            lineHashes: format == .sarif ? PrimaryLocationLineHash.of(result.diagnostics + outcome.suppressed.map(\.diagnostic), sources: outcome.sources) : [:],
            suppressed: outcome.suppressed)
        let strict = strict || configuration?.strict == true
        // Files are named from the repository's root (``CheckResult/repositoryRoot``); a result named otherwise
        // (an explicit `shownAs`) is placed from the working directory's repository.
        let root = result.repositoryRoot?.path ?? CheckConfiguration.repositoryRoot(containing: URL(fileURLWithPath: workingDirectory))?.path
        var text = format.report(
            report, language: language, sourceRoot: root, workingDirectory: result.repositoryRoot == nil ? workingDirectory : nil,
            fullReportCommand: fullReportCommand, strict: strict)
        if let comparison = outcome.baseline, format == .text { notices.append(comparison.summary[language]) }
        for notice in notices { text.error(notice) }
        // A project's Swift sources that no reader could read: the tool's failure, unless asked for.
        let unread = !allowUnreadSources && result.readerFailure != nil
        if unread, let failure = result.readerFailure { text.error(Self.unreadSourcesFailure(failure)[language]) }
        let status: CheckStatus =
            unread || writeFailure != nil ? .toolFailure
            : result.diagnostics.contains { $0.severity == .error } ? .errors
            : strict && result.diagnostics.contains { $0.severity == .warning } ? .strictWarnings
            : .clean
        return Run(report: text, format: format, diagnostics: diagnostics, status: status, sourceRoot: root)
    }

    /// The run of a check stopped by `error`: its one diagnostic (code `rule`, at `file`), reported in
    /// `format`, and the tool's failure.
    private func failure(_ rule: Diagnostic.Code, _ error: IntegrationsError, file: String?, format: CheckReportFormat, language: Language) -> Run {
        let diagnostic = failureDiagnostic(rule, error, file: file)
        guard format != .text else {
            // For a person, the error alone, on standard error, as every command says why it could not run.
            var text = ReportText()
            text.error(TerminalText.safeLine(diagnostic.message[language]))
            return Run(report: text, format: format, diagnostics: [diagnostic], status: .toolFailure)
        }
        let checked = LocalizedText(ja: "実行できなかったチェック", en: "the check, which could not run")
        // Fingerprinted as every result is, so that a log of a check that stopped is a log code scanning takes.
        let report = CheckReport(
            diagnostics: [diagnostic], checked: checked, summary: CheckSummary([diagnostic], checked: checked, namesFiles: file != nil),
            fingerprints: [diagnostic: DiagnosticFingerprint.of(diagnostic, lineText: nil)])
        var text = format.report(report, language: language, fullReportCommand: fullReportCommand)
        // Why, on standard error too, for the person reading the job's log.
        text.error(TerminalText.safeLine(diagnostic.message[language]))
        return Run(report: text, format: format, diagnostics: [diagnostic], status: .toolFailure)
    }

    /// The error diagnostic of `error`, its message followed by the front end's words for its remedy.
    private func failureDiagnostic(_ rule: Diagnostic.Code, _ error: IntegrationsError, file: String?) -> Diagnostic {
        var message = error.message
        if let remedy = error.remedy, let words = remedyWords?(remedy) {
            message = LocalizedText(ja: message.ja + words.ja, en: message.en + " " + words.en)
        }
        return Diagnostic(rule, .error, message, file: file)
    }

    /// The error a check ends with when no reader could read the project's Swift sources (`failure` says
    /// why) and a partial check was not asked for.
    static func unreadSourcesFailure(_ failure: LocalizedText) -> LocalizedText {
        LocalizedText(
            ja: "エラー: \(failure.ja)。Swift のソースを読むには、パッケージの既定のトレイトでビルドした integrations（swift build -c release --product integrations）を実行し、INTEGRATIONS_SWIFT_SOURCE_READER はそのようなビルドを指すとき以外は設定しないでください。ほかのファイルだけのチェックでよければ --allow-unread-sources を付けてください。",
            en: "error: \(failure.en). To read Swift sources, run an integrations built with the package's default traits (swift build -c release --product integrations), and leave INTEGRATIONS_SWIFT_SOURCE_READER unset unless it names such a build; to check the other files only, give --allow-unread-sources.")
    }
}

/// How a check ended: clean, with findings that fail it, or stopped by the tool's own failure — each with
/// the exit code `integrations check` ends with, which CI branches on (Docs/CommandLine.md, "Exit codes";
/// Decision 380).
///
/// SwiftLint's split is the model (1 the tool's failure, 2 errors, 3 warnings under `--strict`), but for
/// the one code this toolkit's other commands already give another meaning: 3 is "no match" everywhere, so
/// warnings that fail a strict check exit 5.
///
/// ```swift
/// let run = CheckInvocation(.project("MyApp"), strict: true).run(language: .en)
/// exit(run.status.exitCode)
/// ```
public enum CheckStatus: Int32, Sendable, CaseIterable {
    /// Nothing fails the check (warnings may have been reported).
    case clean = 0
    /// The check cannot be trusted, whatever the app holds: a configuration with a problem, a baseline that
    /// cannot be read or written, a project whose Swift sources no reader could read (without
    /// `--allow-unread-sources`), a project that cannot be imported.
    case toolFailure = 1
    /// The check found errors.
    case errors = 2
    /// The check found no error, but warnings (or a baseline's gone problems) that fail it because it is strict.
    case strictWarnings = 5

    /// The process's exit code.
    public var exitCode: Int32 { rawValue }
}
