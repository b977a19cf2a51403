import IntegrationsCore

extension CheckRules {
    /// The manifest on its own: its JSON, its keys and values, the App Shortcut rules, the route table, the
    /// names the generated Swift declares, the search domains and the App Clip hand-over.
    static let manifestRules: [CheckRule] = [
        CheckRule(
            "manifest.unreadable", .error, .manifest,
            title: ("マニフェストを読めない", "Manifest unreadable"),
            description: ("integrations.json を読めません（ない、ファイルでない、大きすぎる）。これがなければアプリを読み込めません。",
                          "integrations.json cannot be read (missing, not a file, too large): without it the app cannot be loaded."),
            help: ("integrations.json のあるフォルダを指定してください。", "Give the folder that holds integrations.json."),
            example: """
                // integrations.json
                // (not there: `integrations check --app App` finds no App/integrations.json,
                //  or finds a folder of that name, or a file over the size limit)
                """),
        CheckRule(
            "manifest.invalidValue", .error, .manifest,
            title: ("マニフェストの値の型が違う", "Manifest value of the wrong type"),
            description: ("マニフェストの値が、その場所で期待される型や形ではないため、マニフェストを読み込めません。",
                          "A manifest value is not of the type or shape expected at its JSON path, so the manifest does not decode."),
            help: ("メッセージが示す JSON パスの値を、期待される型に直してください（Docs/Manifest.md）。",
                   "Give the value at the JSON path named the type the message expects (Docs/Manifest.md)."),
            example: """
                // integrations.json
                "routes": [
                  {
                    "name": "item",
                    "forms": [{"kind": "web", "template": "https://shop.example/items/{id}"}],
                    "isUniversalLink": "yes"
                  }
                ]
                """),
        CheckRule(
            "manifest.unknownKey", .warning, .manifest,
            title: ("マニフェストの不明なキー", "Unknown manifest key"),
            description: ("マニフェストが知らないキーです。無視されるため、書き間違いなら意図した設定が効きません。",
                          "A key the manifest does not know: it is ignored, so a misspelt key silently has no effect."),
            help: ("キーの綴りを直すか（メッセージが最も近いキーを示します）、キーを取り除いてください。",
                   "Correct the key (the message names the nearest known key) or remove it."),
            example: """
                // integrations.json
                {
                  "name": "share",
                  "forms": [{"kind": "web", "template": "https://shop.example/share/{id}"}],
                  "isUniversalLinks": true
                }
                """),
        CheckRule(
            "app.urlSchemeInvalid", .error, .manifest,
            title: ("URL スキームの形が正しくない", "URL scheme malformed"),
            description: ("app.urlSchemes のスキームが RFC 3986 のスキームの形（英字で始まり、英数字と + - . だけ）ではありません。そのスキームの URL は作れず、iOS はそれでアプリを開きません。",
                          "A scheme in app.urlSchemes is not a URL scheme as RFC 3986 defines one (a letter, then letters, digits, +, - and .): no URL carries it, so iOS never opens the app for it."),
            help: ("空白やコロンなどを取り除き、英字で始めてください（myapp のように）。", "Remove spaces, colons and other characters, and start with a letter (myapp)."),
            example: """
                // integrations.json
                "app": {
                  "name": "Shop",
                  "bundleIdentifier": "com.example.app",
                  "urlSchemes": ["my app"]
                }
                """,
            apple: ["https://www.rfc-editor.org/rfc/rfc3986#section-3.1",
                    "https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleurltypes"]),
        CheckRule(
            "json.syntax", .error, .manifest,
            title: ("正しくない JSON", "Invalid JSON"),
            description: ("ファイルが正しい JSON ではありません。メッセージは行と列と、そこで期待されたものを示します。",
                          "The file is not valid JSON; the message names the line, the column and what was expected there."),
            help: ("示された位置の JSON の構文を直してください。", "Fix the JSON syntax at the place shown."),
            example: """
                // integrations.json
                "app": {
                  "bundleIdentifier": "com.example.app",
                  "urlSchemes": ["shop"]
                  "teamIdentifier": "TEAM123456"
                }
                """),
        CheckRule(
            "json.nul", .error, .between,
            title: ("JSON の文字列に NUL 文字", "NUL character in JSON text"),
            description: ("レコードファイルの文字列に NUL 文字があります。保存するとそこで切れるため、アプリはそのファイルを読み込みません。",
                          "A record file's text holds a NUL character; the app refuses to load it, since the text would be cut where it is stored."),
            help: ("示された位置の NUL 文字（\\u0000）を取り除いてください。", "Remove the NUL character (\\u0000) at the place shown."),
            example: """
                // items.json
                [
                  {"id": 1, "title": "Flour"},
                  {"id": 2, "title": "Oat\\u0000milk"}
                ]
                """),
        CheckRule(
            "codegen.noSwiftName", .error, .manifest,
            title: ("Swift の名前にできない名前", "Name with no Swift name"),
            description: ("生成する Swift が宣言する名前（ルート、インテント、パラメータ、カテゴリなど）に、Swift が名前に使える文字も数字もありません。生成したコードがそれを名づけられません。",
                          "A name the generated Swift declares (a route, an intent, a parameter, a category…) has no letter or digit Swift accepts in a name, so the generated code cannot name it."),
            help: ("文字か数字を含む名前にしてください（Docs/Manifest.md「Names in the generated Swift」）。",
                   "Give it a name with a letter or digit (Docs/Manifest.md, \"Names in the generated Swift\")."),
            example: """
                // integrations.json
                "routes": [
                  {"name": "!!!", "forms": [{"kind": "scheme", "template": "shop://orders"}]}
                ]
                """),
        CheckRule(
            "phrase.missingAppName", .error, .manifest,
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
            "phrase.tooManyParameters", .error, .manifest,
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
            "phrase.slotNotEntityOrEnum", .error, .manifest,
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
            "phrase.unknownParameter", .error, .manifest,
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
            "phrase.invalidTemplate", .error, .manifest,
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
            "intent.emptyIdentifier", .error, .manifest,
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
            "intent.duplicate", .error, .manifest,
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
            "intent.duplicateParameter", .error, .manifest,
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
            "intent.unknownEntity", .error, .manifest,
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
            "intent.unknownRoute", .error, .manifest,
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
            "intent.completionParameter", .error, .manifest,
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
            "intent.tooManyShortcuts", .error, .manifest,
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
            "intent.routeParameterUnfilled", .error, .between,
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
            "route.invalidForm", .error, .manifest,
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
            "route.duplicateName", .error, .manifest,
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
            "route.conflict", .error, .manifest,
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
            "route.unreachable", .error, .manifest,
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
            "searchDomain.duplicate", .error, .manifest,
            title: ("検索ドメインの識別子の重複", "Duplicate search domain"),
            description: ("二つの検索ドメインが同じ識別子を持っています。", "Two search domains have the same identifier."),
            help: ("どちらかの識別子を変えてください。", "Give one of them another identifier."),
            example: """
                // integrations.json
                "searchDomains": [
                  {"identifier": "items", "entity": "item", "records": "items.json", "title": "${title}"},
                  {"identifier": "items", "entity": "recipe", "records": "recipes.json", "title": "${name}"}
                ]
                """),
        CheckRule(
            "searchDomain.invalidIdentifier", .error, .manifest,
            title: ("検索ドメインの識別子が正しくない", "Malformed search domain identifier"),
            description: ("検索ドメインの識別子が、空でない点区切りの名前（tasks、tasks.archived など）ではありません。",
                          "A search domain's identifier is not a non-empty dot-separated name such as tasks or tasks.archived."),
            help: ("点で区切った空でない名前にしてください。", "Write a non-empty dot-separated name."),
            example: """
                // integrations.json
                {
                  "identifier": "items..archived",
                  "entity": "item",
                  "records": "items.json",
                  "title": "${title}"
                }
                """),
        CheckRule(
            "searchDomain.invalidTemplate", .error, .manifest,
            title: ("検索ドメインのテンプレートが正しくない", "Malformed search domain template"),
            description: ("検索ドメインのテンプレートの ${field} が正しく書かれていません（'}' で閉じていないなど）。",
                          "A ${field} in a search domain's template is malformed (such as a '${' without its '}')."),
            help: ("各フィールドを ${field} の形で書いてください。", "Write each field as ${field}."),
            example: """
                // integrations.json
                {
                  "identifier": "recipes",
                  "entity": "recipe",
                  "records": "recipes.json",
                  "title": "${name"
                }
                """),
        CheckRule(
            "searchDomain.rankingHint", .error, .between,
            title: ("rankingHint が範囲外", "rankingHint out of range"),
            description: ("検索ドメインの rankingHint が0から1までの数ではありません。", "A search domain's rankingHint is not a number from 0 to 1."),
            help: ("0から1までの数にしてください。", "Give a number from 0 to 1."),
            example: """
                // integrations.json
                {
                  "identifier": "items",
                  "entity": "item",
                  "records": "items.json",
                  "title": "${title}",
                  "rankingHint": 1.5
                }
                """),
        CheckRule(
            "domain.malformed", .error, .manifest,
            title: ("関連ドメインが正しくない", "Malformed associated domain"),
            description: ("app.associatedDomains の項目が service:host の形ではありません（service は applinks、appclips、activitycontinuation、webcredentials。host にはワイルドカード *. と ?mode=developer|managed が使えます）。",
                          "An app.associatedDomains entry is not service:host (service applinks, appclips, activitycontinuation or webcredentials; a host, a *. wildcard, ?mode=developer|managed)."),
            help: ("applinks:example.com のように書いてください。", "Write it like applinks:example.com."),
            example: """
                // integrations.json
                "associatedDomains": [
                  "applinks:shop.example",
                  "appclip:shop.example",
                  "applinks:https://shop.example/"
                ]
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.associated-domains"]),
        CheckRule(
            "appClipTransfer.unknownField", .error, .codes,
            title: ("App Clip の引き継ぎの不明なフィールド", "Unknown App Clip hand-over field"),
            description: ("required や sameWhen のフィールドが、引き継ぐフィールド（fields）にありません。",
                          "A field in required or sameWhen is not one of the fields handed over (fields)."),
            help: ("fields にあるフィールドを書くか、fields に加えてください。", "Name a field from fields, or add it to fields."),
            example: """
                // integrations.json
                "records": [
                  {"entity": "order", "key": "orders", "maximum": 3,
                   "fields": ["title", "category"], "required": ["title"], "sameWhen": ["title", "categry"]}
                ]
                """),
    ]
}
