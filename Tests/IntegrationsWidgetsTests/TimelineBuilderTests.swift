import Foundation
import IntegrationsCore
import IntegrationsProgress
import IntegrationsWidgets
import IntegrationsTestSupport
import Testing

@Suite struct TimelineBuilderTests {
    static let builder = TimelineBuilder(reporter: StringProgressReporter(wording: FixtureManifest.progressWording(of: "Appcadia")))
    static let sources = (1...4).map { WidgetSource(identifier: "goal-\($0)", title: "目標\($0)", url: "appcadia://goal/\($0)") }

    static func widget(_ sample: SampleContent, refresh: Double? = nil, families: [WidgetFamily] = WidgetFamily.allCases) -> WidgetDeclaration {
        WidgetDeclaration(
            kind: "W", displayName: LocalizedText(ja: "今日の目標", en: "Today's Goals"), description: LocalizedText(ja: "d", en: "d"),
            families: families, content: sample.content, entity: "goal", url: "appcadia://progress", refreshInterval: refresh,
            configuration: [
                WidgetParameter(name: "showCompletedGoals", title: LocalizedText(ja: "完了済み目標も表示", en: "Show completed goals"), type: .boolean, defaultValue: 0),
                WidgetParameter(name: "maxGoalsCount", title: LocalizedText(ja: "最大表示数", en: "Goals shown"), type: .integer, defaultValue: 3, minimum: 1, maximum: 5),
            ])
    }

    static func date(_ text: String) throws -> Date { try Date(text, strategy: .iso8601) }

    /// The entries' dates: now, the refresh, and the next local midnight — in Tokyo, and in New York on
    /// the nights the clocks change (midnight is still local midnight, 23 or 25 hours after the last).
    @Test(arguments: [
        ("Asia/Tokyo", "2026-11-22T21:00:00+09:00", ["2026-11-22T12:00:00Z now", "2026-11-22T13:00:00Z refresh", "2026-11-22T15:00:00Z midnight"]),
        ("Asia/Tokyo", "2026-11-22T23:30:00+09:00", ["2026-11-22T14:30:00Z now", "2026-11-22T15:00:00Z midnight", "2026-11-22T15:30:00Z refresh"]),
        ("America/New_York", "2027-03-13T23:30:00-05:00", ["2027-03-14T04:30:00Z now", "2027-03-14T05:00:00Z midnight", "2027-03-14T05:30:00Z refresh"]),
        ("America/New_York", "2027-03-14T12:00:00-04:00", ["2027-03-14T16:00:00Z now", "2027-03-14T17:00:00Z refresh", "2027-03-15T04:00:00Z midnight"]),
        ("America/New_York", "2027-11-07T12:00:00-05:00", ["2027-11-07T17:00:00Z now", "2027-11-07T18:00:00Z refresh", "2027-11-08T05:00:00Z midnight"]),
        // Exactly at midnight: the now entry is the midnight, and the next midnight is a day later.
        ("Asia/Tokyo", "2026-11-23T00:00:00+09:00", ["2026-11-22T15:00:00Z now", "2026-11-22T16:00:00Z refresh", "2026-11-23T15:00:00Z midnight"]),
    ])
    func entriesAreNowTheRefreshAndMidnight(zone: String, now: String, expected: [String]) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let timeline = Self.builder.timeline(
            of: Self.widget(.todayGoals, refresh: 3600), family: .systemSmall, sources: Self.sources, completed: [:],
            configuration: ["maxGoalsCount": 3], now: try Self.date(now), timeZone: timeZone, language: .ja)
        #expect(timeline.entries.map { "\($0.date.formatted(.iso8601)) \($0.reason)" } == expected)
        #expect(timeline.policy == .after(try Self.date(now).addingTimeInterval(3600)))
    }

    /// Today's count resets at the next local midnight.
    @Test(arguments: [
        (Language.ja, WidgetFamily.systemSmall, "今日 2/4 ▓▓▓▓▓░░░░░", "今日 0/4 ░░░░░░░░░░", nil as String?),
        (.en, .systemSmall, "Today 2/4 ▓▓▓▓▓░░░░░", "Today 0/4 ░░░░░░░░░░", nil),
        (.ja, .systemMedium, "今日 2/4 ▓▓▓▓▓░░░░░", "今日 0/4 ░░░░░░░░░░", "4個中2個"),
        (.ja, .accessoryInline, "今日 2/4", "今日 0/4", nil),
        (.en, .accessoryInline, "Today 2/4", "Today 0/4", nil),
    ])
    func theProgressSummaryResetsAtMidnight(language: Language, family: WidgetFamily, now: String, midnight: String, footer: String?) throws {
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let today = CalendarDay(year: 2026, month: 11, day: 22)
        let timeline = Self.builder.timeline(
            of: Self.widget(.progressSummary), family: family, sources: Self.sources, completed: [today: ["goal-1", "goal-3"]],
            configuration: [:], now: try Self.date("2026-11-22T21:00:00+09:00"), timeZone: zone, language: language)
        #expect(timeline.entries.map(\.content.headline) == [now, midnight])
        #expect(timeline.entries.first?.content.footer == footer)
        #expect(timeline.policy == .atEnd)
    }

    @Test(arguments: [
        // Defaults: completed goals hidden, at most 3.
        ([String: Int](), WidgetFamily.systemSmall, ["○ 目標2", "○ 目標4"]),
        (["showCompletedGoals": 1, "maxGoalsCount": 3], .systemSmall, ["✓ 目標1", "○ 目標2", "✓ 目標3"]),
        (["showCompletedGoals": 1, "maxGoalsCount": 5], .systemMedium, ["✓ 目標1 appcadia://goal/1", "○ 目標2 appcadia://goal/2", "✓ 目標3 appcadia://goal/3", "○ 目標4 appcadia://goal/4"]),
        (["showCompletedGoals": 1, "maxGoalsCount": 1], .systemSmall, ["✓ 目標1"]),
    ])
    func todaysGoalsFollowTheConfiguration(given: [String: Int], family: WidgetFamily, expected: [String]) throws {
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let widget = Self.widget(.todayGoals, refresh: 3600)
        var configuration = try TimelineBuilder.configuration(of: widget, given: [:])
        configuration.merge(given) { $1 }
        let timeline = Self.builder.timeline(
            of: widget, family: family, sources: Self.sources, completed: [CalendarDay(year: 2026, month: 11, day: 22): ["goal-1", "goal-3"]],
            configuration: configuration, now: try Self.date("2026-11-22T09:00:00+09:00"), timeZone: zone, language: .ja)
        let first = try #require(timeline.entries.first?.content)
        // Item links only in medium and large.
        #expect(first.items.map { "\($0.done ? "✓" : "○") \($0.title)\($0.url.map { " \($0)" } ?? "")" } == expected)
        #expect(first.headline == "50%")
        #expect(first.footer == "タップしてアプリを開く")
    }

    @Test func configurationDefaultsAndRanges() throws {
        let widget = Self.widget(.todayGoals)
        #expect(try TimelineBuilder.configuration(of: widget, given: [:]) == ["showCompletedGoals": 0, "maxGoalsCount": 3])
        #expect(try TimelineBuilder.configuration(of: widget, given: ["maxGoalsCount": "5", "showCompletedGoals": "true"]) == ["showCompletedGoals": 1, "maxGoalsCount": 5])
        for (given, en) in [
            (["maxGoalsCount": "6"], "The setting maxGoalsCount=6 is refused: Goals shown (maxGoalsCount) must be in 1–5 (6 is not)."),
            (["maxGoalsCount": "0"], "The setting maxGoalsCount=0 is refused: Goals shown (maxGoalsCount) must be in 1–5 (0 is not)."),
            (["maxGoalsCount": "three"], "The setting maxGoalsCount=three is refused: maxGoalsCount takes an integer, not three."),
            (["showCompletedGoals": "maybe"], "The setting showCompletedGoals=maybe is refused: showCompletedGoals takes true or false, not maybe."),
            (["colour": "red"], "Widget W has no setting \"colour\". Its settings are showCompletedGoals, maxGoalsCount."),
        ] {
            #expect(throws: IntegrationsError.self) { try TimelineBuilder.configuration(of: widget, given: given) }
            do {
                _ = try TimelineBuilder.configuration(of: widget, given: given)
            } catch {
                #expect(error.message.en == en)
            }
        }
    }

    @Test func theActivityMarksTheLastDaysAndTheNextStepIsTheFirstNotDone() throws {
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let today = CalendarDay(year: 2026, month: 11, day: 22)
        let completed: [CalendarDay: Set<String>] = [today: ["goal-1"], today.adding(days: -2): ["goal-2", "goal-3"], today.adding(days: -7): ["goal-1"]]
        let now = try Self.date("2026-11-22T09:00:00+09:00")
        let medium = Self.builder.timeline(
            of: Self.widget(.activityMini), family: .systemMedium, sources: Self.sources, completed: completed, configuration: [:],
            now: now, timeZone: zone, language: .ja)
        #expect(medium.entries.first?.content.days.map(\.completed) == [0, 0, 0, 0, 2, 0, 1])
        #expect(medium.entries.first?.content.headline == "7日中2日達成")
        let large = Self.builder.timeline(
            of: Self.widget(.activityMini), family: .systemLarge, sources: Self.sources, completed: completed, configuration: [:],
            now: now, timeZone: zone, language: .en)
        #expect(large.entries.first?.content.days.count == 14)
        #expect(large.entries.first?.content.headline == "3 of 14 days")
        let next = Self.builder.timeline(
            of: Self.widget(.nextStep), family: .systemSmall, sources: Self.sources, completed: completed, configuration: [:],
            now: now, timeZone: zone, language: .ja)
        #expect(next.entries.first?.content.headline == "目標2")
        #expect(next.entries.first?.content.url == "appcadia://goal/2")
        let allDone = Self.builder.timeline(
            of: Self.widget(.nextStep), family: .systemSmall, sources: Self.sources, completed: [today: Set(Self.sources.map(\.identifier))],
            configuration: [:], now: now, timeZone: zone, language: .en)
        #expect(allDone.entries.first?.content.headline == "All of today's goals are done!")
        #expect(allDone.entries.first?.content.url == "appcadia://progress")
    }
}
