import Foundation
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// The in-memory implementations tests build on keep their protocols' rules.
@Suite struct InMemoryPartsTests {
    static func item(_ id: String, _ domain: String, _ title: String, hint: Double = 0.5) -> SearchableItem {
        SearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: SearchableItemAttributeSet(title: title, rankingHint: hint))
    }

    @Test func theIndexAppliesBatchesWholeDeletesDomainsByHierarchyAndKeepsClientState() async throws {
        let index = InMemorySearchIndex()
        try await index.apply(SearchIndexBatch(operations: [.index([Self.item("a", "tasks", "Buy miso"), Self.item("b", "tasks.archived", "Miso soup", hint: 0.9)])],
                                               clientState: Data("v1".utf8)))
        #expect(try await index.search(SearchQuery("miso")).hits.map(\.uniqueIdentifier) == ["b", "a"])
        #expect(try await index.search(SearchQuery("miso", domainIdentifiers: ["tasks.archived"])).hits.map(\.uniqueIdentifier) == ["b"])
        // A batch with an item that cannot be indexed changes nothing, client state included.
        await #expect(throws: IntegrationsError.self) {
            try await index.apply(SearchIndexBatch(operations: [.deleteAll, .index([Self.item("", "tasks", "x")])], clientState: Data("v2".utf8)))
        }
        #expect(try await index.lastClientState() == Data("v1".utf8))
        try await index.apply(SearchIndexBatch(operations: [.deleteDomains(["tasks"])], keepsClientState: true))
        #expect(try await index.search(SearchQuery("miso")).hits.isEmpty)
        #expect(try await index.lastClientState() == Data("v1".utf8))
        // A change outside a batch that keeps it says the recorded state no longer describes the index.
        try await index.indexItems([Self.item("c", "notes", "Miso")])
        #expect(try await index.lastClientState() == nil)
        await #expect(throws: IntegrationsError.self) { try await index.search(SearchQuery(#"title == "miso*""#, syntax: .predicate)) }
    }

    @Test func theLogCountsADayOnceAndStreaksEndTodayOrYesterday() async throws {
        let log = InMemoryCompletionLog()
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let day = try Date("2026-11-20T23:30:00+09:00", strategy: .iso8601)
        _ = try await log.complete("t", at: day, timeZone: tokyo)
        guard case .alreadyCompleted = try await log.complete("t", at: day.addingTimeInterval(600), timeZone: tokyo) else {
            Issue.record("a second completion the same day was recorded"); return
        }
        _ = try await log.complete("t", at: day.addingTimeInterval(3600), timeZone: tokyo)  // 00:30 the next day
        let next = CalendarDay(date: day.addingTimeInterval(3600), timeZone: tokyo)
        #expect(try await log.streak(of: "t", today: next) == 2)
        #expect(try await log.streak(of: "t", today: next.adding(days: 1)) == 2)
        #expect(try await log.streak(of: "t", today: next.adding(days: 2)) == 0)
    }
}
