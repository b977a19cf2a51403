import BackgroundTasks
import DispatchCore
import DispatchKit
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.setNotificationCategories(Set(RunNotification.allCases.map(\.category)))
        BGTaskScheduler.shared.register(forTaskWithIdentifier: DispatchTask.sync.rawValue, using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        switch DispatchCore.DispatchShortcut(rawValue: shortcutItem.type) {
        case .newRun?: completionHandler(true)
        case nil: completionHandler(false)
        }
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        if response.actionIdentifier == "ACCEPT_RUN" { acceptRun() }
        completionHandler()
    }

    private func acceptRun() {}
}
