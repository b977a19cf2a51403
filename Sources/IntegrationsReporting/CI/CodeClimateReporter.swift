import Foundation
public import IntegrationsCore
public import IntegrationsCheck

/// A check's problems as a GitLab Code Quality report: the JSON array of Code Climate issues GitLab reads
/// from a job's `artifacts:reports:codequality` file and shows in merge requests.
///
/// ```json
/// [
///   {
///     "check_name" : "manifest.unknownKey",
///     "description" : "unknown key \"isUniversalLinks\" in $.routes[1]; …",
///     "fingerprint" : "6f0c3e1f0b7d2a94",
///     "location" : { "lines" : { "begin" : 32 }, "path" : "MyApp/integrations.json" },
///     "severity" : "minor"
///   }
/// ]
/// ```
///
/// Each issue has the fields GitLab reads (docs.gitlab.com, "Code Quality report format"): `description`
/// (the message and fix), `check_name` (the rule's code), `fingerprint`, `severity`, `location.path` (the
/// file as the report names it, relative to the folder the check ran in; `.` without a file) and
/// `location.lines.begin` (1 without a line). Severities: an error is `major`, a warning `minor`, a note
/// `info`; `critical` and `blocker` are not used.
///
/// The fingerprint is the report's ``CheckReport/fingerprints`` entry (make the report with
/// with ``FindingIdentities``; without one, the diagnostic's fingerprint without its line's text), so that a
/// problem keeps it when lines move. GitLab wants one fingerprint per issue ("A unique fingerprint to
/// identify this specific code quality violation"; issues with the same fingerprint show as one entry in
/// a merge request): the second problem with the fingerprint of an earlier one gets `-2` after it, the
/// third `-3`, in the report's order.
///
/// Pretty printed with sorted keys, `[]` when there is no problem; one standard-output line of the
/// reporter's own (``ReportText/Line/Kind/json``), written as it is but for `##[`, written `#\u0023[` (the same string once
/// decoded): JSON escapes what it quotes.
public struct CodeClimateReporter: Reporter {
    public static let identifier = "codeclimate"

    /// The language of the descriptions.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ report: CheckReport) -> ReportText {
        var text = ReportText()
        guard !report.diagnostics.isEmpty else {
            text.output("[]")
            return text
        }
        var seen: [String: Int] = [:]
        let issues = report.diagnostics.map { diagnostic in
            let fingerprint = report.fingerprints[diagnostic] ?? DiagnosticFingerprint.of(diagnostic, lineText: nil)
            seen[fingerprint, default: 0] += 1
            let occurrence = seen[fingerprint, default: 1]
            return Issue(
                description: diagnostic.messageAndFix(language), checkName: diagnostic.code.rawValue,
                fingerprint: occurrence == 1 ? fingerprint : "\(fingerprint)-\(occurrence)",
                severity: Self.severity(diagnostic.severity),
                location: Issue.Location(path: diagnostic.file ?? ".", lines: Issue.Lines(begin: diagnostic.line ?? 1)))
        }
        return .json(issues, fallback: "[]")
    }

    /// The Code Quality severity of a diagnostic's.
    public static func severity(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }

    /// One Code Quality issue, its keys as GitLab names them.
    private struct Issue: Encodable {
        struct Location: Encodable {
            var path: String
            var lines: Lines
        }

        struct Lines: Encodable {
            var begin: Int
        }

        enum CodingKeys: String, CodingKey {
            case description, checkName = "check_name", fingerprint, severity, location
        }

        var description: String
        var checkName: String
        var fingerprint: String
        var severity: String
        var location: Location
    }
}
