public import Foundation
public import IntegrationsCore

/// What a team adds to the one check when it runs it in CI, as linters are run: a configuration file,
/// inline suppressions in the checked files, and a baseline of the problems it has accepted.
///
/// ```swift
/// let policy = CheckPolicy(configuration: try CheckConfiguration.load(file, reporters: names),
///                          baseline: try BaselineFile.read("integrations-baseline.json"))
/// let outcome = try CheckEngine.run(.project("MyApp"), policy: policy)
/// ```
public struct CheckPolicy: Sendable {
    /// The `.integrations.yml` that applies (``CheckConfiguration``), if any.
    public var configuration: CheckConfiguration?
    /// Whether `integrations:disable` comments in the checked files are honoured (``InlineSuppressions``).
    public var suppressions: Bool
    /// The baseline today's problems are compared with (``BaselineFile``), if any.
    public var baseline: BaselineFile?

    /// A policy of `configuration`, `suppressions` and `baseline`.
    public init(configuration: CheckConfiguration? = nil, suppressions: Bool = true, baseline: BaselineFile? = nil) {
        self.configuration = configuration
        self.suppressions = suppressions
        self.baseline = baseline
    }
}

/// A check run under a ``CheckPolicy``: what to report, and what was set aside.
public struct CheckOutcome: Sendable {
    /// What to report: the engine's result after the suppressions, the configuration and the baseline.
    public var result: CheckResult
    /// The result before the baseline set anything aside: what a new baseline records.
    public var unbaselined: CheckResult
    /// The comparison with the baseline, when there is one: how many problems it held, which are gone.
    public var baseline: BaselineComparison?
    /// Each reported diagnostic's ``DiagnosticFingerprint``, and each suppressed one's.
    public var fingerprints: [Diagnostic: String]
    /// The files the problems are in, read once for suppressions, the baseline and the fingerprints.
    public var sources: SourceFiles
    /// The problems found and not reported, in the order they were set aside — by comments, then by the
    /// configuration, then by the baseline — each with what set it aside: what a change to the comments,
    /// the configuration or the baseline silences stays visible (SARIF's suppressed results, the count the
    /// text and GitHub Actions reports end with). Not in ``result``, so a reporter that does not look here
    /// shows none of them.
    public var suppressed: [SuppressedFinding] = []
}

extension CheckRequest {
    /// The folder whose `.integrations.yml` applies (``CheckConfiguration/find(from:)``): the app folder or
    /// the project folder; `nil` for an app folder carried inside a tool, which has none.
    public var folder: URL? {
        switch subject {
        case .app(let directory): directory
        case .embedded: nil
        case .project(let folder, _, _): URL(fileURLWithPath: folder)
        }
    }
}

extension CheckEngine {
    /// Runs the check `request` asks for under `policy`: the engine's problems, less those an inline
    /// suppression covers (each unused suppression is a warning of its own), then as the configuration
    /// has them (disabled rules, excluded files, severities — so a configuration can also silence the
    /// suppressions' own warnings), then less those the baseline holds (with a `baseline.stale` warning
    /// when some it holds are gone).
    ///
    /// - Throws: What ``run(_:)`` throws.
    public static func run(_ request: CheckRequest, policy: CheckPolicy) throws(IntegrationsError) -> CheckOutcome {
        var result = try run(request)
        var sources = SourceFiles(result.files)
        var suppressed: [SuppressedFinding] = []
        if policy.suppressions {
            let applied = InlineSuppressions().suppressing(result, sources: &sources)
            result = applied.result
            suppressed += applied.suppressed
        }
        if let configuration = policy.configuration {
            let configured = configuration.apply(to: result)
            suppressed += Self.setAside(result.diagnostics, kept: configured.diagnostics, sameSeverity: false).map { diagnostic in
                SuppressedFinding(diagnostic, origin: .configuration, justification: Self.justification(of: diagnostic, by: configuration))
            }
            result = configured
        }
        let unbaselined = result
        let comparison = policy.baseline.map { $0.apply(to: result, sources: &sources) }
        if let comparison, let baseline = policy.baseline {
            let name = TerminalText.safeLine(baseline.name)
            suppressed += Self.setAside(result.diagnostics, kept: comparison.new, sameSeverity: true).map { diagnostic in
                SuppressedFinding(diagnostic, origin: .baseline, justification: LocalizedText(
                    ja: "ベースライン \(name) にある問題です", en: "held by the baseline \(name)"))
            }
            result = comparison.result
        }
        var fingerprints = DiagnosticFingerprint.of(result, sources: &sources)
        if !suppressed.isEmpty {
            let set = result.reporting(suppressed.map(\.diagnostic))
            fingerprints.merge(DiagnosticFingerprint.of(set, sources: &sources)) { reported, _ in reported }
        }
        return CheckOutcome(
            result: result, unbaselined: unbaselined, baseline: comparison, fingerprints: fingerprints, sources: sources, suppressed: suppressed)
    }

    /// The diagnostics of `all` that `kept` (what a step left of them, in their order) does not hold, in
    /// their order: one pass, as each step keeps the others in order. With `sameSeverity` false, a kept
    /// diagnostic may differ in its severity alone (a configuration sets severities).
    static func setAside(_ all: [Diagnostic], kept: [Diagnostic], sameSeverity: Bool) -> [Diagnostic] {
        var next = 0
        var dropped: [Diagnostic] = []
        for diagnostic in all {
            if next < kept.count {
                var candidate = kept[next]
                if !sameSeverity { candidate.severity = diagnostic.severity }
                if candidate == diagnostic {
                    next += 1
                    continue
                }
            }
            dropped.append(diagnostic)
        }
        return dropped
    }

    /// What in `configuration` sets `diagnostic` aside: its rule disabled, or its file excluded.
    static func justification(of diagnostic: Diagnostic, by configuration: CheckConfiguration) -> LocalizedText {
        let name = TerminalText.safeLine(configuration.file?.lastPathComponent ?? CheckConfiguration.fileName)
        if configuration.disabledRules.contains(diagnostic.code) {
            return LocalizedText(
                ja: "設定 \(name) の disabled_rules がこのルールを止めています", en: "the rule is disabled by disabled_rules in the configuration \(name)")
        }
        return LocalizedText(
            ja: "設定 \(name) の excluded がこのファイルを除いています", en: "the file is excluded by excluded in the configuration \(name)")
    }
}
