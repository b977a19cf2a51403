import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url, url.scheme == "sprig" else { return }
        Router.shared.open(URLComponents(url: url, resolvingAgainstBaseURL: false))
    }
}
