public import Foundation
public import IntegrationsCore

/// A check as a front end runs it for a person or a CI job — the `integrations check` command and the
/// plugins' tool alike: the configuration file found or named, inline suppressions, a baseline read or
/// written, the engine, and how the run ends (``CheckStatus``). What it returns is values
/// (``CheckInvocation/Run``); the report's text is IntegrationsReporting's, in the format the run names.
///
/// ```swift
/// let options = CheckOptions(project: "MyApp", format: "sarif", baseline: "integrations-baseline.json")
/// let run = CheckInvocation(try options.request(importer: .installed()), options: options).run(CheckReportFormat.self)
/// print(run.report(language: .en).standardOutput)   // IntegrationsReporting
/// exit(run.status.exitCode)
/// ```
public struct CheckInvocation: Sendable {
    /// What is checked.
    public var request: CheckRequest
    /// What the run is asked: the format, the baseline, the configuration file, strictness.
    public var options: CheckOptions
    /// The words a front end adds to an error the check cannot run past (``IntegrationsError/remedy``): how
    /// to give the folder or file it needs in that front end's terms; `nil` for none. For
    /// ``IntegrationsError/Remedy/trustedConfiguration`` they are the whole fix of a configuration found in
    /// the project that leads outside it (`config.outsideProject`), which the library words without naming
    /// how a front end is given a file; a front end that cannot be given one (a build's plug-in) has none.
    public var remedyWords: (@Sendable (IntegrationsError.Remedy) -> LocalizedText?)?

    /// An invocation of `request` as `options` ask (the configuration found, the default format, no
    /// baseline, unless they say otherwise).
    public init(_ request: CheckRequest, options: CheckOptions = CheckOptions()) {
        self.request = request
        self.options = options
    }

    /// Runs the check; relative paths are from `workingDirectory`.
    ///
    /// Whatever happens, the run names a format and holds what its report says — so that a CI step that
    /// uploads a report never gets an empty file: a configuration file with a problem is not used, and its
    /// problems are the report; a baseline that cannot be read or written, or a check that cannot run
    /// (``CheckEngine/run(_:)`` throws), is one error diagnostic saying why (`baseline.unreadable`,
    /// `baseline.unwritable`, `check.failed`). Each of these ends the run as the tool's own failure
    /// (``CheckStatus/toolFailure``), as does a project whose Swift sources no reader could read unless
    /// ``CheckOptions/allowUnreadSources``.
    ///
    /// - Parameter formats: The report formats the front end offers: a configuration's `reporter:` must
    ///   name one, the default is used when neither the options nor the configuration name one, and the line
    ///   hashes are read only for a format that uses them.
    public func run<Formats: CheckReportFormats>(
        _ formats: Formats.Type, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Run {
        let names = Formats.allCases.map(\.rawValue)
        let configuration: CheckConfiguration?
        do throws(CheckConfigurationError) {
            if let named = options.configurationFile {
                // The team's own file, named by the person running the check: read from anywhere.
                configuration = try CheckConfiguration.load(URL(fileURLWithPath: named), reporters: names)
            } else if let folder = request.folder, let found = CheckConfiguration.find(from: folder) {
                // The project's file: read only inside the repository (or the checked folder), as is its baseline.
                configuration = try CheckConfiguration.load(
                    found, confinedTo: CheckConfiguration.confinement(for: folder), reporters: names,
                    trustedConfigurationFix: remedyWords?(.trustedConfiguration) ?? nil)
            } else {
                configuration = nil
            }
        } catch {
            let problems = error.result
            return Run(
                ending: .configurationRejected(problems), format: options.format ?? Formats.standard.rawValue, diagnostics: problems.diagnostics,
                status: .toolFailure)
        }
        let format = options.format ?? configuration?.reporter ?? Formats.standard.rawValue
        let baselineFile: BaselineFile?
        do throws(IntegrationsError) {
            if let baseline = options.baseline {
                baselineFile = try BaselineFile.read(baseline)
            } else if let configuration, let named = configuration.baseline {
                baselineFile = try BaselineFile.read(named.path, shownAs: named.relativePath, confinedTo: configuration.confinement)
            } else {
                baselineFile = nil
            }
        } catch {
            return stopped(CheckRules.baselineUnreadable, error, file: options.baseline ?? configuration?.baseline?.relativePath, format: format)
        }
        var outcome: CheckOutcome
        do throws(IntegrationsError) {
            outcome = try CheckEngine.run(request, policy: CheckPolicy(configuration: configuration, baseline: baselineFile))
        } catch {
            return stopped(CheckRules.checkFailed, error, file: nil, format: format)
        }
        var notices: [LocalizedText] = []
        var writeFailure: Diagnostic?
        if let writeBaseline = options.writeBaseline {
            let written = CheckBaseline(outcome.unbaselined, sources: &outcome.sources)
            do throws(IntegrationsError) {
                try written.write(to: URL(fileURLWithPath: writeBaseline, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)), shownAs: writeBaseline)
                let count = written.problemCount
                notices.append(LocalizedText(
                    ja: "ベースライン \(writeBaseline) に問題\(count)件を書きました。",
                    en: "Wrote \(count) problem\(count == 1 ? "" : "s") to the baseline \(writeBaseline)."))
            } catch {
                writeFailure = failureDiagnostic(CheckRules.baselineUnwritable, error, file: writeBaseline)
            }
        }
        let result = outcome.result
        let diagnostics = result.diagnostics + (writeFailure.map { [$0] } ?? [])
        let usesLineHashes = Formats(rawValue: format)?.usesLineHashes == true
        let report = Checked(
            report: CheckReport(
                diagnostics: diagnostics, checked: result.checked,
                summary: writeFailure == nil ? result.summary : CheckSummary(diagnostics, checked: result.checked, namesFiles: result.namesFiles),
                fingerprints: outcome.fingerprints,
                lineHashes: usesLineHashes ? PrimaryLocationLineHash.of(result.diagnostics + outcome.suppressed.map(\.diagnostic), sources: outcome.sources) : [:],
                suppressed: outcome.suppressed),
            // Files are named from the repository's root (``CheckResult/repositoryRoot``); a result named
            // otherwise (an explicit `shownAs`) is placed from the working directory's repository.
            workingDirectory: result.repositoryRoot == nil ? workingDirectory : nil,
            notices: notices, baselineSummary: outcome.baseline?.summary,
            // A project's Swift sources that no reader could read: the tool's failure, unless asked for.
            unreadSources: options.allowUnreadSources ? nil : result.readerFailure)
        let strict = options.strict || configuration?.strict == true
        let root = result.repositoryRoot?.path ?? CheckConfiguration.repositoryRoot(containing: URL(fileURLWithPath: workingDirectory))?.path
        let status: CheckStatus =
            report.unreadSources != nil || writeFailure != nil ? .toolFailure
            : result.diagnostics.contains { $0.severity == .error } ? .errors
            : strict && result.diagnostics.contains { $0.severity == .warning } ? .strictWarnings
            : .clean
        return Run(ending: .checked(report), format: format, diagnostics: diagnostics, status: status, strict: strict, sourceRoot: root)
    }

    /// The run of a check stopped by `error`: its one diagnostic (code `rule`, at `file`), and the tool's failure.
    private func stopped(_ rule: Diagnostic.Code, _ error: IntegrationsError, file: String?, format: String) -> Run {
        let diagnostic = failureDiagnostic(rule, error, file: file)
        return Run(ending: .stopped(diagnostic), format: format, diagnostics: [diagnostic], status: .toolFailure)
    }

    /// The error diagnostic of `error`, its message followed by the front end's words for its remedy.
    private func failureDiagnostic(_ rule: Diagnostic.Code, _ error: IntegrationsError, file: String?) -> Diagnostic {
        var message = error.message
        if let remedy = error.remedy, let words = remedyWords?(remedy) {
            message = LocalizedText(ja: message.ja + words.ja, en: message.en + " " + words.en)
        }
        return Diagnostic(rule, .error, message, file: file)
    }
}

extension CheckInvocation {
    /// What a run gives a front end: how it ended, in which format its report is to be written, and the
    /// values the report words (IntegrationsReporting writes it).
    public struct Run: Sendable {
        /// How a run ended.
        public enum Ending: Sendable {
            /// The configuration file has problems and was not used: its problems are the report.
            case configurationRejected(CheckResult)
            /// The check could not run, or its baseline could not be read: the one error diagnostic says why.
            case stopped(Diagnostic)
            /// The check ran.
            case checked(Checked)
        }

        /// How the run ended, with what its report words.
        public var ending: Ending
        /// The report's format, by its name: the options', else the configuration's, else the default.
        public var format: String
        /// The problems reported (or, when the check could not be trusted, the problem that stopped it).
        public var diagnostics: [Diagnostic]
        /// How the check ended, and the exit code that says so.
        public var status: CheckStatus
        /// Whether warnings fail the check (the options' or the configuration's `strict`).
        public var strict: Bool
        /// The folder the report's relative files are named from, as an absolute path (the repository's
        /// root, ``CheckResult/repositoryRoot``), when known: where a front end that needs absolute paths (an
        /// editor, a plugin's diagnostics) finds them.
        public var sourceRoot: String?

        /// A run that ended as `ending`.
        public init(
            ending: Ending, format: String, diagnostics: [Diagnostic], status: CheckStatus, strict: Bool = false, sourceRoot: String? = nil
        ) {
            self.ending = ending
            self.format = format
            self.diagnostics = diagnostics
            self.status = status
            self.strict = strict
            self.sourceRoot = sourceRoot
        }

        /// Whether the check fails: an error, or a warning when strict, or the tool's own failure.
        public var fails: Bool { status != .clean }
        /// Whether the run failed as the tool, not by its findings (``CheckStatus/toolFailure``).
        public var toolFailed: Bool { status == .toolFailure }
    }

    /// What a check that ran reports (``report``: its problems, what was checked, the summary, and what the
    /// formats that identify or count problems need, read from the checked files here so that a report is
    /// written from values alone), and what the run did besides.
    public struct Checked: Sendable {
        /// What the reporters word: every problem reported (a baseline that could not be written last), what
        /// was checked, the summary, each problem's ``DiagnosticFingerprint`` (and each suppressed one's), each
        /// ``PrimaryLocationLineHash`` (read only for a format that uses them), and the problems suppressed.
        public var report: CheckReport
        /// The folder relative files are relative to, when the result does not name them from the repository's root.
        public var workingDirectory: String?
        /// What the run did besides checking, for a person (a baseline written), in order.
        public var notices: [LocalizedText]
        /// The comparison with the baseline in one line (``BaselineComparison/summary``), when there is one.
        public var baselineSummary: LocalizedText?
        /// Why the project's Swift sources could not be read, when that fails the check (a partial check was not asked for).
        public var unreadSources: LocalizedText?
    }
}

/// The report formats a front end offers, as a check's run needs to know them: by name, the one used when
/// none is named, and which read each problem's line hash (IntegrationsReporting's `CheckReportFormat`).
public protocol CheckReportFormats: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The format used when neither the options nor the configuration name one.
    static var standard: Self { get }
    /// Whether the format needs each problem's ``PrimaryLocationLineHash`` (which reads the checked files).
    var usesLineHashes: Bool { get }
}
