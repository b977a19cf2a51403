import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsReporting

/// A subcommand that does its work in ``body()``: `run()` runs it reporting an ``IntegrationsError`` in the
/// user's language with exit code 1 (``runReportingErrors(language:json:_:)``), so each subcommand only
/// translates its options, calls its library and hands the result over.
protocol Subcommand: AsyncParsableCommand {
    /// Whether a failure is printed as JSON too (`--json`); `false` unless the subcommand has ``JSONOption``.
    var printsJSON: Bool { get }

    /// The subcommand's work.
    func body() async throws
}

extension Subcommand {
    var printsJSON: Bool { false }

    /// The command's language, decided once at start (``CommandContext/language``).
    var language: Language { CommandContext.current.language }

    func run() async throws {
        try await runReportingErrors(language: language, json: printsJSON) { try await body() }
    }
}

/// A subcommand with `--json`: it prints either a JSON document or a reporter's text.
protocol DocumentSubcommand: Subcommand {
    var output: JSONOption { get }
}

extension DocumentSubcommand {
    var printsJSON: Bool { output.json }

    /// Prints `document` under `--json`, else `text` (``Output/show(json:_:userInfo:_:)``).
    func show<Document: Encodable>(_ document: @autoclosure () throws -> Document, userInfo: [CodingUserInfoKey: any Sendable] = [:], _ text: @autoclosure () throws -> ReportText) throws {
        try Output.show(json: output.json, document(), userInfo: userInfo, text())
    }

    /// Answers a name the app does not declare (``Output/answer(_:json:)``): exit 3.
    func answer(_ noMatch: NoMatch) throws -> Never {
        try Output.answer(noMatch, json: output.json)
    }
}
