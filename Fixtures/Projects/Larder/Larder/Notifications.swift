import UserNotifications

enum NotificationSetup {
    static func register(_ center: UNUserNotificationCenter) {
        let restock = UNNotificationAction(identifier: "RESTOCK", title: "Restock", options: [.foreground])
        let note = UNTextInputNotificationAction(identifier: "NOTE", title: "Add a note", options: [])
        let lowStock = UNNotificationCategory(identifier: Categories.lowStock, actions: [restock, note], intentIdentifiers: [], options: [])
        let expiry = UNNotificationCategory(
            identifier: Categories.expiry,
            actions: [UNNotificationAction(identifier: "THROW_OUT", title: "Throw out", options: .destructive)],
            intentIdentifiers: [])
        let shopping = UNNotificationCategory(
            identifier: "SHOPPING",
            actions: [UNNotificationAction(identifier: "BUY", title: "Buy", options: [])],
            intentIdentifiers: [])
        center.setNotificationCategories([lowStock])
        _ = (expiry, shopping)
    }
}

final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        switch response.actionIdentifier {
        case "RESTOCK": break
        case "BUY": break
        case "THROW_OUT": break
        case UNNotificationDefaultActionIdentifier: break
        default: break
        }
        if response.notification.request.content.categoryIdentifier == "DIGEST" {
            return
        }
    }
}
