import AppcadiaApp
import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// The check as a test: the app's manifest passes it, and a broken copy fails it at the line at fault.
@Suite struct CheckTests {
    @Test func theManifestPassesTheCheck() {
        let app = BundledAppFolder(bundled: Appcadia.folder, source: "Sources/AppcadiaApp")
        let diagnostics = app.sourceLocated(AppCheck(directory: app.bundled).run())
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map { $0.formatted(.en) }.joined(separator: "\n"))")
    }

    @Test func aBrokenManifestFailsTheCheck() throws {
        let folder = try TemporaryFolder(prefix: "appcadia-check")
        defer { folder.remove() }
        for name in ["integrations.json", "goals.json", "trainers.json"] {
            try FileManager.default.copyItem(at: Appcadia.folder.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
        }
        // A route whose web form names a host the app does not associate.
        let manifest = folder.url.appendingPathComponent("integrations.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "https://appcadia.com/goals/{id}/edit", with: "https://elsewhere.example/goals/{id}/edit")
            .write(to: manifest, atomically: true, encoding: .utf8)

        let errors = AppCheck(directory: folder.url).run().filter { $0.severity == .error }
        #expect(errors.map(\.code.rawValue).contains("route.hostNotAssociated"))
        #expect(errors.allSatisfy { $0.line != nil })
    }
}
