import SwiftUI

@main
struct HearthApp: App {
    var body: some Scene {
        WindowGroup {
            RoomList()
                .onContinueUserActivity("com.example.hearth.viewRoom") { _ in }
        }
    }
}

struct RoomList: View {
    var body: some View {
        Text("Rooms")
            .userActivity("com.example.hearth.viewRoom") { activity in
                activity.isEligibleForHandoff = true
            }
    }
}
