import SwiftUI

@main
struct HiveSampleApp: App {
    var body: some Scene {
        WindowGroup { Link("Sample", destination: URL(string: "hivesample://demo")!) }
    }
}
