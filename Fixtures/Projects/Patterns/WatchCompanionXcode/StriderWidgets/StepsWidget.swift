import SwiftUI
import WidgetKit

@main
struct StriderWidgets: WidgetBundle {
    var body: some Widget { StepsWidget() }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StepsWidget", provider: StepsProvider()) { entry in
            Text("\(entry.count.steps) steps")
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
