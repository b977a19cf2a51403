import IntegrationsCore
import IntegrationsPointKit

/// The deep-link rules: the route table's own (`Router.diagnostics`), the routes against the app's schemes,
/// associated domains and generated apple-app-site-association (``DeepLinkManifestChecks``), and the URL
/// schemes an app's own project registers, queries, opens and handles (``DeepLinkProjectChecks``).
enum DeepLinkRules {
    static let all: [CheckRule] = [
        CheckRule(
            "route.invalidForm", .error, checkSection: "the-manifest-on-its-own",
            title: ("読めないルートの形", "Unreadable route form"),
            description: ("ルートの形（URL のテンプレート）を読めないため、その形は使われません。セグメントは定数か {name} 全体でなければなりません。",
                          "A route form's template cannot be read, so the form is left out: each segment must be a constant or a whole {name}."),
            help: ("テンプレートの各セグメントを定数か {name} にしてください。", "Make each segment of the template a constant or a whole {name}."),
            example: """
                // integrations.json
                {
                  "name": "edit",
                  "forms": [{"kind": "web", "template": "https://shop.example/items/{id/edit"}]
                }
                """),
        CheckRule(
            "route.duplicateName", .error, checkSection: "the-manifest-on-its-own",
            title: ("ルート名の重複", "Duplicate route name"),
            description: ("二つのルートが同じ名前です。後の宣言は使われません。", "Two routes have the same name; the later declaration is left out."),
            help: ("どちらかのルートの名前を変えてください。", "Rename one of the routes."),
            example: """
                // integrations.json
                "routes": [
                  {"name": "item", "forms": [{"kind": "scheme", "template": "shop://items/{id}"}], "parameters": {"id": "int"}},
                  {"name": "item", "forms": [{"kind": "scheme", "template": "shop://item/{id}"}], "parameters": {"id": "int"}}
                ]
                """),
        CheckRule(
            "route.conflict", .error, checkSection: "the-manifest-on-its-own",
            title: ("同じ URL に一致するルート", "Routes matching the same URLs"),
            description: ("二つのルートが同じ形で、同じ URL に一致します。先のルートが常に選ばれます。",
                          "Two routes have the same shape and match the same URLs; the first always wins."),
            help: ("どちらかのルートの形を変えるか、一つにまとめてください。", "Change one route's shape, or merge the two."),
            example: """
                // integrations.json
                "routes": [
                  {"name": "item", "forms": [{"kind": "scheme", "template": "shop://items/{id}"}]},
                  {"name": "product", "forms": [{"kind": "scheme", "template": "shop://items/{sku}"}]}
                ]
                """),
        CheckRule(
            "route.unreachable", .error, checkSection: "the-manifest-on-its-own",
            title: ("届かないルート", "Route never reached"),
            description: ("どの URL もこのルートに届きません。先にある別のルートが常に一致します。",
                          "No URL can reach the route: another route before it always matches first."),
            help: ("ルートの形を変えるか、ルートの順序を変えてください。", "Change the route's shape or the order of the routes."),
            example: """
                // integrations.json
                "routes": [
                  {"name": "item", "forms": [{"kind": "scheme", "template": "shop://items/{name}"}]},
                  {"name": "anyItem", "forms": [{"kind": "scheme", "template": "shop://items/*"}]}
                ]
                """),
        CheckRule(
            "route.schemeNotDeclared", .error, checkSection: "between-the-points",
            title: ("ルートのスキームが宣言されていない", "Route scheme not declared"),
            description: ("ルートのスキームが app.urlSchemes にありません。iOS はそのスキームの URL でアプリを開きません。",
                          "A route's scheme is not in app.urlSchemes; iOS does not open the app for URLs of that scheme."),
            help: ("スキームを app.urlSchemes に加えてください。", "Add the scheme to app.urlSchemes."),
            example: """
                // integrations.json ("app.urlSchemes" is ["shop"])
                {
                  "name": "item",
                  "forms": [{"kind": "scheme", "template": "other://items/{id}"}],
                  "parameters": {"id": "int"}
                }
                """,
            apple: ["https://developer.apple.com/documentation/xcode/defining-a-custom-url-scheme-for-your-app",
                    "https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleurltypes"]),
        CheckRule(
            "route.universalLinkNotHTTPS", .error, checkSection: "between-the-points",
            title: ("https でないユニバーサルリンク", "Universal link not over https"),
            description: ("ユニバーサルリンク（または App Clip）の形が https ではありません。ユニバーサルリンクは https だけです。",
                          "A universal-link (or App Clip) form does not use https; universal links are https only."),
            help: ("形のスキームを https にしてください。", "Use https for the form."),
            example: """
                // integrations.json
                {
                  "name": "item",
                  "forms": [{"kind": "web", "template": "http://shop.example/items/{id}"}],
                  "parameters": {"id": "int"},
                  "isUniversalLink": true
                }
                """,
            apple: ["https://developer.apple.com/documentation/xcode/supporting-associated-domains",
                    "https://developer.apple.com/documentation/bundleresources/applinks"]),
        CheckRule(
            "route.hostNotAssociated", .error, checkSection: "between-the-points",
            title: ("ユニバーサルリンクのホストが関連ドメインにない", "Universal-link host not associated"),
            description: ("ユニバーサルリンクのホストが applinks: の関連ドメインではありません（App Clip のホストなら appclips:）。iOS はその URL でアプリを開きません。",
                          "A universal-link host is not an applinks: associated domain (an App Clip host not an appclips: one); iOS does not open the app for its URLs."),
            help: ("applinks:ホスト を app.associatedDomains に加えてください。", "Add applinks:HOST to app.associatedDomains."),
            example: """
                // integrations.json ("app.associatedDomains" is ["applinks:shop.example"])
                {
                  "name": "share",
                  "forms": [{"kind": "web", "template": "https://elsewhere.example/share/{id}"}],
                  "isUniversalLink": true
                }
                """,
            apple: ["https://developer.apple.com/documentation/xcode/supporting-associated-domains",
                    "https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.associated-domains"]),
        CheckRule(
            "aasa.noTeamIdentifier", .error, checkSection: "between-the-points",
            title: ("チーム ID がない", "No team identifier"),
            description: ("ユニバーサルリンクがあるのに app.teamIdentifier がありません。apple-app-site-association はチーム ID とバンドル ID でアプリを名指しします。",
                          "Universal links exist but app.teamIdentifier is missing; apple-app-site-association names the app by its team and bundle identifiers."),
            help: ("app.teamIdentifier にチーム ID を書いてください。", "Set app.teamIdentifier to the team's identifier."),
            example: """
                // integrations.json (routes with "isUniversalLink": true, and no "teamIdentifier")
                "app": {
                  "name": "Shop",
                  "bundleIdentifier": "com.example.app",
                  "associatedDomains": ["applinks:shop.example"]
                }
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/applinks/details-swift.dictionary",
                    "https://developer.apple.com/documentation/xcode/supporting-associated-domains"]),
        CheckRule(
            "aasa.routeNotOpened", .error, checkSection: "between-the-points",
            title: ("生成した AASA がルートを開かない", "Generated AASA does not open a route"),
            description: ("生成した apple-app-site-association が、ユニバーサルリンクのルートの URL（例の値で埋めたもの）を開きません。ジェネレーターの保証をチェックが確かめます。",
                          "The generated apple-app-site-association does not open a universal-link route's URL (filled with example values): the check guards what the generator promises."),
            help: ("ルートの形を確かめ、直らなければ不具合として報告してください。", "Check the route's forms; if it persists, report it as a bug."),
            example: """
                // integrations.json (reported only if the generated apple-app-site-association did not open
                // https://shop.example/items/1; the generator is built so that it does, and the check guards it)
                {
                  "name": "item",
                  "forms": [{"kind": "web", "template": "https://shop.example/items/{id}"}],
                  "parameters": {"id": "int"},
                  "isUniversalLink": true
                }
                """,
            apple: ["https://developer.apple.com/documentation/xcode/supporting-associated-domains",
                    "https://developer.apple.com/documentation/bundleresources/applinks"]),
        CheckRule(
            "aasa.opensNonUniversalRoute", .error, checkSection: "between-the-points",
            title: ("生成した AASA が別のルートを開く", "Generated AASA opens another route"),
            description: ("生成した apple-app-site-association が、ユニバーサルリンクのルートの URL を別のルートのものとして開きます。",
                          "The generated apple-app-site-association opens a universal-link route's URL as another route's."),
            help: ("ルートの形が重ならないようにしてください。", "Make the routes' forms not overlap."),
            example: """
                // integrations.json (reported only if the generated apple-app-site-association opened
                // https://shop.example/items/new, which is no universal link; the generator excludes it)
                "routes": [
                  {"name": "newItem", "forms": [{"kind": "web", "template": "https://shop.example/items/new"}]},
                  {"name": "item", "forms": [{"kind": "web", "template": "https://shop.example/items/{id}"}], "isUniversalLink": true}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/xcode/supporting-associated-domains",
                    "https://developer.apple.com/documentation/bundleresources/applinks"]),
        CheckRule(
            "project.urlSchemeNotQueried", .error, checkSection: "an-apps-own-files-check---project-path",
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
            "project.urlSchemeUnregistered", .error, checkSection: "an-apps-own-files-check---project-path",
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
            "project.urlSchemeInvalid", .error, checkSection: "an-apps-own-files-check---project-path",
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
            "project.urlSchemeIgnored", .warning, checkSection: "an-apps-own-files-check---project-path",
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
            "project.urlHandlerIgnoredByScenes", .warning, checkSection: "an-apps-own-files-check---project-path",
            title: ("シーンを使うアプリで呼ばれない URL ハンドラー", "URL handler a scene-based app never calls"),
            description: ("シーンを使うアプリ（Info.plist に UIApplicationSceneManifest）が URL を application(_:open:options:) でしか処理していません。シーンを使うアプリでは UIKit は URL をシーンのデリゲート（起動時は scene(_:willConnectTo:options:) の connectionOptions.urlContexts、動作中は scene(_:openURLContexts:)）に渡し、このメソッドを呼びません。",
                          "A scene-based app (UIApplicationSceneManifest in its Info.plist) handles URLs only in application(_:open:options:). UIKit hands a scene-based app's URLs to its scene delegate — connectionOptions.urlContexts in scene(_:willConnectTo:options:) at launch, scene(_:openURLContexts:) while it runs — and never calls this method."),
            help: ("シーンのデリゲートに scene(_:openURLContexts:) を実装し、scene(_:willConnectTo:options:) で connectionOptions.urlContexts を読んでください（SwiftUI なら onOpenURL）。",
                   "Implement scene(_:openURLContexts:) in the scene delegate and read connectionOptions.urlContexts in scene(_:willConnectTo:options:) (onOpenURL in SwiftUI)."),
            example: """
                // Shop/AppDelegate.swift (Info.plist has UIApplicationSceneManifest; no scene delegate handles URLs)
                import UIKit

                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                        Router.shared.open(url)
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/xcode/defining-a-custom-url-scheme-for-your-app",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)",
                    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)",
                    "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts",
                    "https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle"]),
    ]
}
