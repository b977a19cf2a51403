import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsHost
import Logging

/// The `integrations` command: an app's platform integration points, run from the shell.
@main
struct Integrations: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "integrations",
        abstract: "Run and inspect an app's platform integration points on Linux.",
        discussion: """
            Works on the embedded sample app unless --app names another app folder.

            Exit codes: 0 success; 1 a failure you must fix (the message says what and how); \
            3 no match (no search hits, no route for a URL, no phrase); 4 an intent needs input \
            (a value, a choice or a confirmation); 64 usage error.
            """,
        version: ToolkitVersion.current,
        subcommands: [
            Search.self, Index.self, Check.self, Export.self, Route.self, Routes.self, URLCommand.self, AASA.self, Clip.self, Intent.self, Progress.self, Notification.self, Activity.self, Widget.self, ClipTransfer.self, Import.self, Init.self, Schema.self, TaskCommand.self, QuickAction.self, LiveActivity.self, Rules.self,
            // The integration points in the plug-in shape, one file each, named after the point.
            ShareExtension.self,
        ]
    )

    /// Logs go to standard error, at the level `INTEGRATIONS_LOG_LEVEL` names (default: warning). Runs the
    /// command with the process's streams and environment and exits with its code.
    static func main() async {
        // `integrations __read-swift-sources`: the Swift-source reader, before anything else is built.
        SwiftSourceReaderEntry.runIfAsked(CommandLine.arguments)
        Phases.mark("start-up")
        let context = CommandContext.process
        // Through the command's standard error, as every line it prints (ContextLogHandler).
        ContextLogHandler.bootstrapped
        let status = await run(arguments: Array(CommandLine.arguments.dropFirst()), context: context)
        Foundation.exit(status)
    }

    /// Parses `arguments`, runs the command they name and returns its exit code, reading and writing only
    /// through `context` (see ``CommandContext``); never exits. `main()` runs it with the process's
    /// context, tests with their own.
    ///
    /// The language is decided here, once, before anything is parsed or printed: `--locale` when the
    /// arguments before `--` name ja or en, the environment's otherwise. When the environment decides and
    /// its `INTEGRATIONS_LOCALE` names neither language, that is said first.
    static func run(arguments: [String], context: CommandContext) async -> Int32 {
        var context = context
        let (environmentLanguage, localeWarning) = Language.resolve(environment: context.environment)
        let requested = requestedLanguage(in: Array(arguments.prefix { $0 != "--" }))
        context.language = requested ?? environmentLanguage
        return await CommandContext.$current.withValue(context) {
            if requested == nil, let localeWarning { Output.error(localeWarning[context.language]) }
            for warning in EnvironmentChecks.warnings(context.environment) { Output.error(warning[context.language]) }
            do {
                var command = try parseAsRoot(arguments)
                Phases.mark("parsing")
                if var asyncCommand = command as? any AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
                Phases.mark("closing")
                Phases.report()
                return ExitCode.success.rawValue
            } catch {
                return report(error, arguments: arguments)
            }
        }
    }

    /// Prints an error the way argument-parser does (help to standard output, the rest to standard
    /// error), made terminal-safe, with a hint when a value starting with `-` was read as an option; then
    /// returns the error's exit code.
    static func report(_ error: any Error, arguments: [String]) -> Int32 {
        let code = exitCode(for: error)
        let language = CommandContext.current.language
        var message = fullMessage(for: error)
        if code == .validationFailure {
            if language == .ja { message = UsageText.japanese(message) }
            if let hint = UsageText.dashedValueHint(arguments, flags: flagNames(of: arguments), language: language) { message += "\n" + hint }
        }
        if !message.isEmpty {
            if code == .success {
                Output.print(message)
            } else {
                Output.error(message)
            }
        }
        // Scripts that asked for JSON get the failure as JSON too, in the shape every command uses (a
        // command that ends with an exit code has printed its document already).
        if code != .success, !(error is ExitCode), arguments.contains("--json") {
            try? Output.json(ErrorDocument(kind: code == .validationFailure ? "usage" : "failure", message: message, exitCode: code.rawValue))
        }
        return code.rawValue
    }

    /// The names of the flags (options that take no value, such as `--json` and `-h`) of the command
    /// `arguments` name — the root, or the subcommand their leading words name — as argument-parser
    /// describes its command tree (`--experimental-dump-help`, ``CommandTree``).
    static func flagNames(of arguments: [String]) -> Set<String> {
        guard var command = CommandTree.root else { return ["--help", "-h"] }
        for argument in arguments {
            guard !argument.hasPrefix("-"), let subcommand = command.subcommands?.first(where: { $0.commandName == argument }) else { break }
            command = subcommand
        }
        return command.flagNames
    }

    /// The language `--locale` asks for in `arguments` (read before they are parsed, so that a usage error
    /// is said in it too): the last `--locale` that names ja or en, as argument-parser keeps the last value
    /// of an option given twice; `nil` when none does.
    static func requestedLanguage(in arguments: [String]) -> Language? {
        var requested: Language?
        for (index, argument) in arguments.enumerated() {
            let value: String? = argument.hasPrefix("--locale=")
                ? String(argument.dropFirst("--locale=".count))
                : argument == "--locale" && index + 1 < arguments.count ? arguments[index + 1] : nil
            if let language = value.flatMap(Language.init(localeIdentifier:)) { requested = language }
        }
        return requested
    }
}

/// The command tree as argument-parser itself describes it: the JSON of `--experimental-dump-help`
/// (`ToolInfoV0`, versioned by its `serializationVersion`), of which only the command names, the
/// subcommands and the arguments' kinds and names are read. Built from the command types, so a flag added
/// to any command is known without a list kept by hand.
struct CommandTree: Decodable {
    struct Argument: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
        }

        var kind: String
        var names: [Name]?
    }

    var commandName: String
    var arguments: [Argument]?
    var subcommands: [CommandTree]?

    /// Every name of the flags (no value) of this command, as written on the command line (`--json`, `-h`).
    var flagNames: Set<String> {
        var names: Set<String> = []
        for argument in arguments ?? [] where argument.kind == "flag" {
            for name in argument.names ?? [] {
                names.insert((name.kind == "long" ? "--" : "-") + name.name)
            }
        }
        return names
    }

    private struct Document: Decodable {
        var command: CommandTree
    }

    /// The root command's tree; `nil` only if argument-parser's description could not be read.
    static let root: CommandTree? = try? JSONDecoder().decode(Document.self, from: Data(Integrations._dumpHelp().utf8)).command
}
