import Foundation
import GRDB
public import IntegrationsCore
public import IntegrationsStore
public import Logging

/// The Linux implementation of ``SearchIndexing``: SQLite FTS5 through GRDB, with the Japanese-aware
/// ``TextAnalyzer`` as its tokenizer.
///
/// ```swift
/// let index = try SQLiteSearchIndex.open(at: "/tmp/index.sqlite")
/// try await index.indexItems([item])
/// let results = try await index.search(SearchQuery("目標"))
/// ```
///
/// Every write is one transaction: a batch lands whole or not at all, and a process killed mid-write
/// leaves the store as it was before. Expired items are never returned and are purged at each write.
///
/// Ranking of free text is FTS5's bm25 with field weights title 10, displayName 8, keywords 5,
/// contentDescription 1; ties go to the higher ``SearchableItemAttributeSet/rankingHint``, then the more
/// recent ``SearchableItemAttributeSet/contentModificationDate``, then the unique identifier.
///
/// ## Topics
/// ### Opening
/// - ``open(at:options:logger:)``
/// - ``init(store:options:logger:)``
/// ### Writing
/// - ``indexItems(_:progress:)``
/// - ``apply(_:progress:)``
/// ### Reading
/// - ``search(_:)``
/// - ``searchNow(_:calendar:)``
/// - ``count()``
public final class SQLiteSearchIndex: SearchIndexing {
    /// The store the index lives in.
    public let store: Store
    /// The text options the index was built with.
    public let options: TextAnalyzer.Options
    /// The clock that decides what has expired (items past their `expirationDate`) and what `$time`
    /// predicates mean: the user's, or a fixed one in tests and scripts.
    public let clock: UserClock
    let logger: Logger
    /// Whether the store's full-text index was built with other text options than ``options`` and was
    /// left as it is because the store is read-only: searches then fold text as the index was built (with
    /// or without kana folding), not as ``options`` ask. A command says so to the person searching.
    public let keepsOtherTextOptions: Bool

    /// Called with (items done, items in all) while a write indexes items.
    public typealias Progress = SearchIndexProgress

    /// Opens the index in a store that holds nothing else (tests, tools).
    ///
    /// - Parameters:
    ///   - path: The store's file path.
    ///   - options: Text options; when the store was built with others, its index is rebuilt.
    ///   - clock: What time it is, for expiration and `$time` (the system's by default).
    ///   - logger: Where to log.
    public static func open(
        at path: String,
        options: TextAnalyzer.Options = TextAnalyzer.Options(),
        clock: UserClock = .system,
        logger: Logger = Logger(label: "integrations.search")
    ) throws(IntegrationsError) -> SQLiteSearchIndex {
        let store = try Store.open(at: path, schemas: [SearchSchema(options: options)])
        return try SQLiteSearchIndex(store: store, options: options, clock: clock, logger: logger)
    }

    /// Uses a store opened with ``SearchSchema``.
    ///
    /// When the store's full-text index was built with other text options it is rebuilt, which writes;
    /// a store whose index is current is only read.
    public init(
        store: Store, options: TextAnalyzer.Options, clock: UserClock = .system, logger: Logger = Logger(label: "integrations.search")
    ) throws(IntegrationsError) {
        self.store = store
        self.options = options
        self.clock = clock
        self.logger = logger
        let differs = try store.read { db in try !SearchSchema.hasOptions(db, options: options) }
        keepsOtherTextOptions = differs && store.isReadOnly
        guard differs else { return }
        if store.isReadOnly {
            // A log for developers; the person searching reads `keepsOtherTextOptions` in their language.
            logger.debug("The store's full-text index was built with other text options and the store is read-only", metadata: ["store": "\(store.path)"])
            return
        }
        try store.writeNow { db in try SearchSchema.rebuild(db, options: options) }
        logger.info("Rebuilt the full-text index for new text options", metadata: ["foldsKana": "\(options.foldsKana)"])
    }
}
