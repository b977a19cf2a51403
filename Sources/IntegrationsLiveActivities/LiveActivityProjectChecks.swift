import IntegrationsCore
import IntegrationsImport
import IntegrationsPointKit

/// Live Activities: the `ActivityAttributes` types the code starts and presents against the app's
/// `NSSupportsLiveActivities` and `NSSupportsLiveActivitiesFrequentUpdates` (Docs/Check.md, "Live Activities").
struct LiveActivityProjectChecks {
    /// The Live Activity rules that conclude from what the app's Info.plist lacks.
    static let codesNeedingTheAppsFiles: Set<String> = ["project.liveActivityNotSupported", "project.liveActivityFrequentUpdates"]

    let report: ImportReport

    func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let app = report.app
        let plist = app.source.map { ImportReport.place(of: $0).file } ?? "Info.plist"
        let supported = app.supportsLiveActivities == true
        // A key whose value is a build setting not resolved: set, perhaps to YES.
        let keyUnknown = app.supportsLiveActivitiesSource != nil && app.supportsLiveActivities == nil
            ? Uncertainty(.unresolved, "NSSupportsLiveActivities") : nil
        let lacks = app.supportsLiveActivities == false
            ? LocalizedText(ja: "NSSupportsLiveActivities が NO です", en: "sets NSSupportsLiveActivities to NO")
            : LocalizedText(ja: "NSSupportsLiveActivities が true ではありません", en: "has no NSSupportsLiveActivities set to true")
        let misplaced = app.liveActivityKeyInExtensions?.first.map { ImportReport.place(of: $0).file }
        let fix = LocalizedText(
            ja: "アプリの Info.plist（\(plist)）に NSSupportsLiveActivities = YES を加えてください。"
                + (misplaced.map { "\($0) にありますが、それは機能拡張の Info.plist で、そこでは何もしません。" } ?? ""),
            en: "Add NSSupportsLiveActivities = YES to the app's Info.plist (\(plist))."
                + (misplaced.map { " It is in \($0), an extension's Info.plist, where it does nothing." } ?? ""))
        let codeRead = !report.unreadKinds.contains("liveActivityAttributes")
        for activity in report.liveActivities ?? [] {
            let type = TerminalText.shortLine(activity.attributesType)
            let start = activity.startedAt.first ?? activity.pushToStartAt.first
            if !supported, let start {
                diagnostics.append(ProjectFinding.at(start, "project.liveActivityNotSupported", .error, LocalizedText(
                    ja: "コードは Live Activity「\(type)」を開始しますが、\(plist) で \(lacks.ja)。ActivityKit はこれを開始できません（Activity.request は例外を投げ、push-to-start は無視されます）。",
                    en: "The code starts the Live Activity \"\(type)\", but \(plist) \(lacks.en), so ActivityKit cannot start it (Activity.request throws; push-to-start is ignored)."),
                    fix: fix, uncertainties: [activity.uncertainty, keyUnknown]))
            } else if !supported, let presenter = activity.presentedBy.first {
                // Only a widget presents it: the app may start it from code the reader did not see.
                diagnostics.append(ProjectFinding.at(presenter.source, "project.liveActivityNotSupported", .warning, LocalizedText(
                    ja: "ウィジェット \(TerminalText.shortLine(presenter.widget)) は Live Activity「\(type)」を表示しますが、\(plist) で \(lacks.ja)。アプリはこれを開始できません。",
                    en: "The widget \(TerminalText.shortLine(presenter.widget)) presents the Live Activity \"\(type)\", but \(plist) \(lacks.en), so the app cannot start it."),
                    fix: fix, uncertainties: [keyUnknown]))
            }
            if let start, activity.presentedBy.isEmpty, codeRead {
                diagnostics.append(ProjectFinding.at(start, "project.liveActivityNotPresented", .warning, LocalizedText(
                    ja: "コードは Live Activity「\(type)」を開始しますが、どのウィジェット拡張も ActivityConfiguration(for: \(type).self) を宣言していません。これを表示するものがありません。",
                    en: "The code starts the Live Activity \"\(type)\", but no widget extension declares ActivityConfiguration(for: \(type).self), so nothing can show it."),
                    fix: LocalizedText(
                        ja: "ウィジェット拡張の WidgetBundle に ActivityConfiguration(for: \(type).self) を返すウィジェットを加えてください。",
                        en: "Add a widget whose body is ActivityConfiguration(for: \(type).self) to the widget extension's WidgetBundle."),
                    uncertainties: [activity.uncertainty]))
            }
        }
        let frequent = app.supportsLiveActivitiesFrequentUpdates
        let frequentUnknown = app.supportsLiveActivitiesFrequentUpdatesSource != nil && frequent == nil
            ? Uncertainty(.unresolved, "NSSupportsLiveActivitiesFrequentUpdates") : nil
        if let read = report.frequentPushesReadAt?.first, frequent != true {
            diagnostics.append(ProjectFinding.at(read, "project.liveActivityFrequentUpdates", .warning, LocalizedText(
                ja: "コードは ActivityAuthorizationInfo().frequentPushesEnabled を読みますが、\(plist) に NSSupportsLiveActivitiesFrequentUpdates = YES がないので、値はいつも false です。",
                en: "The code reads ActivityAuthorizationInfo().frequentPushesEnabled, but \(plist) has no NSSupportsLiveActivitiesFrequentUpdates set to true, so it is always false."),
                fix: LocalizedText(
                    ja: "頻繁なプッシュ更新が要るなら、アプリの Info.plist（\(plist)）に NSSupportsLiveActivitiesFrequentUpdates = YES を加えてください。",
                    en: "If the Live Activities need frequent push updates, add NSSupportsLiveActivitiesFrequentUpdates = YES to the app's Info.plist (\(plist))."),
                uncertainties: [frequentUnknown]))
        }
        if frequent == true, !supported, let source = app.supportsLiveActivitiesFrequentUpdatesSource {
            diagnostics.append(ProjectFinding.at(source, "project.liveActivityFrequentUpdates", .warning, LocalizedText(
                ja: "\(plist) に NSSupportsLiveActivitiesFrequentUpdates がありますが、NSSupportsLiveActivities = YES がありません。Live Activity を使えないアプリで、頻繁な更新は何もしません。",
                en: "\(plist) sets NSSupportsLiveActivitiesFrequentUpdates but not NSSupportsLiveActivities, so the app has no Live Activities to update frequently."),
                fix: fix, uncertainties: [keyUnknown]))
        }
        return diagnostics
    }
}
