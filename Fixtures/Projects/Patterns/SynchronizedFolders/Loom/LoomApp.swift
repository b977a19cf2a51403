import SwiftUI
import WidgetKit

@main
struct LoomApp: App {
    var body: some Scene {
        WindowGroup {
            PatternEditor()
        }
    }
}

struct PatternEditor: View {
    var body: some View {
        Text("Pattern")
            .userActivity("com.example.loom.editPattern") { activity in
                activity.isEligibleForHandoff = true
            }
            .onAppear { WidgetCenter.shared.reloadTimelines(ofKind: WidgetKinds.pattern) }
    }
}
