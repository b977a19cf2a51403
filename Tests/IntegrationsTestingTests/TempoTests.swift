import Foundation
import IntegrationsCore
import IntegrationsIntents
import IntegrationsTesting
import Testing

/// The tests' own app folder (Apps/Tempo), shipped as a resource.
enum TempoApp {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Apps/Tempo")
    /// 2026-11-24 09:00 UTC.
    static let clock = UserClock.fixed(Date(timeIntervalSince1970: 1_795_510_800), timeZone: TimeZone(identifier: "UTC")!)
}

/// A second app, found by its bundle identifier under the package and opened as a resource: entity and
/// enum parameters, a route an intent opens, phrases, isolation between tests.
@Suite struct TempoTests {
    @Test(arguments: [
        IntentDefinitions(bundleIdentifier: "com.example.tempo", clock: TempoApp.clock),
        IntentDefinitions(appFolder: TempoApp.folder, clock: TempoApp.clock),
    ])
    func anEnumParameterTakesItsCaseOrRawValue(_ definitions: IntentDefinitions) async throws {
        let focus = definitions.enums["mode"].makeCase("focus")
        let result = try await definitions.intents["LogSession"].makeIntent(task: "Stretch", mode: focus).run()
        #expect(result.dialog == LocalizedText(ja: "Stretchを記録しました。", en: "Logged Stretch."))
        #expect(result.completion == .recorded)
        let task: AnyAppEntity = try result.value
        #expect(task.identifier == "task-2")
        #expect(try task.minutes == 10)
        // A raw value as a string, as App Intents takes it; one the enumeration lacks fails, naming its cases.
        let again = try await definitions.intents["LogSession"].makeIntent(task: "task-2", mode: "rest").run()
        #expect(again.completion == .alreadyDone)
        let error = try await #require(throws: IntegrationsError.self) {
            try await definitions.intents["LogSession"].makeIntent(task: "task-2", mode: "nap").run()
        }
        #expect(error.message.en == "LogSession.mode has no case \"nap\" (it has focus, rest).")
        #expect(error.message.ja == "LogSession.mode にケース「nap」はありません（あるのは focus、rest）。")
    }

    @Test func entitiesAreFoundByIdentifierByStringAndAsSuggestions() async throws {
        let tasks = IntentDefinitions(appFolder: TempoApp.folder).entities["TaskEntity"]
        // In the order asked; an identifier of no task is left out, as EntityQuery.entities(for:) does.
        #expect(try await tasks.entities(identifiers: ["task-3", "task-9", "task-1"]).map(\.identifier) == ["task-3", "task-1"])
        #expect(try await tasks.suggestedEntities().map(\.identifier) == ["task-1", "task-2", "task-3"])
        #expect(try await tasks.allEntities() == tasks.suggestedEntities())
        let found = try await tasks.entities(matching: "pull requests")
        #expect(found.map(\.identifier) == ["task-3"])
        #expect(try found.first.map { try $0.minutes as Int } == 25)
        #expect(try await tasks.spotlightQuery().map(\.identifier).sorted() == ["task-1", "task-2", "task-3"])
    }

    @Test func anIntentThatNeedsAChoiceSaysSoWithTheOptions() async throws {
        let definitions = IntentDefinitions(appFolder: TempoApp.folder, clock: TempoApp.clock)
        let error = try await #require(throws: IntentRunError.self) {
            try await definitions.intents["LogSession"].makeIntent().run()
        }
        guard case .needsValue(let parameter, _, let suggestions) = error.outcome else {
            Issue.record("\(error.outcome)")
            return
        }
        #expect(parameter == "task")
        #expect(suggestions.map(\.identifier) == ["task-1", "task-2", "task-3"])
    }

    @Test func anIntentOpensTheRouteItsParametersFill() async throws {
        let definitions = IntentDefinitions(appFolder: TempoApp.folder, clock: TempoApp.clock)
        let result = try await definitions.intents["OpenTask"].makeIntent(id: 3).run()
        #expect(result.url == URL(string: "tempo://task/3"))
        guard case .match(let match) = try definitions.open(try #require(result.url)) else {
            Issue.record("no route for \(String(describing: result.url))")
            return
        }
        #expect(match.route == "task")
        #expect(match.parameters["id"] == .int(3))
        guard case .miss = try definitions.open("tempo://tasks/3") else {
            Issue.record("tempo://tasks/3 matched")
            return
        }
    }

    @Test(arguments: [("Log Stretch in Tempo", "task-2"), ("テンポでReview pull requestsを記録", "task-3")])
    func aPhraseStartsItsIntentWithTheSlotFilled(_ phrase: String, _ task: String) async throws {
        let definitions = IntentDefinitions(appFolder: TempoApp.folder, clock: TempoApp.clock)
        let match = try #require(try definitions.shortcuts.match(phrase))
        #expect(match.intent == "LogSession")
        let intent = try #require(try definitions.shortcuts.intent(for: phrase))
        let logged: AnyAppEntity = try await intent.run().value
        #expect(logged.identifier == task)
        #expect(try definitions.shortcuts.match("Log Stretch in Pantry") == nil)
    }

    @Test func twoTestsOnTheSameAppDoNotSeeEachOthersData() async throws {
        // Each value has a store of its own: both record the first completion of the day, in parallel.
        let states = try await withThrowingTaskGroup(of: CompletionState?.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    let definitions = IntentDefinitions(bundleIdentifier: "com.example.tempo", clock: TempoApp.clock)
                    return try await definitions.intents["LogSession"].makeIntent(task: "task-1").run().completion
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(states == [.recorded, .recorded])
    }
}
