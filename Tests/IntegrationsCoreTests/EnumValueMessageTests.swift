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
        (#"{"key": "k", "type": "float"}"#, "userInfo", "$.type",
         "one of string, integer, real, boolean, date, data, array, dictionary (not \"float\")",
         "string、integer、real、boolean、date、data、array、dictionary のいずれか（「float」は使えません）"),
    ] as [(String, String, String, String, String)])
    func anUnknownEnumerationValueListsTheAllowedOnes(json: String, type: String, path: String, en: String, ja: String) {
        let data = Data(json.utf8)
        do {
            let decoder = JSONDecoder()
            switch type {
            case "widget": _ = try decoder.decode(WidgetDeclaration.self, from: data)
            case "form": _ = try decoder.decode(RouteForm.self, from: data)
            default: _ = try decoder.decode(UserInfoKeyDeclaration.self, from: data)
            }
            Issue.record("\(json) decoded")
        } catch {
            let problem = JSONProblem(error, data: data)
            #expect(problem.path == path)
            #expect(problem.expected.en == en)
            #expect(problem.expected.ja == ja)
        }
    }
}
