import Foundation
import GRDB
import IntegrationsApp
import IntegrationsCore
import IntegrationsHost
import IntegrationsTestSupport
import IntegrationsWidgets
import Testing
import EmbeddedSample
import IntegrationsStore
import IntegrationsState

/// A completion and everything it causes — the celebration, the widget reloads, the donated activity —
/// are one transaction: they are all written or none is.
@Suite struct CompletionTransactionTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    static func host(_ folder: TemporaryFolder) throws -> AppHost {
        try AppHost.open(app: try App.embedded(), storePath: folder.path("store.sqlite"))
    }

    static func clock(day: Int) -> UserClock {
        // 2026-11-2x 10:00 in Tokyo.
        UserClock.fixed(Date(timeIntervalSince1970: 1_795_568_400 + Double(day) * 86_400), timeZone: tokyo)
    }

    @Test func aCompletionCommitsWithItsCelebrationReloadsAndDonation() async throws {
        let folder = try TemporaryFolder(prefix: "completion-transaction")
        defer { folder.remove() }
        let host = try Self.host(folder)
        let request = IntentRequest(intent: "CompleteGoal", parameters: ["goal": "goal-3"])
        _ = try await host.perform(request, clock: Self.clock(day: 0), language: .ja)
        let second = try await host.perform(request, clock: Self.clock(day: 1), language: .ja)
        #expect(second.queuedNotifications == ["celebration-goal-3"])
        #expect(second.widgetReloads.map(\.kind) == host.app.manifest.widgets.map(\.kind))
        #expect(second.activity?.activityType == "com.appcadia.goal.completed")
        let (pending, reloads, donated) = try await host.store.read { db in
            (try String.fetchAll(db, sql: "SELECT identifier FROM notificationPending"),
             try Int.fetchOne(db, sql: "SELECT count(*) FROM widgetReload") ?? 0,
             try String.fetchAll(db, sql: "SELECT uniqueIdentifier FROM searchItem WHERE domainIdentifier = 'donated-activities'"))
        }
        #expect(pending == ["celebration-goal-3"])
        #expect(reloads == 2 * host.app.manifest.widgets.count)
        #expect(donated == ["com.appcadia.goal.completed:goal-3"])
    }

    /// A failure inside the transaction (here a trigger refusing the widget reload, standing in for a
    /// process killed between the writes) leaves no completion without its consequences: a re-run
    /// records it whole instead of answering "already done".
    @Test func aFailureAfterTheCompletionRollsTheCompletionBack() async throws {
        let folder = try TemporaryFolder(prefix: "completion-transaction")
        defer { folder.remove() }
        let host = try Self.host(folder)
        try host.store.writeNow { db in
            try db.execute(sql: "CREATE TRIGGER refuse BEFORE INSERT ON widgetReload BEGIN SELECT RAISE(ABORT, 'refused'); END")
        }
        let request = IntentRequest(intent: "CompleteGoal", parameters: ["goal": "goal-3"])
        await #expect(throws: IntegrationsError.self) { try await host.perform(request, clock: Self.clock(day: 0), language: .ja) }
        let completions = try await host.store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM completion") ?? 0 }
        #expect(completions == 0)

        try host.store.writeNow { db in try db.execute(sql: "DROP TRIGGER refuse") }
        let again = try await host.perform(request, clock: Self.clock(day: 0), language: .ja)
        guard case .success(_, _, _, .recorded?) = again.outcome else {
            Issue.record("the re-run did not record the completion: \(again.outcome)")
            return
        }
        #expect(again.widgetReloads.count == host.app.manifest.widgets.count)
    }
}
