import Foundation
import Testing

/// Widgets through the real command, on Appcadia's real state.
@Suite struct WidgetCommandTests {
    static func runner() throws -> CommandRunner {
        var runner = try CommandRunner()
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-22T21:00:00+09:00"
        runner.overrides["TZ"] = "Asia/Tokyo"
        return runner
    }

    /// Two goals completed by intent: 2 of 43 now, 0 of 43 from local midnight (the lines' wording, in both
    /// languages: WidgetReportersTests).
    @Test func theProgressSummaryCountsTodayAndResetsAtMidnight() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-12"]).status == 0)
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-1"]).status == 0)
        let timeline = try runner.run(["widget", "timeline", "ProgressSummaryWidget", "--family", "systemSmall", "--json"])
        #expect(timeline.status == 0)
        let document = try timeline.object()
        #expect(document["policy"] as? String == "atEnd", "\(document)")
        let entries = try #require(document["entries"] as? [[String: Any]])
        #expect(entries.map { "\($0["date"] ?? "-")|\($0["reason"] ?? "-")|\(($0["content"] as? [String: Any])?["completed"] ?? "-")|\(($0["content"] as? [String: Any])?["total"] ?? "-")" }
                == ["2026-11-22T12:00:00Z|now|2|43", "2026-11-22T15:00:00Z|midnight|0|43"], "\(entries)")
        #expect(entries.allSatisfy { ($0["content"] as? [String: Any])?["url"] as? String == "appcadia://progress" }, "\(entries)")
        // Each completion asked for every widget to be reloaded, counted against the day's budget.
        let reloads = try runner.run(["widget", "reloads", "--json"]).object()
        let requests = try #require(reloads["reloads"] as? [[String: Any]], "\(reloads)")
        #expect(requests.count == 8 && requests.allSatisfy { $0["counted"] as? Bool == true }, "\(requests)")
        #expect(requests.filter { $0["kind"] as? String == "ProgressSummaryWidget" }.compactMap { $0["reason"] as? String }
                == ["goal-12", "goal-1"].map { "completion \($0) (CompleteGoal)" }, "\(requests)")
        #expect(reloads["budget"] as? Int == 40 && (reloads["remaining"] as? [String: Int])?["ProgressSummaryWidget"] == 38, "\(reloads)")
    }

    @Test(arguments: [
        (["widget", "timeline", "TodayGoalsWidget", "--config", "maxGoalsCount=6", "--locale", "ja"],
         "設定 maxGoalsCount=6 は使えません: 最大表示数（maxGoalsCount）は 1–5 の範囲です（6 は範囲外）。\n"),
        (["widget", "timeline", "TodayGoalsWidget", "--config", "maxGoalsCount=6", "--locale", "en"],
         "The setting maxGoalsCount=6 is refused: Goals shown (maxGoalsCount) must be in 1–5 (6 is not).\n"),
        (["widget", "timeline", "NextStepWidget", "--family", "systemLarge", "--locale", "en"],
         "Widget NextStepWidget does not come in systemLarge; it supports systemSmall.\n"),
        (["widget", "timeline", "Clock", "--locale", "en"],
         "There is no widget \"Clock\". The app declares TodayGoalsWidget, ProgressSummaryWidget, ActivityMiniWidget, NextStepWidget.\n"),
    ])
    func refusedRequestsNameTheFix(arguments: [String], message: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(arguments)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error == message)
    }
}
