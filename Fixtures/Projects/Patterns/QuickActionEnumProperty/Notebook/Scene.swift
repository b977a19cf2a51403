import UIKit

enum QuickAction: String {
    case compose = "com.example.notebook.compose"
    case search = "com.example.notebook.search"
    case legacy = "com.example.notebook.legacy"
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var pendingAction: QuickAction?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let item = connectionOptions.shortcutItem { pendingAction = QuickAction(rawValue: item.type) }
        UIApplication.shared.shortcutItems = [.init(type: QuickAction.search.rawValue, localizedTitle: "Search")]
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        guard let action = QuickAction(rawValue: shortcutItem.type) else { return completionHandler(false) }
        perform(action)
        completionHandler(true)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        guard let action = pendingAction else { return }
        pendingAction = nil
        perform(action)
    }

    private func perform(_ action: QuickAction) {
        switch action {
        case .compose: break
        case .search: break
        case .legacy: break
        }
    }
}
