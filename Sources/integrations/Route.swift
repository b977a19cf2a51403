public import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsAppClips
import IntegrationsReporting
import IntegrationsApp
import IntegrationsCheck
import EmbeddedSample
import IntegrationsHost
import IntegrationsRouting

extension Integrations {
    struct Route: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "route",
            abstract: "Resolve a URL to the app's route, or explain why none matches.",
            discussion: "Exits 0 on a match and 3 when no route matches; a malformed URL exits 1. --json prints one JSON document: {\"url\", \"match\", \"route\", \"form\", \"parameters\"} or {\"url\", \"match\": false, \"matchedPrefix\", \"expected\", \"nearestRoutes\"} (Docs/JSON.md)."
        )

        @Argument(help: "A custom-scheme URL or an https URL on one of the app's associated domains.")
        var url: String

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        func body() async throws {
            let parsed = try ParsedURL.parse(url)
            let router = try app.loadApp().router()
            let resolution = router.resolve(parsed.url)
            // A notice, on standard error with --json as without (Decision 262), as clip says it.
            parsed.printNote(language)
            try show(RouteDocument(url: url, resolution: resolution), RouteReporter(language: language, url: url).report(resolution))
            if case .miss = resolution { throw ExitCodes.noMatch }
        }
    }

    struct Routes: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "routes",
            abstract: "List the app's routes as the router sees them, with any problems in the table.",
            discussion: "Exits 1, after the list, when the table has problems (printed to standard error). --json prints {\"routes\": [{\"name\", \"forms\", \"parameters\", \"query\", \"isUniversalLink\", \"handlesAppClip\"}], \"problems\"}, each problem a diagnostic as check --json prints it (Docs/JSON.md)."
        )

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        func body() async throws {
            let loaded = try app.loadApp()
            let router = try loaded.router()
            // Placed as check places them: the embedded sample's files under the folder the repository has them in.
            let shownAs = app.appDirectory == nil ? EmbeddedSample.repositoryFolder : nil
            try show(RoutesDocument(router, language: language, problems: CheckEngine.routeTable(router, of: loaded, shownAs: shownAs)),
                     RoutesReporter(language: language).report(router))
            if !router.diagnostics.isEmpty { throw ExitCodes.failure }
        }
    }

    struct URLCommand: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "url",
            abstract: "Generate the URL of a route from its parameters.",
            discussion: "--json prints {\"route\", \"form\", \"url\"} (Docs/JSON.md).")

        @Argument(help: "The route's name (see `integrations routes`).")
        var route: String

        @OptionGroup var parameters: ParameterOptions

        @Option(help: ArgumentHelp("Which form to generate.", valueName: "scheme|web|clip"))
        var form: RouteForm.Kind = .scheme

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        func body() async throws {
            let url = try app.loadApp().router().url(for: route, textParameters: parameters.values, form: form).absoluteString
            try show(URLDocument(route: route, form: form.rawValue, url: url), ReportText([.init(url)]))
        }
    }
}

extension RouteForm.Kind: ExpressibleByArgument {}

extension ParsedURL {
    /// The note, on standard error, when the URL arrives otherwise than typed.
    func printNote(_ language: Language) {
        if let note { Output.error(note[language]) }
    }
}

extension Integrations {
    struct Clip: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "clip",
            abstract: "Which App Clip experience an invocation URL opens.",
            discussion: "The experience with the most specific matching URL wins. Exits 3 when none matches. --json prints {\"url\", \"match\", \"experience\": {\"name\", \"url\"} or null} (Docs/JSON.md)."
        )

        @Argument(help: "The invocation URL.")
        var url: String

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        func body() async throws {
            let invocation = try ParsedURL.parse(url)
            let loaded = try app.loadApp()
            invocation.printNote(language)
            let result = AppClipInvocation(url: url, experience: try AppClipExperiences(loaded.manifest.appClipExperiences(file: loaded.manifestPath)).experience(for: invocation.url))
            let text = AppClipInvocationReporter(language: language).report(result)
            try show(result, text)
            // No experience: said on standard error under --json too.
            if result.experience == nil {
                if output.json { Output.write(text) }
                throw ExitCodes.noMatch
            }
        }
    }
}
