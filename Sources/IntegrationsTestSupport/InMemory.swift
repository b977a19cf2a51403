public import Foundation
public import IntegrationsCore

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

    public func indexItems(_ items: [SearchableItem]) async throws(IntegrationsError) {
        try await apply(SearchIndexBatch(operations: [.index(items)]))
    }

    public func deleteItems(withIdentifiers identifiers: [String]) async throws(IntegrationsError) {
        try await apply(SearchIndexBatch(operations: [.deleteIdentifiers(identifiers)]))
    }

    public func deleteItems(withDomainIdentifiers domainIdentifiers: [String]) async throws(IntegrationsError) {
        try await apply(SearchIndexBatch(operations: [.deleteDomains(domainIdentifiers)]))
    }

    public func deleteAllItems() async throws(IntegrationsError) {
        try await apply(SearchIndexBatch(operations: [.deleteAll]))
    }

    public func apply(_ batch: SearchIndexBatch) async throws(IntegrationsError) {
        var next = items
        var nextOrder = order
        for operation in batch.operations {
            switch operation {
            case .index(let added):
                for item in added {
                    if let problem = item.problem { throw IntegrationsError(.invalidItems, problem) }
                    if next[item.uniqueIdentifier] == nil { nextOrder.append(item.uniqueIdentifier) }
                    next[item.uniqueIdentifier] = item
                }
            case .deleteIdentifiers(let identifiers):
                for identifier in identifiers { next[identifier] = nil }
            case .deleteDomains(let domains):
                next = next.filter { _, item in
                    guard let domain = item.domainIdentifier else { return true }
                    return !domains.contains { domain == $0 || domain.hasPrefix($0 + ".") }
                }
            case .deleteAll:
                next = [:]
            }
        }
        items = next
        order = nextOrder.filter { next[$0] != nil }
        if !batch.keepsClientState { clientState = batch.clientState }
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
        if let limit = query.limit, limit > 0 { hits = Array(hits.prefix(limit)) }
        return SearchResults(query: query.text, hits: hits)
    }
}
