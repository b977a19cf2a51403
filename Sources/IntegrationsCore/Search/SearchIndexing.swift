public import Foundation

/// What a write tells as it goes: how many of its items are done, of how many.
public typealias SearchIndexProgress = @Sendable (_ done: Int, _ total: Int) -> Void

/// A full-text index of an app's ``SearchableItem``s, modelled on `CSSearchableIndex`. Every failure is an
/// ``IntegrationsError`` (typed throws), as the host reports it.
///
/// The Linux implementation is `SQLiteSearchIndex` in the `IntegrationsSearch` module: SQLite FTS5
/// with a Japanese-aware tokenizer. An app may plug in its own (`AppHost.Parts.searchIndex`): it
/// implements the five requirements below, and the single-operation calls (``indexItems(_:)``,
/// ``deleteItems(withIdentifiers:)``, ``deleteAllItems()``…) come with them, each a batch of one
/// operation without client state, as on iOS.
public protocol SearchIndexing: Sendable {
    /// Applies a batch of operations in one transaction, then records its client state: all land, or
    /// none do.
    ///
    /// An item already expired is not stored (it removes any item indexed under its identifier); an
    /// identifier given twice keeps the last item given.
    ///
    /// - Parameters:
    ///   - batch: The operations and the client state.
    ///   - progress: Told how many items are indexed as the batch goes, when the index can tell.
    ///   - waitingForLock: Whether to wait for another writer; when `false` and another writer holds
    ///     the index, the batch fails at once with ``IntegrationsError/Kind/storeLocked``.
    /// - Returns: What the batch stored and deleted.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidItems`` (nothing written)
    ///   or a kind naming why the index cannot be written.
    @discardableResult
    func apply(_ batch: SearchIndexBatch, progress: SearchIndexProgress?, waitingForLock: Bool) async throws(IntegrationsError) -> SearchIndexReport

    /// The client state recorded by the last batch that landed, or `nil` when none has.
    func lastClientState() async throws(IntegrationsError) -> Data?

    /// Runs a query and returns its hits, best first, at most the query's limit, with how many match in
    /// all (``SearchResults/total``: count them when the limit cut the list).
    func search(_ query: SearchQuery) async throws(IntegrationsError) -> SearchResults

    /// How many items match the query, whatever its limit: the total a page of hits is taken from.
    func count(matching query: SearchQuery) async throws(IntegrationsError) -> Int

    /// The content URL of the item with this unique identifier (what selecting it opens), or `nil` when
    /// the index has no such item or the item has no URL.
    func contentURL(ofItem identifier: String) async throws(IntegrationsError) -> URL?
}

extension SearchIndexing {
    /// Applies a batch, waiting for any other writer, with no progress told.
    public func apply(_ batch: SearchIndexBatch) async throws(IntegrationsError) {
        try await apply(batch, progress: nil, waitingForLock: true)
    }

    /// Indexes items, replacing any already indexed with the same unique identifier.
    /// All items land, or none do; the recorded client state is cleared.
    public func indexItems(_ items: [SearchableItem]) async throws(IntegrationsError) {
        try await apply(SearchIndexBatch(operations: [.index(items)]))
    }

    /// Deletes the items with these unique identifiers. Unknown identifiers are ignored.
    public func deleteItems(withIdentifiers identifiers: [String]) async throws(IntegrationsError) {
        try await apply(SearchIndexBatch(operations: [.deleteIdentifiers(identifiers)]))
    }

    /// Deletes the items in these domains and their subdomains: `tasks` also deletes `tasks.archived`.
    public func deleteItems(withDomainIdentifiers domainIdentifiers: [String]) async throws(IntegrationsError) {
        try await apply(SearchIndexBatch(operations: [.deleteDomains(domainIdentifiers)]))
    }

    /// Deletes every item.
    public func deleteAllItems() async throws(IntegrationsError) {
        try await apply(SearchIndexBatch(operations: [.deleteAll]))
    }
}

/// Operations that land together or not at all, like `CSSearchableIndex.beginBatch()` …
/// `endBatch(withClientState:)`.
public struct SearchIndexBatch: Sendable, Hashable {
    /// One change to the index.
    public enum Operation: Sendable, Hashable {
        /// Index (or replace) items.
        case index([SearchableItem])
        /// Delete items by unique identifier.
        case deleteIdentifiers([String])
        /// Delete items by domain, hierarchically.
        case deleteDomains([String])
        /// Delete every item.
        case deleteAll
    }

    /// The operations, applied in order.
    public var operations: [Operation]
    /// Opaque data the app stores with the batch, to know later how far it got. A batch without client
    /// state clears the recorded one (its description of the index is no longer true), unless
    /// ``keepsClientState`` is set.
    public var clientState: Data?
    /// Whether the batch leaves the recorded client state as it is, as items indexed outside a batch do
    /// on iOS: for a change the client state does not describe (a donated activity in a domain of its
    /// own). Decided inside the batch's transaction, so no other batch's state is overwritten with an
    /// older one read before it.
    public var keepsClientState: Bool

    /// Creates a batch.
    public init(operations: [Operation] = [], clientState: Data? = nil, keepsClientState: Bool = false) {
        self.operations = operations
        self.clientState = clientState
        self.keepsClientState = keepsClientState
    }
}

/// What a batch changed in an index: what was stored, and why the rest was not.
public struct SearchIndexReport: Sendable, Hashable, Codable {
    /// How many items were stored (new or replacing one with the same unique identifier).
    public var indexed: Int
    /// Unique identifiers given more than once in the batch; the last item given was kept.
    public var repeatedIdentifiers: [String]
    /// How many items had already expired: none was stored, and each replaced (removed) any item
    /// indexed earlier under its identifier.
    public var expired: Int
    /// How many items the batch's deletions removed.
    public var deleted: Int

    /// Creates a report.
    public init(indexed: Int = 0, repeatedIdentifiers: [String] = [], expired: Int = 0, deleted: Int = 0) {
        self.indexed = indexed
        self.repeatedIdentifiers = repeatedIdentifiers
        self.expired = expired
        self.deleted = deleted
    }
}
