public import Foundation
public import IntegrationsCore
public import IntegrationsBackgroundTasks

/// What a background task's run did, for people: each step done or not, the intents' outcomes, the
/// widget reloads and whether the budget counted them, then how the task ended.
///
/// ```text
/// Background task com.example.app.refresh (refresh)
///   ✓ reloadWidgets
///   – reindex (not run: the task expired)
/// Reloads: TodayWidget (task:com.example.app.refresh)
/// The expiration handler ran after step 1; setTaskCompleted(success: false).
/// Submitted again.
/// ```
public struct BackgroundTaskRunReporter: Reporter {
    public static let identifier = "task-run"

    /// The language of the text.
    public var language: Language
    /// The zone a resubmitted task's earliest begin is shown in.
    public var timeZone: TimeZone

    /// Creates the reporter.
    public init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    public func report(_ run: BackgroundTaskRun) -> ReportText {
        var text = ReportText()
        text.output(TerminalText.safeLine(LocalizedText(
            ja: "バックグラウンドタスク \(run.identifier)（\(run.kind.rawValue)）",
            en: "Background task \(run.identifier) (\(run.kind.rawValue))")[language]))
        for step in run.steps {
            let line = step.step.summary
            guard step.done else {
                text.output(TerminalText.safeLine("  – \(line)" + LocalizedText(ja: "（実行せず: タスクが期限切れ）", en: " (not run: the task expired)")[language]))
                continue
            }
            var detail = ""
            if let indexed = step.indexed { detail = LocalizedText(ja: "（\(indexed)件を索引）", en: " (\(indexed) items indexed)")[language] }
            if let outcome = step.outcome {
                let said: String
                if case .success(let dialog, _, _, _) = outcome { said = dialog[language] } else {
                    said = IntentOutcomeReporter.summary(of: outcome, language: language)
                }
                detail = language == .ja ? "（\(said)）" : " (\(said))"
            }
            text.output(TerminalText.safeLine("  ✓ \(line)\(detail)"))
        }
        if !run.reloads.isEmpty {
            let waiting = LocalizedText(ja: " 予算超過", en: " over budget")[language]
            let list = run.reloads.map { "\($0.kind)\($0.counted ? "" : waiting)" }.joined(separator: ", ")
            text.output(TerminalText.safeLine(LocalizedText(ja: "ウィジェットの更新: \(list)", en: "Widget reloads: \(list)")[language]))
        }
        if run.expired {
            text.output(LocalizedText(
                ja: "最初のステップの後で期限切れハンドラーが実行されました。setTaskCompleted(success: false)。",
                en: "The expiration handler ran after the first step; setTaskCompleted(success: false).")[language])
        } else {
            text.output("setTaskCompleted(success: \(run.completed)).")
        }
        if run.resubmitted {
            let when = run.earliestBegin.map { WallClockText.local($0, timeZone) }
            text.output(LocalizedText(
                ja: "再送信しました" + (when.map { "（\($0) 以降）" } ?? "") + "。",
                en: "Submitted again" + (when.map { " (not before \($0))" } ?? "") + ".")[language])
        }
        return text
    }
}
