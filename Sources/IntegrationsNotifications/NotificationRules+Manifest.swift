import IntegrationsCore
import IntegrationsPointKit

extension NotificationRules {
    /// The manifest's notifications (``NotificationManifestChecks``: categories, actions, templates, what
    /// actions do, streaks) and the APNs payloads a team sends (``APNsPayload``; Docs/Notifications.md has
    /// each rule with its source).
    static let manifest: [CheckRule] = [
        CheckRule(
            "notification.emptyCategory", .error, checkSection: "notifications",
            title: ("カテゴリの識別子が空", "Empty category identifier"),
            description: ("通知カテゴリの識別子が空です。", "A notification category's identifier is empty."),
            help: ("空でない識別子を付けてください。", "Give the category a non-empty identifier."),
            example: """
                // integrations.json
                "categories": [
                  {"identifier": "", "actions": [{"identifier": "REORDER", "title": {"ja": "再注文", "en": "Reorder"}}]}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:options:)",
                    "https://developer.apple.com/documentation/usernotifications/unnotificationcategory/identifier"]),
        CheckRule(
            "notification.duplicateCategory", .error, checkSection: "notifications",
            title: ("カテゴリの重複", "Duplicate category"),
            description: ("二つの通知カテゴリが同じ識別子です。", "Two notification categories have the same identifier."),
            help: ("どちらかの識別子を変えてください。", "Give one of them another identifier."),
            example: """
                // integrations.json
                "categories": [
                  {"identifier": "ORDER", "actions": [{"identifier": "TRACK", "title": {"ja": "追跡", "en": "Track"}}]},
                  {"identifier": "ORDER", "actions": []}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:options:)",
                    "https://developer.apple.com/documentation/usernotifications/unnotificationcategory/identifier"]),
        CheckRule(
            "notification.emptyAction", .error, checkSection: "notifications",
            title: ("アクションの識別子が空", "Empty action identifier"),
            description: ("通知アクションの識別子が空です。", "A notification action's identifier is empty."),
            help: ("空でない識別子を付けてください。", "Give the action a non-empty identifier."),
            example: """
                // integrations.json
                "actions": [
                  {"identifier": "", "title": {"ja": "追跡", "en": "Track"}, "does": {"openRoute": "order"}}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/unnotificationaction/init(identifier:title:options:)",
                    "https://developer.apple.com/documentation/usernotifications/unnotificationaction/identifier"]),
        CheckRule(
            "notification.duplicateAction", .error, checkSection: "notifications",
            title: ("アクションの重複", "Duplicate action"),
            description: ("一つのカテゴリで、二つのアクションが同じ識別子です。", "Two actions of one category have the same identifier."),
            help: ("どちらかの識別子を変えてください。", "Give one of them another identifier."),
            example: """
                // integrations.json
                "actions": [
                  {"identifier": "DONE", "title": {"ja": "完了", "en": "Done"}, "does": {"runIntent": "CompleteOrder"}},
                  {"identifier": "DONE", "title": {"ja": "受け取った", "en": "Received"}}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/unnotificationaction/init(identifier:title:options:)",
                    "https://developer.apple.com/documentation/usernotifications/unnotificationaction/identifier"]),
        CheckRule(
            "notification.textInputWithoutButton", .error, checkSection: "notifications",
            title: ("テキスト入力のアクションにボタンがない", "Text-input action without a button"),
            description: ("テキスト入力のアクションに buttonTitle がありません。", "A text-input action has no buttonTitle."),
            help: ("buttonTitle を加えてください。", "Add a buttonTitle."),
            example: """
                // integrations.json
                {
                  "identifier": "REPLY",
                  "title": {"ja": "返信", "en": "Reply"},
                  "textInput": {"placeholder": {"ja": "メモ", "en": "Note"}, "parameter": "note"},
                  "does": {"runIntent": "AddOrderNote"}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/init(identifier:title:options:textinputbuttontitle:textinputplaceholder:)",
                    "https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/textinputbuttontitle"]),
        CheckRule(
            "notification.textInputWithoutIntent", .error, checkSection: "notifications",
            title: ("テキスト入力のアクションがインテントを実行しない", "Text-input action runs no intent"),
            description: ("テキスト入力のアクションの parameter を満たすインテントがありません。アクションがインテントを実行しないため、入力した文字は使われません。",
                          "A text-input action's parameter cannot be filled: the action runs no intent, so the typed text goes nowhere."),
            help: ("アクションにインテントを実行させるか、parameter を外してください。", "Make the action run an intent, or remove the parameter."),
            example: """
                // integrations.json
                {
                  "identifier": "REPLY",
                  "title": {"ja": "返信", "en": "Reply"},
                  "textInput": {"buttonTitle": {"ja": "送信", "en": "Send"}, "parameter": "note"}
                }
                """),
        CheckRule(
            "notification.textInputUnknownParameter", .error, checkSection: "notifications",
            title: ("テキスト入力のパラメータが不明", "Unknown text-input parameter"),
            description: ("アクションが実行するインテントに、入力した文字が満たす parameter がありません。",
                          "The intent the action runs has no parameter of the name the typed text fills."),
            help: ("インテントのパラメータ名を書いてください。", "Name one of the intent's parameters."),
            example: """
                // integrations.json (the intent "AddOrderNote" has the parameters order and note)
                {
                  "identifier": "ASK",
                  "title": {"ja": "質問", "en": "Ask"},
                  "textInput": {"buttonTitle": {"ja": "送信", "en": "Send"}, "parameter": "question"},
                  "does": {"runIntent": "AddOrderNote"}
                }
                """),
        CheckRule(
            "notification.textInputNotString", .error, checkSection: "notifications",
            title: ("テキスト入力のパラメータが文字列でない", "Text-input parameter not a string"),
            description: ("入力した文字が満たすインテントのパラメータが文字列ではありません。", "The intent parameter the typed text fills is not a string."),
            help: ("文字列のパラメータを指してください。", "Name a string parameter."),
            example: """
                // integrations.json (the parameter "order" of "AddOrderNote" is an entity, not a string)
                {
                  "identifier": "NAME",
                  "title": {"ja": "名前で指定", "en": "By name"},
                  "textInput": {"buttonTitle": {"ja": "送信", "en": "Send"}, "parameter": "order"},
                  "does": {"runIntent": "AddOrderNote"}
                }
                """),
        CheckRule(
            "notification.unknownIntent", .error, checkSection: "notifications",
            title: ("アクションが実行するインテントがない", "Action runs an unknown intent"),
            description: ("通知アクションが実行するインテントが存在しません。", "The intent a notification action runs does not exist."),
            help: ("インテントの名前を直すか、インテントを宣言してください。", "Correct the intent's name or declare the intent."),
            example: """
                // integrations.json ("intents" declares no "Missing")
                {
                  "identifier": "NOWHERE",
                  "title": {"ja": "無", "en": "None"},
                  "does": {"runIntent": "Missing"}
                }
                """),
        CheckRule(
            "notification.intentParameterUnfilled", .error, checkSection: "notifications",
            title: ("通知がインテントのパラメータを満たせない", "Intent parameter the notification cannot fill"),
            description: ("アクションが実行するインテントの必須パラメータを、通知が満たせません（テンプレートのエンティティのパラメータと、テキスト入力の parameter だけが満たされます）。",
                          "The notification cannot fill a required parameter of the intent its action runs (an entity parameter of the template's entity and a text-input action's parameter are filled)."),
            help: ("パラメータを省略可能にするか、通知が満たせるパラメータにしてください。", "Make the parameter optional, or one the notification fills."),
            example: """
                // integrations.json ("AddOrderNote" requires "note", a string no template gives)
                {
                  "identifier": "DONE",
                  "title": {"ja": "完了", "en": "Done"},
                  "does": {"runIntent": "AddOrderNote"}
                }
                """),
        CheckRule(
            "notification.unknownRoute", .error, checkSection: "notifications",
            title: ("アクションが開くルートがない", "Action opens an unknown route"),
            description: ("通知アクションが開くルートが存在しません。", "The route a notification action opens does not exist."),
            help: ("ルート名を直すか、ルートを宣言してください。", "Correct the route's name or declare the route."),
            example: """
                // integrations.json ("routes" declares "order", not "ordr")
                {
                  "identifier": "TRACK",
                  "title": {"ja": "追跡", "en": "Track"},
                  "does": {"openRoute": "ordr"}
                }
                """),
        CheckRule(
            "notification.routeParameterUnfilled", .error, checkSection: "notifications",
            title: ("通知がルートのパラメータを満たせない", "Route parameter the notification cannot fill"),
            description: ("アクションが開くルートのパラメータを、通知のエンティティが満たせません。", "The notification's entity cannot fill a parameter of the route its action opens."),
            help: ("エンティティのフィールドで満たせるルートを開いてください。", "Open a route whose parameters the entity's fields fill."),
            example: """
                // integrations.json (route "tagged" is "shop://tags/{tag}"; the template's records have no "tag")
                {
                  "identifier": "TAG",
                  "title": {"ja": "タグ", "en": "Tag"},
                  "does": {"openRoute": "tagged"}
                }
                """),
        CheckRule(
            "notification.postponeNotPositive", .error, checkSection: "notifications",
            title: ("後回しの時間が0秒以下", "Postponement not above 0"),
            description: ("アクションの postpone が0秒より長くありません。", "An action's postpone is not more than 0 seconds."),
            help: ("0より大きい秒数にしてください。", "Give a number of seconds above 0."),
            example: """
                // integrations.json
                {
                  "identifier": "LATER",
                  "title": {"ja": "後で", "en": "Later"},
                  "does": {"postpone": 0}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/untimeintervalnotificationtrigger/init(timeinterval:repeats:)"]),
        CheckRule(
            "notification.postponeTooLong", .error, checkSection: "notifications",
            title: ("後回しの時間が長すぎる", "Postponement too long"),
            description: ("アクションの postpone が100年を超えています。", "An action's postpone is over 100 years."),
            help: ("100年以下の秒数にしてください。", "Give at most 100 years in seconds."),
            example: """
                // integrations.json (at most 100 years)
                {
                  "identifier": "LATER",
                  "title": {"ja": "後で", "en": "Later"},
                  "does": {"postpone": 1e+308}
                }
                """),
        CheckRule(
            "notification.duplicateTemplate", .error, checkSection: "notifications",
            title: ("テンプレートの重複", "Duplicate template"),
            description: ("二つの通知テンプレートが同じ識別子です。", "Two notification templates have the same identifier."),
            help: ("どちらかの識別子を変えてください。", "Give one of them another identifier."),
            example: """
                // integrations.json
                "templates": [
                  {"identifier": "reminder", "category": "ORDER", "title": {"ja": "受け取り", "en": "Pickup"}, "body": {"ja": "b", "en": "b"}},
                  {"identifier": "reminder", "category": "ORDER", "title": {"ja": "発送", "en": "Shipped"}, "body": {"ja": "b", "en": "b"}}
                ]
                """),
        CheckRule(
            "notification.unknownCategory", .error, checkSection: "notifications",
            title: ("テンプレートのカテゴリが宣言されていない", "Template of an undeclared category"),
            description: ("通知テンプレートのカテゴリが宣言されていません。", "A notification template's category is not declared."),
            help: ("カテゴリを宣言するか、名前を直してください。", "Declare the category or correct its name."),
            example: """
                // integrations.json ("categories" declares only "ORDER")
                {
                  "identifier": "shipped",
                  "category": "UNDECLARED",
                  "title": {"ja": "発送しました", "en": "Shipped"},
                  "body": {"ja": "${title}", "en": "${title}"}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/categoryidentifier",
                    "https://developer.apple.com/documentation/usernotifications/declaring-your-actionable-notification-types"]),
        CheckRule(
            "notification.unknownEntity", .error, checkSection: "notifications",
            title: ("テンプレートのエンティティが不明", "Template of an unknown entity"),
            description: ("通知テンプレートのエンティティが searchDomains にありません。", "A notification template's entity is not in searchDomains."),
            help: ("そのエンティティの検索ドメインを宣言するか、エンティティを直してください。", "Declare a search domain for it, or correct the entity."),
            example: """
                // integrations.json ("searchDomains" declares only "order")
                {
                  "identifier": "reminder",
                  "category": "ORDER",
                  "entity": "recipe",
                  "title": {"ja": "${name}", "en": "${name}"}
                }
                """),
        CheckRule(
            "notification.fieldWithoutEntity", .error, checkSection: "notifications",
            title: ("エンティティのないテンプレートの ${field}", "${field} in a template without an entity"),
            description: ("通知テンプレートが ${field} を使っていますが、値を取るエンティティがありません。", "A notification template uses a ${field} but has no entity to take it from."),
            help: ("テンプレートに entity を加えるか、${field} を取り除いてください。", "Give the template an entity, or remove the ${field}."),
            example: """
                // integrations.json
                {
                  "identifier": "reminder",
                  "category": "ORDER",
                  "title": {"ja": "受け取り", "en": "Pickup"},
                  "body": {"ja": "${title}を受け取る", "en": "Pick up ${title}"}
                }
                """),
        CheckRule(
            "notification.recordsLackField", .warning, checkSection: "notifications",
            title: ("テンプレートのフィールドがないレコード", "Records lack a template's field"),
            description: ("通知テンプレートが使う ${field} を持たないレコードがあります（${streak} はアプリのものです）。",
                          "Some records lack a ${field} a notification template uses (${streak} is the app's own)."),
            help: ("レコードにフィールドを加えるか、テンプレートを直してください。", "Add the field to the records, or change the template."),
            example: """
                // integrations.json (2 records of orders.json have no "nickname")
                {
                  "identifier": "reminder",
                  "category": "ORDER",
                  "entity": "order",
                  "body": {"ja": "${title}${nickname}", "en": "${title}"}
                }
                """),
        CheckRule(
            "notification.invalidTrigger", .error, checkSection: "notifications",
            title: ("働かないトリガー", "Trigger that cannot work"),
            description: ("テンプレートのトリガーが働きません。範囲外の値、来ない日付（2月30日）、不明なタイムゾーン、0秒以下か、繰り返しで60秒未満の間隔。",
                          "A template's trigger cannot work: a component out of range, a date that never comes (February 30), an unknown time zone, an interval not above 0, or under 60 s while repeating."),
            help: ("メッセージが示す値を直してください。", "Correct the value the message names."),
            example: """
                // integrations.json (February has no 30th: this never fires)
                {
                  "identifier": "yearly",
                  "category": "ORDER",
                  "title": {"ja": "年に一度の点検", "en": "Yearly check"},
                  "body": {"ja": "在庫を確かめましょう", "en": "Time to check the stock"},
                  "trigger": {"calendar": {"month": 2, "day": 30}, "repeats": true}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger",
                    "https://developer.apple.com/documentation/usernotifications/untimeintervalnotificationtrigger/init(timeinterval:repeats:)"]),
        CheckRule(
            "notification.badge", .error, checkSection: "notifications",
            title: ("バッジが負の数", "Negative badge"),
            description: ("通知テンプレートの badge が0未満です。", "A notification template's badge is below 0."),
            help: ("0以上の整数にしてください。", "Give an integer of 0 or more."),
            example: """
                // integrations.json
                {
                  "identifier": "reminder",
                  "category": "ORDER",
                  "title": {"ja": "受け取り", "en": "Pickup"},
                  "badge": -1
                }
                """),
        CheckRule(
            "notification.relevanceScore", .error, checkSection: "notifications",
            title: ("relevanceScore が範囲外", "relevanceScore out of range"),
            description: ("通知テンプレートの relevanceScore が0から1までの数ではありません。", "A notification template's relevanceScore is not a number from 0 to 1."),
            help: ("0から1までの数にしてください。", "Give a number from 0 to 1."),
            example: """
                // integrations.json
                {
                  "identifier": "reminder",
                  "category": "ORDER",
                  "title": {"ja": "受け取り", "en": "Pickup"},
                  "relevanceScore": 2
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/unnotificationcontent/relevancescore"]),
        CheckRule(
            "notification.interruptionLevel", .error, checkSection: "notifications",
            title: ("不明な割り込みレベル", "Unknown interruption level"),
            description: ("通知テンプレートの interruptionLevel が passive、active、timeSensitive、critical のどれでもありません。",
                          "A notification template's interruptionLevel is not passive, active, timeSensitive or critical."),
            help: ("passive、active、timeSensitive、critical のどれかを書いてください。", "Write passive, active, timeSensitive or critical."),
            example: """
                // integrations.json
                {
                  "identifier": "reminder",
                  "category": "ORDER",
                  "title": {"ja": "受け取り", "en": "Pickup"},
                  "interruptionLevel": "urgent"
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel"]),
        CheckRule(
            "notification.emptyAttachment", .error, checkSection: "notifications",
            title: ("添付の名前が空", "Empty attachment name"),
            description: ("通知テンプレートの添付の名前が空です。", "A notification template's attachment has an empty name."),
            help: ("添付するファイルの名前を書いてください。", "Name the file to attach."),
            example: """
                // integrations.json
                {
                  "identifier": "shipped",
                  "category": "ORDER",
                  "attachments": ["parcel.png", ""]
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/unnotificationattachment"]),
        CheckRule(
            "notification.duplicateAttachment", .error, checkSection: "notifications",
            title: ("添付の重複", "Duplicate attachment"),
            description: ("一つのテンプレートに同じ添付が二度あります。", "One template attaches the same file twice."),
            help: ("どちらかを取り除いてください。", "Remove one of them."),
            example: """
                // integrations.json
                {
                  "identifier": "shipped",
                  "category": "ORDER",
                  "attachments": ["parcel.png", "parcel.png"]
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/unnotificationattachment"]),
        CheckRule(
            "notification.attachmentType", .error, checkSection: "notifications",
            title: ("通知が受け付けない添付の種類", "Attachment type notifications refuse"),
            description: ("添付が UNNotificationAttachment の受け付ける種類ではありません（音声 aiff、wav、mp3、m4a、画像 jpg、gif、png、動画 mpg、mp4、avi）。",
                          "An attachment is not a type UNNotificationAttachment accepts (audio aiff, wav, mp3, m4a; images jpg, gif, png; movies mpg, mp4, avi)."),
            help: ("受け付けられる種類のファイルを添付してください。", "Attach a file of an accepted type."),
            example: """
                // integrations.json
                {
                  "identifier": "shipped",
                  "category": "ORDER",
                  "attachments": ["parcel.png", "receipt.pdf"]
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/unnotificationattachment",
                    "https://developer.apple.com/documentation/usernotifications/unerror/code/attachmentunrecognizedtype"]),
        CheckRule(
            "notification.streakTemplateUnknown", .error, checkSection: "notifications",
            title: ("連続記録の通知のテンプレートがない", "Unknown streak notification template"),
            description: ("streakNotification の template が宣言されていません。", "The streakNotification's template is not declared."),
            help: ("テンプレートを宣言するか、名前を直してください。", "Declare the template or correct its name."),
            example: """
                // integrations.json ("templates" declares no "weekly")
                "notifications": {
                  "templates": [{"identifier": "reminder", "category": "ORDER", "title": {"ja": "受け取り", "en": "Pickup"}, "body": {"ja": "b", "en": "b"}}],
                  "streakNotification": {"template": "weekly", "minimumStreak": 3}
                }
                """),
        CheckRule(
            "notification.minimumStreak", .error, checkSection: "notifications",
            title: ("minimumStreak が1未満", "minimumStreak below 1"),
            description: ("streakNotification の minimumStreak が1日未満です。", "The streakNotification's minimumStreak is below 1 day."),
            help: ("1以上の日数にしてください。", "Give 1 day or more."),
            example: """
                // integrations.json
                "streakNotification": {
                  "template": "reminder",
                  "minimumStreak": 0
                }
                """),
        CheckRule(
            "notification.confirmationUnknown", .error, checkSection: "notifications",
            title: ("確認のテンプレートがない", "Unknown confirmation template"),
            description: ("アクションの confirmation のテンプレートが宣言されていません。", "An action's confirmation template is not declared."),
            help: ("テンプレートを宣言するか、名前を直してください。", "Declare the template or correct its name."),
            example: """
                // integrations.json ("templates" declares no "thanks")
                {
                  "identifier": "DONE",
                  "title": {"ja": "完了", "en": "Done"},
                  "does": {"runIntent": "CompleteOrder"},
                  "confirmation": "thanks"
                }
                """),
        CheckRule(
            "payload.tooLarge", .error, checkSection: "codes",
            title: ("ペイロードが大きすぎる", "Payload too large"),
            description: ("APNs のペイロードが、APNs の受け付けるバイト数を超えています。", "The APNs payload is larger than APNs accepts."),
            help: ("ペイロードを小さくしてください。", "Make the payload smaller."),
            example: """
                // payload.json (4,200 bytes; APNs takes at most 4,096)
                {
                  "aps": {"alert": {"title": "Order shipped", "body": "…"}},
                  "receipt": "JVBERi0xLjQKJcOkw7zDtsOfCjIgMCBvYmoKPDwvTGVuZ3RoIDMgMCBS…"
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.notObject", .error, checkSection: "codes",
            title: ("ペイロードがオブジェクトでない", "Payload not an object"),
            description: ("APNs のペイロードが JSON のオブジェクトではありません。", "The APNs payload is not a JSON object."),
            help: ("{\"aps\": {…}} の形にしてください。", "Write it as {\"aps\": {…}}."),
            example: """
                // payload.json
                [
                  {"aps": {"alert": "Your order has shipped"}}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.missingAPS", .error, checkSection: "codes",
            title: ("aps がない", "No aps dictionary"),
            description: ("APNs のペイロードに aps の辞書がありません。", "The APNs payload has no aps dictionary."),
            help: ("aps の辞書を加えてください。", "Add an aps dictionary."),
            example: """
                // payload.json
                {
                  "alert": "Your order has shipped",
                  "badge": 1
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.alertType", .error, checkSection: "codes",
            title: ("alert の型が違う", "alert of the wrong type"),
            description: ("aps の alert が文字列でも、文字列の辞書でもありません。", "aps's alert is not a string or a dictionary of strings."),
            help: ("文字列か、title や body の辞書にしてください。", "Give a string, or a dictionary such as title and body."),
            example: """
                // payload.json
                {
                  "aps": {"alert": ["Order shipped", "It arrives on Friday"]}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.alertArguments", .error, checkSection: "codes",
            title: ("alert の引数が文字列の配列でない", "alert arguments not an array of strings"),
            description: ("alert の …-loc-args が文字列の配列ではありません。", "An alert's …-loc-args is not an array of strings."),
            help: ("文字列の配列にしてください。", "Give an array of strings."),
            example: """
                // payload.json
                {
                  "aps": {"alert": {"loc-key": "ORDER_SHIPPED", "loc-args": "A-1042"}}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.alertString", .error, checkSection: "codes",
            title: ("alert の値が文字列でない", "alert value not a string"),
            description: ("alert の辞書の値が文字列ではありません。", "A value in the alert dictionary is not a string."),
            help: ("文字列にしてください。", "Give a string."),
            example: """
                // payload.json
                {
                  "aps": {"alert": {"title": "Order shipped", "body": 1042}}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.unknownAlertKey", .warning, checkSection: "codes",
            title: ("alert の不明なキー", "Unknown alert key"),
            description: ("alert のキーが Apple の文書にありません。", "An alert key is not one Apple documents."),
            help: ("キーの綴りを確かめてください。", "Check the key's spelling."),
            example: """
                // payload.json
                {
                  "aps": {"alert": {"title": "Order shipped", "message": "It arrives on Friday"}}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.badge", .error, checkSection: "codes",
            title: ("badge が正しくない", "Invalid badge"),
            description: ("aps の badge が0以上の整数ではありません。", "aps's badge is not an integer of 0 or more."),
            help: ("0以上の整数にしてください。", "Give an integer of 0 or more."),
            example: """
                // payload.json
                {
                  "aps": {"alert": "Your order has shipped", "badge": -1}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.soundType", .error, checkSection: "codes",
            title: ("sound の型が違う", "sound of the wrong type"),
            description: ("aps の sound が文字列でも辞書でもありません。", "aps's sound is not a string or a dictionary."),
            help: ("音の名前か、critical、name、volume の辞書にしてください。", "Give a sound name, or a dictionary of critical, name and volume."),
            example: """
                // payload.json
                {
                  "aps": {"alert": "Your order has shipped", "sound": true}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.soundCritical", .error, checkSection: "codes",
            title: ("sound の critical が0か1でない", "sound critical not 0 or 1"),
            description: ("sound の critical が整数の0か1ではありません。", "sound's critical is not the integer 0 or 1."),
            help: ("0か1にしてください。", "Give 0 or 1."),
            example: """
                // payload.json
                {
                  "aps": {"alert": "Oven is on", "sound": {"critical": true, "name": "alarm.caf", "volume": 1.0}}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.soundName", .error, checkSection: "codes",
            title: ("sound の name が文字列でない", "sound name not a string"),
            description: ("sound の name が文字列ではありません。", "sound's name is not a string."),
            help: ("音のファイル名を文字列で書いてください。", "Give the sound file's name as a string."),
            example: """
                // payload.json
                {
                  "aps": {"alert": "Oven is on", "sound": {"critical": 1, "name": 7, "volume": 1.0}}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.soundVolume", .error, checkSection: "codes",
            title: ("sound の volume が範囲外", "sound volume out of range"),
            description: ("sound の volume が0から1までの数ではありません。", "sound's volume is not a number from 0 to 1."),
            help: ("0から1までの数にしてください。", "Give a number from 0 to 1."),
            example: """
                // payload.json
                {
                  "aps": {"alert": "Oven is on", "sound": {"critical": 1, "name": "alarm.caf", "volume": 5}}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.flag", .error, checkSection: "codes",
            title: ("フラグが整数の1でない", "Flag not the integer 1"),
            description: ("content-available か mutable-content が整数の1ではありません。", "content-available or mutable-content is not the integer 1."),
            help: ("1にするか、キーを取り除いてください。", "Give 1, or remove the key."),
            example: """
                // payload.json
                {
                  "aps": {"content-available": true, "mutable-content": 2}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.interruptionLevel", .error, checkSection: "codes",
            title: ("不明な interruption-level", "Unknown interruption-level"),
            description: ("aps の interruption-level が passive、active、time-sensitive、critical のどれでもありません。",
                          "aps's interruption-level is not passive, active, time-sensitive or critical."),
            help: ("そのどれかを書いてください。", "Write one of them."),
            example: """
                // payload.json
                {
                  "aps": {"alert": "Your order is at the door", "interruption-level": "timeSensitive"}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.relevanceScore", .error, checkSection: "codes",
            title: ("relevance-score が範囲外", "relevance-score out of range"),
            description: ("aps の relevance-score が0から1までの数ではありません。", "aps's relevance-score is not a number from 0 to 1."),
            help: ("0から1までの数にしてください。", "Give a number from 0 to 1."),
            example: """
                // payload.json
                {
                  "aps": {"alert": "Your order has shipped", "relevance-score": 2}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.stringKey", .error, checkSection: "codes",
            title: ("文字列であるべき値", "Value that must be a string"),
            description: ("aps のキー（category、thread-id など）の値が文字列ではありません。", "An aps key that takes a string (category, thread-id…) holds something else."),
            help: ("文字列にしてください。", "Give a string."),
            example: """
                // payload.json
                {
                  "aps": {"alert": "Your order has shipped", "category": 3, "thread-id": ["orders"]}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
        CheckRule(
            "payload.unknownKey", .warning, checkSection: "codes",
            title: ("aps の不明なキー", "Unknown aps key"),
            description: ("aps のキーが Apple の文書にありません。aps の外に置く独自のデータなら問題ありません。",
                          "An aps key is not one Apple documents; custom data belongs outside aps."),
            help: ("キーの綴りを確かめるか、独自のデータを aps の外に移してください。", "Check the key's spelling, or move custom data outside aps."),
            example: """
                // payload.json (custom data belongs beside "aps", not in it)
                {
                  "aps": {"alert": "Your order has shipped", "orderId": "A-1042"}
                }
                """,
            apple: ["https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"]),
    ]
}
