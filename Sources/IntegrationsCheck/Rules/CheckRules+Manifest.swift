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
