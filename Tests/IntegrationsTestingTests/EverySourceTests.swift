import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsSwiftSources
import IntegrationsTesting
import Testing

/// The same calls on the three places an app comes from: the embedded sample by bundle identifier, an app
/// folder the tests ship, and an app read from its Xcode project.
@Suite struct EverySourceTests {
    struct Source: Sendable, CustomStringConvertible {
        var description: String
        var make: @Sendable () -> IntentDefinitions
        /// The bundle identifier the app declares.
        var bundleIdentifier: String
        /// The app's intents, in its order.
        var intents: [String]
        /// An entity type, as a Swift type would be named, and the manifest's name for it.
        var entityType: (swift: String, manifest: String)
        /// An intent's name misspelt, and the message in each language.
        var misspelt: String
        var ja: String
        var en: String
    }

    static let sources: [Source] = [
        Source(
            description: "the embedded sample", make: { IntentDefinitions(bundleIdentifier: "com.appcadia.app") }, bundleIdentifier: "com.appcadia.app",
            intents: ["CompleteGoal", "CheckProgress"], entityType: ("GoalEntity", "goal"), misspelt: "CheckProgres",
            ja: "Appcadia にインテント「CheckProgres」はありません（あるのは CompleteGoal、CheckProgress）。「CheckProgress」のことですか？",
            en: "Appcadia has no intent \"CheckProgres\" (it has CompleteGoal, CheckProgress); did you mean \"CheckProgress\"?"),
        Source(
            description: "an app folder", make: { IntentDefinitions(appFolder: TempoApp.folder) }, bundleIdentifier: "com.example.tempo",
            intents: ["LogSession", "OpenTask"], entityType: ("TaskEntity", "task"), misspelt: "OpenTasks",
            ja: "Tempo にインテント「OpenTasks」はありません（あるのは LogSession、OpenTask）。「OpenTask」のことですか？",
            en: "Tempo has no intent \"OpenTasks\" (it has LogSession, OpenTask); did you mean \"OpenTask\"?"),
        Source(
            description: "an imported project", make: {
                IntentDefinitions(project: ImportedProjectTests.larder, importer: ProjectImporter(swiftSources: SwiftSyntaxSourceReader()))
            }, bundleIdentifier: "com.example.larder",
            intents: ["AddItemIntent", "MoveItemIntent", "ConfigureStockIntent"], entityType: ("ItemEntity", "item"), misspelt: "AddItem",
            ja: "Larder にインテント「AddItem」はありません（あるのは AddItemIntent、MoveItemIntent、ConfigureStockIntent）。「AddItemIntent」のことですか？",
            en: "Larder has no intent \"AddItem\" (it has AddItemIntent, MoveItemIntent, ConfigureStockIntent); did you mean \"AddItemIntent\"?"),
    ]

    @Test(arguments: sources) func theAppsNamesAreListedAndAMisspeltOneNamesTheNearest(_ source: Source) async throws {
        let definitions = source.make()
        #expect(definitions.bundleIdentifier == source.bundleIdentifier)
        #expect(definitions.intents[source.intents[0]].bundleIdentifier == source.bundleIdentifier)
        #expect(try definitions.intents.names() == source.intents)
        #expect(try definitions.entities.names().contains(source.entityType.manifest))
        #expect(definitions.entities[source.entityType.swift].typeIdentifier == source.entityType.manifest)
        _ = try await definitions.entities[source.entityType.swift].allEntities()
        let error = try await #require(throws: IntegrationsError.self) { try await definitions.intents[source.misspelt].makeIntent().run() }
        #expect(error.message.ja == source.ja)
        #expect(error.message.en == source.en)
    }
}
