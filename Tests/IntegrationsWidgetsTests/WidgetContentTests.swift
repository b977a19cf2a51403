import Foundation
import IntegrationsCore
import IntegrationsWidgets
import Testing

/// A widget's content is data the app declares: four layouts, each with its own keys.
@Suite struct WidgetContentTests {
    static func manifest(content: String) -> String {
        #"{"app": {"name": "A", "bundleIdentifier": "x"}, "widgets": [{"kind": "K", "displayName": {"ja": "k", "en": "k"}, "description": {"ja": "d", "en": "d"}, "families": ["systemSmall"], "entity": "task", "content": "#
            + content + "}]}"
    }

    @Test(arguments: [
        (#""progress""#, WidgetContent.progress),
        (#"{"show": "progress"}"#, .progress),
        (#""records""#, .records(.init())),
        (#"{"show": "records", "limit": 5, "limitParameter": "n", "includeCompleted": true, "footer": {"ja": "足", "en": "foot"}}"#,
         .records(.init(limit: 5, limitParameter: "n", includeCompleted: true, footer: LocalizedText(ja: "足", en: "foot")))),
        (#"{"show": "dayGrid", "days": {"systemLarge": 28}}"#, .dayGrid(.init(days: [.systemLarge: 28]))),
        (#"{"show": "nextRecord", "whenAllDone": {"ja": "済", "en": "Done"}}"#, .nextRecord(.init(whenAllDone: LocalizedText(ja: "済", en: "Done")))),
    ])
    func everyLayoutReadsFromTheManifest(json: String, expected: WidgetContent) throws {
        let manifest = try AppManifest.decode(Data(Self.manifest(content: json).utf8), file: "integrations.json")
        #expect(manifest.widgets.first?.content == expected)
        let again = try JSONDecoder().decode(WidgetContent.self, from: JSONEncoder().encode(expected))
        #expect(again == expected)
    }

    /// A layout the toolkit does not have, a key of another layout, a limit or a grid out of range: refused
    /// at the content's path, naming what is allowed, where the widgets are read (the point's section,
    /// Decision 522; the app itself loads).
    @Test(arguments: [
        (#""todayTasks""#, "\"todayTasks\" is not a widget layout (records, progress, dayGrid, nextRecord)"),
        (#"{"show": "records", "days": {"systemLarge": 14}}"#, "\"days\" is not a key of the records layout (its keys: limit, limitParameter, includeCompleted, includeCompletedParameter, footer)"),
        (#"{"show": "dayGrid", "days": {"systemHuge": 14}}"#, "\"systemHuge\" is not a widget family"),
        (#"{"show": "records", "limit": 0}"#, "invalid at $.widgets[0].content.limit: expected a count from 1 to 20 (not 0)"),
        (#"{"show": "dayGrid", "days": {"systemLarge": 400}}"#, "invalid at $.widgets[0].content.days.systemLarge: expected a number of days from 1 to 31 (not 400)"),
    ])
    func aContentTheToolkitCannotShowIsRefused(json: String, expected: String) {
        #expect {
            try AppManifest.decode(Data(Self.manifest(content: json).utf8), file: "integrations.json").widgetDeclarations(file: "integrations.json")
        } throws: { error in
            guard let error = error as? IntegrationsError, error.kind == .invalidManifest else { return false }
            return error.message.en.contains(expected)
        }
    }

    @Test func aDayGridShowsItsFamilysDays() {
        let grid = WidgetContent.DayGrid(days: [.systemLarge: 14])
        #expect(grid.days(in: .systemLarge) == 14)
        #expect(grid.days(in: .systemMedium) == WidgetContent.DayGrid.defaultDays)
        #expect(grid.longest == 14)
        #expect(WidgetContent.DayGrid().longest == 7)
    }
}
