public import Foundation

// What the notification center and the host's notification calls return. Each is what its reporter words
// and what its command prints under `--json` (Docs/JSON.md, "notification"): texts in the encoder's
// language (``Foundation/CodingUserInfoKey/language``), instants in ISO 8601 (UTC).

/// A request waiting to be delivered, with when it fires next: `{"identifier", "nextFire", "title",
/// "body", "category", "entity", "repeats"}` in `notification pending --json`.
public struct PendingNotification: Sendable, Hashable, Encodable {
    public var request: NotificationRequest
    /// `nil` for a push trigger, which the clock never fires.
    public var nextFire: Date?

    /// Creates the value from its fields.
    public init(request: NotificationRequest, nextFire: Date?) {
        self.request = request
        self.nextFire = nextFire
    }

    private enum CodingKeys: String, CodingKey { case identifier, nextFire, title, body, category, entity, repeats }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(request.identifier, forKey: .identifier)
        try container.encodeIfPresent(nextFire.map(ISODate.format), forKey: .nextFire)
        try container.encode(request.content.title[encoder.language], forKey: .title)
        try container.encode(request.content.body[encoder.language], forKey: .body)
        try container.encodeIfPresent(request.content.categoryIdentifier, forKey: .category)
        try container.encodeIfPresent(request.content.userInfo["entity"], forKey: .entity)
        try container.encode(request.trigger.repeats, forKey: .repeats)
    }
}

/// A notification the center delivered: `{"number", "identifier", "date", "title", "body", "category",
/// "entity", "badge"}` in `notification deliver --json` and `notification delivered --json`.
public struct DeliveredNotification: Sendable, Hashable, Encodable {
    /// The delivery's number, for responses.
    public var id: Int64
    /// The request's identifier.
    public var identifier: String
    public var content: NotificationContent
    public var date: Date

    /// Creates the value from its fields.
    public init(id: Int64, identifier: String, content: NotificationContent, date: Date) {
        self.id = id
        self.identifier = identifier
        self.content = content
        self.date = date
    }

    private enum CodingKeys: String, CodingKey { case number, identifier, date, title, body, category, entity, badge }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .number)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(ISODate.format(date), forKey: .date)
        try container.encode(content.title[encoder.language], forKey: .title)
        try container.encode(content.body[encoder.language], forKey: .body)
        try container.encodeIfPresent(content.categoryIdentifier, forKey: .category)
        try container.encodeIfPresent(content.userInfo["entity"], forKey: .entity)
        try container.encodeIfPresent(content.badge, forKey: .badge)
    }
}

/// The delivered notifications (all of them, or those a clock's advance delivered) and the app's badge
/// after them: `{"delivered": […], "badge"}`.
public struct NotificationDeliveries: Sendable, Hashable, Encodable {
    /// The notifications, in delivery order.
    public var delivered: [DeliveredNotification]
    /// The app's badge.
    public var badge: Int

    /// Creates the value from its fields.
    public init(delivered: [DeliveredNotification], badge: Int) {
        self.delivered = delivered
        self.badge = badge
    }
}

/// What adding a request did: `{"identifier", "replaced", "nextFire", "dropped"}` in
/// `notification schedule --json`.
public struct NotificationAddResult: Sendable, Hashable, Encodable {
    /// The request's identifier.
    public var identifier: String
    /// Whether a pending request with the same identifier was replaced.
    public var replaced: Bool
    /// When it fires first (`nil`: a push trigger).
    public var nextFire: Date?
    /// Requests the limit dropped (the latest to fire), this one possibly among them.
    public var dropped: [String]
    /// How many requests stay pending (iOS keeps 64), which is why `dropped` were dropped.
    public var pendingLimit: Int

    /// Creates the value from its fields.
    public init(identifier: String, replaced: Bool, nextFire: Date?, dropped: [String], pendingLimit: Int) {
        self.identifier = identifier
        self.replaced = replaced
        self.nextFire = nextFire
        self.dropped = dropped
        self.pendingLimit = pendingLimit
    }

    private enum CodingKeys: String, CodingKey { case identifier, replaced, nextFire, dropped }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(replaced, forKey: .replaced)
        try container.encodeIfPresent(nextFire.map(ISODate.format), forKey: .nextFire)
        try container.encode(dropped, forKey: .dropped)
    }
}

/// What a response to a notification did (`AppHost.respond(to:action:text:clock:language:)`):
/// `{"action", "outcome", "dialog", "completion", "url", "route", "parameters", "queued", "text"}` in
/// `notification respond --json`, the intent's outcome in brief.
public struct NotificationResponseResult: Sendable, Hashable, Encodable {
    /// The action responded with.
    public var action: String
    /// The intent's outcome, when the action runs one.
    public var outcome: IntentOutcome?
    /// The URL the app opens, when the action opens a route.
    public var url: URL?
    /// The route that URL matches.
    public var route: String?
    /// The route's parameters, as the router reads them back from the URL (`id = 12`).
    public var parameters: [String: RouteValue]
    /// Requests the response queued: the confirmation, a streak notification, a postponed reminder.
    public var queued: [String]
    /// The text typed into a text-input action.
    public var text: String?

    /// Creates the value from its fields.
    public init(
        action: String, outcome: IntentOutcome? = nil, url: URL? = nil, route: String? = nil, parameters: [String: RouteValue] = [:], queued: [String] = [],
        text: String? = nil
    ) {
        self.action = action
        self.outcome = outcome
        self.url = url
        self.route = route
        self.parameters = parameters
        self.queued = queued
        self.text = text
    }

    private enum CodingKeys: String, CodingKey { case action, url, route, parameters, queued, text }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(action, forKey: .action)
        try container.encodeIfPresent(url?.absoluteString, forKey: .url)
        try container.encodeIfPresent(route, forKey: .route)
        if route != nil { try container.encode(RouteValueJSON.parameters(parameters), forKey: .parameters) }
        try container.encode(queued, forKey: .queued)
        try container.encodeIfPresent(text, forKey: .text)
        try outcome?.encodeBrief(to: encoder)
    }
}
