import Foundation
import IntegrationsCore
import IntegrationsHost
import IntegrationsImport
import IntegrationsIntents
import IntegrationsSwiftSources
import IntegrationsTestSupport
import IntegrationsTesting
import Testing

/// An app read from its Xcode project (Fixtures/Projects/Larder): its intents, parameters, enumerations
/// and entity types as the importer reads its Swift sources; parameter names and enum raw values checked
/// against them; `perform()` only through a handler the test plugs in.
@Suite struct ImportedProjectTests {
    static let larder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Projects/Larder")

    static func definitions(parts: AppHost.Parts = AppHost.Parts(), language: Language = .en) -> IntentDefinitions {
        IntentDefinitions(project: larder, importer: ProjectImporter(swiftSources: SwiftSyntaxSourceReader()), language: language, parts: parts)
    }

    @Test func aRenamedParameterFailsNamingTheDeclaration() async throws {
        let error = try await #require(throws: IntegrationsError.self) {
            try await Self.definitions().intents["AddItemIntent"].makeIntent(item: "milk", amount: 2).run()
        }
        #expect(error.message.en == "AddItemIntent (Larder/AppIntents.swift:16) has no parameter \"amount\" (it has item, count); did you mean \"count\"?")
        #expect(error.message.ja == "AddItemIntent (Larder/AppIntents.swift:16) にパラメータ「amount」はありません（あるのは item、count）。「count」のことですか？")
    }

    @Test func anEnumerationIsNamedByItsSwiftTypeAndItsRawValuesChecked() async throws {
        let definitions = Self.definitions()
        let shelf = definitions.enums["Shelf"]
        #expect(shelf.cases.map(\.value) == ["fridge", "pantry"])
        #expect(try shelf.validCase("fridge").rawValue == "fridge")
        let error = try await #require(throws: IntegrationsError.self) {
            try await definitions.intents["MoveItemIntent"].makeIntent(shelf: shelf.makeCase("freezer")).run()
        }
        #expect(error.message.en == "MoveItemIntent.shelf (Larder/AppIntents.swift:28) has no case \"freezer\" (it has fridge, pantry).")
        #expect(error.message.ja == "MoveItemIntent.shelf (Larder/AppIntents.swift:28) にケース「freezer」はありません（あるのは fridge、pantry）。")
    }

    @Test(arguments: [Language.en, .ja])
    func anIntentWithoutAHandlerSaysItsPerformIsTheAppsCode(_ language: Language) async throws {
        let error = try await #require(throws: IntentRunError.self) {
            try await Self.definitions(language: language).intents["MoveItemIntent"].makeIntent(shelf: "fridge").run()
        }
        #expect(error.declaredAt == "Larder/AppIntents.swift:28")
        #expect(error.message.en == "MoveItemIntent's perform() (Larder/AppIntents.swift:28) is the app's Swift code, which does not run on Linux; its parameters resolved. To test what it does, plug in an IntentHandling for MoveItemIntent (AppHost.Parts.handlers).")
        #expect(error.message.ja == "MoveItemIntent (Larder/AppIntents.swift:28) の perform() はアプリの Swift コードで、Linux では実行できません。パラメータは解決できました。実行を確かめるには、AppHost.Parts の handlers に MoveItemIntent の IntentHandling を渡してください。")
    }

    /// What a team plugs in for its real app: the handler the intent's perform() stands for, and the
    /// entities the app's query would find.
    @Test func aHandlerPerformsTheIntentWithItsParametersResolved() async throws {
        let items = InMemoryEntities(["item": [IntentEntity(identifier: "item-1", entity: "item", title: "Oat milk")]])
        let definitions = Self.definitions(parts: AppHost.Parts(handlers: [Recorder(intent: "AddItemIntent")], entityQuery: items))
        let result = try await definitions.intents["AddItemIntent"].makeIntent(item: "oat", count: 2).run()
        #expect(result.dialog?.en == "count=2 item=item-1")
        let found = try await definitions.entities["ItemEntity"].entities(matching: "milk")
        #expect(found.map(\.identifier) == ["item-1"])
    }

    /// The real app's App Shortcuts phrases, as its Swift declares them, start its intents.
    @Test func thePhrasesOfTheAppsSwiftStartItsIntents() async throws {
        let items = InMemoryEntities(["item": [IntentEntity(identifier: "item-1", entity: "item", title: "Oat milk")]])
        let definitions = Self.definitions(parts: AppHost.Parts(handlers: [Recorder(intent: "AddItemIntent")], entityQuery: items))
        let match = try #require(try definitions.shortcuts.match("Add oat milk in Larder"))
        #expect(match.intent == "AddItemIntent")
        #expect(match.parameter == "item")
        let intent = try #require(try definitions.shortcuts.intent(for: "Add oat milk in Larder"))
        #expect(try await intent.run().dialog?.en == "item=item-1")
        #expect(try definitions.shortcuts.match("Move to the garage with Larder") == nil)
    }

    /// Performs an intent by saying which values it was given.
    struct Recorder: IntentHandling {
        let intent: String

        func perform(_ parameters: [String: IntentValue]) async -> IntentOutcome {
            let said = parameters.keys.sorted().map { "\($0)=\(parameters[$0]?.text ?? "")" }.joined(separator: " ")
            return .success(dialog: LocalizedText(ja: said, en: said), value: nil, url: nil)
        }
    }
}
