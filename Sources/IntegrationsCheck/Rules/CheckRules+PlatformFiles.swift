import IntegrationsCore

extension CheckRules {
    /// Xcode's files and the site's file checked against an app folder's manifest: the Info.plist, the
    /// entitlements and the apple-app-site-association the team's site serves.
    static let platformFileRules: [CheckRule] = [
        CheckRule(
            "plist.unreadable", .error, .platformFiles,
            title: ("プロパティリストを読めない", "Property list unreadable"),
            description: ("Info.plist か entitlements のファイルを読めません（ない、ファイルでない、大きすぎる）。", "The Info.plist or entitlements file cannot be read (missing, not a file, too large)."),
            help: ("ファイルのパスを確かめてください。", "Check the file's path."),
            example: """
                <!-- Info.plist -->
                <!-- (not there: `integrations check --info-plist App/Info.plist` finds no file at that path,
                     or a folder, or a file over the size limit) -->
                """),
        CheckRule(
            "plist.malformed", .error, .platformFiles,
            title: ("正しくないプロパティリスト", "Malformed property list"),
            description: ("ファイルが空か、辞書のプロパティリスト（XML かバイナリ）ではありません。", "The file is empty or not a property list (XML or binary) holding a dictionary."),
            help: ("Xcode で開いて直すか、integrations export の出力から作り直してください。", "Fix it in Xcode, or make it again from integrations export's output."),
            example: """
                <!-- Info.plist -->
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <array>
                    <string>com.example.app</string>
                </array>
                </plist>
                """),
        CheckRule(
            "infoPlist.schemeMissing", .error, .platformFiles,
            title: ("URL スキームが Info.plist にない", "URL scheme missing from the Info.plist"),
            description: ("マニフェストの URL スキームが CFBundleURLTypes > CFBundleURLSchemes にありません。iOS はその URL でアプリを開きません。",
                          "A manifest URL scheme is not in CFBundleURLTypes > CFBundleURLSchemes; iOS does not open the app for its URLs."),
            help: ("integrations export info-plist の出力を Info.plist にまとめてください。", "Merge the output of integrations export info-plist into the Info.plist."),
            example: """
                <!-- Info.plist (integrations.json's app.urlSchemes is ["shop"]) -->
                <key>CFBundleURLTypes</key>
                <array>
                    <dict>
                        <key>CFBundleURLSchemes</key>
                        <array><string>shop-dev</string></array>
                    </dict>
                </array>
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleurltypes",
                    "https://developer.apple.com/documentation/xcode/defining-a-custom-url-scheme-for-your-app"]),
        CheckRule(
            "infoPlist.extraScheme", .warning, .platformFiles,
            title: ("マニフェストにない URL スキーム", "URL scheme the manifest lacks"),
            description: ("Info.plist が登録する URL スキームがマニフェストの app.urlSchemes にありません。その URL はどのルートにも届きません。",
                          "The Info.plist registers a URL scheme that app.urlSchemes lacks: its URLs reach no route."),
            help: ("スキームを app.urlSchemes に加えるか、Info.plist から取り除いてください。", "Add the scheme to app.urlSchemes, or remove it from the Info.plist."),
            example: """
                <!-- Info.plist (integrations.json's app.urlSchemes is ["shop"]) -->
                <key>CFBundleURLTypes</key>
                <array>
                    <dict>
                        <key>CFBundleURLSchemes</key>
                        <array><string>shop</string><string>legacyshop</string></array>
                    </dict>
                </array>
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleurltypes"]),
        CheckRule(
            "infoPlist.bundleIdentifier", .error, .platformFiles,
            title: ("バンドル ID が違う", "Bundle identifier differs"),
            description: ("Info.plist の CFBundleIdentifier が app.bundleIdentifier と違います（$(…) のビルド変数は比べません）。",
                          "The Info.plist's CFBundleIdentifier differs from app.bundleIdentifier (a $(…) build variable is not compared)."),
            help: ("どちらかを直して同じにしてください。", "Make the two the same."),
            example: """
                <!-- Info.plist (integrations.json's app.bundleIdentifier is "com.example.app") -->
                <key>CFBundleIdentifier</key>
                <string>com.example.shop</string>
                """,
            apple: ["https://developer.apple.com/documentation/foundation/bundle/bundleidentifier",
                    "https://developer.apple.com/documentation/bundleresources/applinks/details-swift.dictionary"]),
        CheckRule(
            "entitlements.domainMissing", .error, .platformFiles,
            title: ("関連ドメインが entitlements にない", "Associated domain missing from the entitlements"),
            description: ("マニフェストの関連ドメインが com.apple.developer.associated-domains にありません。iOS はそのドメインをアプリに結びつけません。",
                          "A manifest associated domain is not in com.apple.developer.associated-domains; iOS does not associate the domain with the app."),
            help: ("integrations export entitlements の出力を entitlements にまとめてください。", "Merge the output of integrations export entitlements into the entitlements."),
            example: """
                <!-- App.entitlements (integrations.json's app.associatedDomains is ["applinks:shop.example"]) -->
                <key>com.apple.developer.associated-domains</key>
                <array>
                    <string>applinks:www.shop.example</string>
                </array>
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.associated-domains",
                    "https://developer.apple.com/documentation/xcode/supporting-associated-domains"]),
        CheckRule(
            "entitlements.extraDomain", .warning, .platformFiles,
            title: ("マニフェストにない関連ドメイン", "Associated domain the manifest lacks"),
            description: ("entitlements の関連ドメインが app.associatedDomains にありません。", "An associated domain in the entitlements is not in app.associatedDomains."),
            help: ("ドメインを app.associatedDomains に加えるか、entitlements から取り除いてください。", "Add it to app.associatedDomains, or remove it from the entitlements."),
            example: """
                <!-- App.entitlements (integrations.json's app.associatedDomains is ["applinks:shop.example"]) -->
                <key>com.apple.developer.associated-domains</key>
                <array>
                    <string>applinks:shop.example</string>
                    <string>applinks:old.shop.example</string>
                </array>
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.associated-domains"]),
        CheckRule(
            "entitlements.appGroupMissing", .error, .platformFiles,
            title: ("App Group が entitlements にない", "App Group missing from the entitlements"),
            description: ("app.appGroup が com.apple.security.application-groups にありません。アプリはストアのある共有コンテナを開けません。",
                          "app.appGroup is not in com.apple.security.application-groups; the app cannot open the shared container its store is in."),
            help: ("integrations export entitlements の出力を entitlements にまとめてください。", "Merge the output of integrations export entitlements into the entitlements."),
            example: """
                <!-- App.entitlements (integrations.json's app.appGroup is "group.com.example.app") -->
                <key>com.apple.security.application-groups</key>
                <array>
                    <string>group.com.example.other</string>
                </array>
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.security.application-groups",
                    "https://developer.apple.com/documentation/xcode/configuring-app-groups"]),
        CheckRule(
            "entitlements.wrongType", .error, .platformFiles,
            title: ("entitlements の値の型が違う", "Entitlement of the wrong type"),
            description: ("関連ドメインか App Group の値が文字列の配列ではありません。", "An associated-domains or App Group value is not an array of strings."),
            help: ("文字列の配列にしてください。", "Make it an array of strings."),
            example: """
                <!-- App.entitlements -->
                <key>com.apple.developer.associated-domains</key>
                <string>applinks:shop.example</string>
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.associated-domains",
                    "https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.security.application-groups"]),
        CheckRule(
            "servedAASA.unreadable", .error, .platformFiles,
            title: ("配信する AASA を読めない", "Served AASA unreadable"),
            description: ("サイトが配信する apple-app-site-association を読めないか、JSON ではありません。", "The apple-app-site-association the site serves cannot be read or is not JSON."),
            help: ("ファイルのパスと JSON を確かめてください。", "Check the file's path and its JSON."),
            example: """
                // apple-app-site-association
                // (not there: `integrations check --aasa site/.well-known/apple-app-site-association`
                //  finds no file at that path; a file that is not JSON is reported as json.syntax)
                """,
            apple: ["https://developer.apple.com/documentation/xcode/supporting-associated-domains"]),
        CheckRule(
            "servedAASA.tooLarge", .error, .platformFiles,
            title: ("配信する AASA が大きすぎる", "Served AASA too large"),
            description: ("配信する apple-app-site-association が128 KB を超えています。iOS はそれを読みません。", "The served apple-app-site-association is over 128 KB; iOS does not read it."),
            help: ("components をまとめてファイルを小さくしてください。", "Make it smaller, merging components."),
            example: """
                // apple-app-site-association (190 KB: one component per product page)
                {"applinks": {"details": [{"appIDs": ["TEAM123456.com.example.app"], "components": [
                  {"/": "/items/1"}, {"/": "/items/2"}, {"/": "/items/3"},
                  …
                ]}]}}
                """,
            apple: ["https://developer.apple.com/library/ios/documentation/General/Conceptual/APPSearch/RevisionHistory.html",
                    "https://developer.apple.com/documentation/xcode/supporting-associated-domains"]),
        CheckRule(
            "servedAASA.invalidValue", .error, .platformFiles,
            title: ("配信する AASA の値が正しくない", "Served AASA value invalid"),
            description: ("配信する apple-app-site-association をデコードできません。値がその場所で期待される型ではありません。",
                          "The served apple-app-site-association does not decode: a value is not of the type expected at its place."),
            help: ("integrations aasa generate の出力と比べて直してください。", "Compare it with integrations aasa generate's output and fix it."),
            example: """
                // apple-app-site-association
                {
                  "applinks": {
                    "details": [{"appIDs": "TEAM123456.com.example.app", "components": [{"/": "/items/*"}]}]
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/applinks",
                    "https://developer.apple.com/documentation/bundleresources/applinks/details-swift.dictionary"]),
        CheckRule(
            "servedAASA.routeNotOpened", .error, .platformFiles,
            title: ("配信する AASA がルートを開かない", "Served AASA does not open a route"),
            description: ("配信する apple-app-site-association が、ユニバーサルリンクのルートの URL を開きません。メッセージは決めた component（または none）を示します。",
                          "The served apple-app-site-association does not open a universal-link route's URL; the message names the component (or none) that decided."),
            help: ("サイトに integrations aasa generate の出力を配信してください。", "Serve the output of integrations aasa generate."),
            example: """
                // apple-app-site-association (the universal-link route "item" is https://shop.example/items/{id})
                {
                  "applinks": {
                    "details": [{"appIDs": ["TEAM123456.com.example.app"], "components": [{"/": "/products/*"}]}]
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/applinks",
                    "https://developer.apple.com/documentation/xcode/supporting-associated-domains"]),
    ]
}
