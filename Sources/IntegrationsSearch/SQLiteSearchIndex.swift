public import Foundation
package import GRDB
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
    private let logger: Logger

    /// Called with (items done, items in all) while a write indexes items.
    public typealias Progress = @Sendable (Int, Int) -> Void

    /// Opens the index in a store that holds nothing else (tests, tools).
    ///
    /// - Parameters:
    ///   - path: The store's file path.
    ///   - options: Text options; when the store was built with others, its index is rebuilt.
    ///   - logger: Where to log.
    public static func open(
        at path: String,
        options: TextAnalyzer.Options = TextAnalyzer.Options(),
        logger: Logger = Logger(label: "integrations.search")
    ) throws(IntegrationsError) -> SQLiteSearchIndex {
        let store = try Store.open(at: path, schemas: [SearchSchema(options: options)])
        return try SQLiteSearchIndex(store: store, options: options, logger: logger)
    }

    /// Uses a store opened with ``SearchSchema``.
    ///
    /// When the store's full-text index was built with other text options it is rebuilt, which writes;
    /// a store whose index is current is only read.
    public init(store: Store, options: TextAnalyzer.Options, logger: Logger = Logger(label: "integrations.search")) throws(IntegrationsError) {
        self.store = store
        self.options = options
        self.logger = logger
        guard try store.read({ db in try !SearchSchema.hasOptions(db, options: options) }) else { return }
        if store.isReadOnly {
            logger.warning("The store's full-text index was built with other text options and the store is read-only", metadata: ["store": "\(store.path)"])
            return
        }
        try store.writeNow { db in try SearchSchema.rebuild(db, options: options) }
        logger.info("Rebuilt the full-text index for new text options", metadata: ["foldsKana": "\(options.foldsKana)"])
    }

    // MARK: - Writing

    public func indexItems(_ items: [SearchableItem]) async throws {
        try await apply(SearchIndexBatch(operations: [.index(items)]), progress: nil)
    }

    /// Indexes items in one transaction, reporting progress.
    @discardableResult
    public func indexItems(_ items: [SearchableItem], progress: Progress?) async throws(IntegrationsError) -> SearchIndexReport {
        try await apply(SearchIndexBatch(operations: [.index(items)]), progress: progress)
    }

    public func deleteItems(withIdentifiers identifiers: [String]) async throws {
        try await apply(SearchIndexBatch(operations: [.deleteIdentifiers(identifiers)]), progress: nil)
    }

    public func deleteItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        try await apply(SearchIndexBatch(operations: [.deleteDomains(domainIdentifiers)]), progress: nil)
    }

    public func deleteAllItems() async throws {
        try await apply(SearchIndexBatch(operations: [.deleteAll]), progress: nil)
    }

    public func apply(_ batch: SearchIndexBatch) async throws {
        try await apply(batch, progress: nil)
    }

    /// Applies a batch in one transaction, reporting progress while it indexes items.
    ///
    /// Items already expired are not stored (each removes any item indexed under its identifier); an
    /// identifier given twice keeps the last item. A batch without client state clears the one recorded
    /// before: the index no longer is what that state described.
    ///
    /// - Parameters:
    ///   - batch: The operations and client state.
    ///   - progress: Called while items are indexed.
    ///   - waitingForLock: Whether to wait for another process's write lock (see ``Store/write(waitingForLock:_:)``).
    /// - Returns: What was stored and deleted, and why any item was not stored.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidItems`` (nothing written)
    ///   or a store error.
    @discardableResult
    public func apply(_ batch: SearchIndexBatch, progress: Progress?, waitingForLock: Bool = true) async throws(IntegrationsError) -> SearchIndexReport {
        // An empty domain is no domain: deleting it would delete every domain starting with a dot.
        for case .deleteDomains(let domains) in batch.operations where domains.contains(where: \.isEmpty) {
            throw IntegrationsError(.invalidItems, LocalizedText(
                ja: "削除するドメインの名前が空です。何も削除していません。", en: "A domain to delete has an empty name. Nothing was deleted."))
        }
        var itemCount = 0
        for case .index(let items) in batch.operations {
            for (offset, item) in items.enumerated() {
                if let problem = item.problem {
                    throw IntegrationsError(.invalidItems, LocalizedText(
                        ja: "\(offset + 1)番目の項目: \(problem.ja)何も索引していません。",
                        en: "Item \(offset + 1): \(problem.en) Nothing was indexed."))
                }
            }
            itemCount += items.count
        }
        let now = Date()
        let total = itemCount
        let report = try await store.write(waitingForLock: waitingForLock) { db in
            try Self.apply(batch, in: db, now: now, progress: progress, total: total)
        }
        logger.debug("Applied a batch", metadata: ["operations": "\(batch.operations.count)", "items": "\(total)"])
        return report
    }

    /// Applies `batch` inside the caller's write transaction on the store (see
    /// ``Store/write(waitingForLock:_:)``), so that it commits or rolls back with the caller's other
    /// writes: a donation indexed with the completion that caused it. Items must have passed
    /// ``SearchableItem/identifierProblem``.
    package static func apply(_ batch: SearchIndexBatch, in db: Database, now: Date, progress: Progress? = nil, total: Int = 0) throws -> SearchIndexReport {
        var report = SearchIndexReport()
        // Whether each identifier given ends up stored: the last item given decides.
        var stored: [String: Bool] = [:]
        var repeated: Set<String> = []
        var done = 0
        for operation in batch.operations {
            switch operation {
            case .index(let items):
                let upsert = try db.cachedStatement(sql: Self.upsertSQL)
                let delete = try db.cachedStatement(sql: "DELETE FROM searchItem WHERE uniqueIdentifier = ?")
                for (offset, item) in items.enumerated() {
                    let expired = item.expirationDate.map { $0 <= now } ?? false
                    if stored.updateValue(!expired, forKey: item.uniqueIdentifier) != nil,
                        repeated.insert(item.uniqueIdentifier).inserted
                    {
                        report.repeatedIdentifiers.append(item.uniqueIdentifier)
                    }
                    if expired {
                        try delete.execute(arguments: [item.uniqueIdentifier])
                        report.expired += 1
                    } else {
                        try upsert.execute(arguments: Self.arguments(for: item, offset: offset))
                    }
                    done += 1
                    if let progress, done % 500 == 0 || done == total { progress(done, total) }
                }
            case .deleteIdentifiers(let identifiers):
                let statement = try db.cachedStatement(sql: "DELETE FROM searchItem WHERE uniqueIdentifier = ?")
                for identifier in identifiers {
                    try statement.execute(arguments: [identifier])
                    report.deleted += db.changesCount
                }
            case .deleteDomains(let domains):
                let statement = try db.cachedStatement(sql: "DELETE FROM searchItem WHERE \(Self.domainCondition(column: "domainIdentifier"))")
                for domain in domains {
                    try statement.execute(arguments: Self.domainArguments(domain))
                    report.deleted += db.changesCount
                }
            case .deleteAll:
                try db.execute(sql: "DELETE FROM searchItem")
                report.deleted += db.changesCount
            }
        }
        if batch.keepsClientState {
            // What the last batch recorded still describes the index.
        } else if let clientState = batch.clientState {
            try db.execute(
                sql: "INSERT INTO searchClientState(id, clientState) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET clientState = excluded.clientState",
                arguments: [clientState])
        } else {
            try db.execute(sql: "DELETE FROM searchClientState")
        }
        try db.execute(sql: "DELETE FROM searchItem WHERE expirationDate <= ?", arguments: [now.timeIntervalSince1970])
        report.indexed = stored.values.count { $0 }
        return report
    }

    /// The SQL condition "in this domain or one of its subdomains", for ``domainArguments(_:)``.
    ///
    /// A subdomain of `a` is any identifier starting with `a.`; those sort, byte by byte, from `a.` up
    /// to but not including `a/` (`/` follows `.`), so the test is a range the column's index serves,
    /// and no length is counted (Swift and SQLite count characters differently).
    static func domainCondition(column: String) -> String {
        "(\(column) = ? OR (\(column) >= ? AND \(column) < ?))"
    }

    static func domainArguments(_ domain: String) -> StatementArguments {
        [domain, domain + ".", domain + "/"]
    }

    public func lastClientState() async throws -> Data? {
        try await store.read { db in
            try Data.fetchOne(db, sql: "SELECT clientState FROM searchClientState WHERE id = 1")
        }
    }

    /// The content URL of the item with this unique identifier: what selecting it in Spotlight opens.
    /// `nil` when the index has no such item, or the item has no URL.
    public func contentURL(ofItem identifier: String) throws(IntegrationsError) -> URL? {
        try store.read { db in
            try String.fetchOne(db, sql: "SELECT contentURL FROM searchItem WHERE uniqueIdentifier = ?", arguments: [identifier]).flatMap(URL.init(string:))
        }
    }

    /// How many items the index holds, expired ones included until the next write purges them.
    public func count() async throws(IntegrationsError) -> Int {
        try await store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM searchItem") ?? 0 }
    }

    private static let upsertSQL = """
        INSERT INTO searchItem (uniqueIdentifier, domainIdentifier, expirationDate, title, displayName,
            contentDescription, keywords, keywordList, contentURL, thumbnailURL, rankingHint,
            contentCreationDate, contentModificationDate, customAttributes)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT(uniqueIdentifier) DO UPDATE SET
            domainIdentifier = excluded.domainIdentifier, expirationDate = excluded.expirationDate,
            title = excluded.title, displayName = excluded.displayName,
            contentDescription = excluded.contentDescription, keywords = excluded.keywords,
            keywordList = excluded.keywordList, contentURL = excluded.contentURL,
            thumbnailURL = excluded.thumbnailURL, rankingHint = excluded.rankingHint,
            contentCreationDate = excluded.contentCreationDate,
            contentModificationDate = excluded.contentModificationDate,
            customAttributes = excluded.customAttributes
        """

    private static func arguments(for item: SearchableItem, offset: Int) throws -> StatementArguments {
        let attributes = item.attributeSet
        let keywordList = JSONText.array(of: attributes.keywords)
        var custom = "{}"
        if !attributes.customAttributes.isEmpty {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            do {
                custom = String(decoding: try encoder.encode(attributes.customAttributes), as: UTF8.self)
            } catch {
                let names = attributes.customAttributes.filter { (try? encoder.encode([$0.key: $0.value])) == nil }.keys.sorted()
                throw IntegrationsError(.invalidItems, LocalizedText(
                    ja: "\(offset + 1)番目の項目（\(item.uniqueIdentifier)）のカスタム属性 \(names.joined(separator: ", ")) を保存できません（NaN や無限大は JSON にできません）。有限の数値にしてください。何も索引していません。",
                    en: "Item \(offset + 1) (\(item.uniqueIdentifier)): the custom attribute \(names.joined(separator: ", ")) cannot be stored (NaN and infinity have no JSON form). Give a finite number. Nothing was indexed."))
            }
        }
        let values: [(any DatabaseValueConvertible)?] = [
            item.uniqueIdentifier,
            item.domainIdentifier,
            item.expirationDate?.timeIntervalSince1970,
            attributes.title,
            attributes.displayName,
            attributes.contentDescription,
            attributes.keywords.isEmpty ? nil : attributes.keywords.joined(separator: "\n"),
            keywordList,
            attributes.contentURL?.absoluteString,
            attributes.thumbnailURL?.absoluteString,
            attributes.rankingHint,
            attributes.contentCreationDate?.timeIntervalSince1970,
            attributes.contentModificationDate?.timeIntervalSince1970,
            custom,
        ]
        return StatementArguments(values)
    }

    // MARK: - Reading

    public func search(_ query: SearchQuery) async throws -> SearchResults {
        try searchNow(query, calendar: nil)
    }

    /// Runs a query; `$time` values are measured in `calendar`'s time zone (`nil`: the user's calendar,
    /// which is only looked up for predicates: making it costs more than a free-text search).
    public func search(_ query: SearchQuery, calendar: Calendar?) async throws(IntegrationsError) -> SearchResults {
        try searchNow(query, calendar: calendar)
    }

    /// Runs a query synchronously, reading on the calling thread: for callers on a thread of their own (a
    /// command-line tool, a benchmark) that need not hop to an executor and back (see Docs/Decisions.md).
    ///
    /// - Parameters:
    ///   - query: The query.
    ///   - calendar: The calendar `$time` values are measured in; `nil` is the user's.
    public func searchNow(_ query: SearchQuery, calendar: Calendar? = nil) throws(IntegrationsError) -> SearchResults {
        let date = query.date ?? Date()
        let limit = query.limit.map { max(0, $0) }
        let (filter, filterArguments) = Self.filter(query, date: date)
        let limitClause = limit.map { "LIMIT \($0)" } ?? ""

        switch try query.parsed() {
        case .freeText(let freeText):
            let analyzer = TextAnalyzer(options: options)
            let pattern = FreeTextPattern(freeText, analyzer: analyzer)
            guard let match = pattern.match, limit != 0 else { return SearchResults(query: query.text, hits: []) }
            let rows = try rankedRows(match: match, limit: limit, filter: filter, filterArguments: filterArguments)
            let highlighter = Highlighter(terms: pattern.terms, analyzer: analyzer)
            let hits = rows.map { row in
                hit(row, score: row.rank == 0 ? 0 : -row.rank, snippet: highlighter.snippet(
                    fields: [row.contentDescription, row.title, row.displayName],
                    keywords: row.keywords))
            }
            return SearchResults(query: query.text, hits: hits)

        case .predicate(let predicate):
            guard limit != 0 else { return SearchResults(query: query.text, hits: []) }
            let compiled = PredicateSQL(predicate, date: date, calendar: calendar ?? .current)
            let sql = """
                SELECT s.uniqueIdentifier, s.domainIdentifier, s.title, s.displayName, s.contentDescription,
                       s.keywords, s.contentURL, coalesce(s.rankingHint, 0), s.rankingHint, s.contentModificationDate
                FROM searchItem s
                WHERE \(filter) AND \(compiled.sql)
                ORDER BY coalesce(s.rankingHint, 0) DESC, coalesce(s.contentModificationDate, 0) DESC, s.uniqueIdentifier
                \(limitClause)
                """
            var arguments = filterArguments
            arguments += compiled.arguments
            let rows = try fetch(sql, arguments)
            let hits = rows.map { row in
                hit(row, score: row.rank, snippet: Highlighter.cut(row.contentDescription ?? row.title ?? "", byteRanges: []))
            }
            return SearchResults(query: query.text, hits: hits)
        }
    }

    /// How many items match the query, whatever its limit: the total a page of hits is taken from.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidQuery`` for a malformed
    ///   query, or a store error.
    public func countNow(_ query: SearchQuery, calendar: Calendar? = nil) throws(IntegrationsError) -> Int {
        let date = query.date ?? Date()
        let (filter, filterArguments) = Self.filter(query, date: date)
        var arguments = StatementArguments()
        let sql: String
        switch try query.parsed() {
        case .freeText(let freeText):
            guard let match = FreeTextPattern(freeText, analyzer: TextAnalyzer(options: options)).match else { return 0 }
            sql = """
                SELECT count(*) FROM searchItemText JOIN searchItem s ON s.id = searchItemText.rowid
                WHERE searchItemText MATCH ? AND \(filter)
                """
            arguments = [match]
            arguments += filterArguments
        case .predicate(let predicate):
            let compiled = PredicateSQL(predicate, date: date, calendar: calendar ?? .current)
            sql = "SELECT count(*) FROM searchItem s WHERE \(filter) AND \(compiled.sql)"
            arguments = filterArguments
            arguments += compiled.arguments
        }
        return try store.read { db in try Int.fetchOne(db, sql: sql, arguments: arguments) ?? 0 }
    }

    /// The SQL condition every search applies (not expired at `date`, in the query's domains).
    private static func filter(_ query: SearchQuery, date: Date) -> (String, StatementArguments) {
        var filter = "(s.expirationDate IS NULL OR s.expirationDate > ?)"
        var arguments: StatementArguments = [date.timeIntervalSince1970]
        if !query.domainIdentifiers.isEmpty {
            filter += " AND (" + query.domainIdentifiers.map { _ in domainCondition(column: "s.domainIdentifier") }.joined(separator: " OR ") + ")"
            for domain in query.domainIdentifiers { arguments += domainArguments(domain) }
        }
        return (filter, arguments)
    }

    /// The columns a search reads, in the order the SQL selects them.
    private struct ItemRow: Sendable {
        var uniqueIdentifier: String
        var domainIdentifier: String?
        var title: String?
        var displayName: String?
        var contentDescription: String?
        var keywords: String?
        var contentURL: String?
        var rank: Double
        var rankingHint: Double?
        var contentModificationDate: Double?

        init(_ row: Row) {
            uniqueIdentifier = row[0]
            domainIdentifier = row[1]
            title = row[2]
            displayName = row[3]
            contentDescription = row[4]
            keywords = row[5]
            contentURL = row[6]
            rank = row[7]
            rankingHint = row[8]
            contentModificationDate = row[9]
        }

        /// The order of free-text hits: bm25 (lower is better), then ranking hint, recency, identifier.
        static func precedes(_ a: ItemRow, _ b: ItemRow) -> Bool {
            if a.rank != b.rank { return a.rank < b.rank }
            let (hintA, hintB) = (a.rankingHint ?? 0, b.rankingHint ?? 0)
            if hintA != hintB { return hintA > hintB }
            let (dateA, dateB) = (a.contentModificationDate ?? 0, b.contentModificationDate ?? 0)
            if dateA != dateB { return dateA > dateB }
            return a.uniqueIdentifier < b.uniqueIdentifier
        }
    }

    /// Free-text rows in rank order.
    ///
    /// With a limit, FTS5 first ranks only the best `limit + 16` rows by bm25 (no join, no tie-breakers),
    /// and just those are read from `searchItem` and filtered. That answer is exact unless the window was
    /// too small: filters removed too many rows, or the last row kept ties with rows outside the window.
    /// Then the full query runs, ranking every match.
    ///
    /// The read is synchronous: it takes well under a millisecond for a limited query, and hopping to
    /// GRDB's reader queue and back cost about 80 µs, a third of the query (see Docs/Benchmarks.md).
    private func rankedRows(
        match: String, limit: Int?, filter: String, filterArguments: StatementArguments
    ) throws(IntegrationsError) -> [ItemRow] {
        let weights = SearchSchema.weights.map { String($0) }.joined(separator: ", ")
        let columns = """
            s.uniqueIdentifier, s.domainIdentifier, s.title, s.displayName, s.contentDescription, s.keywords,
            s.contentURL
            """
        return try store.read { db in
                if let limit {
                    // Saturating: a limit near Int.max ("all", from a script) must not overflow.
                    let window = limit.addingReportingOverflow(16).overflow ? Int.max : limit + 16
                    let top = try Row.fetchAll(db.cachedStatement(sql: """
                        SELECT rowid, bm25(searchItemText, \(weights)) AS rank FROM searchItemText
                        WHERE searchItemText MATCH ? ORDER BY rank LIMIT ?
                        """), arguments: [match, window])
                    if top.isEmpty { return [] }
                    // One statement reads the window's rows (ids passed as a JSON array, so the SQL never
                    // changes and stays cached).
                    let byIdentifiers = try db.cachedStatement(sql: """
                        SELECT \(columns), 0, s.rankingHint, s.contentModificationDate, s.id
                        FROM json_each(?) AS candidate JOIN searchItem s ON s.id = candidate.value
                        WHERE \(filter)
                        """)
                    var ranks: [Int64: Double] = [:]
                    ranks.reserveCapacity(top.count)
                    for candidate in top { ranks[candidate[0]] = candidate[1] }
                    var arguments: StatementArguments = ["[" + top.map { String($0[0] as Int64) }.joined(separator: ",") + "]"]
                    arguments += filterArguments
                    var rows: [ItemRow] = []
                    rows.reserveCapacity(top.count)
                    let cursor = try Row.fetchCursor(byIdentifiers, arguments: arguments)
                    while let row = try cursor.next() {
                        var item = ItemRow(row)
                        item.rank = ranks[row[10]] ?? 0
                        rows.append(item)
                    }
                    rows.sort(by: ItemRow.precedes)
                    let exhausted = top.count < window
                    let lastOutsideRank: Double = top[top.count - 1][1]
                    if exhausted || (rows.count >= limit && rows[limit - 1].rank < lastOutsideRank) {
                        return Array(rows.prefix(limit))
                    }
                }
                var arguments: StatementArguments = [match]
                arguments += filterArguments
                return try Row.fetchAll(db, sql: """
                    SELECT \(columns), m.rank, s.rankingHint, s.contentModificationDate
                    FROM (SELECT rowid, bm25(searchItemText, \(weights)) AS rank
                          FROM searchItemText WHERE searchItemText MATCH ?) AS m
                    JOIN searchItem s ON s.id = m.rowid
                    WHERE \(filter)
                    ORDER BY m.rank, coalesce(s.rankingHint, 0) DESC, coalesce(s.contentModificationDate, 0) DESC, s.uniqueIdentifier
                    \(limit.map { "LIMIT \($0)" } ?? "")
                    """, arguments: arguments).map(ItemRow.init)
        }
    }

    private func fetch(_ sql: String, _ arguments: StatementArguments) throws(IntegrationsError) -> [ItemRow] {
        try store.read { db in try Row.fetchAll(db, sql: sql, arguments: arguments).map(ItemRow.init) }
    }

    private func hit(_ row: ItemRow, score: Double, snippet: Snippet) -> SearchHit {
        SearchHit(
            uniqueIdentifier: row.uniqueIdentifier,
            domainIdentifier: row.domainIdentifier,
            title: row.title ?? row.displayName,
            contentURL: row.contentURL.flatMap(URL.init(string:)),
            score: score,
            snippet: snippet
        )
    }
}
