import Foundation
import IntegrationsCore
import IntegrationsWidgets

/// The rules of the manifest's background tasks (Docs/BackgroundTasks.md): identifiers unique and in
/// reverse URL notation, an `earliestBeginAfter` above 0, and the intents and widgets the steps name declared.
struct BackgroundTaskManifestChecks {
    let manifest: AppManifest
    /// The manifest's background tasks, as ``BackgroundTasksPoint`` decoded its section.
    let declarations: [BackgroundTaskDeclaration]

    func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func add(_ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ path: String, _ ja: String, _ en: String, suggestion: LocalizedText? = nil) {
            diagnostics.append(Diagnostic(code, severity, LocalizedText(ja: ja, en: en), path: path, suggestion: suggestion))
        }
        var identifiers: Set<String> = []
        let widgetKinds = Set(manifest.widgets.map(\.kind))
        for (index, task) in declarations.enumerated() {
            let path = "$.backgroundTasks[\(index)]"
            let identifier = TerminalText.shortLine(task.identifier)
            if !identifiers.insert(task.identifier).inserted {
                add("backgroundTask.duplicateIdentifier", .error, "\(path).identifier",
                    "バックグラウンドタスク「\(identifier)」が重複しています",
                    "the background task \"\(identifier)\" is declared twice")
            } else if !ReverseDNS.isName(task.identifier) {
                add("backgroundTask.notReverseDNS", .warning, "\(path).identifier",
                    "バックグラウンドタスクの識別子「\(identifier)」は逆 URL 形式（com.example.app.refresh など）ではありません。BGTaskSchedulerPermittedIdentifiers は逆 URL 形式の識別子を求めます",
                    "the background task identifier \"\(identifier)\" is not in reverse URL notation (such as com.example.app.refresh), which BGTaskSchedulerPermittedIdentifiers asks for")
            }
            if let seconds = task.earliestBeginAfter, !(seconds > 0) {
                // Whole seconds without a fraction, as written: 0, -60.
                let shown = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
                add("backgroundTask.earliestBegin", .error, "\(path).earliestBeginAfter",
                    "バックグラウンドタスク「\(identifier)」の earliestBeginAfter は0より大きい秒数です（\(shown) ではなく）",
                    "the earliestBeginAfter of background task \"\(identifier)\" must be a number of seconds above 0 (not \(shown))",
                    suggestion: LocalizedText(ja: "開始を遅らせないなら earliestBeginAfter を消してください", en: "remove earliestBeginAfter to let it begin as soon as the system allows"))
            }
            for (stepIndex, step) in task.does.enumerated() {
                let stepPath = "\(path).does[\(stepIndex)]"
                switch step {
                case .runIntent(let name, let parameters):
                    guard let intent = manifest.intents.first(where: { $0.identifier == name }) else {
                        let nearest = ManifestKeys.nearest(to: name, in: Set(manifest.intents.map(\.identifier)))
                        add("backgroundTask.unknownIntent", .error, "\(stepPath).runIntent",
                            "バックグラウンドタスク「\(identifier)」が実行するインテント「\(TerminalText.shortLine(name))」はありません",
                            "the intent \"\(TerminalText.shortLine(name))\" that background task \"\(identifier)\" runs does not exist",
                            suggestion: nearest.map(LocalizedText.didYouMean))
                        continue
                    }
                    // A background task has no notification or person to fill a parameter: only the step's
                    // own parameters and the intent's defaults do.
                    for parameter in intent.parameters where parameter.isRequired && parameter.defaultValue == nil && parameters[parameter.name] == nil {
                        add("backgroundTask.intentParameterUnfilled", .error, "\(stepPath).runIntent",
                            "バックグラウンドタスク「\(identifier)」が実行するインテント「\(name)」のパラメータ「\(parameter.name)」を埋めるものがありません。タスクは誰にも尋ねられません",
                            "nothing fills the parameter \"\(parameter.name)\" of intent \"\(name)\", which background task \"\(identifier)\" runs; a task cannot ask anyone",
                            suggestion: LocalizedText(ja: "\"parameters\": {\"\(parameter.name)\": …} を加えてください", en: "add \"parameters\": {\"\(parameter.name)\": …}"))
                    }
                case .reloadWidgets(let kinds):
                    for (kindIndex, kind) in kinds.enumerated() where !widgetKinds.contains(kind) {
                        let nearest = ManifestKeys.nearest(to: kind, in: widgetKinds)
                        add("backgroundTask.unknownWidget", .error, "\(stepPath).reloadWidgets.kinds[\(kindIndex)]",
                            "バックグラウンドタスク「\(identifier)」が更新するウィジェット「\(TerminalText.shortLine(kind))」はありません",
                            "the widget \"\(TerminalText.shortLine(kind))\" that background task \"\(identifier)\" reloads does not exist",
                            suggestion: nearest.map(LocalizedText.didYouMean))
                    }
                case .reindex:
                    break
                }
            }
        }
        return diagnostics
    }
}
