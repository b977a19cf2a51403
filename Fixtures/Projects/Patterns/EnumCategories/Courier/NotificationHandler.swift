import UserNotifications

final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate {
    func register() {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.setNotificationCategories(Set(NotificationKind.allCases.map(\.notificationCategory)))
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        switch response.actionIdentifier {
        case "TRACK_PARCEL": openTracking()
        case "REPLY_TO_DRIVER": sendReply((response as? UNTextInputNotificationResponse)?.userText ?? "")
        default: break
        }
        completionHandler()
    }

    private func openTracking() {}
    private func sendReply(_ text: String) {}
}
