import Foundation
import IntegrationsCore
import IntegrationsPointKit
import IntegrationsQuickActions
import Testing

/// `quickActions` in the manifest: how a declaration reads and writes, its defaults, and what it refuses
/// (issue 35).
@Suite struct QuickActionDeclarationTests {
    static func manifest(_ quickActions: String) throws(IntegrationsError) -> AppManifest {
        try AppManifest.decode(Data(#"{"app": {"name": "Pinboard", "bundleIdentifier": "com.example.pinboard"}, "quickActions": \#(quickActions)}"#.utf8), file: "integrations.json")
    }

    @Test func aDeclarationReadsEveryKey() throws {
        let manifest = try Self.manifest("""
            [{"type": "com.example.pinboard.pin", "title": {"ja": "ピン", "en": "Pin"}, "subtitle": {"ja": "最初の", "en": "The first"},
              "icon": "pin", "does": {"openRoute": "pin", "parameters": {"id": "1"}}, "dynamic": true},
             {"type": "com.example.pinboard.add", "title": {"ja": "追加", "en": "Add"}, "does": {"runIntent": "AddPin"}}]
            """)
        #expect(manifest.quickActions == [
            QuickActionDeclaration(
                type: "com.example.pinboard.pin", title: LocalizedText(ja: "ピン", en: "Pin"), subtitle: LocalizedText(ja: "最初の", en: "The first"),
                icon: "pin", does: .openRoute("pin", parameters: ["id": "1"]), dynamic: true),
            QuickActionDeclaration(type: "com.example.pinboard.add", title: LocalizedText(ja: "追加", en: "Add"), does: .runIntent("AddPin")),
        ])
        #expect(manifest.quickActions[1].dynamic == false)
        #expect(manifest.quickActions[1].does.parameters == [:])
        #expect(manifest.quickActions[0].does.name == "pin")
    }

    /// Written back, a declaration leaves out what it does not have (no `dynamic: false`, no empty
    /// `parameters`), and reads back the same.
    @Test(arguments: [
        (QuickActionDeclaration(type: "a", title: LocalizedText(ja: "あ", en: "A"), does: .runIntent("I")),
         #"{"does":{"runIntent":"I"},"title":{"en":"A","ja":"あ"},"type":"a"}"#),
        (QuickActionDeclaration(type: "b", title: LocalizedText(ja: "い", en: "B"), icon: "plus", does: .openRoute("r", parameters: ["id": "2"]), dynamic: true),
         #"{"does":{"openRoute":"r","parameters":{"id":"2"}},"dynamic":true,"icon":"plus","title":{"en":"B","ja":"い"},"type":"b"}"#),
    ])
    func aDeclarationRoundTrips(declaration: QuickActionDeclaration, json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(declaration)
        #expect(String(decoding: data, as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(QuickActionDeclaration.self, from: data) == declaration)
    }

    /// A manifest without the key has no quick actions.
    @Test func noKeyIsNoQuickActions() throws {
        let manifest = try AppManifest.decode(Data(#"{"app": {"name": "P", "bundleIdentifier": "com.example.p"}}"#.utf8), file: "integrations.json")
        #expect(manifest.quickActions.isEmpty)
    }

    /// What decoding refuses names its place, as the rest of the manifest does, where the section is read.
    @Test(arguments: [
        (#"[{"type": "a", "title": {"ja": "あ", "en": "A"}, "does": {"postpone": 60}}]"#, "$.quickActions[0].does"),
        (#"[{"type": "a", "title": {"ja": "あ", "en": "A"}}]"#, "$.quickActions[0].does"),
        (#"[{"title": {"ja": "あ", "en": "A"}, "does": {"runIntent": "I"}}]"#, "$.quickActions[0].type"),
        (#"[{"type": "a", "title": "A", "does": {"runIntent": "I"}}]"#, "$.quickActions[0].title"),
    ])
    func aMalformedDeclarationIsRefusedAtItsPath(quickActions: String, path: String) {
        do {
            _ = try QuickActionsPoint().declarations(in: try Self.manifest(quickActions), file: "integrations.json")
            Issue.record("decoded \(quickActions)")
        } catch {
            #expect(error.kind == .invalidManifest)
            #expect(error.message.en.contains(" at \(path):") || error.message.en.contains(" at \(path) "), "\(error.message.en)")
        }
    }

    @Test(arguments: [
        ("com.example.pinboard.bord", "com.example.pinboard.board"),
        ("COM.EXAMPLE.PINBOARD.ADD", "com.example.pinboard.add"),
        ("com.example.other", nil),
    ] as [(String, String?)])
    func theNearestTypeIsNamed(asked: String, nearest: String?) throws {
        let manifest = try Self.manifest("""
            [{"type": "com.example.pinboard.board", "title": {"ja": "ボード", "en": "Board"}, "does": {"openRoute": "board"}},
             {"type": "com.example.pinboard.add", "title": {"ja": "追加", "en": "Add"}, "does": {"runIntent": "AddPin"}}]
            """)
        #expect(manifest.nearestQuickActionType(to: asked) == nearest)
        #expect(manifest.quickAction(ofType: "com.example.pinboard.add")?.does == .runIntent("AddPin"))
        #expect(manifest.quickAction(ofType: asked) == nil)
    }
}
