import IntegrationsCore
import IntegrationsPointKit

extension QuickActionRules {
    /// The Home Screen quick action rules across an app's own project files (``QuickActionProjectChecks``).
    static let project: [CheckRule] = [
        CheckRule(
            "project.quickActionIncomplete", .error, checkSection: "quick-actions",
            title: ("必須キーのないクイックアクション", "Quick action without a required key"),
            description: ("アプリの UIApplicationShortcutItems の項目に UIApplicationShortcutItemType か UIApplicationShortcutItemTitle がありません。クイックアクションにはこの二つが必須です。",
                          "An item of the app's UIApplicationShortcutItems has no UIApplicationShortcutItemType or no UIApplicationShortcutItemTitle; a quick action needs both."),
            help: ("Info.plist のその項目に欠けているキーを加えてください。", "Add the missing key to the item in the Info.plist."),
            example: """
                <!-- Shop/Info.plist -->
                <key>UIApplicationShortcutItems</key>
                <array>
                    <dict>
                        <key>UIApplicationShortcutItemType</key>
                        <string>com.example.app.search</string>
                    </dict>
                </array>
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationshortcutitems",
                    "https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/init(type:localizedtitle:localizedsubtitle:icon:userinfo:)"]),
        CheckRule(
            "project.quickActionUnknown", .warning, checkSection: "quick-actions",
            title: ("宣言されていないクイックアクションのタイプ", "Quick action type not declared"),
            description: ("コードが処理するクイックアクションのタイプを、UIApplicationShortcutItems が宣言せず、どのコードも作っていません。その分岐は実行されません。",
                          "The code handles a quick action type that UIApplicationShortcutItems does not declare and no code creates: that branch never runs."),
            help: ("タイプを直すか（一番近い宣言済みのタイプを示します）、UIApplicationShortcutItems に宣言してください。",
                   "Correct the type (the nearest declared one is named), or declare it in UIApplicationShortcutItems."),
            example: """
                // Shop/SceneDelegate.swift (Info.plist declares the quick action com.example.app.search)
                import UIKit

                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                     completionHandler: @escaping (Bool) -> Void) {
                        completionHandler(shortcutItem.type == "com.example.app.serch")
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/type"]),
        CheckRule(
            "project.quickActionUnhandled", .warning, checkSection: "quick-actions",
            title: ("処理されないクイックアクション", "Quick action not handled"),
            description: ("宣言されているか作られたクイックアクションのタイプを、どの処理も shortcutItem.type と比べていません。選ぶとアプリが開くだけで何もしません。コードがタイプを一つも比べていないときは報告しません。",
                          "A quick action type that is declared or created is compared with shortcutItem.type by no handler: choosing it opens the app and does nothing. Not reported when the code compares no type at all."),
            help: ("処理でこのタイプを扱うか、項目を消してください。", "Handle the type, or remove the item."),
            example: """
                <!-- Shop/Info.plist (the code compares shortcutItem.type with com.example.app.search only) -->
                <key>UIApplicationShortcutItems</key>
                <array>
                    <dict>
                        <key>UIApplicationShortcutItemType</key><string>com.example.app.search</string>
                        <key>UIApplicationShortcutItemTitle</key><string>Search</string>
                    </dict>
                    <dict>
                        <key>UIApplicationShortcutItemType</key><string>com.example.app.scan</string>
                        <key>UIApplicationShortcutItemTitle</key><string>Scan</string>
                    </dict>
                </array>
                """,
            apple: ["https://developer.apple.com/documentation/uikit/add-home-screen-quick-actions",
                    "https://developer.apple.com/documentation/uikit/uiapplication/shortcutitems"]),
        CheckRule(
            "project.quickActionColdLaunchIgnored", .warning, checkSection: "quick-actions",
            title: ("起動時のクイックアクションが無視される", "Quick action ignored at launch or while running"),
            description: ("シーンを使うアプリが windowScene(_:performActionFor:completionHandler:) と scene(_:willConnectTo:options:) の connectionOptions.shortcutItem の片方でしかクイックアクションを受け取らないか、シーンを使うのに application(_:performActionFor:completionHandler:) だけを実装しています。",
                          "A scene-based app receives quick actions in only one of windowScene(_:performActionFor:completionHandler:) and connectionOptions.shortcutItem in scene(_:willConnectTo:options:), or implements only application(_:performActionFor:completionHandler:), which a scene-based app does not receive."),
            help: ("シーンのデリゲートで両方を扱ってください。", "Handle both in the scene delegate."),
            example: """
                // Shop/SceneDelegate.swift (Info.plist has UIApplicationSceneManifest; scene(_:willConnectTo:options:) never reads connectionOptions.shortcutItem)
                import UIKit

                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}

                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                     completionHandler: @escaping (Bool) -> Void) {
                        completionHandler(shortcutItem.type == "com.example.app.search")
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)",
                    "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/shortcutitem",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:performactionfor:completionhandler:)"]),
    ]
}
