import Foundation
public import IntegrationsCore
public import IntegrationsBackgroundTasks
import IntegrationsApp
public import IntegrationsState

extension AppHost {
    /// Runs a declared background task as the system would launch it: its steps in order, each through the
    /// same path as the command that does it by hand. `reloadWidgets` asks for the widgets' reloads with
    /// the reason `task:<identifier>`, counted against each widget's daily budget (``widgetReloads``);
    /// `runIntent` performs the intent as ``perform(_:clock:language:handlers:entities:)`` does (the reloads a
    /// completion it records causes name the task: `completion <id> (task:<identifier>)`); `reindex` rebuilds the search index
    /// as ``rebuildIndex(progress:)`` does.
    ///
    /// With `expire`, the system takes the time back after the first step: the expiration handler runs, the
    /// later steps do not, and the task reports `setTaskCompleted(success: false)`. A task that resubmits
    /// itself has done so at its start, so ``BackgroundTaskRun/resubmitted`` holds either way.
    ///
    /// ```swift
    /// let run = try await host.runBackgroundTask("com.example.app.refresh", expire: true, clock: .system, language: .en)
    /// run.steps.map(\.done)  // [true, false] for {"does": [{"reloadWidgets": {}}, {"reindex": {}}]}
    /// run.completed          // false
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The task's identifier, as the manifest's `backgroundTasks` declares it.
    ///   - expire: Whether the expiration handler runs after the first step.
    ///   - clock: The user's clock and time zone.
    ///   - language: The language of the activities the intents donate.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidBackgroundTask`` for an
    ///   identifier the app does not declare (nothing runs then, the message names the nearest one), or what
    ///   a step throws (the steps before it stay done).
    public func runBackgroundTask(
        _ identifier: String, expire: Bool, clock: UserClock, language: Language
    ) async throws(IntegrationsError) -> BackgroundTaskRun {
        try await runBackgroundTask(try app.manifest.declaredBackgroundTask(identifier, file: app.manifestPath), expire: expire, clock: clock, language: language)
    }

    /// Runs `task`, one of the app's declared background tasks (``AppManifest/declaredBackgroundTask(_:file:)``
    /// looks it up), as ``runBackgroundTask(_:expire:clock:language:)-(String,_,_,_)`` does.
    public func runBackgroundTask(
        _ task: BackgroundTaskDeclaration, expire: Bool, clock: UserClock, language: Language
    ) async throws(IntegrationsError) -> BackgroundTaskRun {
        let reason = "task:\(task.identifier)"
        var steps: [BackgroundTaskRun.Step] = []
        var reloads: [BackgroundTaskRun.Reload] = []
        var succeeded = true
        for (index, step) in task.does.enumerated() {
            guard !expire || index == 0 else {
                steps.append(BackgroundTaskRun.Step(step: step, done: false))
                continue
            }
            switch step {
            case .reloadWidgets(let kinds):
                let recorded: [WidgetReload]
                if kinds.isEmpty {
                    recorded = try await reloadWidgets(reason: reason, clock: clock)
                } else {
                    recorded = try await widgetReloads.record(kinds: kinds, reason: reason, at: clock.now(), timeZone: clock.timeZone)
                }
                reloads += recorded.map { BackgroundTaskRun.Reload(kind: $0.kind, reason: $0.reason, counted: $0.counted) }
                steps.append(BackgroundTaskRun.Step(step: step, done: true))
            case .reindex:
                steps.append(BackgroundTaskRun.Step(step: step, done: true, indexed: try await rebuildIndex()))
            case .runIntent(let name, let parameters):
                // No one answers a task: it runs confirmed, with the parameters it declares.
                let performance = try await perform(
                    IntentRequest(intent: name, parameters: parameters, isConfirmed: true), clock: clock, language: language, handlers: [],
                    entities: nil, reason: reason, confirmation: nil)
                reloads += performance.widgetReloads.map { BackgroundTaskRun.Reload(kind: $0.kind, reason: $0.reason, counted: $0.counted) }
                if case .success = performance.outcome {} else { succeeded = false }
                steps.append(BackgroundTaskRun.Step(step: step, done: true, outcome: performance.outcome))
            }
        }
        return BackgroundTaskRun(
            identifier: task.identifier, kind: task.kind, steps: steps, expired: expire, completed: !expire && succeeded,
            resubmitted: task.resubmits,
            earliestBegin: task.resubmits ? task.earliestBeginAfter.map { clock.now().addingTimeInterval($0) } : nil,
            reloads: reloads)
    }
}
