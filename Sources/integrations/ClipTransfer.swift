import ArgumentParser
import Foundation
import IntegrationsApp
import IntegrationsAppClips
import IntegrationsCore
import IntegrationsReporting
import IntegrationsHost
import IntegrationsState

extension Integrations {
    struct ClipTransfer: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clip-transfer",
            abstract: "The App Clip's hand-over to the full app: the transfer document, written and imported.",
            discussion: "`clip-transfer export --entity ID… > t.json` writes what the clip hands over, in the shape and within the limits the app's manifest declares (appClipTransfer); `clip-transfer import t.json` adds it to the full app's store, without duplicates, in one transaction. Docs/AppClips.md.",
            subcommands: [Export.self, Import.self]
        )

        struct Export: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "export",
                abstract: "Write the transfer document an App Clip holding these records would hand over.",
                discussion: "The document is JSON with or without --json (Docs/AppClips.md); --json makes a failure print {\"error\": …} too.")

            @Option(name: .customLong("entity"), help: ArgumentHelp("A record the clip hands over, by its identifier (as search shows it): one it created, copied with its fields, or one it holds, named. Repeatable, up to each type's limit.", valueName: "id"))
            var entities: [String] = []

            @Option(help: ArgumentHelp("The record the person chose: one of the --entity values the clip holds by reference (default: the first of each type that has a choice).", valueName: "id"))
            var selected: String?

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func validate() throws {
                var seen: Set<String> = []
                for value in entities where !seen.insert(value).inserted {
                    throw ValidationError(CommandLanguage.text(ja: "--entity \(value) が2回あります。1回だけ指定してください。", en: "--entity \(value) is given twice; give each once."))
                }
            }

            func body() async throws {
                let document = try app.loadApp().clipTransfer(handingOver: entities, selected: selected, createdAt: try app.clock().now())
                try Output.json(document)
            }
        }

        struct Import: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "import",
                abstract: "Import an App Clip's transfer document into the full app's store: all of it or nothing.",
                discussion: "A record the app already has (the same identity fields, sameWhen) is skipped, so importing twice adds nothing. An unknown version, a malformed document or one over the clip's limits is refused (exit 1) and nothing is written. --json prints {\"added\", \"skipped\", \"selected\"}.")

            @Argument(help: "The transfer document, or - for standard input.")
            var file: String

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func body() async throws {
                let name = InputFile.name(file, language)
                let loaded = try app.loadApp()
                let declaration = try loaded.clipTransferDeclaration()
                let data = try InputFile.read(file, limit: declaration.storage, App.clipTransferInput)
                let transfer = try loaded.readClipTransfer(data, file: name)
                let host = try app.openHost(loaded)
                let report = try await host.importClipTransfer(transfer, clock: try app.clock())
                try show(report, ClipImportReporter(language: language).report(report))
            }
        }
    }
}
