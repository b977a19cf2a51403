import UserNotifications

/// The framework's notification kinds: each case is a category, its raw value the identifier.
public enum RunNotification: String, CaseIterable {
    case runAssigned = "RUN_ASSIGNED"
    case runCancelled = "RUN_CANCELLED"

    public var category: UNNotificationCategory {
        switch self {
        case .runAssigned:
            return UNNotificationCategory(
                identifier: rawValue,
                actions: [UNNotificationAction(identifier: "ACCEPT_RUN", title: "Accept", options: [.foreground])],
                intentIdentifiers: [])
        case .runCancelled:
            return UNNotificationCategory(identifier: rawValue, actions: [], intentIdentifiers: [])
        }
    }
}
