import Foundation
import IntegrationsTestSupport
import Testing

/// `integrations task list` and `task run` on a copy of the bundled sample with background tasks of this
/// test's own (the sample gains its daily refresh task later): the steps and the widget budget through
/// `widget reloads`, `--expire`, an undeclared identifier (exit 3, the nearest named), a damaged store, and
/// `export info-plist` making `check --info-plist`'s task errors go away (issue 35).
@Suite struct BackgroundTaskCommandTests {
    static var tasks: [[String: Any]] { [
        ["identifier": "com.appcadia.refresh.daily", "kind": "refresh", "earliestBeginAfter": 86_400, "resubmits": true,
         "does": [["reloadWidgets": [String: Any]()], ["reindex": [String: Any]()], ["runIntent": "CheckProgress"]]],
        ["identifier": "com.appcadia.complete", "kind": "processing",
         "does": [["runIntent": "CompleteGoal", "parameters": ["goal": "goal-3"]], ["reloadWidgets": ["kinds": ["TodayGoalsWidget"]]]]],
    ] }

    /// A copy of the sample with ``tasks``, in the runner's folder, and a fixed clock.
    static func runner() throws -> (CommandRunner, String) {
        var runner = try CommandRunner()
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-26T10:00:00+09:00"
        runner.overrides["TZ"] = "Asia/Tokyo"
        let app = try IntentCommandTests.editedApp(runner) { $0["backgroundTasks"] = tasks }
        return (runner, app)
    }

    @Test(arguments: [
        ("en", """
            com.appcadia.refresh.daily  refresh  (after 86400 s, resubmits)
              1. reloadWidgets
              2. reindex
              3. runIntent CheckProgress
            com.appcadia.complete  processing
              1. runIntent CompleteGoal goal=goal-3
              2. reloadWidgets TodayGoalsWidget

            """),
        ("ja", """
            com.appcadia.refresh.daily  refresh  (86400 秒後から、再送信する)
              1. reloadWidgets
              2. reindex
              3. runIntent CheckProgress
            com.appcadia.complete  processing
              1. runIntent CompleteGoal goal=goal-3
              2. reloadWidgets TodayGoalsWidget

            """),
    ])
    func theListShowsEachTaskAndItsSteps(language: String, expected: String) throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["task", "list", "--app", app, "--locale", language])
        #expect(result.status == 0)
        #expect(result.output == expected)
        let json = try runner.run(["task", "list", "--app", app, "--json"]).object()
        let tasks = try #require(json["backgroundTasks"] as? [[String: Any]])
        #expect(tasks.map { $0["identifier"] as? String } == ["com.appcadia.refresh.daily", "com.appcadia.complete"])
        #expect((tasks[1]["does"] as? [[String: Any]])?.first?["parameters"] as? [String: String] == ["goal": "goal-3"])
    }

    /// The embedded sample declares none yet: the list says so.
    @Test func noTasks() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try IntentCommandTests.editedApp(runner) { $0["backgroundTasks"] = nil }
        #expect(try runner.run(["task", "list", "--app", app, "--locale", "en"]).output == "No background tasks.\n")
        #expect(try runner.run(["task", "list", "--app", app, "--json"]).object()["backgroundTasks"] as? [Any] != nil)
    }

    /// Every step runs; the reloads are in the day's widget log with the task's reason, counted.
    @Test func aRunDoesEveryStepAndSpendsTheWidgetBudget() throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["task", "run", "com.appcadia.refresh.daily", "--app", app, "--json"])
        #expect(result.status == 0, "\(result.error)")
        let run = try result.object()
        #expect(run["identifier"] as? String == "com.appcadia.refresh.daily" && run["kind"] as? String == "refresh")
        let steps = try #require(run["steps"] as? [[String: Any]])
        #expect(steps.map { $0["step"] as? String } == ["reloadWidgets", "reindex", "runIntent"])
        #expect(steps.map { $0["done"] as? Bool } == [true, true, true])
        #expect((steps[1]["indexed"] as? Int ?? 0) > 40)
        #expect((steps[2]["result"] as? [String: Any])?["outcome"] as? String == "success")
        #expect(run["expired"] as? Bool == false && run["completed"] as? Bool == true && run["resubmitted"] as? Bool == true)
        #expect(run["earliestBegin"] as? String == "2026-11-27T01:00:00Z")
        let reloads = try #require(run["reloads"] as? [[String: Any]])
        #expect(reloads.count == 4 && reloads.allSatisfy { $0["reason"] as? String == "task:com.appcadia.refresh.daily" && $0["counted"] as? Bool == true })
        let log = try runner.run(["widget", "reloads", "--app", app, "--json"]).object()
        let logged = try #require(log["reloads"] as? [[String: Any]])
        #expect(logged.map { $0["reason"] as? String } == Array(repeating: "task:com.appcadia.refresh.daily", count: 4))
        #expect((log["remaining"] as? [String: Int])?["TodayGoalsWidget"] == 39)
    }

    /// The intent step records the completion as intent run would; the kinds step reloads one widget.
    @Test func anIntentStepRecordsTheCompletion() throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        let run = try runner.run(["task", "run", "com.appcadia.complete", "--app", app, "--json"]).object()
        let steps = try #require(run["steps"] as? [[String: Any]])
        let intent = try #require(steps.first?["result"] as? [String: Any])
        #expect(intent["outcome"] as? String == "success" && intent["completion"] as? String == "recorded", "\(intent)")
        #expect(steps.last?["kinds"] as? [String] == ["TodayGoalsWidget"])
        // Four reloads for the completion, then one for the step.
        let reasons = (run["reloads"] as? [[String: Any]] ?? []).map { "\($0["kind"] as? String ?? "") \($0["reason"] as? String ?? "")" }
        #expect(reasons.count == 5 && reasons.last == "TodayGoalsWidget task:com.appcadia.complete", "\(reasons)")
        let again = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-3", "--app", app, "--json"]).object()
        #expect(again["completion"] as? String == "alreadyDone")
    }

    @Test(arguments: [
        ("en", """
            Background task com.appcadia.refresh.daily (refresh)
              ✓ reloadWidgets
              – reindex (not run: the task expired)
              – runIntent CheckProgress (not run: the task expired)
            Widget reloads: TodayGoalsWidget, ProgressSummaryWidget, ActivityMiniWidget, NextStepWidget
            The expiration handler ran after the first step; setTaskCompleted(success: false).
            Submitted again (not before 2026-11-27 10:00:00 +09:00).

            """),
        ("ja", """
            バックグラウンドタスク com.appcadia.refresh.daily（refresh）
              ✓ reloadWidgets
              – reindex（実行せず: タスクが期限切れ）
              – runIntent CheckProgress（実行せず: タスクが期限切れ）
            ウィジェットの更新: TodayGoalsWidget, ProgressSummaryWidget, ActivityMiniWidget, NextStepWidget
            最初のステップの後で期限切れハンドラーが実行されました。setTaskCompleted(success: false)。
            再送信しました（2026-11-27 10:00:00 +09:00 以降）。

            """),
    ])
    func expiringRunsTheFirstStepOnly(language: String, expected: String) throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["task", "run", "com.appcadia.refresh.daily", "--expire", "--app", app, "--locale", language])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == expected)
        let json = try runner.run(["task", "run", "com.appcadia.refresh.daily", "--expire", "--app", app, "--json"]).object()
        #expect((json["steps"] as? [[String: Any]])?.map { $0["done"] as? Bool } == [true, false, false])
        #expect(json["expired"] as? Bool == true && json["completed"] as? Bool == false && json["resubmitted"] as? Bool == true)
    }

    @Test(arguments: [
        ("en", "There is no background task \"com.appcadia.refresh.dialy\". Did you mean \"com.appcadia.refresh.daily\"?\n"),
        ("ja", "バックグラウンドタスク「com.appcadia.refresh.dialy」はありません。「com.appcadia.refresh.daily」のことですか？\n"),
    ])
    func anUndeclaredIdentifierIsNoMatch(language: String, message: String) throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["task", "run", "com.appcadia.refresh.dialy", "--app", app, "--locale", language])
        #expect(result.status == 3)
        #expect(result.output.isEmpty)
        #expect(result.error == message)
        let json = try runner.run(["task", "run", "com.appcadia.refresh.dialy", "--app", app, "--json"])
        #expect(json.status == 3)
        let document = try json.object()
        #expect(document["outcome"] as? String == "noMatch" && document["nearest"] as? String == "com.appcadia.refresh.daily")
        // Nothing was opened or written: the store was never made.
        #expect(!FileManager.default.fileExists(atPath: runner.storePath))
    }

    /// A damaged store is never written: the task fails with the store's message and leaves its bytes.
    @Test func aDamagedStoreIsNotWritten() throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        #expect(try runner.run(["task", "run", "com.appcadia.refresh.daily", "--app", app]).status == 0)
        try StoreDamage.overwritePages(of: runner.storePath)
        let before = try Data(contentsOf: URL(fileURLWithPath: runner.storePath))
        let result = try runner.run(["task", "run", "com.appcadia.refresh.daily", "--app", app, "--json"])
        #expect(result.status == 1)
        #expect(try result.failure().kind == "storeCorrupt", "\(result.output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: runner.storePath)) == before)
    }

    /// `check --info-plist` reports the tasks an Info.plist does not permit and the modes it lacks; the
    /// output of `export info-plist` makes them go away.
    @Test func theExportedInfoPlistPermitsTheTasks() throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        let plist = runner.folder.appendingPathComponent("Info.plist")
        // Everything export writes but the background tasks' keys.
        let full = try runner.run(["export", "info-plist", "--app", app])
        var lacking = try #require(try PropertyListSerialization.propertyList(from: Data(full.output.utf8), format: nil) as? [String: Any])
        #expect(lacking.removeValue(forKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] == ["com.appcadia.refresh.daily", "com.appcadia.complete"])
        #expect(lacking.removeValue(forKey: "UIBackgroundModes") as? [String] == ["fetch", "processing"])
        try PropertyListSerialization.data(fromPropertyList: lacking, format: .xml, options: 0).write(to: plist)
        let result = try runner.run(["check", "--app", app, "--info-plist", plist.path, "--json"])
        #expect(result.status == 2)
        let codes = try result.diagnostics().compactMap { $0["code"] as? String }.filter { $0.hasPrefix("infoPlist.") }
        #expect(codes.sorted() == [
            "infoPlist.backgroundModeMissing", "infoPlist.backgroundModeMissing", "infoPlist.taskNotPermitted", "infoPlist.taskNotPermitted",
        ], "\(result.output)")
        try Data(full.output.utf8).write(to: plist)
        let fixed = try runner.run(["check", "--app", app, "--info-plist", plist.path, "--locale", "en"])
        #expect(fixed.status == 0, "\(fixed.output)")
    }
}
