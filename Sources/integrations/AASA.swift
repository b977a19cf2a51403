import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsApp
import IntegrationsHost
import IntegrationsRouting
import IntegrationsAppClips

extension Integrations {
    struct AASA: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "aasa",
            abstract: "Generate or check the apple-app-site-association file.",
            subcommands: [Generate.self, Check.self]
        )

        struct Generate: Subcommand {
            static let configuration = CommandConfiguration(commandName: "generate", abstract: "Print the app's apple-app-site-association JSON.")

            @Option(help: ArgumentHelp("The domain (default: the first applinks: associated domain).", valueName: "domain"))
            var domain: String?

            @OptionGroup var app: AppOptions

            func body() async throws {
                let loaded = try app.loadApp()
                guard let domain = AASAReading.domain(domain, of: loaded.manifest.app) else {
                    throw IntegrationsError(.invalidManifest, LocalizedText(
                        ja: "マニフェストの app.associatedDomains に applinks: のドメインがありません。追加するか --domain を指定してください。",
                        en: "The manifest's app.associatedDomains has no applinks: domain. Add one or give --domain."))
                }
                let generation = try loaded.manifest.siteAssociation(domain: domain, file: loaded.manifestPath)
                try Output.json(generation.document)
                Output.write(AASANotesReporter(language: language).report(generation))
            }
        }

        struct Check: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "check",
                abstract: "Whether a URL opens the app, with the component that decided.",
                discussion: "Exits 0 when the URL opens the app and 3 when it does not; a broken file exits 1. --json prints {\"url\", \"match\", \"appIDs\", \"trace\"}."
            )

            @Argument(help: "The URL.")
            var url: String

            @Option(help: ArgumentHelp("An AASA file, or - for standard input (default: the one generated for the app).", valueName: "file"))
            var file: String?

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func body() async throws {
                let target = try ParsedURL.parse(url)
                let evaluation: AASAEvaluation
                if let file {
                    evaluation = AASAReading.evaluate(target, file: try AASAReading.decode(InputFile.read(file, limit: AASAReading.maximumSize, AASAReading.input),
                        file: InputFile.name(file, language)))
                } else {
                    let loaded = try app.loadApp()
                    evaluation = try AASAReading.evaluate(target, appOf: loaded.manifest, file: loaded.manifestPath)
                }
                try show(CheckOutput(evaluation, language: language), AASACheckReporter(language: language).report(evaluation))
                if !evaluation.match { throw ExitCodes.noMatch }
            }
        }
    }
}
