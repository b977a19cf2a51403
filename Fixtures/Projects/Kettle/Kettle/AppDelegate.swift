import BackgroundTasks
import UIKit

enum TaskID {
    static let refresh = "com.example.kettle.refresh"
}

enum BackgroundTask: String {
    case cleanup = "com.example.kettle.cleanup"
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskID.refresh, using: nil) { task in
            Refresh.tips(task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTask.cleanup.rawValue, using: nil) { task in
            Refresh.tidy(task as! BGProcessingTask)
        }
        return true
    }
}
