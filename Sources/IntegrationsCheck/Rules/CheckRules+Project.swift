import IntegrationsCore

extension CheckRules {
    /// The rules across an app's own project files (``ProjectChecks``): each an error only when everything
    /// it concludes from is certain, otherwise a warning saying why (Docs/Check.md, "Severity discipline").
    static let projectRules: [CheckRule] = [
        CheckRule(
            "project.urlSchemeNotQueried", .error, .project,
            title: ("canOpenURL のスキームが宣言されていない", "canOpenURL scheme not declared"),
            description: ("コードが canOpenURL(_:) に渡す URL のスキームが LSApplicationQueriesSchemes にありません。宣言していないスキームでは常に false が返ります。",
                          "A URL the code passes to canOpenURL(_:) has a scheme not in LSApplicationQueriesSchemes; for an undeclared scheme it always returns false."),
            help: ("スキームを Info.plist の LSApplicationQueriesSchemes に加えてください。", "Add the scheme to LSApplicationQueriesSchemes in the Info.plist."),
            example: """
                // Shop/Directions.swift (Info.plist has no LSApplicationQueriesSchemes)
                import UIKit

                func openInMaps() {
                    let url = URL(string: "comgooglemaps://?q=Bakery")!
                    if UIApplication.shared.canOpenURL(url) {
                        UIApplication.shared.open(url)
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/uikit/uiapplication/canopenurl(_:)",
                    "https://developer.apple.com/documentation/bundleresources/information-property-list/lsapplicationqueriesschemes"]),
        CheckRule(
            "project.urlSchemeUnregistered", .error, .project,
            title: ("登録されていないアプリのスキーム", "App's URL scheme not registered"),
            description: ("アプリ自身のスキームの URL を開くか作っていますが、CFBundleURLTypes がそのスキームを登録していません。カスタムスキームの URL は、登録したアプリしか開きません。",
                          "The code opens or builds a URL on the app's own scheme, which CFBundleURLTypes does not register; a custom-scheme URL opens only an app that registers the scheme."),
            help: ("スキームを Info.plist の CFBundleURLTypes > CFBundleURLSchemes に加えてください。", "Add the scheme to CFBundleURLTypes > CFBundleURLSchemes in the Info.plist."),
            example: """
                // Shop/ShopApp.swift (Info.plist's CFBundleURLTypes registers only "shopapp")
                import SwiftUI

                @main
                struct ShopApp: App {
                    @Environment(\\.openURL) private var openURL
                    var body: some Scene {
                        WindowGroup {
                            Button("Orders") { openURL(URL(string: "shop://orders")!) }
                                .onOpenURL { url in
                                    guard url.scheme == "shop" else { return }
                                    print(url)
                                }
                        }
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/xcode/defining-a-custom-url-scheme-for-your-app",
                    "https://developer.apple.com/documentation/swiftui/view/widgeturl(_:)"]),
        CheckRule(
            "project.urlSchemeInvalid", .error, .project,
            title: ("URL スキームの形が正しくない", "URL scheme malformed"),
            description: ("Info.plist の CFBundleURLTypes > CFBundleURLSchemes の値が RFC 3986 のスキームの形（英字で始まり、英数字と + - . だけ）ではありません。そのスキームの URL は作れず、iOS はそれでアプリを開きません。",
                          "A CFBundleURLTypes > CFBundleURLSchemes value in the Info.plist is not a URL scheme as RFC 3986 defines one (a letter, then letters, digits, +, - and .): no URL carries it, so iOS never opens the app for it."),
            help: ("空白やコロンなどを取り除き、英字で始めてください（myapp のように）。", "Remove spaces, colons and other characters, and start with a letter (myapp)."),
            example: """
                <!-- Shop/Info.plist -->
                <key>CFBundleURLTypes</key>
                <array>
                    <dict>
                        <key>CFBundleURLSchemes</key>
                        <array><string>my_shop</string></array>
                    </dict>
                </array>
                """,
            apple: ["https://www.rfc-editor.org/rfc/rfc3986#section-3.1",
                    "https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleurltypes"]),
        CheckRule(
            "project.urlSchemeIgnored", .warning, .project,
            title: ("どのハンドラーも受けない URL スキーム", "URL scheme every handler turns away"),
            description: ("CFBundleURLTypes が登録するスキームを、アプリのすべての URL ハンドラーが最初に退けます。その URL はアプリを開くだけで何もしません。",
                          "Every URL handler of the app turns away a scheme CFBundleURLTypes registers: its URLs open the app and do nothing."),
            help: ("ハンドラーにそのスキームを受けさせるか、登録を取り除いてください。", "Let a handler take the scheme, or stop registering it."),
            example: """
                // Shop/ShopApp.swift (Info.plist's CFBundleURLTypes registers "shop" and "shop-legacy")
                import SwiftUI

                @main
                struct ShopApp: App {
                    var body: some Scene {
                        WindowGroup {
                            ContentView()
                                .onOpenURL { url in
                                    guard url.scheme == "shop" else { return }
                                    Router.shared.open(url)
                                }
                        }
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/xcode/defining-a-custom-url-scheme-for-your-app",
                    "https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)",
                    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)"]),
        CheckRule(
            "project.notificationCategoryUnregistered", .error, .project,
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
            "project.notificationActionUnknown", .warning, .project,
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
        CheckRule(
            "project.swiftSourceUnread", .warning, .project,
            title: ("読んでいない Swift ソース", "Swift source not read"),
            description: ("アプリの Swift ソースを読んでいません（読み手の上限を超えた、ファイルの大きさの上限を超えた、読み手が異常終了した、読み手がない）。そのファイルの問題は報告されず、コードがしないことから結論するルールは黙ります。",
                          "An app's Swift source was not read (past the reader's limits or the file size limit, the reader crashed on it, or there is no reader): nothing in it is reported, and the rules that conclude from what the code does not do stay silent."),
            help: ("ファイルを読み手の上限に収めるか、パッケージの既定のトレイトでビルドした integrations でチェックしてください。",
                   "Bring the file within the reader's limits, or check with an integrations built with the package's default traits."),
            example: """
                // Shop/Generated/Table.swift (brackets nest 129 deep: past the reader's limit of 128)
                let table: Any = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ … ]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
                """),
    ]
}
