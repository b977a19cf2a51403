public import IntegrationsCore
import IntegrationsSearch

/// The app's entities for intents: read from its records, found by string through its search index.
///
/// An entity is one searchable item of the search domain whose `entity` is the type asked for; its
/// identifier is the item's unique identifier (`goal-3`), its subtitle the item's description.
public struct AppEntities: IntentEntityQuerying {
    /// The host whose app and index answer.
    public let host: AppHost
    /// The most search hits a string query considers.
    public var searchLimit = 50

    /// Creates the entities of a host's app.
    public init(host: AppHost) {
        self.host = host
    }

    public func entities(of entity: String) async throws(IntegrationsError) -> [IntentEntity] {
        var entities: [IntentEntity] = []
        for domain in host.app.manifest.searchDomains where domain.entity == entity {
            for item in try host.app.searchableItems(of: domain) {
                entities.append(IntentEntity(
                    identifier: item.uniqueIdentifier, entity: entity, title: item.attributeSet.title ?? item.uniqueIdentifier,
                    subtitle: item.attributeSet.contentDescription, url: item.attributeSet.contentURL))
            }
        }
        return entities
    }

    /// Searches the entity's domains as free text (indexing the app first when the index is not up to
    /// date); text the search cannot read as a query finds nothing.
    public func entities(of entity: String, matching text: String) async throws(IntegrationsError) -> [IntentEntity] {
        let domains = host.app.manifest.searchDomains.filter { $0.entity == entity }.map(\.identifier)
        guard !domains.isEmpty else { return [] }
        let all = try await entities(of: entity)
        let byIdentifier = Dictionary(all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        try await host.ensureIndexed()
        let results: SearchResults
        do {
            let query = SearchQuery(text, syntax: .freeText, domainIdentifiers: domains, limit: searchLimit)
            results = try await host.searchIndex.search(query, calendar: nil)
        } catch where error.kind == .invalidQuery {
            return []
        }
        return results.hits.compactMap { byIdentifier[$0.uniqueIdentifier] }
    }
}
