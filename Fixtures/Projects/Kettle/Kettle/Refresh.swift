import BackgroundTasks
import Foundation

enum Refresh {
    static func scheduleTips() throws {
        let request = BGAppRefreshTaskRequest(identifier: TaskID.refresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        try BGTaskScheduler.shared.submit(request)
    }

    static func scheduleTidy() throws {
        let request = BGProcessingTaskRequest(identifier: BackgroundTask.cleanup.rawValue)
        request.requiresExternalPower = true
        try BGTaskScheduler.shared.submit(request)
    }

    static func scheduleDebug() throws {
        #if DEBUG
        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.kettle.debug"))
        #endif
    }

    static func tips(_ task: BGAppRefreshTask) {
        task.expirationHandler = { task.setTaskCompleted(success: false) }
        task.setTaskCompleted(success: true)
    }

    static func tidy(_ task: BGProcessingTask) {
        task.setTaskCompleted(success: true)
    }
}
