import Foundation
import IntegrationsCore
import IntegrationsPointKit
import IntegrationsWidgets
import Testing

/// The manifest's `widgets` as the widgets point's own section (Decision 522): a closed value or a limit
/// refused where the widgets are read, with the message the core's load gave; the app itself still loads;
/// the check reports both.
@Suite struct WidgetSectionTests {
    static func manifest(_ widgets: String) throws(IntegrationsError) -> AppManifest {
        try AppManifest.decode(Data(#"{"app": {"name": "X", "bundleIdentifier": "com.x"}, "widgets": \#(widgets)}"#.utf8), file: "integrations.json")
    }

    static let widget = #""kind": "W", "displayName": {"ja": "w", "en": "w"}, "description": {"ja": "d", "en": "d""#

    @Test(arguments: [
        (#"[{\#(widget)}, "families": ["systemHuge"], "content": "progress"}]"#, "$.widgets[0].families[0]",
         "systemSmall, systemMedium, systemLarge, accessoryInline, accessoryRectangular, accessoryCircular", "systemHuge"),
        (#"[{\#(widget)}, "families": ["systemSmall"], "content": "progress", "configuration": [{"name": "c", "title": {"ja": "c", "en": "c"}, "type": "float", "default": 1}]}]"#,
         "$.widgets[0].configuration[0].type", "boolean, integer", "float"),
    ])
    func aClosedValueThatIsNoneOfItsValuesIsRefusedWhereRead(widgets: String, path: String, values: String, given: String) throws {
        let manifest = try Self.manifest(widgets)
        #expect(manifest.widgets.isEmpty)
        let text = #"{"app": {"name": "X", "bundleIdentifier": "com.x"}, "widgets": \#(widgets)}"#
        let column = try #require(text.range(of: "\"\(given)\"")).lowerBound.utf16Offset(in: text) + 1
        #expect {
            try manifest.widgetDeclarations(file: "integrations.json")
        } throws: { error in
            (error as? IntegrationsError)?.message.en
                == "Cannot read integrations.json: expected one of \(values) (not \"\(given)\") at \(path) (line 1, column \(column)). Fix the file and run the command again."
        }
        #expect(WidgetsPoint().checkManifest(manifest).map(\.code.rawValue) == ["manifest.invalidValue"])
    }

    /// A value no widget can be built with is refused where the widgets are read, as the core's load refused
    /// it (Decision 481), and reported by the check at its path.
    @Test(arguments: [
        (#""content": "progress", "refreshInterval": 0"#, "widget.refreshInterval", "$.widgets[0].refreshInterval",
         "a number of seconds above 0 and at most 604800, 7 days (not 0.0)"),
        (#""content": {"show": "records", "limit": 0}"#, "widget.limit", "$.widgets[0].content.limit", "a count from 1 to 20 (not 0)"),
    ])
    func aLimitIsRefusedWhereReadAndReported(content: String, code: String, path: String, expected: String) throws {
        let manifest = try Self.manifest(#"[{\#(Self.widget)}, "families": ["systemMedium"], "entity": "item", \#(content)}]"#)
        #expect(manifest.widgets.count == 1)
        #expect {
            try manifest.widgetDeclarations(file: "integrations.json")
        } throws: { error in
            (error as? IntegrationsError)?.message.en == "The manifest integrations.json is invalid at \(path): expected \(expected). Fix the file and run the command again."
        }
        let found = WidgetsPoint().checkManifest(manifest).filter { $0.code.rawValue == code }
        #expect(found.map(\.path) == [path])
    }

    /// Set through the typed view, the section is written; set empty, it is gone.
    @Test func theTypedViewWritesTheSection() throws {
        var manifest = AppManifest(app: AppIdentity(name: "X", bundleIdentifier: "com.x"))
        let widget = WidgetDeclaration(
            kind: "W", displayName: LocalizedText(ja: "w", en: "w"), description: LocalizedText(ja: "d", en: "d"), families: [.systemSmall],
            content: .progress, entity: "item")
        manifest.widgets = [widget]
        #expect(manifest.sections.keys.sorted() == ["widgets"])
        let reread = try JSONDecoder().decode(AppManifest.self, from: try JSONEncoder().encode(manifest))
        #expect(reread.widgets == [widget])
        manifest.widgets = []
        #expect(manifest.sections.isEmpty)
    }
}
