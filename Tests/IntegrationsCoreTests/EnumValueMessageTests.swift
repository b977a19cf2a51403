import Foundation
import IntegrationsCore
import Testing

/// A string that is none of an enumeration's values is refused with the values that are allowed, in both
/// languages — never Swift's own "Cannot initialize WidgetFamily from invalid String value".
@Suite struct EnumValueMessageTests {
    @Test(arguments: [
        (#"{"kind": "W", "displayName": {"ja": "w", "en": "w"}, "description": {"ja": "d", "en": "d"}, "families": ["systemHuge"], "content": "progress"}"#,
         WidgetDeclaration.self as any Decodable.Type, "$.families[0]",
         "one of systemSmall, systemMedium, systemLarge, accessoryInline, accessoryRectangular, accessoryCircular (not \"systemHuge\")",
         "systemSmall、systemMedium、systemLarge、accessoryInline、accessoryRectangular、accessoryCircular のいずれか（「systemHuge」は使えません）"),
        (#"{"kind": "web2", "template": "https://a.example/"}"#, RouteForm.self, "$.kind",
         "one of scheme, web, clip (not \"web2\")", "scheme、web、clip のいずれか（「web2」は使えません）"),
        (#"{"key": "k", "type": "float"}"#, UserInfoKeyDeclaration.self, "$.type",
         "one of string, integer, real, boolean, date, data, array, dictionary (not \"float\")",
         "string、integer、real、boolean、date、data、array、dictionary のいずれか（「float」は使えません）"),
    ] as [(String, any Decodable.Type, String, String, String)])
    func anUnknownEnumerationValueListsTheAllowedOnes(json: String, type: any Decodable.Type, path: String, en: String, ja: String) {
        let data = Data(json.utf8)
        do {
            _ = try JSONDecoder().decode(type, from: data)
            Issue.record("\(json) decoded")
        } catch {
            let problem = JSONProblem(error, data: data)
            #expect(problem.path == path)
            #expect(problem.expected.en == en)
            #expect(problem.expected.ja == ja)
        }
    }
}
