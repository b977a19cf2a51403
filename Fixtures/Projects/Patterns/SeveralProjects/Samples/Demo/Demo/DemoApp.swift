import SwiftUI
import WidgetKit

struct DemoRoomWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RoomWidget", provider: RoomProvider()) { _ in Text("Demo") }
    }
}
