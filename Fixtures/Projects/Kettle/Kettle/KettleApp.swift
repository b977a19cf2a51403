import SwiftUI
import UIKit

@main
struct KettleApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            TimerList()
        }
    }
}
