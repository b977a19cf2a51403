import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsApp
import IntegrationsHost
import IntegrationsRouting

extension Integrations {
    struct AASA: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "aasa",
            abstract: "Generate or check the apple-app-site-association file.",
            subcommands: [Generate.self, Check.self]
        )

        struct Generate: AsyncParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Print the app's apple-app-site-association JSON.")

            @Option(help: ArgumentHelp("The domain (default: the first applinks: associated domain).", valueName: "domain"))
            var domain: String?

            @OptionGroup var app: AppOptions

            func run() async throws {
                let language = app.language
                try await runReportingErrors(language: language) {
                    let loaded = try app.loadApp()
                    let generation = try AASACommand.generation(for: loaded, domain: domain)
                    try Output.json(generation.document)
                    for note in generation.notes {
                        Output.error((LocalizedText(ja: "注: ", en: "note: ")[language]) + note[language])
                    }
                }
            }
        }

        struct Check: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Whether a URL opens the app, with the component that decided.",
                discussion: "Exits 0 when the URL opens the app and 3 when it does not; a broken file exits 1. --json prints {\"url\", \"match\", \"appIDs\", \"trace\"}."
            )

            @Argument(help: "The URL.")
            var url: String

            @Option(help: ArgumentHelp("An AASA file, or - for standard input (default: the one generated for the app).", valueName: "file"))
            var file: String?

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func run() async throws {
                let language = app.language
                try await runReportingErrors(language: language, json: output.json) {
                    let target = try ParsedURL.parse(url)
                    var evaluation: AASAEvaluation
                    if let file {
                        evaluation = AASAEvaluator.evaluate(try AASACommand.read(file, language: language), url: target.url)
                    } else {
                        // The app's file as served by the host a browser goes to (the URL has arrived), which
                        // must be an associated domain.
                        let loaded = try app.loadApp()
                        let host = target.url.host ?? ""
                        if let domain = AASAGenerator.associatedDomain(for: host, of: loaded.manifest.app) {
                            evaluation = AASAEvaluator.evaluate(try AASACommand.document(for: loaded, domain: domain), url: target.url)
                        } else {
                            evaluation = .notAssociated(
                                url: target.url.absoluteString, host: host, domains: loaded.manifest.app.associatedDomains.filter { $0.hasPrefix("applinks:") })
                        }
                    }
                    // The evaluator was given the URL as it arrives; the trace starts with how it arrived.
                    if case .changed(let arriving, let note) = target.arrival {
                        evaluation.trace.insert(LocalizedText(ja: "\(note.ja): \(arriving)", en: "\(note.en): \(arriving)"), at: 0)
                    }
                    if output.json {
                        try Output.json(CheckOutput(evaluation, language: language))
                    } else {
                        Output.print(evaluation.match
                            ? (LocalizedText(ja: "開きます: \(evaluation.appIDs.joined(separator: ", "))", en: "Opens \(evaluation.appIDs.joined(separator: ", "))")[language])
                            : (LocalizedText(ja: "アプリは開きません", en: "Does not open the app")[language]))
                        for line in evaluation.trace { Output.print("  " + line[language]) }
                    }
                    if !evaluation.match { throw ExitCodes.noMatch }
                }
            }
        }
    }
}


enum AASACommand {
    /// The largest file iOS reads (128 KB): a larger file is ignored on devices, so it is refused here.
    static let maximumFileSize = 128 * 1024


    static func document(for app: App, domain: String?) throws(IntegrationsError) -> AppleAppSiteAssociation {
        try generation(for: app, domain: domain).document
    }

    static func generation(for app: App, domain: String?) throws(IntegrationsError) -> AASAGenerator.Generation {
        guard let domain = domain ?? AASAGenerator.primaryDomain(of: app.manifest.app) else {
            throw IntegrationsError(.invalidManifest, LocalizedText(
                ja: "マニフェストの app.associatedDomains に applinks: のドメインがありません。追加するか --domain を指定してください。",
                en: "The manifest's app.associatedDomains has no applinks: domain. Add one or give --domain."))
        }
        return try AASAGenerator.generation(
            routes: app.manifest.routes, app: app.manifest.app, domain: domain, experiences: app.manifest.appClipExperiences)
    }

    static func read(_ path: String, language: Language) throws(IntegrationsError) -> AppleAppSiteAssociation {
        let data = try InputFile.read(path, limit: maximumFileSize, InputFile.What(
            kind: .invalidManifest, noun: LocalizedText(ja: "AASA ファイル", en: "the AASA file"),
            why: LocalizedText(
                ja: "iOS は 128 KB を超えるファイルを読みません。components をまとめるか、不要な details を除いてください",
                en: "iOS does not read a file over 128 KB; merge components or drop unused details")), language: language)
        do {
            return try JSONDecoder().decode(AppleAppSiteAssociation.self, from: data)
        } catch {
            throw JSONProblem(error, data: data).integrationsError(.invalidManifest, file: InputFile.name(path, language))
        }
    }
}
