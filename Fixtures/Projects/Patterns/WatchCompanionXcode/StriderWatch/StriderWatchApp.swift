import SwiftUI
import UserNotifications

@main
struct StriderWatchApp: App {
    init() {
        let dismiss = UNNotificationAction(identifier: "DISMISS_GOAL", title: "Dismiss", options: [])
        let goal = UNNotificationCategory(identifier: "GOAL_REACHED", actions: [dismiss], intentIdentifiers: [])
        UNUserNotificationCenter.current().setNotificationCategories([goal])
    }

    var body: some Scene {
        WindowGroup { Text("Steps") }
    }
}
