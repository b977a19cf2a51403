import SwiftUI
import WidgetKit

struct RoomWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RoomWidget", provider: RoomProvider()) { _ in Text("Room") }
            .supportedFamilies([.systemSmall])
    }
}
