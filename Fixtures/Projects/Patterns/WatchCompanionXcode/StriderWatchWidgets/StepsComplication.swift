import SwiftUI
import WidgetKit

@main
struct StriderWatchWidgets: WidgetBundle {
    var body: some Widget { StepsComplication() }
}

/// The same kind as the iOS widget: on the watch it is a complication.
struct StepsComplication: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StepsWidget", provider: StepsProvider()) { entry in
            Gauge(value: Double(entry.count.steps), in: 0...Double(entry.count.goal)) { Text("Steps") }
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.accessoryCircular, .accessoryCorner])
    }
}
