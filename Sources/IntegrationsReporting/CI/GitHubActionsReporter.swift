import Foundation
public import IntegrationsCheck
public import IntegrationsCore

/// A check's problems as GitHub Actions workflow commands: each an `::error`, `::warning` or `::notice`
/// line that the runner turns into an annotation on the file and line (in a pull request's changed files
/// and the run's summary), then the summary on standard error.
///
/// ```text
/// ::error file=MyApp/integrations.json,line=31,col=45,title=route.hostNotAssociated::the host "elsewhere.example" of route "share" is not …
/// ::warning file=MyApp/integrations.json,line=32,col=7,title=manifest.unknownKey::unknown key "isUniversalLinks" in $.routes[1]; …
/// 4 errors, 1 warning in MyApp/integrations.json.        (standard error)
/// 1 problem suppressed: 0 by comments in the checked files and 1 by the configuration.   (standard error)
/// ```
///
/// The problems a comment, the configuration or the baseline suppressed (``CheckReport/suppressed``) are
/// not annotated; the last line says how many there are, when there are any, so that a change that
/// silences problems shows in the step's log.
///
/// Values are escaped as the Actions toolkit escapes them (`@actions/core`, `command.ts`): in the message
/// `%` → `%25`, CR → `%0D`, LF → `%0A`; in a property (`file`, `title`) also `:` → `%3A` and `,` → `%2C`.
/// Each file is named as the report names it (a path relative to the folder the check ran in: the
/// repository's, in a workflow). A column is given only on a one-line place, as the runner keeps it
/// only then.
///
/// GitHub keeps at most ``annotationsPerKind`` annotations of each kind per step (the REST API's check
/// runs: "GitHub Actions are limited to 10 warning annotations and 10 error annotations per step"; the
/// runner keeps as many notices). So the errors come first, then the warnings, then the notes, at most
/// that many of each; when some are left out, a last `::notice` says how many and how to see them all
/// (and the notes keep a place for it).
public struct GitHubActionsReporter: Reporter {
    public static let identifier = "github-actions"

    /// The most annotations of one kind (errors, warnings, notices) GitHub shows for one step.
    public static let annotationsPerKind = 10

    /// The language of the messages.
    public var language: Language
    /// The command line that prints every problem, as the caller words it (`nil`: the notice says to run
    /// the check with its text output).
    public var fullReportCommand: String?

    /// Creates the reporter.
    ///
    /// - Parameters:
    ///   - language: The language of the messages.
    ///   - fullReportCommand: The command line the last notice names to see every problem when some are
    ///     not annotated.
    public init(language: Language, fullReportCommand: String? = nil) {
        self.language = language
        self.fullReportCommand = fullReportCommand
    }

    public func report(_ report: CheckReport) -> ReportText {
        let limit = Self.annotationsPerKind
        let errors = report.diagnostics.filter { $0.severity == .error }
        let warnings = report.diagnostics.filter { $0.severity == .warning }
        let notes = report.diagnostics.filter { $0.severity == .note }
        // The last notice needs a place among the notices when anything is left out.
        let leavesOut = errors.count > limit || warnings.count > limit || notes.count > limit
        let shownNotes = leavesOut ? limit - 1 : limit
        var text = ReportText()
        for diagnostic in errors.prefix(limit) + warnings.prefix(limit) + notes.prefix(shownNotes) {
            text.output(command(diagnostic), kind: .workflowCommand)
        }
        if leavesOut {
            let left = LeftOut(
                errors: max(0, errors.count - limit), warnings: max(0, warnings.count - limit), notes: max(0, notes.count - shownNotes))
            text.output("::notice::" + Self.escapedData(left.text(fullReportCommand)[language]), kind: .workflowCommand)
        }
        text.error(report.summary.text[language])
        if let suppressed = SuppressedFinding.summary(report.suppressed) { text.error(suppressed[language]) }
        return text
    }

    /// The workflow command of one diagnostic.
    private func command(_ diagnostic: Diagnostic) -> String {
        var properties: [String] = []
        if let file = diagnostic.file {
            properties.append("file=" + Self.escapedProperty(file))
            if let line = diagnostic.line {
                properties.append("line=\(line)")
                // The runner drops the columns of a place over several lines.
                let oneLine = diagnostic.endLine == nil || diagnostic.endLine == line
                if oneLine, let column = diagnostic.column {
                    properties.append("col=\(column)")
                }
                if let endLine = diagnostic.endLine { properties.append("endLine=\(endLine)") }
                if oneLine, diagnostic.column != nil, let endColumn = diagnostic.endColumn {
                    properties.append("endColumn=\(endColumn)")
                }
            }
        }
        properties.append("title=" + Self.escapedProperty(diagnostic.code.rawValue))
        let kind = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        return "::\(kind) \(properties.joined(separator: ","))::\(Self.escapedData(diagnostic.messageAndFix(language)))"
    }

    /// `text` as a workflow command's message: `%`, CR and LF written `%25`, `%0D` and `%0A`, as the
    /// Actions toolkit's `escapeData` writes them.
    public static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// `text` as a workflow command's property value: as ``escapedData(_:)``, and `:` and `,` written `%3A`
    /// and `%2C`, as the Actions toolkit's `escapeProperty` writes them.
    public static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// How many problems of each kind the annotations leave out, and the notice that says so.
private struct LeftOut {
    var errors: Int
    var warnings: Int
    var notes: Int

    func text(_ command: String?) -> LocalizedText {
        var ja: [String] = [], en: [String] = []
        for (count, jaName, enName) in [(errors, "エラー", "error"), (warnings, "警告", "warning"), (notes, "注記", "note")] where count > 0 {
            ja.append("\(jaName)\(count)件")
            en.append("\(count) \(enName)\(count == 1 ? "" : "s")")
        }
        let enList = en.count == 1 ? en[0] : en.dropLast().joined(separator: ", ") + " and " + en[en.count - 1]
        let verb = errors + warnings + notes == 1 ? "is" : "are"
        let limit = GitHubActionsReporter.annotationsPerKind
        let command = command.map(TerminalText.safeLine)
        return LocalizedText(
            ja: "\(ja.joined(separator: "、"))は注釈になっていません（GitHub が1つのステップで示す注釈は種類ごとに\(limit)件までです）。"
                + (command.map { "すべて見るには `\($0)` を実行してください。" } ?? "すべて見るには、チェックをテキストの出力で実行してください。"),
            en: "\(enList) \(verb) not annotated (GitHub shows at most \(limit) annotations of each kind per step). "
                + (command.map { "Run `\($0)` to see them all." } ?? "Run the check with its text output to see them all."))
    }
}
