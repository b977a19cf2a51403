import IntegrationsCheck
import IntegrationsCore
import IntegrationsTestSupport
import PantryIntegrations
import Testing

@Test func theAppPassesTheCheck() {
    // The check runs on the bundled copy, what the app ships; the diagnostics name the source files.
    let app = BundledAppFolder(bundled: Pantry.appFolder, source: "Sources/PantryIntegrations/App")
    let diagnostics = app.sourceLocated(AppCheck(directory: app.bundled).run())
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map { $0.formatted(.en) }.joined(separator: "\n"))")
}
