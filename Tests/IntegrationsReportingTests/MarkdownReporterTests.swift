import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsReporting
import IntegrationsTestSupport
import Testing

/// The Markdown summary: the heading, the counts, a table with errors first and at most
/// `MarkdownReporter.rowLimit` rows, and every text from a project escaped so that it renders as it is,
/// keeps its table's cells, and forms no workflow command.
@Suite struct MarkdownReporterTests {
    static func report(_ diagnostics: [Diagnostic], suppressed: [SuppressedFinding] = [], checked: String = "App") -> CheckReport {
        let checked = LocalizedText(ja: checked, en: checked)
        return CheckReport(diagnostics: diagnostics, checked: checked, summary: CheckSummary(diagnostics, checked: checked), suppressed: suppressed)
    }

    static func diagnostic(_ severity: Diagnostic.Severity, _ message: String, code: Diagnostic.Code = "route.unreachable", file: String? = "App/a.json", line: Int? = 3) -> Diagnostic {
        Diagnostic(code, severity, LocalizedText(ja: "問題: " + message, en: message), file: file, line: line, column: 5)
    }

    /// The `|` of a table row that separate cells: those after an even number of backslashes (`\|` is a
    /// `|` of the text, `\\|` a backslash and then a separator), as GitHub's table parser reads them.
    static func separators(_ row: Substring) -> Int {
        var count = 0, backslashes = 0
        for character in row {
            if character == "|", backslashes % 2 == 0 { count += 1 }
            backslashes = character == "\\" ? backslashes + 1 : 0
        }
        return count
    }

    /// Every row of every table has as many cell separators as its header (so no text from a project adds
    /// or removes a cell), and no printed line is a workflow command.
    static func expectWellFormed(_ text: ReportText, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = text.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        var header: Int?
        for line in lines {
            guard line.hasPrefix("|") else {
                header = nil
                continue
            }
            if let header {
                #expect(separators(line) == header, "\(line)", sourceLocation: sourceLocation)
            } else {
                header = separators(line)
                #expect(header == 5, "\(line)", sourceLocation: sourceLocation)
            }
        }
        #expect(ActionsRunnerModel.commands(in: text.printed(.standardOutput)).isEmpty, sourceLocation: sourceLocation)
        #expect(ActionsRunnerModel.commands(in: text.printed(.standardError)).isEmpty, sourceLocation: sourceLocation)
        #expect(text.lines.allSatisfy { $0.kind == .text && !$0.text.contains("\n") }, sourceLocation: sourceLocation)
    }

    /// Markdown's, HTML's and a table's characters are escaped; line breaks become spaces; control
    /// characters the text output's visible escapes.
    @Test(arguments: [
        ("a|b", #"a\|b"#),
        (#"a\|b"#, #"a\\\|b"#),
        ("`code` and ``two``", #"\`code\` and \`\`two\`\`"#),
        ("<script>alert(1)</script> & &amp;", "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &amp;amp;"),
        ("*bold* _it_ ~~gone~~ [link](http://x) ![img](y)", #"\*bold\* \_it\_ \~\~gone\~\~ \[link\](http://x) !\[img\](y)"#),
        ("$x$ and ${applicationName}", #"\$x\$ and \${applicationName}"#),
        ("# heading ##[error]x", ##"\# heading \#\#\[error\]x"##),
        ("one\ntwo\r\nthree\rfour\u{2028}five", "one two  three four five"),
        ("bell\u{7} escape\u{1B}[2J", #"bell\\u{7} escape\\u{1B}\[2J"#),
        ("日本語 ✓ 🍏", "日本語 ✓ 🍏"),
    ])
    func textIsEscaped(text: String, escaped: String) {
        #expect(MarkdownReporter.escaped(text) == escaped)
    }

    /// The heading, the counts, the header, then errors, warnings and notes, each in the report's order;
    /// a note's places on their own lines in the cell.
    @Test(arguments: Language.allCases)
    func errorsComeFirstThenWarningsThenNotes(language: Language) {
        var error = Self.diagnostic(.error, "second error", line: 9)
        error.notes = [
            Diagnostic.Note(LocalizedText(ja: "最初", en: "first here"), file: "App/b.json", line: 2, column: 1),
            Diagnostic.Note(LocalizedText(ja: "場所なし", en: "no place")),
        ]
        let diagnostics = [
            Self.diagnostic(.note, "a note", code: "project.swiftSourceUnread", file: "App/S.swift", line: nil), Self.diagnostic(.warning, "a warning", code: "manifest.unknownKey"),
            Self.diagnostic(.error, "first error", file: nil, line: nil), error,
        ]
        let suppressed = [SuppressedFinding(Self.diagnostic(.error, "hidden"), origin: .baseline)]
        let text = MarkdownReporter(language: language).report(Self.report(diagnostics, suppressed: suppressed))
        let message = { (english: String) in language == .ja ? "問題: " + english : english }
        let expected = [
            language == .ja ? "### integrations check の結果: App" : "### integrations check: App",
            "",
            language == .ja ? "エラー2件、警告1件、注記1件、抑止1件。" : "2 errors, 1 warning, 1 note, 1 suppressed.",
            "",
            SuppressedFinding.summary(suppressed)?[language] ?? "",
            "",
            language == .ja ? "| 重大度 | コード | ファイル:行 | メッセージ |" : "| severity | code | file:line | message |",
            "|---|---|---|---|",
            "| error | `route.unreachable` |  | \(message("first error")) |",
            "| error | `route.unreachable` | App/a.json:9 | \(message("second error"))<br>note: App/b.json:2: \(language == .ja ? "最初" : "first here")<br>note: \(language == .ja ? "場所なし" : "no place") |",
            "| warning | `manifest.unknownKey` | App/a.json:3 | \(message("a warning")) |",
            "| note | `project.swiftSourceUnread` | App/S.swift | \(message("a note")) |",
        ]
        #expect(text.standardOutput == expected.joined(separator: "\n") + "\n")
        #expect(text.standardError == DiagnosticTextReporter(language: language).report(Self.report(diagnostics, suppressed: suppressed)).standardError)
        Self.expectWellFormed(text)
    }

    /// No problem: the heading and the summary line, no table; a suppressed problem still counted.
    @Test(arguments: [
        (Language.en, "### integrations check: App", "No problems found in App."),
        (.ja, "### integrations check の結果: App", "問題は見つかりませんでした（App）。"),
    ])
    func noProblemIsTheSummaryLine(language: Language, heading: String, line: String) {
        let clean = MarkdownReporter(language: language).report(Self.report([]))
        #expect(clean.standardOutput == heading + "\n\n" + line + "\n")
        #expect(clean.standardError == line + "\n")
        let suppressed = [SuppressedFinding(Self.diagnostic(.warning, "hidden"), origin: .configuration)]
        let quiet = MarkdownReporter(language: language).report(Self.report([], suppressed: suppressed))
        #expect(quiet.standardOutput == heading + "\n\n" + line + "\n\n" + (SuppressedFinding.summary(suppressed)?[language] ?? "-") + "\n")
    }

    /// At most `rowLimit` rows, errors first; then how many are not listed and the command that lists
    /// them all (a command holding a backtick or a `|` stays one code span in its cell's line).
    @Test(arguments: [
        (Language.en, Optional("integrations check --project ."), "5 more problems are not listed (the table shows 200 of 205). Run `integrations check --project .` to see them all."),
        (.en, nil, "5 more problems are not listed (the table shows 200 of 205). Run the check with its text output to see them all."),
        (.ja, "integrations check", "ほかに5件の問題があります（表は205件中200件）。すべて見るには `integrations check` を実行してください。"),
        (.ja, nil, "ほかに5件の問題があります（表は205件中200件）。すべて見るには、チェックをテキストの出力で実行してください。"),
        (.en, "a `b` | c", "5 more problems are not listed (the table shows 200 of 205). Run ``a `b` \\| c`` to see them all."),
    ])
    func aLongReportIsCut(language: Language, command: String?, last: String) {
        let warnings = (1...5).map { (number: Int) in Self.diagnostic(.warning, "warning \(number)", line: number) }
        let errors = (1...200).map { (number: Int) in Self.diagnostic(.error, "error \(number)", line: number) }
        let text = MarkdownReporter(language: language, fullReportCommand: command).report(Self.report(warnings + errors))
        let lines = text.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = lines.filter { $0.hasPrefix("| error") || $0.hasPrefix("| warning") }
        #expect(rows.count == MarkdownReporter.rowLimit && rows.allSatisfy { $0.hasPrefix("| error") })
        #expect(lines.suffix(3) == ["", last, ""])
        Self.expectWellFormed(text)
        // One fewer problem than the limit: no last line.
        let fits = MarkdownReporter(language: language, fullReportCommand: command).report(Self.report(Array(errors.prefix(MarkdownReporter.rowLimit))))
        #expect(fits.standardOutput.split(separator: "\n").last?.hasPrefix("| error") == true)
    }

    /// Hostile text in every cell and in what was checked: the table keeps its cells, nothing is HTML,
    /// no line is a command, no control character is printed.
    @Test func hostileTextKeepsTheTable() {
        let hostile = "a|b\\|c`d<img src=x onerror=alert(1)>\n::error::forged\r\n##[set-output name=x] \u{1B}[2J |"
        var diagnostic = Diagnostic(
            Diagnostic.Code(rawValue: "x|`y"), .error, LocalizedText(ja: hostile, en: hostile), file: "App/" + hostile, line: 1,
            suggestion: LocalizedText(ja: hostile, en: hostile))
        diagnostic.notes = [Diagnostic.Note(LocalizedText(ja: hostile, en: hostile), file: hostile, line: 2)]
        let text = MarkdownReporter(language: .en, fullReportCommand: hostile).report(Self.report([diagnostic], checked: hostile))
        Self.expectWellFormed(text)
        #expect(!text.standardOutput.contains("<img") && !text.standardOutput.contains("\u{1B}"))
        #expect(!text.standardOutput.contains("##["))
    }

    /// The goldens of the Markdown reporter: each table's rows have the header's cells.
    @Test func theGoldenTablesAreWellFormed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: CIGolden.folder.path).filter { $0.hasSuffix(".md") }
        #expect(files.count >= 6)
        for file in files {
            let text = try String(contentsOf: CIGolden.folder.appendingPathComponent(file), encoding: .utf8)
            let document = text.components(separatedBy: "--- standard error\n")[0]
            Self.expectWellFormed(ReportText(document.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { ReportText.Line(String($0)) }))
        }
    }

    /// The format is registered under its name and passes the full report's command on.
    @Test func theFormatIsRegistered() {
        let format = CheckReportFormat(rawValue: "markdown")
        #expect(format == .markdown)
        let report = Self.report((0...MarkdownReporter.rowLimit).map { Self.diagnostic(.error, "e", line: $0 + 1) })
        #expect(format?.report(report, language: .en, fullReportCommand: "cmd").standardOutput.contains("Run `cmd` to see them all.") == true)
    }
}
