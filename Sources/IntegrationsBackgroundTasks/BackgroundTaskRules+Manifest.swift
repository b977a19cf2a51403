import IntegrationsCore
import IntegrationsPointKit

extension BackgroundTaskRules {
    /// The manifest's background tasks (``BackgroundTaskManifestChecks``), and the Info.plist keys they need
    /// (`--info-plist`, BackgroundTasksPoint+InfoPlist.swift).
    static let manifest: [CheckRule] = [
        CheckRule(
            "backgroundTask.duplicateIdentifier", .error, checkSection: "background-tasks-in-the-manifest",
            title: ("バックグラウンドタスクの識別子が重複", "Background task declared twice"),
            description: ("二つのバックグラウンドタスクが同じ識別子です。BGTaskScheduler は識別子ひとつにハンドラーをひとつしか登録できません。",
                          "Two background tasks have the same identifier; BGTaskScheduler registers one launch handler per identifier."),
            help: ("どちらかの識別子を変えるか、二つをまとめてください。", "Rename one of them, or merge the two."),
            example: """
                // integrations.json
                "backgroundTasks": [
                  {"identifier": "com.example.app.refresh", "kind": "refresh", "does": [{"reloadWidgets": {}}]},
                  {"identifier": "com.example.app.refresh", "kind": "refresh", "does": [{"reindex": {}}]}
                ]
                """,
            apple: ["https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/register(fortaskwithidentifier:using:launchhandler:)"]),
        CheckRule(
            "backgroundTask.notReverseDNS", .warning, checkSection: "background-tasks-in-the-manifest",
            title: ("逆 URL 形式でないタスク識別子", "Task identifier not in reverse URL notation"),
            description: ("バックグラウンドタスクの識別子が逆 URL 形式（com.example.app.refresh）ではありません。Apple は BGTaskSchedulerPermittedIdentifiers の識別子を逆 URL 形式で書くよう求めています。",
                          "A background task identifier is not in reverse URL notation (com.example.app.refresh), which Apple asks of BGTaskSchedulerPermittedIdentifiers."),
            help: ("アプリのバンドル識別子で始まる識別子にしてください。", "Start the identifier with the app's bundle identifier."),
            example: """
                // integrations.json
                {
                  "identifier": "cleanup",
                  "kind": "processing",
                  "does": [{"reindex": {}}]
                }
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/bgtaskschedulerpermittedidentifiers"]),
        CheckRule(
            "backgroundTask.unknownIntent", .error, checkSection: "background-tasks-in-the-manifest",
            title: ("タスクが実行するインテントがない", "Task runs an unknown intent"),
            description: ("バックグラウンドタスクの runIntent がマニフェストにないインテントを名指ししています。タスクは何もせずに終わります。",
                          "A background task's runIntent names an intent the manifest does not declare; the task would do nothing."),
            help: ("intents にある識別子にしてください。", "Name an identifier from intents."),
            example: """
                // integrations.json ("intents" declares "RefreshPrices")
                {
                  "identifier": "com.example.app.refresh",
                  "kind": "refresh",
                  "does": [{"reloadWidgets": {}}, {"runIntent": "RefreshPrces"}]
                }
                """),
        CheckRule(
            "backgroundTask.intentParameterUnfilled", .error, checkSection: "background-tasks-in-the-manifest",
            title: ("タスクのインテントのパラメータが埋まらない", "Task leaves an intent parameter unfilled"),
            description: ("バックグラウンドタスクが実行するインテントに、既定値がなくステップの parameters も埋めない必須パラメータがあります。タスクは誰にも値を尋ねられません。",
                          "An intent a background task runs has a required parameter with no default that the step's parameters do not fill; a task cannot ask anyone for it."),
            help: ("ステップの parameters に値を加えるか、パラメータに既定値を付けてください。", "Give the value in the step's parameters, or give the parameter a default."),
            example: """
                // integrations.json (the intent "AddOrderNote" requires "order" and "note")
                {
                  "identifier": "com.example.app.notes",
                  "kind": "processing",
                  "does": [{"runIntent": "AddOrderNote", "parameters": {"note": "Checked overnight"}}]
                }
                """),
        CheckRule(
            "backgroundTask.unknownWidget", .error, checkSection: "background-tasks-in-the-manifest",
            title: ("タスクが更新するウィジェットがない", "Task reloads an unknown widget"),
            description: ("バックグラウンドタスクの reloadWidgets の kinds に、マニフェストにないウィジェットの種類があります。",
                          "A kind in a background task's reloadWidgets names a widget the manifest does not declare."),
            help: ("widgets にある kind にするか、kinds を消してすべてのウィジェットを更新してください。", "Name a kind from widgets, or remove kinds to reload every widget."),
            example: """
                // integrations.json ("widgets" declares "StockWidget")
                {
                  "identifier": "com.example.app.refresh",
                  "kind": "refresh",
                  "does": [{"reloadWidgets": {"kinds": ["StocksWidget"]}}]
                }
                """,
            apple: ["https://developer.apple.com/documentation/widgetkit/widgetcenter/reloadtimelines(ofkind:)"]),
        CheckRule(
            "backgroundTask.earliestBegin", .error, checkSection: "background-tasks-in-the-manifest",
            title: ("earliestBeginAfter が0以下", "earliestBeginAfter not above 0"),
            description: ("バックグラウンドタスクの earliestBeginAfter（リクエストの earliestBeginDate までの秒数）が0以下です。",
                          "A background task's earliestBeginAfter (the seconds to the request's earliestBeginDate) is not above 0."),
            help: ("0より大きい秒数にするか、キーを消してください。", "Give a number of seconds above 0, or remove the key."),
            example: """
                // integrations.json
                {
                  "identifier": "com.example.app.cleanup",
                  "kind": "processing",
                  "earliestBeginAfter": 0,
                  "does": [{"reindex": {}}]
                }
                """,
            apple: ["https://developer.apple.com/documentation/backgroundtasks/bgtaskrequest/earliestbegindate"]),
        CheckRule(
            "infoPlist.taskNotPermitted", .error, checkSection: "background-tasks-in-the-manifest",
            title: ("タスクが Info.plist で許可されていない", "Task not in the Info.plist's permitted identifiers"),
            description: ("マニフェストのバックグラウンドタスクが Info.plist の BGTaskSchedulerPermittedIdentifiers にありません。submit(_:) は notPermitted を投げ、システムはタスクを起動しません。",
                          "A manifest background task is not in the Info.plist's BGTaskSchedulerPermittedIdentifiers: submit(_:) throws notPermitted and the system never launches the task."),
            help: ("integrations export info-plist の出力を Info.plist に入れてください。", "Merge the output of integrations export info-plist into the Info.plist."),
            example: """
                <!-- Info.plist (integrations.json has the task "com.example.app.refresh") -->
                <key>BGTaskSchedulerPermittedIdentifiers</key>
                <array>
                    <string>com.example.app.cleanup</string>
                </array>
                """,
            apple: ["https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/error/notpermitted",
                    "https://developer.apple.com/documentation/bundleresources/information-property-list/bgtaskschedulerpermittedidentifiers"]),
        CheckRule(
            "infoPlist.backgroundModeMissing", .error, checkSection: "background-tasks-in-the-manifest",
            title: ("タスクのバックグラウンドモードが Info.plist にない", "Task's background mode missing from the Info.plist"),
            description: ("アプリ更新タスクがあるのに UIBackgroundModes に fetch がないか、処理タスクがあるのに processing がありません。submit(_:) は notPermitted を投げます。",
                          "The manifest has an app refresh task while UIBackgroundModes lacks fetch, or a processing task while it lacks processing: submit(_:) throws notPermitted."),
            help: ("integrations export info-plist の出力を Info.plist に入れてください（Xcode の Background Modes）。", "Merge the output of integrations export info-plist into the Info.plist (Xcode's Background Modes)."),
            example: """
                <!-- Info.plist (integrations.json has the refresh task "com.example.app.refresh") -->
                <key>BGTaskSchedulerPermittedIdentifiers</key>
                <array><string>com.example.app.refresh</string></array>
                <key>UIBackgroundModes</key>
                <array><string>processing</string></array>
                """,
            apple: ["https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/error/notpermitted",
                    "https://developer.apple.com/documentation/backgroundtasks/bgapprefreshtask"]),
    ]
}
