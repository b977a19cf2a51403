import Foundation
import IntegrationsCore
import Testing

/// A string that is none of an enumeration's values is refused with the values that are allowed, in both
/// languages — never Swift's own "Cannot initialize WidgetFamily from invalid String value".
@Suite struct EnumValueMessageTests {
    @Test(arguments: [
        (#"{"kind": "W", "displayName": {"ja": "w", "en": "w"}, "description": {"ja": "d", "en": "d"}, "families": ["systemHuge"], "content": "progress"}"#,
         "widget", "$.families[0]",
         "one of systemSmall, systemMedium, systemLarge, accessoryInline, accessoryRectangular, accessoryCircular (not \"systemHuge\")",
         "systemSmall、systemMedium、systemLarge、accessoryInline、accessoryRectangular、accessoryCircular のいずれか（「systemHuge」は使えません）"),
        (#"{"kind": "web2", "template": "https://a.example/"}"#, "form", "$.kind",
         "one of scheme, web, clip (not \"web2\")", "scheme、web、clip のいずれか（「web2」は使えません）"),
    ] as [(String, String, String, String, String)])
    func anUnknownEnumerationValueListsTheAllowedOnes(json: String, type: String, path: String, en: String, ja: String) {
        let data = Data(json.utf8)
        do {
            let decoder = JSONDecoder()
            switch type {
            case "widget": _ = try decoder.decode(WidgetDeclaration.self, from: data)
            default: _ = try decoder.decode(RouteForm.self, from: data)
            }
            Issue.record("\(json) decoded")
        } catch {
            let problem = JSONProblem(error, data: data)
            #expect(problem.path == path)
            #expect(problem.expected.en == en)
            #expect(problem.expected.ja == ja)
        }
    }

    /// Every closed value of the manifest, in a manifest: the values of its own type, whatever other type
    /// has the same name (a background task's `kind` was once said as a route form's: "one of scheme, web,
    /// clip"; that row is in BackgroundTaskDeclarationTests, with the point's section, the activity
    /// types' in ActivitySectionTests and the notifications' in NotificationSectionTests).
    @Test(arguments: [
        (#""widgets": [{"kind": "W", "displayName": {"ja": "w", "en": "w"}, "description": {"ja": "d", "en": "d"}, "families": ["systemSmall"], "content": "progress", "configuration": [{"name": "c", "title": {"ja": "c", "en": "c"}, "type": "float", "default": 1}]}]"#,
         "$.widgets[0].configuration[0].type", "boolean, integer", "float"),
    ] as [(String, String, String, String)])
    func eachClosedValueOfTheManifestListsItsOwnValues(section: String, path: String, values: String, given: String) {
        let data = Data(#"{"app": {"name": "X", "bundleIdentifier": "com.x"}, \#(section)}"#.utf8)
        do {
            _ = try JSONDecoder().decode(AppManifest.self, from: data)
            Issue.record("\(section) decoded")
        } catch {
            let problem = JSONProblem(error, data: data)
            #expect(problem.path == path)
            #expect(problem.expected.en == "one of \(values) (not \"\(given)\")")
            #expect(problem.expected.ja == "\(values.replacingOccurrences(of: ", ", with: "、")) のいずれか（「\(given)」は使えません）")
        }
    }
}
