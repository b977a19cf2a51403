import SwiftUI

@main
struct LedgerApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Ledger")
                .onOpenURL { url in
                    guard url.scheme == "ledger" else { return }
                }
        }
    }
}
