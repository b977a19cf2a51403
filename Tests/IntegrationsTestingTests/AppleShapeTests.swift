// Written only with the names Apple's App Intents Testing documents (IntentDefinitions, intents, entities,
// enums, makeIntent, run, value, entities(matching:), makeReference, makeCase, spotlightQuery): the same file is meant to
// compile against Apple's framework, where the embedded sample's bundle identifier names the app on the
// device (Docs/Testing-Intents.md).
#if canImport(AppIntentsTesting)
import AppIntentsTesting
#else
import IntegrationsTesting
#endif
import Testing

@Suite struct AppleShapeTests {
    /// The embedded sample's bundle identifier: nothing under the package declares it nearer than the
    /// sample's own folder, which holds the same files as the sample the library carries.
    static let sample = "com.appcadia.app"

    @Test func anIntentRunsWithAnEntityFoundByItsStringQuery() async throws {
        let definitions = IntentDefinitions(bundleIdentifier: Self.sample)
        let intent = definitions.intents["CompleteGoal"].makeIntent(goal: "水を2リットル")
        let result = try await intent.run()
        let goal: AnyAppEntity = try result.value
        #expect(try goal.title == "水を2リットル飲む")
    }

    @Test func parametersAreSetAndReadByName() async throws {
        let definitions = IntentDefinitions(bundleIdentifier: Self.sample)
        var intent = definitions.intents["CompleteGoal"].makeIntent()
        let unset: String? = try intent.goal
        #expect(unset == nil)
        intent.goal = "goal-1"
        #expect(try intent.goal == "goal-1")
        let result = try await intent.run()
        #expect(try result.value.title == "毎朝ランニング")
    }

    @Test func aReferenceCarriesTheEntitysProperties() async throws {
        let definitions = IntentDefinitions(bundleIdentifier: Self.sample)
        let goal = definitions.entities["goal"].makeReference(identifier: "goal-2")
        #expect(try goal.title == "一日8000歩あるく")
        #expect(try goal.category == "健康")
        // The reference is what an entity parameter takes.
        let result = try await definitions.intents["CompleteGoal"].makeIntent(goal: goal).run()
        let completed: AnyAppEntity = try result.value
        #expect(completed == goal)
    }

    @Test func stringAndSpotlightQueriesFindTheAppsEntities() async throws {
        let definitions = IntentDefinitions(bundleIdentifier: Self.sample)
        let goals = definitions.entities["goal"]
        let matching = try await goals.entities(matching: "8000歩")
        #expect(try matching.map { try $0.title as String } == ["一日8000歩あるく"])
        let spotlight = try await goals.spotlightQuery("ランニング")
        #expect(try spotlight.map { try $0.title as String }.contains("毎朝ランニング"))
    }

    /// The sample declares no enumeration: the tests' own app folder under the package (Apps/Tempo) does.
    @Test func anEnumCaseIsMadeFromItsRawValue() async throws {
        let definitions = IntentDefinitions(bundleIdentifier: "com.example.tempo")
        let rest = definitions.enums["mode"].makeCase("rest")
        #expect(rest.rawValue == "rest")
        let result = try await definitions.intents["LogSession"].makeIntent(task: "Stretch", mode: rest).run()
        #expect(try result.value.title == "Stretch")
    }
}
