import Foundation

/// What a notification shows, like `UNNotificationContent`, in Japanese and English.
public struct NotificationContent: Sendable, Hashable, Codable {
    public var title: LocalizedText
    public var subtitle: LocalizedText?
    public var body: LocalizedText
    /// The app icon's badge number when delivered (0 clears it); `nil` leaves it as it is.
    public var badge: Int?
    public var sound: String?
    public var threadIdentifier: String?
    /// The category whose actions the notification offers.
    public var categoryIdentifier: String?
    /// Data for the app: `entity` holds the entity's identifier (`goal-12`) for a template with one.
    public var userInfo: [String: String]
    public var interruptionLevel: String?
    public var relevanceScore: Double?
    public var targetContentIdentifier: String?
    /// Media shown with the notification (file names or URLs), like `UNNotificationAttachment`s.
    public var attachments: [String]

    /// Creates content.
    public init(
        title: LocalizedText, subtitle: LocalizedText? = nil, body: LocalizedText, badge: Int? = nil, sound: String? = nil,
        threadIdentifier: String? = nil, categoryIdentifier: String? = nil, userInfo: [String: String] = [:],
        interruptionLevel: String? = nil, relevanceScore: Double? = nil, targetContentIdentifier: String? = nil, attachments: [String] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.badge = badge
        self.sound = sound
        self.threadIdentifier = threadIdentifier
        self.categoryIdentifier = categoryIdentifier
        self.userInfo = userInfo
        self.interruptionLevel = interruptionLevel
        self.relevanceScore = relevanceScore
        self.targetContentIdentifier = targetContentIdentifier
        self.attachments = attachments
    }

    private enum CodingKeys: String, CodingKey {
        case title, subtitle, body, badge, sound, threadIdentifier, categoryIdentifier, userInfo, interruptionLevel, relevanceScore
        case targetContentIdentifier, attachments
    }

    /// Decodes content; `attachments` may be absent (content stored before attachments existed).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try c.decode(LocalizedText.self, forKey: .title), subtitle: try c.decodeIfPresent(LocalizedText.self, forKey: .subtitle),
            body: try c.decode(LocalizedText.self, forKey: .body), badge: try c.decodeIfPresent(Int.self, forKey: .badge),
            sound: try c.decodeIfPresent(String.self, forKey: .sound),
            threadIdentifier: try c.decodeIfPresent(String.self, forKey: .threadIdentifier),
            categoryIdentifier: try c.decodeIfPresent(String.self, forKey: .categoryIdentifier),
            userInfo: try c.decodeIfPresent([String: String].self, forKey: .userInfo) ?? [:],
            interruptionLevel: try c.decodeIfPresent(String.self, forKey: .interruptionLevel),
            relevanceScore: try c.decodeIfPresent(Double.self, forKey: .relevanceScore),
            targetContentIdentifier: try c.decodeIfPresent(String.self, forKey: .targetContentIdentifier),
            attachments: try c.decodeIfPresent([String].self, forKey: .attachments) ?? [])
    }
}

/// A notification to deliver: an identifier (a request with the same one replaces the pending one), its
/// content and its trigger, like `UNNotificationRequest`.
public struct NotificationRequest: Sendable, Hashable, Codable {
    public var identifier: String
    public var content: NotificationContent
    public var trigger: NotificationTrigger

    /// Creates a request.
    public init(identifier: String, content: NotificationContent, trigger: NotificationTrigger) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// A person's answer to a delivered notification, like `UNNotificationResponse`: which notification
/// (its delivery number), which action — a declared one, ``NotificationResponseAction/default`` or
/// ``NotificationResponseAction/dismiss`` — and the text typed into a text-input action.
public struct NotificationResponse: Sendable, Hashable, Codable {
    public var deliveredID: Int64
    public var actionIdentifier: String
    public var userText: String?

    /// Creates a response.
    public init(deliveredID: Int64, actionIdentifier: String, userText: String? = nil) {
        self.deliveredID = deliveredID
        self.actionIdentifier = actionIdentifier
        self.userText = userText
    }
}

/// The action identifiers a response carries besides the category's own, as UserNotifications names them.
public enum NotificationResponseAction {
    /// The person opened the notification (always delivered to the app).
    public static let `default` = "com.apple.UNNotificationDefaultActionIdentifier"
    /// The person dismissed it (delivered only when the category has `customDismissAction`).
    public static let dismiss = "com.apple.UNNotificationDismissActionIdentifier"

    /// The identifier an action is named by as a person writes it: `default` and `dismiss` for the two
    /// above, a category's action identifier as it is.
    public static func identifier(named name: String) -> String {
        switch name {
        case "default": Self.default
        case "dismiss": dismiss
        default: name
        }
    }
}
