public import Foundation
public import IntegrationsCore

/// An app's notifications, as its manifest declares them: categories with their actions, and content
/// templates filled from an entity's fields.
///
/// ```json
/// "notifications": {
///   "categories": [{"identifier": "ORDER_REMINDER", "actions": [
///     {"identifier": "DONE_ACTION", "title": {"ja": "完了", "en": "Done"}, "does": {"runIntent": "CompleteOrder"}}]}],
///   "templates": [{"identifier": "orderReminder", "category": "ORDER_REMINDER", "entity": "order",
///     "title": {"ja": "注文の時間です", "en": "Time to order"}, "body": {"ja": "「${title}」を注文しましょう", "en": "Time to order “${title}”"}, "badge": 1}]
/// }
/// ```
public struct NotificationDeclarations: Sendable, Hashable, Codable {
    /// The categories, like `UNNotificationCategory`.
    public var categories: [NotificationCategory]
    /// The content templates.
    public var templates: [NotificationTemplate]
    /// What a completion's streak queues, when the app declares it (none by default).
    public var streakNotification: StreakNotification?

    /// Creates declarations.
    public init(categories: [NotificationCategory] = [], templates: [NotificationTemplate] = [], streakNotification: StreakNotification? = nil) {
        self.categories = categories
        self.templates = templates
        self.streakNotification = streakNotification
    }

    private enum CodingKeys: String, CodingKey { case categories, templates, streakNotification }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        categories = try container.decodeIfPresent([NotificationCategory].self, forKey: .categories) ?? []
        templates = try container.decodeIfPresent([NotificationTemplate].self, forKey: .templates) ?? []
        streakNotification = try container.decodeIfPresent(StreakNotification.self, forKey: .streakNotification)
    }
}

/// A notification a completion queues for its entity when the entity's streak (consecutive days with a
/// completion, this one included) reaches ``minimumStreak``: in JSON
/// `{"template": "kudos", "minimumStreak": 2}`. The template is filled from the entity's record and the
/// field `streak`, the number of days.
public struct StreakNotification: Sendable, Hashable, Codable {
    /// The template queued, one second after the completion.
    public var template: String
    /// The shortest streak that queues it, in days (at least 1).
    public var minimumStreak: Int

    /// The field the toolkit supplies to the template: the streak's length in days.
    public static let streakField = "streak"

    /// Creates the rule.
    public init(template: String, minimumStreak: Int = 2) {
        self.template = template
        self.minimumStreak = minimumStreak
    }

    private enum CodingKeys: String, CodingKey { case template, minimumStreak }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            template: try container.decode(String.self, forKey: .template),
            minimumStreak: try container.decodeIfPresent(Int.self, forKey: .minimumStreak) ?? 2)
    }
}

/// A category of notifications: the actions a person can take on them, like `UNNotificationCategory`.
public struct NotificationCategory: Sendable, Hashable, Codable {
    /// The category's options (`UNNotificationCategoryOptions`).
    public enum Option: String, Sendable, Hashable, Codable, CaseIterable, ClosedManifestValue {
        /// Dismissing the notification is delivered to the app as a response.
        case customDismissAction
        case allowInCarPlay
        case hiddenPreviewsShowTitle
        case hiddenPreviewsShowSubtitle
    }

    /// The identifier content names the category by, e.g. `GOAL_REMINDER`.
    public var identifier: String
    /// The actions, in the order the system shows them.
    public var actions: [NotificationAction]
    /// The options.
    public var options: [Option]
    /// Shown instead of the body when previews are hidden.
    public var hiddenPreviewsBodyPlaceholder: LocalizedText?
    /// The summary of a group of notifications, e.g. 「%u件のリマインダー」.
    public var summaryFormat: LocalizedText?

    /// Creates a category.
    public init(
        identifier: String, actions: [NotificationAction] = [], options: [Option] = [],
        hiddenPreviewsBodyPlaceholder: LocalizedText? = nil, summaryFormat: LocalizedText? = nil
    ) {
        self.identifier = identifier
        self.actions = actions
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.summaryFormat = summaryFormat
    }

    private enum CodingKeys: String, CodingKey { case identifier, actions, options, hiddenPreviewsBodyPlaceholder, summaryFormat }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try container.decode(String.self, forKey: .identifier),
            actions: try container.decodeIfPresent([NotificationAction].self, forKey: .actions) ?? [],
            options: try container.decodeIfPresent([Option].self, forKey: .options) ?? [],
            hiddenPreviewsBodyPlaceholder: try container.decodeIfPresent(LocalizedText.self, forKey: .hiddenPreviewsBodyPlaceholder),
            summaryFormat: try container.decodeIfPresent(LocalizedText.self, forKey: .summaryFormat))
    }
}

/// A button on a notification, like `UNNotificationAction` (or `UNTextInputNotificationAction` with
/// ``textInput``), and what the app does when it is pressed.
public struct NotificationAction: Sendable, Hashable, Codable {
    /// The action's options (`UNNotificationActionOptions`).
    public enum Option: String, Sendable, Hashable, Codable, CaseIterable, ClosedManifestValue {
        case authenticationRequired, destructive
        /// Opens the app.
        case foreground
    }

    /// A text field the action shows.
    public struct TextInput: Sendable, Hashable, Codable {
        /// The button that sends the text.
        public var buttonTitle: LocalizedText?
        /// The field's placeholder.
        public var placeholder: LocalizedText?
        /// The string parameter of the intent the action runs that the typed text fills, as the app's
        /// delegate passes `UNTextInputNotificationResponse.userText` on.
        public var parameter: String?

        /// Creates a text input.
        public init(buttonTitle: LocalizedText?, placeholder: LocalizedText? = nil, parameter: String? = nil) {
            self.buttonTitle = buttonTitle
            self.placeholder = placeholder
            self.parameter = parameter
        }
    }

    /// The identifier responses carry, e.g. `COMPLETE_ACTION`.
    public var identifier: String
    /// The button's title.
    public var title: LocalizedText
    /// The options.
    public var options: [Option]
    /// The text field, for a text-input action.
    public var textInput: TextInput?
    /// What the app does.
    public var does: NotificationActionEffect?
    /// A template queued one second after the action's intent records a completion: the confirmation a
    /// person sees that the action worked (none by default).
    public var confirmation: String?

    /// Creates an action.
    public init(
        identifier: String, title: LocalizedText, options: [Option] = [], textInput: TextInput? = nil, does: NotificationActionEffect? = nil,
        confirmation: String? = nil
    ) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.textInput = textInput
        self.does = does
        self.confirmation = confirmation
    }

    private enum CodingKeys: String, CodingKey { case identifier, title, options, textInput, does, confirmation }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try container.decode(String.self, forKey: .identifier),
            title: try container.decode(LocalizedText.self, forKey: .title),
            options: try container.decodeIfPresent([Option].self, forKey: .options) ?? [],
            textInput: try container.decodeIfPresent(TextInput.self, forKey: .textInput),
            does: try container.decodeIfPresent(NotificationActionEffect.self, forKey: .does),
            confirmation: try container.decodeIfPresent(String.self, forKey: .confirmation))
    }
}

/// What an action does. In JSON: `{"runIntent": "CompleteGoal"}` (the intent's entity parameter is the
/// notification's entity), `{"postpone": 600}` (a one-off reminder after that many seconds),
/// `{"openRoute": "order"}` (the route's parameters from the entity's fields).
public enum NotificationActionEffect: Sendable, Hashable, Codable {
    case runIntent(String)
    case postpone(TimeInterval)
    case openRoute(String)

    private enum CodingKeys: String, CodingKey { case runIntent, postpone, openRoute }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let intent = try container.decodeIfPresent(String.self, forKey: .runIntent) {
            self = .runIntent(intent)
        } else if let seconds = try container.decodeIfPresent(TimeInterval.self, forKey: .postpone) {
            self = .postpone(seconds)
        } else if let route = try container.decodeIfPresent(String.self, forKey: .openRoute) {
            self = .openRoute(route)
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "one of \"runIntent\", \"postpone\" or \"openRoute\""))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .runIntent(let intent): try container.encode(intent, forKey: .runIntent)
        case .postpone(let seconds): try container.encode(seconds, forKey: .postpone)
        case .openRoute(let route): try container.encode(route, forKey: .openRoute)
        }
    }
}

/// The content of a kind of notification, with `${field}` filled from an entity's record (and `${streak}`
/// where the app supplies it), in Japanese and English.
public struct NotificationTemplate: Sendable, Hashable, Codable {
    /// The name the app schedules it by, e.g. `orderReminder`.
    public var identifier: String
    /// The category it belongs to.
    public var category: String?
    /// The entity type its fields come from, e.g. `order`.
    public var entity: String?
    public var title: LocalizedText
    public var subtitle: LocalizedText?
    public var body: LocalizedText
    /// The app icon's badge number when delivered (0 clears it).
    public var badge: Int?
    public var sound: String?
    public var threadIdentifier: String?
    /// `passive`, `active`, `timeSensitive` or `critical`.
    public var interruptionLevel: String?
    /// 0 to 1.
    public var relevanceScore: Double?
    /// When it fires unless the schedule says otherwise, e.g. every day at 08:00.
    public var trigger: NotificationTrigger?
    /// Media shown with it (file names or URLs in the app's bundle).
    public var attachments: [String]

    /// Creates a template.
    public init(
        identifier: String, category: String? = nil, entity: String? = nil, title: LocalizedText, subtitle: LocalizedText? = nil,
        body: LocalizedText, badge: Int? = nil, sound: String? = nil, threadIdentifier: String? = nil,
        interruptionLevel: String? = nil, relevanceScore: Double? = nil, trigger: NotificationTrigger? = nil, attachments: [String] = []
    ) {
        self.identifier = identifier
        self.category = category
        self.entity = entity
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.badge = badge
        self.sound = sound
        self.threadIdentifier = threadIdentifier
        self.interruptionLevel = interruptionLevel
        self.relevanceScore = relevanceScore
        self.trigger = trigger
        self.attachments = attachments
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, category, entity, title, subtitle, body, badge, sound, threadIdentifier, interruptionLevel, relevanceScore, trigger, attachments
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try c.decode(String.self, forKey: .identifier), category: try c.decodeIfPresent(String.self, forKey: .category),
            entity: try c.decodeIfPresent(String.self, forKey: .entity), title: try c.decode(LocalizedText.self, forKey: .title),
            subtitle: try c.decodeIfPresent(LocalizedText.self, forKey: .subtitle), body: try c.decode(LocalizedText.self, forKey: .body),
            badge: try c.decodeIfPresent(Int.self, forKey: .badge), sound: try c.decodeIfPresent(String.self, forKey: .sound),
            threadIdentifier: try c.decodeIfPresent(String.self, forKey: .threadIdentifier),
            interruptionLevel: try c.decodeIfPresent(String.self, forKey: .interruptionLevel),
            relevanceScore: try c.decodeIfPresent(Double.self, forKey: .relevanceScore),
            trigger: try c.decodeIfPresent(NotificationTrigger.self, forKey: .trigger),
            attachments: try c.decodeIfPresent([String].self, forKey: .attachments) ?? [])
    }

    /// The fields the texts use (`${title}`), in both languages.
    public var fields: Set<String> {
        var fields: Set<String> = []
        for text in [title, body] + [subtitle].compactMap({ $0 }) {
            fields.formUnion(FieldTemplate(text.ja).fields)
            fields.formUnion(FieldTemplate(text.en).fields)
        }
        return fields
    }
}
