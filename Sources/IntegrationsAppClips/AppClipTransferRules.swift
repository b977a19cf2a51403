import Foundation
public import IntegrationsCore

// The rules a transfer document meets before the full app imports it: the engine behind the
// `AppClipTransfer` value (Decisions 197 and 528).

extension AppClipTransfer {
    /// Why the full app refuses the document, or `nil`: an unknown version, a creation date that is not
    /// ISO 8601, more records or references than the clip may hold, a selection the clip did not hold, a
    /// required field empty, or a document over the clip's storage.
    public func problem(_ declaration: AppClipTransferDeclaration, size: Int) -> LocalizedText? {
        if !Self.knownVersions.contains(version) {
            return LocalizedText(
                ja: "バージョン「\(version)」の引き継ぎ文書は読めません（読めるのは \(Self.knownVersions.sorted().joined(separator: ", "))）",
                en: "a transfer document of version \"\(version)\" cannot be read (known: \(Self.knownVersions.sorted().joined(separator: ", ")))")
        }
        if ISODate.parse(createdAt) == nil {
            return LocalizedText(ja: "createdAt「\(createdAt)」は ISO 8601 の日時ではありません", en: "createdAt \"\(createdAt)\" is not an ISO 8601 date and time")
        }
        for kind in declaration.records {
            let held = records[kind.key] ?? []
            if held.count > kind.maximum {
                return Self.overLimit(kind.key, held.count, kind.maximum)
            }
            for (index, record) in held.enumerated() {
                if let field = kind.required.first(where: { (record[$0] ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
                    return LocalizedText(ja: "\(kind.key)[\(index)] の \(field) が空です", en: "\(kind.key)[\(index)] has an empty \(field)")
                }
            }
        }
        for kind in declaration.references {
            let held = references[kind.key]
            if let held, held.count > kind.maximum {
                return Self.overLimit(kind.key, held.count, kind.maximum)
            }
            if let selectedKey = kind.selectedKey, let selected = selections[selectedKey], let held, !held.contains(selected) {
                return LocalizedText(
                    ja: "\(selectedKey)「\(selected)」が \(kind.key) にありません", en: "the \(selectedKey) \"\(selected)\" is not in \(kind.key)")
            }
        }
        if size > declaration.storage {
            return LocalizedText(
                ja: "\(size)バイトあり、App Clip の保存容量\(declaration.storage)バイトを超えています",
                en: "it is \(size) bytes, over the App Clip's storage of \(declaration.storage)")
        }
        return nil
    }

    /// A count over a declared maximum.
    static func overLimit(_ key: String, _ count: Int, _ maximum: Int) -> LocalizedText {
        LocalizedText(
            ja: "\(key) に\(count)件あります。App Clip が持てるのは\(maximum)件までです",
            en: "\(key) holds \(count); an App Clip holds at most \(maximum)")
    }
}
