import Foundation
import IntegrationsCore
import IntegrationsTesting
import Testing

/// A name the app does not declare is said at its first use, naming what exists and the nearest, in both
/// languages; the lookup itself never fails.
@Suite struct DefinitionErrorTests {
    struct Row: Sendable, CustomStringConvertible {
        var name: String
        var use: @Sendable (IntentDefinitions) async throws -> Void
        var ja: String
        var en: String
        var nearest: String?
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "an unknown intent", use: { _ = try await $0.intents["CompleteGaol"].makeIntent().run() },
            ja: "Appcadia にインテント「CompleteGaol」はありません（あるのは CompleteGoal、CheckProgress）。「CompleteGoal」のことですか？",
            en: "Appcadia has no intent \"CompleteGaol\" (it has CompleteGoal, CheckProgress); did you mean \"CompleteGoal\"?",
            nearest: "CompleteGoal"),
        Row(name: "an unknown parameter", use: { _ = try await $0.intents["CompleteGoal"].makeIntent(gaol: "goal-1").run() },
            ja: "CompleteGoal にパラメータ「gaol」はありません（あるのは goal）。「goal」のことですか？",
            en: "CompleteGoal has no parameter \"gaol\" (it has goal); did you mean \"goal\"?",
            nearest: "goal"),
        Row(name: "an unknown entity type", use: { _ = try await $0.entities["trainers"].allEntities() },
            ja: "Appcadia にエンティティ「trainers」はありません（あるのは goal、trainer）。「trainer」のことですか？",
            en: "Appcadia has no entity \"trainers\" (it has goal, trainer); did you mean \"trainer\"?",
            nearest: "trainer"),
        Row(name: "an unknown enumeration", use: { _ = try $0.enums["Frequency"].validCase("daily") },
            ja: "Appcadia に列挙型「Frequency」はありません（列挙型は一つもありません）。",
            en: "Appcadia has no enum \"Frequency\" (it has none).",
            nearest: nil),
    ]

    @Test(arguments: rows) func anUndeclaredNameNamesTheNearest(_ row: Row) async throws {
        let definitions = IntentDefinitions(bundleIdentifier: "com.appcadia.app")
        let error = try #require(await Self.error(of: { try await row.use(definitions) }))
        #expect(error.kind == .invalidIntentRequest)
        #expect(error.message.ja == row.ja)
        #expect(error.message.en == row.en)
        #expect(error.undeclared?.nearest == row.nearest)
    }

    @Test func anUnknownBundleIdentifierListsTheAppsThatExist() async throws {
        let definitions = IntentDefinitions(bundleIdentifier: "com.appcadia.ap")
        let error = try #require(await Self.error(of: { _ = try await definitions.intents["CompleteGoal"].makeIntent().run() }))
        #expect(error.undeclared?.nearest == "com.appcadia.app")
        #expect(error.message.en.hasPrefix("No app has the bundle identifier com.appcadia.ap: the integrations.json files under "))
        #expect(error.message.en.contains("com.example.tempo"))
        #expect(error.message.en.hasSuffix("; did you mean \"com.appcadia.app\"? Put the app folder in the package, or name it with IntentDefinitions(appFolder:)."))
        #expect(error.message.ja.hasPrefix("バンドル ID com.appcadia.ap のアプリがありません。"))
    }

    @Test func aMissingAppFolderIsSaidAtTheFirstUseAndEveryUseAfter() async throws {
        let folder = TempoApp.folder.deletingLastPathComponent().appendingPathComponent("Missing")
        let definitions = IntentDefinitions(appFolder: folder)
        let first = try #require(await Self.error(of: { _ = try await definitions.entities["task"].allEntities() }))
        let second = try #require(await Self.error(of: { _ = try await definitions.intents["LogSession"].makeIntent().run() }))
        #expect(first == second)
        #expect(first.message.en.hasPrefix("There is no app folder "))
        #expect(first.message.en.hasSuffix("/Apps/Missing."))
        #expect(throws: IntegrationsError.self) { try definitions.intents.names() }
    }

    @Test func anEnumCaseTheEnumerationLacksNamesItsCases() throws {
        let definitions = IntentDefinitions(appFolder: TempoApp.folder)
        let mode = definitions.enums["mode"]
        #expect(mode.cases.map(\.value) == ["focus", "rest"])
        #expect(throws: IntegrationsError.self) { try mode.validCase("fokus") }
        do {
            _ = try mode.validCase("fokus")
        } catch {
            #expect(error.message.en == "mode has no case \"fokus\" (it has focus, rest); did you mean \"focus\"?")
            #expect(error.message.ja == "mode にケース「fokus」はありません（あるのは focus、rest）。「focus」のことですか？")
        }
    }

    /// The error a use threw, as the toolkit's error (`nil` when it threw none).
    static func error(of body: () async throws -> Void) async -> IntegrationsError? {
        do {
            try await body()
            return nil
        } catch let error as IntegrationsError {
            return error
        } catch {
            Issue.record("not an IntegrationsError: \(error)")
            return nil
        }
    }
}
