import SwiftUI

@main
struct RelayApp: App {
    var body: some Scene {
        WindowGroup { Text("Relay") }
    }
}
