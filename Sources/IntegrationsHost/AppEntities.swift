public import IntegrationsCore
import IntegrationsSearch
import IntegrationsApp

/// The app's entities for intents: a snapshot of its records, found by string through its search index.
///
/// An entity is one searchable item of the search domain whose `entity` is the type asked for; its
/// identifier is the item's unique identifier (`goal-3`), its subtitle the item's description. The
/// records are read once, when the value is made, so one resolution reads them once however many times
/// it asks; make a new value (or a new resolver) to see changed records.
public struct AppEntities: IntentEntityQuerying {
    /// The host whose index answers string queries.
    public let host: AppHost
    /// The entities, by entity type, in the app's order.
    public let byType: [String: [IntentEntity]]
    private let byIdentifier: [String: IntentEntity]
    /// The most search hits a string query considers.
    public var searchLimit = 50

    /// Reads the entities of a host's app.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidAppData`` when a record file
    ///   cannot be read or does not fit its domain.
    public init(host: AppHost) throws(IntegrationsError) {
        var byType: [String: [IntentEntity]] = [:]
        for domain in host.app.manifest.searchDomains {
            for (index, record) in try host.app.records(of: domain).enumerated() {
                let item = try domain.item(for: record, location: "\(domain.records)[\(index)]")
                byType[domain.entity, default: []].append(IntentEntity(
                    identifier: item.uniqueIdentifier, entity: domain.entity, title: item.attributeSet.title ?? item.uniqueIdentifier,
                    subtitle: item.attributeSet.contentDescription, url: item.attributeSet.contentURL,
                    fields: record.fields.compactMapValues(\.text)))
            }
        }
        self.host = host
        self.byType = byType
        self.byIdentifier = Dictionary(byType.values.joined().map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The entity with this identifier, of any type: the one way the host finds an entity by identifier.
    public func entity(withIdentifier identifier: String) -> IntentEntity? {
        byIdentifier[identifier]
    }

    public func entities(of entity: String) async throws(IntegrationsError) -> [IntentEntity] {
        byType[entity] ?? []
    }

    /// Searches the entity's domains as free text (indexing the app first when the index is not up to
    /// date); text the search cannot read as a query finds nothing.
    public func entities(of entity: String, matching text: String) async throws(IntegrationsError) -> [IntentEntity] {
        let domains = host.app.manifest.searchDomains.filter { $0.entity == entity }.map(\.identifier)
        guard !domains.isEmpty else { return [] }
        let byIdentifier = Dictionary((byType[entity] ?? []).map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        try await host.ensureIndexed()
        let results: SearchResults
        do {
            let query = SearchQuery(text, syntax: .freeText, domainIdentifiers: domains, limit: searchLimit)
            results = try await host.searchIndex.search(query)
        } catch where error.kind == .invalidQuery {
            return []
        }
        return results.hits.compactMap { byIdentifier[$0.uniqueIdentifier] }
    }
}
