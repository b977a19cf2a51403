import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's own scheme, and the one its balance widget opens it with.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        switch url.scheme {
        case "ledger": return Router.shared.open(url)
        case "ledger-widget": return Router.shared.openFromWidget(url)
        default: return false
        }
    }
}

final class Router {
    static let shared = Router()
    func open(_ url: URL) -> Bool { true }
    func openFromWidget(_ url: URL) -> Bool { true }
}
