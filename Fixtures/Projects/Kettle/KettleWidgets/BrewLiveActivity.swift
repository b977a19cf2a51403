import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct BrewLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BrewAttributes.self) { context in
            HStack {
                Text(context.attributes.teaName)
                Text(timerInterval: Date.now...context.state.endsAt, countsDown: true)
                Button("Pause", intent: PauseBrewIntent())
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.teaName) }
            } compactLeading: {
                Image(systemName: "cup.and.saucer")
            } compactTrailing: {
                Text(timerInterval: Date.now...context.state.endsAt, countsDown: true)
            } minimal: {
                Image(systemName: "cup.and.saucer")
            }
        }
    }
}
