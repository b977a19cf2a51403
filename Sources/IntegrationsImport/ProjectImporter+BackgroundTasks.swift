import IntegrationsCore

extension ProjectImporter {
    /// The app's `BGTaskSchedulerPermittedIdentifiers` (each a declared ``ImportReport/BackgroundTask``) and
    /// `UIBackgroundModes`, with build settings resolved as for the other keys.
    func readBackgroundTasks(_ plist: ResolvedPlist, info: [String: Any], into report: inout ImportReport, notes: inout [Diagnostic]) {
        let file = plist.file
        let permitted = "BGTaskSchedulerPermittedIdentifiers"
        for identifier in info[permitted] as? [String] ?? [] {
            let source = file.source(ofValue: identifier, underKey: permitted)
            let value = resolved(identifier, settings: plist.settings, source: source, key: permitted, notes: &notes)
            guard !value.isEmpty else { continue }
            let index = report.backgroundTaskIndex(value)
            report.backgroundTasks![index].declared = true
            if report.backgroundTasks![index].declaredAt == nil { report.backgroundTasks![index].declaredAt = source }
        }
        let modesKey = "UIBackgroundModes"
        if let modes = info[modesKey] as? [String] {
            report.app.backgroundModes = modes.map {
                resolved($0, settings: plist.settings, source: file.source(ofValue: $0, underKey: modesKey), key: modesKey, notes: &notes)
            }.filter { !$0.isEmpty }
        }
    }
}
