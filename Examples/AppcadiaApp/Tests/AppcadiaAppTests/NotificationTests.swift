import AppcadiaApp
import Foundation
import IntegrationsCore
import IntegrationsHost
import IntegrationsTestSupport
import Testing

/// A reminder scheduled from the manifest's template and delivered on a fixed clock: no waiting, no
/// system time.
@Suite struct NotificationTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current

    @Test func aReminderIsScheduledAndDeliveredAtItsTime() async throws {
        let folder = try TemporaryFolder(prefix: "appcadia-notifications")
        defer { folder.remove() }
        // 2026-11-24 07:30 in Tokyo; the reminder is daily at 08:00.
        let now = Date(timeIntervalSince1970: 1_795_473_000)
        let clock = UserClock.fixed(now, timeZone: Self.tokyo)
        let host = try AppHost.open(app: try Appcadia.load(), storePath: folder.path("store.sqlite"), clock: clock)

        let scheduled = try await host.scheduleNotification(
            template: "goalReminder", entity: "goal-1",
            trigger: .calendar(CalendarComponents(hour: 8, minute: 0), timeZone: nil, repeats: true), clock: clock)
        #expect(scheduled.request.content.categoryIdentifier == AppIdentifiers.NotificationCategories.GoalReminder.identifier)

        // Nothing before 08:00; one delivery at 08:00 exactly.
        #expect(try await host.notifications.deliver(until: now.addingTimeInterval(29 * 60), timeZone: Self.tokyo).isEmpty)
        let delivered = try await host.notifications.deliver(until: now.addingTimeInterval(31 * 60), timeZone: Self.tokyo)
        #expect(delivered.map(\.date) == [now.addingTimeInterval(30 * 60)])
        #expect(delivered.first?.content.body.ja == "「毎朝ランニング」を実行しましょう")
        // Daily: still pending for tomorrow.
        #expect(try await host.notifications.pending().map(\.request.identifier) == [scheduled.request.identifier])
    }
}
