import SwiftUI

@main
struct AtlasApp: App {
    var body: some Scene {
        WindowGroup {
            MapScreen()
        }
    }
}
