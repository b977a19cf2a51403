import Foundation
import IntegrationsCore
import IntegrationsRouting

/// The rules of the manifest's activity types (Apple's Handoff rules; Docs/Handoff.md), on the manifest and
/// the records its activities are built from.
struct HandoffManifestChecks {
    /// The instant a `${now}` value takes when the check measures an activity's size: any instant writes the
    /// same number of bytes, and a fixed one keeps the check's answer independent of the machine's clock.
    static let sizingInstant = Date(timeIntervalSinceReferenceDate: 0)

    let manifest: AppManifest
    /// The entity records by entity type, to build each activity as the app would.
    let records: [String: [EntityRecord]]

    /// The app's associated domains that parse (one that does not is the check's `domain.malformed`).
    var domains: [AssociatedDomain] {
        AssociatedDomain.parsed(manifest.app.associatedDomains)
    }

    /// Letters, digits and hyphens in dot-separated labels, at least two of them: `com.example.notes.editing`.
    static func isReverseDNS(_ type: String) -> Bool {
        ReverseDNS.isName(type)
    }

    func run() -> [Diagnostic] {
        let domains = domains
        var diagnostics: [Diagnostic] = []
        func add(_ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ path: String, _ ja: String, _ en: String) {
            diagnostics.append(Diagnostic(code, severity, LocalizedText(ja: ja, en: en), path: path))
        }
        var types: Set<String> = []
        for (index, declaration) in manifest.activities.enumerated() {
            let path = "$.activities[\(index)]"
            let type = declaration.type
            if !Self.isReverseDNS(type) {
                add("activity.typeNotReverseDNS", .error, "\(path).type", "アクティビティタイプ「\(type)」は逆 DNS 形式（com.example.app.editing など）ではありません",
                    "the activity type \"\(type)\" is not reverse-DNS (such as com.example.app.editing)")
            } else if !types.insert(type).inserted {
                add("activity.duplicateType", .error, "\(path).type", "アクティビティタイプ「\(type)」が重複しています", "the activity type \"\(type)\" is declared twice")
            }
            var keys: Set<String> = []
            for (keyIndex, key) in declaration.userInfo.enumerated() where !keys.insert(key.key).inserted {
                add("activity.duplicateUserInfoKey", .error, "\(path).userInfo[\(keyIndex)].key", "userInfo のキー「\(key.key)」が重複しています", "the userInfo key \"\(key.key)\" is declared twice")
            }
            for (keyIndex, key) in declaration.requiredUserInfoKeys.enumerated() where !keys.contains(key) {
                add("activity.requiredKeyNotDeclared", .error, "\(path).requiredUserInfoKeys[\(keyIndex)]", "必須のキー「\(key)」は userInfo に宣言されていません",
                    "the required key \"\(key)\" is not declared in userInfo")
            }
            if let intent = declaration.donatedBy, !manifest.intents.contains(where: { $0.identifier == intent }) {
                add("activity.unknownDonor", .error, "\(path).donatedBy", "アクティビティを寄贈するインテント「\(intent)」はありません", "the intent \"\(intent)\" that donates this activity does not exist")
            }
            let examples: [[String: String]]
            if let entity = declaration.entity {
                guard manifest.searchDomains.contains(where: { $0.entity == entity }) else {
                    add("activity.unknownEntity", .error, "\(path).entity", "エンティティ「\(entity)」は searchDomains にありません", "the entity \"\(entity)\" is not in searchDomains")
                    continue
                }
                examples = (records[entity] ?? []).map { $0.fields.compactMapValues(\.text) }
            } else {
                examples = [[:]]
                for (keyIndex, key) in declaration.userInfo.enumerated() {
                    if let field = key.value.map({ FieldTemplate($0) })?.fields.first(where: { $0 != "now" }) {
                        add("activity.fieldWithoutEntity", .error, "\(path).userInfo[\(keyIndex)].value", "キー「\(key.key)」は ${\(field)} を使いますが、entity がありません",
                            "the key \"\(key.key)\" uses ${\(field)} but the activity names no entity")
                    }
                }
            }
            diagnostics += built(declaration, path: path, examples: examples)
            diagnostics += webpage(declaration, path: path, example: examples.first ?? [:], domains: domains)
            diagnostics += continuation(declaration, path: path)
        }
        return diagnostics
    }

    /// Each activity built from the app's records: every value of its declared type, the user info small.
    func built(_ declaration: ActivityTypeDeclaration, path: String, examples: [[String: String]]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var unreadable = false
        for (keyIndex, key) in declaration.userInfo.enumerated() {
            guard let template = key.value.map({ FieldTemplate($0) }) else { continue }
            if declaration.entity == nil && template.fields.contains(where: { $0 != "now" }) { continue }
            let failing = examples.compactMap { fields -> String? in
                var supplied = fields
                supplied["now"] = "2026-11-22T00:00:00Z"
                let text = template.render { supplied[$0] ?? "" }
                return key.type.value(ofText: text) == nil ? text : nil
            }
            guard let first = failing.first else { continue }
            unreadable = true
            let more = failing.count > 1 ? (ja: "（ほか\(failing.count - 1)件のレコードでも）", en: " (and for \(failing.count - 1) more records)") : (ja: "", en: "")
            diagnostics.append(Diagnostic("activity.valueType", .error, LocalizedText(
                ja: "キー「\(key.key)」の値「\(first)」は \(key.type.rawValue) として読めません\(more.ja)",
                en: "the value \"\(first)\" of key \"\(key.key)\" cannot be read as \(key.type.rawValue)\(more.en)"),
                path: "\(path).userInfo[\(keyIndex)].value"))
        }
        guard !unreadable else { return diagnostics }
        let oversized = examples.compactMap { fields in
            (try? ActivityBuilder.activity(declaration, fields: fields, entityIdentifier: nil, language: .ja, now: Self.sizingInstant))?.userInfoSizeProblem
        }
        if let first = oversized.first {
            let more = oversized.count > 1 ? (ja: "（ほか\(oversized.count - 1)件のレコードでも）", en: " (and for \(oversized.count - 1) more records)") : (ja: "", en: "")
            diagnostics.append(Diagnostic("activity.userInfoTooLarge", .error, LocalizedText(ja: first.ja + more.ja, en: first.en + more.en), path: "\(path).userInfo"))
        }
        return diagnostics
    }

    /// The web page: http or https only, and, on one of the app's applinks domains, opened by its AASA.
    func webpage(_ declaration: ActivityTypeDeclaration, path: String, example: [String: String], domains: [AssociatedDomain]) -> [Diagnostic] {
        guard let template = declaration.webpageURL else { return [] }
        // The example's values as the app would fill them; one that cannot be read is reported elsewhere.
        var userInfo: [String: PropertyListValue] = [:]
        for key in declaration.userInfo {
            guard let value = key.value else { continue }
            let text = FieldTemplate(value).render { example[$0] ?? "" }
            userInfo[key.key] = key.type.value(ofText: text) ?? .string(text)
        }
        let text = ActivityBuilder.webpage(template: template, userInfo: userInfo)
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", let host = url.host?.lowercased() else {
            return [Diagnostic("activity.webpageURLScheme", .error, LocalizedText(
                ja: "webpageURL「\(template)」は http か https の URL ではありません。iOS はほかのスキームの webpageURL を受け付けません",
                en: "webpageURL \"\(template)\" is not an http or https URL; iOS refuses any other scheme for webpageURL"), path: "\(path).webpageURL")]
        }
        guard scheme == "https", domains.contains(where: { $0.service == .applinks && !$0.isWildcard && $0.host == host }),
              let document = try? AASAGenerator.generate(routes: manifest.routes, app: manifest.app, domain: host),
              !AASAEvaluator.Compiled(document).evaluate(url).match
        else { return [] }
        return [Diagnostic("activity.webpageURLNotOpened", .warning, LocalizedText(
            ja: "webpageURL「\(template)」（例: \(url.absoluteString)）は関連ドメイン \(host) にありますが、apple-app-site-association が開きません。アプリが続けられないとき、もう一台のデバイスではブラウザが開きます",
            en: "webpageURL \"\(template)\" (e.g. \(url.absoluteString)) is on the associated domain \(host) but apple-app-site-association does not open it; when the app cannot continue, the other device opens the browser"),
            path: "\(path).webpageURL")]
    }

    /// The continuation route exists and each of its parameters comes from a required key.
    func continuation(_ declaration: ActivityTypeDeclaration, path: String) -> [Diagnostic] {
        guard let target = declaration.continuesTo else { return [] }
        guard let route = manifest.routes.first(where: { $0.name == target.route }) else {
            return [Diagnostic("activity.unknownRoute", .error, LocalizedText(ja: "続きを開くルート「\(target.route)」はありません", en: "the route \"\(target.route)\" it continues to does not exist"),
                               path: "\(path).continuesTo.route",
                               suggestion: .didYouMean(target.route, among: Set(manifest.routes.map(\.name))))]
        }
        var diagnostics: [Diagnostic] = []
        for parameter in route.parameters.keys.sorted() {
            guard let key = target.parameters[parameter], declaration.requiredUserInfoKeys.contains(key) else {
                diagnostics.append(Diagnostic("activity.routeParameterUnmapped", .error, LocalizedText(
                    ja: "ルート「\(route.name)」のパラメータ「\(parameter)」が必須のキーから埋まりません。continuesTo.parameters で requiredUserInfoKeys のキーを指定してください",
                    en: "the parameter \"\(parameter)\" of route \"\(route.name)\" comes from no required key; map it in continuesTo.parameters to a key in requiredUserInfoKeys"),
                    path: "\(path).continuesTo"))
                continue
            }
        }
        return diagnostics
    }
}
