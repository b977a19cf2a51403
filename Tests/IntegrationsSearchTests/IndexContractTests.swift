import Foundation
import IntegrationsCore
import IntegrationsSearch
import IntegrationsTestSupport
import Testing

/// The SQLite index and the in-memory one tests use keep the same `SearchIndexing` rules: the same
/// operations leave the same items and the same client state in both.
@Suite struct IndexContractTests {
    /// Runs the protocol's operations on `index` and returns what it held after each step.
    static func steps(_ index: any SearchIndexing) async throws -> [String] {
        var seen: [String] = []
        func record(_ step: String) async throws {
            let hits = try await index.search(SearchQuery("miso", syntax: .freeText)).hits.map(\.uniqueIdentifier).sorted()
            let state = try await index.lastClientState().map { String(decoding: $0, as: UTF8.self) } ?? "nil"
            seen.append("\(step): \(hits) \(state)")
        }
        let first = try await index.apply(SearchIndexBatch(
            operations: [.index([item("a", title: "miso soup", domain: "tasks"), item("b", title: "miso ramen", domain: "tasks.archived"),
                                 item("a", title: "miso soup", domain: "tasks"), item("gone", title: "miso", expires: Date(timeIntervalSince1970: 1))])],
            clientState: Data("v1".utf8)), progress: nil, waitingForLock: true)
        seen.append("report: \(first.indexed) indexed, \(first.repeatedIdentifiers) repeated, \(first.expired) expired, \(first.deleted) deleted")
        try await record("batch")
        let all = SearchQuery("miso", syntax: .freeText)
        var one = all
        one.limit = 1
        var none = all
        none.limit = 0
        seen.append("count \(try await index.count(matching: one)), page \(try await index.search(one).hits.count), limit 0 \(try await index.search(none).hits.count)")
        try await index.apply(SearchIndexBatch(operations: [.deleteIdentifiers(["a"])], keepsClientState: true))
        try await record("kept")
        try await index.indexItems([item("c", title: "miso glaze", domain: "notes")])
        try await record("indexItems")
        try await index.apply(SearchIndexBatch(operations: [.index([item("d", title: "white miso")])], clientState: Data("v2".utf8)))
        try await index.deleteItems(withDomainIdentifiers: ["tasks"])
        try await record("deleteDomains")
        let withURL = SearchableItem(uniqueIdentifier: "e", attributeSet: SearchableItemAttributeSet(title: "e", contentURL: URL(string: "app://e")))
        let deleted = try await index.apply(SearchIndexBatch(operations: [.index([withURL]), .deleteIdentifiers(["e", "nobody"])]), progress: nil, waitingForLock: true)
        try await index.indexItems([withURL])
        seen.append("deleted \(deleted.deleted); url \(try await index.contentURL(ofItem: "e")?.absoluteString ?? "nil"), \(try await index.contentURL(ofItem: "c")?.absoluteString ?? "nil")")
        await #expect(throws: IntegrationsError.self) {
            try await index.apply(SearchIndexBatch(operations: [.deleteAll, .index([item("", title: "x")])], clientState: Data("v3".utf8)))
        }
        try await record("refused")
        try await index.deleteAllItems()
        try await record("deleteAll")
        return seen
    }

    @Test func bothIndexesKeepTheSameRules() async throws {
        let memory = try await Self.steps(InMemorySearchIndex())
        let sqlite = try await TemporaryStore.withIndex { try await Self.steps($0) }
        #expect(memory == sqlite)
        #expect(memory == [
            "report: 2 indexed, [\"a\"] repeated, 1 expired, 0 deleted",
            "batch: [\"a\", \"b\"] v1", "count 2, page 1, limit 0 0", "kept: [\"b\"] v1", "indexItems: [\"b\", \"c\"] nil",
            "deleteDomains: [\"c\", \"d\"] nil", "deleted 1; url app://e, nil", "refused: [\"c\", \"d\"] nil", "deleteAll: [] nil",
        ])
    }
}
