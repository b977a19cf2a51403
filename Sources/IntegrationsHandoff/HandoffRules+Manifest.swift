import IntegrationsCore
import IntegrationsPointKit

extension HandoffRules {
    /// The manifest's Handoff activities (Docs/Handoff.md has each rule with its source), checked by
    /// ``HandoffManifestChecks``.
    static let manifest: [CheckRule] = [
        CheckRule(
            "infoPlist.activityTypeMissing", .error, checkSection: "handoff-activities",
            title: ("アクティビティの種類が Info.plist にない", "Activity type missing from the Info.plist"),
            description: ("マニフェストのアクティビティの種類が Info.plist の NSUserActivityTypes にありません。アプリはその種類のアクティビティを続けられません。",
                          "A manifest activity type is not in the Info.plist's NSUserActivityTypes; the app cannot continue activities of that type."),
            help: ("integrations export info-plist の出力を Info.plist にまとめてください。", "Merge the output of integrations export info-plist into the Info.plist."),
            example: """
                <!-- Info.plist (integrations.json has the activity type "com.example.app.viewItem") -->
                <key>NSUserActivityTypes</key>
                <array>
                    <string>com.example.app.editItem</string>
                </array>
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/nsuseractivitytypes",
                    "https://developer.apple.com/documentation/foundation/implementing-handoff-in-your-app"]),
        CheckRule(
            "activity.typeNotReverseDNS", .error, checkSection: "handoff-activities",
            title: ("逆 DNS でないアクティビティの種類", "Activity type not reverse-DNS"),
            description: ("アクティビティの種類が逆 DNS の形（com.example.app.editing など）ではありません。Apple は activityType を逆 DNS で書くよう勧めています（アプリのプロジェクトでは警告）。",
                          "An activity type is not reverse-DNS (such as com.example.app.editing), as Apple recommends for activityType (a warning for an app's own files)."),
            help: ("バンドル ID で始まる逆 DNS の名前にしてください。", "Use a reverse-DNS name that starts with the bundle identifier."),
            example: """
                // integrations.json
                {
                  "type": "itemEditing",
                  "entity": "item",
                  "title": {"ja": "編集中", "en": "Editing"},
                  "userInfo": [{"key": "itemId", "type": "integer", "value": "${id}"}]
                }
                """,
            apple: ["https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype",
                    "https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)",
                    "https://developer.apple.com/documentation/foundation/implementing-handoff-in-your-app"]),
        CheckRule(
            "activity.duplicateType", .error, checkSection: "handoff-activities",
            title: ("アクティビティの種類の重複", "Duplicate activity type"),
            description: ("二つのアクティビティが同じ種類です。", "Two activities have the same type."),
            help: ("どちらかの種類を変えてください。", "Give one of them another type."),
            example: """
                // integrations.json
                "activities": [
                  {"type": "com.example.app.viewItem", "entity": "item", "title": {"ja": "品目", "en": "Item"}},
                  {"type": "com.example.app.viewItem", "entity": "item", "title": {"ja": "詳細", "en": "Details"}}
                ]
                """),
        CheckRule(
            "activity.duplicateUserInfoKey", .error, checkSection: "handoff-activities",
            title: ("userInfo のキーの重複", "Duplicate userInfo key"),
            description: ("一つのアクティビティの userInfo で、同じキーが二度宣言されています。", "One activity's userInfo declares the same key twice."),
            help: ("どちらかのキーの名前を変えるか、取り除いてください。", "Rename or remove one of the keys."),
            example: """
                // integrations.json
                {
                  "type": "com.example.app.viewItem",
                  "entity": "item",
                  "title": {"ja": "品目", "en": "Item"},
                  "userInfo": [{"key": "itemId", "type": "integer", "value": "${id}"}, {"key": "itemId", "type": "integer", "value": "${id}"}]
                }
                """),
        CheckRule(
            "activity.requiredKeyNotDeclared", .error, checkSection: "handoff-activities",
            title: ("必須のキーが宣言されていない", "Required key not declared"),
            description: ("requiredUserInfoKeys のキーが userInfo に宣言されていません。", "A key in requiredUserInfoKeys is not declared in userInfo."),
            help: ("userInfo にキーを宣言するか、必須のキーから外してください。", "Declare the key in userInfo, or drop it from the required keys."),
            example: """
                // integrations.json
                {
                  "type": "com.example.app.editItem",
                  "entity": "item",
                  "title": {"ja": "編集中", "en": "Editing"},
                  "userInfo": [{"key": "itemId", "type": "integer", "value": "${id}"}],
                  "requiredUserInfoKeys": ["itemId", "draft"]
                }
                """,
            apple: ["https://developer.apple.com/documentation/foundation/nsuseractivity/requireduserinfokeys"]),
        CheckRule(
            "activity.unknownDonor", .error, checkSection: "handoff-activities",
            title: ("寄贈するインテントがない", "Unknown donating intent"),
            description: ("アクティビティの donatedBy が、宣言されたインテントではありません。", "An activity's donatedBy is not a declared intent."),
            help: ("インテント名を直すか、インテントを宣言してください。", "Correct the intent's name or declare the intent."),
            example: """
                // integrations.json ("intents" declares no "NoSuchIntent")
                {
                  "type": "com.example.app.viewItem",
                  "entity": "item",
                  "title": {"ja": "品目", "en": "Item"},
                  "donatedBy": "NoSuchIntent"
                }
                """),
        CheckRule(
            "activity.unknownEntity", .error, checkSection: "handoff-activities",
            title: ("アクティビティのエンティティが不明", "Unknown activity entity"),
            description: ("アクティビティのエンティティが searchDomains にありません。", "An activity's entity is not in searchDomains."),
            help: ("そのエンティティの検索ドメインを宣言するか、エンティティを直してください。", "Declare a search domain for it, or correct the entity."),
            example: """
                // integrations.json ("searchDomains" declares only the entity "item")
                {
                  "type": "com.example.app.viewRecipe",
                  "entity": "recipe",
                  "title": {"ja": "レシピ", "en": "Recipe"}
                }
                """),
        CheckRule(
            "activity.fieldWithoutEntity", .error, checkSection: "handoff-activities",
            title: ("エンティティのないアクティビティの ${field}", "${field} in an activity without an entity"),
            description: ("アクティビティが ${field} を使っていますが、値を取るエンティティがありません。", "An activity uses a ${field} but has no entity to take it from."),
            help: ("アクティビティに entity を加えるか、${field} を取り除いてください。", "Give the activity an entity, or remove the ${field}."),
            example: """
                // integrations.json
                {
                  "type": "com.example.app.today",
                  "title": {"ja": "今日", "en": "Today"},
                  "userInfo": [{"key": "itemId", "type": "integer", "value": "${id}"}]
                }
                """),
        CheckRule(
            "activity.valueType", .error, checkSection: "handoff-activities",
            title: ("userInfo の値が型として読めない", "userInfo value not of its type"),
            description: ("あるレコードで、userInfo の値がそのキーの型として読めません。", "For some record, a userInfo value does not read as its key's type."),
            help: ("キーの型を直すか、レコードの値を直してください。", "Correct the key's type or the records' values."),
            example: """
                // integrations.json (each item's title is text, such as "Flour")
                {
                  "type": "com.example.app.viewItem",
                  "entity": "item",
                  "title": {"ja": "品目", "en": "Item"},
                  "userInfo": [{"key": "itemId", "type": "integer", "value": "${title}"}]
                }
                """),
        CheckRule(
            "activity.userInfoTooLarge", .error, checkSection: "handoff-activities",
            title: ("userInfo が大きすぎる", "userInfo too large"),
            description: ("あるレコードで、userInfo が3,072バイトを超えます。Handoff はそれより大きい userInfo を渡しません。",
                          "For some record, userInfo is over 3,072 bytes; Handoff does not carry a larger one."),
            help: ("userInfo のキーを減らすか、大きな値を識別子に置き換えてください。", "Carry fewer keys, or an identifier instead of a large value."),
            example: """
                // integrations.json (each item's "description" is about 4 KB of text)
                {
                  "type": "com.example.app.readItem",
                  "entity": "item",
                  "title": {"ja": "説明", "en": "Description"},
                  "userInfo": [{"key": "text", "type": "string", "value": "${description}"}]
                }
                """,
            apple: ["https://developer.apple.com/documentation/foundation/nsuseractivityhandoffuserinfotoolargeerror-swift.var",
                    "https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo"]),
        CheckRule(
            "activity.webpageURLScheme", .error, checkSection: "handoff-activities",
            title: ("webpageURL が http でも https でもない", "webpageURL not http or https"),
            description: ("アクティビティの webpageURL が http か https の URL ではありません。iOS はそれ以外のスキームを webpageURL に受け付けません。",
                          "An activity's webpageURL is not an http or https URL; iOS refuses any other scheme for webpageURL."),
            help: ("https の URL にしてください。", "Use an https URL."),
            example: """
                // integrations.json
                {
                  "type": "com.example.app.viewItem",
                  "entity": "item",
                  "title": {"ja": "品目", "en": "Item"},
                  "webpageURL": "shop://items/{itemId}"
                }
                """,
            apple: ["https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl"]),
        CheckRule(
            "activity.webpageURLNotOpened", .warning, checkSection: "handoff-activities",
            title: ("AASA が開かない webpageURL", "webpageURL the AASA does not open"),
            description: ("webpageURL が applinks の関連ドメインにあるのに、apple-app-site-association がそれを開きません。アプリがあってもブラウザで開きます。",
                          "webpageURL is on an applinks associated domain but apple-app-site-association does not open it: it opens in the browser even with the app installed."),
            help: ("その URL を開くルートを宣言するか、webpageURL を直してください。", "Declare a route that opens the URL, or change webpageURL."),
            example: """
                // integrations.json (shop.example is an applinks: domain; no universal-link route takes /notes/…)
                {
                  "type": "com.example.app.itemNotes",
                  "entity": "item",
                  "title": {"ja": "メモ", "en": "Notes"},
                  "userInfo": [{"key": "itemId", "type": "integer", "value": "${id}"}],
                  "webpageURL": "https://shop.example/notes/{itemId}"
                }
                """,
            apple: ["https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl",
                    "https://developer.apple.com/documentation/xcode/supporting-associated-domains"]),
        CheckRule(
            "activity.unknownRoute", .error, checkSection: "handoff-activities",
            title: ("継続するルートがない", "Continuation route missing"),
            description: ("アクティビティが続けるルートが存在しません。", "The route an activity continues to does not exist."),
            help: ("ルート名を直すか（メッセージが最も近い名前を示します）、ルートを宣言してください。", "Correct the route's name (the message names the nearest) or declare the route."),
            example: """
                // integrations.json ("routes" declares "item", not "itme")
                {
                  "type": "com.example.app.viewItem",
                  "entity": "item",
                  "title": {"ja": "品目", "en": "Item"},
                  "userInfo": [{"key": "itemId", "type": "integer", "value": "${id}"}],
                  "requiredUserInfoKeys": ["itemId"],
                  "continuesTo": {"route": "itme", "parameters": {"id": "itemId"}}
                }
                """),
        CheckRule(
            "activity.routeParameterUnmapped", .error, checkSection: "handoff-activities",
            title: ("ルートのパラメータが必須のキーに対応しない", "Route parameter not mapped to a required key"),
            description: ("アクティビティが続けるルートのパラメータが、必須の userInfo のキーに対応していません。続けたときに URL を作れません。",
                          "A parameter of the route an activity continues to is not mapped to a required userInfo key, so the URL cannot be made on continuation."),
            help: ("パラメータを必須のキーに対応させてください。", "Map the parameter to a required key."),
            example: """
                // integrations.json (the route "item" is "shop://items/{id}")
                {
                  "type": "com.example.app.viewItem",
                  "entity": "item",
                  "title": {"ja": "品目", "en": "Item"},
                  "userInfo": [{"key": "itemId", "type": "integer", "value": "${id}"}],
                  "continuesTo": {"route": "item"}
                }
                """,
            apple: ["https://developer.apple.com/documentation/foundation/nsuseractivity/requireduserinfokeys"]),
    ]
}
