import SwiftUI
import WidgetKit

/// Widgets that share one body: each names its kind, the protocol's extension builds the configuration.
protocol TrackedWidget: Widget {
    static var kind: String { get }
}

extension TrackedWidget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: TallyProvider()) { entry in
            Text(entry.date, style: .time)
        }
        .supportedFamilies(Self.families)
    }

    static var families: [WidgetFamily] {
        var families: [WidgetFamily] = [.systemSmall]
        if #available(iOSApplicationExtension 16.0, *) {
            families.append(.accessoryCircular)
        }
        return families
    }
}

struct RingsWidget: TrackedWidget {
    static let kind = "com.example.tally.rings"
}

struct StreakWidget: TrackedWidget {
    static var kind: String { String(describing: Self.self) }
}

#if DEBUG
/// A debug copy of the steps widget: same kind, only in debug builds.
struct DebugStepsWidget: Widget {
    let kind = "com.example.tally.steps"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TallyProvider()) { entry in
            Text("debug")
        }
    }
}
#endif

@main
struct TallyWidgets: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        DistanceWidget()
        FloorsWidget()
        RingsWidget()
        StreakWidget()
    }
}
