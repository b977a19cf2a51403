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
            abstract: "Handoff: the app's activity types, activities built from its data, and how another device continues them.",
            discussion: """
                `activity build TYPE --entity ID | integrations activity continue -` \
                hands an activity over and continues it: the route the app opens (exit 0), else the web page the \
                browser opens (exit 3), else "cannot continue" with the reason (exit 1). Docs/Handoff.md.
                """,
            subcommands: [List.self, Build.self, Continue.self]
        )

        struct List: DocumentSubcommand {
            static let configuration = CommandConfiguration(abstract: "The activity types the app declares.",
            discussion: "--json prints {\"activities\": [...]}, the manifest's declarations.")

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func body() async throws {
                let declarations = try app.loadApp().manifest.activities
                try show(["activities": declarations], ActivityListReporter(language: language).report(declarations))
            }
        }

        struct Build: DocumentSubcommand {
            static let configuration = CommandConfiguration(
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
                var fields: [String: String] = [:]
                if let kind = declaration.entity {
                    guard let entity else {
                        throw IntegrationsError(.invalidActivity, LocalizedText(
                            ja: "アクティビティ「\(type)」は \(kind) についてのものです。--entity で指定してください（例: --entity \(kind)-12）。",
                            en: "Activity \"\(type)\" is about a \(kind). Name it with --entity (e.g. --entity \(kind)-12)."))
                    }
                    guard let found = try loaded.recordFields(of: kind, identifier: entity) else {
                        throw IntegrationsError(.invalidActivity, LocalizedText(
                            ja: "\(kind) のエンティティ「\(TerminalText.shortLine(entity))」はありません。integrations search で識別子を確かめてください。",
                            en: "There is no \(kind) \"\(TerminalText.shortLine(entity))\". Find identifiers with integrations search."))
                    }
                    fields = found
                }
                let now = try app.clock().now()
                let activity = try ActivityBuilder.activity(declaration, fields: fields, entityIdentifier: entity, language: language, now: now)
                try Output.json(activity)
            }
        }

        struct Continue: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                abstract: "Continue a handed-over activity (JSON) as the other device would.",
                discussion: "Exit 0: the app opens a route. 3: the app cannot, and the browser opens the web page. 1: nothing can continue it, or the activity is malformed. --json prints {\"continuation\": \"route\"|\"webpage\"|\"cannotContinue\", \"route\", \"parameters\", \"url\", \"reason\"}.")

            @Argument(help: "The activity's JSON file, or - for standard input.")
            var file: String = "-"

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func body() async throws {
                let name = InputFile.name(file, language)
                let data = try InputFile.read(file, limit: UserActivity.handOverLimit, InputFile.What(
                    kind: .invalidActivity, noun: LocalizedText(ja: "アクティビティ", en: "the activity"), why: UserActivity.handOverLimitReason), language: language)
                let activity = try UserActivity.handedOver(data, file: name)
                let result = try await AppHost.continuation(of: activity, app: try app.loadApp(), now: try app.clock().now()) {
                    () throws(IntegrationsError) -> any SearchIndexing in try app.openHost().searchIndex
                }
                let document = ContinuationDocument(result, language: language)
                if output.json {
                    try Output.json(document)
                } else {
                    switch result {
                    case .route(let match, let url):
                        Output.print(LocalizedText(ja: "アプリが続きを開きます: ルート \(match.route)（\(url.absoluteString)）", en: "The app continues it: route \(match.route) (\(url.absoluteString))")[language])
                        for (name, value) in match.parameters.sorted(by: { $0.key < $1.key }) {
                            Output.print("  \(name) = \(TerminalText.safeLine(value.description))")
                        }
                    case .webpage(let url, let reason):
                        Output.print(TerminalText.safeLine(LocalizedText(ja: "ブラウザが \(url.absoluteString) を開きます（アプリは続けられません: \(reason.ja)）。", en: "The browser opens \(url.absoluteString) (the app cannot continue: \(reason.en)).")[language]))
                    case .cannotContinue(let reason):
                        Output.error(TerminalText.safeLine(LocalizedText(ja: "続けられません: \(reason.ja)。webpageURL もありません。", en: "Cannot continue: \(reason.en), and there is no webpageURL.")[language]))
                    }
                }
                switch result {
                case .route: break
                case .webpage: throw ExitCodes.noMatch
                case .cannotContinue: throw ExitCodes.failure
                }
            }
        }
    }
}

