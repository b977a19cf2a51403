import IntegrationsCore
import IntegrationsPointKit

extension BackgroundTaskRules {
    /// The rules across an app's own project files (``BackgroundTaskProjectChecks``).
    static let project: [CheckRule] = [
        CheckRule(
            "project.backgroundTaskNotPermitted", .error, checkSection: "an-apps-own-files-check---project-path",
            title: ("許可されていないバックグラウンドタスク", "Background task not permitted"),
            description: ("コードが登録か送信するバックグラウンドタスクの識別子が、アプリの BGTaskSchedulerPermittedIdentifiers にありません。submit(_:) は BGTaskScheduler.Error.Code.notPermitted を投げ、システムはそのタスクを起動しません。",
                          "A background task identifier the code registers or submits is not in the app's BGTaskSchedulerPermittedIdentifiers: submit(_:) throws BGTaskScheduler.Error.Code.notPermitted and the system never launches the task."),
            help: ("識別子を Info.plist の BGTaskSchedulerPermittedIdentifiers に加えてください。", "Add the identifier to BGTaskSchedulerPermittedIdentifiers in the Info.plist."),
            example: """
                // Shop/AppDelegate.swift (Info.plist's BGTaskSchedulerPermittedIdentifiers lists only com.example.app.cleanup)
                import BackgroundTasks
                import UIKit

                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.refresh", using: nil) { task in
                            task.setTaskCompleted(success: true)
                        }
                        return true
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/bgtaskschedulerpermittedidentifiers",
                    "https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/error/notpermitted"]),
        CheckRule(
            "project.backgroundTaskUnregistered", .warning, checkSection: "an-apps-own-files-check---project-path",
            title: ("起動ハンドラーのないバックグラウンドタスク", "Background task without a launch handler"),
            description: ("BGTaskSchedulerPermittedIdentifiers の識別子か、コードが送信する識別子の起動ハンドラーを、どのコードも登録していません。許可した識別子にはどれもハンドラーが要ります。",
                          "No code registers a launch handler for an identifier BGTaskSchedulerPermittedIdentifiers lists or the code submits; every permitted identifier requires a handler."),
            help: ("BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:) で起動の終わりまでにハンドラーを登録するか、項目を消してください。",
                   "Register a handler with BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:) before launch finishes, or remove the entry."),
            example: """
                <!-- Shop/Info.plist (no code registers a launch handler for com.example.app.sync) -->
                <key>BGTaskSchedulerPermittedIdentifiers</key>
                <array>
                    <string>com.example.app.refresh</string>
                    <string>com.example.app.sync</string>
                </array>
                """,
            apple: ["https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/register(fortaskwithidentifier:using:launchhandler:)"]),
        CheckRule(
            "project.backgroundTaskRegisteredLate", .warning, checkSection: "an-apps-own-files-check---project-path",
            title: ("起動後に登録されるバックグラウンドタスク", "Background task registered after launch"),
            description: ("コードがバックグラウンドタスクの起動ハンドラーを、アプリの起動が終わった後に呼ばれるコールバック（viewDidLoad()、シーンの接続、SwiftUI の .onAppear など）で登録しています。登録は application(_:didFinishLaunchingWithOptions:) の終わりまでに済ませる必要があります。",
                          "The code registers a background task's launch handler in a callback that runs after the app has finished launching (viewDidLoad(), a scene's connection, SwiftUI's .onAppear); registration must be complete before the end of application(_:didFinishLaunchingWithOptions:)."),
            help: ("ハンドラーを application(_:didFinishLaunchingWithOptions:)（SwiftUI ではアプリの init()）で登録してください。",
                   "Register the handler in application(_:didFinishLaunchingWithOptions:) (in SwiftUI, the App's init())."),
            example: """
                // Shop/SettingsViewController.swift
                import BackgroundTasks
                import UIKit

                final class SettingsViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.refresh", using: nil) { task in
                            task.setTaskCompleted(success: true)
                        }
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/register(fortaskwithidentifier:using:launchhandler:)"]),
        CheckRule(
            "project.backgroundModeMissing", .error, checkSection: "an-apps-own-files-check---project-path",
            title: ("バックグラウンドモードがない", "Background mode missing"),
            description: ("コードがアプリ更新タスク（BGAppRefreshTaskRequest）を送信するのに UIBackgroundModes に fetch がないか、処理タスク（BGProcessingTaskRequest）を送信するのに processing がありません。submit(_:) は BGTaskScheduler.Error.Code.notPermitted を投げます。",
                          "The code submits an app refresh task (BGAppRefreshTaskRequest) while UIBackgroundModes lacks fetch, or a processing task (BGProcessingTaskRequest) while it lacks processing: submit(_:) throws BGTaskScheduler.Error.Code.notPermitted."),
            help: ("モードを Info.plist の UIBackgroundModes に加えてください（Xcode の Background Modes）。", "Add the mode to UIBackgroundModes in the Info.plist (Xcode's Background Modes)."),
            example: """
                // Shop/Cleanup.swift (Info.plist's UIBackgroundModes lists only "fetch")
                import BackgroundTasks

                func scheduleCleanup() throws {
                    let request = BGProcessingTaskRequest(identifier: "com.example.app.cleanup")
                    request.requiresExternalPower = true
                    try BGTaskScheduler.shared.submit(request)
                }
                """,
            apple: ["https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/error/notpermitted",
                    "https://developer.apple.com/documentation/backgroundtasks/bgapprefreshtask",
                    "https://developer.apple.com/documentation/uikit/using-background-tasks-to-update-your-app"]),
    ]
}
