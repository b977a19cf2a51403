import IntegrationsCore
import IntegrationsPointKit

/// The App Clip rules: its experiences against the app's routes and associated domains, and its declared
/// hand-over (`appClipTransfer`) against the app's entities and their records (``AppClipChecks``), and the
/// hand-over's shape (``AppClipTransferDeclaration/validationProblems()``, reported by ``AppClipsPoint``).
enum AppClipRules {
    static let all: [CheckRule] = [
        CheckRule(
            "appClip.invalidURL", .error, checkSection: "between-the-points",
            title: ("App Clip 体験の URL が正しくない", "Invalid App Clip experience URL"),
            description: ("App Clip 体験の URL が https の URL として読めません。", "An App Clip experience's URL cannot be read as an https URL."),
            help: ("https://ホスト/パス の形の URL にしてください。", "Give an https://host/path URL."),
            example: """
                // integrations.json
                "appClipExperiences": [
                  {"name": "order", "url": "shop.example/clip/order"}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/appclip/configuring-the-launch-experience-of-your-app-clip"]),
        CheckRule(
            "appClip.noRoute", .error, checkSection: "between-the-points",
            title: ("App Clip 体験の URL を受けるルートがない", "App Clip experience URL without a route"),
            description: ("App Clip を扱うどのルートも、App Clip 体験の URL を受けません。", "No route that handles App Clips takes an App Clip experience's URL."),
            help: ("その URL を受ける App Clip のルートを宣言するか、URL を直してください。", "Declare an App Clip route that takes the URL, or correct the URL."),
            example: """
                // integrations.json (no route with "handlesAppClip": true takes /clip/orphan)
                "appClipExperiences": [
                  {"name": "orphan", "url": "https://shop.example/clip/orphan"}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/appclip/configuring-the-launch-experience-of-your-app-clip"]),
        CheckRule(
            "appClip.hostNotAssociated", .error, checkSection: "between-the-points",
            title: ("App Clip 体験のホストが関連ドメインにない", "App Clip host not associated"),
            description: ("App Clip 体験の URL のホストが appclips: の関連ドメインではありません。", "An App Clip experience URL's host is not an appclips: associated domain."),
            help: ("appclips:ホスト を app.associatedDomains に加えてください。", "Add appclips:HOST to app.associatedDomains."),
            example: """
                // integrations.json ("app.associatedDomains" is ["applinks:shop.example", "appclips:shop.example"])
                "appClipExperiences": [
                  {"name": "order", "url": "https://clip.elsewhere.example/order"}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/appclip/associating-your-app-clip-with-your-website",
                    "https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.associated-domains"]),
        CheckRule(
            "appClipTransfer.duplicateKey", .error, checkSection: "codes",
            title: ("App Clip の引き継ぎのキーの重複", "Duplicate App Clip hand-over key"),
            description: ("App Clip が引き継ぐ文書で、二つの部分が同じキーを使っています。", "Two parts of the App Clip's hand-over document use the same key."),
            help: ("どちらかのキーを変えてください。", "Give one of them another key."),
            example: """
                // integrations.json
                "appClipTransfer": {
                  "storage": 5242880,
                  "records": [{"entity": "order", "key": "orders", "maximum": 3, "fields": ["title"]}],
                  "references": [{"entity": "recipe", "key": "orders", "maximum": 2, "selectedKey": "selectedRecipeId"}]
                }
                """),
        CheckRule(
            "appClipTransfer.duplicateEntity", .error, checkSection: "codes",
            title: ("App Clip の引き継ぎのエンティティの重複", "Duplicate App Clip hand-over entity"),
            description: ("App Clip の引き継ぎで、二つの records か references が同じエンティティを扱っています。",
                          "Two records or references parts of the App Clip hand-over use the same entity."),
            help: ("エンティティごとに一つの部分にまとめてください。", "Keep one part per entity."),
            example: """
                // integrations.json
                "appClipTransfer": {
                  "storage": 5242880,
                  "records": [
                    {"entity": "order", "key": "orders", "maximum": 3, "fields": ["title"]},
                    {"entity": "order", "key": "draftOrders", "maximum": 1, "fields": ["title"]}
                  ]
                }
                """),
        CheckRule(
            "appClipTransfer.maximum", .error, checkSection: "codes",
            title: ("App Clip の引き継ぎの最大数が1未満", "App Clip hand-over maximum below 1"),
            description: ("App Clip の引き継ぎの maximum が1以上の数ではありません。", "An App Clip hand-over part's maximum is not a number of at least 1."),
            help: ("1以上の数にしてください。", "Give a number of at least 1."),
            example: """
                // integrations.json
                "appClipTransfer": {
                  "storage": 5242880,
                  "records": [{"entity": "order", "key": "orders", "maximum": 0, "fields": ["title"]}]
                }
                """),
        CheckRule(
            "appClipTransfer.noFields", .error, checkSection: "codes",
            title: ("App Clip が引き継ぐフィールドがない", "App Clip hand-over without fields"),
            description: ("App Clip が引き継ぐレコードにフィールドが一つもありません。", "An App Clip hand-over of records names no field to hand over."),
            help: ("引き継ぐフィールドの名前を fields に書いてください。", "List the fields handed over in fields."),
            example: """
                // integrations.json
                "appClipTransfer": {
                  "storage": 5242880,
                  "records": [{"entity": "order", "key": "orders", "maximum": 3, "fields": []}]
                }
                """),
        CheckRule(
            "appClipTransfer.storage", .error, checkSection: "codes",
            title: ("App Clip の引き継ぎの容量が範囲外", "App Clip hand-over storage out of range"),
            description: ("App Clip の引き継ぎの storage が、許される範囲のバイト数ではありません。",
                          "The App Clip hand-over's storage is not a number of bytes in the allowed range."),
            help: ("メッセージが示す範囲のバイト数にしてください。", "Give a number of bytes in the range the message names."),
            example: """
                // integrations.json
                "appClipTransfer": {
                  "storage": -1,
                  "records": [{"entity": "order", "key": "orders", "maximum": 3, "fields": ["title"]}]
                }
                """),
        CheckRule(
            "appClipTransfer.unknownEntity", .error, checkSection: "codes",
            title: ("App Clip が引き継ぐエンティティが不明", "Unknown App Clip hand-over entity"),
            description: ("App Clip が引き継ぐエンティティが searchDomains にありません。", "An entity the App Clip hands over is not in searchDomains."),
            help: ("そのエンティティの検索ドメインを宣言するか、エンティティを直してください。", "Declare a search domain for it, or correct the entity."),
            example: """
                // integrations.json ("searchDomains" declares "order" and "recipe")
                "references": [
                  {"entity": "chef", "key": "chefIds", "maximum": 2, "selectedKey": "selectedChefId"}
                ]
                """),
        CheckRule(
            "appClipTransfer.recordsLackField", .warning, checkSection: "codes",
            title: ("引き継ぐフィールドがないレコード", "Records lack a handed-over field"),
            description: ("App Clip が引き継ぐフィールドを持たないレコードがあります。そのフィールドは空の文字列として引き継がれます。",
                          "Some records lack a field the App Clip hands over; it goes over as empty text."),
            help: ("レコードにフィールドを加えるか、引き継ぐフィールドから外してください。", "Add the field to the records, or stop handing it over."),
            example: """
                // integrations.json (no record of orders.json has "notes")
                "records": [
                  {"entity": "order", "key": "orders", "maximum": 3, "fields": ["title", "category", "notes"]}
                ]
                """),
    ]
}
