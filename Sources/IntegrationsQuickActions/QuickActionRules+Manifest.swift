import IntegrationsCore
import IntegrationsPointKit

extension QuickActionRules {
    /// The manifest's Home Screen quick actions (``QuickActionManifestChecks``), and the Info.plist key the
    /// static ones need (`--info-plist`, QuickActionsPoint+InfoPlist.swift).
    static let manifest: [CheckRule] = [
        CheckRule(
            "quickAction.emptyType", .error, checkSection: "quick-actions-in-the-manifest",
            title: ("クイックアクションの type が空", "Empty quick action type"),
            description: ("クイックアクションの type が空です。Apple は type を必須としており、システムは選ばれたアクションを type でアプリに伝えます。",
                          "A quick action's type is empty; Apple requires the type, and the system tells the app which action was chosen by it."),
            help: ("com.example.app.today のような空でない type を付けてください。", "Give it a non-empty type such as com.example.app.today."),
            example: """
                // integrations.json
                {
                  "type": "",
                  "title": {"ja": "在庫", "en": "Stock"},
                  "does": {"openRoute": "stock"}
                }
                """,
            apple: ["https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/type",
                    "https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/init(type:localizedtitle:localizedsubtitle:icon:userinfo:)"]),
        CheckRule(
            "quickAction.duplicateType", .error, checkSection: "quick-actions-in-the-manifest",
            title: ("クイックアクションの type が重複", "Quick action declared twice"),
            description: ("二つのクイックアクションが同じ type です。アプリはどちらが選ばれたか区別できません。",
                          "Two quick actions have the same type; the app cannot tell which one was chosen."),
            help: ("どちらかの type を変えるか、二つをまとめてください。", "Rename one of them, or merge the two."),
            example: """
                // integrations.json
                "quickActions": [
                  {"type": "com.example.app.stock", "title": {"ja": "在庫", "en": "Stock"}, "does": {"openRoute": "stock"}},
                  {"type": "com.example.app.stock", "title": {"ja": "注文", "en": "Orders"}, "does": {"openRoute": "orders"}}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/type"]),
        CheckRule(
            "quickAction.unknownRoute", .error, checkSection: "quick-actions-in-the-manifest",
            title: ("クイックアクションが開くルートがない", "Quick action opens an unknown route"),
            description: ("クイックアクションの openRoute がマニフェストにないルートを名指ししています。", "A quick action's openRoute names a route the manifest does not declare."),
            help: ("routes にある名前にしてください。", "Name a route from routes."),
            example: """
                // integrations.json ("routes" declares "stock")
                {
                  "type": "com.example.app.stock",
                  "title": {"ja": "在庫", "en": "Stock"},
                  "does": {"openRoute": "stok"}
                }
                """),
        CheckRule(
            "quickAction.unknownIntent", .error, checkSection: "quick-actions-in-the-manifest",
            title: ("クイックアクションが実行するインテントがない", "Quick action runs an unknown intent"),
            description: ("クイックアクションの runIntent がマニフェストにないインテントを名指ししています。", "A quick action's runIntent names an intent the manifest does not declare."),
            help: ("intents にある識別子にしてください。", "Name an identifier from intents."),
            example: """
                // integrations.json ("intents" declares "RefreshPrices")
                {
                  "type": "com.example.app.refresh",
                  "title": {"ja": "価格を更新", "en": "Refresh prices"},
                  "does": {"runIntent": "RefreshPrces"},
                  "dynamic": true
                }
                """),
        CheckRule(
            "quickAction.unknownParameter", .error, checkSection: "quick-actions-in-the-manifest",
            title: ("クイックアクションのパラメータが不明", "Quick action gives an unknown parameter"),
            description: ("クイックアクションの parameters に、開くルートや実行するインテントにないパラメータがあります。",
                          "A quick action's parameters name a parameter the route it opens or the intent it runs does not have."),
            help: ("ルートやインテントのパラメータ名にするか、外してください。", "Use one of the route's or intent's parameter names, or remove it."),
            example: """
                // integrations.json (the route "item" is "shop://items/{id}")
                {
                  "type": "com.example.app.first",
                  "title": {"ja": "最初の品目", "en": "First item"},
                  "does": {"openRoute": "item", "parameters": {"id": "1", "size": "2"}}
                }
                """),
        CheckRule(
            "quickAction.routeParameterUnfilled", .error, checkSection: "quick-actions-in-the-manifest",
            title: ("クイックアクションがルートのパラメータを満たせない", "Quick action leaves a route parameter unfilled"),
            description: ("クイックアクションが開くルートのパラメータに、parameters の値がないか、値がパラメータの型に合いません。クイックアクションはエンティティを持たないので、URL を作れません。",
                          "A parameter of the route a quick action opens has no value in its parameters, or one its type refuses; a quick action carries no entity, so its URL cannot be built."),
            help: ("parameters にパラメータの型に合う値を書くか、パラメータのないルートを開いてください。", "Give a value of the parameter's type in parameters, or open a route without parameters."),
            example: """
                // integrations.json (the route "item" is "shop://items/{id}", id an int)
                {
                  "type": "com.example.app.first",
                  "title": {"ja": "最初の品目", "en": "First item"},
                  "does": {"openRoute": "item", "parameters": {"id": "first"}}
                }
                """),
        CheckRule(
            "quickAction.intentParameterUnfilled", .error, checkSection: "quick-actions-in-the-manifest",
            title: ("クイックアクションのインテントのパラメータが埋まらない", "Quick action leaves an intent parameter unfilled"),
            description: ("クイックアクションが実行するインテントに、既定値がなく parameters も埋めない必須パラメータがあります。",
                          "An intent a quick action runs has a required parameter with no default that the action's parameters do not fill."),
            help: ("parameters に値を加えるか、パラメータに既定値を付けてください。", "Give the value in parameters, or give the parameter a default."),
            example: """
                // integrations.json (the intent "AddOrderNote" requires "order" and "note")
                {
                  "type": "com.example.app.note",
                  "title": {"ja": "メモ", "en": "Note"},
                  "does": {"runIntent": "AddOrderNote"}
                }
                """),
        CheckRule(
            "quickAction.limit", .warning, checkSection: "quick-actions-in-the-manifest",
            title: ("クイックアクションが多すぎる", "Too many quick actions"),
            description: ("静的と動的を合わせて4個を超えるクイックアクションがあります。Human Interface Guidelines はアプリ全体で4個までとしています。",
                          "The app declares more than four quick actions, static and dynamic together; the Human Interface Guidelines allow a total of four."),
            help: ("よく使う4個に絞ってください。", "Keep the four most useful ones."),
            example: """
                // integrations.json (five quick actions, static and dynamic together)
                "quickActions": [
                  {"type": "com.example.app.stock", "title": {"ja": "在庫", "en": "Stock"}, "does": {"openRoute": "stock"}},
                  {"type": "com.example.app.orders", "title": {"ja": "注文", "en": "Orders"}, "does": {"openRoute": "orders"}},
                  {"type": "com.example.app.first", "title": {"ja": "最初の品目", "en": "First item"}, "does": {"openRoute": "item", "parameters": {"id": "1"}}},
                  {"type": "com.example.app.second", "title": {"ja": "二番目", "en": "Second item"}, "does": {"openRoute": "item", "parameters": {"id": "2"}}},
                  {"type": "com.example.app.refresh", "title": {"ja": "更新", "en": "Refresh"}, "does": {"runIntent": "RefreshPrices"}, "dynamic": true}
                ]
                """,
            apple: ["https://developer.apple.com/design/human-interface-guidelines/home-screen-quick-actions"]),
        CheckRule(
            "infoPlist.quickActionMissing", .warning, checkSection: "quick-actions-in-the-manifest",
            title: ("静的クイックアクションが Info.plist にない", "Static quick action missing from Info.plist"),
            description: ("マニフェストの静的クイックアクションが Info.plist の UIApplicationShortcutItems にありません。ホーム画面のメニューに出ません。",
                          "A static quick action of the manifest is not in the Info.plist's UIApplicationShortcutItems, so the Home Screen menu does not show it."),
            help: ("integrations export info-plist の UIApplicationShortcutItems を Info.plist に入れるか、dynamic にしてください。",
                   "Merge UIApplicationShortcutItems from integrations export info-plist into the Info.plist, or mark the action dynamic."),
            example: """
                <!-- Info.plist (integrations.json has the static quick action "com.example.app.stock") -->
                <key>UIApplicationShortcutItems</key>
                <array>
                    <dict>
                        <key>UIApplicationShortcutItemType</key><string>com.example.app.orders</string>
                        <key>UIApplicationShortcutItemTitle</key><string>Orders</string>
                    </dict>
                </array>
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationshortcutitems",
                    "https://developer.apple.com/documentation/uikit/add-home-screen-quick-actions"]),
    ]
}
