import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// Before scenes: the same schemes as the scene delegate.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        switch url.scheme?.lowercased() {
        case "sprig": return Router.shared.open(components)
        default: return false
        }
    }
}
