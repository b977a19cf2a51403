import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsProgress
import IntegrationsReporting
import IntegrationsRouting
import IntegrationsTestSupport
import IntegrationsWidgets
import Testing

@Suite struct WidgetReportersTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    static func widget(_ kind: String) throws -> WidgetDeclaration {
        try #require(try sampleApp().manifest.widgets.first { $0.kind == kind })
    }

    /// The sample's summary widget at 21:00 in Tokyo, one of two items done.
    static func timeline(_ language: Language) throws -> WidgetTimeline {
        let widget = try widget("ProgressSummaryWidget")
        let sources = [WidgetSource(identifier: "a", title: "Run", url: "appcadia://goal/1"), WidgetSource(identifier: "b", title: "Read", url: nil)]
        let now = try Date("2026-11-22T21:00:00+09:00", strategy: .iso8601)
        return TimelineBuilder(reporter: StringProgressReporter(wording: try sampleApp().manifest.progress)).timeline(
            of: widget, family: .systemMedium, sources: sources, completed: [CalendarDay(year: 2026, month: 11, day: 22): ["a"]],
            configuration: try TimelineBuilder.configuration(of: widget, given: [:]), now: now, timeZone: tokyo, language: language)
    }

    @Test(arguments: [
        (Language.en, "TodayGoalsWidget  Today's Goals  [systemSmall, systemMedium]\n  Shows how today's goals are going\n  showCompletedGoals = false  Show completed goals\n  maxGoalsCount = 3 (1–5)  Goals shown\n"),
        (.ja, "TodayGoalsWidget  今日の目標  [systemSmall, systemMedium]\n  今日の目標達成状況を表示します\n  showCompletedGoals = false  完了済み目標も表示\n"),
    ])
    func theListShowsEachWidgetWithItsSettings(language: Language, start: String) throws {
        let text = WidgetListReporter(language: language).report(try sampleApp().manifest.widgets)
        #expect(text.standardOutput.hasPrefix(start))
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.filter { !$0.hasPrefix(" ") }.map { String($0.split(separator: " ")[0]) } == ["TodayGoalsWidget", "ProgressSummaryWidget", "ActivityMiniWidget", "NextStepWidget"])
        #expect(text.standardError.isEmpty)
    }

    @Test(arguments: [(Language.en, "No widgets.\n"), (.ja, "ウィジェットはありません。\n")])
    func noWidgetsSaysSo(language: Language, expected: String) {
        #expect(WidgetListReporter(language: language).report([]).standardOutput == expected)
    }

    @Test(arguments: [
        (Language.en, "2026-11-22 21:00:00 +09:00  (now)\n  Progress Summary: Today 1/2 ▓▓▓▓▓░░░░░\n  1 of 2\n  → appcadia://progress\n2026-11-23 00:00:00 +09:00  (midnight)\n  Progress Summary: Today 0/2 ░░░░░░░░░░\n  0 of 2\n  → appcadia://progress\nReload: after the last entry (atEnd)\n"),
        (.ja, "2026-11-22 21:00:00 +09:00  (now)\n  進捗サマリー: 今日 1/2 ▓▓▓▓▓░░░░░\n  2個中1個\n  → appcadia://progress\n2026-11-23 00:00:00 +09:00  (midnight)\n  進捗サマリー: 今日 0/2 ░░░░░░░░░░\n  2個中0個\n  → appcadia://progress\n更新: 最後のエントリのあと（atEnd）\n"),
    ])
    func theTimelineShowsEachEntryThenTheReload(language: Language, expected: String) throws {
        let text = WidgetTimelineReporter(language: language, timeZone: Self.tokyo).report(try Self.timeline(language))
        #expect(text.standardOutput == expected)
        #expect(text.standardError.isEmpty)
    }

    @Test(arguments: [
        (Language.en, "2026-11-22 21:00:00 +09:00  ProgressSummaryWidget  completion a\n2026-11-22 21:05:00 +09:00  ProgressSummaryWidget  completion b  (over budget: waits for the timeline's policy)\nProgressSummaryWidget: 0 of 40 reloads left\nNextStepWidget: 40 of 40 reloads left\n"),
        (.ja, "2026-11-22 21:00:00 +09:00  ProgressSummaryWidget  completion a\n2026-11-22 21:05:00 +09:00  ProgressSummaryWidget  completion b  （予算切れ: タイムラインの方針を待ちます）\nProgressSummaryWidget: 残り 0/40 回\nNextStepWidget: 残り 40/40 回\n"),
    ])
    func theReloadsShowEachRequestAndTheBudgetLeft(language: Language, expected: String) throws {
        let now = try Date("2026-11-22T21:00:00+09:00", strategy: .iso8601)
        let report = WidgetReloadsReport(
            day: CalendarDay(year: 2026, month: 11, day: 22),
            reloads: [.init(kind: "ProgressSummaryWidget", date: now, reason: "completion a", counted: true),
                      .init(kind: "ProgressSummaryWidget", date: now.addingTimeInterval(300), reason: "completion b", counted: false)],
            kinds: ["ProgressSummaryWidget", "NextStepWidget"], remaining: ["ProgressSummaryWidget": 0], budget: 40)
        #expect(WidgetReloadsReporter(language: language, timeZone: Self.tokyo).report(report).standardOutput == expected)
    }

    @Test(arguments: [(Language.en, "No reloads on 2026-11-22.\nNextStepWidget: 40 of 40 reloads left\n"), (.ja, "2026-11-22 の再読み込みはありません。\nNextStepWidget: 残り 40/40 回\n")])
    func noReloadsSaysSo(language: Language, expected: String) {
        let report = WidgetReloadsReport(day: CalendarDay(year: 2026, month: 11, day: 22), reloads: [], kinds: ["NextStepWidget"], remaining: [:], budget: 40)
        #expect(WidgetReloadsReporter(language: language, timeZone: Self.tokyo).report(report).standardOutput == expected)
    }

    static func aasa(_ url: String, _ language: Language) throws -> [String] {
        let evaluation = try AASAReading.evaluate(try ParsedURL.parse(url), appOf: try sampleApp().manifest, file: "integrations.json")
        let text = AASACheckReporter(language: language).report(evaluation)
        #expect(text.standardError.isEmpty)
        return text.standardOutput.split(separator: "\n").map(String.init)
    }

    @Test(arguments: [
        (Language.en, "Opens A1B2C3D4E5.com.appcadia.app", "  details[0].components[10] {\"/\": \"/goals/?*\"}: matches → opens A1B2C3D4E5.com.appcadia.app"),
        (.ja, "開きます: A1B2C3D4E5.com.appcadia.app", "  details[0].components[10] {\"/\": \"/goals/?*\"}: 一致 → A1B2C3D4E5.com.appcadia.app を開く"),
    ])
    func aSampleLinkOpensTheApp(language: Language, first: String, last: String) throws {
        let lines = try Self.aasa("https://appcadia.com/goals/12", language)
        #expect(lines.count == 12)
        #expect(lines.first == first)
        #expect(lines.last == last)
    }

    @Test(arguments: [
        (Language.en, "Does not open the app", "  details[0].components[14] {\"/\": \"/?*\"}: matches, exclude → does not open"),
        (.ja, "アプリは開きません", "  details[0].components[14] {\"/\": \"/?*\"}: 一致、exclude → 開かない"),
    ])
    func anExcludedPathDoesNotOpenTheApp(language: Language, first: String, last: String) throws {
        let lines = try Self.aasa("https://appcadia.com/zzz", language)
        #expect(lines.first == first)
        #expect(lines.last == last)
    }
}
