import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import IntegrationsTestSupport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

// The codes the cases suppress, each shortened in the expectations.
private let P = "project.urlSchemeNotQueried"
private let A = "project.activityTypeUndeclared"
private let X = "infoPlist.extraScheme"
private let M = "infoPlist.schemeMissing"
private let short = [P: "P", A: "A", X: "X", M: "M"]

/// One file with suppressions, the check's findings in it (a short code and a line each) and what stays:
/// the findings left (`P@3`) and the suppressions' own warnings with their column (`unused@1:1`), in order.
struct SuppressionCase: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let lines: [String]
    let findings: [(code: String, line: Int)]
    let expected: [String]

    var testDescription: String { name }

    init(_ name: String, _ file: String, _ lines: [String], _ findings: [(code: String, line: Int)], _ expected: [String]) {
        self.name = name
        self.file = file
        self.lines = lines
        self.findings = findings
        self.expected = expected
    }

    static let swift = "App/Sources/Opener.swift"
    static let plist = "App/Info.plist"

    func run(_ suppressions: InlineSuppressions = InlineSuppressions()) throws -> [Diagnostic] {
        let folder = try TemporaryFolder(prefix: "suppressions")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent((file as NSString).lastPathComponent)
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        var sources = SourceFiles([file: url])
        let diagnostics = findings.map { Diagnostic(Diagnostic.Code(rawValue: $0.code), .error, LocalizedText(ja: "問題", en: "a problem"), file: file, line: $0.line) }
        return suppressions.apply(to: diagnostics, sources: &sources)
    }

    static func label(_ diagnostic: Diagnostic) -> String {
        let code = diagnostic.code.rawValue
        if code.hasPrefix("suppression.") { return "\(code.dropFirst("suppression.".count))@\(diagnostic.line ?? 0):\(diagnostic.column ?? 0)" }
        return "\(short[code] ?? code)@\(diagnostic.line ?? 0)"
    }
}

@Suite struct SuppressionTests {
    static let swiftCases: [SuppressionCase] = [
        .init("next", SuppressionCase.swift, [
            "// integrations:disable:next \(P)",
            "let a = URL(string: \"transit://\")!",
            "let b = URL(string: \"maps://\")!",
        ], [(P, 2), (P, 3)], ["P@3"]),
        .init("this", SuppressionCase.swift, [
            "let a = URL(string: \"transit://\")!  // integrations:disable:this \(P)",
            "let b = URL(string: \"maps://\")!",
        ], [(P, 1), (P, 2)], ["P@2"]),
        .init("previous", SuppressionCase.swift, [
            "let a = URL(string: \"transit://\")!",
            "// integrations:disable:previous \(P)",
        ], [(P, 1)], []),
        .init("region", SuppressionCase.swift, [
            "// integrations:disable \(P)", "a()", "b()", "// integrations:enable \(P)", "c()",
        ], [(P, 2), (P, 3), (P, 5)], ["P@5"]),
        .init("a region never closed runs to the end of the file", SuppressionCase.swift, [
            "a()", "// integrations:disable \(A)", "b()", "c()", "d()",
        ], [(A, 1), (A, 5)], ["A@1"]),
        .init("all", SuppressionCase.swift, ["// integrations:disable:next all", "open()"], [(P, 2), (A, 2)], []),
        .init("several codes with a reason", SuppressionCase.swift, [
            "// integrations:disable:next \(P), \(A) - the scheme is queried on the server", "open()",
        ], [(P, 2), (A, 2)], []),
        .init("several codes separated by spaces, without a reason", SuppressionCase.swift, [
            "//integrations:disable:next \(P) \(A)", "open()",
        ], [(P, 2), (A, 2)], []),
        .init("enable one code inside a region of all", SuppressionCase.swift, [
            "// integrations:disable all", "a()", "// integrations:enable \(P)", "b()", "// integrations:enable all", "c()",
        ], [(P, 2), (A, 2), (P, 4), (A, 4), (A, 6)], ["P@4", "A@6"]),
        .init("enable:next reports one line inside a region", SuppressionCase.swift, [
            "// integrations:disable \(P)", "// integrations:enable:next \(P)", "a()", "b()",
        ], [(P, 3), (P, 4)], ["P@3"]),
        .init("a comment in a string literal is not a suppression", SuppressionCase.swift, [
            "let s = \"// integrations:disable:this \(P)\"",
        ], [(P, 1)], ["P@1"]),
        .init("nor in a multi-line string", SuppressionCase.swift, [
            "let s = \"\"\"", "    // integrations:disable:next \(P)", "    text", "    \"\"\"",
        ], [(P, 3)], ["P@3"]),
        .init("nor in a raw string", SuppressionCase.swift, [
            "let r = #\"a \" // integrations:disable:this \(P)\"#",
        ], [(P, 1)], ["P@1"]),
        .init("nor in a block comment", SuppressionCase.swift, [
            "/* // integrations:disable:next \(P)", "*/ open()",
        ], [(P, 2)], ["P@2"]),
        .init("a comment after an interpolation holding a string is one", SuppressionCase.swift, [
            "let t = \"\\(f(\"// no\")) done\" // integrations:disable:this \(P)",
        ], [(P, 1)], []),
        .init("a doc comment is not a suppression", SuppressionCase.swift, [
            "/// integrations:disable:next \(P)", "open()",
        ], [(P, 2)], ["P@2"]),
        .init("an unused suppression is reported at its place", SuppressionCase.swift, [
            "// integrations:disable:next \(P)", "a()", "    b()  // integrations:disable:this \(A)",
        ], [(A, 4)], ["unused@1:1", "unused@3:10", "A@4"]),
        .init("an unused region", SuppressionCase.swift, [
            "// integrations:disable \(P)", "a()", "// integrations:enable \(P)",
        ], [(A, 2)], ["unused@1:1", "A@2"]),
        .init("one code of several unused", SuppressionCase.swift, [
            "// integrations:disable:next \(P), \(A)", "open()",
        ], [(P, 2)], ["unused@1:1"]),
        .init("a misspelt code", SuppressionCase.swift, [
            "// integrations:disable:next project.urlSchemeNotQueryed", "open()",
        ], [(P, 2)], ["unknownCode@1:1", "P@2"]),
        .init("a malformed suppression", SuppressionCase.swift, [
            "// integrations:disable:nxt \(P)", "open()",
        ], [(P, 2)], ["invalid@1:1", "P@2"]),
        .init("a suppression's own warning suppressed by its code", SuppressionCase.swift, [
            "// integrations:disable:next suppression.unused", "// integrations:disable:next \(P)", "a()", "b()",
        ], [(A, 4)], ["A@4"]),
        .init("all does not hide a suppression's own warnings", SuppressionCase.swift, [
            "// integrations:disable all", "// integrations:disable:next bogus.code", "a()",
        ], [(A, 3)], ["unknownCode@2:1"]),
    ]

    static let plistCases: [SuppressionCase] = [
        .init("next", SuppressionCase.plist, [
            "<dict>", "  <!-- integrations:disable:next \(X) -->", "  <string>old</string>", "  <string>other</string>",
        ], [(X, 3), (X, 4)], ["X@4"]),
        .init("this", SuppressionCase.plist, [
            "<string>old</string> <!-- integrations:disable:this \(X) -->", "<string>other</string>",
        ], [(X, 1), (X, 2)], ["X@2"]),
        .init("previous", SuppressionCase.plist, [
            "<string>old</string>", "<!-- integrations:disable:previous \(X) -->",
        ], [(X, 1)], []),
        .init("region, with a reason", SuppressionCase.plist, [
            "<!-- integrations:disable \(X) - kept for old builds -->", "<string>a</string>", "<string>b</string>",
            "<!-- integrations:enable \(X) -->", "<string>c</string>",
        ], [(X, 2), (X, 3), (X, 5)], ["X@5"]),
        .init("all, several codes", SuppressionCase.plist, [
            "<!-- integrations:disable:next all -->", "<key>CFBundleURLTypes</key>",
            "<!-- integrations:disable:next \(X), \(M) -->", "<key>CFBundleURLSchemes</key>",
        ], [(X, 2), (M, 2), (X, 4), (M, 4)], []),
        .init("a comment that spans lines applies to the line after its end", SuppressionCase.plist, [
            "<!--", "  integrations:disable:next \(X)", "-->", "<string>old</string>",
        ], [(X, 4)], []),
        .init("CDATA is not a comment", SuppressionCase.plist, [
            "<string><![CDATA[<!-- integrations:disable:this \(X) -->]]></string>",
        ], [(X, 1)], ["X@1"]),
        .init("an unused suppression is reported at its place", SuppressionCase.plist, [
            "<dict>", "  <!-- integrations:disable:next \(X) -->", "  <string>old</string>",
        ], [(M, 1)], ["M@1", "unused@2:3"]),
        .init("a misspelt code and a malformed comment", SuppressionCase.plist, [
            "<!-- integrations:disable:next infoPlist.extraSchemes -->", "<string>old</string>",
            "<!-- integrations:disabel:next \(X) -->", "<string>other</string>",
        ], [(X, 2), (X, 4)], ["unknownCode@1:1", "X@2", "invalid@3:1", "X@4"]),
    ]

    @Test(arguments: swiftCases)
    func swiftForms(_ form: SuppressionCase) throws {
        #expect(try form.run().map(SuppressionCase.label) == form.expected)
    }

    @Test(arguments: plistCases)
    func plistForms(_ form: SuppressionCase) throws {
        #expect(try form.run().map(SuppressionCase.label) == form.expected)
    }

    /// This repository's Swift quotes suppressions only in string literals (these tests) and doc comments:
    /// read by the scanner, none of its files holds a command, so a finding in each stands with no warning.
    @Test func theRepositorysOwnSwiftHoldsNoSuppression() throws {
        let root = DiagnosticCodesInSources.root
        var files: [String] = []
        for folder in ["Sources", "Tests", "Plugins"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
            }
        }
        #expect(files.contains("Tests/IntegrationsCheckTests/SuppressionTests.swift"))
        let findings = files.map { Diagnostic(Diagnostic.Code(rawValue: P), .error, LocalizedText(ja: "問題", en: "a problem"), file: $0, line: 1) }
        var sources = SourceFiles(Dictionary(uniqueKeysWithValues: files.map { ($0, root.appendingPathComponent($0)) }))
        #expect(InlineSuppressions().apply(to: findings, sources: &sources) == findings)
    }

    #if SwiftSources
    /// A project checked by the engine, with a suppression in an Info.plist and one in a Swift file: the two
    /// findings they name go, every other stays, and the files are read through the result's map.
    @Test func aProjectsFindingsAreSuppressedWhereTheyAre() throws {
        let copy = try TemporaryFolder(prefix: "suppressions")
        defer { copy.remove() }
        let folder = copy.url.appendingPathComponent("Larder")
        try FileManager.default.copyItem(at: CheckGolden.larder, to: folder)
        func edit(_ file: String, line: Int, _ change: (String) -> String) throws {
            let url = folder.appendingPathComponent(file)
            var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            lines[line - 1] = change(lines[line - 1])
            try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        try edit("Larder/Info.plist", line: 33) { "\t\t<!-- integrations:disable:next project.activityTypeUnused - kept for the next release -->\n" + $0 }
        try edit("Larder/Handoff.swift", line: 62) { $0 + "  // integrations:disable:this activity.typeNotReverseDNS" }
        let result = try CheckEngine.run(.project(folder.path, importer: ProjectImporter(swiftSources: SwiftSyntaxSourceReader()), shownAs: "Larder"))
        var sources = SourceFiles(result.files)
        let applied = InlineSuppressions().apply(to: result, sources: &sources)
        let places = { (result: CheckResult) in result.diagnostics.map { "\($0.file ?? ""):\($0.line ?? 0) \($0.code)" } }
        #expect(places(result).contains("Larder/Larder/Info.plist:34 project.activityTypeUnused"))
        #expect(places(applied) == places(result).filter {
            $0 != "Larder/Larder/Info.plist:34 project.activityTypeUnused" && $0 != "Larder/Larder/Handoff.swift:62 activity.typeNotReverseDNS"
        })
        #expect(places(applied).contains("Larder/Larder/Info.plist:35 project.activityTypeUnused"))
        #expect(applied.summary.text.en == "8 errors, 5 warnings in \(folder.path).")
    }
    #endif

    @Test func jsonHasNoCommentsSoItsDiagnosticsStand() throws {
        let form = SuppressionCase("json", "App/integrations.json", ["// integrations:disable:next \(X)", "{}"], [(X, 2)], ["X@2"])
        #expect(try form.run().map(SuppressionCase.label) == form.expected)
    }

    @Test func withoutACatalogAnyCodeIsOnlyUnused() throws {
        let form = SuppressionCase("unknown", SuppressionCase.swift, ["// integrations:disable:next bogus.code", "open()"], [(P, 2)], [])
        #expect(try form.run(InlineSuppressions(knownCodes: nil)).map(SuppressionCase.label) == ["unused@1:1", "P@2"])
    }

    @Test func aCheckResultIsCountedAgainAndKeepsItsFiles() throws {
        let folder = try TemporaryFolder(prefix: "suppressions")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("Opener.swift")
        try Data("// integrations:disable:next \(P)\nopen()\n// integrations:disable:next \(A)\nclose()\n".utf8).write(to: url)
        let file = "App/Opener.swift"
        let diagnostics = [
            Diagnostic(Diagnostic.Code(rawValue: P), .error, LocalizedText(ja: "問題", en: "a problem"), file: file, line: 2),
            Diagnostic("manifest.unknownKey", .warning, LocalizedText(ja: "問題", en: "a problem"), file: "App/integrations.json", line: 3),
        ]
        let checked = LocalizedText(ja: "App", en: "App")
        let result = CheckResult(diagnostics: diagnostics, checked: checked, namesFiles: false, files: [file: url])
        var sources = SourceFiles(result.files)
        let applied = InlineSuppressions().apply(to: result, sources: &sources)
        #expect(applied.diagnostics.map(SuppressionCase.label) == ["unused@3:1", "manifest.unknownKey@3"])
        #expect(applied.summary.text.en == "0 errors, 2 warnings in App.")
        #expect(applied.files == result.files)
        #expect(applied.fails(strict: false) == false)
    }

    @Test func nothingToApplyLeavesTheResultAsItIs() throws {
        let result = CheckResult(
            diagnostics: [Diagnostic("manifest.unknownKey", .warning, LocalizedText(ja: "問題", en: "a problem"), file: "Missing/integrations.json", line: 3)],
            checked: LocalizedText(ja: "App", en: "App"))
        var sources = SourceFiles()
        #expect(InlineSuppressions().apply(to: result, sources: &sources) == result)
    }

    static let parsed: [(String, SuppressionCommand?)] = [
        (" integrations:disable:next \(P), \(A) - checked on the server",
         SuppressionCommand(.disable, .next, codes: [P, A], reason: "checked on the server")),
        ("integrations:disable \(P) \(P)", SuppressionCommand(.disable, codes: [P])),
        ("\tintegrations:enable:this all -  ", SuppressionCommand(.enable, .this, codes: ["all"])),
        (" integrations:disable:previous \(X) - a - b", SuppressionCommand(.disable, .previous, codes: [X], reason: "a - b")),
        (" a note about integrations:disable", nil),
        ("/ integrations:disable:next \(P)", nil),
    ]

    @Test(arguments: parsed)
    func commandsAreReadAsSwiftLintWritesThem(_ text: String, _ command: SuppressionCommand?) {
        switch SuppressionCommand.parse(text) {
        case nil: #expect(command == nil)
        case .success(let read)?: #expect(read == command)
        case .failure(let problem)?: Issue.record("\(problem)")
        }
    }

    static let refused: [(String, SuppressionCommand.Problem)] = [
        ("integrations:", .unknownAction("")),
        ("integrations:disabel \(P)", .unknownAction("disabel")),
        ("integrations:disable:nxt \(P)", .unknownScope(.disable, "nxt")),
        ("integrations:enable: \(P)", .unknownScope(.enable, "")),
        ("integrations:disable:region \(P)", .unknownScope(.disable, "region")),
        ("integrations:disable:next", .noCodes(.disable, .next)),
        ("integrations:disable - no codes", .noCodes(.disable, .region)),
    ]

    @Test(arguments: refused)
    func malformedCommandsSayWhy(_ text: String, _ problem: SuppressionCommand.Problem) {
        #expect(SuppressionCommand.parse(text) == .failure(problem))
    }
}

/// The suppressions' own warnings, word for word in both languages.
@Suite struct SuppressionTextTests {
    static let texts: [(name: String, lines: [String], findings: [(code: String, line: Int)], ja: String, en: String)] = [
        ("unused", ["// integrations:disable:next \(P)", "a()"], [(A, 3)],
         "「project.urlSchemeNotQueried」の抑止は何も抑止していないため、このコメントは取り除けます [suppression.unused]",
         "the suppression of \"project.urlSchemeNotQueried\" suppresses nothing; the comment can be removed [suppression.unused]"),
        ("unused, two codes", ["// integrations:disable:next \(P), \(A)", "a()"], [(A, 3)],
         "「project.urlSchemeNotQueried」「project.activityTypeUndeclared」の抑止は何も抑止していないため、このコメントは取り除けます [suppression.unused]",
         "the suppression of \"project.urlSchemeNotQueried\", \"project.activityTypeUndeclared\" suppresses nothing; the comment can be removed [suppression.unused]"),
        ("partly unused", ["// integrations:disable:next \(P), \(A)", "a()"], [(P, 2)],
         "この抑止コメントの「project.activityTypeUndeclared」は何も抑止していないため、コメントから取り除けます [suppression.unused]",
         "\"project.activityTypeUndeclared\" in this suppression suppresses nothing and can be removed from the comment [suppression.unused]"),
        ("unknown code", ["// integrations:disable:next project.urlSchemeNotQueryed", "a()"], [(P, 2)],
         "抑止コメントのコード「project.urlSchemeNotQueryed」はどのルールのコードでもないため、何も抑止しません（「project.urlSchemeNotQueried」のことですか？） [suppression.unknownCode]",
         "the suppression names \"project.urlSchemeNotQueryed\", which is no rule's code, so it suppresses nothing (did you mean \"project.urlSchemeNotQueried\"?) [suppression.unknownCode]"),
        ("unknown action", ["// integrations:disabel:next \(P)", "a()"], [(P, 2)],
         "「integrations:disabel:next」は抑止コメントとして読めません（integrations:disable か integrations:enable が必要です）（「integrations:disable」のことですか？） [suppression.invalid]",
         "\"integrations:disabel:next\" is not a suppression: expected integrations:disable or integrations:enable (did you mean \"integrations:disable\"?) [suppression.invalid]"),
        ("unknown scope", ["// integrations:disable:nxt \(P)", "a()"], [(P, 2)],
         "「integrations:disable:nxt」は抑止コメントとして読めません（disable: の後には next、this、previous のどれかが必要です）（「integrations:disable:next」のことですか？） [suppression.invalid]",
         "\"integrations:disable:nxt\" is not a suppression: expected next, this or previous after disable: (did you mean \"integrations:disable:next\"?) [suppression.invalid]"),
        ("no codes", ["// integrations:disable:next - later", "a()"], [(P, 2)],
         "「integrations:disable:next」にルールのコードがありません（抑止するコードか all を続けて書いてください） [suppression.invalid]",
         "\"integrations:disable:next\" names no rule: write the codes it is for, or all, after it [suppression.invalid]"),
    ]

    @Test(arguments: texts)
    func bothLanguages(_ text: (name: String, lines: [String], findings: [(code: String, line: Int)], ja: String, en: String)) throws {
        let warnings = try SuppressionCase(text.name, SuppressionCase.swift, text.lines, text.findings, [])
            .run().filter { $0.code.rawValue.hasPrefix("suppression.") }
        #expect(warnings.map { $0.text(.ja) } == [text.ja])
        #expect(warnings.map { $0.text(.en) } == [text.en])
        #expect(warnings.allSatisfy { $0.severity == .warning })
    }
}
