import IntegrationsCore

extension CheckRules {
    /// The manifest's background tasks (``BackgroundTaskChecks``), and the Info.plist keys they need
    /// (`--info-plist`, PlatformFileChecks+BackgroundTasks.swift).
    static let backgroundTaskManifestRules: [CheckRule] = [
        CheckRule(
            "backgroundTask.duplicateIdentifier", .error, .backgroundTasks,
            title: ("バックグラウンドタスクの識別子が重複", "Background task declared twice"),
            description: ("二つのバックグラウンドタスクが同じ識別子です。BGTaskScheduler は識別子ひとつにハンドラーをひとつしか登録できません。",
                          "Two background tasks have the same identifier; BGTaskScheduler registers one launch handler per identifier."),
            help: ("どちらかの識別子を変えるか、二つをまとめてください。", "Rename one of them, or merge the two.")),
        CheckRule(
            "backgroundTask.notReverseDNS", .warning, .backgroundTasks,
            title: ("逆 URL 形式でないタスク識別子", "Task identifier not in reverse URL notation"),
            description: ("バックグラウンドタスクの識別子が逆 URL 形式（com.example.app.refresh）ではありません。Apple は BGTaskSchedulerPermittedIdentifiers の識別子を逆 URL 形式で書くよう求めています。",
                          "A background task identifier is not in reverse URL notation (com.example.app.refresh), which Apple asks of BGTaskSchedulerPermittedIdentifiers."),
            help: ("アプリのバンドル識別子で始まる識別子にしてください。", "Start the identifier with the app's bundle identifier.")),
        CheckRule(
            "backgroundTask.unknownIntent", .error, .backgroundTasks,
            title: ("タスクが実行するインテントがない", "Task runs an unknown intent"),
            description: ("バックグラウンドタスクの runIntent がマニフェストにないインテントを名指ししています。タスクは何もせずに終わります。",
                          "A background task's runIntent names an intent the manifest does not declare; the task would do nothing."),
            help: ("intents にある識別子にしてください。", "Name an identifier from intents.")),
        CheckRule(
            "backgroundTask.intentParameterUnfilled", .error, .backgroundTasks,
            title: ("タスクのインテントのパラメータが埋まらない", "Task leaves an intent parameter unfilled"),
            description: ("バックグラウンドタスクが実行するインテントに、既定値がなくステップの parameters も埋めない必須パラメータがあります。タスクは誰にも値を尋ねられません。",
                          "An intent a background task runs has a required parameter with no default that the step's parameters do not fill; a task cannot ask anyone for it."),
            help: ("ステップの parameters に値を加えるか、パラメータに既定値を付けてください。", "Give the value in the step's parameters, or give the parameter a default.")),
        CheckRule(
            "backgroundTask.unknownWidget", .error, .backgroundTasks,
            title: ("タスクが更新するウィジェットがない", "Task reloads an unknown widget"),
            description: ("バックグラウンドタスクの reloadWidgets の kinds に、マニフェストにないウィジェットの種類があります。",
                          "A kind in a background task's reloadWidgets names a widget the manifest does not declare."),
            help: ("widgets にある kind にするか、kinds を消してすべてのウィジェットを更新してください。", "Name a kind from widgets, or remove kinds to reload every widget.")),
        CheckRule(
            "backgroundTask.earliestBegin", .error, .backgroundTasks,
            title: ("earliestBeginAfter が0以下", "earliestBeginAfter not above 0"),
            description: ("バックグラウンドタスクの earliestBeginAfter（リクエストの earliestBeginDate までの秒数）が0以下です。",
                          "A background task's earliestBeginAfter (the seconds to the request's earliestBeginDate) is not above 0."),
            help: ("0より大きい秒数にするか、キーを消してください。", "Give a number of seconds above 0, or remove the key.")),
        CheckRule(
            "infoPlist.taskNotPermitted", .error, .backgroundTasks,
            title: ("タスクが Info.plist で許可されていない", "Task not in the Info.plist's permitted identifiers"),
            description: ("マニフェストのバックグラウンドタスクが Info.plist の BGTaskSchedulerPermittedIdentifiers にありません。submit(_:) は notPermitted を投げ、システムはタスクを起動しません。",
                          "A manifest background task is not in the Info.plist's BGTaskSchedulerPermittedIdentifiers: submit(_:) throws notPermitted and the system never launches the task."),
            help: ("integrations export info-plist の出力を Info.plist に入れてください。", "Merge the output of integrations export info-plist into the Info.plist.")),
        CheckRule(
            "infoPlist.backgroundModeMissing", .error, .backgroundTasks,
            title: ("タスクのバックグラウンドモードが Info.plist にない", "Task's background mode missing from the Info.plist"),
            description: ("アプリ更新タスクがあるのに UIBackgroundModes に fetch がないか、処理タスクがあるのに processing がありません。submit(_:) は notPermitted を投げます。",
                          "The manifest has an app refresh task while UIBackgroundModes lacks fetch, or a processing task while it lacks processing: submit(_:) throws notPermitted."),
            help: ("integrations export info-plist の出力を Info.plist に入れてください（Xcode の Background Modes）。", "Merge the output of integrations export info-plist into the Info.plist (Xcode's Background Modes).")),
    ]
}
