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
        let check = try runner.run(["check", "--app", app, "--locale", "en"])
        #expect(check.status == 0)
        #expect(check.error == "No problems found in \(app)/integrations.json.\n")
        let search = try runner.run(["search", "料理の新レシピ", "--app", app, "--limit", "1"])
        #expect(search.output.contains("料理の新レシピに挑戦  (dishs,"))
        #expect(search.output.contains("dishcadia://dish/33"))
        #expect(try runner.run(["route", "https://dishcadia.com/dishs/12/edit", "--app", app, "--locale", "en"]).output == "Route dishEdit (web)\n  id = 12\n")
        #expect(try runner.run(["intent", "say", "ディシュカディアで進捗確認", "--app", app]).output.hasPrefix("まだ頑張りましょう！残り"))
        // A two-day streak queues the renamed kudos with the streak the toolkit supplies.
        #expect(try runner.run(["intent", "run", "CompleteDish", "--param", "dish=dish-3", "--app", app]).output == "水を2リットル飲むを完了しました！\n")
        #expect(try runner.run(["notification", "pending", "--app", app]).output == "保留中の通知はありません。\n")
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-21T09:00:00+09:00"
        #expect(try runner.run(["intent", "run", "CompleteDish", "--param", "dish=dish-3", "--app", app]).status == 0)
        #expect(try runner.run(["notification", "pending", "--app", app]).output
            == "kudos-dish-3  2026-11-21 09:00:01 +09:00  🎉 料理達成おめでとう！ — 「水を2リットル飲む」2日連続達成！\n")
    }

    @Test func aNotificationActionsConfirmationHandoffWidgetsAndTheClip() throws {
        let runner = try Self.runner(now: "2026-11-21T07:00:00+09:00")
        defer { runner.remove() }
        let app = try Self.app(runner)
        #expect(try runner.run(["notification", "schedule", "dishReminder", "--entity", "dish-12", "--at", "08:00", "--app", app]).status == 0)
        #expect(try runner.run(["notification", "deliver", "--until", "2026-11-21T08:00:00+09:00", "--app", app]).status == 0)
        #expect(try runner.run(["notification", "respond", "1", "COMPLETE_ACTION", "--app", app]).output == "読書30分を完了しました！\n予約: doneNote-dish-12\n")

        let activity = try runner.run(["activity", "build", "com.dishcadia.dish.editing", "--entity", "dish-12", "--app", app])
        #expect(activity.status == 0)
        let continued = try runner.run(["activity", "continue", "-", "--app", app, "--locale", "en"], input: Data(activity.output.utf8))
        #expect(continued.output == "The app continues it: route dishEdit (https://dishcadia.com/dishs/12/edit)\n  id = 12\n")

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
        let imported = try runner.run(["clip-transfer", "import", "-", "--app", app], input: Data(clip.output.utf8))
        #expect(imported.output == "1件取り込みました。\n  + 読書30分\n選んだ chef: chef-1\n")
    }
}
