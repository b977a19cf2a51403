import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import IntegrationsCore
import IntegrationsProgress
import IntegrationsWidgets
import Testing

/// The terminal box and the SVG of every family, against golden files in `Golden/`. After a deliberate
/// change: `INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter WidgetRendererTests`.
@Suite struct WidgetRendererTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func content(_ kind: WidgetContent, _ family: WidgetFamily, _ language: Language) throws -> WidgetEntryContent {
        let sources = ["毎朝ランニング", "読書30分", "水を2リットル飲む", "Write 500 words", "英単語を20個覚える"].enumerated().map {
            WidgetSource(identifier: "goal-\($0.offset + 1)", title: $0.element, url: "appcadia://goal/\($0.offset + 1)")
        }
        let today = CalendarDay(year: 2026, month: 11, day: 22)
        let completed: [CalendarDay: Set<String>] = [today: ["goal-1", "goal-3"], today.adding(days: -1): ["goal-2"], today.adding(days: -4): ["goal-1"]]
        let widget = TimelineBuilderTests.widget(kind, refresh: 3600)
        let timeline = TimelineBuilder(reporter: StringProgressReporter()).timeline(
            of: widget, family: family, sources: sources, completed: completed,
            configuration: ["showCompletedGoals": 1, "maxGoalsCount": 5],
            now: try Date("2026-11-22T21:00:00+09:00", strategy: .iso8601), timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")), language: language)
        return try #require(timeline.entries.first?.content)
    }

    static let cases: [(WidgetContent, WidgetFamily, Language)] = [
        (.todayGoals, .systemSmall, .ja), (.todayGoals, .systemMedium, .ja), (.todayGoals, .systemMedium, .en),
        (.progressSummary, .systemSmall, .ja), (.progressSummary, .systemMedium, .en), (.progressSummary, .accessoryInline, .ja),
        (.progressSummary, .accessoryRectangular, .ja), (.progressSummary, .accessoryCircular, .en),
        (.activityMini, .systemMedium, .ja), (.activityMini, .systemLarge, .en), (.nextStep, .systemSmall, .ja),
    ]

    @Test(arguments: cases)
    func everyFamilyMatchesItsGoldenFiles(kind: WidgetContent, family: WidgetFamily, language: Language) throws {
        let content = try Self.content(kind, family, language)
        let name = "\(kind.rawValue)-\(family.rawValue)-\(language.rawValue)"
        for (rendered, suffix) in [(WidgetRenderer.terminal(content, family: family), "txt"), (WidgetRenderer.svg(content, family: family), "svg")] {
            let file = Self.golden.appendingPathComponent("\(name).\(suffix)")
            if ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1" {
                try Data(rendered.utf8).write(to: file)
            }
            #expect(rendered == (try String(contentsOf: file, encoding: .utf8)), "\(name).\(suffix)")
        }
    }

    /// Every line of a box is as wide as the border: wide characters count two cells.
    @Test(arguments: cases)
    func boxesLineUp(kind: WidgetContent, family: WidgetFamily, language: Language) throws {
        let box = WidgetRenderer.terminal(try Self.content(kind, family, language), family: family)
        let widths = Set(box.split(separator: "\n").map { WidgetRenderer.width(String($0)) })
        #expect(widths.count == 1)
    }

    @Test func theSVGIsWellFormedAndEscapesWhatTheDataHolds() throws {
        var content = try Self.content(.todayGoals, .systemMedium, .ja)
        content.items[0].title = "<b>&\"\u{1B}[31m"
        let svg = WidgetRenderer.svg(content, family: .systemMedium)
        #expect(svg.contains("✓ &lt;b&gt;&amp;&quot;U+001B[31m"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse())
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"338\" height=\"158\""))
        // The terminal box shows the escape instead of sending it.
        #expect(!WidgetRenderer.terminal(content, family: .systemMedium).contains("\u{1B}"))
    }

    @Test(arguments: [("今日 2/43", 9), ("Today 2/43", 10), ("読書30分", 8), ("🎉 done", 7), ("ｱｲｳ", 3)])
    func wideCharactersTakeTwoCells(text: String, cells: Int) {
        #expect(WidgetRenderer.width(text) == cells)
    }
}
