import IntegrationsCore
import IntegrationsPointKit

extension HandoffRules {
    /// The Handoff rules across an app's own project files (``HandoffProjectChecks``): `NSUserActivityTypes`
    /// against the activities the code creates and continues, and their web pages against the app's
    /// applinks domains.
    static let project: [CheckRule] = [
        CheckRule(
            "project.activityTypeUndeclared", .error, checkSection: "an-apps-own-files-check---project-path",
            title: ("宣言されていないアクティビティの種類", "Activity type not declared"),
            description: ("コードが作るか続けるアクティビティの種類が、アプリの NSUserActivityTypes にありません。Handoff が黙って失敗するか、他の端末のアプリが開けません。",
                          "An activity type the code creates or continues is not in the app's NSUserActivityTypes: Handoff fails silently, or the app on the user's other devices cannot open it."),
            help: ("その種類を Info.plist の NSUserActivityTypes に加えてください。", "Add the type to NSUserActivityTypes in the Info.plist."),
            example: """
                // Shop/Handoff.swift (Info.plist's NSUserActivityTypes lists only com.example.app.viewItem)
                import Foundation

                func editing(_ id: Int) -> NSUserActivity {
                    let activity = NSUserActivity(activityType: "com.example.app.editItem")
                    activity.title = "Editing item \\(id)"
                    return activity
                }
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/nsuseractivitytypes",
                    "https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)",
                    "https://developer.apple.com/documentation/foundation/implementing-handoff-in-your-app",
                    "https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforhandoff"]),
        CheckRule(
            "project.activityTypeUnused", .warning, checkSection: "an-apps-own-files-check---project-path",
            title: ("使われていないアクティビティの種類", "Activity type not used"),
            description: ("NSUserActivityTypes の項目を、コードが作りも続けもせず、ウィジェットの kind でもインテントでもありません。",
                          "An NSUserActivityTypes entry names no activity type the code creates or continues, no widget kind and no intent of the project."),
            help: ("項目を取り除くか、綴りをコードと合わせてください。", "Remove the entry, or spell it as the code does."),
            example: """
                <!-- Shop/Info.plist (no code creates or continues com.example.app.shoppingList) -->
                <key>NSUserActivityTypes</key>
                <array>
                    <string>com.example.app.viewItem</string>
                    <string>com.example.app.shoppingList</string>
                </array>
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/nsuseractivitytypes",
                    "https://developer.apple.com/documentation/sirikit/donating-shortcuts"]),
        CheckRule(
            "project.webpageHostNotAssociated", .warning, checkSection: "an-apps-own-files-check---project-path",
            title: ("webpageURL のホストが関連ドメインにない", "webpageURL host not associated"),
            description: ("アクティビティの webpageURL のホストが、アプリの applinks: ドメインのどれでもありません。アプリがあってもブラウザで開きます。",
                          "An activity's webpageURL host is none of the app's applinks: domains: it opens in the browser even with the app installed."),
            help: ("applinks:ホスト を関連ドメインに加えてください。", "Add applinks:HOST to the associated domains."),
            example: """
                // Shop/Handoff.swift (Shop.entitlements lists applinks:shop.example)
                import Foundation

                func viewing(_ id: Int) -> NSUserActivity {
                    let activity = NSUserActivity(activityType: "com.example.app.viewItem")
                    activity.webpageURL = URL(string: "https://shop.other.example/items/\\(id)")
                    return activity
                }
                """,
            apple: ["https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl",
                    "https://developer.apple.com/documentation/xcode/supporting-associated-domains"]),
    ]
}
