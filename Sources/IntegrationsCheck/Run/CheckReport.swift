public import IntegrationsCore

/// What a check's reporters word: the problems a check found, what was checked and the line that sums
/// them up — the subject of IntegrationsReporting's `DiagnosticTextReporter`, `DiagnosticJSONReporter` and
/// any other format a check's result is written in, and what a run that checked holds
/// (``CheckInvocation/Checked/report``): one value from the engine to the reporters, no copy between.
public struct CheckReport: Sendable, Hashable {
    /// Every problem, in file and line order.
    public var diagnostics: [Diagnostic]
    /// What was checked, as a person knows it, safe to print on one line.
    public var checked: LocalizedText
    /// The line the check ends with.
    public var summary: CheckSummary
    /// Each diagnostic's ``DiagnosticFingerprint``, for the formats that identify a problem across edits
    /// (SARIF's `partialFingerprints`, Code Quality's `fingerprint`); empty when not computed.
    public var fingerprints: [Diagnostic: String]
    /// Each diagnostic's ``PrimaryLocationLineHash``, GitHub code scanning's hash of the text from its line
    /// on (SARIF's `partialFingerprints.primaryLocationLineHash`); empty when not computed, and none for a
    /// diagnostic without a file and line or whose file cannot be read.
    public var lineHashes: [Diagnostic: String]
    /// The problems found and not reported, each with what set it aside (``CheckOutcome/suppressed``): SARIF
    /// lists them as suppressed results, the text and GitHub Actions reports end with how many there are
    /// (``SuppressedFinding/summary(_:)``), and the other formats leave them out.
    public var suppressed: [SuppressedFinding]

    /// A report of `diagnostics` found in `checked`, summed up by `summary`, and of the problems `suppressed`.
    public init(
        diagnostics: [Diagnostic], checked: LocalizedText, summary: CheckSummary, fingerprints: [Diagnostic: String] = [:],
        lineHashes: [Diagnostic: String] = [:], suppressed: [SuppressedFinding] = []
    ) {
        self.diagnostics = diagnostics
        self.checked = checked
        self.summary = summary
        self.fingerprints = fingerprints
        self.lineHashes = lineHashes
        self.suppressed = suppressed
    }

    /// The report of a check engine's result, with each diagnostic's fingerprint and line hash when
    /// `identities` are given (``FindingIdentities``, which IntegrationsCheck reads from the checked files).
    public init(_ result: CheckResult, identities: FindingIdentities? = nil) {
        self.init(
            diagnostics: result.diagnostics, checked: result.checked, summary: result.summary,
            fingerprints: identities?.fingerprints ?? [:], lineHashes: identities?.lineHashes ?? [:])
    }
}
