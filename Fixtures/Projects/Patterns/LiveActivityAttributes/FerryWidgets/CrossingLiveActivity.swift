import ActivityKit
import SwiftUI
import WidgetKit

struct CrossingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CrossingAttributes.self) { context in
            Text("\(context.attributes.vessel): \(context.state.minutesLeft) min")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.vessel) }
            } compactLeading: {
                Image(systemName: "ferry")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)")
            } minimal: {
                Image(systemName: "ferry")
            }
        }
    }
}

@main
struct FerryWidgetBundle: WidgetBundle {
    var body: some Widget {
        CrossingLiveActivity()
    }
}
