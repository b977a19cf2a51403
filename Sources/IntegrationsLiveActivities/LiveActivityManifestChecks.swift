import Foundation
import IntegrationsCore
import IntegrationsRouting

/// The rules of the manifest's Live Activities (Docs/LiveActivities.md): attributes types and field names
/// given once, the entity and route they name declared, the fields the attributes' values use present in
/// the entity's records (``recordFindings(_:)``, once the check has loaded them).
struct LiveActivityManifestChecks {
    let manifest: AppManifest
    /// The manifest's Live Activities, as ``LiveActivitiesPoint`` decoded its section.
    let declarations: [LiveActivityDeclaration]

    func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func error(_ code: Diagnostic.Code, _ path: String, _ ja: String, _ en: String, suggestion: LocalizedText? = nil) {
            diagnostics.append(Diagnostic(code, .error, LocalizedText(ja: ja, en: en), path: path, suggestion: suggestion))
        }
        var types: Set<String> = []
        let routes = Set(manifest.routes.map(\.name))
        for (index, activity) in declarations.enumerated() {
            let path = "$.liveActivities[\(index)]"
            let type = activity.attributesType
            if !types.insert(type).inserted {
                error("liveActivity.duplicateType", "\(path).attributesType", "Live Activity「\(type)」が重複しています", "the Live Activity \"\(type)\" is declared twice")
            }
            var names: [String: String] = [:]
            for (list, fields) in [("attributes", activity.attributes), ("contentState", activity.contentState)] {
                for (fieldIndex, field) in fields.enumerated() {
                    let fieldPath = "\(path).\(list)[\(fieldIndex)].name"
                    if let first = names[field.name] {
                        error("liveActivity.duplicateField", fieldPath,
                              "Live Activity「\(type)」の「\(field.name)」は \(first) にもあります。ペイロードのキーは一つの意味にしてください",
                              "\"\(field.name)\" of the Live Activity \"\(type)\" is also in \(first); a key in the payload must mean one thing")
                    } else {
                        names[field.name] = list
                    }
                }
            }
            if let entity = activity.entity {
                if !manifest.searchDomains.contains(where: { $0.entity == entity }) {
                    error("liveActivity.unknownEntity", "\(path).entity", "Live Activity「\(type)」のエンティティ「\(entity)」は searchDomains にありません",
                          "the entity \"\(entity)\" of the Live Activity \"\(type)\" is not in searchDomains")
                }
            } else if let (fieldIndex, field) = activity.attributes.enumerated().first(where: { !($0.element.value?.fields.isEmpty ?? true) }),
                let name = field.value?.fields.first
            {
                error("liveActivity.unknownEntity", "\(path).attributes[\(fieldIndex)].value",
                      "Live Activity「\(type)」の「\(field.name)」は ${\(name)} を使いますが、entity がありません",
                      "\"\(field.name)\" of the Live Activity \"\(type)\" uses ${\(name)} but the activity names no entity")
            }
            if let route = activity.url, !routes.contains(route) {
                let nearest = ManifestKeys.nearest(to: route, in: routes)
                error("liveActivity.unknownRoute", "\(path).url", "Live Activity「\(type)」が開くルート「\(route)」は宣言されていません",
                      "the route \"\(route)\" that the Live Activity \"\(type)\" opens is not declared",
                      suggestion: nearest.map(LocalizedText.didYouMean))
            }
        }
        return diagnostics
    }

    /// `liveActivity.recordsLackField`: the fields the attributes' value templates use that records of the
    /// activity's entity lack, once the check has loaded each entity's records.
    func recordFindings(_ records: [String: [EntityRecord]]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, activity) in declarations.enumerated() {
            guard let entity = activity.entity, manifest.searchDomains.contains(where: { $0.entity == entity }) else { continue }
            let path = "$.liveActivities[\(index)]"
            let type = activity.attributesType
            let all = records[entity] ?? []
            for (fieldIndex, field) in activity.attributes.enumerated() {
                for name in Set(field.value?.fields ?? []).sorted() {
                    let lacking = all.indices.filter { all[$0].fields[name] == nil }
                    guard !lacking.isEmpty else { continue }
                    diagnostics.append(Diagnostic("liveActivity.recordsLackField", .warning, LocalizedText(
                        ja: "Live Activity「\(type)」の「\(field.name)」が使うフィールド「\(name)」が\(lacking.count)件のレコードにありません",
                        en: "\(lacking.count) record\(lacking.count == 1 ? " lacks" : "s lack") the field \"\(name)\" that \"\(field.name)\" of the Live Activity \"\(type)\" uses"),
                        path: "\(path).attributes[\(fieldIndex)].value"))
                }
            }
        }
        return diagnostics
    }
}
