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
}
