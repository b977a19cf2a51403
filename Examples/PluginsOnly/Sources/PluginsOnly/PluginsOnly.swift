import Foundation
import GRDB
import IntegrationsCore
import IntegrationsRouting

/// The app's own code: its GRDB (6), the generated route type and the toolkit's router side by side.
public enum PluginsOnly {
    /// The app's own database configuration, from the GRDB it pinned.
    public static func storeConfiguration() -> Configuration {
        Configuration()
    }

    /// The route a recipe's link opens, read by the generated type.
    public static func recipe(_ url: URL) -> Int? {
        if case .recipe(let id) = AppRoute(url: url) { return id }
        return nil
    }

    /// The toolkit's router on the same routes, for what the generated type does not do (misses explained).
    public static func explain(_ url: URL, routes: [RouteDeclaration]) -> RouteResolution {
        Router(routes).resolve(url)
    }
}
