import UserNotifications

/// Reactions to a message: one action each.
enum Reaction: String, CaseIterable {
    case like = "reaction.like"
    case laugh = "reaction.laugh"
}

final class NotificationSetup {
    func register() {
        let message = UNNotificationCategory(
            identifier: "MESSAGE",
            actions: Reaction.allCases.map { UNNotificationAction(identifier: $0.rawValue, title: "React") },
            intentIdentifiers: [])
        UNUserNotificationCenter.current().setNotificationCategories([message])
    }
}

final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        switch Reaction(rawValue: response.actionIdentifier) {
        case .like: Inbox.shared.react(.like)
        case .laugh: Inbox.shared.react(.laugh)
        case nil: break
        }
        switch response.actionIdentifier {
        case "acceptAction": Invitations.shared.accept()
        case "rejectAction": Invitations.shared.decline()
        default: break
        }
    }
}
