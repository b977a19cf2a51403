import SwiftUI
import WidgetKit

struct PatternWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: WidgetKinds.pattern, provider: PatternProvider()) { _ in Text("Pattern") }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}
