import SwiftUI
import CoreSpotlight

final class ItemActivities {
    func viewing(_ id: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: ActivityType.viewItem.rawValue)
        activity.isEligibleForHandoff = true
        activity.webpageURL = URL(string: "https://larder.example.com/items/\(id)")
        return activity
    }

    func editing(_ id: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.larder.editItem")
        activity.isEligibleForSearch = true
        activity.webpageURL = URL(string: "https://larder.other.example/items/\(id)/edit")
        return activity
    }

    func share() -> URL? {
        URL(string: Links.itemsPath)
    }

    func openRecipes() -> URL? {
        URL(string: "recipes://search?q=soup")
    }

    func openChat() -> URL? {
        URL(string: "chat://larder")
    }

    func dynamic(_ scheme: String) -> URL? {
        URL(string: "\(scheme)://anything")
    }
}

struct ContentView: View {
    var body: some View {
        Text("Larder")
            .userActivity(ActivityType.viewItem.rawValue) { activity in
                activity.isEligibleForHandoff = true
            }
            .onContinueUserActivity(ActivityType.browse.rawValue) { _ in }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { _ in }
    }
}

final class SceneDelegate: NSObject {
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if userActivity.activityType == CSSearchableItemActionType {
            return
        }
        switch userActivity.activityType {
        case "com.example.larder.viewItem": break
        default: break
        }
    }
}

extension ItemActivities {
    /// An activity type that is not reverse-DNS: the manifest's rule, found at this line by check --project.
    func scanning() -> NSUserActivity {
        NSUserActivity(activityType: "scan")
    }
}
