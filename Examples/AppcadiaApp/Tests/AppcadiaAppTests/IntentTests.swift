import AppcadiaApp
import Foundation
import IntegrationsCore
import IntegrationsHost
import IntegrationsTestSupport
import Testing

/// Intents run through the toolkit's host with the app's own parts plugged in: a handler performs one intent
/// in code, and an in-memory entity query decides what a goal's name means.
@Suite struct IntentTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current
    /// 2026-11-24 09:00 in Tokyo.
    static let clock = UserClock.fixed(Date(timeIntervalSince1970: 1_795_478_400), timeZone: tokyo)

    @Test func anIntentRunsWithTheAppsHandlerAndEntities() async throws {
        let folder = try TemporaryFolder(prefix: "appcadia-intents")
        defer { folder.remove() }
        let goals = InMemoryEntities(["goal": [IntentEntity(identifier: "goal-1", entity: "goal", title: "Morning run")]])
        let parts = AppHost.Parts(handlers: [TodaysPlanHandler(planned: ["Morning run", "Read"])], entityQuery: goals)
        let host = try AppHost.open(app: try Appcadia.load(), storePath: folder.path("store.sqlite"), clock: Self.clock, parts: parts)

        // The in-memory query is the only source of goals: "run" finds the one goal it holds.
        let done = try await host.perform(
            IntentRequest(intent: AppIdentifiers.Intents.CompleteGoal.identifier, parameters: [AppIdentifiers.Intents.CompleteGoal.Parameters.goal: "run"]),
            clock: Self.clock, language: .en)
        guard case .success(let dialog, .entity(let goal)?, _, _) = done.outcome else {
            Issue.record("\(done.outcome)")
            return
        }
        #expect(goal.identifier == "goal-1")
        #expect(dialog.en == "Completed Morning run!")

        // The handler answers in place of the manifest's effect, and links to the generated route's URL.
        let plan = try await host.perform(IntentRequest(intent: AppIdentifiers.Intents.CheckProgress.identifier), clock: Self.clock, language: .en)
        guard case .success(let said, .integer(2)?, let url, _) = plan.outcome else {
            Issue.record("\(plan.outcome)")
            return
        }
        #expect(said.en == "Today's plan: Morning run, Read")
        #expect(url == AppRoute.progress.url)
    }
}
