import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import IntegrationsCore
import IntegrationsProgress
import IntegrationsWidgets
import IntegrationsTestSupport
import Testing

/// The terminal box and the SVG of every family, against golden files in `Golden/`. After a deliberate
/// change: `INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter WidgetRendererTests`.
@Suite struct WidgetRendererTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func content(_ kind: SampleContent, _ family: WidgetFamily, _ language: Language) throws -> WidgetEntryContent {
        let sources = ["毎朝ランニング", "読書30分", "水を2リットル飲む", "Write 500 words", "英単語を20個覚える"].enumerated().map {
            WidgetSource(identifier: "goal-\($0.offset + 1)", title: $0.element, url: "appcadia://goal/\($0.offset + 1)")
        }
        let today = CalendarDay(year: 2026, month: 11, day: 22)
        let completed: [CalendarDay: Set<String>] = [today: ["goal-1", "goal-3"], today.adding(days: -1): ["goal-2"], today.adding(days: -4): ["goal-1"]]
        let widget = TimelineBuilderTests.widget(kind, refresh: 3600)
        let timeline = TimelineBuilder(reporter: StringProgressReporter(wording: FixtureManifest.progressWording(of: "Appcadia"))).timeline(
            of: widget, family: family, sources: sources, completed: completed,
            configuration: ["showCompletedGoals": 1, "maxGoalsCount": 5],
            now: try Date("2026-11-22T21:00:00+09:00", strategy: .iso8601), timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")), language: language)
        return try #require(timeline.entries.first?.content)
    }

    static let cases: [(SampleContent, WidgetFamily, Language)] = [
        (.todayGoals, .systemSmall, .ja), (.todayGoals, .systemMedium, .ja), (.todayGoals, .systemMedium, .en),
        (.progressSummary, .systemSmall, .ja), (.progressSummary, .systemMedium, .en), (.progressSummary, .accessoryInline, .ja),
        (.progressSummary, .accessoryRectangular, .ja), (.progressSummary, .accessoryCircular, .en),
        (.activityMini, .systemMedium, .ja), (.activityMini, .systemLarge, .en), (.nextStep, .systemSmall, .ja),
    ]

    @Test(arguments: cases)
    func everyFamilyMatchesItsGoldenFiles(kind: SampleContent, family: WidgetFamily, language: Language) throws {
        let content = try Self.content(kind, family, language)
        let name = "\(kind.rawValue)-\(family.rawValue)-\(language.rawValue)"
        for (rendered, suffix) in [(WidgetRenderer.terminal(content, family: family), "txt"), (WidgetRenderer.svg(content, family: family), "svg")] {
            let file = Self.golden.appendingPathComponent("\(name).\(suffix)")
            if ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1",
                (try? String(contentsOf: file, encoding: .utf8)) != rendered
            {
                // A rewritten golden file fails the run that wrote it: the change is seen, then checked by a run without the variable.
                try Data(rendered.utf8).write(to: file)
                Issue.record("rewrote \(name).\(suffix) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
            }
            #expect(rendered == (try String(contentsOf: file, encoding: .utf8)), "\(name).\(suffix)")
        }
    }

    /// Every line of a box is as wide as the border: wide characters count two cells.
    @Test(arguments: cases)
    func boxesLineUp(kind: SampleContent, family: WidgetFamily, language: Language) throws {
        let box = WidgetRenderer.terminal(try Self.content(kind, family, language), family: family)
        let widths = Set(box.split(separator: "\n").map { TerminalText.columns(String($0)) })
        #expect(widths.count == 1)
    }

    @Test func theSVGIsWellFormedAndEscapesWhatTheDataHolds() throws {
        var content = try Self.content(SampleContent.todayGoals, .systemMedium, .ja)
        content.items[0].title = "<b>&\"\u{1B}[31m"
        let svg = WidgetRenderer.svg(content, family: .systemMedium)
        #expect(svg.contains("✓ &lt;b&gt;&amp;&quot;U+001B[31m"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse())
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"338\" height=\"158\""))
        // The terminal box shows the escape instead of sending it.
        #expect(!WidgetRenderer.terminal(content, family: .systemMedium).contains("\u{1B}"))
    }

    /// What a browser draws, estimated: each text's box (ascent 0.88 em, descent 0.12 em; a wide character
    /// 1 em across, any other 0.6 em) lies inside the widget, and no two boxes overlap — the goals are
    /// shown, none cut by the edge or drawn over another. Also with titles far too long for any family.
    @Test(arguments: cases.map { ($0.0, $0.1, $0.2, false) } + [(.todayGoals, .systemMedium, .ja, true), (.todayGoals, .systemSmall, .en, true), (.nextStep, .systemSmall, .ja, true)])
    func theSVGsTextFitsInsideTheWidgetWithoutOverlapping(kind: SampleContent, family: WidgetFamily, language: Language, longTitles: Bool) throws {
        var content = try Self.content(kind, family, language)
        if longTitles {
            for index in content.items.indices { content.items[index].title = String(repeating: "とても長い目標の名前 Very long goal ", count: 4) }
        }
        let svg = WidgetRenderer.svg(content, family: family)
        let collector = TextBoxes()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        let (width, height) = WidgetRenderer.points(family)
        #expect(!collector.boxes.isEmpty)
        for box in collector.boxes {
            #expect(box.minX >= 0 && box.maxX <= Double(width) && box.minY >= 0 && box.maxY <= Double(height), "\(box.text) lies outside \(width)×\(height): \(box)")
        }
        for (index, box) in collector.boxes.enumerated() {
            for other in collector.boxes[(index + 1)...] where box.overlaps(other) {
                Issue.record("\(box.text) overlaps \(other.text)")
            }
        }
        if kind == SampleContent.todayGoals {
            let shown = collector.boxes.map(\.text).filter { $0.hasPrefix("✓") || $0.hasPrefix("○") }
            #expect(shown.count >= min(content.items.count, 2))
        }
    }

    @Test(arguments: [("今日 2/43", 9), ("Today 2/43", 10), ("読書30分", 8), ("🎉 done", 7), ("ｱｲｳ", 3)])
    func wideCharactersTakeTwoCells(text: String, cells: Int) {
        #expect(TerminalText.columns(text) == cells)
    }
}

/// The `<text>` elements of an SVG, as estimated boxes.
private final class TextBoxes: NSObject, XMLParserDelegate {
    struct Box: CustomStringConvertible {
        var text: String
        var minX, minY, maxX, maxY: Double
        /// Overlapping, or closer than 2 pt one above the other (lines that touch read as one).
        func overlaps(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY + 2 && other.minY < maxY + 2
        }
        var description: String { "(\(minX), \(minY))–(\(maxX), \(maxY))" }
    }

    var boxes: [Box] = []
    private var open: (x: Double, y: Double, size: Double)?
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        guard name == "text" else { return }
        open = (Double(attributes["x"] ?? "") ?? .nan, Double(attributes["y"] ?? "") ?? .nan, Double(attributes["font-size"] ?? "") ?? .nan)
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if open != nil { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard name == "text", let (x, y, size) = open else { return }
        let advance = text.unicodeScalars.reduce(0.0) { $0 + (TerminalText.columns(String($1)) == 2 ? 1 : 0.6) * size }
        boxes.append(Box(text: text, minX: x, minY: y - 0.88 * size, maxX: x + advance, maxY: y + 0.12 * size))
        open = nil
    }
}

