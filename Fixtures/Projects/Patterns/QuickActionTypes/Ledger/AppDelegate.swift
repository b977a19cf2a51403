import UIKit

enum ShortcutKind: String {
    case add = "com.example.ledger.add"
    case scan = "com.example.ledger.scn"
    case budget = "com.example.ledger.budget"
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Budgets.offerCurrent()
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            // Handled here, so the system does not call application(_:performActionFor:completionHandler:) too.
            _ = perform(item)
            return false
        }
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(perform(shortcutItem))
    }

    private func perform(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let kind = ShortcutKind(rawValue: shortcutItem.type) else { return false }
        switch kind {
        case .add: Expenses.showNew()
        case .scan: Receipts.scan()
        case .budget: Budgets.show()
        }
        return true
    }
}
