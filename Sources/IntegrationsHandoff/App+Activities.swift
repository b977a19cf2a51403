public import IntegrationsApp
public import IntegrationsCore
import IntegrationsPointKit

/// What an activity built from the app's data is made of: its declaration and its entity's fields.
extension App {
    /// The activity types the app declares: the manifest's `activities`, refused with its place when it does
    /// not decode (``HandoffPoint``'s section).
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` naming the JSON path,
    ///   its line and column, and what was expected.
    public func activityTypes() throws(IntegrationsError) -> [ActivityTypeDeclaration] {
        try HandoffPoint().declarations(in: manifest, file: manifestPath)
    }

    /// The activity type the app declares as `type`.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidActivity`` naming the types
    ///   the app declares.
    public func activityType(_ type: String) throws(IntegrationsError) -> ActivityTypeDeclaration {
        let declarations = try activityTypes()
        if let declaration = declarations.first(where: { $0.type == type }) { return declaration }
        throw IntegrationsError(.invalidActivity, LocalizedText(
            ja: "アクティビティタイプ「\(TerminalText.shortLine(type))」はありません。あるのは \(declarations.map(\.type).joined(separator: ", ")) です。",
            en: "There is no activity type \"\(TerminalText.shortLine(type))\". The app declares \(declarations.map(\.type).joined(separator: ", "))."))
    }

    /// The text fields an activity of `declaration` is built from: those of the record `entity` names
    /// (its item identifier, as search shows it) when the activity is about an entity type, none otherwise.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidActivity`` when the activity
    ///   is about an entity type and `entity` is `nil` (remedy ``IntegrationsError/Remedy/nameEntity(ofType:)``)
    ///   or the app has no such record (remedy ``IntegrationsError/Remedy/searchIdentifiers``); as
    ///   ``recordFields(of:)`` does.
    public func activityFields(_ declaration: ActivityTypeDeclaration, entity: String?) throws(IntegrationsError) -> [String: String] {
        guard let kind = declaration.entity else { return [:] }
        guard let entity else {
            throw IntegrationsError(.invalidActivity, LocalizedText(
                ja: "アクティビティ「\(declaration.type)」は \(kind) についてのものです。", en: "Activity \"\(declaration.type)\" is about a \(kind)."),
                remedy: .nameEntity(ofType: kind))
        }
        guard let fields = try recordFields(of: kind, identifier: entity) else {
            throw IntegrationsError(.invalidActivity, LocalizedText(
                ja: "\(kind) のエンティティ「\(TerminalText.shortLine(entity))」はありません。", en: "There is no \(kind) \"\(TerminalText.shortLine(entity))\"."),
                remedy: .searchIdentifiers)
        }
        return fields
    }
}
