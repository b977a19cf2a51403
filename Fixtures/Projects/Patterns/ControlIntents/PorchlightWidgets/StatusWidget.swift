import AppIntents
import PorchlightKit
import SwiftUI
import WidgetKit

struct StatusWidget: Widget {
    let kind = "com.example.porchlight.status"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StatusProvider()) { entry in
            StatusView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// The widget's view, a type of its own: its buttons name no widget.
struct StatusView: View {
    var entry: StatusEntry

    var body: some View {
        VStack {
            Toggle(isOn: entry.isOn, intent: ToggleLightIntent()) { Text("Light") }
            Button(intent: DimLightIntent()) { Image(systemName: "sun.min") }
            Button("Snooze", intent: SnoozeIntent())
        }
    }
}
