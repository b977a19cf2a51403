public import Foundation
public import IntegrationsCore
import IntegrationsSearchQuery

/// A completion log in memory: the ``CompletionRecording`` rules (one completion per entity and day in
/// the user's time zone, streaks ending today or yesterday) without a store, for tests of code that
/// records or reads completions.
///
/// ```swift
/// let log = InMemoryCompletionLog()
/// _ = try await log.complete("task-1", at: clock.now(), timeZone: clock.timeZone)
/// ```
public actor InMemoryCompletionLog: CompletionRecording {
    private var recorded: [Completion] = []

    /// An empty log.
    public init() {}

    public func complete(_ entityID: String, at date: Date, timeZone: TimeZone) async throws(IntegrationsError) -> CompletionOutcome {
        let day = CalendarDay(date: date, timeZone: timeZone)
        if let earlier = recorded.first(where: { $0.entityID == entityID && $0.day == day }) {
            return .alreadyCompleted(earlier)
        }
        let completion = Completion(entityID: entityID, day: day, timestamp: date)
        recorded.append(completion)
        return .recorded(completion)
    }

    public func completions(on day: CalendarDay) async throws(IntegrationsError) -> [Completion] {
        recorded.filter { $0.day == day }.sorted { $0.timestamp < $1.timestamp }
    }

    public func streak(of entityID: String, today: CalendarDay) async throws(IntegrationsError) -> Int {
        let days = Set(recorded.filter { $0.entityID == entityID }.map(\.day))
        var day = days.contains(today) ? today : today.adding(days: -1)
        var count = 0
        while days.contains(day) {
            count += 1
            day = day.adding(days: -1)
        }
        return count
    }
}

/// An app's entities in memory (``IntentEntityQuerying``): every entity of a type in the given order, and
/// a string query answered by folded substring (``PhraseFolding``) over titles and subtitles — what a
/// test needs where the app's real query would ask its search index.
public struct InMemoryEntities: IntentEntityQuerying {
    /// The entities by type, in the app's order.
    public var byType: [String: [IntentEntity]]

    /// Entities by type.
    public init(_ byType: [String: [IntentEntity]]) {
        self.byType = byType
    }

    public func entities(of entity: String) async throws(IntegrationsError) -> [IntentEntity] {
        byType[entity] ?? []
    }

    public func entities(of entity: String, matching text: String) async throws(IntegrationsError) -> [IntentEntity] {
        let key = PhraseFolding.key(text)
        guard !key.isEmpty else { return [] }
        return (byType[entity] ?? []).filter {
            PhraseFolding.key($0.title).contains(key) || PhraseFolding.key($0.subtitle ?? "").contains(key)
        }
    }
}

/// A search index in memory (``SearchIndexing``): items by unique identifier, batches applied whole,
/// client state recorded as the SQLite index records it (a batch without one clears it, unless it keeps
/// it; the single-operation calls are such batches), domains deleted hierarchically. Free text is answered by folded substring: every
/// term must appear in the title, description or keywords, scored by the ranking hint. Predicate queries
/// are the SQLite index's (`SQLiteSearchIndex`); here they are refused as ``IntegrationsError/Kind/invalidQuery``.
public actor InMemorySearchIndex: SearchIndexing {
    private var items: [String: SearchableItem] = [:]
    private var order: [String] = []
    private var clientState: Data?
    /// What time it is for expiration.
    public let clock: UserClock

    /// An empty index on `clock`.
    public init(clock: UserClock = .system) {
        self.clock = clock
    }

    @discardableResult
    public func apply(
        _ batch: SearchIndexBatch, progress: SearchIndexProgress? = nil, waitingForLock: Bool = true
    ) async throws(IntegrationsError) -> SearchIndexReport {
        for case .deleteDomains(let domains) in batch.operations where domains.contains(where: \.isEmpty) {
            throw IntegrationsError(.invalidItems, LocalizedText(
                ja: "削除するドメインの名前が空です。何も削除していません。", en: "A domain to delete has an empty name. Nothing was deleted."))
        }
        let now = clock.now()
        let total = batch.operations.reduce(0) { count, operation in
            if case .index(let added) = operation { return count + added.count }
            return count
        }
        var next = items
        var nextOrder = order
        var report = SearchIndexReport()
        // Whether each identifier given ends up stored: the last item given decides, as in the SQLite index.
        var stored: [String: Bool] = [:]
        var done = 0
        for operation in batch.operations {
            switch operation {
            case .index(let added):
                for item in added {
                    if let problem = item.problem { throw IntegrationsError(.invalidItems, problem) }
                    let expired = item.expirationDate.map { $0 <= now } ?? false
                    if stored.updateValue(!expired, forKey: item.uniqueIdentifier) != nil,
                        !report.repeatedIdentifiers.contains(item.uniqueIdentifier)
                    {
                        report.repeatedIdentifiers.append(item.uniqueIdentifier)
                    }
                    if expired {
                        next[item.uniqueIdentifier] = nil
                        report.expired += 1
                    } else {
                        if next[item.uniqueIdentifier] == nil { nextOrder.append(item.uniqueIdentifier) }
                        next[item.uniqueIdentifier] = item
                    }
                    done += 1
                    progress?(done, total)
                }
            case .deleteIdentifiers(let identifiers):
                for identifier in identifiers where next.removeValue(forKey: identifier) != nil { report.deleted += 1 }
            case .deleteDomains(let domains):
                let before = next.count
                next = next.filter { _, item in
                    guard let domain = item.domainIdentifier else { return true }
                    return !domains.contains { domain == $0 || domain.hasPrefix($0 + ".") }
                }
                report.deleted += before - next.count
            case .deleteAll:
                report.deleted += next.count
                next = [:]
            }
        }
        next = next.filter { _, item in item.expirationDate.map { $0 > now } ?? true }
        report.indexed = stored.values.count { $0 }
        items = next
        order = nextOrder.filter { next[$0] != nil }
        if !batch.keepsClientState { clientState = batch.clientState }
        return report
    }

    public func lastClientState() async throws(IntegrationsError) -> Data? {
        clientState
    }

    public func search(_ query: SearchQuery) async throws(IntegrationsError) -> SearchResults {
        guard case .freeText(let freeText) = try query.parsed() else {
            throw IntegrationsError(.invalidQuery, LocalizedText(
                ja: "メモリ上の索引が答えるのは自由文の検索だけです（述語は SQLite の索引が答えます）",
                en: "the in-memory index answers free text only (predicates are the SQLite index's)"))
        }
        let terms = freeText.terms.map { PhraseFolding.key($0.text) }.filter { !$0.isEmpty }
        let now = clock.now()
        var hits: [SearchHit] = []
        for identifier in order {
            guard let item = items[identifier], (item.expirationDate.map { $0 > now } ?? true) else { continue }
            if !query.domainIdentifiers.isEmpty, !query.domainIdentifiers.contains(where: { domain in
                item.domainIdentifier == domain || (item.domainIdentifier ?? "").hasPrefix(domain + ".")
            }) { continue }
            let attributes = item.attributeSet
            let text = PhraseFolding.key(([attributes.title, attributes.contentDescription].compactMap { $0 } + attributes.keywords).joined(separator: " "))
            guard !terms.isEmpty, terms.allSatisfy({ text.contains($0) }) else { continue }
            hits.append(SearchHit(
                uniqueIdentifier: identifier, domainIdentifier: item.domainIdentifier, title: attributes.title ?? attributes.displayName,
                contentURL: attributes.contentURL, score: attributes.rankingHint ?? 0, snippet: Snippet(text: attributes.title ?? "")))
        }
        hits.sort { $0.score > $1.score }
        let total = hits.count
        if let limit = query.limit { hits = Array(hits.prefix(max(0, limit))) }
        return SearchResults(query: query.text, hits: hits, total: total)
    }

    public func count(matching query: SearchQuery) async throws(IntegrationsError) -> Int {
        var unlimited = query
        unlimited.limit = nil
        return try await search(unlimited).hits.count
    }

    public func contentURL(ofItem identifier: String) async throws(IntegrationsError) -> URL? {
        items[identifier]?.attributeSet.contentURL
    }
}
