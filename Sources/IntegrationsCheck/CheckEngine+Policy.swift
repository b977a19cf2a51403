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
    /// Each reported diagnostic's ``DiagnosticFingerprint``.
    public var fingerprints: [Diagnostic: String]
    /// The files the problems are in, read once for suppressions, the baseline and the fingerprints.
    public var sources: SourceFiles
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
        if policy.suppressions { result = InlineSuppressions().apply(to: result, sources: &sources) }
        if let configuration = policy.configuration { result = configuration.apply(to: result) }
        let unbaselined = result
        let comparison = policy.baseline.map { $0.apply(to: result, sources: &sources) }
        if let comparison { result = comparison.result }
        let fingerprints = DiagnosticFingerprint.of(result, sources: &sources)
        return CheckOutcome(result: result, unbaselined: unbaselined, baseline: comparison, fingerprints: fingerprints, sources: sources)
    }
}
