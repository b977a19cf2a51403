import SwiftUI

@main
struct HiveApp: App {
    var body: some Scene {
        WindowGroup { GardenView() }
    }
}
