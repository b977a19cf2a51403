import Foundation
import IntegrationsApp
import IntegrationsCheck
import IntegrationsCore
import IntegrationsRouting
import IntegrationsTestSupport
import Testing

/// A route table's problems placed in the manifest (``CheckEngine/routeTable(_:of:shownAs:)``, what
/// `routes --json` prints) are the check's own `route.*` diagnostics of the table: the same code, severity,
/// message, file, line and column.
@Suite struct RouteTableCheckTests {
    /// The codes the router itself reports while building the table.
    static let tableCodes: Set<Diagnostic.Code> = [.routeDuplicateName, .routeInvalidForm, .routeConflict, .routeUnreachable]

    @Test(arguments: CheckGolden.brokenApps)
    func theTablesProblemsAreTheChecksOwn(name: String) throws {
        let folder = CheckGolden.broken.appendingPathComponent(name)
        guard let app = try? App.load(from: folder) else { return }
        // The check names files from the repository's root; the table, as the app was loaded.
        let root = CheckRequest.repositoryRoot(of: folder).path + "/"
        let placed = CheckEngine.routeTable(Router(app.manifest.routes), of: app).map { diagnostic in
            var named = diagnostic
            named.file = diagnostic.file.map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 }
            return named
        }
        let checked = try CheckEngine.run(.app(folder)).diagnostics.filter { Self.tableCodes.contains($0.code) }
        #expect(placed.sorted { ($0.line ?? 0, $0.code.rawValue) < ($1.line ?? 0, $1.code.rawValue) } == checked, "\(name)")
    }

    @Test func aRepeatedNameIsAtTheLaterDeclarationsLine() throws {
        let folder = CheckGolden.broken.appendingPathComponent("RepeatedRouteName")
        let app = try App.load(from: folder)
        let diagnostics = CheckEngine.routeTable(Router(app.manifest.routes), of: app)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .routeDuplicateName)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.file == folder.appendingPathComponent("integrations.json").path)
        #expect(diagnostic.path == "$.routes[2]")
        #expect(diagnostic.line == 54 && diagnostic.column == 5)
        // Under the folder a person has the files in, for an app loaded from elsewhere.
        let shown = CheckEngine.routeTable(Router(app.manifest.routes), of: app, shownAs: "Fixtures/Broken/RepeatedRouteName")
        #expect(shown.map(\.file) == ["Fixtures/Broken/RepeatedRouteName/integrations.json"])
        #expect(shown.map(\.line) == [54])
    }

    /// Three declarations under one name: each repeated one is reported at its own position.
    @Test func eachRepeatedDeclarationIsReportedAtItsOwnPosition() throws {
        let folder = try TemporaryFolder(prefix: "route-table-check")
        defer { folder.remove() }
        let routes = (0..<3).map { index in
            #"{"name": "item", "forms": [{"kind": "scheme", "template": "notes://item\#(index)"}]}"#
        }
        let manifest = #"{"app": {"name": "Notes", "bundleIdentifier": "com.example.notes", "urlSchemes": ["notes"]}, "routes": ["#
            + routes.joined(separator: ",\n") + "]}"
        try Data(manifest.utf8).write(to: folder.url.appendingPathComponent("integrations.json"))
        let app = try App.load(from: folder.url)
        let diagnostics = CheckEngine.routeTable(Router(app.manifest.routes), of: app)
        #expect(diagnostics.map(\.code) == [.routeDuplicateName, .routeDuplicateName])
        #expect(diagnostics.map(\.path) == ["$.routes[1]", "$.routes[2]"])
        #expect(diagnostics.map(\.line) == [2, 3])
    }

    /// A table without problems reads nothing and reports nothing.
    @Test func aCleanTableHasNoProblems() throws {
        let app = try App.load(from: FixtureManifest.fixtures.appendingPathComponent("Appcadia"))
        #expect(CheckEngine.routeTable(Router(app.manifest.routes), of: app).isEmpty)
    }
}
