import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import IntegrationsTestSupport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

private let P = "project.urlSchemeNotQueried"
private let X = "infoPlist.extraScheme"

/// Issue 42, items 4 and 8: only real comments suppress, and the work on hostile comments is linear.
///
/// Each Swift case is checked twice: with the comments swift-syntax's trivia gives (the reader's, what
/// `check --project` uses) and with the check's own scan of the text (for Swift no reader parsed). Both
/// must agree with the compiler: a regular expression or string literal that holds `//` is no comment.
@Suite struct SuppressionHostileTests {
    static let swiftCases: [SuppressionCase] = [
        .init("an extended regex literal is not a comment", SuppressionCase.swift, [
            "let r = #/ab// integrations:disable:this all - /#; open(r)",
        ], [(P, 1)], ["P@1"]),
        .init("nor one with two pounds holding /#", SuppressionCase.swift, [
            "let r = ##/a/#b// integrations:disable:this all/##; open(r)",
        ], [(P, 1)], ["P@1"]),
        .init("nor a multi-line extended regex literal", SuppressionCase.swift, [
            "let r = #/", "  a // integrations:disable:next all", "/#", "open(r)",
        ], [(P, 3)], ["P@3"]),
        .init("nor a bare regex literal", SuppressionCase.swift, [
            #"let r = /ab\/\/ integrations:disable:this all - x/; open(r)"#,
        ], [(P, 1)], ["P@1"]),
        .init("nor a bare regex literal as an argument", SuppressionCase.swift, [
            #"open(/x\/\/ integrations:disable:this all/)"#,
        ], [(P, 1)], ["P@1"]),
        .init("a division is not a regex literal: the comment after it is one", SuppressionCase.swift, [
            "let half = total / 2 // integrations:disable:this \(P)",
        ], [(P, 1)], []),
        .init("a string literal holding //", SuppressionCase.swift, [
            "let u = \"https://x.example/a // integrations:disable:this all\"; open(u)",
        ], [(P, 1)], ["P@1"]),
        .init("a raw string holding \" and //", SuppressionCase.swift, [
            "let r = #\"a \" // integrations:disable:this all\"#; open(r)",
        ], [(P, 1)], ["P@1"]),
        .init("a multi-line string holding // on its own line", SuppressionCase.swift, [
            "let s = \"\"\"", "    // integrations:disable:next all", "    \"\"\"", "open(s)",
        ], [(P, 3)], ["P@3"]),
        .init("nested block comments hide a // until their end", SuppressionCase.swift, [
            "/* a /* b */ // integrations:disable:next all", "*/ open()",
        ], [(P, 2)], ["P@2"]),
        .init("a real comment after code still suppresses", SuppressionCase.swift, [
            "open(URL(string: \"transit://\")!) // integrations:disable:this \(P) - queried on the server",
        ], [(P, 1)], []),
        .init("a real comment after a regex literal still suppresses", SuppressionCase.swift, [
            "let r = #/a/b/#; open(r) // integrations:disable:this \(P)",
        ], [(P, 1)], []),
    ]

    /// The check's scan of the text.
    @Test(arguments: swiftCases)
    func theScanTellsLiteralsFromComments(_ form: SuppressionCase) throws {
        #expect(try form.run().map(SuppressionCase.label) == form.expected)
    }

    #if SwiftSources
    /// swift-syntax's trivia, as the reader gives it, in place of the scan: the text on disk is never read.
    @Test(arguments: swiftCases)
    func theReadersTriviaTellsLiteralsFromComments(_ form: SuppressionCase) throws {
        let text = form.lines.joined(separator: "\n")
        let facts = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "Opener.swift", text: text)])
        let comments = try #require(facts.comments["Opener.swift"])
        let diagnostics = form.findings.map { Diagnostic(Diagnostic.Code(rawValue: $0.code), .error, LocalizedText(ja: "問題", en: "a problem"), file: form.file, line: $0.line) }
        // No file on disk: a scan would find nothing to read, so what suppresses comes from the trivia.
        let result = CheckResult(diagnostics: diagnostics, checked: LocalizedText(ja: "App", en: "App"), swiftComments: [form.file: comments])
        var sources = SourceFiles()
        let applied = InlineSuppressions().suppressing(result, sources: &sources)
        #expect(applied.result.diagnostics.map(SuppressionCase.label) == form.expected)
    }

    /// The trivia's places are the scan's: a comment's line, and its column in Unicode scalars.
    @Test func theTriviaPlacesAreInUnicodeScalars() {
        let text = "let 名前 = \"é\" // integrations:disable:this x\n\t// integrations:enable y\nlet s = \"// integrations:no\""
        let facts = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "A.swift", text: text)])
        #expect(facts.comments["A.swift"] == [
            SwiftSourceComment(line: 1, column: 14, text: " integrations:disable:this x"),
            SwiftSourceComment(line: 2, column: 2, text: " integrations:enable y"),
        ])
        #expect(SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "B.swift", text: "let b = 1 // a note\n")]).comments["B.swift"] == [])
    }
    #endif

    /// 20,000 suppressions on one property-list line with a finding there: every one covers it, so none is
    /// unused and the finding goes. Quadratic work (each finding and each warning against every comment on
    /// its line) took 30–43 s for 4,000; the result on this input is the test, not a time.
    @Test func twentyThousandSuppressionsOnOneLine() throws {
        let count = 20_000
        let line = "<string>a</string>" + String(repeating: "<!-- integrations:disable:this \(X) -->", count: count)
        let form = SuppressionCase("many", SuppressionCase.plist, [line], [(X, 1), (X, 1)], [])
        #expect(try form.run().map(SuppressionCase.label) == [])
    }

    /// 4,000 findings on one line under 4,000 comments that each name an unknown code: the findings stand
    /// and each comment is one warning of its own, in order.
    @Test func manyUnknownCodesOnOneLineAreEachOneWarning() throws {
        let count = 4_000
        let line = (0..<count).map { "<!-- integrations:disable:this bogus.code\($0) -->" }.joined()
        let form = SuppressionCase("unknown", SuppressionCase.plist, [line], Array(repeating: (X, 1), count: count), [])
        let labels = try form.run(InlineSuppressions(knownCodes: nil)).map(SuppressionCase.label)
        #expect(labels.count == 2 * count)
        #expect(labels.filter { $0 == "X@1" }.count == count)
        #expect(labels.filter { $0.hasPrefix("unused@1:") }.count == count)
    }

    /// The nearest code is looked for for the first 20 unknown codes of a check only (each is a search over
    /// every rule's code); the others say the limit, in both languages.
    @Test func suggestionsStopAtTheLimitAndSaySo() throws {
        let lines = (0..<25).map { "<!-- integrations:disable:next project.urlSchemeNotQueryed\($0) -->" } + ["<string>x</string>"]
        let form = SuppressionCase("limit", SuppressionCase.plist, lines, [(X, 26)], [])
        let warnings = try form.run().filter { $0.code == SuppressionWarnings.unknownCode }
        #expect(warnings.count == 25)
        #expect(SuppressionWarnings.suggestionLimit == 20)
        #expect(warnings.prefix(20).allSatisfy { $0.suggestion?.en == "did you mean \"project.urlSchemeNotQueried\"?" })
        #expect(warnings.dropFirst(20).allSatisfy { $0.suggestion?.en == "nearest codes are looked for up to 20 unknown codes a check" })
        #expect(warnings.last?.suggestion?.ja == "近いコードを探すのは1回のチェックで20件までです")
    }

    /// A line's fingerprint looks at its first 4,096 characters: 4,000 findings on a 200,000-character line
    /// fold it once, and a change past the limit keeps the fingerprint.
    @Test func aLongLinesFingerprintLooksAtItsStart() {
        let diagnostic = Diagnostic("x.y", .warning, LocalizedText(ja: "問題", en: "a problem"), file: "A.plist", line: 1)
        let start = String(repeating: "a", count: DiagnosticFingerprint.lineTextLimit)
        #expect(DiagnosticFingerprint.of(diagnostic, lineText: Substring(start + "b")) == DiagnosticFingerprint.of(diagnostic, lineText: Substring(start + "c")))
        #expect(DiagnosticFingerprint.of(diagnostic, lineText: "ab") != DiagnosticFingerprint.of(diagnostic, lineText: "ac"))
    }

    /// One comment naming 2,000 codes, twice each: read once each, in order.
    @Test func aCommentWithThousandsOfCodes() throws {
        let codes = (0..<2_000).map { "c\($0)" }
        guard case .success(let command)? = SuppressionCommand.parse(" integrations:disable " + (codes + codes).joined(separator: ",")) else {
            Issue.record("not a command")
            return
        }
        #expect(command.codes == codes)
    }
}
