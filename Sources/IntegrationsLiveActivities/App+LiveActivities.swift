import Foundation
public import IntegrationsApp
public import IntegrationsCore


extension App {
    /// The fixed properties of a Live Activity's start filled from one of the app's records: the record
    /// `entity` names, of the declaration's entity type, fills the properties' value templates
    /// (`LiveActivityPayload.attributes(of:fields:entity:)`).
    ///
    /// ```swift
    /// let attributes = try app.liveActivityAttributes(of: brew, entity: "tea-3") // ["teaName": "Sencha", "steepSeconds": 90]
    /// ```
    ///
    /// - Parameters:
    ///   - declaration: The Live Activity.
    ///   - entity: The record's identifier, as search shows it.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` when the
    ///   declaration names no entity type, the app has no such record (remedy
    ///   ``IntegrationsError/Remedy/searchIdentifiers``), or the record lacks a field a template uses.
    public func liveActivityAttributes(of declaration: LiveActivityDeclaration, entity: String) throws(IntegrationsError) -> [String: Any] {
        guard let kind = declaration.entity else {
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "Live Activity \(declaration.attributesType) には entity がないため、「\(TerminalText.shortLine(entity))」から固定のプロパティを埋められません。",
                en: "The Live Activity \(declaration.attributesType) names no entity, so \"\(TerminalText.shortLine(entity))\" cannot fill its fixed properties."))
        }
        guard let fields = try recordFields(of: kind, identifier: entity) else {
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "\(kind) のエンティティ「\(TerminalText.shortLine(entity))」はありません。", en: "There is no \(kind) \"\(TerminalText.shortLine(entity))\"."),
                remedy: .searchIdentifiers)
        }
        return try LiveActivityPayload.attributes(of: declaration, fields: fields, entity: entity)
    }
}
