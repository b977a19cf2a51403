import SwiftUI
import WidgetKit

private struct Constants {
    static let kind = "com.example.tally.distance"
}

struct DistanceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Constants.kind, provider: TallyProvider()) { entry in
            Text(entry.date, style: .time)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
