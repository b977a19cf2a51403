import Foundation
import IntegrationsCodeGen
import IntegrationsCore
import Testing

/// A route or route parameter the generated Swift names with a number added is a `codegen.renamed` note
/// at the name's place; a name that only changes its form is none.
@Suite struct SwiftRenameTests {
    static func manifest(routes: String) throws -> AppManifest {
        let json = """
            {
              "app": {"name": "N", "bundleIdentifier": "com.example.n", "urlSchemes": ["h"], "appGroup": "group.com.example.n"},
              "routes": [\(routes)]
            }
            """
        return try AppManifest.decode(Data(json.utf8), file: "integrations.json")
    }

    @Test(arguments: [
        // A member the enum has itself.
        (#"{"name": "url", "forms": [{"kind": "scheme", "template": "h://u"}]}"#, ["$.routes[0].name"], ["url2"]),
        // Two names that become one identifier: the second gets a number.
        (#"{"name": "item-edit", "forms": [{"kind": "scheme", "template": "h://a"}]}, {"name": "itemEdit", "forms": [{"kind": "scheme", "template": "h://b"}]}"#,
         ["$.routes[1].name"], ["itemEdit2"]),
        // Two parameters that become one label.
        (#"{"name": "p", "forms": [{"kind": "scheme", "template": "h://p/{item_id}/{itemId}"}], "parameters": {"itemId": "int"}}"#, ["$.routes[0].parameters.itemId"], ["itemId2"]),
        (#"{"name": "q", "forms": [{"kind": "scheme", "template": "h://q/{item_id}/{itemId}"}]}"#, ["$.routes[0].forms[0].template"], ["itemId2"]),
        // Only the form changes: no note.
        (#"{"name": "item-edit", "forms": [{"kind": "scheme", "template": "h://e/{2fa}"}]}"#, [], []),
    ] as [(String, [String], [String])])
    func aRenamedNameIsANoteAtItsPlace(routes: String, paths: [String], names: [String]) throws {
        let diagnostics = SwiftGenerator(manifest: try Self.manifest(routes: routes)).renameDiagnostics
        #expect(diagnostics.map(\.path) == paths)
        #expect(diagnostics.allSatisfy { $0.code == .codegenRenamed && $0.severity == .note })
        for (diagnostic, name) in zip(diagnostics, names) {
            #expect(diagnostic.message.en.contains(name), "\(diagnostic.message.en)")
            #expect(diagnostic.message.ja.contains(name))
        }
    }
}
