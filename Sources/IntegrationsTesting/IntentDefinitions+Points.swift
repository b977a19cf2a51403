public import Foundation
public import IntegrationsCore
public import IntegrationsHost
import IntegrationsApp
public import IntegrationsIntents
import IntegrationsRouting
import IntegrationsState

/// The app's other integration points, in the same style: what a deep link, a phrase, a notification's
/// action and a handed-over activity come to — the values `integrations route`, `intent say`,
/// `notification respond` and `activity continue` print as JSON.
extension IntentDefinitions {
    /// The route a URL opens and its parameters, or why no route matches (``RouteResolution``).
    ///
    /// - Throws: ``IntegrationsError`` of kind `invalidRoute` for text that is not a URL the app could be
    ///   handed; what kept the app from loading.
    public func open(_ url: String) throws(IntegrationsError) -> RouteResolution {
        let parsed = try ParsedURL.parse(url)
        return try session.host().router.resolve(parsed.url)
    }

    /// ``open(_:)-(String)`` for a URL value.
    public func open(_ url: URL) throws(IntegrationsError) -> RouteResolution {
        try open(url.absoluteString)
    }

    /// The app's App Shortcuts phrases: what a person's words start.
    public var shortcuts: AppShortcutPhrases {
        AppShortcutPhrases(session: session)
    }

    /// Schedules one of the app's notification templates for an entity, as the app would, on the test's
    /// clock: its trigger `trigger`, else the template's own.
    public func scheduleNotification(template: String, entity: String? = nil, trigger: NotificationTrigger? = nil) async throws(IntegrationsError) -> NotificationRequest {
        try await session.host().scheduleNotification(template: template, entity: entity, trigger: trigger, clock: session.clock).request
    }

    /// Delivers what is due up to `date` (the test's clock's now when `nil`), in fire order, as time passing
    /// on a device would; each delivery has the number ``respond(to:action:text:)`` takes.
    public func deliverNotifications(until date: Date? = nil) async throws(IntegrationsError) -> NotificationDeliveries {
        try await session.host().deliverNotifications(until: date ?? session.clock.now(), timeZone: session.clock.timeZone)
    }

    /// The pending notifications, soonest first, with their next fire dates.
    public func pendingNotifications() async throws(IntegrationsError) -> [PendingNotification] {
        try await session.host().notifications.pending()
    }

    /// Responds to a delivered notification with one of its category's actions (or `default`, `dismiss`),
    /// as a person would; the action's effect runs — an intent, a postponement, a route.
    public func respond(to notification: Int64, action: String, text: String? = nil) async throws(IntegrationsError) -> NotificationResponseResult {
        try await session.host().respond(to: notification, action: action, text: text, clock: session.clock, language: session.language)
    }

    /// Where continuing a handed-over activity leads on this device: one of the app's routes, the web page,
    /// or nothing, with the reason.
    public func `continue`(activity: UserActivity) async throws(IntegrationsError) -> ActivityContinuation {
        let host = try session.host()
        return try await AppHost.continuation(of: activity, app: host.app, now: session.clock.now()) { () throws(IntegrationsError) -> any SearchIndexing in
            host.searchIndex
        }
    }
}

/// The app's App Shortcuts phrases (``IntentDefinitions/shortcuts``).
public struct AppShortcutPhrases: Sendable {
    let session: TestSession

    /// The intent a person's words start, and the parameter its phrase's slot fills, or `nil` when no
    /// phrase matches: case, width, spaces and punctuation aside, as Siri hears them, with the app's
    /// entities' titles known (``PhraseMatcher``).
    public func match(_ words: String) throws(IntegrationsError) -> PhraseMatch? {
        let host = try session.host()
        return host.phraseMatcher(entities: try session.entities()).match(words)
    }

    /// The intent a phrase starts, made with the parameter its slot filled, ready to ``AnyAppIntent/run()``;
    /// `nil` when no phrase matches.
    public func intent(for words: String) throws(IntegrationsError) -> AnyAppIntent? {
        guard let match = try match(words) else { return nil }
        var intent = AnyAppIntent(definition: AppIntentDefinition(
            identifier: match.intent, bundleIdentifier: (try? session.app().manifest.app.bundleIdentifier) ?? "", session: session))
        if let parameter = match.parameter, let value = match.value { intent[dynamicMember: parameter] = value }
        return intent
    }
}
