import IntegrationsCore
import IntegrationsPointKit

extension LiveActivityRules {
    /// The manifest's Live Activities (``LiveActivityManifestChecks``), the Info.plist key they need
    /// (`--info-plist`, LiveActivitiesPoint+InfoPlist.swift) and the ActivityKit push payloads a
    /// team sends (``LiveActivityPayload``; Docs/LiveActivities.md).
    static let manifest: [CheckRule] = [
        CheckRule(
            "infoPlist.liveActivitiesMissing", .error, checkSection: "live-activities-in-the-manifest",
            title: ("Live Activity のキーが Info.plist にない", "Live Activity key missing from the Info.plist"),
            description: ("マニフェストに Live Activity があるのに Info.plist で NSSupportsLiveActivities が true ではない（エラー）か、frequentUpdates の Live Activity があるのに NSSupportsLiveActivitiesFrequentUpdates が true ではありません（警告）。",
                          "The manifest has a Live Activity while NSSupportsLiveActivities is not true in the Info.plist (an error), or one declares frequentUpdates while NSSupportsLiveActivitiesFrequentUpdates is not true (a warning)."),
            help: ("integrations export info-plist の出力を Info.plist に入れてください。", "Merge the output of integrations export info-plist into the Info.plist."),
            example: """
                <!-- Info.plist (integrations.json declares the Live Activity "DeliveryAttributes") -->
                <key>NSSupportsLiveActivities</key>
                <false/>
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/nssupportsliveactivities",
                    "https://developer.apple.com/documentation/bundleresources/information-property-list/nssupportsliveactivitiesfrequentupdates"]),
        CheckRule(
            "liveActivity.duplicateType", .error, checkSection: "live-activities-in-the-manifest",
            title: ("Live Activity の重複", "Duplicate Live Activity"),
            description: ("二つの Live Activity が同じ attributesType です。", "Two Live Activities have the same attributesType."),
            help: ("どちらかを消すか、名前を直してください。", "Remove one of them or correct its name."),
            example: """
                // integrations.json
                "liveActivities": [
                  {"attributesType": "DeliveryAttributes", "entity": "order", "contentState": [{"name": "stops", "type": "integer"}]},
                  {"attributesType": "DeliveryAttributes", "contentState": [{"name": "eta", "type": "date"}]}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.duplicateField", .error, checkSection: "live-activities-in-the-manifest",
            title: ("Live Activity のフィールドの重複", "Duplicate Live Activity field"),
            description: ("attributes か contentState に同じ名前が二度あるか、固定のプロパティと ContentState のフィールドが同じ名前です。",
                          "A name appears twice in attributes or contentState, or a fixed property and a ContentState field share a name."),
            help: ("名前をペイロードのキーどおりに一つずつにしてください。", "Give each property its own name, as its key in the payload."),
            example: """
                // integrations.json
                {
                  "attributesType": "DeliveryAttributes",
                  "entity": "order",
                  "attributes": [{"name": "title", "type": "string", "value": "${title}"}],
                  "contentState": [{"name": "stops", "type": "integer"}, {"name": "title", "type": "string"}]
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.unknownEntity", .error, checkSection: "live-activities-in-the-manifest",
            title: ("Live Activity のエンティティがない", "Unknown Live Activity entity"),
            description: ("Live Activity の entity が searchDomains にないか、固定のプロパティの value が ${field} を使うのに entity がありません。",
                          "A Live Activity's entity is not in searchDomains, or an attribute's value uses a ${field} while the activity names no entity."),
            help: ("searchDomains にあるエンティティを書いてください。", "Name an entity that searchDomains declares."),
            example: """
                // integrations.json ("searchDomains" declares "item" and "order")
                {
                  "attributesType": "DeliveryAttributes",
                  "entity": "parcel",
                  "contentState": [{"name": "stops", "type": "integer"}]
                }
                """),
        CheckRule(
            "liveActivity.unknownRoute", .error, checkSection: "live-activities-in-the-manifest",
            title: ("Live Activity のルートがない", "Unknown Live Activity route"),
            description: ("Live Activity の url が宣言されたルートの名前ではありません。", "A Live Activity's url is not the name of a declared route."),
            help: ("ルートの名前を直すか、ルートを宣言してください。", "Correct the route's name or declare the route."),
            example: """
                // integrations.json ("routes" declares "order", not "ordr")
                {
                  "attributesType": "DeliveryAttributes",
                  "entity": "order",
                  "url": "ordr",
                  "contentState": [{"name": "stops", "type": "integer"}]
                }
                """,
            apple: ["https://developer.apple.com/documentation/widgetkit/linking-to-specific-app-scenes-from-your-widget-or-live-activity"]),
        CheckRule(
            "liveActivity.recordsLackField", .warning, checkSection: "live-activities-in-the-manifest",
            title: ("レコードに Live Activity のフィールドがない", "Records lack a Live Activity field"),
            description: ("固定のプロパティの value が使う ${field} が、エンティティのレコードにありません。", "Records of the entity lack a ${field} that an attribute's value uses."),
            help: ("レコードにフィールドを加えるか、テンプレートを直してください。", "Add the field to the records or correct the template."),
            example: """
                // integrations.json (no record of orders.json has "courier")
                {
                  "attributesType": "DeliveryAttributes",
                  "entity": "order",
                  "attributes": [{"name": "courier", "type": "string", "value": "${courier}"}],
                  "contentState": [{"name": "stops", "type": "integer"}]
                }
                """),
        CheckRule(
            "liveActivity.event", .error, checkSection: "live-activity-push-payloads",
            title: ("Live Activity のプッシュの event", "Live Activity push event"),
            description: ("ペイロードの aps に event がないか、start、update、end のどれでもありません。", "The payload's aps has no event, or it is not start, update or end."),
            help: ("event に start、update、end のどれかを書いてください。", "Set event to start, update or end."),
            example: """
                // payload.json
                {
                  "aps": {
                    "timestamp": 1795680030,
                    "event": "refresh",
                    "content-state": {"eta": 817988630, "stops": 3, "status": "onTheWay"}
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.timestamp", .error, checkSection: "live-activity-push-payloads",
            title: ("Live Activity のプッシュの timestamp", "Live Activity push timestamp"),
            description: ("timestamp がないか、1970年からの秒数ではありません（ミリ秒を含む）。システムは timestamp で古い更新を捨てます。",
                          "The timestamp is missing or is not a number of seconds since 1970 (milliseconds included); the system drops older updates by it."),
            help: ("送る時刻の Unix 秒を書いてください。", "Give the Unix time in seconds of the push."),
            example: """
                // payload.json (milliseconds, not seconds)
                {
                  "aps": {
                    "timestamp": 1795680030000,
                    "event": "update",
                    "content-state": {"eta": 817988630, "stops": 3, "status": "onTheWay"}
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.contentState", .error, checkSection: "live-activity-push-payloads",
            title: ("content-state がない", "No content-state"),
            description: ("content-state がないか、オブジェクトではありません。アクティビティの ContentState としてデコードされる値が必要です。",
                          "The content-state is missing or not an object; it must decode as the activity's ContentState."),
            help: ("ContentState のフィールドを content-state のオブジェクトに書いてください。", "Write the ContentState's fields in a content-state object."),
            example: """
                // payload.json
                {
                  "aps": {
                    "timestamp": 1795680030,
                    "event": "update",
                    "content-state": "onTheWay"
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.contentStateField", .error, checkSection: "live-activity-push-payloads",
            title: ("content-state のフィールドが合わない", "content-state field mismatch"),
            description: ("content-state に必須のフィールドがないか、型が違うか、null か、列挙の値にない値です（知らないキーは警告）。ContentState にデコードできず、更新は届きません。",
                          "content-state lacks a required field, or holds one of the wrong type, a null, or a value no enum case has (an unknown key is a warning): it does not decode as the ContentState and the update is dropped."),
            help: ("ContentState の宣言どおりの名前と型で書き、null のフィールドはキーごと省いてください。", "Write each field with the ContentState's name and type, and leave out a key rather than send null."),
            example: """
                // payload.json (DeliveryAttributes.ContentState: eta, stops, status packed|onTheWay|delivered)
                {
                  "aps": {
                    "timestamp": 1795680030,
                    "event": "update",
                    "content-state": {"eta": 817988630, "stops": "3", "status": "shipped"}
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.attributesType", .error, checkSection: "live-activity-push-payloads",
            title: ("attributes-type が違う", "Wrong attributes-type"),
            description: ("start に attributes-type がないか、アプリの ActivityAttributes の型の名前ではありません。", "A start has no attributes-type, or it is not the name of the app's ActivityAttributes type."),
            help: ("attributes-type に ActivityAttributes の構造体の名前を書いてください。", "Set attributes-type to the ActivityAttributes struct's name."),
            example: """
                // payload.json
                {
                  "aps": {
                    "timestamp": 1795680000,
                    "event": "start",
                    "attributes-type": "DeliveryActivity",
                    "attributes": {"orderId": "A-1042"},
                    "content-state": {"eta": 817988630, "stops": 5, "status": "packed"},
                    "alert": {"title": "Order A-1042", "body": "Packed and ready"}
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.attributes", .error, checkSection: "live-activity-push-payloads",
            title: ("attributes が合わない", "attributes mismatch"),
            description: ("start に attributes がないか、固定のプロパティが欠けているか型が違うか、ContentState のフィールドが入っています。ContentState のフィールドを attributes に送ると、プッシュは黙って捨てられます。",
                          "A start has no attributes, lacks a fixed property or holds one of the wrong type, or holds a ContentState field: a push with the state's fields in attributes is dropped silently."),
            help: ("attributes には固定のプロパティを、状態は content-state に書いてください。", "Put the fixed properties in attributes and the state in content-state."),
            example: """
                // payload.json (the state's fields sent as attributes: the activity never starts)
                {
                  "aps": {
                    "timestamp": 1795680000,
                    "event": "start",
                    "attributes-type": "DeliveryAttributes",
                    "attributes": {"stops": 5, "status": "packed"},
                    "content-state": {"eta": 817988630, "stops": 5, "status": "packed"},
                    "alert": {"title": "Order A-1042", "body": "Packed and ready"}
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.attributesIgnored", .warning, checkSection: "live-activity-push-payloads",
            title: ("使われない attributes", "Ignored attributes"),
            description: ("update か end に attributes か attributes-type があります。使われるのは start のときだけです。", "An update or end carries attributes or attributes-type, which only a start uses."),
            help: ("update と end からは外してください。", "Leave them out of updates and ends."),
            example: """
                // payload.json
                {
                  "aps": {
                    "timestamp": 1795680030,
                    "event": "update",
                    "attributes-type": "DeliveryAttributes",
                    "attributes": {"orderId": "A-1042"},
                    "content-state": {"eta": 817988630, "stops": 3, "status": "onTheWay"}
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.date", .warning, checkSection: "live-activity-push-payloads",
            title: ("日付の数え方の違い", "Date in another encoding"),
            description: ("日付の数値が、アプリのデコーダーの数え方では2040年より後（2001年からの秒数）か2001年より前（1970年からの秒数）になり、もう一方の数え方のようです。",
                          "A date's number reads past 2040 in seconds since 2001, or before 2001 in seconds since 1970: it looks written in the other encoding."),
            help: ("dateEncoding どおりの秒数にしてください（差は 978307200 秒）。", "Write the seconds the dateEncoding says (the two differ by 978307200 seconds)."),
            example: """
                // payload.json ("dateEncoding": "secondsSince2001": 1795681800 reads as 2057)
                {
                  "aps": {
                    "timestamp": 1795680030,
                    "event": "update",
                    "content-state": {"eta": 1795681800, "stops": 3, "status": "onTheWay"}
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.staleDate", .error, checkSection: "live-activity-push-payloads",
            title: ("stale-date が正しくない", "Invalid stale-date"),
            description: ("stale-date が1970年からの秒数ではないか、timestamp より前です（警告）。", "The stale-date is not a number of seconds since 1970, or it is before the timestamp (a warning)."),
            help: ("古くなる時刻の Unix 秒を書いてください。", "Give the Unix time at which the content goes stale."),
            example: """
                // payload.json
                {
                  "aps": {
                    "timestamp": 1795680030,
                    "event": "update",
                    "content-state": {"eta": 817988630, "stops": 3, "status": "onTheWay"},
                    "stale-date": "in ten minutes"
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.dismissalDate", .error, checkSection: "live-activity-push-payloads",
            title: ("dismissal-date が正しくない", "Invalid dismissal-date"),
            description: ("dismissal-date が1970年からの秒数ではないか、end 以外のプッシュにあります（警告）。", "The dismissal-date is not a number of seconds since 1970, or it is on a push other than an end (a warning)."),
            help: ("end のプッシュに Unix 秒で書いてください。", "Give it on an end, in Unix seconds."),
            example: """
                // payload.json
                {
                  "aps": {
                    "timestamp": 1795680030,
                    "event": "end",
                    "content-state": {"eta": 817988630, "stops": 0, "status": "delivered"},
                    "dismissal-date": "2026-11-26T08:30:00Z"
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.relevanceScore", .error, checkSection: "live-activity-push-payloads",
            title: ("relevance-score が数値でない", "relevance-score not a number"),
            description: ("relevance-score が数値ではありません。", "The relevance-score is not a number."),
            help: ("数値を書いてください。", "Give a number."),
            example: """
                // payload.json
                {
                  "aps": {
                    "timestamp": 1795680030,
                    "event": "update",
                    "content-state": {"eta": 817988630, "stops": 3, "status": "onTheWay"},
                    "relevance-score": "high"
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications",
                    "https://developer.apple.com/documentation/activitykit/activitycontent/relevancescore"]),
        CheckRule(
            "liveActivity.alert", .warning, checkSection: "live-activity-push-payloads",
            title: ("start に alert がない", "Start without an alert"),
            description: ("start のプッシュに alert がありません。alert のない start は届かないと報告されています。", "A start push has no alert; a start without an alert is reported to be dropped."),
            help: ("title と body のある alert を加えてください。", "Add an alert with a title and a body."),
            example: """
                // payload.json (a start without "alert")
                {
                  "aps": {
                    "timestamp": 1795680000,
                    "event": "start",
                    "attributes-type": "DeliveryAttributes",
                    "attributes": {"orderId": "A-1042"},
                    "content-state": {"eta": 817988630, "stops": 5, "status": "packed"}
                  }
                }
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.pushType", .error, checkSection: "live-activity-push-payloads",
            title: ("apns-push-type が liveactivity でない", "apns-push-type not liveactivity"),
            description: ("リクエストの apns-push-type ヘッダーがないか、liveactivity ではありません。", "The request's apns-push-type header is missing or is not liveactivity."),
            help: ("apns-push-type: liveactivity を送ってください。", "Send apns-push-type: liveactivity."),
            example: """
                // headers.txt (given with --headers)
                apns-push-type: alert
                apns-topic: com.example.app.push-type.liveactivity
                apns-priority: 10
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.topic", .error, checkSection: "live-activity-push-payloads",
            title: ("apns-topic が違う", "Wrong apns-topic"),
            description: ("apns-topic ヘッダーがないか、アプリのバンドル ID に .push-type.liveactivity を付けた値ではありません。APNs は DeviceTokenNotForTopic で断ります。",
                          "The apns-topic header is missing or is not the app's bundle identifier followed by .push-type.liveactivity; APNs refuses the push with DeviceTokenNotForTopic."),
            help: ("apns-topic: <バンドル ID>.push-type.liveactivity を送ってください。", "Send apns-topic: <bundle id>.push-type.liveactivity."),
            example: """
                // headers.txt (given with --headers; the app is com.example.app)
                apns-push-type: liveactivity
                apns-topic: com.example.app
                apns-priority: 10
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.priority", .error, checkSection: "live-activity-push-payloads",
            title: ("apns-priority が 5 でも 10 でもない", "apns-priority not 5 or 10"),
            description: ("apns-priority が 5 でも 10 でもありません。10 はすぐ届き端末ごとの予算を使い、5 は予算を使わずに折を見て届きます。",
                          "The apns-priority is neither 5 nor 10: 10 is delivered at once and draws down the device's budget, 5 does not and is delivered opportunistically."),
            help: ("5 か 10 を送ってください。", "Send 5 or 10."),
            example: """
                // headers.txt (given with --headers)
                apns-push-type: liveactivity
                apns-topic: com.example.app.push-type.liveactivity
                apns-priority: 1
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
        CheckRule(
            "liveActivity.headers", .error, checkSection: "live-activity-push-payloads",
            title: ("ヘッダーのファイルが読めない", "Unreadable headers file"),
            description: ("ヘッダーのファイルに「名前: 値」の形でない行があるか、JSON の値が文字列ではありません。", "A line of the headers file is not \"name: value\", or a JSON value is not a string."),
            help: ("一行に一つ「名前: 値」で書くか、文字列の JSON オブジェクトにしてください。", "Write one \"name: value\" a line, or a JSON object of strings."),
            example: """
                // headers.txt (given with --headers)
                apns-push-type: liveactivity
                apns-topic com.example.app.push-type.liveactivity
                apns-priority: 10
                """,
            apple: ["https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"]),
    ]
}
