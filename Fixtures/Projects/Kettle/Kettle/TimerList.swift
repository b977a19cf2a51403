import SwiftUI

struct TimerList: View {
    var body: some View {
        List {
            Button("Brew Sencha") { BrewController.shared.startDefault() }
        }
    }
}
