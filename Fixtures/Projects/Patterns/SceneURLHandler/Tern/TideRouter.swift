import UIKit

final class TideRouter {
    static let shared = TideRouter()

    func open(_ url: URL) -> Bool {
        guard url.scheme == "tern" else { return false }
        switch url.host {
        case "station": return true
        case "today": return true
        default: return false
        }
    }
}

final class TideTableViewController: UIViewController {}
