import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsApp
import IntegrationsHost
import IntegrationsIntents

extension Integrations {
    struct Intent: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "intent",
            abstract: "List, run and say the app's intents (Siri / App Shortcuts).",
            subcommands: [List.self, Run.self, Say.self]
        )

        struct List: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "list",
                abstract: "The app's intents, their parameters and phrases.",
                discussion: "Exits 1, after the list, when the intents break the App Shortcut rules; the message lists every problem. --json prints one JSON document: {\"intents\": [the manifest's intent declarations]}."
            )

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func body() async throws {
                let loaded = try app.loadApp()
                let intents = loaded.manifest.intents
                try show(["intents": intents], IntentListReporter(language: language, parameterUsage: { "--param \($0)=…" }).report(intents))
                try loaded.validateIntents()
            }
        }

        struct Run: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "run",
                abstract: "Resolve an intent's parameters and perform it.",
                discussion: """
                    When a value is missing or matches several entities, a terminal asks (prompt and numbered \
                    options); otherwise the command prints the prompt and the options and exits 4, so a script \
                    can answer with --param. Exits 1 for an unknown intent or parameter or a value of the \
                    wrong type (nothing is performed).
                    --json prints one JSON document: {"intent", "outcome", "dialog", "value", "url", "parameter", "prompt", "options", "reason"}.
                    """
            )

            @Argument(help: "The intent's identifier (see `integrations intent list`).")
            var identifier: String

            @OptionGroup var parameters: ParameterOptions

            @OptionGroup var options: IntentRunOptions
            var output: JSONOption { options.output }

            func body() async throws {
                let (_, session) = try options.open()
                try await session.run(IntentRequest(intent: identifier, parameters: parameters.values, isConfirmed: options.yes))
            }
        }

        struct Say: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "say",
                abstract: "Match a phrase to an intent and its parameter, then run it as `intent run` does.",
                discussion: """
                    Case, width, spaces and punctuation do not matter; the phrase must name the app. \
                    Exits 3 when no phrase matches.
                    --json prints one JSON document: {"phrase", "intent", "outcome", "dialog", "value", "url", "parameter", "prompt", "options", "reason"}, or {"phrase", "outcome": "noMatch"} when no phrase matches.
                    """
            )

            @Argument(help: "What you would say to Siri: one of the phrases intent list shows, naming the app.")
            var phrase: String

            @OptionGroup var options: IntentRunOptions
            var output: JSONOption { options.output }

            func body() async throws {
                let (matcher, session) = try options.open(phrase: phrase)
                guard let match = matcher.match(phrase) else {
                    try answer(NoMatch(key: "phrase", name: phrase, nearest: nil, message: LocalizedText(
                        ja: "「\(TerminalText.shortLine(phrase))」に一致するフレーズはありません。アプリ名を入れて、integrations intent list のフレーズのように言ってください。",
                        en: "No phrase matches \"\(TerminalText.shortLine(phrase))\". Name the app and say it like a phrase in integrations intent list.")))
                }
                var request = match.request
                request.isConfirmed = options.yes
                try await session.run(request)
            }
        }
    }
}

/// What `intent run` and `intent say` share: `--yes`, `--json` and the app.
struct IntentRunOptions: ParsableArguments {
    @Flag(help: "Confirm intents that ask for a yes before they run.")
    var yes = false

    @OptionGroup var output: JSONOption

    @OptionGroup var app: AppOptions

    /// Opens the app's store, checks its intents, reads its entities once, and makes the phrase matcher and
    /// the session that runs intents.
    func open(phrase: String? = nil) throws(IntegrationsError) -> (PhraseMatcher, IntentSession) {
        let host = try app.openHost()
        try host.app.validateIntents()
        let entities = try AppEntities(host: host)
        let clock = try app.clock()
        return (host.phraseMatcher(entities: entities), IntentSession(
            host: host, entities: entities, language: app.language, json: output.json, phrase: phrase, clock: clock))
    }
}

/// Runs a request to its end: prints the outcome, and on a terminal asks for what is missing and runs
/// again.
struct IntentSession {
    let host: AppHost
    let entities: AppEntities
    let language: Language
    let json: Bool
    var phrase: String?
    var clock: UserClock = .system
    /// Asks only when a person can answer: both standard input and output are terminals, and not `--json`.
    var isInteractive: Bool { !json && CommandContext.current.isInputTerminal && Output.isTerminal }

    func run(_ first: IntentRequest) async throws {
        var request = first
        let printer = IntentPrinter(language: language)
        // A person answers at most this many questions before the command gives up asking.
        for _ in 0..<10 {
            // The outcome, and what a completion causes (streak notification, widget reloads, donation) in its transaction.
            let performance = try await host.perform(request, clock: clock, language: language, entities: entities)
            let outcome = performance.outcome
            try Output.show(json: json, IntentResult(phrase: phrase, intent: request.intent, outcome: outcome, activity: performance.activity),
                            IntentOutcomeReporter(language: language).report(outcome))
            switch outcome {
            case .success:
                return
            case .unsupported, .failure:
                throw ExitCodes.failure
            case .needsValue(let parameter, _, let options), .disambiguation(let parameter, _, let options):
                guard isInteractive, let answer = printer.ask(options) else {
                    if !json { printer.hint(parameter: parameter) }
                    throw ExitCodes.needsInput
                }
                request.parameters[parameter] = answer.text
                // A name typed (not an option's number) is confirmed when it matches only in part.
                if answer.typed { request.typedAnswers.insert(parameter) } else { request.typedAnswers.remove(parameter) }
            case .confirmationRequired:
                guard isInteractive, printer.confirm() else {
                    if !json { printer.hintConfirm() }
                    throw ExitCodes.needsInput
                }
                request.isConfirmed = true
            }
        }
        throw ExitCodes.needsInput
    }
}

/// Prints intents and outcomes for people (the reporters word them) and asks a person for what is missing.
struct IntentPrinter {
    var language: Language

    func hint(parameter: String) {
        Output.error(LocalizedText(ja: "--param \(parameter)=<識別子か名前> を付けて実行し直してください。", en: "Run it again with --param \(parameter)=<identifier or name>.")[language])
    }

    func hintConfirm() {
        Output.error(LocalizedText(ja: "実行するには --yes を付けてください。", en: "Add --yes to run it.")[language])
    }

    /// Reads an option number or a name; `nil` on an empty line or the end of input.
    func ask(_ options: [IntentOption]) -> (text: String, typed: Bool)? {
        Output.prompt(LocalizedText(ja: "番号か名前を入力してください: ", en: "Enter a number or a name: ")[language])
        guard let line = Input.readLine()?.trimmingCharacters(in: .whitespaces), !line.isEmpty else { return nil }
        if let number = Int(line), options.indices.contains(number - 1) { return (options[number - 1].identifier, false) }
        return (line, true)
    }

    /// Reads a yes.
    func confirm() -> Bool {
        Output.prompt(LocalizedText(ja: "実行しますか？ [y/N]: ", en: "Run it? [y/N]: ")[language])
        let answer = (Input.readLine() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        return ["y", "yes", "はい"].contains(answer)
    }
}

