import AppIntents
import CoreSpotlight
import SwiftUI

@main
struct PorchlightApp: App {
    var body: some Scene {
        WindowGroup { Text("Porchlight") }
    }
}

actor LightController {
    static let shared = LightController()
    func set(on: Bool) {}
}

/// iOS 18's IndexedEntity at a deployment target of iOS 17.0, with nothing saying so.
struct LampEntity: AppEntity, IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lamp"
    static let defaultQuery = LampQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct LampQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [LampEntity] { [] }
}

/// The same, marked available from iOS 18.
@available(iOS 18.0, *)
struct SceneEntity: AppEntity, IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Scene"
    static let defaultQuery = SceneQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

@available(iOS 18.0, *)
struct SceneQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SceneEntity] { [] }
}

enum Indexer {
    static func indexScenes(_ scenes: [String]) async {
        guard #available(iOS 18.0, *) else { return }
        try? await CSSearchableIndex.default().indexAppEntities(scenes.map { SceneEntity(id: $0) })
    }

    static func indexLamps(_ lamps: [LampEntity]) async {
        // Not guarded: indexAppEntities is iOS 18.0 or later.
        try? await CSSearchableIndex.default().indexAppEntities(lamps)
    }
}
