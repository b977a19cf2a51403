import Foundation
import IntegrationsCore
import IntegrationsRouting

/// The App Clip rules that read more than the manifest's own shape (Docs/AppClips.md): each experience's URL
/// against the app's `appclips:` associated domains and its App Clip routes, and the declared hand-over
/// (`appClipTransfer`) against the app's entities and their records.
struct AppClipChecks {
    let manifest: AppManifest
    /// The entity records by entity type.
    let records: [String: [EntityRecord]]

    func run() -> [Diagnostic] {
        transfer() + experiences()
    }

    /// The hand-over against the app's entities and their records.
    func transfer() -> [Diagnostic] {
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

    /// Each App Clip experience: a URL, on an `appclips:` domain, taken by a route that handles App Clips.
    func experiences() -> [Diagnostic] {
        let domains = AssociatedDomain.parsed(manifest.app.associatedDomains)
        let router = Router.reused(for: manifest.routes)
        var diagnostics: [Diagnostic] = []
        for (index, experience) in manifest.appClipExperiences.enumerated() {
            let path = "$.appClipExperiences[\(index)].url"
            guard let url = URL(string: experience.url), let host = url.host else {
                diagnostics.append(Diagnostic("appClip.invalidURL", .error, LocalizedText(
                    ja: "App Clip 体験「\(experience.name)」の URL「\(experience.url)」は URL ではありません",
                    en: "the URL \"\(experience.url)\" of App Clip experience \"\(experience.name)\" is not a URL"), path: path))
                continue
            }
            if !domains.contains(where: { $0.service == .appclips && $0.covers(host) }) {
                diagnostics.append(Diagnostic("appClip.hostNotAssociated", .error, LocalizedText(
                    ja: "App Clip 体験「\(experience.name)」のホスト「\(host)」は appclips: の関連ドメインにありません",
                    en: "the host \"\(host)\" of App Clip experience \"\(experience.name)\" is not an appclips: associated domain"),
                    path: path, suggestion: LocalizedText(ja: "app.associatedDomains に「appclips:\(host)」を加えてください", en: "add \"appclips:\(host)\" to app.associatedDomains")))
            }
            let match = router.match(url)
            let handles = match.flatMap { found in manifest.routes.first { $0.name == found.route } }?.handlesAppClip ?? false
            if !handles {
                diagnostics.append(Diagnostic("appClip.noRoute", .error, LocalizedText(
                    ja: "App Clip 体験「\(experience.name)」の URL \(experience.url) を App Clip を扱うルートが受けません\(match.map { "（一致するのはルート「\($0.route)」）" } ?? "")",
                    en: "no route that handles App Clips takes the URL \(experience.url) of App Clip experience \"\(experience.name)\"\(match.map { " (it matches route \"\($0.route)\")" } ?? "")"),
                    path: path, suggestion: LocalizedText(ja: "handlesAppClip のルートを宣言してください", en: "declare a route with handlesAppClip")))
            }
        }
        return diagnostics
    }
}
