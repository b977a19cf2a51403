import UIKit
import UserNotifications
import UserNotificationsUI

/// Shows an invitation and gives it its buttons while it is on screen.
final class NotificationViewController: UIViewController, UNNotificationContentExtension {
    func didReceive(_ notification: UNNotification) {
        extensionContext?.notificationActions = [
            UNNotificationAction(identifier: "acceptAction", title: "Accept"),
            UNNotificationAction(identifier: "declineAction", title: "Decline", options: [.destructive]),
        ]
    }
}
