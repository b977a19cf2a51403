import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsReporting
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The JUnit and Checkstyle documents parsed as XML: their counts agree with the problems, and any text a
/// project holds stays well-formed XML and terminal-safe.
@Suite struct CIXMLReportersTests {
    static func parsed(_ text: ReportText) throws -> XMLDocument {
        try XMLDocument(xmlString: text.standardOutput, options: [])
    }

    static func elements(_ document: XMLDocument, _ path: String) throws -> [XMLElement] {
        try document.nodes(forXPath: path).compactMap { $0 as? XMLElement }
    }

    static func number(_ element: XMLElement?, _ name: String) -> Int? {
        element?.attribute(forName: name)?.stringValue.flatMap { Int($0) }
    }

    /// The reports the tests parse: a broken app, and (with the Swift reader) the imported project.
    static func reports() throws -> [CheckReport] {
        var reports = [try CIGolden.brokenApp("Several"), try CIGolden.brokenApp("DuplicateIdentifier")]
        #if SwiftSources
        reports.append(try CIGolden.larder())
        #endif
        return reports
    }

    /// A test case for the check and one per code found, in code order; a failure per error (and per
    /// warning with `strict`), `failures` counting the test cases that failed; every other finding a line
    /// of its rule's output.
    @Test(arguments: Language.allCases, [false, true])
    func junitHasATestCasePerRuleFoundAndAFailurePerError(language: Language, strict: Bool) throws {
        for report in try Self.reports() {
            let document = try Self.parsed(JUnitReporter(language: language, strict: strict).report(report))
            let suites = try Self.elements(document, "/testsuites/testsuite")
            #expect(suites.count == 1)
            let cases = try Self.elements(document, "/testsuites/testsuite/testcase")
            let codes = Set(report.diagnostics.map(\.code.rawValue) + report.suppressed.map(\.diagnostic.code.rawValue))
            #expect(cases.compactMap { $0.attribute(forName: "name")?.stringValue } == ["check"] + codes.sorted())
            #expect(cases.first?.attribute(forName: "classname")?.stringValue == "integrations")
            #expect(cases.first?.elements(forName: "system-out").first?.stringValue == report.summary.text[language])
            let failing = cases.filter { !$0.elements(forName: "failure").isEmpty }
            let failures = try Self.elements(document, "//failure")
            let fails = { (diagnostic: Diagnostic) in diagnostic.severity == .error || (strict && diagnostic.severity == .warning) }
            #expect(failures.count == report.diagnostics.count(where: fails))
            #expect(failures.count > 0)
            for element in [document.rootElement(), suites.first] {
                #expect(Self.number(element, "tests") == cases.count)
                #expect(Self.number(element, "failures") == failing.count)
                #expect(Self.number(element, "errors") == 0)
            }
            #expect(suites.first?.attribute(forName: "name")?.stringValue == report.checked[language])
            // Each failure: its severity as type, the message as message, the diagnostic's line as text.
            let expected = Set(report.diagnostics.filter(fails).map { [$0.severity.rawValue, $0.messageAndFixForTests(language), $0.linesForTests(language)] })
            let found = Set(failures.map { [$0.attribute(forName: "type")?.stringValue ?? "", $0.attribute(forName: "message")?.stringValue ?? "", $0.stringValue ?? ""] })
            #expect(found == expected)
            // Every other finding is a line of its rule's output.
            var output: [String] = []
            for testCase in cases.dropFirst() {
                output += (testCase.elements(forName: "system-out").first?.stringValue ?? "").split(separator: "\n").map(String.init)
            }
            let passing = report.diagnostics.filter { !fails($0) }
            let lines: [String] = passing.flatMap { diagnostic -> [String] in
                diagnostic.linesForTests(language).split(separator: "\n").map(String.init)
            }
            #expect(output.sorted() == lines.sorted())
        }
    }

    /// A file element per file, an error element per problem, severity `error`, `warning` or `info`.
    @Test(arguments: Language.allCases)
    func checkstyleHasAFilePerFileAndAnErrorPerProblem(language: Language) throws {
        for report in try Self.reports() {
            let document = try Self.parsed(CheckstyleReporter(language: language).report(report))
            #expect(document.rootElement()?.name == "checkstyle")
            #expect(document.rootElement()?.attribute(forName: "version")?.stringValue == "4.3")
            var files: [String] = []
            for file in report.diagnostics.map({ $0.file ?? "." }) where !files.contains(file) { files.append(file) }
            #expect(try Self.elements(document, "/checkstyle/file").compactMap { $0.attribute(forName: "name")?.stringValue } == files)
            let errors = try Self.elements(document, "/checkstyle/file/error")
            #expect(errors.count == report.diagnostics.count)
            let values = errors.map { error in
                ["line", "column", "severity", "message", "source"].map { error.attribute(forName: $0)?.stringValue ?? "-" }
            }
            let expected = report.diagnostics.map { diagnostic in
                [
                    String(diagnostic.line ?? 1), diagnostic.column.map(String.init) ?? "-",
                    ["error": "error", "warning": "warning", "note": "info"][diagnostic.severity.rawValue] ?? "",
                    diagnostic.messageAndFixForTests(language), diagnostic.code.rawValue,
                ]
            }
            #expect(values == expected)
        }
    }

    /// Characters XML 1.0 forbids (and those a terminal acts on) are written as the visible escape the
    /// text output uses; markup characters, line feeds and tabs come back exact from a parser.
    @Test(arguments: [
        ("a & b < c > d \"e\" 'f'", "a & b < c > d \"e\" 'f'"),
        ("line\nnext\tcolumn", "line\nnext\tcolumn"),
        ("bell\u{7} escape\u{1B}[2J nul\u{0}", "bell\\u{7} escape\\u{1B}[2J nul\\u{0}"),
        ("return\r feed\u{C}", "return\\u{D} feed\\u{C}"),
        ("next line\u{85} separator\u{2028} override\u{202E}", "next line\\u{85} separator\\u{2028} override\\u{202E}"),
        ("noncharacter\u{FFFE}\u{FFFF}", "noncharacter\\u{FFFE}\\u{FFFF}"),
        ("日本語 ✓ 🍏", "日本語 ✓ 🍏"),
    ])
    func hostileTextStaysWellFormed(message: String, parsed: String) throws {
        let diagnostic = Diagnostic("x.y", .error, LocalizedText(ja: message, en: message), file: "App/\(message).json", line: 1, column: 1)
        let report = CheckReport(CheckResult(diagnostics: [diagnostic], checked: LocalizedText(ja: message, en: message)))
        let junit = JUnitReporter(language: .en).report(report)
        let checkstyle = CheckstyleReporter(language: .en).report(report)
        for text in [junit, checkstyle] {
            #expect(text.lines.allSatisfy { $0.kind == .xml && !$0.text.contains("\n") })
            #expect(!text.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        }
        let failure = try Self.elements(try Self.parsed(junit), "//failure").first
        #expect(failure?.attribute(forName: "message")?.stringValue == parsed)
        #expect(try Self.elements(try Self.parsed(junit), "//testsuite").first?.attribute(forName: "name")?.stringValue == parsed)
        let error = try Self.elements(try Self.parsed(checkstyle), "//error").first
        #expect(error?.attribute(forName: "message")?.stringValue == parsed)
        #expect(try Self.elements(try Self.parsed(checkstyle), "//file").first?.attribute(forName: "name")?.stringValue == "App/\(parsed).json")
    }

    /// No problem: the check's one passing test case, saying so; a Checkstyle report without files.
    @Test func noProblemIsPassingTestCasesAndNoFile() throws {
        let report = CheckReport(CheckResult(diagnostics: [], checked: LocalizedText(ja: "App", en: "App")))
        let junit = try Self.parsed(JUnitReporter(language: .en).report(report))
        let cases = try Self.elements(junit, "//testcase")
        #expect(cases.count == 1 && cases.first?.attribute(forName: "name")?.stringValue == "check")
        #expect(cases.first?.elements(forName: "system-out").first?.stringValue == "No problems found in App.")
        #expect(try Self.elements(junit, "//failure").isEmpty)
        #expect(Self.number(junit.rootElement(), "failures") == 0)
        #expect(CheckstyleReporter(language: .en).report(report).standardOutput == """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
            </checkstyle>

            """)
    }

    /// A warning fails no test case unless strict: its line is the test case's output, as GitLab and
    /// Jenkins show a passing test's; with strict it is a failure of type `warning`.
    @Test(arguments: Language.allCases)
    func aWarningIsOutputUnlessStrict(language: Language) throws {
        let warning = Diagnostic("manifest.unknownKey", .warning, LocalizedText(ja: "不明なキー", en: "unknown key"), file: "App/f.json", line: 2, column: 3)
        let report = CheckReport(CheckResult(diagnostics: [warning], checked: LocalizedText(ja: "App", en: "App")))
        let lenient = try Self.parsed(JUnitReporter(language: language).report(report))
        let testCase = try Self.elements(lenient, "//testcase[@name='manifest.unknownKey']").first
        #expect(testCase?.elements(forName: "failure").isEmpty == true)
        #expect(testCase?.elements(forName: "system-out").first?.stringValue == warning.formatted(language))
        #expect(Self.number(lenient.rootElement(), "failures") == 0 && Self.number(lenient.rootElement(), "tests") == 2)
        let strict = try Self.parsed(CheckReportFormat.junit.report(report, language: language, strict: true))
        let failure = try Self.elements(strict, "//testcase[@name='manifest.unknownKey']/failure").first
        #expect(failure?.attribute(forName: "type")?.stringValue == "warning" && failure?.stringValue == warning.formatted(language))
        #expect(try Self.elements(strict, "//system-out").count == 1)
        #expect(Self.number(strict.rootElement(), "failures") == 1)
    }

    /// A rule whose findings were all suppressed ran and passes: each is a line of its output, saying what
    /// set it aside and why; the check's test case ends with how many were suppressed.
    @Test(arguments: [
        (Language.en, "suppressed by a comment: App/Info.plist:4:3: error: a problem [infoPlist.schemeMissing] (kept for old builds)",
         "suppressed by the configuration: App/Info.plist:8:3: error: a problem [project.urlSchemeNotQueried] (the rule is disabled by disabled_rules in the configuration .integrations.yml)"),
        (.ja, "コメントで抑止: App/Info.plist:4:3: error: 問題 [infoPlist.schemeMissing]（古いビルドのため）",
         "設定で抑止: App/Info.plist:8:3: error: 問題 [project.urlSchemeNotQueried]（設定 .integrations.yml の disabled_rules がこのルールを止めています）"),
    ])
    func suppressedFindingsAreTheirRulesOutput(language: Language, comment: String, configuration: String) throws {
        let report = SuppressedFindingsReportTests.report(baseline: true)
        let junit = try Self.parsed(JUnitReporter(language: language).report(report))
        let cases = try Self.elements(junit, "//testcase")
        #expect(cases.compactMap { $0.attribute(forName: "name")?.stringValue } == ["check", "infoPlist.extraScheme", "infoPlist.schemeMissing", "project.urlSchemeNotQueried"])
        let output = { (name: String) in try Self.elements(junit, "//testcase[@name='\(name)']/system-out").first?.stringValue }
        #expect(try output("infoPlist.schemeMissing") == comment)
        #expect(try output("project.urlSchemeNotQueried") == configuration)
        #expect(try output("infoPlist.extraScheme")?.split(separator: "\n").count == 2)
        #expect(try Self.elements(junit, "//testcase[@name='infoPlist.extraScheme']/failure").count == 1)
        #expect(try output("check") == report.summary.text[language] + "\n" + (SuppressedFinding.summary(report.suppressed)?[language] ?? ""))
        #expect(Self.number(junit.rootElement(), "failures") == 1)
    }

    /// A note fails no test case: its line is the test case's output.
    @Test func aNoteIsOutputNotAFailure() throws {
        let note = Diagnostic("x.note", .note, LocalizedText(ja: "注", en: "a note"), file: "App/f.json", line: 2)
        let junit = try Self.parsed(JUnitReporter(language: .en).report(CheckReport(CheckResult(diagnostics: [note], checked: LocalizedText(ja: "App", en: "App")))))
        let testCase = try Self.elements(junit, "//testcase[@name='x.note']").first
        #expect(testCase?.elements(forName: "failure").isEmpty == true)
        #expect(testCase?.elements(forName: "system-out").first?.stringValue == "App/f.json:2: note: a note [x.note]")
        #expect(Self.number(junit.rootElement(), "failures") == 0)
    }
}

extension Diagnostic {
    /// The diagnostic's line and its notes' (`file:line:column: note: message`), as JUnit's texts hold them.
    func linesForTests(_ language: Language) -> String {
        ([formatted(language)] + notes.map { note in
            let place = note.file.map { file in [file, note.line.map(String.init), note.column.map(String.init)].compactMap { $0 }.joined(separator: ":") + ": " }
            return (place ?? "") + "note: " + note.message[language]
        }).joined(separator: "\n")
    }

    /// The message and fix as the CI reporters word them: what the tests expect.
    func messageAndFixForTests(_ language: Language) -> String {
        suggestion.map { message[language] + (language == .ja ? "（\($0.ja)）" : " (\($0.en))") } ?? message[language]
    }
}
