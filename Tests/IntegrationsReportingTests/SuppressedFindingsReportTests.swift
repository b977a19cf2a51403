import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import IntegrationsReporting
import IntegrationsTestSupport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// Issue 42, item 10: what a pull request's comments and configuration silence stays visible. The check
/// keeps the problems it sets aside (``CheckOutcome/suppressed``); SARIF writes them as suppressed results
/// (`inSource` for a comment, `external` for the configuration and the baseline), the text and GitHub
/// Actions reports end with how many, and the other formats leave them out.
@Suite struct SuppressedFindingsReportTests {
    static func diagnostic(_ code: Diagnostic.Code, line: Int) -> Diagnostic {
        Diagnostic(code, .error, LocalizedText(ja: "問題", en: "a problem"), file: "App/Info.plist", line: line, column: 3)
    }

    /// A report of one problem shown and three suppressed: by a comment with a reason, by a comment
    /// without, by the configuration.
    static func report(baseline: Bool = false) -> CheckReport {
        let shown = diagnostic("infoPlist.extraScheme", line: 2)
        var suppressed = [
            SuppressedFinding(diagnostic("infoPlist.schemeMissing", line: 4), origin: .comment, justification: LocalizedText(ja: "古いビルドのため", en: "kept for old builds")),
            SuppressedFinding(diagnostic("infoPlist.extraScheme", line: 6), origin: .comment),
            SuppressedFinding(diagnostic("project.urlSchemeNotQueried", line: 8), origin: .configuration, justification: LocalizedText(
                ja: "設定 .integrations.yml の disabled_rules がこのルールを止めています", en: "the rule is disabled by disabled_rules in the configuration .integrations.yml")),
        ]
        if baseline {
            suppressed.append(SuppressedFinding(diagnostic("infoPlist.extraScheme", line: 9), origin: .baseline, justification: LocalizedText(
                ja: "ベースライン b.json にある問題です", en: "held by the baseline b.json")))
        }
        let checked = LocalizedText(ja: "App", en: "App")
        var fingerprints: [Diagnostic: String] = [:]
        for (index, item) in ([shown] + suppressed.map(\.diagnostic)).enumerated() { fingerprints[item] = String(format: "%016x", index + 1) }
        return CheckReport(
            diagnostics: [shown], checked: checked, summary: CheckSummary([shown], checked: checked), fingerprints: fingerprints, suppressed: suppressed)
    }

    /// The count's line in both languages, with and without problems the baseline holds.
    @Test(arguments: [
        (false, Language.en, "3 problems suppressed: 2 by comments in the checked files and 1 by the configuration."),
        (false, .ja, "抑止された問題が3件あります（ファイル中のコメントで2件、設定で1件）。"),
        (true, .en, "4 problems suppressed: 2 by comments in the checked files, 1 by the configuration and 1 by the baseline."),
        (true, .ja, "抑止された問題が4件あります（ファイル中のコメントで2件、設定で1件、ベースラインで1件）。"),
    ])
    func theTextReportsEndWithTheCount(baseline: Bool, language: Language, line: String) {
        let report = Self.report(baseline: baseline)
        let text = DiagnosticTextReporter(language: language).report(report)
        #expect(text.standardError == report.summary.text[language] + "\n" + line + "\n")
        #expect(text.standardOutput.split(separator: "\n").count == 1)
        let actions = GitHubActionsReporter(language: language).report(report)
        #expect(actions.standardError == report.summary.text[language] + "\n" + line + "\n")
        #expect(actions.standardOutput.split(separator: "\n").count == 1)
    }

    /// One suppressed problem: "1 problem"; none: no line at all.
    @Test func oneAndNone() {
        let one = [SuppressedFinding(Self.diagnostic("x.y", line: 1), origin: .configuration)]
        #expect(SuppressedFinding.summary(one)?.en == "1 problem suppressed: 0 by comments in the checked files and 1 by the configuration.")
        #expect(SuppressedFinding.summary([]) == nil)
        var report = Self.report()
        report.suppressed = []
        #expect(DiagnosticTextReporter(language: .en).report(report).standardError == report.summary.text.en + "\n")
    }

    /// The formats that have no place for a suppressed problem leave them out (JUnit lists them in their
    /// rules' output, Markdown counts them, Xcode ends with the count: CIXMLReportersTests, MarkdownReporterTests,
    /// XcodeReporterTests).
    @Test(arguments: [CheckReportFormat.json, .codeclimate, .checkstyle])
    func otherFormatsLeaveThemOut(format: CheckReportFormat) {
        var bare = Self.report()
        bare.suppressed = []
        #expect(format.report(Self.report(), language: .en) == format.report(bare, language: .en))
    }

    /// SARIF: each suppressed problem a result after the shown ones, with one suppression of its kind and
    /// justification; rules for their codes too. The log is a golden file `.ci/validate-sarif.py` validates.
    @Test func sarifCarriesThemAsSuppressedResults() throws {
        let text = SARIFReporter(language: .en).report(Self.report(baseline: true))
        try SARIFReporterTests.compare(text.standardOutput, "Suppressed.en.sarif")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.standardOutput.utf8)) as? [String: Any])
        let results = try SARIFReporterTests.results(log)
        #expect(results.count == 5)
        #expect(results[0]["suppressions"] == nil)
        let suppressions = results.dropFirst().map { ($0["suppressions"] as? [[String: Any]]) ?? [] }
        #expect(suppressions.map { $0.map { $0["kind"] as? String ?? "-" } } == [["inSource"], ["inSource"], ["external"], ["external"]])
        #expect(suppressions.map { $0.first?["justification"] as? String } == [
            "kept for old builds", nil, "the rule is disabled by disabled_rules in the configuration .integrations.yml", "held by the baseline b.json",
        ])
        let rules = try #require(((try SARIFReporterTests.run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["infoPlist.extraScheme", "infoPlist.schemeMissing", "project.urlSchemeNotQueried"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    #if SwiftSources
    /// The engine keeps what each step sets aside, in order: the comments' (with their reasons), the
    /// configuration's (disabled rules, excluded files), the baseline's; the reported result is as before.
    @Test func theEngineKeepsWhatEachStepSetsAside() throws {
        let copy = try TemporaryFolder(prefix: "suppressed")
        defer { copy.remove() }
        let folder = copy.url.appendingPathComponent("Larder")
        try FileManager.default.copyItem(at: repositoryFolder.appendingPathComponent("Fixtures/Projects/Larder"), to: folder)
        func edit(_ file: String, line: Int, _ change: (String) -> String) throws {
            let url = folder.appendingPathComponent(file)
            var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            lines[line - 1] = change(lines[line - 1])
            try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        try edit("Larder/Info.plist", line: 33) { "\t\t<!-- integrations:disable:next project.activityTypeUnused - kept for the next release -->\n" + $0 }
        try edit("Larder/Handoff.swift", line: 62) { $0 + "  // integrations:disable:this activity.typeNotReverseDNS" }
        let request = CheckRequest.project(folder.path, importer: ProjectImporter(swiftSources: SwiftSyntaxSourceReader()), shownAs: "Larder")
        let plain = try CheckEngine.run(request, policy: CheckPolicy())
        #expect(plain.suppressed.map(\.origin) == [.comment, .comment])
        #expect(plain.suppressed.map { "\($0.diagnostic.file ?? ""):\($0.diagnostic.line ?? 0) \($0.diagnostic.code)" } == [
            "Larder/Larder/Handoff.swift:62 activity.typeNotReverseDNS", "Larder/Larder/Info.plist:34 project.activityTypeUnused",
        ])
        #expect(plain.suppressed.map { $0.justification?.en } == [nil, "kept for the next release"])
        #expect(plain.suppressed.allSatisfy { $0.kind == .inSource })
        // The configuration disables the last reported problem's rule; the baseline holds the first problem left.
        let disabled = try #require(plain.result.diagnostics.last?.code)
        let configuration = CheckConfiguration(file: folder.appendingPathComponent(".integrations.yml"), disabledRules: [disabled])
        let configured = try CheckEngine.run(request, policy: CheckPolicy(configuration: configuration))
        let held = try #require(configured.result.diagnostics.first)
        var sources = SourceFiles(configured.result.files)
        let baseline = BaselineFile(CheckBaseline(configured.result.reporting([held]), sources: &sources), name: "integrations-baseline.json")
        let outcome = try CheckEngine.run(request, policy: CheckPolicy(configuration: configuration, baseline: baseline))
        let byConfiguration = plain.result.diagnostics.filter { $0.code == disabled }
        #expect(outcome.suppressed.map(\.origin) == [.comment, .comment] + byConfiguration.map { _ in .configuration } + [.baseline])
        #expect(outcome.suppressed.map(\.diagnostic) == plain.suppressed.map(\.diagnostic) + byConfiguration + [held])
        #expect(outcome.suppressed.last?.justification?.en == "held by the baseline integrations-baseline.json")
        #expect(outcome.suppressed.dropFirst(2).first?.justification?.en == "the rule is disabled by disabled_rules in the configuration .integrations.yml")
        #expect(outcome.suppressed.dropFirst(2).allSatisfy { $0.kind == .external })
        // What is reported is what it was, and every suppressed problem has its fingerprint.
        #expect(outcome.result.diagnostics == configured.result.diagnostics.filter { $0 != held })
        #expect(outcome.suppressed.allSatisfy { outcome.fingerprints[$0.diagnostic] != nil })
        // An excluded file's problems are set aside as the configuration's, naming `excluded`.
        let excluding = CheckConfiguration(file: folder.appendingPathComponent(".integrations.yml"), excluded: [PathGlob("Larder/Info.plist")])
        let excluded = try CheckEngine.run(request, policy: CheckPolicy(configuration: excluding))
        let inPlist = plain.result.diagnostics.filter { $0.file == "Larder/Larder/Info.plist" }
        #expect(!inPlist.isEmpty)
        #expect(excluded.suppressed.filter { $0.origin == .configuration }.map(\.diagnostic) == inPlist)
        #expect(excluded.suppressed.last?.justification?.en == "the file is excluded by excluded in the configuration .integrations.yml")
    }
    #endif
}
