import Foundation
import IntegrationsTestSupport
import Testing

/// Tried as a new team would (issue 20): the sample's own files with every sample word renamed — goal →
/// dish, trainer → chef, celebration → kudos, quickCompletion → doneNote, the app's name and 目標/トレーナー
/// too, file names included — work through every point with no code change.
@Suite struct RenamedSampleCommandTests {
    static let renames = [
        ("quickCompletion", "doneNote"), ("celebration", "kudos"), ("CELEBRATION", "KUDOS"), ("Appcadia", "Dishcadia"),
        ("appcadia", "dishcadia"), ("アプカディア", "ディシュカディア"), ("Goal", "Dish"), ("goal", "dish"), ("GOAL", "DISH"),
        ("Trainer", "Chef"), ("trainer", "chef"), ("目標", "料理"), ("トレーナー", "シェフ"),
    ]

    static func renamed(_ text: String) -> String {
        renames.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// The renamed copy of `Fixtures/Appcadia`'s data files, and a runner whose clock is in Tokyo.
    static func app(_ runner: CommandRunner) throws -> String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Appcadia")
        let folder = runner.temporary.path("dishcadia")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name.hasSuffix(".json") {
            let text = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
            try renamed(text).write(toFile: "\(folder)/\(renamed(name))", atomically: true, encoding: .utf8)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["chefs.json", "dishs.json", "integrations.json"])
        let manifest = try String(contentsOfFile: "\(folder)/integrations.json", encoding: .utf8).lowercased()
        for word in ["goal", "trainer", "appcadia", "celebration", "quickcompletion", "目標", "トレーナー"] { #expect(!manifest.contains(word)) }
        return folder
    }

    static func runner(now: String) throws -> CommandRunner {
        var runner = try CommandRunner()
        runner.overrides["INTEGRATIONS_NOW"] = now
        runner.overrides["TZ"] = "Asia/Tokyo"
        runner.overrides["INTEGRATIONS_LOCALE"] = "ja"
        return runner
    }

    @Test func checkSearchRouteAndIntents() throws {
        var runner = try Self.runner(now: "2026-11-20T09:00:00+09:00")
        defer { runner.remove() }
        let app = try Self.app(runner)
        // Asserted on --json: the names are data; the sentences are pinned where their commands are tested
        // (CheckCommandTests, RouteCommandTests, the tours) (issue 32, Decision 210).
        let check = try runner.run(["check", "--app", app, "--json"])
        #expect(check.status == 0)
        #expect(try check.diagnostics().isEmpty, "\(check.output)")
        let search = try runner.run(["search", "料理の新レシピ", "--app", app, "--limit", "1", "--json"])
        let hit = try #require((try search.object()["hits"] as? [[String: Any]])?.first, "\(search.output)")
        #expect(hit["title"] as? String == "料理の新レシピに挑戦" && hit["domain"] as? String == "dishs", "\(hit)")
        #expect(hit["url"] as? String == "dishcadia://dish/33", "\(hit)")
        let route = try runner.run(["route", "https://dishcadia.com/dishs/12/edit", "--app", app, "--json"]).object()
        #expect(route["route"] as? String == "dishEdit" && route["form"] as? String == "web", "\(route)")
        #expect(route["parameters"] as? [String: Int] == ["id": 12], "\(route)")
        let said = try runner.run(["intent", "say", "ディシュカディアで進捗確認", "--app", app, "--json"]).object()
        #expect((said["dialog"] as? String)?.hasPrefix("まだ頑張りましょう！残り") == true, "\(said)")
        // A two-day streak queues the renamed kudos with the streak the toolkit supplies.
        let ran = try runner.run(["intent", "run", "CompleteDish", "--param", "dish=dish-3", "--app", app, "--json"]).object()
        #expect(ran["dialog"] as? String == "水を2リットル飲むを完了しました！" && ran["completion"] as? String == "recorded", "\(ran)")
        #expect((try runner.run(["notification", "pending", "--app", app, "--json"]).object()["pending"] as? [[String: Any]])?.isEmpty == true)
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-21T09:00:00+09:00"
        #expect(try runner.run(["intent", "run", "CompleteDish", "--param", "dish=dish-3", "--app", app]).status == 0)
        let pending = try runner.run(["notification", "pending", "--app", app, "--json"]).object()["pending"] as? [[String: Any]]
        #expect(pending?.count == 1, "\(pending ?? [])")
        let kudos = try #require(pending?.first)
        #expect(kudos["identifier"] as? String == "kudos-dish-3" && kudos["nextFire"] as? String == "2026-11-21T00:00:01Z", "\(kudos)")
        #expect(kudos["title"] as? String == "🎉 料理達成おめでとう！" && kudos["body"] as? String == "「水を2リットル飲む」2日連続達成！", "\(kudos)")
    }

    @Test func aNotificationActionsConfirmationHandoffWidgetsAndTheClip() throws {
        let runner = try Self.runner(now: "2026-11-21T07:00:00+09:00")
        defer { runner.remove() }
        let app = try Self.app(runner)
        #expect(try runner.run(["notification", "schedule", "dishReminder", "--entity", "dish-12", "--at", "08:00", "--app", app]).status == 0)
        #expect(try runner.run(["notification", "deliver", "--until", "2026-11-21T08:00:00+09:00", "--app", app]).status == 0)
        let responded = try runner.run(["notification", "respond", "1", "COMPLETE_ACTION", "--app", app, "--json"]).object()
        #expect(responded["dialog"] as? String == "読書30分を完了しました！" && responded["queued"] as? [String] == ["doneNote-dish-12"], "\(responded)")

        let activity = try runner.run(["activity", "build", "com.dishcadia.dish.editing", "--entity", "dish-12", "--app", app])
        #expect(activity.status == 0)
        let continued = try runner.run(["activity", "continue", "-", "--app", app, "--json"], input: Data(activity.output.utf8)).object()
        #expect(continued["continuation"] as? String == "route" && continued["route"] as? String == "dishEdit", "\(continued)")
        #expect(continued["url"] as? String == "https://dishcadia.com/dishs/12/edit", "\(continued)")
        #expect(continued["parameters"] as? [String: Int] == ["id": 12], "\(continued)")

        let widgets = try runner.run(["widget", "list", "--json", "--app", app])
        let kinds = try #require(try JSONSerialization.jsonObject(with: Data(widgets.output.utf8)) as? [String: [[String: Any]]])["widgets"]?
            .compactMap { $0["kind"] as? String }
        #expect(kinds == ["TodayDishsWidget", "ProgressSummaryWidget", "ActivityMiniWidget", "NextStepWidget"])
        var headlines: [String] = []
        for kind in kinds ?? [] {
            let timeline = try runner.run(["widget", "timeline", kind, "--json", "--app", app])
            #expect(timeline.status == 0, "\(kind): \(timeline.error)")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(timeline.output.utf8)) as? [String: Any])
            let entries = try #require(document["entries"] as? [[String: Any]])
            #expect(entries.count >= 2)
            headlines.append(((entries.first?["content"] as? [String: Any])?["headline"] as? String) ?? "")
        }
        #expect(headlines == ["2%", "今日 1/43 ░░░░░░░░░░", "7日中1日達成", "毎朝ランニング"])

        let clip = try runner.run(["clip-transfer", "export", "--entity", "dish-12", "--entity", "chef-1", "--app", app])
        #expect(clip.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(clip.output.utf8)) as? [String: Any])
        #expect((document["dishs"] as? [[String: String]])?.map { $0["title"] } == ["読書30分"])
        #expect(document["chefIds"] as? [String] == ["chef-1"])
        #expect(document["selectedChefId"] as? String == "chef-1")
        let imported = try runner.run(["clip-transfer", "import", "-", "--app", app, "--json"], input: Data(clip.output.utf8)).object()
        #expect(imported["added"] as? [String] == ["読書30分"] && imported["skipped"] as? [String] == [], "\(imported)")
        #expect(imported["selected"] as? [String: String] == ["chef": "chef-1"], "\(imported)")
    }

    /// Issue 35's points on the renamed copy: a quick action opens its renamed route, the background task
    /// reloads the widgets and reindexes, and a Live Activity's push is written and checked against the
    /// renamed attributes, with the renamed record filling them.
    @Test func quickActionsBackgroundTasksAndLiveActivities() throws {
        let runner = try Self.runner(now: "2026-11-21T10:00:00+09:00")
        defer { runner.remove() }
        let app = try Self.app(runner)
        let opened = try runner.run(["quick-action", "perform", "com.dishcadia.addDish", "--app", app, "--json"]).object()
        #expect(opened["route"] as? String == "newDish" && opened["url"] as? String == "dishcadia://dishs/new", "\(opened)")
        let task = try runner.run(["task", "run", "com.dishcadia.refresh.daily", "--app", app, "--json"]).object()
        let steps = try #require(task["steps"] as? [[String: Any]])
        #expect(steps.map { $0["step"] as? String } == ["reloadWidgets", "reindex"] && steps.allSatisfy { $0["done"] as? Bool == true }, "\(task)")
        #expect(task["completed"] as? Bool == true, "\(task)")
        let payload = try runner.run([
            "live-activity", "payload", "--attributes", "DishTimerAttributes", "--event", "start", "--entity", "dish-12",
            "--state", #"{"startedAt": "2026-11-21T09:30:00+09:00", "elapsedSeconds": 1800}"#, "--app", app,
        ])
        #expect(payload.status == 0, "\(payload.error)")
        let aps = try #require(try payload.object()["aps"] as? [String: Any])
        #expect((aps["attributes"] as? [String: Any])?["dishId"] as? Int == 12, "\(aps)")
        #expect(aps["attributes-type"] as? String == "DishTimerAttributes", "\(aps)")
        let checked = try runner.run(["live-activity", "validate-payload", "-", "--attributes", "DishTimerAttributes", "--app", app], input: Data(payload.output.utf8))
        #expect(checked.status == 0, "\(checked.output)\(checked.error)")
    }
}
