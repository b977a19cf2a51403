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

    /// A test case per rule of the catalog (and per code it does not list), a failure per error or
    /// warning, `failures` counting the test cases that failed.
    @Test(arguments: Language.allCases)
    func junitHasATestCasePerRuleAndAFailurePerProblem(language: Language) throws {
        for report in try Self.reports() {
            let document = try Self.parsed(JUnitReporter(language: language).report(report))
            let suites = try Self.elements(document, "/testsuites/testsuite")
            #expect(suites.count == 1)
            let cases = try Self.elements(document, "/testsuites/testsuite/testcase")
            let codes = Set(CheckRules.all.map(\.code.rawValue)).union(report.diagnostics.map(\.code.rawValue))
            #expect(cases.compactMap { $0.attribute(forName: "name")?.stringValue } == codes.sorted())
            let failing = cases.filter { !$0.elements(forName: "failure").isEmpty }
            let failures = try Self.elements(document, "//failure")
            #expect(failures.count == report.diagnostics.count { $0.severity != .note })
            #expect(failures.count > 0)
            for element in [document.rootElement(), suites.first] {
                #expect(Self.number(element, "tests") == cases.count)
                #expect(Self.number(element, "failures") == failing.count)
                #expect(Self.number(element, "errors") == 0)
            }
            #expect(suites.first?.attribute(forName: "name")?.stringValue == report.checked[language])
            // Each failure: its severity as type, the message as message, the diagnostic's line as text.
            let diagnostics = report.diagnostics.filter { $0.severity != .note }
            let expected = Set(diagnostics.map { [$0.severity.rawValue, $0.messageAndFixForTests(language), $0.formatted(language)] })
            let found = Set(failures.map { [$0.attribute(forName: "type")?.stringValue ?? "", $0.attribute(forName: "message")?.stringValue ?? "", $0.stringValue ?? ""] })
            #expect(found == expected)
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

    /// No problem: every rule's test case passes; a Checkstyle report without files.
    @Test func noProblemIsPassingTestCasesAndNoFile() throws {
        let report = CheckReport(CheckResult(diagnostics: [], checked: LocalizedText(ja: "App", en: "App")))
        let junit = try Self.parsed(JUnitReporter(language: .en).report(report))
        #expect(try Self.elements(junit, "//testcase").count == CheckRules.all.count)
        #expect(try Self.elements(junit, "//failure").isEmpty)
        #expect(Self.number(junit.rootElement(), "failures") == 0)
        #expect(CheckstyleReporter(language: .en).report(report).standardOutput == """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
            </checkstyle>

            """)
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
    /// The message and fix as the CI reporters word them: what the tests expect.
    func messageAndFixForTests(_ language: Language) -> String {
        suggestion.map { message[language] + (language == .ja ? "（\($0.ja)）" : " (\($0.en))") } ?? message[language]
    }
}
