public import Foundation
public import IntegrationsCore

/// What choosing a Home Screen quick action did: the URL the app opened and the route it matched, or the
/// outcome of the intent it performed. The host returns it (`AppHost.performQuickAction`), the reporters
/// print it, and it is `quick-action perform --json` itself: the type, then `does` (`openRoute` or
/// `runIntent`); `url`, `route` and `parameters` when it opens a route; `intent`, `outcome`, `dialog`,
/// `completion` and `queued` when it runs an intent (the outcome in brief, its dialog in the encoder's
/// language, ``Foundation/CodingUserInfoKey/language``).
///
/// ```json
/// {"type": "com.example.app.today", "does": "openRoute", "url": "example://progress", "route": "progress", "parameters": {}}
/// ```
public struct QuickActionResult: Sendable, Hashable, Encodable {
    /// The quick action's type.
    public var type: String
    /// The route the app opened, as the router reads it back from the URL, when the action opens one.
    public var route: String?
    /// The URL the app opened, when the action opens a route.
    public var url: URL?
    /// The route's parameters, as the router reads them back from the URL.
    public var parameters: [String: RouteValue]
    /// The intent the action performed, when it runs one.
    public var intent: String?
    /// The intent's outcome, when the action runs one.
    public var outcome: IntentOutcome?
    /// Notification requests the intent's completion queued (its streak notification).
    public var queued: [String]

    /// Creates a result.
    public init(
        type: String, route: String? = nil, url: URL? = nil, parameters: [String: RouteValue] = [:], intent: String? = nil, outcome: IntentOutcome? = nil,
        queued: [String] = []
    ) {
        self.type = type
        self.route = route
        self.url = url
        self.parameters = parameters
        self.intent = intent
        self.outcome = outcome
        self.queued = queued
    }

    private enum CodingKeys: String, CodingKey { case type, does, url, route, parameters, intent, queued }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(intent == nil ? "openRoute" : "runIntent", forKey: .does)
        try container.encodeIfPresent(url?.absoluteString, forKey: .url)
        try container.encodeIfPresent(route, forKey: .route)
        if route != nil { try container.encode(RouteValueJSON.parameters(parameters), forKey: .parameters) }
        if let intent {
            try container.encode(intent, forKey: .intent)
            try container.encode(queued, forKey: .queued)
        }
        try outcome?.encodeBrief(to: encoder)
    }

    /// The answer for a type `manifest` does not declare: its message names the nearest declared type.
    public static func undeclared(_ type: String, in manifest: AppManifest) -> NoMatch {
        let shown = TerminalText.shortLine(type)
        let nearest = manifest.nearestQuickActionType(to: type)
        return NoMatch(key: "type", name: type, nearest: nearest, message: LocalizedText(
            ja: "クイックアクション「\(shown)」は宣言されていません。\(nearest.map { "「\($0)」のことですか？" } ?? "")",
            en: "No quick action \"\(shown)\" is declared.\(nearest.map { " Did you mean \"\($0)\"?" } ?? "")"))
    }
}
