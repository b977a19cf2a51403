import IntegrationsCore
import IntegrationsPointKit

/// The intent rules: the manifest's intents and App Shortcut phrases (validated by the core,
/// `AppManifest.intentProblems`, as `intent list` refuses them), the routes intents open against the app's
/// records, and the SiriKit classes and App Shortcuts an app's own project declares (``IntentProjectChecks``).
enum IntentRules {
    static let all: [CheckRule] = [
        CheckRule(
            "phrase.missingAppName", .error, checkSection: "the-manifest-on-its-own",
            title: ("フレーズにアプリ名がない", "Phrase without the app's name"),
            description: ("App Shortcut のフレーズに ${applicationName}（Swift では \\(.applicationName)）がありません。Siri はアプリ名かその別名を含むフレーズにだけ応えます。",
                          "An App Shortcut phrase lacks ${applicationName} (\\(.applicationName) in Swift); Siri only answers phrases that name the app or one of its aliases."),
            help: ("フレーズに ${applicationName} を入れてください。", "Put ${applicationName} in the phrase."),
            example: """
                // integrations.json
                {
                  "identifier": "OpenItem",
                  "title": {"ja": "品目を開く", "en": "Open an Item"},
                  "parameters": [{"name": "item", "title": {"ja": "品目", "en": "Item"}, "type": {"entity": "item"}}],
                  "phrases": {"ja": ["${item}を開く"], "en": ["Open ${item} in ${applicationName}"]},
                  "effect": {"openRoute": "item"}
                }
                """,
            apple: ["https://developer.apple.com/documentation/appintents/appshortcutphrasetoken/applicationname",
                    "https://developer.apple.com/documentation/appintents/app-shortcuts"]),
        CheckRule(
            "phrase.tooManyParameters", .error, checkSection: "the-manifest-on-its-own",
            title: ("フレーズのパラメータが多すぎる", "Too many parameters in a phrase"),
            description: ("App Shortcut のフレーズに二つ以上のパラメータがあります。一つのフレーズに入れられるパラメータは一つまでです。",
                          "An App Shortcut phrase holds more than one parameter; a phrase may hold at most one."),
            help: ("パラメータを一つに減らすか、フレーズを分けてください。", "Keep one parameter in the phrase, or split it into several phrases."),
            example: """
                // Sources/App/AppIntents.swift
                AppShortcut(
                    intent: AddItemIntent(),
                    phrases: ["Stock \\(\\.$count) of \\(\\.$item) in \\(.applicationName)"],
                    shortTitle: "Add Item", systemImageName: "plus")
                """,
            apple: ["https://developer.apple.com/documentation/appintents/app-shortcuts"]),
        CheckRule(
            "phrase.slotNotEntityOrEnum", .error, checkSection: "the-manifest-on-its-own",
            title: ("フレーズのパラメータがエンティティでも列挙でもない", "Phrase parameter not an entity or enumeration"),
            description: ("App Shortcut のフレーズのパラメータが、エンティティ（AppEntity）でも列挙（AppEnum）でもありません。Siri はそれ以外の値をフレーズから読み取れません。",
                          "A parameter in an App Shortcut phrase is not an entity (AppEntity) or enumeration (AppEnum) parameter; Siri cannot take any other value from a phrase."),
            help: ("エンティティか列挙のパラメータを使うか、フレーズからパラメータを外してください。",
                   "Use an entity or enumeration parameter, or take the parameter out of the phrase."),
            example: """
                // Sources/App/AppIntents.swift
                struct AddItemIntent: AppIntent {
                    @Parameter(title: "Count") var count: Int
                }
                // …
                AppShortcut(intent: AddItemIntent(), phrases: ["Stock \\(\\.$count) in \\(.applicationName)"],
                            shortTitle: "Add Item", systemImageName: "plus")
                """,
            apple: ["https://developer.apple.com/documentation/appintents/app-shortcuts"]),
        CheckRule(
            "phrase.unknownParameter", .error, checkSection: "the-manifest-on-its-own",
            title: ("フレーズの不明なパラメータ", "Unknown parameter in a phrase"),
            description: ("フレーズの ${name} が、そのインテントのパラメータではありません。", "A ${name} in a phrase is not one of its intent's parameters."),
            help: ("インテントのパラメータ名を書くか、パラメータを宣言してください。", "Name one of the intent's parameters, or declare the parameter."),
            example: """
                // integrations.json
                {
                  "identifier": "OpenOrder",
                  "title": {"ja": "注文を開く", "en": "Open an Order"},
                  "parameters": [{"name": "order", "title": {"ja": "注文", "en": "Order"}, "type": {"entity": "order"}}],
                  "phrases": {"ja": ["${applicationName}で${recipe}を開く"], "en": ["Open ${recipe} in ${applicationName}"]}
                }
                """),
        CheckRule(
            "phrase.invalidTemplate", .error, checkSection: "the-manifest-on-its-own",
            title: ("フレーズの書式が正しくない", "Malformed phrase"),
            description: ("フレーズの ${…} が正しく書かれていません（閉じていない、名前が空など）。", "A phrase's ${…} is malformed (not closed, an empty name)."),
            help: ("${name} の形に直してください。", "Write each slot as ${name}."),
            example: """
                // integrations.json
                "phrases": {
                  "ja": ["${applicationName}で${order を開く"],
                  "en": ["Open ${order in ${applicationName}"]
                }
                """),
        CheckRule(
            "intent.emptyIdentifier", .error, checkSection: "the-manifest-on-its-own",
            title: ("インテントの識別子が空", "Empty intent identifier"),
            description: ("インテントの識別子が空です。インテントは識別子で呼ばれ、生成する Swift の型名にもなります。",
                          "An intent has an empty identifier; intents are called by it, and the generated Swift names them after it."),
            help: ("空でない識別子を付けてください。", "Give the intent a non-empty identifier."),
            example: """
                // integrations.json
                "intents": [
                  {"identifier": "", "title": {"ja": "注文を開く", "en": "Open an Order"}, "effect": {"openRoute": "orders"}}
                ]
                """),
        CheckRule(
            "intent.duplicate", .error, checkSection: "the-manifest-on-its-own",
            title: ("インテントの重複", "Duplicate intent"),
            description: ("二つのインテントが同じ識別子を持っています。", "Two intents have the same identifier."),
            help: ("どちらかの識別子を変えるか、一つにまとめてください。", "Rename one of them or merge them."),
            example: """
                // integrations.json
                "intents": [
                  {"identifier": "OpenOrder", "title": {"ja": "注文を開く", "en": "Open an Order"}, "effect": {"openRoute": "order"}},
                  {"identifier": "OpenOrder", "title": {"ja": "注文一覧", "en": "Orders"}, "effect": {"openRoute": "orders"}}
                ]
                """),
        CheckRule(
            "intent.duplicateParameter", .error, checkSection: "the-manifest-on-its-own",
            title: ("インテントのパラメータの重複", "Duplicate intent parameter"),
            description: ("一つのインテントが同じ名前のパラメータを二度宣言しています。", "An intent declares two parameters of the same name."),
            help: ("どちらかのパラメータの名前を変えるか、取り除いてください。", "Rename or remove one of the parameters."),
            example: """
                // integrations.json
                "parameters": [
                  {"name": "note", "title": {"ja": "メモ", "en": "Note"}, "type": "string"},
                  {"name": "note", "title": {"ja": "備考", "en": "Remark"}, "type": "string"}
                ]
                """),
        CheckRule(
            "intent.unknownEntity", .error, checkSection: "the-manifest-on-its-own",
            title: ("インテントのパラメータのエンティティが不明", "Intent parameter of an unknown entity"),
            description: ("インテントのパラメータのエンティティが searchDomains にありません。エンティティの値はその検索ドメインのレコードから選ばれます。",
                          "An intent parameter's entity is not in searchDomains; an entity's values are the records of its search domain."),
            help: ("そのエンティティの検索ドメインを宣言するか、パラメータのエンティティを直してください。",
                   "Declare a search domain for the entity, or correct the parameter's entity."),
            example: """
                // integrations.json ("searchDomains" declares only the entity "item")
                "parameters": [
                  {"name": "recipe", "title": {"ja": "レシピ", "en": "Recipe"}, "type": {"entity": "recipe"}}
                ]
                """),
        CheckRule(
            "intent.unknownRoute", .error, checkSection: "the-manifest-on-its-own",
            title: ("インテントが開くルートがない", "Intent opens an unknown route"),
            description: ("インテントの openRoute 効果が、存在しないルートを指しています。", "An intent's openRoute effect names a route that does not exist."),
            help: ("ルート名を直すか、ルートを宣言してください。", "Correct the route's name or declare the route."),
            example: """
                // integrations.json ("routes" declares "order" and "orders")
                {
                  "identifier": "OpenOrder",
                  "title": {"ja": "注文を開く", "en": "Open an Order"},
                  "effect": {"openRoute": "ordr"}
                }
                """),
        CheckRule(
            "intent.completionParameter", .error, checkSection: "the-manifest-on-its-own",
            title: ("記録の効果にエンティティのパラメータがない", "Completion effect without its entity parameter"),
            description: ("インテントの recordCompletion 効果が名前で指すエンティティのパラメータが、そのインテントにありません。",
                          "An intent's recordCompletion effect names an entity parameter the intent does not have."),
            help: ("その名前のエンティティのパラメータを宣言するか、効果の名前を直してください。",
                   "Declare an entity parameter of that name, or correct the name in the effect."),
            example: """
                // integrations.json
                {
                  "identifier": "CompleteOrder",
                  "title": {"ja": "注文を完了", "en": "Complete an Order"},
                  "parameters": [{"name": "note", "title": {"ja": "メモ", "en": "Note"}, "type": "string"}],
                  "effect": {"recordCompletion": "order"}
                }
                """),
        CheckRule(
            "intent.tooManyShortcuts", .error, checkSection: "the-manifest-on-its-own",
            title: ("App Shortcut が多すぎる", "Too many App Shortcuts"),
            description: ("App Shortcut が10個を超えています。アプリが持てる App Shortcut は10個までです。",
                          "The app has more than 10 App Shortcuts; an app may have at most 10."),
            help: ("App Shortcut を10個以下に減らしてください。", "Keep at most 10 App Shortcuts."),
            example: """
                // integrations.json: eleven intents, each with phrases, so eleven App Shortcuts
                "intents": [
                  {"identifier": "OpenOrder", "phrases": {"en": ["Open an order in ${applicationName}"]}, …},
                  …,
                  {"identifier": "ReorderLast", "phrases": {"en": ["Reorder in ${applicationName}"]}, …}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/appintents/app-shortcuts"]),
        CheckRule(
            "intent.routeParameterUnfilled", .error, checkSection: "between-the-points",
            title: ("開くルートのパラメータを満たすものがない", "Opened route's parameter unfilled"),
            description: ("インテントが開くルートのパラメータを、同じ名前のインテントのパラメータも、エンティティのレコードのフィールドも満たしません。URL を作れません。",
                          "Nothing fills a parameter of the route an intent opens: no intent parameter of its name, no record field of its entities, so the URL cannot be made."),
            help: ("その名前のパラメータをインテントに加えるか、ルートのパラメータを直してください。",
                   "Add an intent parameter of that name, or change the route's parameter."),
            example: """
                // integrations.json (route "tagged": "shop://tags/{tag}")
                {
                  "identifier": "OpenTag",
                  "title": {"ja": "タグを開く", "en": "Open a Tag"},
                  "parameters": [{"name": "item", "title": {"ja": "品目", "en": "Item"}, "type": {"entity": "item"}}],
                  "effect": {"openRoute": "tagged"}
                }
                """),
        CheckRule(
            "project.intentClassMissing", .error, checkSection: "an-apps-own-files-check---project-path",
            title: ("インテントのクラスがない", "Intent class missing"),
            description: ("IntentsSupported（または INIntentsSupported）のインテントのクラスを、.intentdefinition も Swift の型も作らず、どのコードも扱いません。",
                          "An intent class in IntentsSupported (or INIntentsSupported) that no .intentdefinition generates, no Swift type declares and no code handles or creates."),
            help: ("インテントを定義するか、一覧から取り除いてください。", "Define the intent, or remove it from the list."),
            example: """
                <!-- ShopIntents/Info.plist (no .intentdefinition or Swift type makes ShopReordrIntent) -->
                <key>NSExtension</key>
                <dict>
                    <key>NSExtensionAttributes</key>
                    <dict>
                        <key>IntentsSupported</key>
                        <array><string>ShopReordrIntent</string></array>
                    </dict>
                    <key>NSExtensionPointIdentifier</key>
                    <string>com.apple.intents-service</string>
                </dict>
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionattributes/intentssupported"]),
        CheckRule(
            "project.intentHandlerUnreachable", .warning, checkSection: "an-apps-own-files-check---project-path",
            title: ("届かないインテントのハンドラー", "Intent handler never reached"),
            description: ("コードが扱う SiriKit のインテントが IntentsSupported にも INIntentsSupported にも NSUserActivityTypes にもなく、コードが作りもしません。システムはそのハンドラーを呼びません。",
                          "A SiriKit intent the code handles is in no IntentsSupported, INIntentsSupported or NSUserActivityTypes, and the code never creates it: the system never calls the handler."),
            help: ("インテントを IntentsSupported に加えるか、ハンドラーを取り除いてください。", "List the intent in IntentsSupported, or remove the handler."),
            example: """
                // ShopIntents/IntentHandler.swift (no IntentsSupported lists INSearchForMessagesIntent)
                import Intents

                final class IntentHandler: INExtension, INSearchForMessagesIntentHandling {
                    func handle(intent: INSearchForMessagesIntent) async -> INSearchForMessagesIntentResponse {
                        INSearchForMessagesIntentResponse(code: .success, userActivity: nil)
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionattributes/intentssupported",
                    "https://developer.apple.com/documentation/bundleresources/information-property-list/inintentssupported",
                    "https://developer.apple.com/documentation/sirikit/donating-shortcuts"]),
    ]
}
