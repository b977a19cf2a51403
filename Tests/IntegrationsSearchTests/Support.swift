import Foundation
import IntegrationsCore
import IntegrationsSearch
import IntegrationsTestSupport

/// A fresh store file in a temporary folder, removed when the test is done.
struct TemporaryStore {
    let folder: TemporaryFolder
    var directory: URL { folder.url }
    var path: String { folder.path("store.sqlite") }

    init() throws {
        folder = try TemporaryFolder(prefix: "integrations-tests")
    }

    func remove() {
        folder.remove()
    }

    /// Opens an index in the store, runs `body`, then removes the folder.
    static func withIndex<T>(
        foldsKana: Bool = true,
        _ body: (SQLiteSearchIndex) async throws -> T
    ) async throws -> T {
        let store = try TemporaryStore()
        defer { store.remove() }
        let index = try SQLiteSearchIndex.open(at: store.path, options: TextAnalyzer.Options(foldsKana: foldsKana))
        return try await body(index)
    }
}

func item(_ id: String, title: String? = nil, description: String? = nil, keywords: [String] = [], domain: String? = nil,
          rankingHint: Double? = nil, expires: Date? = nil, modified: Date? = nil) -> SearchableItem {
    SearchableItem(
        uniqueIdentifier: id,
        domainIdentifier: domain,
        expirationDate: expires,
        attributeSet: SearchableItemAttributeSet(
            title: title, contentDescription: description, keywords: keywords, rankingHint: rankingHint,
            contentModificationDate: modified))
}

extension SQLiteSearchIndex {
    /// The identifiers of every hit for `text`, as a set.
    func identifiers(_ text: String, syntax: SearchQuery.Syntax = .freeText, domains: [String] = []) async throws -> Set<String> {
        Set(try await search(SearchQuery(text, syntax: syntax, domainIdentifiers: domains, limit: nil)).hits.map(\.uniqueIdentifier))
    }
}
