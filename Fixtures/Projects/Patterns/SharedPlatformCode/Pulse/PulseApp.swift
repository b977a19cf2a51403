import SwiftUI

@main
struct PulseApp: App {
    init() { Sync.register() }

    var body: some Scene {
        WindowGroup { Text("Pulse") }
    }
}
