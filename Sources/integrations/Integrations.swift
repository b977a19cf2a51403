import ArgumentParser
import Foundation
import IntegrationsCore
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
            Search.self, Index.self, Check.self, Export.self, Route.self, Routes.self, URLCommand.self, AASA.self, Clip.self, Intent.self, Progress.self, Notification.self, Activity.self, Widget.self, ClipTransfer.self, Import.self, Init.self, Schema.self,
        ]
    )

    /// Logs go to standard error, at the level `INTEGRATIONS_LOG_LEVEL` names (default: warning).
    static func main() async {
        Phases.mark("start-up")
        let level = ProcessInfo.processInfo.environment["INTEGRATIONS_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        for warning in EnvironmentChecks.warnings() { Output.error(warning[CommandLanguage.current]) }
        let arguments = Array(CommandLine.arguments.dropFirst())
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
        } catch {
            report(error, arguments: arguments)
        }
    }

    /// Prints an error the way argument-parser does (help to standard output, the rest to standard
    /// error), made terminal-safe, with a hint when a value starting with `-` was read as an option; then
    /// exits with the error's code.
    static func report(_ error: any Error, arguments: [String]) -> Never {
        let code = exitCode(for: error)
        var message = fullMessage(for: error)
        if code == .validationFailure, requestedLanguage(in: arguments) == .ja {
            message = UsageInJapanese.translate(message)
        }
        let flags: Set<String> = ["--json", "--yes", "--delete-all", "--strict", "--help", "-h"]
        let dashedIndices = arguments.indices.filter { index in
            // A value right after an option that takes one was given to that option.
            let previous = index > 0 ? arguments[index - 1] : ""
            let takenByOption = previous.hasPrefix("--") && !previous.contains("=") && !flags.contains(previous)
            return Self.looksLikeDashedValue(arguments[index]) && !takenByOption
        }
        if code == .validationFailure, let first = dashedIndices.first {
            let dashed = arguments[first]
            // Options stay before `--`; after it every argument is a value, in the order given.
            var options: [String] = []
            var values: [String] = []
            var index = first
            while index < arguments.count {
                let argument = arguments[index]
                if argument.hasPrefix("--") {
                    options.append(argument)
                    if !argument.contains("="), !flags.contains(argument), index + 1 < arguments.count {
                        options.append(arguments[index + 1])
                        index += 1
                    }
                } else {
                    values.append(argument)
                }
                index += 1
            }
            let example = (["integrations"] + arguments[..<first] + options + ["--"] + values).joined(separator: " ")
            message += "\n" + (requestedLanguage(in: arguments) == .ja
                ? "「\(dashed)」は - で始まるためオプションとして読まれました。値として渡すには -- のあとに書いてください（例: \(example)）。"
                : "\"\(dashed)\" starts with -, so it was read as an option. To pass it as a value, write it after -- (for example: \(example)).")
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
        Foundation.exit(code.rawValue)
    }

    /// The language `--locale` asks for in arguments that did not parse, else the environment's.
    static func requestedLanguage(in arguments: [String]) -> Language {
        for (index, argument) in arguments.enumerated() {
            let value: String? = argument.hasPrefix("--locale=")
                ? String(argument.dropFirst("--locale=".count))
                : argument == "--locale" && index + 1 < arguments.count ? arguments[index + 1] : nil
            if let language = value.flatMap(Language.init(localeIdentifier:)) { return language }
        }
        return EnvironmentLanguage.current
    }

    /// An argument that starts with `-` but cannot be an option: no option's name starts with anything
    /// but an ASCII letter.
    static func looksLikeDashedValue(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument != "-", argument != "--", !argument.hasPrefix("--") else { return false }
        guard let second = argument.unicodeScalars.dropFirst().first else { return false }
        return !(second.isASCII && second.properties.isAlphabetic)
    }
}

/// argument-parser's own usage errors, said in Japanese for a Japanese locale: its English sentences are
/// matched line by line and rewritten; the names, values and the usage line itself stay as they are.
enum UsageInJapanese {
    private static let patterns: [(prefix: String, parts: Int, write: @Sendable ([String]) -> String)] = [
        ("Error: Missing expected argument '", 1, { "Error: 引数 '\($0[0])' が必要です" }),
        ("Error: Missing value for '", 1, { "Error: '\($0[0])' に値がありません" }),
        ("Error: Unknown option '", 1, { "Error: オプション '\($0[0])' はありません" }),
        ("Error: Unexpected argument '", 1, { "Error: 余分な引数 '\($0[0])' があります" }),
        ("Error: The value '", 2, { "Error: '\($0[0])' は '\($0[1])' の値として使えません" }),
    ]

    static func translate(_ message: String) -> String {
        message.components(separatedBy: "\n").map(line).joined(separator: "\n")
    }

    private static func line(_ text: String) -> String {
        if text.hasPrefix("Usage: ") { return "使い方: " + text.dropFirst("Usage: ".count) }
        if text.hasPrefix("Help:  ") { return "ヘルプ:  " + text.dropFirst("Help:  ".count) }
        if text.hasPrefix("  See '"), text.hasSuffix("' for more information."),
            let end = text.range(of: "' for more information.")
        {
            return "  詳しくは '\(text[text.index(text.startIndex, offsetBy: "  See '".count)..<end.lowerBound])' を見てください。"
        }
        for pattern in patterns where text.hasPrefix(pattern.prefix) {
            // The quoted names, in order: 'a' … 'b'.
            let quoted = text.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            if quoted.count == pattern.parts { return pattern.write(quoted) }
        }
        return text
    }
}
