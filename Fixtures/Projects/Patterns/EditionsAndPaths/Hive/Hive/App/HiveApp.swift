import SwiftUI

@main
struct HiveApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Hive")
                .onOpenURL { url in
                    guard url.scheme == "hive" else { return }
                }
        }
    }
}
