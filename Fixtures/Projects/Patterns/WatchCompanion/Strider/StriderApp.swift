import SwiftUI

@main
struct StriderApp: App {
    var body: some Scene {
        WindowGroup { Text("Today's steps") }
    }
}
