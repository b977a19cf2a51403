import AppIntents
import SwiftUI
import WidgetKit

struct LightControl: ControlWidget {
    static let kind = "com.example.porchlight.light"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: Self.kind, provider: LightValueProvider()) { value in
            ControlWidgetToggle("Porch Light", isOn: value, action: ToggleLightIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: "lightbulb")
            }
        }
    }
}

struct AwayControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.porchlight.away") {
            ControlWidgetButton(action: StartAwayModeIntent()) {
                Label("Away", systemImage: "figure.walk.departure")
            }
        }
    }
}
