import Foundation
import IntegrationsApp
import IntegrationsBackgroundTasks
import IntegrationsCore
import IntegrationsHost
import IntegrationsTestSupport
import IntegrationsState
import IntegrationsWidgets
import Testing
import EmbeddedSample

/// ``AppHost/runBackgroundTask(_:expire:clock:language:)`` on the embedded sample with background tasks of
/// this test's own: the steps run in order through the paths the commands use, widget reloads count in the
/// daily budget, the expiration handler's edges, and an undeclared identifier (issue 35).
@Suite struct AppBackgroundTasksTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    /// 2026-11-26 10:00 in Tokyo.
    static let clock = UserClock.fixed(Date(timeIntervalSince1970: 1_795_568_400 + 4 * 86_400), timeZone: tokyo)

    static let refresh = BackgroundTaskDeclaration(
        identifier: "com.example.refresh", kind: .refresh, earliestBeginAfter: 3600,
        does: [.reloadWidgets(kinds: []), .reindex, .runIntent("CheckProgress", parameters: [:])], resubmits: true)
    static let complete = BackgroundTaskDeclaration(
        identifier: "com.example.complete", kind: .processing, does: [.runIntent("CompleteGoal", parameters: ["goal": "goal-3"])])
    static let one = BackgroundTaskDeclaration(identifier: "com.example.one", kind: .refresh, does: [.reloadWidgets(kinds: ["TodayGoalsWidget"])])
    static let empty = BackgroundTaskDeclaration(identifier: "com.example.empty", kind: .processing)
    static let asks = BackgroundTaskDeclaration(identifier: "com.example.asks", kind: .processing, does: [.runIntent("CompleteGoal", parameters: [:])])

    static func host(_ folder: TemporaryFolder, tasks: [BackgroundTaskDeclaration] = [refresh, complete, one, empty, asks]) throws -> AppHost {
        let sample = try App.embedded()
        var manifest = sample.manifest
        manifest.backgroundTasks = tasks
        return try AppHost.open(app: App(directory: sample.directory, manifest: manifest), storePath: folder.path("store.sqlite"))
    }

    @Test func theStepsRunInOrderAndTheReloadsCount() async throws {
        let folder = try TemporaryFolder(prefix: "background-tasks")
        defer { folder.remove() }
        let host = try Self.host(folder)
        let run = try await host.runBackgroundTask("com.example.refresh", expire: false, clock: Self.clock, language: .en)
        let kinds = host.app.manifest.widgets.map(\.kind)
        #expect(run.identifier == "com.example.refresh" && run.kind == .refresh)
        #expect(run.steps.map(\.done) == [true, true, true])
        #expect(run.steps.map(\.step.name) == ["reloadWidgets", "reindex", "runIntent"])
        #expect(run.steps[1].indexed == (try host.app.searchableItems().count))
        if case .success? = run.steps[2].outcome {} else { Issue.record("CheckProgress: \(String(describing: run.steps[2].outcome))") }
        #expect(!run.expired && run.completed && run.resubmitted)
        #expect(run.earliestBegin == Self.clock.now().addingTimeInterval(3600))
        #expect(run.reloads.map(\.kind) == kinds)
        #expect(run.reloads.allSatisfy { $0.reason == "task:com.example.refresh" && $0.counted })
        // The widget log holds them, counted against the day's budget, as widget reloads shows them.
        let day = CalendarDay(date: Self.clock.now(), timeZone: Self.tokyo)
        let logged = try await host.widgetReloads.reloads(on: day)
        #expect(logged.map(\.reason) == Array(repeating: "task:com.example.refresh", count: kinds.count))
        let remaining = try await host.widgetReloads.remaining(of: kinds, on: day)
        #expect(remaining == Dictionary(uniqueKeysWithValues: kinds.map { ($0, WidgetReloadLog.dailyBudget - 1) }))
    }

    /// The widget budget is the one intents and notifications spend: past it, a task's reload is logged
    /// but not counted.
    @Test func aReloadPastTheBudgetIsNotCounted() async throws {
        let folder = try TemporaryFolder(prefix: "background-tasks")
        defer { folder.remove() }
        let host = try Self.host(folder)
        for _ in 0..<WidgetReloadLog.dailyBudget {
            _ = try await host.reloadWidgets(reason: "CompleteGoal", clock: Self.clock)
        }
        let run = try await host.runBackgroundTask("com.example.one", expire: false, clock: Self.clock, language: .en)
        #expect(run.reloads.map(\.kind) == ["TodayGoalsWidget"])
        #expect(run.reloads.map(\.counted) == [false])
        #expect(run.completed)
    }

    /// An intent step runs as intent run does: its completion is recorded with its reloads, which carry the
    /// task's reason.
    @Test func anIntentStepPerformsTheIntent() async throws {
        let folder = try TemporaryFolder(prefix: "background-tasks")
        defer { folder.remove() }
        let host = try Self.host(folder)
        let run = try await host.runBackgroundTask("com.example.complete", expire: false, clock: Self.clock, language: .ja)
        guard case .success(_, _, _, let completion)? = run.steps.first?.outcome else {
            Issue.record("\(String(describing: run.steps.first?.outcome))")
            return
        }
        #expect(completion == .recorded)
        let day = CalendarDay(date: Self.clock.now(), timeZone: Self.tokyo)
        #expect(try await host.completionLog.completions(on: day).map(\.entityID) == ["goal-3"])
        #expect(run.reloads.count == host.app.manifest.widgets.count)
        // The completion's reloads name it and the task, as a notification action's name the action.
        #expect(run.reloads.allSatisfy { $0.reason == "completion goal-3 (task:com.example.complete)" }, "\(run.reloads)")
        #expect(run.completed && !run.resubmitted && run.earliestBegin == nil)
    }

    /// An intent that ends needing a value leaves the task not completed (success false), not thrown.
    @Test func anIntentThatNeedsAValueIsNotASuccess() async throws {
        let folder = try TemporaryFolder(prefix: "background-tasks")
        defer { folder.remove() }
        let run = try await Self.host(folder).runBackgroundTask("com.example.asks", expire: false, clock: Self.clock, language: .en)
        if case .needsValue(let parameter, _, _)? = run.steps.first?.outcome { #expect(parameter == "goal") } else {
            Issue.record("\(String(describing: run.steps.first?.outcome))")
        }
        #expect(run.steps.map(\.done) == [true])
        #expect(!run.completed && !run.expired)
    }

    /// The expiration handler runs after the first step: the later steps do not run, nothing they would
    /// write is written, the task completes with success false, and its resubmit still stands.
    @Test(arguments: [
        ("com.example.refresh", [true, false, false], true),
        ("com.example.one", [true], false),
        ("com.example.empty", [], false),
    ])
    func expiringStopsAfterTheFirstStep(identifier: String, done: [Bool], resubmitted: Bool) async throws {
        let folder = try TemporaryFolder(prefix: "background-tasks")
        defer { folder.remove() }
        let host = try Self.host(folder)
        let run = try await host.runBackgroundTask(identifier, expire: true, clock: Self.clock, language: .en)
        #expect(run.steps.map(\.done) == done)
        #expect(run.expired && !run.completed)
        #expect(run.resubmitted == resubmitted)
        #expect(run.steps.dropFirst().allSatisfy { $0.outcome == nil && $0.indexed == nil })
        // The intent after the expiry was not performed: nothing completed today.
        let day = CalendarDay(date: Self.clock.now(), timeZone: Self.tokyo)
        #expect(try await host.completionLog.completions(on: day).isEmpty)
    }

    @Test func anUndeclaredIdentifierNamesTheNearest() async throws {
        let folder = try TemporaryFolder(prefix: "background-tasks")
        defer { folder.remove() }
        let host = try Self.host(folder)
        await #expect {
            _ = try await host.runBackgroundTask("com.example.refesh", expire: false, clock: Self.clock, language: .en)
        } throws: { error in
            guard let error = error as? IntegrationsError else { return false }
            return error.kind == .invalidBackgroundTask
                && error.message.en == "There is no background task \"com.example.refesh\". Did you mean \"com.example.refresh\"?"
                && error.message.ja == "バックグラウンドタスク「com.example.refesh」はありません。「com.example.refresh」のことですか？"
                && error.undeclared == NoMatch(key: "identifier", name: "com.example.refesh", nearest: "com.example.refresh", message: error.message)
        }
        let none = try Self.host(folder, tasks: [])
        #expect(none.app.manifest.undeclaredBackgroundTask("x").message.en
            == "There is no background task \"x\". The app declares no background tasks (backgroundTasks in integrations.json).")
        #expect(none.app.manifest.undeclaredBackgroundTask("x").undeclared?.nearest == nil)
        #expect(try await host.widgetReloads.reloads(on: CalendarDay(date: Self.clock.now(), timeZone: Self.tokyo)).isEmpty)
    }
}
