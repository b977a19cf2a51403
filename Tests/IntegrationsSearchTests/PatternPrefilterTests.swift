import Foundation
import IntegrationsCore
import IntegrationsSearchQuery
@testable import IntegrationsSearch
import IntegrationsTestSupport
import PropertyBased
import Testing

/// String predicates ask the full-text index for candidates before matching: the answers must be exactly
/// those of matching every row, and the index must be asked only what it can answer.
@Suite struct PatternPrefilterTests {
    /// The full-text query each pattern becomes: kanji always, kana without `d`, neighbours as one phrase
    /// without `d` and as prefixes with it; Latin, marks and characters of several scalars are not used.
    @Test(arguments: [
        ("*予定*", "", #"{title} : ("予定")"#),
        ("*予定*", "cd", #"{title} : ("予"* AND "定"*)"#),
        ("予定表?会議", "", #"{title} : ("予定表" AND "会議")"#),
        ("*予*予*", "", #"{title} : ("予"*)"#),
        ("*よてい*", "", #"{title} : ("よてい")"#),
        ("*よてい*", "d", nil),
        ("*ヨテイ表*", "c", #"{title} : ("ヨテイ表")"#),
        ("*ｶﾞﾑ*", "c", #"{title} : ("ム"*)"#),  // ｶﾞ folds to カ and a combining mark: not one scalar
        ("*㍻*", "c", #"{title} : ("平成")"#),  // folded as the pattern compares
        ("*豈*", "", #"{title} : ("豈"*)"#),  // U+F900 folds to U+8C48
        ("*goal*", "c", nil),
        ("a予b定", "w", #"{title} : ("予"* AND "定"*)"#),
        ("\\*予", "", #"{title} : ("予"*)"#),
        // Phrases first, at most 8 conditions, at most 16 characters a phrase.
        ("*予*定表*", "", #"{title} : ("定表" AND "予"*)"#),
        ("*一*二*三*四*五*六*七*八*九*十*", "", #"{title} : ("一"* AND "二"* AND "三"* AND "四"* AND "五"* AND "六"* AND "七"* AND "八"*)"#),
        (String(repeating: "予定", count: 20), "", #"{title} : ("予定予定予定予定予定予定予定予定")"#),
    ] as [(String, String, String?)])
    func aPatternBecomesTheFullTextQueryOfItsIndexedCharacters(pattern: String, modifiers: String, expected: String?) {
        let modifiers = StringModifiers(letters: modifiers)
        let written = PatternPrefilter.query(for: StringPattern(pattern, modifiers: modifiers), columns: ["title"])
        #expect(written == expected)
    }

    /// Across every modifier and texts made of the characters where folding and the index part ways
    /// (combining marks between kanji, half-width kana, compatibility ideographs, variation selectors, kana
    /// of both kinds), a predicate finds exactly the items whose values the pattern matches, with or
    /// without the index's help, on a column, on keywords and on every text attribute. One index serves every
    /// case: each replaces the last one's items in one batch (delete all, then index), as an app re-indexes.
    @Test(arguments: [true, false])
    func aPrefilteredPredicateFindsExactlyWhatMatchingEveryRowFinds(foldsKana: Bool) async throws {
        let pieces = [
            "予", "定", "表", "豈", "\u{8C48}", "㍻", "平", "成", "よ", "て", "い", "ヨ", "テ", "ｲ", "ﾞ", "が", "か", "カ",
            "\u{3099}", "\u{301}", "\u{FE00}", "\u{200D}", "ー", "ｰ", "a", "A", "é", " ", "、", "*",
        ]
        try await TemporaryStore.withIndex(foldsKana: foldsKana) { index in
            await propertyCheck(
                count: 200, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...8).array(of: 6...6),
                Gen.int(in: 0...5), Gen.int(in: 0...7), Gen.int(in: 1...4), Gen.int(in: 0...7), Gen.int(in: 0...3)
            ) { texts, source, start, length, modifierBits, shape in
                let values = texts.map { $0.map { pieces[$0] }.joined() }
                let taken = String(values[source].dropFirst(start % max(1, values[source].count)).prefix(length))
                let literal = taken.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "*", with: "\\*")
                    .replacingOccurrences(of: "?", with: "\\?")
                let pattern = ["*\(literal)*", "\(literal)*", "*\(literal)", "*\(literal.prefix(1))?\(literal.dropFirst(1))*"][shape]
                let modifiers = StringModifiers(rawValue: UInt8(modifierBits))
                let compiled = StringPattern(pattern, modifiers: modifiers)
                let items = values.enumerated().map { offset, value in
                    item("i\(offset)", title: value, keywords: offset.isMultiple(of: 2) ? [value, "x"] : [])
                }
                let letters = (modifiers.contains(.caseInsensitive) ? "c" : "") + (modifiers.contains(.diacriticInsensitive) ? "d" : "")
                    + (modifiers.contains(.wordBased) ? "w" : "")
                // A predicate's string keeps every backslash but one before its quote.
                let quoted = pattern.replacingOccurrences(of: "\"", with: "\\\"")
                try await index.apply(SearchIndexBatch(operations: [.deleteAll, .index(items)]))
                for attribute in ["title", "keywords", "*"] {
                    let query = SearchQuery("\(attribute) == \"\(quoted)\"\(letters)", syntax: .predicate, limit: nil)
                    let expected = Set(items.filter { item in
                        let attributes = item.attributeSet
                        let candidates = attribute == "title" ? [attributes.title ?? ""]
                            : attribute == "keywords" ? attributes.keywords : [attributes.title ?? ""] + attributes.keywords
                        return candidates.contains { compiled.matches($0) }
                    }.map(\.uniqueIdentifier))
                    let prefiltered = Set(try index.searchNow(query, calendar: nil, prefilters: true).hits.map(\.uniqueIdentifier))
                    let scanned = Set(try index.searchNow(query, calendar: nil, prefilters: false).hits.map(\.uniqueIdentifier))
                    #expect(prefiltered == expected, "\(query.text.debugDescription) on \(values.map(\.debugDescription))")
                    #expect(scanned == expected, "\(query.text.debugDescription) on \(values.map(\.debugDescription))")
                }
            }
        }
    }
}

extension StringModifiers {
    /// Modifiers written as a predicate writes them after a string: `c`, `d`, `w`.
    init(letters: String) {
        self = []
        if letters.contains("c") { insert(.caseInsensitive) }
        if letters.contains("d") { insert(.diacriticInsensitive) }
        if letters.contains("w") { insert(.wordBased) }
    }
}
