import AppIntents
import CoreSpotlight

/// Teas in Spotlight. IndexedEntity needs iOS 18; the app still supports iOS 17.
struct TeaEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tea"
    static let defaultQuery = TeaQuery()
    var id: String
    var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

@available(iOS 18.0, *)
struct RecipeEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
    static let defaultQuery = RecipeQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct TeaQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TeaEntity] { [] }
}

struct RecipeQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [RecipeEntity] { [] }
}

enum Index {
    static func teas(_ teas: [TeaEntity]) async throws {
        if #available(iOS 18.0, *) {
            try await CSSearchableIndex.default().indexAppEntities(teas)
        }
    }
}
