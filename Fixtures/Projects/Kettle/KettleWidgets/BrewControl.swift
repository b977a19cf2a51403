import AppIntents
import SwiftUI
import WidgetKit

struct BrewControl: ControlWidget {
    static let kind = "com.example.kettle.brewControl"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind) {
            ControlWidgetButton(action: StartBrewIntent()) {
                Label("Brew", systemImage: "cup.and.saucer")
            }
        }
    }
}
