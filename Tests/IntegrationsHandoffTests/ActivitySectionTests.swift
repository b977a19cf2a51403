import Foundation
import IntegrationsCore
import IntegrationsHandoff
import IntegrationsPointKit
import Testing

/// The manifest's `activities` as the Handoff point's own section (Decision 518): read, refused where it
/// is read with its line and column, passed over by the core's load, and written back by the typed view.
@Suite struct ActivitySectionTests {
    static func manifest(_ activities: String) throws(IntegrationsError) -> AppManifest {
        try AppManifest.decode(Data(#"{"app": {"name": "X", "bundleIdentifier": "com.x"}, "activities": \#(activities)}"#.utf8), file: "integrations.json")
    }

    @Test func theSectionIsReadAsDeclarations() throws {
        let manifest = try Self.manifest("""
            [{"type": "com.x.edit", "title": {"ja": "編集", "en": "Editing"}, "entity": "note",
              "userInfo": [{"key": "id", "type": "integer", "value": "${id}"}], "requiredUserInfoKeys": ["id"],
              "continuesTo": {"route": "edit", "parameters": {"id": "id"}}, "eligibility": ["handoff", "search"]},
             {"type": "com.x.view", "title": {"ja": "表示", "en": "Viewing"}}]
            """)
        let declared = try HandoffPoint().declarations(in: manifest, file: "integrations.json")
        #expect(declared == [
            ActivityTypeDeclaration(
                type: "com.x.edit", title: LocalizedText(ja: "編集", en: "Editing"), entity: "note",
                userInfo: [UserInfoKeyDeclaration(key: "id", type: .integer, value: "${id}")], requiredUserInfoKeys: ["id"],
                continuesTo: ActivityRoute(route: "edit", parameters: ["id": "id"]), eligibility: [.handoff, .search]),
            ActivityTypeDeclaration(type: "com.x.view", title: LocalizedText(ja: "表示", en: "Viewing")),
        ])
        #expect(manifest.activities == declared)
    }

    /// A closed value that is none of its values names its own values, at its line and column, where the
    /// activity types are read; the app itself still loads (the one-tier rule, Decision 472).
    @Test(arguments: [
        (#"[{"type": "com.x.v", "title": {"ja": "v", "en": "v"}, "eligibility": ["handof"]}]"#,
         #"Cannot read integrations.json: expected one of handoff, search, publicIndexing, prediction (not "handof") at $.activities[0].eligibility[0] (line 1, column 137). Fix the file and run the command again."#),
        (#"[{"type": "com.x.v", "title": {"ja": "v", "en": "v"}, "userInfo": [{"key": "k", "type": "float"}]}]"#,
         #"Cannot read integrations.json: expected one of string, integer, real, boolean, date, data, array, dictionary (not "float") at $.activities[0].userInfo[0].type (line 1, column 155). Fix the file and run the command again."#),
    ])
    func aValueThatIsNoneOfItsValuesIsRefusedWhereRead(activities: String, message: String) throws {
        let manifest = try Self.manifest(activities)
        #expect(manifest.activities.isEmpty)
        #expect {
            try HandoffPoint().declarations(in: manifest, file: "integrations.json")
        } throws: { error in
            (error as? IntegrationsError)?.message.en == message
        }
    }

    /// Set through the typed view, the section is written; set empty, it is gone (as the import writes a
    /// project without activity types).
    @Test func theTypedViewWritesTheSection() throws {
        var manifest = AppManifest(app: AppIdentity(name: "X", bundleIdentifier: "com.x"))
        let declaration = ActivityTypeDeclaration(type: "com.x.view", title: LocalizedText(ja: "表示", en: "Viewing"), eligibility: [.search])
        manifest.activities = [declaration]
        #expect(manifest.sections.keys.sorted() == ["activities"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let reread = try JSONDecoder().decode(AppManifest.self, from: try encoder.encode(manifest))
        #expect(reread.activities == [declaration])
        manifest.activities = []
        #expect(manifest.sections.isEmpty)
    }
}

/// A manifest read from its file reads the points' sections from its bytes only when a point asks
/// (Docs/Benchmarks.md, issue 48): the same values as decoding it at once, and a section whose value no
/// JSON reader takes is refused by the point that reads it, not by every command that loads the app.
@Suite struct SectionsReadWhenAskedTests {
    static let text = #"""
        {"app": {"name": "X", "bundleIdentifier": "com.x"},
         "activities": [{"type": "com.x.v", "title": {"ja": "v", "en": "v"}, "keywords": ["a", "b"]}],
         "liveActivities": [{"attributesType": "A"}], "elsewhere": {"n": 1, "f": 1.5, "t": true, "z": null, "l": [1, "x"]}}
        """#

    @Test func theSectionsAreThoseOfADecodeAtOnce() throws {
        let data = Data(Self.text.utf8)
        let read = try AppManifest.decode(data, file: "integrations.json")
        let atOnce = try JSONDecoder().decode(AppManifest.self, from: data)
        #expect(read.sections == atOnce.sections)
        #expect(read == atOnce)
        #expect(read.sections.keys.sorted() == ["activities", "elsewhere", "liveActivities"])
        #expect(read.activities.map(\.keywords) == [["a", "b"]])
    }

    @Test func aSectionNoJSONReaderTakesIsRefusedWhereRead() throws {
        let text = Self.text.replacingOccurrences(of: #""keywords": ["a", "b"]"#, with: #""keywords": [1e400]"#)
        let manifest = try AppManifest.decode(Data(text.utf8), file: "integrations.json")
        #expect(manifest.sections["activities"] == nil)
        #expect(manifest.sections["liveActivities"] != nil)
        #expect {
            try HandoffPoint().declarations(in: manifest, file: "integrations.json")
        } throws: { error in
            guard let error = error as? IntegrationsError else { return false }
            return error.kind == .invalidManifest && error.message.en.hasPrefix("Cannot read integrations.json:") && error.message.en.contains("$.activities")
        }
        #expect(HandoffPoint().checkManifest(manifest).map(\.code.rawValue) == ["manifest.invalidValue"])
    }
}
