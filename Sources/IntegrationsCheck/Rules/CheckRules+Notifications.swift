import IntegrationsCore

extension CheckRules {
    /// The manifest's notifications (categories, actions, templates, triggers, attachments) and the APNs
    /// payloads a team sends.
    static let notificationRules: [CheckRule] = [
        CheckRule(
            "notification.emptyCategory", .error, .notifications,
            title: ("カテゴリの識別子が空", "Empty category identifier"),
            description: ("通知カテゴリの識別子が空です。", "A notification category's identifier is empty."),
            help: ("空でない識別子を付けてください。", "Give the category a non-empty identifier.")),
        CheckRule(
            "notification.duplicateCategory", .error, .notifications,
            title: ("カテゴリの重複", "Duplicate category"),
            description: ("二つの通知カテゴリが同じ識別子です。", "Two notification categories have the same identifier."),
            help: ("どちらかの識別子を変えてください。", "Give one of them another identifier.")),
        CheckRule(
            "notification.emptyAction", .error, .notifications,
            title: ("アクションの識別子が空", "Empty action identifier"),
            description: ("通知アクションの識別子が空です。", "A notification action's identifier is empty."),
            help: ("空でない識別子を付けてください。", "Give the action a non-empty identifier.")),
        CheckRule(
            "notification.duplicateAction", .error, .notifications,
            title: ("アクションの重複", "Duplicate action"),
            description: ("一つのカテゴリで、二つのアクションが同じ識別子です。", "Two actions of one category have the same identifier."),
            help: ("どちらかの識別子を変えてください。", "Give one of them another identifier.")),
        CheckRule(
            "notification.textInputWithoutButton", .error, .notifications,
            title: ("テキスト入力のアクションにボタンがない", "Text-input action without a button"),
            description: ("テキスト入力のアクションに buttonTitle がありません。", "A text-input action has no buttonTitle."),
            help: ("buttonTitle を加えてください。", "Add a buttonTitle.")),
        CheckRule(
            "notification.textInputWithoutIntent", .error, .notifications,
            title: ("テキスト入力のアクションがインテントを実行しない", "Text-input action runs no intent"),
            description: ("テキスト入力のアクションの parameter を満たすインテントがありません。アクションがインテントを実行しないため、入力した文字は使われません。",
                          "A text-input action's parameter cannot be filled: the action runs no intent, so the typed text goes nowhere."),
            help: ("アクションにインテントを実行させるか、parameter を外してください。", "Make the action run an intent, or remove the parameter.")),
        CheckRule(
            "notification.textInputUnknownParameter", .error, .notifications,
            title: ("テキスト入力のパラメータが不明", "Unknown text-input parameter"),
            description: ("アクションが実行するインテントに、入力した文字が満たす parameter がありません。",
                          "The intent the action runs has no parameter of the name the typed text fills."),
            help: ("インテントのパラメータ名を書いてください。", "Name one of the intent's parameters.")),
        CheckRule(
            "notification.textInputNotString", .error, .notifications,
            title: ("テキスト入力のパラメータが文字列でない", "Text-input parameter not a string"),
            description: ("入力した文字が満たすインテントのパラメータが文字列ではありません。", "The intent parameter the typed text fills is not a string."),
            help: ("文字列のパラメータを指してください。", "Name a string parameter.")),
        CheckRule(
            "notification.unknownIntent", .error, .notifications,
            title: ("アクションが実行するインテントがない", "Action runs an unknown intent"),
            description: ("通知アクションが実行するインテントが存在しません。", "The intent a notification action runs does not exist."),
            help: ("インテントの名前を直すか、インテントを宣言してください。", "Correct the intent's name or declare the intent.")),
        CheckRule(
            "notification.intentParameterUnfilled", .error, .notifications,
            title: ("通知がインテントのパラメータを満たせない", "Intent parameter the notification cannot fill"),
            description: ("アクションが実行するインテントの必須パラメータを、通知が満たせません（テンプレートのエンティティのパラメータと、テキスト入力の parameter だけが満たされます）。",
                          "The notification cannot fill a required parameter of the intent its action runs (an entity parameter of the template's entity and a text-input action's parameter are filled)."),
            help: ("パラメータを省略可能にするか、通知が満たせるパラメータにしてください。", "Make the parameter optional, or one the notification fills.")),
        CheckRule(
            "notification.unknownRoute", .error, .notifications,
            title: ("アクションが開くルートがない", "Action opens an unknown route"),
            description: ("通知アクションが開くルートが存在しません。", "The route a notification action opens does not exist."),
            help: ("ルート名を直すか、ルートを宣言してください。", "Correct the route's name or declare the route.")),
        CheckRule(
            "notification.routeParameterUnfilled", .error, .notifications,
            title: ("通知がルートのパラメータを満たせない", "Route parameter the notification cannot fill"),
            description: ("アクションが開くルートのパラメータを、通知のエンティティが満たせません。", "The notification's entity cannot fill a parameter of the route its action opens."),
            help: ("エンティティのフィールドで満たせるルートを開いてください。", "Open a route whose parameters the entity's fields fill.")),
        CheckRule(
            "notification.postponeNotPositive", .error, .notifications,
            title: ("後回しの時間が0秒以下", "Postponement not above 0"),
            description: ("アクションの postpone が0秒より長くありません。", "An action's postpone is not more than 0 seconds."),
            help: ("0より大きい秒数にしてください。", "Give a number of seconds above 0.")),
        CheckRule(
            "notification.postponeTooLong", .error, .notifications,
            title: ("後回しの時間が長すぎる", "Postponement too long"),
            description: ("アクションの postpone が100年を超えています。", "An action's postpone is over 100 years."),
            help: ("100年以下の秒数にしてください。", "Give at most 100 years in seconds.")),
        CheckRule(
            "notification.duplicateTemplate", .error, .notifications,
            title: ("テンプレートの重複", "Duplicate template"),
            description: ("二つの通知テンプレートが同じ識別子です。", "Two notification templates have the same identifier."),
            help: ("どちらかの識別子を変えてください。", "Give one of them another identifier.")),
        CheckRule(
            "notification.unknownCategory", .error, .notifications,
            title: ("テンプレートのカテゴリが宣言されていない", "Template of an undeclared category"),
            description: ("通知テンプレートのカテゴリが宣言されていません。", "A notification template's category is not declared."),
            help: ("カテゴリを宣言するか、名前を直してください。", "Declare the category or correct its name.")),
        CheckRule(
            "notification.unknownEntity", .error, .notifications,
            title: ("テンプレートのエンティティが不明", "Template of an unknown entity"),
            description: ("通知テンプレートのエンティティが searchDomains にありません。", "A notification template's entity is not in searchDomains."),
            help: ("そのエンティティの検索ドメインを宣言するか、エンティティを直してください。", "Declare a search domain for it, or correct the entity.")),
        CheckRule(
            "notification.fieldWithoutEntity", .error, .notifications,
            title: ("エンティティのないテンプレートの ${field}", "${field} in a template without an entity"),
            description: ("通知テンプレートが ${field} を使っていますが、値を取るエンティティがありません。", "A notification template uses a ${field} but has no entity to take it from."),
            help: ("テンプレートに entity を加えるか、${field} を取り除いてください。", "Give the template an entity, or remove the ${field}.")),
        CheckRule(
            "notification.recordsLackField", .warning, .notifications,
            title: ("テンプレートのフィールドがないレコード", "Records lack a template's field"),
            description: ("通知テンプレートが使う ${field} を持たないレコードがあります（${streak} はアプリのものです）。",
                          "Some records lack a ${field} a notification template uses (${streak} is the app's own)."),
            help: ("レコードにフィールドを加えるか、テンプレートを直してください。", "Add the field to the records, or change the template.")),
        CheckRule(
            "notification.invalidTrigger", .error, .notifications,
            title: ("働かないトリガー", "Trigger that cannot work"),
            description: ("テンプレートのトリガーが働きません。範囲外の値、来ない日付（2月30日）、不明なタイムゾーン、0秒以下か、繰り返しで60秒未満の間隔。",
                          "A template's trigger cannot work: a component out of range, a date that never comes (February 30), an unknown time zone, an interval not above 0, or under 60 s while repeating."),
            help: ("メッセージが示す値を直してください。", "Correct the value the message names.")),
        CheckRule(
            "notification.badge", .error, .notifications,
            title: ("バッジが負の数", "Negative badge"),
            description: ("通知テンプレートの badge が0未満です。", "A notification template's badge is below 0."),
            help: ("0以上の整数にしてください。", "Give an integer of 0 or more.")),
        CheckRule(
            "notification.relevanceScore", .error, .notifications,
            title: ("relevanceScore が範囲外", "relevanceScore out of range"),
            description: ("通知テンプレートの relevanceScore が0から1までの数ではありません。", "A notification template's relevanceScore is not a number from 0 to 1."),
            help: ("0から1までの数にしてください。", "Give a number from 0 to 1.")),
        CheckRule(
            "notification.interruptionLevel", .error, .notifications,
            title: ("不明な割り込みレベル", "Unknown interruption level"),
            description: ("通知テンプレートの interruptionLevel が passive、active、timeSensitive、critical のどれでもありません。",
                          "A notification template's interruptionLevel is not passive, active, timeSensitive or critical."),
            help: ("passive、active、timeSensitive、critical のどれかを書いてください。", "Write passive, active, timeSensitive or critical.")),
        CheckRule(
            "notification.emptyAttachment", .error, .notifications,
            title: ("添付の名前が空", "Empty attachment name"),
            description: ("通知テンプレートの添付の名前が空です。", "A notification template's attachment has an empty name."),
            help: ("添付するファイルの名前を書いてください。", "Name the file to attach.")),
        CheckRule(
            "notification.duplicateAttachment", .error, .notifications,
            title: ("添付の重複", "Duplicate attachment"),
            description: ("一つのテンプレートに同じ添付が二度あります。", "One template attaches the same file twice."),
            help: ("どちらかを取り除いてください。", "Remove one of them.")),
        CheckRule(
            "notification.attachmentType", .error, .notifications,
            title: ("通知が受け付けない添付の種類", "Attachment type notifications refuse"),
            description: ("添付が UNNotificationAttachment の受け付ける種類ではありません（音声 aiff、wav、mp3、m4a、画像 jpg、gif、png、動画 mpg、mp4、avi）。",
                          "An attachment is not a type UNNotificationAttachment accepts (audio aiff, wav, mp3, m4a; images jpg, gif, png; movies mpg, mp4, avi)."),
            help: ("受け付けられる種類のファイルを添付してください。", "Attach a file of an accepted type.")),
        CheckRule(
            "notification.streakTemplateUnknown", .error, .notifications,
            title: ("連続記録の通知のテンプレートがない", "Unknown streak notification template"),
            description: ("streakNotification の template が宣言されていません。", "The streakNotification's template is not declared."),
            help: ("テンプレートを宣言するか、名前を直してください。", "Declare the template or correct its name.")),
        CheckRule(
            "notification.minimumStreak", .error, .notifications,
            title: ("minimumStreak が1未満", "minimumStreak below 1"),
            description: ("streakNotification の minimumStreak が1日未満です。", "The streakNotification's minimumStreak is below 1 day."),
            help: ("1以上の日数にしてください。", "Give 1 day or more.")),
        CheckRule(
            "notification.confirmationUnknown", .error, .notifications,
            title: ("確認のテンプレートがない", "Unknown confirmation template"),
            description: ("アクションの confirmation のテンプレートが宣言されていません。", "An action's confirmation template is not declared."),
            help: ("テンプレートを宣言するか、名前を直してください。", "Declare the template or correct its name.")),
        CheckRule(
            "payload.tooLarge", .error, .codes,
            title: ("ペイロードが大きすぎる", "Payload too large"),
            description: ("APNs のペイロードが、APNs の受け付けるバイト数を超えています。", "The APNs payload is larger than APNs accepts."),
            help: ("ペイロードを小さくしてください。", "Make the payload smaller.")),
        CheckRule(
            "payload.notObject", .error, .codes,
            title: ("ペイロードがオブジェクトでない", "Payload not an object"),
            description: ("APNs のペイロードが JSON のオブジェクトではありません。", "The APNs payload is not a JSON object."),
            help: ("{\"aps\": {…}} の形にしてください。", "Write it as {\"aps\": {…}}.")),
        CheckRule(
            "payload.missingAPS", .error, .codes,
            title: ("aps がない", "No aps dictionary"),
            description: ("APNs のペイロードに aps の辞書がありません。", "The APNs payload has no aps dictionary."),
            help: ("aps の辞書を加えてください。", "Add an aps dictionary.")),
        CheckRule(
            "payload.alertType", .error, .codes,
            title: ("alert の型が違う", "alert of the wrong type"),
            description: ("aps の alert が文字列でも、文字列の辞書でもありません。", "aps's alert is not a string or a dictionary of strings."),
            help: ("文字列か、title や body の辞書にしてください。", "Give a string, or a dictionary such as title and body.")),
        CheckRule(
            "payload.alertArguments", .error, .codes,
            title: ("alert の引数が文字列の配列でない", "alert arguments not an array of strings"),
            description: ("alert の …-loc-args が文字列の配列ではありません。", "An alert's …-loc-args is not an array of strings."),
            help: ("文字列の配列にしてください。", "Give an array of strings.")),
        CheckRule(
            "payload.alertString", .error, .codes,
            title: ("alert の値が文字列でない", "alert value not a string"),
            description: ("alert の辞書の値が文字列ではありません。", "A value in the alert dictionary is not a string."),
            help: ("文字列にしてください。", "Give a string.")),
        CheckRule(
            "payload.unknownAlertKey", .warning, .codes,
            title: ("alert の不明なキー", "Unknown alert key"),
            description: ("alert のキーが Apple の文書にありません。", "An alert key is not one Apple documents."),
            help: ("キーの綴りを確かめてください。", "Check the key's spelling.")),
        CheckRule(
            "payload.badge", .error, .codes,
            title: ("badge が正しくない", "Invalid badge"),
            description: ("aps の badge が0以上の整数ではありません。", "aps's badge is not an integer of 0 or more."),
            help: ("0以上の整数にしてください。", "Give an integer of 0 or more.")),
        CheckRule(
            "payload.soundType", .error, .codes,
            title: ("sound の型が違う", "sound of the wrong type"),
            description: ("aps の sound が文字列でも辞書でもありません。", "aps's sound is not a string or a dictionary."),
            help: ("音の名前か、critical、name、volume の辞書にしてください。", "Give a sound name, or a dictionary of critical, name and volume.")),
        CheckRule(
            "payload.soundCritical", .error, .codes,
            title: ("sound の critical が0か1でない", "sound critical not 0 or 1"),
            description: ("sound の critical が整数の0か1ではありません。", "sound's critical is not the integer 0 or 1."),
            help: ("0か1にしてください。", "Give 0 or 1.")),
        CheckRule(
            "payload.soundName", .error, .codes,
            title: ("sound の name が文字列でない", "sound name not a string"),
            description: ("sound の name が文字列ではありません。", "sound's name is not a string."),
            help: ("音のファイル名を文字列で書いてください。", "Give the sound file's name as a string.")),
        CheckRule(
            "payload.soundVolume", .error, .codes,
            title: ("sound の volume が範囲外", "sound volume out of range"),
            description: ("sound の volume が0から1までの数ではありません。", "sound's volume is not a number from 0 to 1."),
            help: ("0から1までの数にしてください。", "Give a number from 0 to 1.")),
        CheckRule(
            "payload.flag", .error, .codes,
            title: ("フラグが整数の1でない", "Flag not the integer 1"),
            description: ("content-available か mutable-content が整数の1ではありません。", "content-available or mutable-content is not the integer 1."),
            help: ("1にするか、キーを取り除いてください。", "Give 1, or remove the key.")),
        CheckRule(
            "payload.interruptionLevel", .error, .codes,
            title: ("不明な interruption-level", "Unknown interruption-level"),
            description: ("aps の interruption-level が passive、active、time-sensitive、critical のどれでもありません。",
                          "aps's interruption-level is not passive, active, time-sensitive or critical."),
            help: ("そのどれかを書いてください。", "Write one of them.")),
        CheckRule(
            "payload.relevanceScore", .error, .codes,
            title: ("relevance-score が範囲外", "relevance-score out of range"),
            description: ("aps の relevance-score が0から1までの数ではありません。", "aps's relevance-score is not a number from 0 to 1."),
            help: ("0から1までの数にしてください。", "Give a number from 0 to 1.")),
        CheckRule(
            "payload.stringKey", .error, .codes,
            title: ("文字列であるべき値", "Value that must be a string"),
            description: ("aps のキー（category、thread-id など）の値が文字列ではありません。", "An aps key that takes a string (category, thread-id…) holds something else."),
            help: ("文字列にしてください。", "Give a string.")),
        CheckRule(
            "payload.unknownKey", .warning, .codes,
            title: ("aps の不明なキー", "Unknown aps key"),
            description: ("aps のキーが Apple の文書にありません。aps の外に置く独自のデータなら問題ありません。",
                          "An aps key is not one Apple documents; custom data belongs outside aps."),
            help: ("キーの綴りを確かめるか、独自のデータを aps の外に移してください。", "Check the key's spelling, or move custom data outside aps.")),
    ]
}
