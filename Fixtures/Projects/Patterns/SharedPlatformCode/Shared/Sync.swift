import BackgroundTasks
#if os(iOS)
import UIKit
#endif

/// Compiled by the iOS app and by the watch app (its target is not in this spec): each platform's
/// identifiers under `#if os(…)`.
enum Sync {
    #if os(watchOS)
    static let refreshTask = "com.example.pulse.watchkitapp.refresh"
    #else
    static let refreshTask = "com.example.pulse.refresh"
    #endif

    static func register() {
        #if os(iOS) || os(visionOS)
        BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshTask, using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(type: "com.example.pulse.measure", localizedTitle: "Measure"),
        ]
        #elseif os(watchOS)
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.pulse.watchkitapp.complication", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        #endif
    }

    static func schedule() {
        try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: refreshTask))
    }
}
