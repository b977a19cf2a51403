import SwiftUI
import WidgetKit

struct GardenWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GardenWidget", provider: GardenProvider()) { _ in Text("Garden") }
            .supportedFamilies([.systemSmall])
    }
}
