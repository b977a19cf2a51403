import BackgroundTasks

enum Schedule {
    static func tips() throws {
        let request = BGAppRefreshTaskRequest(identifier: TaskID.refresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        try BGTaskScheduler.shared.submit(request)
    }

    static func tidy() throws {
        let request = BGProcessingTaskRequest(identifier: BackgroundTask.cleanup.rawValue)
        request.requiresExternalPower = true
        try BGTaskScheduler.shared.submit(request)
    }

    static func debugTips() throws {
        #if DEBUG
        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.kettle.debug"))
        #endif
    }
}
