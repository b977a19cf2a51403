import Foundation
public import IntegrationsCore
import IntegrationsPointKit

extension BackgroundTasksPoint {
    /// The Info.plist keys the manifest's background tasks need: each identifier in
    /// `BGTaskSchedulerPermittedIdentifiers` (an entry ending `.*` covers the identifiers it prefixes), and
    /// each kind's mode in `UIBackgroundModes` (`fetch` for a refresh task, `processing` for a processing task).
    /// Apple: "The task identifier of the submitted task wasn't in the BGTaskSchedulerPermittedIdentifiers
    /// array" and "The app didn't set the appropriate mode in the UIBackgroundModes array" are the two causes
    /// of `BGTaskScheduler.Error.Code.notPermitted`.
    public func checkInfoPlist(_ plist: [String: Any], name: String, manifest: AppManifest) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let permitted = plist["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        let modes = Set(plist["UIBackgroundModes"] as? [String] ?? [])
        let fix = LocalizedText(ja: "integrations export info-plist の出力を Info.plist に入れてください", en: "merge the output of integrations export info-plist into the Info.plist")
        var reportedModes: Set<BackgroundTaskDeclaration.Kind> = []
        for (index, task) in declared(in: manifest).enumerated() {
            let identifier = TerminalText.shortLine(task.identifier)
            if !Self.permits(permitted, task.identifier) {
                diagnostics.append(Diagnostic("infoPlist.taskNotPermitted", .error, LocalizedText(
                    ja: "バックグラウンドタスク「\(identifier)」が Info.plist（\(name)）の BGTaskSchedulerPermittedIdentifiers にありません。submit(_:) は BGTaskScheduler.Error.Code.notPermitted を投げ、システムはこのタスクを起動しません",
                    en: "the background task \"\(identifier)\" is not in BGTaskSchedulerPermittedIdentifiers of the Info.plist (\(name)); submit(_:) throws BGTaskScheduler.Error.Code.notPermitted and the system never launches the task"),
                    path: "$.backgroundTasks[\(index)].identifier", suggestion: fix))
            }
            let mode = task.kind.backgroundMode
            if !modes.contains(mode), reportedModes.insert(task.kind).inserted {
                let what = task.kind == .refresh
                    ? LocalizedText(ja: "アプリ更新タスク", en: "app refresh task") : LocalizedText(ja: "処理タスク", en: "processing task")
                diagnostics.append(Diagnostic("infoPlist.backgroundModeMissing", .error, LocalizedText(
                    ja: "\(what.ja)「\(identifier)」には Info.plist（\(name)）の UIBackgroundModes に「\(mode)」が要ります。ないと submit(_:) は BGTaskScheduler.Error.Code.notPermitted を投げます",
                    en: "the \(what.en) \"\(identifier)\" needs \"\(mode)\" in UIBackgroundModes of the Info.plist (\(name)); without it submit(_:) throws BGTaskScheduler.Error.Code.notPermitted"),
                    path: "$.backgroundTasks[\(index)].kind", suggestion: fix))
            }
        }
        return diagnostics
    }

    /// Whether `permitted` lists `identifier`, itself or under an entry ending `.*`.
    static func permits(_ permitted: [String], _ identifier: String) -> Bool {
        permitted.contains { entry in
            entry == identifier || (entry.hasSuffix(".*") && identifier.hasPrefix(String(entry.dropLast())))
        }
    }
}

extension BackgroundTasksPoint {
    /// The Info.plist keys of the manifest's background tasks: `BGTaskSchedulerPermittedIdentifiers` with
    /// their identifiers and `UIBackgroundModes` with the modes their kinds need (`fetch`, `processing`);
    /// none for an app without background tasks.
    public func infoPlistKeys(for manifest: AppManifest) -> [String: Any] {
        let declared = declared(in: manifest)
        guard !declared.isEmpty else { return [:] }
        let kinds = Set(declared.map(\.kind))
        return [
            "BGTaskSchedulerPermittedIdentifiers": declared.map(\.identifier),
            "UIBackgroundModes": BackgroundTaskDeclaration.Kind.allCases.filter(kinds.contains).map(\.backgroundMode),
        ]
    }
}
