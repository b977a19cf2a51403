import AppcadiaApp
import Foundation
import IntegrationsCore
import IntegrationsTesting
import Testing

/// A reminder scheduled from the manifest's template, delivered on a fixed clock and answered with its
/// action: no waiting, no system time, a store of the test's own.
@Suite struct NotificationTests {
    /// 2026-11-24 07:30 in Tokyo; the reminder is daily at 08:00.
    static let now = Date(timeIntervalSince1970: 1_795_473_000)

    @Test func aReminderIsDeliveredAtItsTimeAndItsActionCompletesTheGoal() async throws {
        let clock = UserClock.fixed(Self.now, timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .current)
        let definitions = IntentDefinitions(bundleIdentifier: "com.appcadia.app", clock: clock)
        let scheduled = try await definitions.scheduleNotification(template: "goalReminder", entity: "goal-1")
        #expect(scheduled.content.categoryIdentifier == AppIdentifiers.NotificationCategories.GoalReminder.identifier)

        // Nothing before 08:00; one delivery at 08:00 exactly, and still pending for tomorrow.
        #expect(try await definitions.deliverNotifications(until: Self.now.addingTimeInterval(29 * 60)).delivered.isEmpty)
        let delivered = try await definitions.deliverNotifications(until: Self.now.addingTimeInterval(31 * 60)).delivered
        #expect(delivered.map(\.date) == [Self.now.addingTimeInterval(30 * 60)])
        #expect(delivered.first?.content.body.ja == "「毎朝ランニング」を実行しましょう")
        #expect(try await definitions.pendingNotifications().map(\.request.identifier) == [scheduled.identifier])

        let response = try await definitions.respond(to: try #require(delivered.first).id, action: "COMPLETE_ACTION")
        #expect(response.queued.contains("quickCompletion-goal-1"))
    }
}
