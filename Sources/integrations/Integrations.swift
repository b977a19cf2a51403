import ArgumentParser
import Foundation
import Logging

/// The `integrations` command: an app's platform integration points, run from the shell.
@main
struct Integrations: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "integrations",
        abstract: "Run and inspect an app's platform integration points on Linux.",
        discussion: """
            Works on the embedded sample app Appcadia unless --app names another app folder.

            Exit codes: 0 success; 1 a failure you must fix (the message says what and how); \
            3 no match (no search hits, no route for a URL, no phrase); 4 an intent needs input \
            (a value, a choice or a confirmation); 64 usage error.
            """,
        subcommands: [
            Search.self, Index.self, Route.self, Routes.self, URLCommand.self, AASA.self, Clip.self, Intent.self, Progress.self,
        ]
    )

    /// Logs go to standard error, at the level `INTEGRATIONS_LOG_LEVEL` names (default: warning).
    static func main() async {
        let level = ProcessInfo.processInfo.environment["INTEGRATIONS_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
