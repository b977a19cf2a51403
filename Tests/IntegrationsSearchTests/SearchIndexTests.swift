import Foundation
import GRDB
import IntegrationsCore
import IntegrationsSearch
import IntegrationsTestSupport
import Testing
import IntegrationsStore

@Suite struct JapaneseSearchTests {
    static let mixed = [("x1", "a目b"), ("x2", "a注目b"), ("x3", "目標a"), ("x4", "注目a"), ("x5", "a目標")]

    /// Named cases from public reports about Japanese full-text search.
    @Test(arguments: [
        // (documents, query, expected identifiers)
        ([("a", "東京タワー"), ("b", "東北地方"), ("c", "京都")], "東", ["a", "b"]),
        ([("a", "東京タワー"), ("b", "東北地方"), ("c", "京都")], "東京", ["a"]),
        ([("a", "花名の由来"), ("b", "名花"), ("c", "花の名前")], "花名", ["a"]),
        ([("a", "目標を立てる"), ("b", "注目"), ("c", "目的")], "目", ["a", "b", "c"]),
        ([("a", "目標を立てる"), ("b", "注目"), ("c", "目的")], "目標", ["a"]),
        ([("a", "ｶﾞﾑを噛む"), ("b", "ガム"), ("c", "カム")], "ガ", ["a", "b"]),
        ([("a", "ｶﾞﾑを噛む"), ("b", "ガム"), ("c", "カム")], "ｶﾞﾑ", ["a", "b"]),
        ([("a", "ＡＢＣ順"), ("b", "abc order"), ("c", "ABD")], "abc", ["a", "b"]),
        ([("a", "ＡＢＣ順"), ("b", "abc order"), ("c", "ABD")], "ＡＢＣ", ["a", "b"]),
        ([("a", "「目標」、達成。"), ("b", "目標達成")], "目標", ["a", "b"]),
        ([("a", "「目標」、達成。"), ("b", "目標達成")], "達成", ["a", "b"]),
        ([("a", "「目標」、達成。"), ("b", "目標達成")], "標達", ["b"]),
        ([("a", "「目標」、達成。"), ("b", "目標達成")], "\"目標 達成\"", ["a"]),
        ([("a", "注目の的"), ("b", "注目")], "目", ["a", "b"]),
        ([("a", "注目の的"), ("b", "注目")], "的", ["a"]),
        ([("a", "読書 goal"), ("b", "goals and 目標"), ("c", "ago")], "goal", ["a", "b"]),
        ([("a", "読書 goal"), ("b", "goals and 目標"), ("c", "ago")], "goal 目標", ["b"]),
        // A one-character run between words must be the document's run edge, not any 目.
        (Self.mixed, "a目b", ["x1"]),
        (Self.mixed, "目a", ["x4"]),
        (Self.mixed, "目b", ["x1", "x2"]),
        (Self.mixed, "a目", ["x1", "x5"]),
        (Self.mixed, "標a", ["x3"]),
        (Self.mixed, "\"a 目\"", ["x1", "x5"]),
    ] as [([(String, String)], String, [String])])
    func namedCase(documents: [(String, String)], query: String, expected: [String]) async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems(documents.map { item($0.0, title: $0.1) })
            #expect(try await index.identifiers(query) == Set(expected))
        }
    }

    @Test func kanaFoldingOnMatchesAcrossScripts() async throws {
        try await TemporaryStore.withIndex(foldsKana: true) { index in
            try await index.indexItems([item("hira", title: "ひらがな"), item("kata", title: "ヒラガナ"), item("half", title: "ﾋﾗｶﾞﾅ")])
            #expect(try await index.identifiers("ひらがな") == ["hira", "kata", "half"])
            #expect(try await index.identifiers("ヒラガナ") == ["hira", "kata", "half"])
        }
    }

    @Test func kanaFoldingOffKeepsScriptsApart() async throws {
        try await TemporaryStore.withIndex(foldsKana: false) { index in
            try await index.indexItems([item("hira", title: "ひらがな"), item("kata", title: "ヒラガナ"), item("half", title: "ﾋﾗｶﾞﾅ")])
            #expect(try await index.identifiers("ひらがな") == ["hira"])
            #expect(try await index.identifiers("ヒラガナ") == ["kata", "half"])
        }
    }

    @Test func switchingKanaFoldingRebuildsTheExistingIndex() async throws {
        let store = try TemporaryStore()
        defer { store.remove() }
        let strict = try SQLiteSearchIndex.open(at: store.path, options: .init(foldsKana: false))
        try await strict.indexItems([item("kata", title: "カタカナ")])
        #expect(try await strict.identifiers("かたかな").isEmpty)
        let folding = try SQLiteSearchIndex.open(at: store.path, options: .init(foldsKana: true))
        #expect(try await folding.identifiers("かたかな") == ["kata"])
    }

    @Test func highlightsLandOnTheOriginalText() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems([item("a", title: "食後", description: "食後のｶﾞﾑをやめて「ＡＢＣ」英会話へ")])
            let hit = try #require(try await index.search(SearchQuery("ガム abc")).hits.first)
            #expect(hit.snippet.text == "食後のｶﾞﾑをやめて「ＡＢＣ」英会話へ")
            #expect(hit.snippet.marked() == "食後の[ｶﾞﾑ]をやめて「[ＡＢＣ]」英会話へ")
        }
    }

    @Test func snippetIsCutAroundTheFirstMatch() async throws {
        let long = String(repeating: "あいうえお", count: 10) + "目標" + String(repeating: "かきくけこ", count: 20)
        try await TemporaryStore.withIndex(foldsKana: false) { index in
            try await index.indexItems([item("a", title: "長い", description: long)])
            let snippet = try #require(try await index.search(SearchQuery("目標")).hits.first).snippet
            #expect(snippet.text.hasPrefix("…"))
            #expect(snippet.text.hasSuffix("…"))
            #expect(snippet.text.count == 82)
            #expect(snippet.marked().contains("お[目標]か"))
        }
    }
}

@Suite struct SearchIndexSemanticsTests {
    @Test func reindexingTheSameIdentifierReplacesTheItem() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems([item("goal-1", title: "読書")])
            try await index.indexItems([item("goal-1", title: "ランニング")])
            #expect(try await index.count() == 1)
            #expect(try await index.identifiers("読書").isEmpty)
            #expect(try await index.identifiers("ランニング") == ["goal-1"])
        }
    }

    @Test func expiredItemsAreNeverReturnedAndArePurged() async throws {
        try await TemporaryStore.withIndex { index in
            let now = Date()
            try await index.indexItems([
                item("past", title: "目標", expires: now.addingTimeInterval(-60)),
                item("soon", title: "目標", expires: now.addingTimeInterval(3_600)),
                item("never", title: "目標"),
            ])
            #expect(try await index.count() == 2)
            #expect(try await index.identifiers("目標") == ["soon", "never"])
            let later = try await index.search(SearchQuery("目標", limit: nil, date: now.addingTimeInterval(7_200)))
            #expect(Set(later.hits.map(\.uniqueIdentifier)) == ["never"])
        }
    }

    @Test func deletingADomainDeletesItsSubdomainsOnly() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems([
                item("1", title: "目標", domain: "goals"),
                item("2", title: "目標", domain: "goals.archived"),
                item("3", title: "目標", domain: "goalsets"),
                item("4", title: "目標"),
            ])
            #expect(try await index.identifiers("目標", domains: ["goals"]) == ["1", "2"])
            try await index.deleteItems(withDomainIdentifiers: ["goals"])
            #expect(try await index.identifiers("目標") == ["3", "4"])
        }
    }

    @Test func deleteByIdentifierAndDeleteAll() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems([item("1", title: "目標"), item("2", title: "目標"), item("3", title: "目標")])
            try await index.deleteItems(withIdentifiers: ["2", "missing"])
            #expect(try await index.identifiers("目標") == ["1", "3"])
            try await index.deleteAllItems()
            #expect(try await index.count() == 0)
        }
    }

    @Test func aBatchLandsWholeOrNotAtAll() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.apply(SearchIndexBatch(operations: [.index([item("kept", title: "目標")])], clientState: Data("v1".utf8)))
            // Make the store refuse one item, as a full disk or a crash would mid-batch.
            try index.store.writeNow { db in
                try db.execute(sql: """
                    CREATE TRIGGER refuse BEFORE INSERT ON searchItem WHEN NEW.uniqueIdentifier = 'poison'
                    BEGIN SELECT RAISE(ABORT, 'refused'); END
                    """)
            }
            let batch = SearchIndexBatch(
                operations: [.deleteAll, .index([item("new-1", title: "目標"), item("poison", title: "目標")])],
                clientState: Data("v2".utf8))
            await #expect(throws: IntegrationsError.self) { try await index.apply(batch) }
            #expect(try await index.identifiers("目標") == ["kept"])
            #expect(try await index.lastClientState() == Data("v1".utf8))
        }
    }

    @Test func rankingWeighsTitleAboveKeywordsAboveDescription() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems([
                item("description", title: "朝の習慣", description: "読書をする"),
                item("keyword", title: "夜の習慣", keywords: ["読書"]),
                item("title", title: "読書"),
            ])
            let hits = try await index.search(SearchQuery("読書")).hits
            #expect(hits.map(\.uniqueIdentifier) == ["title", "keyword", "description"])
            #expect(hits[0].score > hits[1].score && hits[1].score > hits[2].score)
        }
    }

    @Test func tiesGoToRankingHintThenRecency() async throws {
        try await TemporaryStore.withIndex { index in
            let old = Date(timeIntervalSince1970: 1_700_000_000)
            let new = Date(timeIntervalSince1970: 1_800_000_000)
            try await index.indexItems([
                item("low-new", title: "読書", rankingHint: 0.1, modified: new),
                item("high-old", title: "読書", rankingHint: 0.9, modified: old),
                item("low-old", title: "読書", rankingHint: 0.1, modified: old),
            ])
            let hits = try await index.search(SearchQuery("読書")).hits
            #expect(hits.map(\.uniqueIdentifier) == ["high-old", "low-new", "low-old"])
        }
    }

    @Test func limitCapsTheHits() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems((0..<30).map { item("\($0)", title: "目標\($0)") })
            #expect(try await index.search(SearchQuery("目標")).hits.count == 20)
            #expect(try await index.search(SearchQuery("目標", limit: 5)).hits.count == 5)
            #expect(try await index.search(SearchQuery("目標", limit: nil)).hits.count == 30)
        }
    }

    /// A predicate's page carries the count of every match (read in the same pass as the page); a page
    /// shorter than its matches says how many there are, as the count does.
    @Test(arguments: [(5, 5), (29, 29), (30, 30), (31, 30), (nil, 30), (0, 0)] as [(Int?, Int)])
    func predicatePagesCountEveryMatch(limit: Int?, hits: Int) async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems((0..<30).map { item("\($0)", title: "目標\($0)") } + [item("other", title: "読書")])
            let query = SearchQuery(#"title == "目標*""#, syntax: .predicate, limit: limit)
            let results = try await index.search(query)
            #expect(results.hits.count == hits)
            #expect(results.total == 30)
            #expect(try await index.count(matching: query) == 30)
        }
    }
}

@Suite struct QueryLimitTests {
    /// Repeated terms count once: 580 copies of one term (just under the length limit) are one term.
    @Test func repeatedTermsCountOnce() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems([item("1", title: "目標を立てる")])
            // (How long it takes is a benchmark's to measure, not a test's: Docs/Benchmarks.md.)
            let query = Array(repeating: "目標", count: 580).joined(separator: " ")
            #expect(try await index.identifiers(query) == ["1"])
        }
    }

    @Test(arguments: [
        (String(repeating: "目標 ", count: 13_000), "The query is too long (91000 bytes). Keep it within 4096 bytes."),
        ((0..<65).map { "w\($0)" }.joined(separator: " "), "The query has too many terms (65 different ones). Use at most 64."),
    ])
    func queriesOverTheLimitsAreRefusedNamingTheLimit(query: String, message: String) async throws {
        try await TemporaryStore.withIndex { index in
            let error = await #expect(throws: IntegrationsError.self) { try await index.search(SearchQuery(query)) }
            #expect(error?.kind == .invalidQuery)
            #expect(error?.message.en == message)
        }
    }

    @Test(arguments: [
        (String(repeating: "(", count: 33) + #"title == "a""# + String(repeating: ")", count: 33), "at most 32 nested parentheses"),
        (String(repeating: "(", count: 2_000) + #"title == "a""# + String(repeating: ")", count: 2_000), "at most 32 nested parentheses"),
        (Array(repeating: #"title == "a""#, count: 65).joined(separator: " && "), "at most 64 comparisons"),
    ])
    func deepOrLongPredicatesAreRefusedNotCrashed(query: String, expected: String) async throws {
        try await TemporaryStore.withIndex { index in
            let error = await #expect(throws: IntegrationsError.self) { try await index.search(SearchQuery(query, syntax: .predicate)) }
            #expect(error?.message.en.contains("expected \(expected)") == true)
        }
    }
}

@Suite struct HostileQueryTests {
    static let hostile: [String] = [
        "\"目標", "目標\"", "\"", "\"\"", "OR", "NOT", "NEAR", "AND", "目標 OR 読書", "NOT 目標", "NEAR(目標 読書)",
        "*", "**", "目標*", "*目標", "^", "^目標", "title:", "title:目標", "目標 AND", "(", ")", "((目標", "{目標}",
        "-目標", "+", "'", "'; DROP TABLE searchItem; --", "\u{0}", "目\u{0}標", "\u{FFFD}\u{FFFD}", "。、「」",
        "col:\"x\"", "a b c d e f g h i j k l m n o p", String(repeating: "目標", count: 680),
        String(repeating: "a ", count: 2_000), String(repeating: "\"", count: 1_001),
    ]

    @Test(arguments: hostile)
    func freeTextNeverSurfacesAnSQLiteError(query: String) async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems([item("1", title: "目標 読書 OR NOT NEAR AND title")])
            do {
                _ = try await index.search(SearchQuery(query, syntax: .freeText))
            } catch {
                Issue.record("free text \(query.prefix(40)) threw \(error)")
            }
            // Read automatically, a query either works or is a predicate error with a position.
            do {
                _ = try await index.search(SearchQuery(query))
            } catch let error as IntegrationsError {
                #expect(error.kind == .invalidQuery)
            }
        }
    }

    /// The tokenizer's internal run-edge markers (control characters) typed into a query are ignored.
    @Test func typedMarkerCharactersAreIgnored() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems([item("a", title: "注目"), item("b", title: "目標")])
            #expect(try await index.identifiers("\u{2}目") == ["a", "b"])
            #expect(try await index.identifiers("a\u{3}目") == (try await index.identifiers("a目")))
        }
    }

    @Test func wordsThatAreFTS5OperatorsAreSearchedAsText() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems([item("ops", title: "OR NOT NEAR"), item("plain", title: "目標")])
            #expect(try await index.identifiers("NEAR") == ["ops"])
            #expect(try await index.identifiers("目標 OR 読書").isEmpty)
        }
    }
}

@Suite struct PredicateSearchTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21

    static func corpus() -> [SearchableItem] {
        [
            SearchableItem(uniqueIdentifier: "run", domainIdentifier: "goals", attributeSet: .init(
                title: "目標ランニング", keywords: ["健康", "目標"], rankingHint: 0.9,
                contentCreationDate: now.addingTimeInterval(-86_400), customAttributes: ["difficulty": .string("hard"), "streak": .number(12)])),
            SearchableItem(uniqueIdentifier: "read", domainIdentifier: "goals", attributeSet: .init(
                title: "読書の目標", keywords: ["学習"], rankingHint: 0.5,
                contentCreationDate: now.addingTimeInterval(-10 * 86_400), customAttributes: ["difficulty": .string("easy"), "streak": .number(3)])),
            SearchableItem(uniqueIdentifier: "abc", domainIdentifier: "goals", attributeSet: .init(
                title: "ＡＢＣ英会話", keywords: ["Café"], rankingHint: 0.2, contentCreationDate: now)),
        ]
    }

    @Test(arguments: [
        (#"title == "目標*""#, ["run"]),
        (#"title == "*目標""#, ["read"]),
        (#"title == "*目標*""#, ["run", "read"]),
        (#"title != "目標*""#, ["read", "abc"]),
        (#"title == "abc*""#, []),
        (#"title == "abc*"c"#, ["abc"]),
        (#"keywords == "cafe"cd"#, ["abc"]),
        (#"keywords == "cafe"c"#, []),
        (#"title == "ランニング"w"#, ["run"]),
        (#"title == "ラン"w"#, ["run"]),  // every character of a CJK run starts and ends a word
        (#"keywords == "caf"cw"#, []),  // a Latin word matches whole
        (#"keywords == "café"cw"#, ["abc"]),
        (#"rankingHint > 0.4"#, ["run", "read"]),
        (#"rankingHint >= 0.5 && title == "読書*""#, ["read"]),
        (#"rankingHint < 0.3 || keywords == "健康""#, ["run", "abc"]),
        (#"(rankingHint < 0.3 || keywords == "健康") && title == "*ランニング""#, ["run"]),
        (#"InRange(rankingHint, 0.5, 0.9)"#, ["run", "read"]),
        (#"contentCreationDate > $time.today(-3)"#, ["run", "abc"]),
        (#"contentCreationDate < $time.iso(2026-09-15)"#, ["read"]),
        (#"contentCreationDate <= $time.now"#, ["run", "read", "abc"]),
        (#"difficulty == "hard""#, ["run"]),
        (#"streak >= 10"#, ["run"]),
        (#"* == "*英会話*""#, ["abc"]),
    ] as [(String, [String])])
    func predicate(query: String, expected: [String]) async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems(Self.corpus())
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
            let results = try await index.search(SearchQuery(query, syntax: .predicate, limit: nil, date: Self.now), calendar: calendar)
            #expect(Set(results.hits.map(\.uniqueIdentifier)) == Set(expected))
        }
    }

    /// Found by the `query` fuzz target: `!=` with a string on a custom attribute wrote the attribute's
    /// expression (which carries its own argument) twice, so SQLite saw one argument too few and the search
    /// failed as "Cannot open or write the store".
    @Test(arguments: [
        (#"difficulty != "h*""#, ["read"]),
        (#"difficulty != "h*" && streak >= 1"#, ["read"]),
        (#"(ti != "b*"w) && tionDate < $time.iso(2026-01-01T00:00:00Z)"#, []),
        (#"difficulty != "easy" || rankingHint < 0.3"#, ["run", "abc"]),
    ] as [(String, [String])])
    func aNotEqualPatternOnACustomAttributeKeepsItsArguments(query: String, expected: [String]) async throws {
        try await predicate(query: query, expected: expected)
    }

    @Test func predicateHitsAreOrderedByRankingHint() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems(Self.corpus())
            let hits = try await index.search(SearchQuery("rankingHint > 0", date: Self.now)).hits
            #expect(hits.map(\.uniqueIdentifier) == ["run", "read", "abc"])
        }
    }
}

@Suite struct KeywordStorageTests {
    /// Keywords with quotes, backslashes and control characters survive the JSON column predicates read.
    @Test func keywordsWithSpecialCharactersMatchInPredicates() async throws {
        try await TemporaryStore.withIndex { index in
            let awkward = ["say \"hi\"", "back\\slash", "tab\there", "line\nbreak", "\u{1}ctl", "目標"]
            try await index.indexItems([item("k", title: "x", keywords: awkward)])
            for keyword in awkward {
                let escaped = keyword.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    .replacingOccurrences(of: "*", with: "\\*").replacingOccurrences(of: "?", with: "\\?")
                #expect(try await index.identifiers("keywords == \"\(escaped)\"", syntax: .predicate) == ["k"], "\(keyword)")
            }
        }
    }

    /// The ranked window gives the same hits, in the same order, as ranking every match.
    @Test func limitedSearchEqualsTheFullRanking() async throws {
        try await TemporaryStore.withIndex { index in
            var generator = CorpusGenerator(seed: 11)
            try await index.indexItems(generator.items(count: 1_500))
            for query in ["目", "目標", "東京", "の", "ランニング", "goal", "花"] {
                let all = try await index.search(SearchQuery(query, limit: nil)).hits.map(\.uniqueIdentifier)
                for limit in [1, 5, 20, 100] {
                    let limited = try await index.search(SearchQuery(query, limit: limit)).hits.map(\.uniqueIdentifier)
                    #expect(limited == Array(all.prefix(limit)), "\(query) limit \(limit)")
                }
            }
        }
    }
}

@Suite struct DomainIdentifierTests {
    /// `が` written decomposed (か + U+3099) is one Swift character but two code points, and an emoji can
    /// be one character of several: deleting or filtering by such a domain must reach its subdomains.
    @Test(arguments: ["\u{304B}\u{3099}", "🏃‍♀️", "goals"])
    func aDomainReachesItsSubdomainsWhateverItsCharacters(domain: String) async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems([
                item("top", title: "目標", domain: domain), item("sub", title: "目標", domain: domain + ".archived"),
                item("other", title: "目標", domain: domain + "x"),
            ])
            #expect(try await index.identifiers("目標", domains: [domain]) == ["top", "sub"])
            try await index.deleteItems(withDomainIdentifiers: [domain])
            #expect(try await index.identifiers("目標") == ["other"])
        }
    }

    @Test func aCustomAttributeWithNoJSONFormIsRefusedNotStoredAsEmpty() async throws {
        try await TemporaryStore.withIndex { index in
            var bad = item("nan", title: "目標")
            bad.attributeSet.customAttributes = ["score": .number(.nan), "ok": .string("x")]
            let error = await #expect(throws: IntegrationsError.self) {
                try await index.indexItems([item("fine", title: "目標"), bad])
            }
            #expect(error?.message.en == "Item 2 (nan): the custom attribute score cannot be stored (NaN and infinity have no JSON form). Give a finite number. Nothing was indexed.")
            let count = try await index.count()
            #expect(count == 0)
        }
    }

    @Test func aBatchThatKeepsTheClientStateLeavesTheLatestOne() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.apply(SearchIndexBatch(operations: [.index([item("a", title: "目標")])], clientState: Data("v1".utf8)))
            try await index.apply(SearchIndexBatch(operations: [.index([item("b", title: "目標")])], clientState: Data("v2".utf8)))
            try await index.apply(SearchIndexBatch(operations: [.index([item("donated", title: "目標")])], keepsClientState: true))
            #expect(try await index.lastClientState() == Data("v2".utf8))
            #expect(try await index.identifiers("目標").sorted() == ["a", "b", "donated"])
        }
    }

    @Test func aBatchWithoutClientStateClearsTheOneRecordedBefore() async throws {
        try await TemporaryStore.withIndex { index in
            try await index.apply(SearchIndexBatch(operations: [.index([item("a", title: "目標")])], clientState: Data("v1".utf8)))
            #expect(try await index.lastClientState() == Data("v1".utf8))
            try await index.deleteAllItems()
            #expect(try await index.lastClientState() == nil)
        }
    }
}

@Suite struct SearchLimitTests {
    /// A limit near `Int.max` is "all" for any index; it once overflowed `limit + 16` and trapped.
    @Test(arguments: [Int.max, Int.max - 15, 9_223_372_036_854_775_792])
    func aLimitNearTheLargestIntegerFindsEveryHit(limit: Int) async throws {
        try await TemporaryStore.withIndex { index in
            try await index.indexItems([item("a", title: "目標を立てる"), item("b", title: "注目")])
            let results = try await index.search(SearchQuery("目", syntax: .freeText, limit: limit))
            #expect(Set(results.hits.map(\.uniqueIdentifier)) == ["a", "b"])
        }
    }
}

@Suite struct SearchClockTests {
    /// Expiration is decided by the index's clock, not the machine's: under a clock stopped in 2020, an
    /// item that expires in 2021 is stored and found, and under the system clock it is not.
    @Test func expirationFollowsTheIndexClock() async throws {
        let store = try TemporaryStore()
        defer { store.remove() }
        let then = UserClock.fixed(Date(timeIntervalSince1970: 1_577_836_800), timeZone: TimeZone(identifier: "UTC")!)  // 2020-01-01
        let expiring = item("old", title: "期限つきのメモ", expires: Date(timeIntervalSince1970: 1_609_459_200))  // 2021-01-01
        let stopped = try SQLiteSearchIndex.open(at: store.path, clock: then)
        let report = try await stopped.indexItems([expiring], progress: nil)
        #expect(report.indexed == 1 && report.expired == 0)
        #expect(try await stopped.identifiers("期限") == ["old"])
        let now = try SQLiteSearchIndex.open(at: store.folder.path("other.sqlite"))
        #expect(try await now.indexItems([expiring], progress: nil).expired == 1)
        #expect(try await now.identifiers("期限").isEmpty)
    }
}
