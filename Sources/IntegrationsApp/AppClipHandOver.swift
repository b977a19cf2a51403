public import Foundation
public import IntegrationsAppClips
public import IntegrationsCore
package import IntegrationsFileInput

extension App {
    /// What the app's App Clip hands over, or why it cannot.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidTransfer`` when the manifest
    ///   declares no `appClipTransfer`, or of kind ``IntegrationsError/Kind/invalidManifest`` when the one
    ///   it declares does not decode or could not be imported (``AppManifest/appClipTransferDeclaration(file:)``).
    public func clipTransferDeclaration() throws(IntegrationsError) -> AppClipTransferDeclaration {
        guard let declaration = try manifest.appClipTransferDeclaration(file: manifestPath) else {
            throw IntegrationsError(.invalidTransfer, LocalizedText(
                ja: "アプリ \(manifest.app.name) のマニフェストに appClipTransfer がありません。App Clip が引き継ぐものを宣言してください（Docs/AppClips.md）。",
                en: "The app \(manifest.app.name) declares no appClipTransfer in its manifest; declare what its App Clip hands over (Docs/AppClips.md)."))
        }
        return declaration
    }

    /// The document an App Clip holding these records would write: each identifier is a record of one of
    /// the declared types, created in the clip (its fields are copied) or held by it (named); `selected`
    /// is the one the person chose, by default the first held record of each type that has a choice.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidTransfer`` for an identifier
    ///   of no declared type, more of a type than the clip may hold, or a selection the clip does not hold.
    public func clipTransfer(handingOver identifiers: [String], selected: String?, createdAt: Date) throws(IntegrationsError) -> AppClipTransfer {
        let declaration = try clipTransferDeclaration()
        var document = AppClipTransfer(createdAt: ISODate.format(createdAt))
        var placed: Set<String> = []
        for kind in declaration.records {
            let known = try recordFields(of: kind.entity)
            let chosen = identifiers.filter { known[$0] != nil }
            try Self.refuseOverLimit(kind.entity, count: chosen.count, maximum: kind.maximum)
            document.records[kind.key] = chosen.map { id in
                Dictionary(uniqueKeysWithValues: kind.fields.map { ($0, known[id]?[$0] ?? "") })
            }
            placed.formUnion(chosen)
        }
        for kind in declaration.references {
            let known = try recordFields(of: kind.entity)
            let chosen = identifiers.filter { known[$0] != nil }
            try Self.refuseOverLimit(kind.entity, count: chosen.count, maximum: kind.maximum)
            placed.formUnion(chosen)
            guard !chosen.isEmpty else { continue }
            document.references[kind.key] = chosen
            if let selectedKey = kind.selectedKey {
                document.selections[selectedKey] = selected.flatMap { chosen.contains($0) ? $0 : nil } ?? chosen[0]
            }
        }
        if let unknown = identifiers.first(where: { !placed.contains($0) }) {
            let types = (declaration.records.map(\.entity) + declaration.references.map(\.entity)).joined(separator: ", ")
            throw IntegrationsError(.invalidTransfer, LocalizedText(
                ja: "「\(unknown)」は App Clip が引き継ぐ種類（\(types)）のどのレコードでもありません。識別子は検索結果で確かめられます。",
                en: "\"\(unknown)\" is no record of the types the App Clip hands over (\(types)). Search results show the identifiers."))
        }
        if let selected, !document.selections.values.contains(selected) {
            throw IntegrationsError(.invalidTransfer, LocalizedText(
                ja: "選んだレコード「\(selected)」は App Clip が持つレコードではありません。選べるのは引き継ぐ参照先のどれかだけです。",
                en: "The selected record \"\(selected)\" is not one the App Clip holds; only a record it hands over by reference can be selected."))
        }
        return document
    }

    /// A transfer document, for the messages that refuse one (``BoundedInput/Subject``): it is read no
    /// further than the clip's storage, and nothing is imported from one refused.
    package static let clipTransferInput = BoundedInput.Subject(
        kind: .invalidTransfer, noun: LocalizedText(ja: "引き継ぎ文書", en: "the transfer document"),
        why: LocalizedText(ja: "App Clip の保存容量", en: "the App Clip's storage"),
        outcome: LocalizedText(ja: "何も取り込みませんでした。", en: "Nothing was imported."))

    /// Reads a transfer document in the shape this app declares, and refuses one the full app would not
    /// import: malformed, over a limit, or naming a record the app does not have.
    ///
    /// - Parameters:
    ///   - data: The document's bytes (read to the clip's storage and no further).
    ///   - file: Its name, for messages.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidTransfer``.
    public func readClipTransfer(_ data: Data, file: String) throws(IntegrationsError) -> AppClipTransfer {
        let declaration = try clipTransferDeclaration()
        let transfer = try JSONProblem.decode(
            AppClipTransfer.self, from: data, kind: .invalidTransfer, file: file, userInfo: [AppClipTransfer.declarationKey: declaration])
        if let problem = transfer.problem(declaration, size: data.count) {
            throw Self.refused(file, problem)
        }
        for kind in declaration.references {
            let named = (transfer.references[kind.key] ?? []) + (kind.selectedKey.flatMap { transfer.selections[$0] }.map { [$0] } ?? [])
            guard !named.isEmpty else { continue }
            let known = try recordFields(of: kind.entity)
            if let unknown = named.first(where: { known[$0] == nil }) {
                throw Self.refused(file, LocalizedText(ja: "\(kind.entity)「\(unknown)」はこのアプリにありません", en: "the app has no \(kind.entity) \"\(unknown)\""))
            }
        }
        return transfer
    }

    static func refused(_ file: String, _ problem: LocalizedText) -> IntegrationsError {
        IntegrationsError(.invalidTransfer, LocalizedText(
            ja: "引き継ぎ文書 \(file) は取り込めません: \(problem.ja)。何も取り込みませんでした。",
            en: "The transfer document \(file) cannot be imported: \(problem.en). Nothing was imported."))
    }

    static func refuseOverLimit(_ entity: String, count: Int, maximum: Int) throws(IntegrationsError) {
        guard count > maximum else { return }
        throw IntegrationsError(.invalidTransfer, LocalizedText(
            ja: "App Clip が持てる \(entity) は\(maximum)件までです（\(count)件指定されました）。",
            en: "An App Clip holds at most \(maximum) of \(entity) (\(count) were given)."))
    }
}
