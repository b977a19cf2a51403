public import Foundation
public import IntegrationsCore
import IntegrationsHandoff

extension AppHost {
    /// The activity an intent donates when it succeeds, as the app would: the activity type whose
    /// `donatedBy` names the intent, filled from the entity the intent acted on (`goal.completed` after
    /// `CompleteGoal`). `nil` when the intent donates none or did not succeed.
    ///
    /// - Throws: ``IntegrationsError`` when the app's records cannot be read or a value does not fit its type.
    public func donatedActivity(
        intent: String, outcome: IntentOutcome, language: Language, now: Date
    ) throws(IntegrationsError) -> UserActivity? {
        guard case .success(_, let value, _, _) = outcome,
              let declaration = app.manifest.activities.first(where: { $0.donatedBy == intent })
        else { return nil }
        var fields: [String: String] = [:]
        var entityIdentifier: String?
        if case .entity(let entity)? = value {
            entityIdentifier = entity.identifier
            fields = try AppEntities(host: self).byType.values.joined().first { $0.identifier == entity.identifier }?.fields ?? [:]
        }
        return try ActivityBuilder.activity(declaration, fields: fields, entityIdentifier: entityIdentifier, language: language, now: now)
    }
}
