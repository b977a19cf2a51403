import BackgroundTasks
import UIKit

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Registered too late: the launch handler must exist before the app finishes launching.
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.kettle.late", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
    }
}
