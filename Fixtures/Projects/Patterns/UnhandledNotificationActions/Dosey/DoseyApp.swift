import SwiftUI
import UserNotifications

@main
struct DoseyApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup { DoseList() }
    }
}

struct DoseList: View {
    var body: some View { Text("Today") }
}
