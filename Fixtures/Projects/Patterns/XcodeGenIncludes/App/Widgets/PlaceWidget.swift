import SwiftUI
import WidgetKit

struct PlaceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PlaceWidget", provider: PlaceProvider()) { _ in Text("Place") }
            .supportedFamilies([.systemSmall])
    }
}
