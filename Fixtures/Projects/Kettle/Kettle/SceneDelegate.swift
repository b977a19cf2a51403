import UIKit

enum ShortcutType: String {
    case brew = "com.example.kettle.brew"
    case brw = "com.example.kettle.brw"
    case favorite = "com.example.kettle.favorite"
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(
                type: ShortcutType.favorite.rawValue,
                localizedTitle: "Favourite",
                localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(systemImageName: "star"),
                userInfo: nil
            ),
        ]
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        guard let kind = ShortcutType(rawValue: shortcutItem.type) else {
            completionHandler(false)
            return
        }
        switch kind {
        case .brew:
            BrewController.shared.startDefault()
        case .brw:
            BrewController.shared.startDefault()
        case .favorite:
            break
        }
        completionHandler(true)
    }
}
