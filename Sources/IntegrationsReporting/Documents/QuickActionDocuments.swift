import Foundation
public import IntegrationsCore

/// `quick-action perform --json`: the type, then `does` (`openRoute` or `runIntent`); `url`, `route` and
/// `parameters` when it opens a route; `intent`, `outcome`, `dialog`, `completion` and `queued` when it runs
/// an intent. For a type the app does not declare: `{"type", "outcome": "noMatch", "nearest"}`.
public struct QuickActionDocument: Encodable {
    public var type: String
    public var does: String?
    public var url: String?
    public var route: String?
    public var parameters: [String: TypedValue]?
    public var intent: String?
    public var outcome: String?
    public var dialog: String?
    public var completion: String?
    public var queued: [String]?
    /// The declared type nearest to an undeclared one.
    public var nearest: String?

    /// The document of a performed quick action.
    ///
    /// - Parameters:
    ///   - report: What the action did.
    ///   - language: The language of the intent's dialog.
    public init(_ report: QuickActionResult, language: Language) {
        type = report.type
        if let intent = report.intent {
            does = "runIntent"
            self.intent = intent
            queued = report.queued
        } else {
            does = "openRoute"
        }
        if let outcome = report.outcome {
            let document = IntentDocument(request: IntentRequest(intent: report.intent ?? ""), outcome: outcome, language: language, phrase: nil)
            self.outcome = document.outcome
            dialog = document.dialog ?? document.reason ?? document.prompt
            completion = document.completion
        }
        url = report.url?.absoluteString
        route = report.route
        parameters = report.route == nil ? nil : report.parameters.mapValues(TypedValue.init)
    }

    /// The document of a type the app does not declare.
    ///
    /// - Parameters:
    ///   - undeclared: The type asked for.
    ///   - nearest: The declared type nearest to it, if one is near.
    public init(undeclared: String, nearest: String?) {
        type = undeclared
        outcome = "noMatch"
        self.nearest = nearest
    }
}
