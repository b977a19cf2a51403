import IntegrationsCore
import IntegrationsPointKit

extension NotificationRules {
    /// The notification rules on an app's own Swift sources (``NotificationProjectChecks``): each an error
    /// only when everything it concludes from is certain, otherwise a warning saying why (Docs/Check.md,
    /// "Severity discipline").
    static let project: [CheckRule] = [
        CheckRule(
            "project.notificationActionUnhandled", .warning, checkSection: "an-apps-own-files-check---project-path",
            title: ("どのコードも扱わない通知アクション", "Notification action nothing handles"),
            description: ("登録されたカテゴリのアクション（バックグラウンドで動くもの、または文字入力）を、どのコードも応答の actionIdentifier と比べていません。ユーザーがそれを選んでも、アプリはどのアクションかを区別できません。",
                          "A registered category's action that runs in the background or takes text is compared with a response's actionIdentifier by no code: when the user chooses it, the app cannot tell which action it was."),
            help: ("userNotificationCenter(_:didReceive:withCompletionHandler:) でそのアクションを扱うか、カテゴリから外してください。",
                   "Handle the action in userNotificationCenter(_:didReceive:withCompletionHandler:), or remove it from the category."),
            example: """
                // Shop/Notifications.swift
                import UserNotifications

                func registerCategories(_ center: UNUserNotificationCenter) {
                    let reorder = UNNotificationAction(identifier: "REORDER", title: "Reorder", options: [])
                    center.setNotificationCategories([UNNotificationCategory(identifier: "ORDER", actions: [reorder], intentIdentifiers: [])])
                }

                final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate {
                    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                        if response.actionIdentifier == UNNotificationDefaultActionIdentifier { print("opened") }
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/declaring-your-actionable-notification-types",
                    "https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier",
                    "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)"]),
        CheckRule(
            "project.notificationCategoryUnregistered", .error, checkSection: "an-apps-own-files-check---project-path",
            title: ("登録されていない通知カテゴリ", "Notification category not registered"),
            description: ("コードがアクションを扱うカテゴリを、setNotificationCategories も通知コンテンツ拡張も登録していません。システムは登録されたカテゴリのアクションしか表示しません。",
                          "The code handles a category's actions, but no setNotificationCategories call registers it and no content extension declares it; the system shows only registered categories' actions."),
            help: ("起動時に setNotificationCategories(_:) でカテゴリを登録してください。", "Register the category with setNotificationCategories(_:) at launch."),
            example: """
                // Shop/Notifications.swift
                import UserNotifications

                func registerCategories(_ center: UNUserNotificationCenter) {
                    let track = UNNotificationAction(identifier: "TRACK", title: "Track", options: [.foreground])
                    let order = UNNotificationCategory(identifier: "ORDER", actions: [track], intentIdentifiers: [])
                    _ = order   // never passed to center.setNotificationCategories(_:)
                }

                final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate {
                    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                        if response.actionIdentifier == "TRACK" { print("track") }
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/declaring-your-actionable-notification-types"]),
        CheckRule(
            "project.notificationActionUnknown", .warning, checkSection: "an-apps-own-files-check---project-path",
            title: ("不明な通知アクション", "Unknown notification action"),
            description: ("コードが扱うアクションの識別子を、どのカテゴリも宣言せず、どのコードも作りません。書き間違いなら、メッセージが最も近いアクションを示します。",
                          "The code handles an action identifier that no category declares and no code creates; for a typo the message names the nearest declared action."),
            help: ("識別子を宣言されたアクションと合わせてください。", "Match the identifier to a declared action."),
            example: """
                // Shop/Notifications.swift
                import UserNotifications

                func registerCategories(_ center: UNUserNotificationCenter) {
                    let cancel = UNNotificationAction(identifier: "cancelAction", title: "Cancel", options: [.destructive])
                    center.setNotificationCategories([UNNotificationCategory(identifier: "ORDER", actions: [cancel], intentIdentifiers: [])])
                }

                final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate {
                    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                        if response.actionIdentifier == "cancelOrder" { print("cancel") }
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/declaring-your-actionable-notification-types",
                    "https://developer.apple.com/documentation/foundation/nsextensioncontext/notificationactions",
                    "https://developer.apple.com/documentation/usernotificationsui/customizing-the-appearance-of-notifications"]),
    ]
}
