import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsReporting
import Testing

/// `RuleListReporter`, `RuleReporter` and `RuleDocument` on rules made here: every part of a rule shown or
/// left out, both languages, alignment in terminal cells, and the JSON's keys.
@Suite struct RulesReporterTests {
    static let withPages = CheckRule(
        code: "demo.opensNothing", severity: .warning,
        title: LocalizedText(ja: "何も開かないリンク", en: "Link that opens nothing"),
        description: LocalizedText(ja: "リンクがどのルートにも一致しません。", en: "The link matches no route."),
        help: LocalizedText(ja: "ルートを宣言してください。", en: "Declare the route."),
        documentation: "https://example.com/Check.md#demo",
        example: "// integrations.json\n\"contentURL\": \"demo://nowhere\"",
        appleDocumentation: ["https://developer.apple.com/documentation/xcode/defining-a-custom-url-scheme-for-your-app"])
    static let bare = CheckRule(
        code: "x.y", severity: .error, title: LocalizedText(ja: "題", en: "Title"), description: LocalizedText(ja: "説明。", en: "What."),
        help: LocalizedText(ja: "直す。", en: "Fix it."), documentation: "https://example.com/Check.md#x")

    @Test(arguments: [
        (Language.en, """
            demo.opensNothing  warning  demo
            Link that opens nothing

            The link matches no route.

            Example:
                // integrations.json
                "contentURL": "demo://nowhere"

            Fix: Declare the route.

            Apple's documentation:
                https://developer.apple.com/documentation/xcode/defining-a-custom-url-scheme-for-your-app
            Explained in: https://example.com/Check.md#demo

            """),
        (.ja, """
            demo.opensNothing  warning  demo
            何も開かないリンク

            リンクがどのルートにも一致しません。

            例:
                // integrations.json
                "contentURL": "demo://nowhere"

            直し方: ルートを宣言してください。

            Apple のドキュメント:
                https://developer.apple.com/documentation/xcode/defining-a-custom-url-scheme-for-your-app
            説明（Docs/Check.md）: https://example.com/Check.md#demo

            """),
    ])
    func aRuleWithEveryPart(_ language: Language, _ expected: String) {
        let text = RuleReporter(language: language).report(Self.withPages)
        #expect(text.standardOutput == expected)
        #expect(text.standardError.isEmpty)
    }

    /// No example, no Apple pages: those parts are left out, not shown empty.
    @Test func aRuleWithoutExampleOrPages() {
        #expect(RuleReporter(language: .en).report(Self.bare).standardOutput == "x.y  error  x\nTitle\n\nWhat.\n\nFix: Fix it.\n\nExplained in: https://example.com/Check.md#x\n")
    }

    /// The list's columns are padded in terminal cells: the Japanese heading (two cells a character) and
    /// a Japanese title line up with the codes.
    @Test func theListAlignsInCells() {
        let ja = RuleListReporter(language: .ja).report([Self.bare, Self.withPages]).standardOutput
        #expect(ja == """
            コード             重大度   ポイント  タイトル
            x.y                error    x         題
            demo.opensNothing  warning  demo      何も開かないリンク

            """)
        let en = RuleListReporter(language: .en).report([Self.bare]).standardOutput
        #expect(en == "CODE  SEVERITY  POINT  TITLE\nx.y   error     x      Title\n")
    }

    @Test(arguments: [
        (Language.en, [Diagnostic.Code](), #"No rule has the code "a.b". List every code with integrations rules."#),
        (.ja, [], "コード「a.b」のルールはありません。integrations rules ですべてのコードを確かめてください。"),
        (.en, ["a.c"], #"No rule has the code "a.b". Did you mean a.c? List every code with integrations rules."#),
        (.ja, ["a.c"], "コード「a.b」のルールはありません。「a.c」のことですか？integrations rules ですべてのコードを確かめてください。"),
        (.en, ["a.c", "a.d", "b.b"], #"No rule has the code "a.b". Did you mean a.c, a.d or b.b? List every code with integrations rules."#),
        (.ja, ["a.c", "a.d", "b.b"], "コード「a.b」のルールはありません。「a.c」、「a.d」、「b.b」のことですか？integrations rules ですべてのコードを確かめてください。"),
    ])
    func theUnknownMessage(_ language: Language, _ nearest: [Diagnostic.Code], _ expected: String) {
        let text = RuleReporter(language: language).unknown("a.b", nearest: nearest)
        #expect(text.standardError == expected + "\n")
        #expect(text.standardOutput.isEmpty)
    }

    /// A long code is echoed on one line, cut at 80 characters.
    @Test func theUnknownMessageEchoesALongCodeShort() {
        let long = "a." + String(repeating: "b", count: 150)
        let message = RuleReporter(language: .en).unknownMessage(long, nearest: [])
        #expect(!message.contains(long))
        #expect(message.contains("…"))
    }

    /// Every element has every key: an example the rule lacks is `null`, no Apple page is `[]`.
    @Test func theDocumentHasEveryKey() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let bare = String(decoding: try encoder.encode(RuleDocument(Self.bare, language: .ja)), as: UTF8.self)
        #expect(bare == #"{"appleDocumentation":[],"code":"x.y","description":"説明。","documentation":"https:\/\/example.com\/Check.md#x","example":null,"help":"直す。","point":"x","severity":"error","title":"題"}"#)
        let full = try #require(try JSONSerialization.jsonObject(with: try encoder.encode(RuleDocument(Self.withPages, language: .en))) as? [String: Any])
        #expect(full["example"] as? String == Self.withPages.example)
        #expect(full["appleDocumentation"] as? [String] == Self.withPages.appleDocumentation)
        #expect(full["severity"] as? String == "warning")
    }
}
