public import Foundation
public import IntegrationsCore
package import IntegrationsFileInput

/// An activity as another device receives it: JSON of a bounded size, read strictly.
extension UserActivity {
    /// The most bytes a handed-over activity is read from: one is a few kilobytes.
    public static let handOverLimit = 65_536

    /// A handed-over activity, for the messages that refuse one (``BoundedInput/Subject``), with why
    /// ``handOverLimit`` is what it is, said after the limit.
    package static let handOverInput = BoundedInput.Subject(
        kind: .invalidActivity, noun: LocalizedText(ja: "アクティビティ", en: "the activity"),
        why: LocalizedText(ja: "引き渡されるアクティビティは数キロバイトです", en: "a handed-over activity is a few kilobytes"))

    /// Reads a handed-over activity (read within ``handOverLimit``) as strict JSON: a key the activity
    /// does not have (a misspelled `"userInfos"`) is refused, not ignored.
    ///
    /// ```swift
    /// let activity = try UserActivity.handedOver(data, file: "activity.json")
    /// let result = continuer.continuation(of: activity, now: .now)   // ActivityContinuer
    /// ```
    ///
    /// - Parameters:
    ///   - data: The activity's JSON.
    ///   - file: How messages name the input.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidActivity`` naming the file,
    ///   the line and the JSON path of the problem.
    public static func handedOver(_ data: Data, file: String) throws(IntegrationsError) -> UserActivity {
        try JSONProblem.decode(UserActivity.self, from: data, kind: .invalidActivity, file: file, userInfo: [.refusesUnknownKeys: true])
    }
}
