import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsSearch
import Testing

@Suite struct SearchReporterTests {
    @Test(arguments: [
        (Language.en, "3 of 45 results for \"目標\"\n  1. 将棋の詰将棋  (goals, relevance 100%)\n     趣味の[目標]: 詰将棋を3問解く\n     appcadia://goal/38\n  2. 後輩と1on1  (goals, relevance 99%)\n     仕事の[目標]: 週に一度、後輩と15分話す時間をとる\n     appcadia://goal/28\n  3. 読書30分  (goals, relevance 99%)\n     学習の[目標]: 小説かビジネス書を毎日30分読む\n     appcadia://goal/12\n"),
        (Language.ja, "「目標」の検索結果: 45件中3件\n  1. 将棋の詰将棋  (goals, 関連度 100%)\n     趣味の[目標]: 詰将棋を3問解く\n     appcadia://goal/38\n  2. 後輩と1on1  (goals, 関連度 99%)\n     仕事の[目標]: 週に一度、後輩と15分話す時間をとる\n     appcadia://goal/28\n  3. 読書30分  (goals, 関連度 99%)\n     学習の[目標]: 小説かビジネス書を毎日30分読む\n     appcadia://goal/12\n"),
    ])
    func aPageOfMoreSaysHowManyInAll(language: Language, expected: String) async throws {
        let results = try await withSampleIndex { index in try await index.search(SearchQuery("目標", limit: 3)) }
        #expect(results.hits.count == 3)
        #expect(results.total > 3)
        let text = SearchReporter(language: language, colors: false).report(results)
        #expect(text.standardOutput == expected)
        #expect(text.standardError.isEmpty)
    }

    @Test(arguments: [
        (Language.en, "2 results for \"ランニング\"\n  1. 毎朝ランニング  (goals, relevance 100%)\n     毎朝[ランニング]\n     appcadia://goal/1\n  2. ランニングウェアを整える  (goals, relevance 97%)\n     [ランニング]ウェアを整える\n     appcadia://goal/39\n"),
        (Language.ja, "「ランニング」の検索結果: 2件\n  1. 毎朝ランニング  (goals, 関連度 100%)\n     毎朝[ランニング]\n     appcadia://goal/1\n  2. ランニングウェアを整える  (goals, 関連度 97%)\n     [ランニング]ウェアを整える\n     appcadia://goal/39\n"),
    ])
    func everyHitShownSaysOnlyTheCount(language: Language, expected: String) async throws {
        let results = try await withSampleIndex { index in try await index.search(SearchQuery("ランニング", limit: 20)) }
        #expect(results.total == results.hits.count)
        #expect(SearchReporter(language: language, colors: false).report(results).standardOutput == expected)
    }

    @Test(arguments: [
        (Language.en, "Nothing matches \"zzzz\".\n"),
        (Language.ja, "「zzzz」に一致する項目はありません。\n"),
    ])
    func nothingMatchingGoesToStandardError(language: Language, expected: String) async throws {
        let results = try await withSampleIndex { index in try await index.search(SearchQuery("zzzz")) }
        let text = SearchReporter(language: language, colors: false).report(results)
        #expect(results.total == 0)
        #expect(text.standardOutput.isEmpty)
        #expect(text.standardError == expected)
    }

    @Test(arguments: [
        (2.0, 2.0, "100%"), (1.0, 2.0, "50%"), (0.001, 2.0, "<1%"), (0.0, 2.0, "0%"), (-1.0, 2.0, "0%"),
    ])
    func relevanceIsAShareOfTheBest(score: Double, best: Double, expected: String) {
        #expect(SearchReporter.relevance(of: score, best: best) == expected)
    }

    @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity])
    func noRelevanceWithoutAPositiveBest(best: Double) {
        #expect(SearchReporter.relevance(of: 1, best: best) == nil)
    }

    @Test func predicatesWithoutRankingHintsShowNoRelevance() {
        let hit = SearchHit(uniqueIdentifier: "a", domainIdentifier: "d", title: "A", contentURL: nil, score: 0, snippet: Snippet(text: ""))
        let text = SearchReporter(language: .en, colors: false).report(SearchResults(query: "title == \"A\"", hits: [hit]))
        #expect(text.standardOutput == "1 result for \"title == \"A\"\"\n  1. A  (d)\n")
    }

    @Test func colorsMarkHighlightsAndAreNotEscapedAgain() async throws {
        let results = try await withSampleIndex { index in try await index.search(SearchQuery("ランニング", limit: 1)) }
        let snippet = try #require(SearchReporter(language: .en, colors: true).report(results).lines.first { $0.kind == .styled })
        #expect(snippet.text.contains("\u{1B}[1;33mランニング\u{1B}[0m"))
    }
}
