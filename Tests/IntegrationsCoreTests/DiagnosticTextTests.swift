import Foundation
import IntegrationsCore
import Testing

/// A diagnostic is one line wherever it is printed for a person: what it quotes (a file name, a record's
/// value, a manifest's name) cannot end the line or turn it around. Its JSON document keeps the values.
@Suite struct DiagnosticTextTests {
    static let hostile = "a\nb:1: error: forged\r\u{2028}\u{2029}\u{85}\u{202E}\u{1B}\tc"
    static let escaped = #"a\nb:1: error: forged\u{D}\u{2028}\u{2029}\u{85}\u{202E}\u{1B}\tc"#

    static let diagnostic = Diagnostic(
        "test.code", .error, LocalizedText(ja: "「\(hostile)」は使えません", en: "\"\(hostile)\" cannot be used"),
        file: "dir/\(hostile).swift", line: 3, column: 7, suggestion: LocalizedText(ja: "\(hostile)を直す", en: "fix \(hostile)"))

    @Test(arguments: [
        (Language.en, #"dir/\#(escaped).swift:3:7: error: "\#(escaped)" cannot be used (fix \#(escaped)) [test.code]"#),
        (Language.ja, #"dir/\#(escaped).swift:3:7: error: 「\#(escaped)」は使えません（\#(escaped)を直す） [test.code]"#),
    ])
    func theFormattedLineEscapesWhatItQuotes(language: Language, line: String) {
        #expect(Self.diagnostic.formatted(language) == line)
        #expect(line.hasSuffix(Self.diagnostic.text(language)))
    }

    @Test func theJSONDocumentKeepsTheValues() throws {
        let document = DiagnosticDocument(Self.diagnostic, language: .en)
        #expect(document.file == "dir/\(Self.hostile).swift")
        #expect(document.message == "\"\(Self.hostile)\" cannot be used")
        #expect(document.suggestion == "fix \(Self.hostile)")
        let decoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(document)) as? [String: Any]
        #expect(decoded?["file"] as? String == "dir/\(Self.hostile).swift")
    }

    /// The characters that end a line besides line feed — carriage return, NEL, the Unicode line and
    /// paragraph separators — are escaped even where text keeps its line feeds.
    @Test(arguments: ["\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}"])
    func everyLineEndButLineFeedIsEscapedInText(end: String) {
        let shown = TerminalText.safe("a\(end)b\nc")
        #expect(shown.unicodeScalars.filter { $0.properties.isWhitespace && $0 != " " }.map(\.value) == [0x0A])
        #expect(shown.hasPrefix("a\\u{") && shown.hasSuffix("}b\nc"))
    }
}
