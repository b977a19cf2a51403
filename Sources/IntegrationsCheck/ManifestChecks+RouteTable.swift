import Foundation
public import IntegrationsApp
public import IntegrationsCore
public import IntegrationsRouting
import IntegrationsFileInput

extension CheckEngine {
    /// The problems of an app's route table as `check` reports them: each a `route.*` error at the route at
    /// fault in the app's manifest, with its file, line and column, so that a command that lists the table
    /// reports the same diagnostics the check does.
    ///
    /// ```swift
    /// let app = try App.load(from: URL(fileURLWithPath: "MyApp"))
    /// let router = Router(app.manifest.routes)
    /// for diagnostic in CheckEngine.routeTable(router, of: app) { print(diagnostic.formatted(.en)) }
    /// // MyApp/integrations.json:40:5: error: The route name "item" is declared twice; … [route.duplicateName]
    /// ```
    ///
    /// - Parameters:
    ///   - router: The table, built from `app.manifest.routes` in their order.
    ///   - app: The app whose manifest declares the routes.
    ///   - shownAs: The folder a person has the app's files in, when the app was loaded from elsewhere (an
    ///     embedded sample written out to a cache); by default the app's folder as it was given.
    /// - Returns: The diagnostics, in the router's order. Each names the manifest; a manifest that cannot be
    ///   read again leaves them at their JSON path without a line.
    public static func routeTable(_ router: Router, of app: App, shownAs: String? = nil) -> [Diagnostic] {
        let file = app.directory.appendingPathComponent(App.manifestFileName)
        let shown = shownAs.map { ($0 as NSString).appendingPathComponent(App.manifestFileName) } ?? file.relativePath
        let diagnostics = ManifestChecks.routeTable(router)
        guard !diagnostics.isEmpty else { return [] }
        guard let data = try? BoundedInput.read(file.path, limit: App.maximumFileSize) else {
            return diagnostics.map { diagnostic in
                var placed = diagnostic
                placed.file = shown
                return placed
            }
        }
        let locations = JSONLocations(data)
        return diagnostics.map { $0.located(in: locations, file: shown) }
    }
}
