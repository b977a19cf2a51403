public import Foundation

/// A full-text index of an app's ``SearchableItem``s, modelled on `CSSearchableIndex`. Every failure is an
/// ``IntegrationsError`` (typed throws), as the host reports it.
///
/// The Linux implementation is `SQLiteSearchIndex` in the `IntegrationsSearch` module: SQLite FTS5
/// with a Japanese-aware tokenizer.
public protocol SearchIndexing: Sendable {
    /// Indexes items, replacing any already indexed with the same unique identifier.
    /// All items land, or none do.
    func indexItems(_ items: [SearchableItem]) async throws(IntegrationsError)

    /// Deletes the items with these unique identifiers. Unknown identifiers are ignored.
    func deleteItems(withIdentifiers identifiers: [String]) async throws(IntegrationsError)

    /// Deletes the items in these domains and their subdomains: `goals` also deletes `goals.archived`.
    func deleteItems(withDomainIdentifiers domainIdentifiers: [String]) async throws(IntegrationsError)

    /// Deletes every item.
    func deleteAllItems() async throws(IntegrationsError)

    /// Applies a batch of operations in one transaction, then records its client state.
    func apply(_ batch: SearchIndexBatch) async throws(IntegrationsError)

    /// The client state recorded by the last batch that landed, or `nil` when none has.
    func lastClientState() async throws(IntegrationsError) -> Data?

    /// Runs a query and returns its hits, best first.
    func search(_ query: SearchQuery) async throws(IntegrationsError) -> SearchResults
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
