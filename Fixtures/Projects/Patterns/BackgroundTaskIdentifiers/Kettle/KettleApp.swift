import SwiftUI

@main
struct KettleApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate

    var body: some Scene {
        WindowGroup {
            Text("Kettle")
        }
        .backgroundTask(.appRefresh("com.example.kettle.steep")) {
            await Tips.steepReminder()
        }
    }
}
