public import Foundation
import GRDB
public import IntegrationsCore
import IntegrationsSearchQuery
import IntegrationsStore

/// Reading the index: free-text and predicate queries, ranking, and the hits with their snippets.
extension SQLiteSearchIndex {
    public func search(_ query: SearchQuery) async throws(IntegrationsError) -> SearchResults {
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
        var results = try searchNow(query, calendar: calendar, prefilters: true)
        // A full page may not be all: the total is counted only then — unless the search counted it already
        // (a predicate's page carries the count of every match, read in the same pass).
        if let limit = query.limit, results.hits.count >= max(0, limit), results.total == results.hits.count {
            results.total = try countNow(query, calendar: calendar)
        }
        return results
    }

    /// ``searchNow(_:calendar:)``, choosing whether string patterns ask the full-text index for their
    /// candidates first (``PatternPrefilter``) or fold every row: tests compare the two.
    func searchNow(_ query: SearchQuery, calendar: Calendar?, prefilters: Bool) throws(IntegrationsError) -> SearchResults {
        let date = query.date ?? clock.now()
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
            let compiled = PredicateSQL(predicate, date: date, calendar: calendar, prefilters: prefilters)
            // Every match is sorted before the page is cut, so the same pass counts them (`count(*) OVER ()`,
            // evaluated before LIMIT): a pattern that folds each row it reads is matched once per row, not a
            // second time by a count of its own.
            let sql = """
                SELECT s.uniqueIdentifier, s.domainIdentifier, s.title, s.displayName, s.contentDescription,
                       s.keywords, s.contentURL, coalesce(s.rankingHint, 0), s.rankingHint, s.contentModificationDate,
                       count(*) OVER ()
                FROM searchItem s
                WHERE \(filter) AND \(compiled.sql)
                ORDER BY coalesce(s.rankingHint, 0) DESC, coalesce(s.contentModificationDate, 0) DESC, s.uniqueIdentifier
                \(limitClause)
                """
            var arguments = filterArguments
            arguments += compiled.arguments
            let (rows, total) = try store.read { db in
                let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
                return (rows.map(ItemRow.init), rows.first.map { row -> Int in row[10] })
            }
            let hits = rows.map { row in
                hit(row, score: row.rank, snippet: Highlighter.cut(row.contentDescription ?? row.title ?? "", byteRanges: []))
            }
            return SearchResults(query: query.text, hits: hits, total: total)
        }
    }

    public func count(matching query: SearchQuery) async throws(IntegrationsError) -> Int {
        try countNow(query)
    }

    /// ``count(matching:)`` read on the calling thread, with `$time` values measured in `calendar`'s time
    /// zone (`nil`: the user's).
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidQuery`` for a malformed
    ///   query, or a store error.
    public func countNow(_ query: SearchQuery, calendar: Calendar? = nil) throws(IntegrationsError) -> Int {
        let date = query.date ?? clock.now()
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
            let compiled = PredicateSQL(predicate, date: date, calendar: calendar)
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
