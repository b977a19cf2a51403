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
        try await index.apply(SearchIndexBatch(operations: [.index([item("a", title: "miso soup", domain: "tasks"), item("b", title: "miso ramen", domain: "tasks.archived")])],
                                               clientState: Data("v1".utf8)))
        try await record("batch")
        try await index.apply(SearchIndexBatch(operations: [.deleteIdentifiers(["a"])], keepsClientState: true))
        try await record("kept")
        try await index.indexItems([item("c", title: "miso glaze", domain: "notes")])
        try await record("indexItems")
        try await index.apply(SearchIndexBatch(operations: [.index([item("d", title: "white miso")])], clientState: Data("v2".utf8)))
        try await index.deleteItems(withDomainIdentifiers: ["tasks"])
        try await record("deleteDomains")
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
            "batch: [\"a\", \"b\"] v1", "kept: [\"b\"] v1", "indexItems: [\"b\", \"c\"] nil",
            "deleteDomains: [\"c\", \"d\"] nil", "refused: [\"c\", \"d\"] nil", "deleteAll: [] nil",
        ])
    }
}
