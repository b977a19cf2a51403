import SwiftUI

@main
struct TallyApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Tally")
                // A tap on a widget without a URL arrives as an activity whose type is the widget's kind.
                .onContinueUserActivity("com.example.tally.steps") { _ in }
                .onContinueUserActivity("com.example.tally.rings") { _ in }
        }
    }
}
