public import Foundation
public import IntegrationsCore
public import IntegrationsNotifications
import IntegrationsApp
import IntegrationsRouting
public import IntegrationsState

extension AppHost {
    /// The app's notification center, in its store.
    public var notifications: UserNotificationCenter {
        UserNotificationCenter(store: store)
    }

    /// Schedules a template for an entity: its content filled from the entity's record, its identifier
    /// `template-entity` unless given, its trigger `trigger` or, when `nil`, the template's own
    /// (`NotificationDeclarations.schedulingTrigger(for:given:)`).
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` for an unknown
    ///   template or entity, a template without a trigger when none is given, or a trigger that cannot fire.
    public func scheduleNotification(
        template name: String, entity: String?, trigger: NotificationTrigger?, identifier: String? = nil, extraFields: [String: String] = [:],
        clock: UserClock
    ) async throws(IntegrationsError) -> (request: NotificationRequest, result: NotificationAddResult) {
        let trigger = try app.manifest.notificationDeclarations(file: app.manifestPath).schedulingTrigger(for: name, given: trigger)
        let request = try notificationRequest(
            template: name, entity: entity, trigger: trigger, identifier: identifier, extraFields: extraFields,
            entities: nil)
        return (request, try await notifications.add(request, now: clock.now(), timeZone: clock.timeZone))
    }

    /// The notifications a clock's advance to `until` delivers, in fire order, and the badge after them.
    public func deliverNotifications(until: Date, timeZone: TimeZone) async throws(IntegrationsError) -> NotificationDeliveries {
        let delivered = try await notifications.deliver(until: until, timeZone: timeZone)
        return NotificationDeliveries(delivered: delivered, badge: try await notifications.badge())
    }

    /// Every delivered notification, with the numbers responses take, and the badge.
    public func deliveredNotifications() async throws(IntegrationsError) -> NotificationDeliveries {
        let delivered = try await notifications.delivered()
        return NotificationDeliveries(delivered: delivered, badge: try await notifications.badge())
    }

    /// The request a template makes for an entity (found among `entities`, read now when `nil`), without
    /// scheduling it.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` for an unknown
    ///   template or entity, or, without an entity, a template whose text uses a field (it would show a
    ///   blank; a field an entity's record lacks is a warning of `check`).
    public func notificationRequest(
        template name: String, entity: String?, trigger: NotificationTrigger, identifier: String?, extraFields: [String: String],
        entities: AppEntities?
    ) throws(IntegrationsError) -> NotificationRequest {
        let declarations = try app.manifest.notificationDeclarations(file: app.manifestPath)
        guard let template = declarations.templates.first(where: { $0.identifier == name }) else {
            let known = declarations.templates.map(\.identifier).joined(separator: ", ")
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "通知テンプレート「\(TerminalText.shortLine(name))」はありません。あるのは \(known) です。",
                en: "There is no notification template \"\(TerminalText.shortLine(name))\". The templates are \(known)."))
        }
        var fields = extraFields
        var entityIdentifier: String?
        if let entity {
            let snapshot: AppEntities
            if let entities { snapshot = entities } else { snapshot = try AppEntities(host: self) }
            guard let found = snapshot.entity(withIdentifier: entity) else {
                throw IntegrationsError(.invalidNotification, LocalizedText(
                    ja: "エンティティ「\(TerminalText.shortLine(entity))」はありません。識別子は検索結果で確かめられます。", en: "There is no entity \"\(TerminalText.shortLine(entity))\". Search results show the identifiers."))
            }
            fields.merge(found.fields) { extra, _ in extra }
            fields["title"] = fields["title"] ?? found.title
            entityIdentifier = found.identifier
        }
        if entity == nil {
            // Without an entity, a template whose text uses a field would show a blank (`Time to do “”`).
            let texts = [template.title, template.body] + (template.subtitle.map { [$0] } ?? [])
            let used = Set(texts.flatMap { FieldTemplate($0.ja).fields + FieldTemplate($0.en).fields })
            let unfilled = used.subtracting(fields.keys).sorted()
            if !unfilled.isEmpty {
                let names = unfilled.map { "「\($0)」" }.joined(separator: "、")
                let namesEn = unfilled.map { "\"\($0)\"" }.joined(separator: ", ")
                throw IntegrationsError(.invalidNotification, LocalizedText(
                    ja: "通知テンプレート「\(name)」はフィールド \(names) を使うので、エンティティなしでは作れません（空のまま表示されます）。エンティティを指定してください。",
                    en: "The notification template \"\(name)\" uses the field\(unfilled.count == 1 ? "" : "s") \(namesEn), which only an entity fills, so it cannot be made without one (it would show a blank). Give an entity."))
            }
        }
        return NotificationRequest(
            identifier: identifier ?? ([name] + [entityIdentifier].compactMap { $0 }).joined(separator: "-"),
            content: NotificationContent(template, fields: fields, entityIdentifier: entityIdentifier), trigger: trigger)
    }

    private static func noTextInput(_ action: String) -> IntegrationsError {
        IntegrationsError(.invalidNotification, LocalizedText(
            ja: "アクション「\(action)」はテキスト入力のアクションではないので、テキストは渡せません。",
            en: "The action \"\(action)\" is not a text-input action, so it takes no typed text."))
    }

    /// Responds to a delivered notification with an action, as the system delivers a response to the app:
    /// the default action (opening the notification) always, dismiss only when the category has
    /// `customDismissAction`, any other action only when the category declares it. The action's effect
    /// runs: an intent (with the notification's entity, and a text-input action's text in the parameter
    /// its `textInput` names), a postponement, a route. `text` is what was typed into a text-input action
    /// (none: an empty field); another action takes none. An intent that records a completion does so
    /// with everything it causes in one transaction (``perform(_:clock:language:handlers:entities:)``);
    /// `language` is that of the activity it donates.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` for a
    ///   notification never delivered or an action its category lacks; nothing changes then.
    public func respond(
        to deliveredID: Int64, action: String, text: String? = nil, clock: UserClock, language: Language = .en
    ) async throws(IntegrationsError) -> NotificationResponseResult {
        guard let delivered = try await notifications.delivered(id: deliveredID) else {
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "通知 \(deliveredID) は届いていません。", en: "Notification \(deliveredID) was never delivered."), remedy: .listDeliveredNotifications)
        }
        // A person answers a notification once it has arrived: on a clock behind the delivery (a stopped
        // clock, or `deliver --until` ahead of it) the response happens when the notification arrived.
        let clock = UserClock(timeZone: clock.timeZone) { [now = clock.now] in max(now(), delivered.date) }
        let categories = try app.manifest.notificationDeclarations(file: app.manifestPath).categories
        let category = delivered.content.categoryIdentifier.flatMap { id in categories.first { $0.identifier == id } }
        var result = NotificationResponseResult(action: action)
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
                ja: "通知 \(deliveredID) のカテゴリにアクション「\(TerminalText.shortLine(action))」はありません\(known.isEmpty ? "" : "（あるのは \(known)）")。",
                en: "Notification \(deliveredID)'s category has no action \"\(TerminalText.shortLine(action))\"\(known.isEmpty ? "" : " (it has \(known))")."))
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
            // The completion, its confirmation, the streak notification, widget reloads and donation: one transaction.
            let performance = try await perform(
                IntentRequest(intent: name, parameters: parameters, isConfirmed: true), clock: clock, language: language, handlers: [],
                entities: nil, reason: declared.identifier, confirmation: declared.confirmation)
            result.outcome = performance.outcome
            result.queued += performance.queuedNotifications
        case .postpone(let seconds):
            let request = NotificationRequest(
                identifier: delivered.identifier + "-postponed", content: delivered.content, trigger: .timeInterval(seconds, repeats: false))
            try await notifications.add(request, now: clock.now(), timeZone: clock.timeZone)
            result.queued.append(request.identifier)
        case .openRoute(let name):
            let fields = try entity.flatMap { id throws(IntegrationsError) in
                try AppEntities(host: self).entity(withIdentifier: id)?.fields
            } ?? [:]
            let declaration = app.manifest.routes.first { $0.name == name }
            var values: [String: RouteValue] = [:]
            for (parameter, type) in declaration?.parameters ?? [:] {
                if let text = fields[parameter], let value = type.value(of: text) { values[parameter] = value }
            }
            let form = declaration?.forms.first?.kind ?? .scheme
            let url = try router.url(for: name, parameters: values, form: form)
            result.url = url
            // What the app sees is what the router reads back from the URL, as when it arrives.
            let match = router.match(url)
            result.route = match?.route ?? name
            result.parameters = match?.parameters ?? values
        case nil:
            break
        }
        return result
    }
}
