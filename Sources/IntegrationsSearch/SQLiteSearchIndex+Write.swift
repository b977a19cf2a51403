public import Foundation
package import GRDB
public import IntegrationsCore
import IntegrationsStore
import Logging

/// Writing the index: batches in one transaction (also inside a caller's), deletions by identifier and
/// hierarchical domain, the client state.
extension SQLiteSearchIndex {
    /// Indexes items in one transaction, reporting progress.
    @discardableResult
    public func indexItems(_ items: [SearchableItem], progress: Progress?) async throws(IntegrationsError) -> SearchIndexReport {
        try await apply(SearchIndexBatch(operations: [.index(items)]), progress: progress)
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
        let now = clock.now()
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

    public func lastClientState() async throws(IntegrationsError) -> Data? {
        try await store.read { db in
            try Data.fetchOne(db, sql: "SELECT clientState FROM searchClientState WHERE id = 1")
        }
    }

    /// ``contentURL(ofItem:)`` read on the calling thread, for callers on a thread of their own.
    public func contentURLNow(ofItem identifier: String) throws(IntegrationsError) -> URL? {
        try store.read { db in
            try String.fetchOne(db, sql: "SELECT contentURL FROM searchItem WHERE uniqueIdentifier = ?", arguments: [identifier]).flatMap(URL.init(string:))
        }
    }

    public func contentURL(ofItem identifier: String) async throws(IntegrationsError) -> URL? {
        try contentURLNow(ofItem: identifier)
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
}
