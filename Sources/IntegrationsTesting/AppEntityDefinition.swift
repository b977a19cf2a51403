public import Foundation
public import IntegrationsCore
import IntegrationsHost
import IntegrationsApp
import IntegrationsSearch

/// One of the app's entity types, looked up by name (``IntentDefinitions/entities``): references to its
/// entities, and the queries Siri and Spotlight run on them — on the app's records and its search index.
public struct AppEntityDefinition: Sendable, Equatable {
    /// The entity type, as the manifest names it (`task`: a search domain's `entity`).
    public let typeIdentifier: String
    /// The bundle identifier of the app under test.
    public let bundleIdentifier: String
    let session: TestSession
    /// Why the type cannot be used (no such type), thrown by every query.
    let problem: IntegrationsError?

    /// The entity with this identifier, with its properties when the app's records hold it; else (or when
    /// the test plugged in an entity query, which answers asynchronously) a reference that carries only
    /// the identifier, which an intent resolves when it takes it.
    public func makeReference(identifier: String) -> AnyAppEntity {
        if problem == nil, session.parts.entityQuery == nil, let entity = (try? session.entities())?.entity(withIdentifier: identifier),
            entity.entity == typeIdentifier
        {
            return AnyAppEntity(entity)
        }
        return AnyAppEntity(IntentEntity(identifier: identifier, entity: typeIdentifier, title: identifier))
    }

    /// Every entity of the type, in the app's order (Apple's `EntityQuery.allEntities`).
    public func allEntities() async throws -> [AnyAppEntity] {
        try check()
        return try await session.entityQuery().entities(of: typeIdentifier).map(AnyAppEntity.init)
    }

    /// The entities a string finds, best first: the entity's string query, which the toolkit answers
    /// through the app's search index (Apple's `EntityStringQuery.entities(matching:)`).
    public func entities(matching string: String) async throws -> [AnyAppEntity] {
        try check()
        return try await session.entityQuery().entities(of: typeIdentifier, matching: string).map(AnyAppEntity.init)
    }

    /// The entities with these identifiers, in the order given; an identifier the app has no entity of
    /// this type for is left out (Apple's `EntityQuery.entities(for:)`).
    public func entities(identifiers: [String]) async throws -> [AnyAppEntity] {
        try check()
        let all = try await session.entityQuery().entities(of: typeIdentifier)
        return identifiers.compactMap { identifier in all.first { $0.identifier == identifier } }.map(AnyAppEntity.init)
    }

    /// The entities Siri and Shortcuts offer when a parameter of the type has no value: the toolkit
    /// suggests every entity of the type, in the app's order, as its intents' prompts do.
    public func suggestedEntities() async throws -> [AnyAppEntity] {
        try await allEntities()
    }

    /// What Spotlight finds of this type in the app's search index for a person's query, best first;
    /// `nil` gives every entity of the type the index holds. The index is built from the app's records
    /// first when it is not up to date.
    public func spotlightQuery(_ userQuery: String? = nil) async throws -> [AnyAppEntity] {
        try check()
        let host = try session.host()
        let entities = try session.entities()
        try await host.ensureIndexed()
        let domains = host.app.manifest.searchDomains.filter { $0.entity == typeIdentifier }.map(\.identifier)
        let own = try await entities.entities(of: typeIdentifier)
        // No query: every item of the type's domains the index holds (an item has a title, Spotlight's
        // `displayName`, or is not shown).
        let query = userQuery.map { SearchQuery($0, syntax: .freeText, domainIdentifiers: domains, limit: nil) }
            ?? SearchQuery("title == \"*\"", syntax: .predicate, domainIdentifiers: domains, limit: nil)
        let results = try await host.searchIndex.search(query)
        return results.hits.compactMap { hit in own.first { $0.identifier == hit.uniqueIdentifier } }.map(AnyAppEntity.init)
    }

    private func check() throws(IntegrationsError) {
        if let problem { throw problem }
    }

    public static func == (left: AppEntityDefinition, right: AppEntityDefinition) -> Bool {
        left.typeIdentifier == right.typeIdentifier && left.session === right.session
    }
}

/// An entity of the app, as a test reads it: its identifier and, by name, its properties — `title`,
/// `subtitle`, `url` and each field of its record (`entity.minutes`).
@dynamicMemberLookup
public struct AnyAppEntity: IntentValueConvertible, Equatable, CustomStringConvertible {
    /// The entity as the host resolves it.
    public let entity: IntentEntity

    /// The entity's identifier (`task-3`).
    public var identifier: String { entity.identifier }

    /// The entity.
    public init(_ entity: IntentEntity) {
        self.entity = entity
    }

    public var intentRequestText: String { identifier }

    public init?(intentValue: IntentValue) {
        guard case .entity(let entity) = intentValue else { return nil }
        self.init(entity)
    }

    /// A property as the app has it, `nil` when the entity has none of that name.
    public subscript(dynamicMember name: String) -> (any IntentValueExpressing)? {
        property(name)
    }

    /// A property as a type of the test's: `let minutes: Int = try entity.minutes`.
    ///
    /// - Throws: When the entity has no such property (unless `T` is optional) or it is not a `T`.
    public subscript<T: IntentValueConvertible>(dynamicMember name: String) -> T {
        get throws {
            guard let text = property(name) else {
                guard let absent = T.absentValue else { throw ValueReadError.absent(name, of: identifier) }
                return absent
            }
            guard let value = T(intentValue: .string(text)) else { throw ValueReadError.mismatch(name, of: identifier, value: text, type: T.self) }
            return value
        }
    }

    private func property(_ name: String) -> String? {
        Self.property(name, of: entity)
    }

    /// An entity's property by name: `title`, `subtitle`, `url`, else a field of its record.
    static func property(_ name: String, of entity: IntentEntity) -> String? {
        switch name {
        case "title": entity.title
        case "subtitle": entity.subtitle
        case "url": entity.url?.absoluteString
        default: entity.fields[name]
        }
    }

    public var description: String { "\(entity.entity) \(identifier) (\(entity.title))" }
}
