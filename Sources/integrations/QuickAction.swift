import ArgumentParser
import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsQuickActions
import IntegrationsReporting
import IntegrationsHost

extension Integrations {
    struct QuickAction: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "quick-action",
            abstract: "Home Screen quick actions: the ones the app declares, and what choosing one does.",
            discussion: """
                `quick-action perform TYPE` does what the app does when a person chooses the action: opens its \
                route (the URL and the parameters the router reads back) or performs its intent. Exits 3 for a \
                type the app does not declare, naming the nearest. Docs/QuickActions.md.
                """,
            subcommands: [DeclarationList<QuickActionDeclaration>.self, Perform.self]
        )

        struct Perform: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "perform",
                abstract: "Choose a quick action, as a person would on the Home Screen.",
                discussion: """
                    An action that opens a route prints the URL and the route's parameters; one that runs an \
                    intent performs it (confirmed: the person chose it) and prints its dialog. Exit 3: no quick \
                    action of that type (the nearest is named); 4: the intent needs a value the action does not \
                    give; 1: the intent fails.
                    --json prints {"type", "does", "url", "route", "parameters"} or {"type", "does", "intent", \
                    "outcome", "dialog", "completion", "queued"}; {"type", "outcome": "noMatch", "nearest"} for \
                    an undeclared type.
                    """
            )

            @Argument(help: "The quick action's type (see quick-action list), e.g. com.example.app.today.")
            var type: String

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func body() async throws {
                // Looked up before the store is opened: a type the app does not declare answers exit 3 and creates no store.
                let loaded = try app.loadApp()
                let action = try loaded.manifest.declaredQuickAction(ofType: type, file: loaded.manifestPath)
                let result = try await app.openHost(loaded).performQuickAction(action, clock: try app.clock(), language: language)
                try show(result, QuickActionResultReporter(language: language).report(result))
                switch result.outcome {
                case .needsValue?, .disambiguation?, .confirmationRequired?: throw ExitCodes.needsInput
                case .unsupported?, .failure?: throw ExitCodes.failure
                case .success?, nil: break
                }
            }
        }
    }
}

extension QuickActionDeclaration: ListedInCommand {
    static var listed: ManifestListing<Self> { ManifestListing(abstract: "The quick actions the app declares.", point: QuickActionsPoint()) }
}
