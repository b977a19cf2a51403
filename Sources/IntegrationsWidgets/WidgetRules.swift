import IntegrationsCore
import IntegrationsPointKit

extension WidgetRules {
    /// The manifest's widgets and the App Group they read the app's data through (Docs/Widgets.md has each
    /// rule with its source): checked by ``WidgetManifestChecks``, by the core's validation (the limits a
    /// timeline cannot be built past) and, for a duplicate kind, by ``WidgetProjectChecks`` on an app's own
    /// Swift sources.
    static let all: [CheckRule] = [
        CheckRule(
            "appGroup.malformed", .error, checkSection: "codes",
            title: ("App Group の名前が正しくない", "Malformed App Group"),
            description: ("app.appGroup が group.<名前> の形ではありません（名前は英数字、.、- で、. で始まったり終わったりしません）。",
                          "app.appGroup is not of the form group.<name> (a name of letters, digits, . and -, not starting or ending with .)."),
            help: ("group.com.example.app のように書いてください。", "Write it like group.com.example.app."),
            example: """
                // integrations.json
                "app": {
                  "name": "Shop",
                  "bundleIdentifier": "com.example.app",
                  "appGroup": "com.example.shared"
                }
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.security.application-groups"]),
        CheckRule(
            "appGroup.missing", .warning, checkSection: "codes",
            title: ("ウィジェットがあるのに App Group がない", "Widgets without an App Group"),
            description: ("アプリにウィジェットがあるのに app.appGroup がありません。ウィジェット拡張はアプリと共有する App Group のコンテナからしかデータを読めません。",
                          "The app has widgets but no app.appGroup; a widget extension reads the app's data only from an App Group container they share."),
            help: ("\"appGroup\": \"group.<バンドル ID>\" を加えてください。", "Add \"appGroup\": \"group.<bundle identifier>\"."),
            example: """
                // integrations.json ("widgets" declares a widget, and "app" has no "appGroup")
                "app": {
                  "name": "Shop",
                  "bundleIdentifier": "com.example.app",
                  "urlSchemes": ["shop"]
                }
                """,
            apple: ["https://developer.apple.com/documentation/xcode/configuring-app-groups",
                    "https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.security.application-groups"]),
        CheckRule(
            "widget.emptyKind", .error, checkSection: "codes",
            title: ("ウィジェットの kind が空", "Empty widget kind"),
            description: ("ウィジェットの kind が空です。WidgetKit はウィジェットを kind で見分けます。", "A widget's kind is empty; WidgetKit tells widgets apart by it."),
            help: ("空でない kind を付けてください。", "Give the widget a non-empty kind."),
            example: """
                // integrations.json
                {
                  "kind": "",
                  "displayName": {"ja": "在庫", "en": "Stock"}, "description": {"ja": "在庫数", "en": "Stock levels"},
                  "families": ["systemSmall"],
                  "content": "nextRecord",
                  "entity": "item"
                }
                """,
            apple: ["https://developer.apple.com/documentation/widgetkit/staticconfiguration"]),
        CheckRule(
            "widget.duplicateKind", .error, checkSection: "an-apps-own-files-check---project-path",
            title: ("ウィジェットの kind の重複", "Duplicate widget kind"),
            description: ("二つのウィジェットが同じ kind です。WidgetKit はウィジェットを kind で見分け、タイムラインの再読み込みも kind で行います。",
                          "Two widgets have the same kind; WidgetKit tells widgets apart, and reloads their timelines, by it."),
            help: ("どちらかの kind を変えてください。", "Give one of them another kind."),
            example: """
                // integrations.json
                "widgets": [
                  {"kind": "StockWidget", "displayName": {"ja": "在庫", "en": "Stock"}, "description": {"ja": "在庫数", "en": "Stock levels"},
                   "families": ["systemSmall"], "content": "nextRecord", "entity": "item"},
                  {"kind": "StockWidget", "displayName": {"ja": "在庫（大）", "en": "Stock, large"}, "description": {"ja": "在庫数", "en": "Stock levels"},
                   "families": ["systemLarge"], "content": "nextRecord", "entity": "item"}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/widgetkit/staticconfiguration",
                    "https://developer.apple.com/documentation/widgetkit/widgetcenter/reloadtimelines(ofkind:)"]),
        CheckRule(
            "widget.noFamilies", .error, checkSection: "codes",
            title: ("ウィジェットにファミリーがない", "Widget without families"),
            description: ("ウィジェットに families が一つもありません。", "A widget declares no families."),
            help: ("少なくとも一つのファミリーを加えてください。", "Add at least one family."),
            example: """
                // integrations.json
                {
                  "kind": "StockWidget",
                  "displayName": {"ja": "在庫", "en": "Stock"}, "description": {"ja": "在庫数", "en": "Stock levels"},
                  "families": [],
                  "content": "nextRecord",
                  "entity": "item"
                }
                """,
            apple: ["https://developer.apple.com/documentation/swiftui/widgetconfiguration/supportedfamilies(_:)"]),
        CheckRule(
            "widget.familyNotSupported", .error, checkSection: "codes",
            title: ("レイアウトが対応しないファミリー", "Family the layout does not support"),
            description: ("ウィジェットのファミリーに、そのレイアウトが対応していません。", "A widget's family is not one its layout supports."),
            help: ("メッセージが示す、対応しているファミリーを使ってください。", "Use one of the families the message names."),
            example: """
                // integrations.json (a records widget lays out systemSmall, systemMedium and systemLarge)
                {
                  "kind": "StockWidget",
                  "displayName": {"ja": "在庫", "en": "Stock"}, "description": {"ja": "在庫数", "en": "Stock levels"},
                  "families": ["systemSmall", "accessoryCircular"],
                  "content": {"show": "records", "limit": 3},
                  "entity": "item"
                }
                """,
            apple: ["https://developer.apple.com/documentation/swiftui/widgetconfiguration/supportedfamilies(_:)",
                    "https://developer.apple.com/documentation/widgetkit/widgetfamily"]),
        CheckRule(
            "widget.unknownSetting", .error, checkSection: "codes",
            title: ("ウィジェットの不明な設定", "Unknown widget setting"),
            description: ("ウィジェットの content が指す設定が、その configuration にありません。", "A setting the widget's content names is not in its configuration."),
            help: ("configuration にある設定を指すか、設定を宣言してください。", "Name a setting from the configuration, or declare it."),
            example: """
                // integrations.json
                {
                  "kind": "StockWidget",
                  "displayName": {"ja": "在庫", "en": "Stock"}, "description": {"ja": "在庫数", "en": "Stock levels"},
                  "families": ["systemSmall"],
                  "content": {"show": "records", "limitParameter": "maxItems"},
                  "entity": "item",
                  "configuration": [
                    {"name": "maxItemCount", "title": {"ja": "最大表示数", "en": "Items shown"}, "type": "integer", "default": 3, "min": 1, "max": 5}
                  ]
                }
                """),
        CheckRule(
            "widget.settingType", .error, checkSection: "codes",
            title: ("ウィジェットの設定の型が違う", "Widget setting of the wrong type"),
            description: ("ウィジェットの content が指す設定の型が、content が必要とする型と違います。", "A setting the widget's content names is not of the type the content needs."),
            help: ("正しい型の設定を指してください。", "Name a setting of the type needed."),
            example: """
                // integrations.json
                "content": {"show": "records", "limitParameter": "maxItems", "includeCompletedParameter": "maxItems"},
                "configuration": [
                  {"name": "maxItems", "title": {"ja": "最大表示数", "en": "Items shown"}, "type": "integer", "default": 3, "min": 1, "max": 5}
                ]
                """),
        CheckRule(
            "widget.noEntity", .error, checkSection: "codes",
            title: ("ウィジェットにエンティティがない", "Widget without an entity"),
            description: ("レコードを表示し数えるウィジェットに entity がありません。", "A widget that shows and counts records has no entity."),
            help: ("表示するレコードのエンティティを entity に書いてください。", "Set entity to the entity whose records it shows."),
            example: """
                // integrations.json
                {
                  "kind": "StockWidget",
                  "displayName": {"ja": "在庫", "en": "Stock"}, "description": {"ja": "在庫数", "en": "Stock levels"},
                  "families": ["systemSmall"],
                  "content": {"show": "records", "limit": 3}
                }
                """),
        CheckRule(
            "widget.unknownEntity", .error, checkSection: "codes",
            title: ("ウィジェットのエンティティが不明", "Unknown widget entity"),
            description: ("ウィジェットのエンティティが searchDomains にありません。", "A widget's entity is not in searchDomains."),
            help: ("そのエンティティの検索ドメインを宣言するか、エンティティを直してください。", "Declare a search domain for it, or correct the entity."),
            example: """
                // integrations.json ("searchDomains" declares only the entity "item")
                {
                  "kind": "RecipeWidget",
                  "displayName": {"ja": "レシピ", "en": "Recipe"}, "description": {"ja": "今日のレシピ", "en": "Today's recipe"},
                  "families": ["systemSmall"],
                  "content": "nextRecord",
                  "entity": "recipe"
                }
                """),
        CheckRule(
            "widget.urlMatchesNoRoute", .error, checkSection: "codes",
            title: ("ウィジェットの URL に一致するルートがない", "Widget URL matches no route"),
            description: ("ウィジェットの URL がどのルートにも一致しません。タップしてもアプリは何も開きません。",
                          "A widget's URL matches no route: a tap opens nothing in the app."),
            help: ("URL かルートを直してください。", "Correct the URL or the routes."),
            example: """
                // integrations.json (the route "stock" is "shop://stock")
                {
                  "kind": "StockWidget",
                  "displayName": {"ja": "在庫", "en": "Stock"}, "description": {"ja": "在庫数", "en": "Stock levels"},
                  "families": ["systemSmall"],
                  "content": "nextRecord",
                  "entity": "item",
                  "url": "shop://stok"
                }
                """,
            apple: ["https://developer.apple.com/documentation/widgetkit/linking-to-specific-app-scenes-from-your-widget-or-live-activity",
                    "https://developer.apple.com/documentation/swiftui/view/widgeturl(_:)"]),
        CheckRule(
            "widget.minAboveMax", .error, checkSection: "codes",
            title: ("ウィジェットの設定の min が max より大きい", "Widget setting's min above its max"),
            description: ("ウィジェットの設定の min が max より大きく、取れる値がありません。", "A widget setting's min is above its max, so no value fits."),
            help: ("min を max 以下にしてください。", "Make min at most max."),
            example: """
                // integrations.json
                "configuration": [
                  {"name": "days", "title": {"ja": "日数", "en": "Days"}, "type": "integer", "default": 3, "min": 9, "max": 2}
                ]
                """),
        CheckRule(
            "widget.defaultOutOfRange", .error, checkSection: "codes",
            title: ("ウィジェットの設定の既定値が範囲外", "Widget setting default out of range"),
            description: ("ウィジェットの設定の既定値が、その設定の範囲や選択肢にありません。", "A widget setting's default is outside its range or choices."),
            help: ("範囲内の既定値にしてください。", "Give a default within the range."),
            example: """
                // integrations.json
                "configuration": [
                  {"name": "maxItems", "title": {"ja": "最大表示数", "en": "Items shown"}, "type": "integer", "default": 6, "min": 1, "max": 5}
                ]
                """),
        CheckRule(
            "widget.refreshInterval", .error, checkSection: "between-the-points",
            title: ("ウィジェットの更新間隔が範囲外", "Widget refresh interval out of range"),
            description: ("ウィジェットの refreshInterval が0秒より長く7日（604800秒）以下ではありません。",
                          "A widget's refreshInterval is not above 0 seconds and at most 7 days (604800 seconds)."),
            help: ("0より大きく604800以下の秒数にしてください。", "Give a number of seconds above 0 and at most 604800."),
            example: """
                // integrations.json (at most 604800 seconds, 7 days)
                {
                  "kind": "StockWidget",
                  "displayName": {"ja": "在庫", "en": "Stock"}, "description": {"ja": "在庫数", "en": "Stock levels"},
                  "families": ["systemSmall"],
                  "content": "nextRecord",
                  "entity": "item",
                  "refreshInterval": 0
                }
                """),
        CheckRule(
            "widget.limit", .error, checkSection: "codes",
            title: ("ウィジェットの件数が範囲外", "Widget limit out of range"),
            description: ("レコードの一覧を表示するウィジェットの content.limit が、許される範囲の件数ではありません。",
                          "A record-list widget's content.limit is not a count in the allowed range."),
            help: ("メッセージが示す範囲の件数にしてください。", "Give a count in the range the message names."),
            example: """
                // integrations.json (a records widget shows 1 to 20 records)
                {
                  "kind": "StockWidget",
                  "displayName": {"ja": "在庫", "en": "Stock"}, "description": {"ja": "在庫数", "en": "Stock levels"},
                  "families": ["systemMedium"],
                  "content": {"show": "records", "limit": 50},
                  "entity": "item"
                }
                """),
        CheckRule(
            "widget.days", .error, checkSection: "codes",
            title: ("ウィジェットの日数が範囲外", "Widget days out of range"),
            description: ("日ごとのグリッドを表示するウィジェットの content.days が、許される範囲の日数ではありません。",
                          "A day-grid widget's content.days is not a number of days in the allowed range."),
            help: ("メッセージが示す範囲の日数にしてください。", "Give a number of days in the range the message names."),
            example: """
                // integrations.json (a day grid shows 1 to 31 days per family)
                {
                  "kind": "OrderDaysWidget",
                  "displayName": {"ja": "注文日", "en": "Order days"}, "description": {"ja": "注文した日", "en": "Days with an order"},
                  "families": ["systemMedium", "systemLarge"],
                  "content": {"show": "dayGrid", "days": {"systemMedium": 7, "systemLarge": 60}},
                  "entity": "order"
                }
                """),
    ]
}
