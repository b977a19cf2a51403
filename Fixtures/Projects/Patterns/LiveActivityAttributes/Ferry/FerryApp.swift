import SwiftUI

@main
struct FerryApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Ferry")
        }
    }
}
