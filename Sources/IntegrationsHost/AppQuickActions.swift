import Foundation
public import IntegrationsCore
public import IntegrationsQuickActions
import IntegrationsApp
import IntegrationsRouting

extension AppHost {
    /// Performs a Home Screen quick action as the app would when a person chooses it: an `openRoute` action
    /// builds the route's URL from the action's values (the route's first form) and reads it back through
    /// the router, as the app receives it; a `runIntent` action performs the intent with the action's values
    /// as its parameters, confirmed (the person chose the action), with everything a completion causes in one
    /// transaction (``perform(_:clock:language:handlers:entities:)``).
    ///
    /// ```swift
    /// let result = try await host.performQuickAction("com.example.today", clock: .system, language: .en)
    /// result.url   // example://progress
    /// result.route // "progress"
    /// ```
    ///
    /// - Parameters:
    ///   - type: The quick action's type, as the system hands it to the app (`UIApplicationShortcutItem.type`).
    ///   - clock: The user's clock and time zone, for an intent.
    ///   - language: The language of an intent's dialog and donated activity.
    ///   - entities: The entities an intent resolves against; `nil` reads them now.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidQuickAction`` for a type the
    ///   manifest does not declare (naming the nearest declared type, both in
    ///   ``IntegrationsError/undeclared``), of kind
    ///   ``IntegrationsError/Kind/invalidRoute`` when the route's URL cannot be built from the action's
    ///   values, or as ``perform(_:clock:language:handlers:entities:)`` throws.
    public func performQuickAction(
        _ type: String, clock: UserClock, language: Language, entities: AppEntities? = nil
    ) async throws(IntegrationsError) -> QuickActionResult {
        try await performQuickAction(try app.manifest.declaredQuickAction(ofType: type, file: app.manifestPath), clock: clock, language: language, entities: entities)
    }

    /// Performs `action`, one of the app's declared quick actions (``AppManifest/declaredQuickAction(ofType:file:)``
    /// looks it up), as ``performQuickAction(_:clock:language:entities:)-(String,_,_,_)`` does.
    public func performQuickAction(
        _ action: QuickActionDeclaration, clock: UserClock, language: Language, entities: AppEntities? = nil
    ) async throws(IntegrationsError) -> QuickActionResult {
        let type = action.type
        var result = QuickActionResult(type: type)
        switch action.does {
        case .openRoute(let name, let values):
            let form = app.manifest.routes.first { $0.name == name }?.forms.first?.kind ?? .scheme
            let url = try router.url(for: name, textParameters: values, form: form)
            result.url = url
            // What the app sees is what the router reads back from the URL, as when it arrives.
            let match = router.match(url)
            result.route = match?.route ?? name
            result.parameters = match?.parameters ?? [:]
        case .runIntent(let name, let values):
            let performance = try await perform(
                IntentRequest(intent: name, parameters: values, isConfirmed: true), clock: clock, language: language, handlers: [],
                entities: entities, reason: type, confirmation: nil)
            result.intent = name
            result.outcome = performance.outcome
            result.queued = performance.queuedNotifications
        }
        return result
    }
}
