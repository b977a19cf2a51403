package import Foundation
package import IntegrationsCore

/// The String Catalog Xcode reads an app's App Shortcut phrases from (`AppShortcuts.xcstrings`): a key per
/// App Shortcut, and for each language the set of phrases that run it (`stringSet`), with
/// `${applicationName}` and `${parameter}` placeholders as the manifest writes them.
///
/// ```json
/// {"sourceLanguage": "en", "version": "1.0", "strings": {
///   "Complete ${item} in ${applicationName}": {"localizations": {
///     "en": {"stringSet": {"state": "translated", "values": ["Complete ${item} in ${applicationName}", …]}},
///     "ja": {"stringSet": {"state": "translated", "values": ["${applicationName}で${item}を完了", …]}}}}}}
/// ```
///
/// The key is the intent's first phrase in the source language: the one phrase its `AppShortcut` names in
/// code; the catalog gives the rest. ``phrases(in:)`` reads a catalog back, so the manifest and the catalog
/// round-trip.
package enum AppShortcutsCatalog {
    /// The catalog of `intents`' phrases, `sourceLanguage` first (English by default), keys sorted.
    package static func catalog(of intents: [IntentDefinition], sourceLanguage: Language = .en) -> Data {
        var strings: [String: Any] = [:]
        for intent in intents {
            let source = sourceLanguage == .en ? intent.phrases.en : intent.phrases.ja
            let other = sourceLanguage == .en ? intent.phrases.ja : intent.phrases.en
            guard let key = source.first ?? other.first else { continue }
            var localizations: [String: Any] = [:]
            for language in Language.allCases {
                let values = language == .en ? intent.phrases.en : intent.phrases.ja
                guard !values.isEmpty else { continue }
                localizations[language.rawValue] = ["stringSet": ["state": "translated", "values": values]]
            }
            strings[key] = ["localizations": localizations]
        }
        let document: [String: Any] = ["sourceLanguage": sourceLanguage.rawValue, "strings": strings, "version": "1.0"]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return data + Data("\n".utf8)
    }

    /// The phrases a catalog holds: by key, the phrases of each language it has (a `stringSet`'s values, or
    /// a `stringUnit`'s one value). A language the toolkit does not speak is left out.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidAppData`` when the data is not
    ///   a String Catalog.
    package static func phrases(in data: Data, file: String) throws(IntegrationsError) -> [String: [Language: [String]]] {
        guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = document["strings"] as? [String: Any] else {
            throw IntegrationsError(.invalidAppData, LocalizedText(
                ja: "\(file) は String Catalog（strings を持つ JSON）ではありません。",
                en: "\(file) is not a String Catalog (JSON with \"strings\")."))
        }
        var result: [String: [Language: [String]]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            var byLanguage: [Language: [String]] = [:]
            for (code, value) in localizations {
                guard let language = Language(rawValue: String(code.prefix(2))), let localization = value as? [String: Any] else { continue }
                if let set = localization["stringSet"] as? [String: Any], let values = set["values"] as? [String] {
                    byLanguage[language, default: []] += values
                } else if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                    byLanguage[language, default: []].append(value)
                }
            }
            result[key] = byLanguage
        }
        return result
    }
}
