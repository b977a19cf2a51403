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

    /// Two goals completed by intent: 「今日 2/43」 now, 「今日 0/43」 from local midnight.
    @Test(arguments: [
        ("ja", """
            2026-11-22 21:00:00 +09:00  (now)
              進捗サマリー: 今日 2/43 ░░░░░░░░░░
              → appcadia://progress
            2026-11-23 00:00:00 +09:00  (midnight)
              進捗サマリー: 今日 0/43 ░░░░░░░░░░
              → appcadia://progress
            更新: 最後のエントリのあと（atEnd）

            """),
        ("en", """
            2026-11-22 21:00:00 +09:00  (now)
              Progress Summary: Today 2/43 ░░░░░░░░░░
              → appcadia://progress
            2026-11-23 00:00:00 +09:00  (midnight)
              Progress Summary: Today 0/43 ░░░░░░░░░░
              → appcadia://progress
            Reload: after the last entry (atEnd)

            """),
    ])
    func theProgressSummaryCountsTodayAndResetsAtMidnight(locale: String, expected: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-12"]).status == 0)
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-1"]).status == 0)
        let timeline = try runner.run(["widget", "timeline", "ProgressSummaryWidget", "--family", "systemSmall", "--locale", locale])
        #expect(timeline.status == 0)
        #expect(timeline.output == expected)
        // Each completion asked for every widget to be reloaded, counted against the day's budget.
        let reloads = try runner.run(["widget", "reloads", "--locale", locale])
        let lines = reloads.output.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.filter { $0.hasSuffix("ProgressSummaryWidget  completion goal-12 (CompleteGoal)") || $0.hasSuffix("ProgressSummaryWidget  completion goal-1 (CompleteGoal)") }.count == 2)
        #expect(lines.contains(locale == "ja" ? "ProgressSummaryWidget: 残り 38/40 回" : "ProgressSummaryWidget: 38 of 40 reloads left"))
        let json = try runner.run(["widget", "timeline", "ProgressSummaryWidget", "--json"])
        #expect(json.output.contains("\"policy\" : \"atEnd\""))
        #expect(json.output.contains("\"date\" : \"2026-11-22T15:00:00Z\",\n      \"reason\" : \"midnight\""))
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
