import Foundation
import IntegrationsCore
import Testing

/// A string that is none of an enumeration's values is refused with the values that are allowed, in both
/// languages — never Swift's own "Cannot initialize WidgetFamily from invalid String value".
@Suite struct EnumValueMessageTests {
    /// The core's own closed value; the points' are in their sections' tests (WidgetSectionTests…).
    @Test(arguments: [
        (#"{"kind": "web2", "template": "https://a.example/"}"#, "$.kind",
         "one of scheme, web, clip (not \"web2\")", "scheme、web、clip のいずれか（「web2」は使えません）"),
    ] as [(String, String, String, String)])
    func anUnknownEnumerationValueListsTheAllowedOnes(json: String, path: String, en: String, ja: String) {
        let data = Data(json.utf8)
        do {
            _ = try JSONDecoder().decode(RouteForm.self, from: data)
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
    /// types' in ActivitySectionTests, the notifications' in NotificationSectionTests and the widgets' in
    /// WidgetSectionTests).
    @Test(arguments: [
        (#""routes": [{"name": "r", "forms": [{"kind": "web2", "template": "https://a.example/"}]}]"#, "$.routes[0].forms[0].kind",
         "scheme, web, clip", "web2"),
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
