import Foundation
import IntegrationsCore

/// The rules of the App Clip's declared hand-over (`appClipTransfer`, Docs/AppClips.md) against the app's
/// entities: what the manifest's own validation cannot see.
struct AppClipTransferChecks {
    let manifest: AppManifest
    /// The entity records by entity type.
    let records: [String: [EntityRecord]]

    func run() -> [Diagnostic] {
        guard let transfer = manifest.appClipTransfer else { return [] }
        var diagnostics: [Diagnostic] = []
        let entities = Set(manifest.searchDomains.map(\.entity))
        let kinds = transfer.records.map { ($0.entity, "records") } + transfer.references.map { ($0.entity, "references") }
        var indices: [String: Int] = [:]
        for (entity, list) in kinds {
            let index = indices[list, default: 0]
            indices[list] = index + 1
            guard !entities.contains(entity) else { continue }
            diagnostics.append(Diagnostic("appClipTransfer.unknownEntity", .error, LocalizedText(
                ja: "App Clip が引き継ぐエンティティ「\(entity)」は searchDomains にありません",
                en: "the entity \"\(entity)\" the App Clip hands over is not in searchDomains"), path: "$.appClipTransfer.\(list)[\(index)].entity"))
        }
        for (index, kind) in transfer.records.enumerated() {
            let all = records[kind.entity] ?? []
            for (fieldIndex, field) in kind.fields.enumerated() {
                let lacking = all.count { $0.fields[field]?.text == nil }
                guard lacking > 0 else { continue }
                diagnostics.append(Diagnostic("appClipTransfer.recordsLackField", .warning, LocalizedText(
                    ja: "引き継ぐフィールド「\(field)」が \(kind.entity) の\(lacking)件のレコードにありません（空の文字列として渡されます）",
                    en: "\(lacking) \(kind.entity) record\(lacking == 1 ? " lacks" : "s lack") the field \"\(field)\" the App Clip hands over (it goes as empty text)"),
                    path: "$.appClipTransfer.records[\(index)].fields[\(fieldIndex)]"))
            }
        }
        return diagnostics
    }
}
