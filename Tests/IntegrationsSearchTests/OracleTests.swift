import Foundation
import IntegrationsCore
import IntegrationsSearchQuery
import IntegrationsSearch
import IntegrationsTestSupport
import Testing

/// Search results compared with a brute-force oracle: substring search over NFKC-normalised,
/// case-folded text (with kana folded too when the index folds kana).
@Suite(.serialized) struct OracleTests {
    static let corpusSize = 2_000
    static let queryCount = 240

    static func oracleText(_ text: String, foldsKana: Bool) -> String {
        // NFKC, then NFC: on Linux, Foundation's NFKC leaves ｶﾞ as カ + U+3099 without composing them.
        var folded = text.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping.lowercased()
        if foldsKana {
            folded = String(String.UnicodeScalarView(folded.unicodeScalars.map { scalar in
                switch scalar.value {
                case 0x30A1...0x30F6, 0x30FD...0x30FE: Unicode.Scalar(scalar.value - 0x60) ?? scalar
                default: scalar
                }
            }))
        }
        return folded
    }

    /// 1–4 character queries drawn from CJK runs of the corpus, plus a few characters that are absent.
    static func queries(from items: [SearchableItem], generator: inout CorpusGenerator) -> [String] {
        let texts = items.map { [$0.attributeSet.title ?? "", $0.attributeSet.contentDescription ?? ""].joined(separator: "\n") }
        var queries: [String] = ["目", "目標", "花名", "東", "東京", "注目", "目標達成", "ガム", "ｶﾞﾑ", "ひらがな", "ヒラガナ", "標"]
        while queries.count < queryCount {
            let characters = Array(texts[generator.next(below: texts.count)].precomposedStringWithCompatibilityMapping)
            let length = 1 + generator.next(below: 4)
            guard characters.count > length else { continue }
            let start = generator.next(below: characters.count - length)
            let candidate = characters[start..<(start + length)]
            guard candidate.allSatisfy({ $0.unicodeScalars.allSatisfy(CharacterClass.isCJK) }) else { continue }
            queries.append(String(candidate))
        }
        queries += ["鬱", "鬱蒼", "薔薇色"]
        return queries
    }

    @Test(arguments: [true, false])
    func substringOracleAgreesOnEveryQuery(foldsKana: Bool) async throws {
        var generator = CorpusGenerator(seed: 2026)
        let items = generator.items(count: Self.corpusSize)
        let queries = Self.queries(from: items, generator: &generator)
        #expect(queries.count >= 200)
        try await TemporaryStore.withIndex(foldsKana: foldsKana) { index in
            try await index.indexItems(items)
            let haystacks = items.map { item in
                (item.uniqueIdentifier, Self.oracleText(
                    ([item.attributeSet.title, item.attributeSet.displayName, item.attributeSet.contentDescription].compactMap { $0 }
                        + item.attributeSet.keywords).joined(separator: "\n"), foldsKana: foldsKana))
            }
            let texts = Dictionary(uniqueKeysWithValues: haystacks)
            var totalHits = 0
            for query in queries {
                let needle = Self.oracleText(query, foldsKana: foldsKana)
                // Bytes of the normalised texts, with C's strstr: String's own `contains` took a third of the test.
                let expected = Set(haystacks.filter { haystack in haystack.1.withCString { text in strstr(text, needle) != nil } }.map(\.0))
                let actual = try await index.identifiers(query)
                totalHits += actual.count
                let missing = expected.subtracting(actual).sorted().prefix(3)
                let extra = actual.subtracting(expected).sorted().prefix(3)
                #expect(missing.isEmpty && extra.isEmpty,
                        "query \(query): missing \(missing.map { texts[$0] ?? "" }), extra \(extra.map { texts[$0] ?? "" })")
            }
            #expect(totalHits > 1_000, "the corpus should make most queries match something")
        }
    }
}
