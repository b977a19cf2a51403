import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsReporting
import Testing

/// GitLab Code Quality: the fields GitLab reads, a fingerprint of its own for every issue, severities
/// GitLab knows.
@Suite struct CodeClimateReporterTests {
    static func issues(_ text: ReportText) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.standardOutput.utf8)) as? [[String: Any]])
    }

    /// Every issue has the fields GitLab requires, in the reporter's language, one per problem in order.
    @Test(arguments: Language.allCases)
    func everyIssueHasTheFieldsGitLabReads(language: Language) throws {
        for report in try CIXMLReportersTests.reports() {
            let text = CodeClimateReporter(language: language).report(report)
            #expect(text.standardError.isEmpty)
            let issues = try Self.issues(text)
            #expect(issues.count == report.diagnostics.count)
            for (issue, diagnostic) in zip(issues, report.diagnostics) {
                #expect(issue["description"] as? String == diagnostic.messageAndFixForTests(language))
                #expect(issue["check_name"] as? String == diagnostic.code.rawValue)
                #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
                let location = issue["location"] as? [String: Any]
                #expect(location?["path"] as? String == diagnostic.file ?? ".")
                #expect((location?["lines"] as? [String: Any])?["begin"] as? Int == diagnostic.line ?? 1)
                #expect((issue["fingerprint"] as? String)?.hasPrefix(try #require(report.fingerprints[diagnostic])) == true)
            }
        }
    }

    /// GitLab shows issues with one fingerprint as one: every fingerprint in a report differs.
    @Test func fingerprintsAreUniqueInEveryReport() throws {
        for report in try CIXMLReportersTests.reports() {
            let fingerprints = try Self.issues(CodeClimateReporter(language: .en).report(report)).compactMap { $0["fingerprint"] as? String }
            #expect(fingerprints.count == report.diagnostics.count)
            #expect(Set(fingerprints).count == fingerprints.count)
        }
    }

    /// Two identical problems (and a third with the same line text elsewhere) share a diagnostic
    /// fingerprint; the issues get `-2` and `-3` after it, in the report's order, and keep them when lines
    /// move above them.
    @Test func identicalProblemsGetFingerprintsOfTheirOwn() throws {
        let problem = Diagnostic("manifest.unknownKey", .warning, LocalizedText(ja: "不明なキー", en: "unknown key"), file: "App/integrations.json", line: 4)
        var moved = problem
        moved.line = 9
        let fingerprint = DiagnosticFingerprint.of(problem, lineText: "\"x\": 1")
        let report = CheckReport(
            diagnostics: [problem, problem, moved], checked: LocalizedText(ja: "App", en: "App"),
            summary: CheckSummary([problem, problem, moved], checked: LocalizedText(ja: "App", en: "App")),
            fingerprints: [problem: fingerprint, moved: fingerprint])
        let fingerprints = try Self.issues(CodeClimateReporter(language: .en).report(report)).compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints == [fingerprint, fingerprint + "-2", fingerprint + "-3"])
    }

    /// Without the report's fingerprints, each issue still has one: the diagnostic's without its line's text.
    @Test func aReportWithoutFingerprintsStillHasThem() throws {
        let problem = Diagnostic("route.unreachable", .error, LocalizedText(ja: "到達しない", en: "unreachable"), file: "App/integrations.json", line: 4)
        let report = CheckReport(CheckResult(diagnostics: [problem], checked: LocalizedText(ja: "App", en: "App")))
        let issue = try #require(try Self.issues(CodeClimateReporter(language: .en).report(report)).first)
        #expect(issue["fingerprint"] as? String == DiagnosticFingerprint.of(problem, lineText: nil))
    }

    /// An error is `major`, a warning `minor`, a note `info`; a problem without a file or line is at `.`,
    /// line 1.
    @Test(arguments: [(Diagnostic.Severity.error, "major"), (.warning, "minor"), (.note, "info")])
    func severitiesAreGitLabs(severity: Diagnostic.Severity, expected: String) throws {
        #expect(CodeClimateReporter.severity(severity) == expected)
        let problem = Diagnostic("x.y", severity, LocalizedText(ja: "問題", en: "a problem"))
        let report = CheckReport(CheckResult(diagnostics: [problem], checked: LocalizedText(ja: "App", en: "App")))
        let issue = try #require(try Self.issues(CodeClimateReporter(language: .en).report(report)).first)
        #expect(issue["severity"] as? String == expected)
        let location = issue["location"] as? [String: Any]
        #expect(location?["path"] as? String == ".")
        #expect((location?["lines"] as? [String: Any])?["begin"] as? Int == 1)
    }

    @Test func noProblemIsAnEmptyArray() {
        let report = CheckReport(CheckResult(diagnostics: [], checked: LocalizedText(ja: "App", en: "App")))
        #expect(CodeClimateReporter(language: .en).report(report).standardOutput == "[]\n")
    }
}
