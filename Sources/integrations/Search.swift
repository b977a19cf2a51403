import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsApp
import IntegrationsHost
import IntegrationsSearch

extension Integrations {
    struct Search: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: "Search the app's index, like Spotlight.",
            discussion: """
                QUERY is free text (terms are ANDed, "quoted phrases", a trailing * for a prefix) or a \
                Core Spotlight predicate such as 'title == "予定*"cd && rankingHint > 0.5'. \
                The first search on a store that was never indexed indexes the app first.
                Exits 3 when nothing matches.
                --json prints one JSON document: {\"query\", \"total\", \"hits\": [{\"identifier\", \"domain\", \"title\", \"url\", \"score\", \"snippet\"}]} (Docs/JSON.md).
                """
        )

        @Argument(help: "Free text or a predicate.")
        var query: String

        @Option(name: .customLong("domain"), help: ArgumentHelp("Only items in this domain or its subdomains. Repeatable.", valueName: "domain"))
        var domains: [String] = []

        @Option(parsing: .unconditional, help: "The most hits to show, up to 1,000,000; 0 shows all.")
        var limit: Int = 20

        /// The largest `--limit`: far past any index a person pages through.
        static let maximumLimit = 1_000_000

        @Option(help: ArgumentHelp("How to read QUERY: auto, text or predicate.", valueName: "auto|text|predicate"))
        var syntax: SyntaxOption = .auto

        @OptionGroup var output: JSONOption

        @Flag(help: "Print the activity selecting the top hit hands the app (com.apple.corespotlightitem), as JSON for activity continue.")
        var activity = false

        @OptionGroup var app: AppOptions

        enum SyntaxOption: String, ExpressibleByArgument, CaseIterable {
            case auto, text, predicate

            var syntax: SearchQuery.Syntax {
                switch self {
                case .auto: .automatic
                case .text: .freeText
                case .predicate: .predicate
                }
            }
        }

        func validate() throws {
            if query.allSatisfy(\.isWhitespace) {
                throw ValidationError(CommandLanguage.text(ja: "検索する語か条件を指定してください。", en: "QUERY is empty: give the text or predicate to search for."))
            }
            if limit < 0 { throw ValidationError(CommandLanguage.text(ja: "--limit には 0（すべて）以上を指定してください。", en: "--limit must be 0 (all) or more, not \(limit).")) }
            if limit > Self.maximumLimit {
                throw ValidationError(CommandLanguage.text(ja: "--limit は \(Self.maximumLimit) 以下にしてください（0 ですべて）。", en: "--limit must be at most \(Self.maximumLimit) (0 shows all), not \(limit)."))
            }
        }

        func body() async throws {
            let host = try app.openHost()
            if case .notIndexed(let reason) = try await host.ensureIndexed(progress: Output.indexingProgress(language)) {
                Output.error(TerminalText.safeLine(reason.message[language]))
            }
            Phases.mark("index check")
            let searchQuery = SearchQuery(query, syntax: syntax.syntax, domainIdentifiers: domains, limit: limit == 0 ? nil : limit)
            let results = try await host.searchIndex.search(searchQuery)
            Phases.mark("query")
            if activity, let top = results.hits.first {
                try Output.json(UserActivity.selecting(top))
            } else {
                try show(results, SearchReporter(language: language, colors: Output.isTerminal).report(results))
            }
            Phases.mark("printing")
            if results.hits.isEmpty { throw ExitCodes.noMatch }
        }
    }
}
