import AppcadiaApp
import Foundation
import IntegrationsCore
import IntegrationsHost
import IntegrationsTestSupport
import Testing

/// A widget's timeline: its entries and the one at midnight, when "today" turns over.
@Suite struct WidgetTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current

    @Test func theTimelineStartsAgainAtMidnight() async throws {
        let folder = try TemporaryFolder(prefix: "appcadia-widgets")
        defer { folder.remove() }
        // 2026-11-24 23:00 in Tokyo: one hour to midnight.
        let clock = UserClock.fixed(Date(timeIntervalSince1970: 1_795_528_800), timeZone: Self.tokyo)
        let host = try AppHost.open(app: try Appcadia.load(), storePath: folder.path("store.sqlite"), clock: clock)
        _ = try await host.perform(IntentRequest(intent: AppIdentifiers.Intents.CompleteGoal.identifier, parameters: ["goal": "goal-1"]), clock: clock, language: .en)

        let kind = AppIdentifiers.Widgets.ProgressSummaryWidget.kind
        let widget = try await host.widgetTimeline(kind: kind, family: .systemSmall, configuration: [:], clock: clock, language: .en)
        let midnight = Date(timeIntervalSince1970: 1_795_532_400)
        let entry = try #require(widget.timeline.entries.first { $0.date == midnight }, "\(widget.timeline.entries.map(\.date))")
        #expect(entry.content.completed == 0, "a new day starts with nothing done")
        #expect(widget.timeline.entries.first?.content.completed == 1)
    }
}
