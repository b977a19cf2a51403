import Foundation
import IntegrationsCore
import IntegrationsPointKit
import IntegrationsRouting
import Testing

/// The manifest's `routes` as the deep-link point's own section (Decision 531): read, refused where it is
/// read with its line and column, passed over by the core's load, and written back by the typed view.
@Suite struct RouteSectionTests {
    static func manifest(_ routes: String) throws(IntegrationsError) -> AppManifest {
        try AppManifest.decode(Data(#"{"app": {"name": "X", "bundleIdentifier": "com.x"}, "routes": \#(routes)}"#.utf8), file: "integrations.json")
    }

    @Test func theSectionIsReadAsDeclarations() throws {
        let manifest = try Self.manifest("""
            [{"name": "item", "forms": [{"kind": "scheme", "template": "x://item/{id}"}, {"kind": "web", "template": "https://x.example/items/{id}"}],
              "parameters": {"id": "int"}, "query": {"page": {"type": "int", "default": "1"}}, "isUniversalLink": true}]
            """)
        let declared = try manifest.routeDeclarations(file: "integrations.json")
        #expect(declared == [
            RouteDeclaration(
                name: "item", forms: [RouteForm(.scheme, "x://item/{id}"), RouteForm(.web, "https://x.example/items/{id}")],
                parameters: ["id": .int], query: ["page": QueryParameter(.int, defaultValue: "1")], isUniversalLink: true),
        ])
        #expect(manifest.routes == declared)
    }

    /// A value of the wrong type, or a closed value that is none of its values (its own values named,
    /// whatever other type has the same name), is refused at its line and column where the routes are
    /// read; the app itself still loads (the one-tier rule, Decision 472).
    @Test(arguments: [
        (#"[{"name": "r", "forms": [{"kind": "web2", "template": "https://a.example/"}]}]"#,
         #"Cannot read integrations.json: expected one of scheme, web, clip (not "web2") at $.routes[0].forms[0].kind (line 1, column 97). Fix the file and run the command again."#),
        (#"[{"name": "r", "forms": [], "isUniversalLink": "yes"}]"#,
         #"Cannot read integrations.json: expected true or false at $.routes[0].isUniversalLink (line 1, column 110). Fix the file and run the command again."#),
    ])
    func aValueOfTheWrongKindIsRefusedWhereRead(routes: String, message: String) throws {
        let manifest = try Self.manifest(routes)
        #expect(manifest.routes.isEmpty)
        #expect {
            try manifest.routeDeclarations(file: "integrations.json")
        } throws: { error in
            (error as? IntegrationsError)?.message.en == message
        }
    }

    /// Set through the typed view, the section is written; set empty, it is gone, as the other points'
    /// sections (the import writes no empty `routes`).
    @Test func theTypedViewWritesTheSection() throws {
        var manifest = AppManifest(app: AppIdentity(name: "X", bundleIdentifier: "com.x"))
        #expect(manifest.sections["routes"] == nil)
        manifest.routes = [RouteDeclaration(name: "home", forms: [RouteForm(.scheme, "x://home")])]
        #expect(manifest.sections["routes"] != nil)
        #expect(try manifest.routeDeclarations(file: "integrations.json").map(\.name) == ["home"])
        manifest.routes = []
        #expect(manifest.sections["routes"] == nil)
    }

    /// The typed view is read once per manifest (its rules look a route up per action), and what it read
    /// never outlives the sections it was read from: setting them is read anew, and a copy keeps its own.
    @Test func aReadingIsKeptOnlyWhileTheSectionsStayTheSame() throws {
        var manifest = try Self.manifest(#"[{"name": "first", "forms": [{"kind": "scheme", "template": "x://first"}]}]"#)
        #expect(manifest.routes.map(\.name) == ["first"])
        #expect(manifest.routes.map(\.name) == ["first"])
        let copy = manifest
        manifest.routes = [RouteDeclaration(name: "second", forms: [RouteForm(.scheme, "x://second")])]
        #expect(manifest.routes.map(\.name) == ["second"])
        #expect(copy.routes.map(\.name) == ["first"])
        manifest.sections["routes"] = .array([])
        #expect(manifest.routes.isEmpty)
    }
}
