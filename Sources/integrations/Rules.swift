import ArgumentParser
import IntegrationsCheck
import IntegrationsCore
import IntegrationsReporting

extension Integrations {
    /// `integrations rules [CODE]`: the check's rule catalog (`CheckRules`), whole or one rule. Thin: it
    /// reads the code, asks the catalog, and hands the answer to `RuleListReporter`, `RuleReporter` or
    /// `RuleDocument`.
    struct Rules: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "rules",
            abstract: "List the check's rules, or explain one.",
            discussion: """
                Without a code: every rule, in code order, with its severity, its point (the code's family) and \
                its title. With a code: the rule's description, an example of what it reports, how to fix it, \
                the Apple pages it follows and its section of Docs/Check.md. Needs no app and no store.
                Exit 0; 3 when no rule has the code (the nearest codes are named); 64 when the argument is not \
                a code (family.name, such as route.unreachable).
                --json prints an array of {"code", "severity", "point", "title", "description", "help", \
                "example", "documentation", "appleDocumentation"} (texts in the chosen language, "example" null \
                when the rule has none), or that one object for a code; a failure prints \
                {"error": {"kind", "message", "exitCode"}}, kind "unknownRule" for a code no rule has \
                (Docs/CommandLine.md, Docs/JSON.md).
                """
        )

        @Argument(help: ArgumentHelp("A rule's code, such as route.unreachable: that rule alone.", valueName: "code"))
        var code: String?

        @OptionGroup var output: JSONOption

        @OptionGroup var locale: LocaleOption

        func validate() throws {
            if let code, !CheckRules.isCodeShaped(code) {
                throw ValidationError(CommandLanguage.text(
                    ja: "「\(TerminalText.shortLine(code))」はルールのコードの形（route.unreachable のような 名前.名前）ではありません。integrations rules でコードを確かめてください。",
                    en: "'\(TerminalText.shortLine(code))' is not a rule's code (family.name, such as route.unreachable); integrations rules lists them."))
            }
        }

        func body() async throws {
            guard let code else {
                try show(CheckRules.all.map { RuleDocument($0, language: language) }, RuleListReporter(language: language).report(CheckRules.all))
                return
            }
            if let rule = CheckRules.rule(Diagnostic.Code(rawValue: code)) {
                try show(RuleDocument(rule, language: language), RuleReporter(language: language).report(rule))
                return
            }
            let reporter = RuleReporter(language: language)
            let nearest = CheckRules.nearest(to: code)
            Output.write(reporter.unknown(code, nearest: nearest))
            if output.json {
                try Output.json(ErrorDocument(kind: "unknownRule", message: reporter.unknownMessage(code, nearest: nearest), exitCode: ExitCodes.noMatch.rawValue))
            }
            throw ExitCodes.noMatch
        }
    }
}

/// `--locale ja|en` alone, for a command that reads no app (`rules`): the language is decided once, before
/// parsing (``Integrations/run(arguments:context:)``); this accepts the option and refuses another value
/// with the words ``AppOptions`` uses.
struct LocaleOption: ParsableArguments {
    @Option(name: .customLong("locale"), help: ArgumentHelp("The language of messages: ja or en. Default: from the environment.", valueName: "ja|en"))
    var locale: String?

    func validate() throws {
        if let locale, Language(localeIdentifier: locale) == nil {
            throw ValidationError(CommandLanguage.text(ja: "--locale には ja か en を指定してください。", en: "--locale must be ja or en, not '\(locale)'."))
        }
    }
}
