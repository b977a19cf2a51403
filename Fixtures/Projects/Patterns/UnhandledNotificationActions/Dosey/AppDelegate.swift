import UIKit
import UserNotifications

final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        let taken = UNNotificationAction(identifier: "TAKEN", title: "Taken", options: [])
        let snooze = UNNotificationAction(identifier: "SNOOZE", title: "Remind me in 10 minutes", options: [])
        let openLog = UNNotificationAction(identifier: "OPEN_LOG", title: "Open log", options: [.foreground])
        let dose = UNNotificationCategory(identifier: "DOSE", actions: [taken, snooze, openLog], intentIdentifiers: [])
        center.setNotificationCategories([dose])
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        switch response.actionIdentifier {
        case "TAKEN":
            DoseLog.shared.markTaken(response.notification.request.identifier)
        case UNNotificationDefaultActionIdentifier:
            break
        default:
            break
        }
    }
}

final class DoseLog {
    static let shared = DoseLog()
    func markTaken(_ identifier: String) {}
}
