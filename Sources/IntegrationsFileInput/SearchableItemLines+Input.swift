import Foundation
package import IntegrationsCore

extension SearchableItemLines {
    /// What an items file is, for the messages that refuse it (``BoundedInput/Subject``).
    package static let input = BoundedInput.Subject(
        kind: .invalidItems, noun: LocalizedText(ja: "項目ファイル", en: "the items file"),
        why: LocalizedText(ja: "それより多い項目は複数のファイルに分けて索引してください", en: "index more items from several files"),
        outcome: LocalizedText(ja: "何も索引していません。", en: "Nothing was indexed."))

    /// The items of the JSON Lines file at `path` (`-`: the descriptor `standardInput`), read as ``parse(_:name:)``
    /// does from at most ``maximumSize`` bytes; `name` names it in messages.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidItems``.
    package static func read(_ path: String, name: String, standardInput: Int32) throws(IntegrationsError) -> [SearchableItem] {
        try parse(BoundedInput.read(path, limit: maximumSize, input, standardInput: standardInput), name: name)
    }
}
