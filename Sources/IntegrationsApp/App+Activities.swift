public import IntegrationsCore

/// What an activity built from the app's data is made of: its declaration and its entity's fields.
extension App {
    /// The activity type the app declares as `type`.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidActivity`` naming the types
    ///   the app declares.
    public func activityType(_ type: String) throws(IntegrationsError) -> ActivityTypeDeclaration {
        let declarations = manifest.activities
        if let declaration = declarations.first(where: { $0.type == type }) { return declaration }
        throw IntegrationsError(.invalidActivity, LocalizedText(
            ja: "アクティビティタイプ「\(TerminalText.shortLine(type))」はありません。あるのは \(declarations.map(\.type).joined(separator: ", ")) です。",
            en: "There is no activity type \"\(TerminalText.shortLine(type))\". The app declares \(declarations.map(\.type).joined(separator: ", "))."))
    }

    /// The text fields of the record of the entity type `entity` whose item identifier is `identifier`
    /// (`goal-12`, as search shows it), which fill an activity's templates; `nil` when the app has no such
    /// record.
    ///
    /// - Throws: ``IntegrationsError`` as ``recordFields(of:)`` does.
    public func recordFields(of entity: String, identifier: String) throws(IntegrationsError) -> [String: String]? {
        try recordFields(of: entity)[identifier]
    }
}
