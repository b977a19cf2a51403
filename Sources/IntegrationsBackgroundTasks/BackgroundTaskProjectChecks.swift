import IntegrationsCore
import IntegrationsImport
import IntegrationsPointKit

/// Background tasks: the identifiers the code registers and submits against the app's
/// `BGTaskSchedulerPermittedIdentifiers` and `UIBackgroundModes` (Docs/Check.md, "Background tasks").
struct BackgroundTaskProjectChecks {
    let report: ImportReport

    /// The background-task rules that conclude from what the app's Info.plist lacks.
    static let codesNeedingTheAppsFiles: Set<String> = ["project.backgroundTaskNotPermitted", "project.backgroundModeMissing"]

    /// Whether `BGTaskSchedulerPermittedIdentifiers` permits `identifier`: listed, or covered by a listed
    /// `prefix.*` (a continued-processing task's wildcard).
    static func permits(_ tasks: [ImportReport.BackgroundTask], _ identifier: String) -> Bool {
        tasks.contains { task in
            guard task.declared else { return false }
            if task.identifier == identifier { return true }
            return task.identifier.hasSuffix(".*") && identifier.hasPrefix(String(task.identifier.dropLast()))
        }
    }

    func run() -> [Diagnostic] {
        guard let tasks = report.backgroundTasks else { return [] }
        var diagnostics: [Diagnostic] = []
        let plist = report.appInfoPlistName
        // What the code does not do is concluded only when every identifier it names was read.
        let codeRead = !report.unreadKinds.contains("backgroundTask")
        for task in tasks {
            let id = TerminalText.shortLine(task.identifier)
            let used = task.scheduledAt.first ?? task.registeredAt.first
            if !task.declared, let used, !Self.permits(tasks, task.identifier) {
                let verb = task.scheduledAt.isEmpty
                    ? LocalizedText(ja: "登録して", en: "registers") : LocalizedText(ja: "送信して", en: "submits")
                diagnostics.append(ProjectFinding.at(used, "project.backgroundTaskNotPermitted", .error, LocalizedText(
                    ja: "コードはバックグラウンドタスク「\(id)」を\(verb.ja)いますが、\(plist) の BGTaskSchedulerPermittedIdentifiers にありません。submit(_:) は BGTaskScheduler.Error.Code.notPermitted を投げ、システムはこのタスクを起動しません。",
                    en: "The code \(verb.en) the background task \"\(id)\", which \(plist)'s BGTaskSchedulerPermittedIdentifiers does not list: submit(_:) throws BGTaskScheduler.Error.Code.notPermitted and the system never launches it."),
                    fix: LocalizedText(
                        ja: "「\(id)」を \(plist) の BGTaskSchedulerPermittedIdentifiers に加えてください。",
                        en: "Add \"\(id)\" to BGTaskSchedulerPermittedIdentifiers in \(plist)."),
                    uncertainties: [task.uncertainty]))
            }
            if task.registeredAt.isEmpty, codeRead {
                if let submitted = task.scheduledAt.first {
                    diagnostics.append(ProjectFinding.at(submitted, "project.backgroundTaskUnregistered", .warning, LocalizedText(
                        ja: "コードはバックグラウンドタスク「\(id)」を送信していますが、どのコードも BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:) でその起動ハンドラーを登録していません。",
                        en: "The code submits the background task \"\(id)\", but no code registers its launch handler with BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)."),
                        fix: LocalizedText(
                            ja: "application(_:didFinishLaunchingWithOptions:) が終わるまでに「\(id)」のハンドラーを登録してください。",
                            en: "Register a handler for \"\(id)\" before application(_:didFinishLaunchingWithOptions:) returns."),
                        uncertainties: [task.uncertainty]))
                } else if task.declared, !task.identifier.hasSuffix(".*"), let declaredAt = task.declaredAt {
                    diagnostics.append(ProjectFinding.at(declaredAt, "project.backgroundTaskUnregistered", .warning, LocalizedText(
                        ja: "BGTaskSchedulerPermittedIdentifiers の「\(id)」の起動ハンドラーを、どのコードも BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:) で登録していません。許可した識別子にはどれもハンドラーが要ります。",
                        en: "BGTaskSchedulerPermittedIdentifiers lists \"\(id)\", which no code registers with BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:); every permitted identifier requires a handler."),
                        fix: LocalizedText(
                            ja: "「\(id)」のハンドラーを登録するか、この項目を消してください。",
                            en: "Register a handler for \"\(id)\", or remove the entry.")))
                }
            }
            for late in task.registeredLate ?? [] {
                let during = TerminalText.shortLine(late.during)
                diagnostics.append(ProjectFinding.at(late.source, "project.backgroundTaskRegisteredLate", .warning, LocalizedText(
                    ja: "コードはバックグラウンドタスク「\(id)」の起動ハンドラーを \(during) で登録していますが、これはアプリの起動が終わった後に呼ばれます。Apple はすべての起動ハンドラーの登録を application(_:didFinishLaunchingWithOptions:) の終わりまでに済ませるよう求めており、バックグラウンドで起動したときにハンドラーが見つかりません。",
                    en: "The code registers the launch handler of the background task \"\(id)\" in \(during), which runs after the app has finished launching; Apple requires every launch handler registered before the end of application(_:didFinishLaunchingWithOptions:), so a launch in the background finds no handler."),
                    fix: LocalizedText(
                        ja: "「\(id)」を application(_:didFinishLaunchingWithOptions:)（SwiftUI ではアプリの init()）で登録してください。",
                        en: "Register \"\(id)\" in application(_:didFinishLaunchingWithOptions:) (in SwiftUI, the App's init())."),
                    uncertainties: [task.uncertainty]))
            }
            if let submitted = task.scheduledAt.first, let mode = Self.backgroundMode(of: task.kind),
                !(report.app.backgroundModes ?? []).contains(mode.mode)
            {
                diagnostics.append(ProjectFinding.at(submitted, "project.backgroundModeMissing", .error, LocalizedText(
                    ja: "コードは\(mode.ja)「\(id)」（\(mode.request)）を送信していますが、\(plist) の UIBackgroundModes に「\(mode.mode)」がありません。submit(_:) は BGTaskScheduler.Error.Code.notPermitted を投げます。",
                    en: "The code submits the \(mode.en) \"\(id)\" (\(mode.request)), but \(plist)'s UIBackgroundModes lacks \"\(mode.mode)\": submit(_:) throws BGTaskScheduler.Error.Code.notPermitted."),
                    fix: LocalizedText(
                        ja: "「\(mode.mode)」を \(plist) の UIBackgroundModes に加えてください（Xcode の Background Modes の「\(mode.capability)」）。",
                        en: "Add \"\(mode.mode)\" to UIBackgroundModes in \(plist) (Xcode's Background Modes: \(mode.capability))."),
                    uncertainties: [task.uncertainty]))
            }
        }
        return diagnostics
    }

    /// The background mode a task's kind needs, and the words for it.
    static func backgroundMode(of kind: ImportReport.BackgroundTask.Kind) -> (mode: String, request: String, capability: String, ja: String, en: String)? {
        switch kind {
        case .refresh: ("fetch", "BGAppRefreshTaskRequest", "Background fetch", "アプリ更新タスク", "app refresh task")
        case .processing: ("processing", "BGProcessingTaskRequest", "Background processing", "処理タスク", "processing task")
        case .unknown: nil
        }
    }
}
