import Foundation
import IntegrationsCore
import Testing

@Suite struct ManifestTests {
    static let valid = """
        {"app": {"name": "Appcadia", "bundleIdentifier": "com.appcadia.app", "urlSchemes": ["appcadia"]},
         "searchDomains": [{"identifier": "goals", "entity": "goal", "records": "goals.json",
           "title": "${title}", "contentDescription": "${category}の目標: ${targetDescription}",
           "keywords": ["${category}", "目標", "${title}"], "contentURL": "appcadia://goal/${id}",
           "contentModificationDate": "updatedAt"}]}
        """

    @Test func decodesAManifestAndBuildsItems() throws {
        let manifest = try AppManifest.decode(Data(Self.valid.utf8), file: "integrations.json")
        #expect(manifest.search.foldsKana)
        let record = EntityRecord(fields: [
            "id": .number(7), "title": .string("読書30分"), "category": .string("学習"),
            "targetDescription": .string("毎日30分読む"), "updatedAt": .string("2026-10-01T09:00:00Z"),
        ])
        let item = try manifest.searchDomains[0].item(for: record, location: "goals.json[0]")
        #expect(item.uniqueIdentifier == "goal-7")
        #expect(item.domainIdentifier == "goals")
        #expect(item.attributeSet.title == "読書30分")
        #expect(item.attributeSet.contentDescription == "学習の目標: 毎日30分読む")
        #expect(item.attributeSet.keywords == ["学習", "目標", "読書30分"])
        #expect(item.attributeSet.contentURL?.absoluteString == "appcadia://goal/7")
        #expect(item.attributeSet.contentModificationDate == Date(timeIntervalSince1970: 1_790_845_200))
    }

    /// Errors name the file, the JSON path and what was expected.
    @Test(arguments: [
        (#"{"app": {"name": "A"}}"#, "expected the key \"bundleIdentifier\" at $.app.bundleIdentifier"),
        (#"{"app": {"name": 3, "bundleIdentifier": "x"}}"#, "expected a string at $.app.name"),
        (#"{"app": {"name": "A", "bundleIdentifier": "x"}, "searchDomains": [{"identifier": "g", "entity": "goal", "records": "g.json"}]}"#,
         "expected the key \"title\" at $.searchDomains[0].title"),
        (#"{"app": {"name": "A", "bundleIdentifier": "x"}, "searchDomains": {}}"#, "expected an array at $.searchDomains"),
        (#"{"app": "#, "is not valid JSON: at line 1, column 9, the document ends early (expected a value)"),
        (#"{"app": {"name": "A", "bundleIdentifier": "x"}, "searchDomains": [{"identifier": "g", "entity": "goal", "records": "g.json", "title": "${title"}]}"#,
         "invalid at $.searchDomains[0].title: expected a '}' closing the '${'"),
        (#"{"app": {"name": "A", "bundleIdentifier": "x"}, "searchDomains": [{"identifier": "g", "entity": "e", "records": "g.json", "title": "t"}, {"identifier": "g", "entity": "e", "records": "g.json", "title": "t"}]}"#,
         "invalid at $.searchDomains[1].identifier: expected a name no other domain uses"),
    ])
    func malformedManifestNamesThePath(json: String, expected: String) {
        #expect {
            try AppManifest.decode(Data(json.utf8), file: "/apps/x/integrations.json")
        } throws: { error in
            guard let error = error as? IntegrationsError, error.kind == .invalidManifest else { return false }
            return error.message.en.contains("/apps/x/integrations.json") && error.message.en.contains(expected)
        }
    }

    @Test func missingFieldInARecordNamesTheRecordAndTemplate() throws {
        let manifest = try AppManifest.decode(Data(Self.valid.utf8), file: "integrations.json")
        let record = EntityRecord(fields: ["id": .number(1), "title": .string("x")])
        #expect {
            try manifest.searchDomains[0].item(for: record, location: "goals.json[4]")
        } throws: { error in
            (error as? IntegrationsError)?.message == LocalizedText(
                ja: "goals.json[4] にはフィールド「category」がありませんが、検索ドメイン「goals」の contentDescription が使っています。レコードに追加するか、マニフェストのテンプレートを直してください。",
                en: "goals.json[4] has no field \"category\", which the contentDescription of search domain \"goals\" uses. Add it to the record or fix the template in the manifest.")
        }
    }

    @Test(arguments: [
        ("appcadia://goal/${id}", ["id"]),
        ("$${id}", []),
        ("${a}${b}", ["a", "b"]),
    ])
    func templateFields(source: String, fields: [String]) {
        #expect(FieldTemplate(source).fields == fields)
        #expect(FieldTemplate(source).problem == nil)
    }
}
