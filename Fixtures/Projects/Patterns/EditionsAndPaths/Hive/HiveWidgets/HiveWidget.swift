import SwiftUI
import WidgetKit

struct HiveWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HiveWidget", provider: HiveProvider()) { entry in HiveEntryView(entry: entry) }
    }
}
