import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        switch ActivityKind(rawValue: userActivity.activityType) {
        case .compose?: openComposer()
        case .reading?: openReader()
        case nil: break
        }
        if userActivity.activityType == "\(bundleID).frontend" {
            openFrontend()
        }
    }

    func openComposer() {}
    func openReader() {}
    func openFrontend() {}
}
