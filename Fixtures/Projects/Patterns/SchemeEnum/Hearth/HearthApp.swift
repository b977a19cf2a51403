import SwiftUI

@main
struct HearthApp: App {
    var body: some Scene {
        WindowGroup { SettingsView() }
            .onOpenURL { url in
                guard url.scheme == Scheme.app.rawValue else { return }
                Router.shared.open(url)
            }
    }
}
