import SwiftUI

@main
struct JotterApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Notes")
                .onOpenURL(perform: handleIncomingLink)
        }
    }

    /// Every URL that opens the app comes here first.
    private func handleIncomingLink(_ url: URL) {
        print("opened a link")
        open(url)
    }

    /// The app's own scheme, and the one its widget opens it with; anything else is ignored.
    private func open(_ link: URL) {
        guard ["jotter", "jotter-widget"].contains(link.scheme) else { return }
        NoteRouter.shared.show(link)
    }
}

final class NoteRouter {
    static let shared = NoteRouter()
    func show(_ url: URL) {}
}
