import IntegrationsCore

extension CheckRules {
    /// Between the points: records and their search domains, routes and the associated domains, the
    /// generated apple-app-site-association, App Clip experiences, widgets and the App Group.
    static let betweenRules: [CheckRule] = [
        CheckRule(
            "records.unreadable", .error, .between,
            title: ("レコードファイルを読めない", "Record file unreadable"),
            description: ("検索ドメインのレコードファイルを読めないか、JSON としてデコードできません。アプリはそのレコードを読み込めません。",
                          "A search domain's record file cannot be read or does not decode as JSON; the app cannot load its records."),
            help: ("ファイルを置くか、JSON を直してください。", "Add the file or fix its JSON."),
            example: """
                // integrations.json (there is no items.json beside it)
                "searchDomains": [
                  {"identifier": "items", "entity": "item", "records": "items.json", "title": "${title}"}
                ]
                """),
        CheckRule(
            "records.invalidValue", .error, .between,
            title: ("レコードの値の型が違う", "Record value of the wrong type"),
            description: ("レコードの値が、その場所で期待される型ではありません。", "A record's value is not of the type expected at its place."),
            help: ("メッセージが期待する型の値にしてください。", "Give the value the type the message expects."),
            example: """
                // items.json (a record file is an array of records, not an object)
                {
                  "items": [
                    {"id": 1, "title": "Flour"}
                  ]
                }
                """),
        CheckRule(
            "records.invalidDate", .error, .between,
            title: ("レコードの日付が正しくない", "Invalid record date"),
            description: ("日付のフィールドが ISO 8601 の日付として読めません（2027-02-30 のようにない日付も含みます）。アプリはそのレコードを読み込めません。",
                          "A date field is not an ISO 8601 date (a date that does not exist, such as 2027-02-30, included); the app cannot load the record."),
            help: ("2027-02-28T09:00:00Z のような ISO 8601 の日付にしてください。", "Write an ISO 8601 date such as 2027-02-28T09:00:00Z."),
            example: """
                // items.json ("contentModificationDate": "updatedAt"; February has no 30th)
                [
                  {"id": 3, "title": "Rye flour", "updatedAt": "2027-02-30T10:00:00Z"}
                ]
                """),
        CheckRule(
            "records.duplicateIdentifier", .error, .between,
            title: ("レコードの識別子の重複", "Duplicate record identifier"),
            description: ("一つのドメインで、二つのレコードが同じ識別子を持っています。検索インデックスでは一方が他方を置き換えます。",
                          "Two records of one domain have the same identifier; in the search index one replaces the other."),
            help: ("どちらかのレコードの識別子を変えてください。", "Give one of the records another identifier."),
            example: """
                // items.json ("uniqueIdentifier": "item-${id}")
                [
                  {"id": 1, "title": "Flour"},
                  {"id": 1, "title": "Sugar"}
                ]
                """),
        CheckRule(
            "records.missingField", .error, .between,
            title: ("テンプレートのフィールドがないレコード", "Records lack a template's field"),
            description: ("ドメインのテンプレートが使う ${field} を持たないレコードがあります。アプリはそのレコードを読み込めません。",
                          "Some records lack a ${field} their domain's template uses; the app cannot load such a record."),
            help: ("レコードにフィールドを加えるか、テンプレートを直してください。", "Add the field to the records, or change the template."),
            example: """
                // items.json ("title": "${title}" in the items search domain)
                [
                  {"id": 1, "title": "Flour"},
                  {"id": 2, "name": "Sugar"}
                ]
                """),
        CheckRule(
            "records.urlMatchesNoRoute", .error, .between,
            title: ("レコードの URL に一致するルートがない", "Record URL matches no route"),
            description: ("検索ドメインの contentURL が、レコードに対してどのルートにも一致しません。検索結果を開いても何も表示されません。",
                          "A search domain's contentURL, filled for a record, matches no route: opening the search result shows nothing."),
            help: ("contentURL かルートを直し、URL がルートに一致するようにしてください。", "Change the contentURL or the routes so that the URL matches a route."),
            example: """
                // integrations.json (the route "item" is "shop://items/{id}")
                {
                  "identifier": "items",
                  "entity": "item",
                  "records": "items.json",
                  "title": "${title}",
                  "contentURL": "shop://item/${id}"
                }
                """),
        CheckRule(
            "appGroup.malformed", .error, .codes,
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
            "appGroup.missing", .warning, .codes,
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
            "widget.emptyKind", .error, .codes,
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
            "widget.duplicateKind", .error, .project,
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
            "widget.noFamilies", .error, .codes,
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
            "widget.familyNotSupported", .error, .codes,
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
            "widget.unknownSetting", .error, .codes,
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
            "widget.settingType", .error, .codes,
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
            "widget.noEntity", .error, .codes,
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
            "widget.unknownEntity", .error, .codes,
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
            "widget.urlMatchesNoRoute", .error, .codes,
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
            "widget.minAboveMax", .error, .codes,
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
            "widget.defaultOutOfRange", .error, .codes,
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
            "widget.refreshInterval", .error, .between,
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
            "widget.limit", .error, .codes,
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
            "widget.days", .error, .codes,
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
