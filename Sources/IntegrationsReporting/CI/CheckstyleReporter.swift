public import IntegrationsCore
public import IntegrationsCheck

/// A check's problems as a Checkstyle XML report, the format SwiftLint's `checkstyle` reporter writes and
/// CI tools (Jenkins's Warnings plugin, reviewdog, Danger) read: a `<file>` per file with problems, an
/// `<error>` per problem.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <checkstyle version="4.3">
/// 	<file name="MyApp/integrations.json">
/// 		<error line="32" column="7" severity="warning" message="unknown key …" source="manifest.unknownKey"/>
/// 	</file>
/// </checkstyle>
/// ```
///
/// Files come in the report's order (file and line order); each problem's `severity` is `error`,
/// `warning` or `info` (a note), its `message` the message and fix, its `source` the rule's code. A
/// problem without a line is placed on line 1, without a column has no `column`, without a file is under
/// the file `.` (the folder the check ran in). Every text is made terminal-safe, then XML-escaped (a
/// character XML 1.0 forbids is written as the visible `\u{…}` escape the text output uses); the document
/// is one standard-output line per XML line.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"

    /// The language of the messages.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ report: CheckReport) -> ReportText {
        var files: [String] = []
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in report.diagnostics {
            let file = diagnostic.file ?? "."
            if byFile[file] == nil { files.append(file) }
            byFile[file, default: []].append(diagnostic)
        }
        var text = ReportText()
        text.output(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        text.output(#"<checkstyle version="4.3">"#)
        for file in files {
            text.output("\t<file name=\"\(XMLText.attribute(file))\">")
            for diagnostic in byFile[file, default: []] {
                var attributes = "line=\"\(diagnostic.line ?? 1)\""
                if let column = diagnostic.column { attributes += " column=\"\(column)\"" }
                let severity = switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "info"
                }
                attributes += " severity=\"\(severity)\" message=\"\(XMLText.attribute(diagnostic.messageAndFix(language)))\""
                attributes += " source=\"\(XMLText.attribute(diagnostic.code.rawValue))\""
                text.output("\t\t<error \(attributes)/>")
            }
            text.output("\t</file>")
        }
        text.output("</checkstyle>")
        return text.marking(as: .xml)
    }
}
