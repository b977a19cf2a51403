import SwiftUI

struct SettingsView: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        List {
            // Another app's settings: open needs no LSApplicationQueriesSchemes entry.
            Button("VPN settings") { openURL(Scheme.vpn.url) }
            // The app's own scheme, which Info.plist does not register: nothing opens it.
            Button("Back to Hearth") { UIApplication.shared.open(Scheme.app.url) }
        }
    }
}
