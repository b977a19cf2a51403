import Foundation
public import IntegrationsCore
public import IntegrationsCheck

/// A check's problems as a Markdown summary: for a GitHub Actions job's summary page
/// (`>> "$GITHUB_STEP_SUMMARY"`) or a merge request's note, where a table reads better than a log.
///
/// ```markdown
/// ### integrations check: MyApp
///
/// 4 errors, 1 warning, 0 notes, 0 suppressed.
///
/// | severity | code | file:line | message |
/// |---|---|---|---|
/// | error | `route.hostNotAssociated` | MyApp/integrations.json:31 | the host "elsewhere.example" of route "share" is not … |
/// | warning | `manifest.unknownKey` | MyApp/integrations.json:32 | unknown key "isUniversalLinks" in $.routes\[1\]; … |
/// ```
///
/// A heading names what was checked; a line counts the errors, warnings, notes and suppressed problems
/// (with, when some were suppressed, the line saying by what); then a table of the problems, errors
/// first, then warnings, then notes, each in the report's order: the severity (`error`, `warning`,
/// `note`, in English in both languages as in every diagnostic), the rule's code, the place
/// (`file:line`, `file` without a line, empty without a file) and the message with its fix, each note
/// after it as `note: place: message` on a line of its own in the cell (`<br>`). At most ``rowLimit``
/// rows: then a last line says how many problems are not listed and which command lists them all
/// (``fullReportCommand``). A check without problems is the summary line, "No problems found in …".
///
/// Every text from the project is made one terminal-safe line (line breaks become spaces, other control
/// characters the text output's visible `\u{…}` escapes), then escaped for Markdown (``escaped(_:)``):
/// `|` cannot end a cell, `<`, `>` and `&` are entities (GitHub renders HTML in Markdown), and the
/// characters that open a code span, emphasis, a link, a math span (`$`) or an escape are written with a
/// backslash. So no line starts with `::`, and `##[` cannot occur (`[` is `\[`): the document holds no
/// GitHub Actions workflow command. The summary line goes to standard error too, as the text output's.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"

    /// The most problems the table lists: a job's summary takes at most 1 MiB a step, and a reader
    /// scrolls no further.
    public static let rowLimit = 200

    /// The language of the messages and of the report's own words.
    public var language: Language
    /// The command line that prints every problem, as the caller words it (`nil`: the last line says to
    /// run the check with its text output).
    public var fullReportCommand: String?

    /// Creates the reporter.
    ///
    /// - Parameters:
    ///   - language: The language of the messages and of the report's own words.
    ///   - fullReportCommand: The command line the last line names to list every problem when the table
    ///     leaves some out.
    public init(language: Language, fullReportCommand: String? = nil) {
        self.language = language
        self.fullReportCommand = fullReportCommand
    }

    public func report(_ report: CheckReport) -> ReportText {
        var text = ReportText()
        let checked = Self.escaped(report.checked[language])
        text.output(LocalizedText(ja: "### integrations check の結果: \(checked)", en: "### integrations check: \(checked)")[language])
        text.output("")
        let ordered = [Diagnostic.Severity.error, .warning, .note].flatMap { severity in report.diagnostics.filter { $0.severity == severity } }
        if ordered.isEmpty {
            text.output(Self.escaped(report.summary.text[language]))
        } else {
            text.output(counts(report))
        }
        if let suppressed = SuppressedFinding.summary(report.suppressed) {
            text.output("")
            text.output(Self.escaped(suppressed[language]))
        }
        if !ordered.isEmpty {
            text.output("")
            text.output(LocalizedText(ja: "| 重大度 | コード | ファイル:行 | メッセージ |", en: "| severity | code | file:line | message |")[language])
            text.output("|---|---|---|---|")
            for diagnostic in ordered.prefix(Self.rowLimit) { text.output(row(diagnostic)) }
            if ordered.count > Self.rowLimit { text.output(""); text.output(leftOut(ordered.count - Self.rowLimit, of: ordered.count)) }
        }
        text.error(report.summary.text[language])
        if let suppressed = SuppressedFinding.summary(report.suppressed) { text.error(suppressed[language]) }
        return text
    }

    /// The line that counts the problems: errors, warnings, notes and suppressed ones.
    private func counts(_ report: CheckReport) -> String {
        let count = { (severity: Diagnostic.Severity) in report.diagnostics.count { $0.severity == severity } }
        let errors = count(.error), warnings = count(.warning), notes = count(.note), suppressed = report.suppressed.count
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        return LocalizedText(
            ja: "エラー\(errors)件、警告\(warnings)件、注記\(notes)件、抑止\(suppressed)件。",
            en: "\(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(notes, "note")), \(suppressed) suppressed.")[language]
    }

    /// One problem's row.
    private func row(_ diagnostic: Diagnostic) -> String {
        var message = Self.escaped(diagnostic.messageAndFix(language))
        for note in diagnostic.notes {
            let place = Self.place(file: note.file, line: note.line)
            message += "<br>note: " + (place.isEmpty ? "" : place + ": ") + Self.escaped(note.message[language])
        }
        let cells = [diagnostic.severity.rawValue, Self.codeSpan(diagnostic.code.rawValue), Self.place(file: diagnostic.file, line: diagnostic.line), message]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    /// The last line when the table leaves problems out: how many, and the command that lists them all.
    private func leftOut(_ count: Int, of total: Int) -> String {
        let command = fullReportCommand.map(Self.codeSpan)
        return LocalizedText(
            ja: "ほかに\(count)件の問題があります（表は\(total)件中\(Self.rowLimit)件）。"
                + (command.map { "すべて見るには \($0) を実行してください。" } ?? "すべて見るには、チェックをテキストの出力で実行してください。"),
            en: "\(count) more problem\(count == 1 ? " is" : "s are") not listed (the table shows \(Self.rowLimit) of \(total)). "
                + (command.map { "Run \($0) to see them all." } ?? "Run the check with its text output to see them all."))[language]
    }

    /// A place as a cell shows it: `file:line`, `file` without a line, empty without a file.
    static func place(file: String?, line: Int?) -> String {
        guard let file else { return "" }
        return escaped(file) + (line.map { ":\($0)" } ?? "")
    }

    /// `text` as Markdown text on one line that shows `text` as it is: line breaks (CR, LF, NEL, U+2028,
    /// U+2029) become spaces and other unsafe characters the visible `\u{…}` escapes
    /// (`TerminalText.safeLine`); then `&`, `<` and `>` become entities, and `\`, `` ` ``, `*`, `_`, `[`,
    /// `]`, `|`, `~`, `$` and `#` are written after a backslash (CommonMark lets any ASCII punctuation be
    /// escaped so; a table cell keeps `\|` as a `|` of its text).
    public static func escaped(_ text: String) -> String {
        // By scalar: a parser sees a backtick with a combining mark after it as a backtick.
        var result = String.UnicodeScalarView()
        for scalar in oneLine(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;".unicodeScalars
            case "<": result += "&lt;".unicodeScalars
            case ">": result += "&gt;".unicodeScalars
            case "\\", "`", "*", "_", "[", "]", "|", "~", "$", "#":
                result.append("\\")
                result.append(scalar)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// `text` as a code span: between as many backticks as its longest run of them plus one, with a
    /// space inside each end when it starts or ends with a backtick, and `|` written `\|` (a table cell
    /// ends at a bare one, even inside a code span). Empty text is nothing.
    static func codeSpan(_ text: String) -> String {
        let line = oneLine(text)
        guard !line.isEmpty else { return "" }
        var longest = 0, run = 0
        for scalar in line.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = line.unicodeScalars.first == "`" || line.unicodeScalars.last == "`" ? " " : ""
        return fence + padding + line.replacingOccurrences(of: "|", with: "\\|") + padding + fence
    }

    /// `text` on one terminal-safe line: each line break a space, then `TerminalText.safeLine`.
    private static func oneLine(_ text: String) -> String {
        var joined = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: joined.append(" ")
            default: joined.append(scalar)
            }
        }
        return TerminalText.safeLine(String(joined))
    }
}
