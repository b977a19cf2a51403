public import Foundation
public import IntegrationsCore
public import IntegrationsNotifications

/// What a response to a notification did.
public struct NotificationResponseResult: Sendable, Hashable {
    /// The action responded with.
    public var action: String
    /// The intent's outcome, when the action runs one.
    public var outcome: IntentOutcome?
    /// The URL the app opens, when the action opens a route.
    public var url: URL?
    /// The route that URL matches.
    public var route: String?
    /// The route's parameters, as the router reads them back from the URL (`id = 12`).
    public var parameters: [String: RouteValue] = [:]
    /// Requests the response queued: the confirmation, a celebration, a postponed reminder.
    public var queued: [String]
    /// The text typed into a text-input action.
    public var text: String?
}

extension AppHost {
    /// The app's notification center, in its store.
    public var notifications: UserNotificationCenter {
        UserNotificationCenter(store: store)
    }

    /// Schedules a template for an entity: its content filled from the entity's record, its identifier
    /// `template-entity` unless given.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` for an unknown
    ///   template or entity, or a trigger that cannot fire.
    public func scheduleNotification(
        template name: String, entity: String?, trigger: NotificationTrigger, identifier: String? = nil, extraFields: [String: String] = [:],
        clock: UserClock
    ) async throws(IntegrationsError) -> (request: NotificationRequest, result: NotificationAddResult) {
        let declarations = app.manifest.notifications
        guard let template = declarations.templates.first(where: { $0.identifier == name }) else {
            let known = declarations.templates.map(\.identifier).joined(separator: ", ")
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "通知テンプレート「\(name)」はありません。あるのは \(known) です。",
                en: "There is no notification template \"\(name)\". The templates are \(known)."))
        }
        var fields = extraFields
        var entityIdentifier: String?
        if let entity {
            let entities = try AppEntities(host: self)
            guard let found = entities.byType.values.joined().first(where: { $0.identifier == entity }) else {
                throw IntegrationsError(.invalidNotification, LocalizedText(
                    ja: "エンティティ「\(entity)」はありません（例: goal-1）。", en: "There is no entity \"\(entity)\" (such as goal-1)."))
            }
            fields.merge(found.fields) { extra, _ in extra }
            fields["title"] = fields["title"] ?? found.title
            entityIdentifier = found.identifier
        }
        let request = NotificationRequest(
            identifier: identifier ?? ([name] + [entityIdentifier].compactMap { $0 }).joined(separator: "-"),
            content: NotificationContent(template, fields: fields, entityIdentifier: entityIdentifier), trigger: trigger)
        let result = try await notifications.add(request, now: clock.now(), timeZone: clock.timeZone)
        return (request, result)
    }

    /// After a completion was recorded: the celebration, with the streak, when it is 2 days or more.
    /// Returns the queued request's identifier.
    public func celebrateIfStreak(_ entityID: String, clock: UserClock) async throws(IntegrationsError) -> String? {
        guard app.manifest.notifications.templates.contains(where: { $0.identifier == "celebration" }) else { return nil }
        let streak = try await completions.streak(of: entityID, today: clock.today)
        guard streak >= 2 else { return nil }
        return try await scheduleNotification(
            template: "celebration", entity: entityID, trigger: .timeInterval(1, repeats: false), extraFields: ["streak": String(streak)], clock: clock
        ).request.identifier
    }

    private static func noTextInput(_ action: String) -> IntegrationsError {
        IntegrationsError(.invalidNotification, LocalizedText(
            ja: "アクション「\(action)」はテキスト入力のアクションではないので、--text は渡せません。",
            en: "The action \"\(action)\" is not a text-input action, so it takes no --text."))
    }

    /// Responds to a delivered notification with an action, as the system delivers a response to the app:
    /// the default action (opening the notification) always, dismiss only when the category has
    /// `customDismissAction`, any other action only when the category declares it. The action's effect
    /// runs: an intent (with the notification's entity, and a text-input action's text in the parameter
    /// its `textInput` names), a postponement, a route. `text` is what was typed into a text-input action
    /// (none: an empty field); another action takes none.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` for a
    ///   notification never delivered or an action its category lacks; nothing changes then.
    public func respond(
        to deliveredID: Int64, action: String, text: String? = nil, clock: UserClock
    ) async throws(IntegrationsError) -> NotificationResponseResult {
        guard let delivered = try await notifications.delivered(id: deliveredID) else {
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "通知 \(deliveredID) は届いていません。integrations notification delivered で届いた通知の番号を確かめてください。",
                en: "Notification \(deliveredID) was never delivered. List the delivered notifications' numbers with integrations notification delivered."))
        }
        // A person answers a notification once it has arrived: on a clock behind the delivery (a stopped
        // clock, or `deliver --until` ahead of it) the response happens when the notification arrived.
        let clock = UserClock(timeZone: clock.timeZone) { [now = clock.now] in max(now(), delivered.date) }
        let category = delivered.content.categoryIdentifier.flatMap { id in app.manifest.notifications.categories.first { $0.identifier == id } }
        var result = NotificationResponseResult(action: action, queued: [], text: nil)
        if text != nil && (action == NotificationResponseAction.default || action == NotificationResponseAction.dismiss) {
            throw Self.noTextInput(action)
        }
        if action == NotificationResponseAction.default { return result }
        if action == NotificationResponseAction.dismiss {
            guard category?.options.contains(.customDismissAction) == true else {
                throw IntegrationsError(.invalidNotification, LocalizedText(
                    ja: "通知 \(deliveredID) のカテゴリには customDismissAction がないため、閉じてもアプリに届きません。",
                    en: "Notification \(deliveredID)'s category has no customDismissAction, so dismissing it is not delivered to the app."))
            }
            return result
        }
        guard let declared = category?.actions.first(where: { $0.identifier == action }) else {
            let known = (category?.actions.map(\.identifier) ?? []).joined(separator: ", ")
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "通知 \(deliveredID) のカテゴリにアクション「\(action)」はありません\(known.isEmpty ? "" : "（あるのは \(known)）")。",
                en: "Notification \(deliveredID)'s category has no action \"\(action)\"\(known.isEmpty ? "" : " (it has \(known))")."))
        }
        // Only a text-input action carries text, and it always does (an empty field sends "").
        if text != nil && declared.textInput == nil { throw Self.noTextInput(action) }
        let typed = declared.textInput.map { _ in text ?? "" }
        result.text = typed
        let entity = delivered.content.userInfo["entity"]
        switch declared.does {
        case .runIntent(let name):
            guard let intent = app.manifest.intents.first(where: { $0.identifier == name }) else { break }
            var parameters: [String: String] = [:]
            if let entity, let parameter = intent.parameters.first(where: { if case .entity = $0.type { true } else { false } }) {
                parameters[parameter.name] = entity
            }
            if let typed, let parameter = declared.textInput?.parameter {
                parameters[parameter] = typed
            }
            let outcome = try await intentResolver(clock: clock).run(IntentRequest(intent: name, parameters: parameters, isConfirmed: true))
            result.outcome = outcome
            if case .success(_, _, _, .recorded?) = outcome, let entity {
                if app.manifest.notifications.templates.contains(where: { $0.identifier == "quickCompletion" }) {
                    result.queued.append(try await scheduleNotification(
                        template: "quickCompletion", entity: nil, trigger: .timeInterval(1, repeats: false),
                        identifier: "quickCompletion-\(entity)", clock: clock
                    ).request.identifier)
                }
                if let celebration = try await celebrateIfStreak(entity, clock: clock) { result.queued.append(celebration) }
                try await reloadWidgets(reason: "completion \(entity) (\(declared.identifier))", clock: clock)
            }
        case .postpone(let seconds):
            let request = NotificationRequest(
                identifier: delivered.identifier + "-postponed", content: delivered.content, trigger: .timeInterval(seconds, repeats: false))
            try await notifications.add(request, now: clock.now(), timeZone: clock.timeZone)
            result.queued.append(request.identifier)
        case .openRoute(let name):
            let fields = try entity.flatMap { id throws(IntegrationsError) in
                try AppEntities(host: self).byType.values.joined().first { $0.identifier == id }?.fields
            } ?? [:]
            let declaration = app.manifest.routes.first { $0.name == name }
            var values: [String: RouteValue] = [:]
            for (parameter, type) in declaration?.parameters ?? [:] {
                if let text = fields[parameter], let value = type.value(of: text) { values[parameter] = value }
            }
            let form = declaration?.forms.first?.kind ?? .scheme
            let url = try app.router.url(for: name, parameters: values, form: form)
            result.url = url
            // What the app sees is what the router reads back from the URL, as when it arrives.
            let match = app.router.match(url)
            result.route = match?.route ?? name
            result.parameters = match?.parameters ?? values
        case nil:
            break
        }
        return result
    }
}
