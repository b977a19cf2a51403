public import IntegrationsCore
public import IntegrationsCheck

/// A check's problems as a JUnit XML test report, as GitLab's and Jenkins's test reports read it: one
/// `<testsuite>` for what was checked, one `<testcase>` per rule that ran — a rule with a finding,
/// reported or suppressed — and one for the check as a whole. Only errors are failures (and warnings with
/// ``strict``): GitLab shows a failed test in red beside a job that passed, so a warning that does not fail
/// the check does not fail a test either.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites tests="4" failures="1" errors="0">
///   <testsuite name="MyApp/integrations.json" tests="4" failures="1" errors="0" skipped="0">
///     <testcase classname="integrations" name="check">
///       <system-out>1 error, 1 warning in MyApp/integrations.json.</system-out>
///     </testcase>
///     <testcase classname="manifest" name="manifest.unknownKey">
///       <system-out>MyApp/integrations.json:32:7: warning: unknown key … [manifest.unknownKey]</system-out>
///     </testcase>
///     <testcase classname="route" name="route.hostNotAssociated">
///       <failure message="the host …" type="error">MyApp/integrations.json:31:45: error: the host … [route.hostNotAssociated]</failure>
///     </testcase>
///     <testcase classname="route" name="route.unreachable">
///       <system-out>suppressed by the configuration: MyApp/integrations.json:40:5: warning: … [route.unreachable]</system-out>
///     </testcase>
/// ```
///
/// Which rules ran: a report says which codes the check found, reported or suppressed, and not which
/// rules looked and found nothing (an app folder's check runs the manifest's rules, a project's the
/// project's and the imported manifest's, the platform files' only when they are given), so the test
/// cases are the codes found, in code order — never a passing test for a rule that may not have run.
/// The first test case, `integrations` / `check`, stands for the check itself: its output is the
/// summary line, and it passes (the rules' test cases carry the failures), so a clean check is one
/// passing test and not an empty report.
///
/// A rule's test case has a `<failure>` for each error it found, and each warning with ``strict``: its
/// `type` the severity, its `message` the message and fix, its text the diagnostic's line
/// (`file:line:column: severity: message [code]`) and a `file:line:column: note: message` line for each
/// of its notes. Its other findings are lines of its `<system-out>`,
/// which both GitLab (the test's "System output") and Jenkins (the test's "Standard Output") show: each
/// warning (without ``strict``) and note, and each suppressed finding after `suppressed by a comment:`,
/// `by the configuration:` or `by the baseline:` (with the reason, when one is given). A test case's
/// class is the code's family (the part before its first dot), its name the code. `tests` counts the
/// test cases, `failures` those with a failure, `errors` and `skipped` are 0 (a finding is a failed
/// expectation, not an error running a test; a rule that found only warnings ran and passed, which
/// `skipped` would deny). Every text is made terminal-safe, then XML-escaped (a character XML 1.0
/// forbids is written as the visible `\u{…}` escape the text output uses); the document is one
/// standard-output line per XML line.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"

    /// The language of the messages and of the suite's name.
    public var language: Language
    /// Whether warnings fail the check (`--strict`, or the configuration's `strict: true`): each is then a
    /// `<failure>`, as it fails the exit code.
    public var strict: Bool

    /// Creates the reporter.
    ///
    /// - Parameters:
    ///   - language: The language of the messages and of the suite's name.
    ///   - strict: Whether warnings fail the check, and so are failures.
    public init(language: Language, strict: Bool = false) {
        self.language = language
        self.strict = strict
    }

    public func report(_ report: CheckReport) -> ReportText {
        var found: [Diagnostic.Code: [Diagnostic]] = [:]
        for diagnostic in report.diagnostics { found[diagnostic.code, default: []].append(diagnostic) }
        var suppressed: [Diagnostic.Code: [SuppressedFinding]] = [:]
        for finding in report.suppressed { suppressed[finding.diagnostic.code, default: []].append(finding) }
        let codes = Set(found.keys).union(suppressed.keys).sorted { $0.rawValue < $1.rawValue }

        let failing = codes.filter { code in found[code, default: []].contains(where: fails) }
        let counts = "tests=\"\(codes.count + 1)\" failures=\"\(failing.count)\" errors=\"0\""
        var text = ReportText()
        text.output(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        text.output("<testsuites \(counts)>")
        text.output("  <testsuite name=\"\(XMLText.attribute(report.checked[language]))\" \(counts) skipped=\"0\">")
        var summary = [report.summary.text[language]]
        if let line = SuppressedFinding.summary(report.suppressed) { summary.append(line[language]) }
        testCase(into: &text, family: "integrations", name: "check", failures: [], output: summary)
        for code in codes {
            let diagnostics = found[code, default: []]
            let output = diagnostics.filter { !fails($0) }.flatMap(lines)
                + suppressed[code, default: []].map(suppressedLine)
            let family = code.rawValue.split(separator: ".", maxSplits: 1).first.map(String.init) ?? code.rawValue
            testCase(into: &text, family: family, name: code.rawValue, failures: diagnostics.filter(fails), output: output)
        }
        text.output("  </testsuite>")
        text.output("</testsuites>")
        return text.marking(as: .xml)
    }

    /// Whether a finding is a failure: an error, or a warning when ``strict``.
    private func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (strict && diagnostic.severity == .warning)
    }

    /// Writes one test case: a `<failure>` per failure, then the output lines in one `<system-out>`.
    private func testCase(into text: inout ReportText, family: String, name: String, failures: [Diagnostic], output: [String]) {
        let opening = "    <testcase classname=\"\(XMLText.attribute(family))\" name=\"\(XMLText.attribute(name))\""
        guard !failures.isEmpty || !output.isEmpty else {
            text.output(opening + "/>")
            return
        }
        text.output(opening + ">")
        for diagnostic in failures {
            let opening = "      <failure message=\"\(XMLText.attribute(diagnostic.messageAndFix(language)))\" type=\"\(diagnostic.severity.rawValue)\">"
            element(into: &text, opening: opening, lines: lines(diagnostic), closing: "</failure>")
        }
        if !output.isEmpty { element(into: &text, opening: "      <system-out>", lines: output, closing: "</system-out>") }
        text.output("    </testcase>")
    }

    /// Writes an element whose text is `lines`, one standard-output line each (every line is one line:
    /// `formatted` and `safeLine` escape line feeds).
    private func element(into text: inout ReportText, opening: String, lines: [String], closing: String) {
        let block = opening + lines.map { XMLText.content(TerminalText.safeLine($0)) }.joined(separator: "\n") + closing
        for line in block.split(separator: "\n", omittingEmptySubsequences: false) { text.output(String(line)) }
    }

    /// A finding's lines: the diagnostic as compilers print it, then each of its notes (`file:line:column:
    /// note: …`), as compilers and the Xcode format print them.
    private func lines(_ diagnostic: Diagnostic) -> [String] {
        [diagnostic.formatted(language)] + diagnostic.notes.map { XcodeReporter.line(of: $0, file: $0.file, language: language) }
    }

    /// A suppressed finding's line: what set it aside, then the diagnostic's line, then the reason.
    private func suppressedLine(_ finding: SuppressedFinding) -> String {
        let by = switch finding.origin {
        case .comment: LocalizedText(ja: "コメントで抑止", en: "suppressed by a comment")
        case .configuration: LocalizedText(ja: "設定で抑止", en: "suppressed by the configuration")
        case .baseline: LocalizedText(ja: "ベースラインで抑止", en: "suppressed by the baseline")
        }
        var line = by[language] + ": " + finding.diagnostic.formatted(language)
        if let reason = finding.justification?[language], !reason.isEmpty {
            line += language == .ja ? "（\(reason)）" : " (\(reason))"
        }
        return line
    }
}
