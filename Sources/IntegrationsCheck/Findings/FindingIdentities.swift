public import IntegrationsCore

/// What identifies each of a check's problems across edits, for the report formats that carry it: each
/// diagnostic's ``DiagnosticFingerprint`` (SARIF's `partialFingerprints`, Code Quality's `fingerprint`) and
/// its ``PrimaryLocationLineHash`` (GitHub code scanning's). Both read the files the diagnostics point at,
/// so they are read here, beside the engine, and a report is written from the values.
///
/// ```swift
/// let result = try CheckEngine.run(.app(folder))
/// let identities = FindingIdentities(of: result)
/// print(identities.fingerprints[result.diagnostics[0]] ?? "")
/// ```
public struct FindingIdentities: Sendable, Hashable {
    /// Each diagnostic's ``DiagnosticFingerprint``.
    public var fingerprints: [Diagnostic: String]
    /// Each diagnostic's ``PrimaryLocationLineHash``; none for a diagnostic without a file and line or whose
    /// file cannot be read.
    public var lineHashes: [Diagnostic: String]

    /// The identities of `result`'s diagnostics, each file found through ``CheckResult/files`` and read once.
    public init(of result: CheckResult) {
        var sources = SourceFiles(result.files)
        fingerprints = DiagnosticFingerprint.of(result, sources: &sources)
        lineHashes = PrimaryLocationLineHash.of(result.diagnostics, sources: sources)
    }
}
