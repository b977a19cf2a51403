import IntegrationsCore
import IntegrationsRouting

/// The routes the manifest's intents open, against the app's records: what the manifest's own validation
/// cannot see.
struct IntentRouteChecks {
    let manifest: AppManifest
    /// The entity records by entity type.
    let records: [String: [EntityRecord]]

    /// Every parameter of an `openRoute` effect's route is filled: by an intent parameter of its name, or
    /// by a field of that name in every record of an entity parameter's type.
    func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (intentIndex, intent) in manifest.intents.enumerated() {
            guard case .openRoute(let name) = intent.effect, let route = manifest.routes.first(where: { $0.name == name }) else { continue }
            for parameter in route.parameters.keys.sorted() {
                let direct = intent.parameters.contains { candidate in
                    if case .entity = candidate.type { return false }
                    return candidate.name == parameter
                }
                let entities = intent.parameters.compactMap { candidate -> String? in
                    if case .entity(let entity) = candidate.type { return entity }
                    return nil
                }
                let fromEntity = entities.contains { entity in
                    let all = records[entity] ?? []
                    return !all.isEmpty && all.allSatisfy { $0.fields[parameter] != nil }
                }
                if !direct && !fromEntity {
                    diagnostics.append(Diagnostic("intent.routeParameterUnfilled", .error, LocalizedText(
                        ja: "インテント「\(intent.identifier)」が開くルート「\(name)」のパラメータ「\(parameter)」を埋めるものがありません（同じ名前のパラメータも、エンティティのレコードのフィールドもありません）",
                        en: "nothing fills the parameter \"\(parameter)\" of route \"\(name)\", which intent \"\(intent.identifier)\" opens (no intent parameter of that name, no record field of its entities)"),
                        path: "$.intents[\(intentIndex)].effect"))
                }
            }
        }
        return diagnostics
    }
}
