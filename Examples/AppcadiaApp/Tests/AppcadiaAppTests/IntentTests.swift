import AppcadiaApp
import Foundation
import IntegrationsCore
import IntegrationsHost
import IntegrationsTestSupport
import IntegrationsTesting
import Testing

/// Intents run as Siri would, in the shape of Apple's App Intents Testing (Docs/Testing-Intents.md), with
/// the app's own parts plugged in: a handler performs one intent in code, and an in-memory entity query
/// decides what a goal's name means.
@Suite struct IntentTests {
    /// 2026-11-24 09:00 in Tokyo.
    static let clock = UserClock.fixed(Date(timeIntervalSince1970: 1_795_478_400), timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .current)

    @Test func anIntentRunsWithTheAppsHandlerAndEntities() async throws {
        let goals = InMemoryEntities(["goal": [IntentEntity(identifier: "goal-1", entity: "goal", title: "Morning run")]])
        let parts = AppHost.Parts(handlers: [TodaysPlanHandler(planned: ["Morning run", "Read"])], entityQuery: goals)
        let definitions = IntentDefinitions(bundleIdentifier: "com.appcadia.app", clock: Self.clock, parts: parts)

        // The in-memory query is the only source of goals: "run" finds the one goal it holds.
        let done = try await definitions.intents[AppIdentifiers.Intents.CompleteGoal.identifier].makeIntent(goal: "run").run()
        #expect(try done.value.title == "Morning run")
        #expect(done.dialog?.en == "Completed Morning run!")

        // The handler answers in place of the manifest's effect, and links to the generated route's URL.
        let plan = try await definitions.intents[AppIdentifiers.Intents.CheckProgress.identifier].makeIntent().run()
        #expect(try plan.value == 2)
        #expect(plan.dialog?.en == "Today's plan: Morning run, Read")
        #expect(plan.url == AppRoute.progress.url)
    }
}
