public import Foundation

/// What choosing a Home Screen quick action did: the URL the app opened and the route it matched, or the
/// outcome of the intent it performed. The host returns it (`AppHost.performQuickAction`), and the reporters
/// and JSON document print it.
public struct QuickActionResult: Sendable, Hashable {
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
}
