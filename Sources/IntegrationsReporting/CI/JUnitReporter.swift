public import IntegrationsCore
import IntegrationsCheck

/// A check's problems as a JUnit XML test report, as GitLab's and Jenkins's test reports read it: one
/// `<testsuite>` for what was checked, one `<testcase>` per rule of the check (`CheckRules.all`), which
/// passes when the rule found nothing and has a `<failure>` for each error or warning it found.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites tests="97" failures="2" errors="0">
///   <testsuite name="MyApp/integrations.json" tests="97" failures="2" errors="0" skipped="0">
///     <testcase classname="manifest" name="manifest.unknownKey">
///       <failure message="unknown key …" type="warning">MyApp/integrations.json:32:7: warning: unknown key … [manifest.unknownKey]</failure>
///     </testcase>
///     <testcase classname="route" name="route.unreachable"/>
/// ```
///
/// A test case's class is the code's family (the part before its first dot), its name the code; a code
/// the catalog does not list (a rule newer than it) still gets its test case, in code order. A failure's
/// `type` is the severity, its `message` the message and fix, its text the diagnostic's line
/// (`file:line:column: severity: message [code]`). A note fails nothing: its line goes to the test case's
/// `<system-out>`. `tests` counts the test cases, `failures` those with a failure, `errors` and `skipped`
/// are 0 (a check's problem is a failed expectation, not an error running a test). Every text is made
/// terminal-safe, then XML-escaped (a character XML 1.0 forbids is written as the visible `\u{…}` escape
/// the text output uses); the document is one standard-output line per XML line.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"

    /// The language of the messages and of the suite's name.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ report: CheckReport) -> ReportText {
        var found: [Diagnostic.Code: [Diagnostic]] = [:]
        for diagnostic in report.diagnostics { found[diagnostic.code, default: []].append(diagnostic) }
        var codes = CheckRules.all.map(\.code)
        let listed = Set(codes)
        codes = (codes + found.keys.filter { !listed.contains($0) }).sorted { $0.rawValue < $1.rawValue }

        let failures = codes.count { code in found[code, default: []].contains { $0.severity != .note } }
        let counts = "tests=\"\(codes.count)\" failures=\"\(failures)\" errors=\"0\""
        var text = ReportText()
        text.output(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        text.output("<testsuites \(counts)>")
        text.output("  <testsuite name=\"\(XMLText.attribute(report.checked[language]))\" \(counts) skipped=\"0\">")
        for code in codes {
            let family = code.rawValue.split(separator: ".", maxSplits: 1).first.map(String.init) ?? code.rawValue
            let opening = "    <testcase classname=\"\(XMLText.attribute(family))\" name=\"\(XMLText.attribute(code.rawValue))\""
            let diagnostics = found[code, default: []]
            guard !diagnostics.isEmpty else {
                text.output(opening + "/>")
                continue
            }
            text.output(opening + ">")
            for diagnostic in diagnostics where diagnostic.severity != .note {
                text.output(
                    "      <failure message=\"\(XMLText.attribute(diagnostic.messageAndFix(language)))\" type=\"\(diagnostic.severity.rawValue)\">"
                        + XMLText.content(diagnostic.formatted(language)) + "</failure>")
            }
            let notes = diagnostics.filter { $0.severity == .note }
            if !notes.isEmpty {
                // One note a line: each is one line (`formatted` escapes line feeds).
                let block = "      <system-out>" + notes.map { XMLText.content($0.formatted(language)) }.joined(separator: "\n") + "</system-out>"
                for line in block.split(separator: "\n", omittingEmptySubsequences: false) { text.output(String(line)) }
            }
            text.output("    </testcase>")
        }
        text.output("  </testsuite>")
        text.output("</testsuites>")
        return text.marking(as: .xml)
    }
}
