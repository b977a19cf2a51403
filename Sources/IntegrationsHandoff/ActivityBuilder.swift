public import Foundation
public import IntegrationsCore

/// Builds activities as the app would make them current: from an activity type's declaration and the
/// app's data.
public enum ActivityBuilder {
    /// The activity of a type for a record's fields, as `NSUserActivity` would carry it.
    ///
    /// - Parameters:
    ///   - declaration: The activity type.
    ///   - fields: The entity record's fields as text (`id`, `title`, …); `now` is supplied.
    ///   - entityIdentifier: The entity's unique identifier (`note-12`), the activity's target content.
    ///   - language: The language of the title.
    ///   - now: The moment the activity becomes current (`${now}`).
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidActivity`` when a
    ///   user-info value cannot be read as its declared type, naming the key.
    public static func activity(
        _ declaration: ActivityTypeDeclaration, fields: [String: String], entityIdentifier: String?, language: Language, now: Date
    ) throws(IntegrationsError) -> UserActivity {
        var supplied = fields
        supplied["now"] = ISODate.format(now)
        var userInfo: [String: PropertyListValue] = [:]
        for key in declaration.userInfo {
            guard let template = key.value else { continue }
            let text = FieldTemplate(template).render { supplied[$0] ?? "" }
            guard let value = key.type.value(ofText: text) else {
                throw IntegrationsError(.invalidActivity, LocalizedText(
                    ja: "アクティビティ「\(declaration.type)」のキー「\(key.key)」の値「\(text)」は \(key.type.rawValue) として読めません。manifest の value を直してください。",
                    en: "The value \"\(text)\" of key \"\(key.key)\" in activity \"\(declaration.type)\" is not a \(key.type.rawValue). Fix its value in the manifest."))
            }
            userInfo[key.key] = value
        }
        let title = FieldTemplate(declaration.title[language]).render { supplied[$0] ?? "" }
        let eligibility = Set(declaration.eligibility)
        return UserActivity(
            activityType: declaration.type, title: title, userInfo: userInfo, requiredUserInfoKeys: declaration.requiredUserInfoKeys,
            webpageURL: declaration.webpageURL.map { webpage(template: $0, userInfo: userInfo) }, keywords: declaration.keywords,
            isEligibleForHandoff: eligibility.contains(.handoff), isEligibleForSearch: eligibility.contains(.search),
            isEligibleForPublicIndexing: eligibility.contains(.publicIndexing), isEligibleForPrediction: eligibility.contains(.prediction),
            targetContentIdentifier: entityIdentifier)
    }

    /// A web page template's `{key}`s filled from the user info, each value percent-encoded as a path
    /// segment; a key the user info lacks is left empty.
    public static func webpage(template: String, userInfo: [String: PropertyListValue]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let key = String(rest[rest.index(after: open)..<close])
            let text = userInfo[key]?.text ?? ""
            result += text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? ""
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
