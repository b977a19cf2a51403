public import Foundation
public import IntegrationsCore

/// A new app folder with one example of each integration point — a search domain and its records, routes
/// (custom scheme, universal link, App Clip), intents with phrases, a notification category and templates,
/// a Handoff activity, widgets, the App Clip hand-over — that `integrations check` passes at once, for a
/// team to edit into its own (`integrations init`).
///
/// ```swift
/// let scaffold = try AppScaffold(name: "Pantry", bundleIdentifier: "com.example.pantry", scheme: "pantry", domain: "pantry.example.com")
/// for (name, data) in scaffold.files { try data.write(to: folder.appendingPathComponent(name)) }
/// ```
public struct AppScaffold: Sendable {
    /// The files, by name: `integrations.json` (naming its schema with `"$schema"`), `items.json`,
    /// `integrations.schema.json` (`ManifestSchema`, for editors) and `README.md` (the commands to try, and
    /// how a Swift package declares the folder: `resources: [.process("App")]`, which handles every file
    /// so that SwiftPM warns about none and nothing needs excluding).
    public let files: [(name: String, data: Data)]

    /// Validates the inputs and builds the files.
    ///
    /// - Parameters:
    ///   - name: The app's name, as Siri hears it in `${applicationName}`.
    ///   - bundleIdentifier: Reverse-DNS: letters, digits, `-` and `.`, at least two parts.
    ///   - scheme: The app's URL scheme: a letter, then letters, digits, `+`, `-` or `.`.
    ///   - domain: The web domain for universal links and the App Clip (`example.com`).
    ///   - teamIdentifier: The Apple Developer Team ID the site's apple-app-site-association names: ten
    ///     letters and digits (``placeholderTeamIdentifier`` until the team gives its own).
    ///   - schema: The manifest's JSON Schema with every registered point's section, as `integrations schema`
    ///     writes it (`IntegrationPoints.manifestSchema()`), written as `integrations.schema.json`.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidAppData`` naming the value
    ///   that cannot be used and why.
    public init(
        name: String, bundleIdentifier: String, scheme: String, domain: String, teamIdentifier: String = AppScaffold.placeholderTeamIdentifier,
        schema: Data
    ) throws(IntegrationsError) {
        func refuse(_ what: LocalizedText, _ value: String, _ rule: LocalizedText) -> IntegrationsError {
            IntegrationsError(.invalidAppData, LocalizedText(
                ja: "\(what.ja)「\(TerminalText.safeLine(value))」は使えません: \(rule.ja)",
                en: "The \(what.en) \"\(TerminalText.safeLine(value))\" cannot be used: \(rule.en)"))
        }
        let trimmedName = name.trimmingCharacters(in: .whitespaces)
        guard !trimmedName.isEmpty, !trimmedName.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw refuse(LocalizedText(ja: "アプリ名", en: "app name"), name, LocalizedText(
                ja: "空でなく、制御文字を含まない名前にしてください。", en: "give a name that is not empty and holds no control characters."))
        }
        let parts = bundleIdentifier.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }) else {
            throw refuse(LocalizedText(ja: "バンドル ID", en: "bundle identifier"), bundleIdentifier, LocalizedText(
                ja: "com.example.app のように、英数字と - を . で2つ以上つないでください。",
                en: "give a reverse-DNS name such as com.example.app: two or more parts of ASCII letters, digits and -, joined by dots."))
        }
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
            !["http", "https"].contains(scheme.lowercased()) else {
            throw refuse(LocalizedText(ja: "URL スキーム", en: "URL scheme"), scheme, LocalizedText(
                ja: "英字で始まり英数字と + - . だけを含む、http/https 以外の名前にしてください（RFC 3986）。",
                en: "give a name that starts with a letter and holds only letters, digits, +, - and . (RFC 3986), other than http and https."))
        }
        let labels = domain.lowercased().split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ label in
            !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }) else {
            throw refuse(LocalizedText(ja: "ドメイン", en: "domain"), domain, LocalizedText(
                ja: "example.com のような、英数字と - のラベルを . でつないだホスト名にしてください。",
                en: "give a host name such as example.com: labels of ASCII letters, digits and -, joined by dots."))
        }
        guard teamIdentifier.count == 10, teamIdentifier.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) else {
            throw refuse(LocalizedText(ja: "チーム ID", en: "Team ID"), teamIdentifier, LocalizedText(
                ja: "Apple Developer の Team ID（英大文字と数字の10文字）にしてください。",
                en: "give the Apple Developer Team ID: ten uppercase letters and digits."))
        }
        let values = [
            "TEAM": teamIdentifier,
            "NAME": Self.jsonString(trimmedName), "BUNDLE": bundleIdentifier, "SCHEME": scheme.lowercased(), "DOMAIN": domain.lowercased(),
        ]
        var manifest = Self.manifestTemplate
        for (key, value) in values { manifest = manifest.replacingOccurrences(of: "{{\(key)}}", with: value) }
        var readme = Self.readmeTemplate
        for (key, value) in values { readme = readme.replacingOccurrences(of: "{{\(key)}}", with: key == "NAME" ? trimmedName : value) }
        files = [
            ("integrations.json", Data(manifest.utf8)), ("items.json", Data(Self.items.utf8)),
            ("integrations.schema.json", schema), ("README.md", Data(readme.utf8)),
        ]
    }

    /// The Team ID a scaffold names until the team gives its own (`--team-id`): universal links need one.
    public static let placeholderTeamIdentifier = "ABCDE12345"

    /// A JSON string's inside: the name with `"`, `\` and control characters escaped.
    static func jsonString(_ text: String) -> String {
        let encoded = (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"App\""
        return String(encoded.dropFirst().dropLast())
    }

    static let items = """
        [
          { "id": 1, "title": "Morning stretch", "titleJa": "朝のストレッチ", "note": "Ten minutes before breakfast", "minutes": 10, "createdAt": "2026-01-05T07:00:00Z" },
          { "id": 2, "title": "Read a chapter", "titleJa": "本を1章読む", "note": "Any book, one chapter", "minutes": 30, "createdAt": "2026-01-06T21:00:00Z" },
          { "id": 3, "title": "Water the plants", "titleJa": "植物に水やり", "note": "The balcony ones too", "minutes": 5, "createdAt": "2026-01-07T08:00:00Z" }
        ]

        """

    static let readmeTemplate = """
        # {{NAME}}

        An app folder made by `integrations init`: one example of each integration point, for you to edit into
        your app's own. Every key is described in the toolkit's Docs/Manifest.md. `app.teamIdentifier` is
        {{TEAM}}: put your Apple Developer Team ID there before serving `integrations aasa generate`.

        ```sh
        integrations check --app .                       # the whole surface, as compilers print problems
        integrations search stretch --app .              # the items of items.json, indexed
        integrations route {{SCHEME}}://item/1 --app .
        integrations intent run CompleteItem --param item=item-1 --app .
        integrations widget timeline TodayWidget --family systemMedium --app .
        ```

        ## In a Swift package

        Keep this folder inside the folder of the target that uses it (say `Sources/MyAppIntegrations/App`)
        and declare the whole folder as the target's resources:

        ```swift
        resources: [.process("App")],
        plugins: [.plugin(name: "IntegrationsGenerator", package: "swift-platform-integrations")]
        ```

        SwiftPM then handles every file here, this README and `integrations.schema.json` too (no "unhandled
        files" warning, nothing to exclude); the IntegrationsGenerator plugin finds `integrations.json`; and the
        app loads the folder from `Bundle.module.resourceURL`. `.process` puts the files side by side in the
        bundle, so keep the record files next to `integrations.json`. With `.package(path:)` the package is
        named by its folder (`package: "toolkit"` for `../toolkit`). The toolkit's Plugins/README.md and
        Docs/Testing.md (the check as a test) say more.

        """

    static let manifestTemplate = """
        {
          "$schema": "./integrations.schema.json",
          "app": {
            "name": "{{NAME}}",
            "bundleIdentifier": "{{BUNDLE}}",
            "teamIdentifier": "{{TEAM}}",
            "urlSchemes": ["{{SCHEME}}"],
            "associatedDomains": ["applinks:{{DOMAIN}}", "appclips:{{DOMAIN}}"],
            "appClipBundleIdentifier": "{{BUNDLE}}.Clip",
            "appGroup": "group.{{BUNDLE}}"
          },
          "searchDomains": [
            {
              "identifier": "items",
              "entity": "item",
              "records": "items.json",
              "uniqueIdentifier": "item-${id}",
              "title": "${title}",
              "contentDescription": "${note} (${minutes} min)",
              "keywords": ["${titleJa}"],
              "contentURL": "{{SCHEME}}://item/${id}",
              "contentCreationDate": "createdAt"
            }
          ],
          "routes": [
            { "name": "today", "forms": [{ "kind": "scheme", "template": "{{SCHEME}}://today" }, { "kind": "web", "template": "https://{{DOMAIN}}/today" }], "isUniversalLink": true },
            {
              "name": "item",
              "forms": [{ "kind": "scheme", "template": "{{SCHEME}}://item/{id}" }, { "kind": "web", "template": "https://{{DOMAIN}}/items/{id}" }],
              "parameters": { "id": "int" },
              "isUniversalLink": true
            },
            { "name": "start", "forms": [{ "kind": "clip", "template": "https://{{DOMAIN}}/clip/start" }], "isUniversalLink": true, "handlesAppClip": true }
          ],
          "appClipExperiences": [{ "name": "start", "url": "https://{{DOMAIN}}/clip/start" }],
          "appClipTransfer": {
            "storage": 1048576,
            "records": [{ "entity": "item", "key": "items", "maximum": 3, "fields": ["title", "note"], "required": ["title"], "sameWhen": ["title"] }]
          },
          "intents": [
            {
              "identifier": "CompleteItem",
              "title": { "en": "Complete an Item", "ja": "項目を完了する" },
              "description": { "en": "Records one of today's items as done.", "ja": "今日の項目を完了として記録します。" },
              "parameters": [
                { "name": "item", "title": { "en": "Item", "ja": "項目" }, "type": { "entity": "item" }, "prompt": { "en": "Which item?", "ja": "どの項目ですか？" } }
              ],
              "phrases": {
                "en": ["Complete ${item} in ${applicationName}", "Mark an item done in ${applicationName}"],
                "ja": ["${applicationName}で${item}を完了", "${applicationName}で項目を完了"]
              },
              "effect": { "recordCompletion": "item" },
              "dialogs": {
                "success": { "en": "Done: ${title}.", "ja": "${title}を完了しました。" },
                "alreadyDone": { "en": "${title} is already done today.", "ja": "${title}は今日もう完了しています。" }
              }
            },
            {
              "identifier": "CheckProgress",
              "title": { "en": "Check Today's Progress", "ja": "今日の進み具合を確認" },
              "description": { "en": "Says how today is going.", "ja": "今日の進み具合を答えます。" },
              "phrases": { "en": ["Check my progress in ${applicationName}"], "ja": ["${applicationName}で進み具合を確認"] },
              "effect": { "reportProgress": {} }
            }
          ],
          "notifications": {
            "categories": [
              {
                "identifier": "ITEM_REMINDER",
                "actions": [
                  { "identifier": "DONE", "title": { "en": "Done", "ja": "完了" }, "does": { "runIntent": "CompleteItem" }, "confirmation": "doneNote" },
                  { "identifier": "LATER", "title": { "en": "In 10 minutes", "ja": "10分後" }, "does": { "postpone": 600 } },
                  { "identifier": "OPEN", "title": { "en": "Open", "ja": "開く" }, "options": ["foreground"], "does": { "openRoute": "item" } }
                ]
              },
              { "identifier": "STREAK", "actions": [] }
            ],
            "streakNotification": { "template": "streak", "minimumStreak": 3 },
            "templates": [
              {
                "identifier": "itemReminder",
                "category": "ITEM_REMINDER",
                "entity": "item",
                "title": { "en": "Time for ${title}", "ja": "${titleJa}の時間です" },
                "body": { "en": "${note}", "ja": "${minutes}分でできます" },
                "sound": "default",
                "trigger": { "calendar": { "hour": 9, "minute": 0 }, "repeats": true }
              },
              {
                "identifier": "streak",
                "category": "STREAK",
                "entity": "item",
                "title": { "en": "${streak} days in a row!", "ja": "${streak}日連続！" },
                "body": { "en": "${title}, again.", "ja": "また${titleJa}。" }
              },
              { "identifier": "doneNote", "title": { "en": "Recorded", "ja": "記録しました" }, "body": { "en": "Well done.", "ja": "おつかれさまでした。" } }
            ]
          },
          "activities": [
            {
              "type": "{{BUNDLE}}.item.viewing",
              "entity": "item",
              "title": { "en": "Viewing ${title}", "ja": "${titleJa}を見ています" },
              "userInfo": [{ "key": "itemId", "type": "integer", "value": "${id}" }],
              "requiredUserInfoKeys": ["itemId"],
              "continuesTo": { "route": "item", "parameters": { "id": "itemId" } },
              "webpageURL": "https://{{DOMAIN}}/items/{itemId}",
              "eligibility": ["handoff", "search"],
              "keywords": ["item"]
            }
          ],
          "widgets": [
            {
              "kind": "TodayWidget",
              "displayName": { "en": "Today", "ja": "今日" },
              "description": { "en": "Today's items still to do", "ja": "今日まだの項目" },
              "families": ["systemSmall", "systemMedium", "systemLarge"],
              "entity": "item",
              "content": { "show": "records", "limit": 3 },
              "url": "{{SCHEME}}://today"
            },
            {
              "kind": "ProgressWidget",
              "displayName": { "en": "Progress", "ja": "進み具合" },
              "description": { "en": "How today is going", "ja": "今日の進み具合" },
              "families": ["systemSmall", "accessoryCircular"],
              "entity": "item",
              "content": "progress",
              "url": "{{SCHEME}}://today"
            }
          ]
        }

        """
}
