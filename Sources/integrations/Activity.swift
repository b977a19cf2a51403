import ArgumentParser
import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsReporting
import IntegrationsRouting
import IntegrationsHandoff
import IntegrationsHost
import IntegrationsSearch

extension Integrations {
    struct Activity: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "activity",
            abstract: "Handoff: the app's activity types, activities built from its data, and how another device continues them.",
            discussion: """
                `activity build TYPE --entity ID | integrations activity continue -` \
                hands an activity over and continues it: the route the app opens (exit 0), else the web page the \
                browser opens (exit 3), else "cannot continue" with the reason (exit 1). Docs/Handoff.md.
                """,
            subcommands: [DeclarationList<ActivityTypeDeclaration>.self, Build.self, Continue.self]
        )

        struct Build: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "build",
                abstract: "Build an activity from the app's data, as JSON, as it would be handed over.",
                discussion: "The activity is always printed as JSON ({\"activityType\", \"title\", \"userInfo\", …}, Docs/Handoff.md); --json is accepted for symmetry.")

            @Argument(help: "The activity type (see activity list).")
            var type: String

            @Option(help: ArgumentHelp("The entity the activity is about, by identifier (as search shows it).", valueName: "id"))
            var entity: String?

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func body() async throws {
                let loaded = try app.loadApp()
                let declaration = try loaded.activityType(type)
                let fields = try loaded.activityFields(declaration, entity: entity)
                let now = try app.clock().now()
                let activity = try ActivityBuilder.activity(declaration, fields: fields, entityIdentifier: entity, language: language, now: now)
                try Output.json(activity)
            }
        }

        struct Continue: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "continue",
                abstract: "Continue a handed-over activity (JSON) as the other device would.",
                discussion: "Exit 0: the app opens a route. 3: the app cannot, and the browser opens the web page. 1: nothing can continue it, or the activity is malformed. --json prints {\"continuation\": \"route\"|\"webpage\"|\"cannotContinue\", \"route\", \"parameters\", \"url\", \"reason\"}.")

            @Argument(help: "The activity's JSON file, or - for standard input.")
            var file: String = "-"

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func body() async throws {
                let name = InputFile.name(file, language)
                let data = try InputFile.read(file, limit: UserActivity.handOverLimit, UserActivity.handOverInput)
                let activity = try UserActivity.handedOver(data, file: name)
                let result = try await AppHost.continuation(of: activity, app: try app.loadApp(), now: try app.clock().now()) {
                    () throws(IntegrationsError) -> any SearchIndexing in try app.openHost().searchIndex
                }
                try show(result, ContinuationReporter(language: language).report(result))
                switch result {
                case .route: break
                case .webpage: throw ExitCodes.noMatch
                case .cannotContinue: throw ExitCodes.failure
                }
            }
        }
    }
}

extension ActivityTypeDeclaration: ListedInCommand {
    static var listed: ManifestListing<Self> { ManifestListing(abstract: "The activity types the app declares.", point: HandoffPoint()) }
}
