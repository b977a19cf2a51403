import Foundation
import IntegrationsCore
import IntegrationsSearchQuery
import IntegrationsTestSupport
@testable import IntegrationsSearch
import PropertyBased
import Testing

@Suite struct TextAnalyzerTests {
    let analyzer = TextAnalyzer(options: .init(foldsKana: false))

    @Test(arguments: [
        ("目標達成", ["目標", "\u{2}目", "標達", "達成", "成"]),
        ("注目", ["注目", "\u{2}注", "目"]),
        ("目", ["目", "\u{2}目", "\u{3}目"]),
        ("東京へ行く。", ["東京", "\u{2}東", "京へ", "へ行", "行く", "く"]),
        ("「目標」、達成。", ["目標", "\u{2}目", "標", "達成", "\u{2}達", "成"]),
        ("ＡＢＣ abc", ["abc", "abc"]),
        ("ｶﾞﾑ", ["ガム", "\u{2}ガ", "ム"]),
        ("Swift6で開発", ["swift6", "で開", "\u{2}で", "開発", "発"]),
        ("Café au lait", ["café", "au", "lait"]),
    ])
    func documentTokens(text: String, expected: [String]) {
        #expect(analyzer.tokens(text, mode: .document).map(\.text) == expected)
    }

    /// The fast paths (kana, kanji, CJK punctuation, full-width ASCII) agree with Foundation's NFKC and
    /// lower-casing, character by character, over whole blocks.
    @Test(arguments: [0x0000...0x024F, 0x3000...0x30FF, 0x4E00...0x4FFF, 0xFF00...0xFFEF])
    func fastPathsAgreeWithFoundation(block: ClosedRange<UInt32>) {
        for value in block {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
                scalar.properties.canonicalCombiningClass == .notReordered, value != 0x3099, value != 0x309A
            else { continue }
            let text = String(Character(scalar))
            let expected = text.precomposedStringWithCompatibilityMapping.lowercased().precomposedStringWithCompatibilityMapping
            #expect(analyzer.normalized(text) == expected, "U+\(String(value, radix: 16))")
        }
    }

    /// The punctuation fast path of word classification agrees with the Unicode properties.
    @Test func wordClassificationFastPathAgreesWithUnicodeProperties() {
        for value: UInt32 in Array(0x2000...0x206F) + Array(0x3000...0x303F) + Array(0xFF00...0xFF0F) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let slow = CharacterClass.isCJK(value) || properties.isAlphabetic
                || [.decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark].contains(properties.generalCategory)
            #expect(TextAnalyzer.isWordScalar(value) == slow, "U+\(String(value, radix: 16))")
        }
    }

    @Test func lastCharacterOfARunIsColocated() {
        let tokens = analyzer.tokens("注目", mode: .document)
        #expect(tokens.map(\.isColocated) == [false, true, true])
        #expect(tokens.map(\.kind) == [.bigram, .unigram, .unigram])
    }

    @Test(arguments: [
        ("目標達成", ["目標", "標達", "達成"]),
        ("目", ["目"]),
        ("goal目標", ["goal", "目標"]),
    ])
    func queryTokens(text: String, expected: [String]) {
        #expect(analyzer.tokens(text, mode: .query).map(\.text) == expected)
    }

    @Test func kanaFoldingMapsKatakanaToHiragana() {
        let folding = TextAnalyzer(options: .init(foldsKana: true))
        #expect(folding.normalized("カタカナとｶﾀｶﾅ") == "かたかなとかたかな")
        #expect(analyzer.normalized("カタカナとｶﾀｶﾅ") == "カタカナとカタカナ")
    }

    @Test func rangesPointAtTheOriginalText() {
        let text = "食後のｶﾞﾑと「ＡＢＣ」"
        let bytes = Array(text.utf8)
        let tokens = analyzer.tokens(text, mode: .document)
        let originals = tokens.map { String(decoding: bytes[$0.range], as: UTF8.self) }
        #expect(originals == ["食後", "食", "後の", "のｶﾞ", "ｶﾞﾑ", "ﾑと", "と", "ＡＢＣ"])
    }

    @Test func invalidUTF8NeverCrashesAndSeparates() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xE3, 0x81, 0xC0, 0x80]
        var texts: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            analyzer.tokenize(buffer, mode: .document) { token, _, _, _, _ in
                texts.append(String(decoding: token, as: UTF8.self))
                return true
            }
        }
        #expect(texts == ["a", "b"])
    }

    /// For any text, every token's range is a valid, in-bounds slice of the original UTF-8.
    @Test func tokenRangesAreAlwaysInBoundsAndOnScalarBoundaries() async {
        let pieces = ["目", "標", "ｶ", "ﾞ", "Ａ", "a", " ", "、", "é", "\u{301}", "ー", "😀", "\u{0}", "ガ", "か", "\u{3099}"]
        await propertyCheck(input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...24)) { indices in
            let text = indices.map { pieces[$0] }.joined()
            let bytes = Array(text.utf8)
            for token in analyzer.tokens(text, mode: .document) {
                #expect(token.range.lowerBound >= 0 && token.range.upperBound <= bytes.count)
                #expect(String(validating: bytes[token.range], as: UTF8.self) != nil)
            }
        }
    }

    /// A snippet highlights a query in any text as search results do: half-width kana matched by full-width,
    /// long texts cut around the match.
    @Test(arguments: [
        ("毎日の目標を立てる", "目標", "毎日の[目標]を立てる"),
        ("ｶﾞﾑを噛む", "ガム", "[ｶﾞﾑ]を噛む"),
        ("morning run club", "run", "morning [run] club"),
        ("running late", "run", "[run]ning late"),
        ("読書30分", "散歩", "読書30分"),
        (String(repeating: "あ", count: 100) + "目標" + String(repeating: "い", count: 100), "目標",
         "…" + String(repeating: "あ", count: 16) + "[目標]" + String(repeating: "い", count: 62) + "…"),
    ])
    func snippetsHighlightTheQuery(text: String, query: String, marked: String) {
        #expect(analyzer.snippet(text, highlighting: FreeTextQuery(parsing: query)).marked() == marked)
    }

    /// For any text and a query taken from it, every highlight lies inside the snippet, in order, on scalar
    /// boundaries.
    @Test func snippetHighlightsLieInsideTheSnippet() async {
        let pieces = ["目", "標", "ｶ", "ﾞ", "Ａ", "a", " ", "、", "é", "\u{301}", "ー", "😀", "\u{0}", "ガ", "か", "\u{3099}", "\u{200D}"]
        await propertyCheck(input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...120), Gen.int(in: 0...119), Gen.int(in: 1...6)) { indices, start, length in
            let text = indices.map { pieces[$0] }.joined()
            let query = String(text.dropFirst(start).prefix(length))
            let problem = OutputInvariants.highlightProblem(analyzer.snippet(text, highlighting: FreeTextQuery(parsing: query)))
            #expect(problem == nil, "\(text.debugDescription) / \(query.debugDescription)")
        }
    }
}
