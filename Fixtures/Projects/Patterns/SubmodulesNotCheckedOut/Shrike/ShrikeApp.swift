import SwiftUI

@main
struct ShrikeApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Sightings")
                .onOpenURL { url in
                    guard url.scheme == "shrike" else { return }
                    SightingRouter.shared.open(url)
                }
        }
    }
}

/// Opens a sighting from a `shrike://sighting/<id>` link.
final class SightingRouter {
    static let shared = SightingRouter()

    func open(_ url: URL) {
        print(url.lastPathComponent)
    }
}
