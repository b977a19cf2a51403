import ArgumentParser
import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsImport
import IntegrationsPointKit
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

/// A declaration a point's `list` subcommand shows (``DeclarationList``): where the manifest holds it and
/// what the command says about it.
protocol ListedInCommand: ListedDeclaration, Encodable {
    static var listed: ManifestListing<Self> { get }
}

/// One point's declarations in the manifest, as its `list` subcommand shows them.
struct ManifestListing<Declaration> {
    /// The manifest's key, and the key of the `--json` document: `{"widgets": [...]}`.
    var key: String
    /// The subcommand's abstract.
    var abstract: String
    /// The declarations in a loaded manifest, named in messages as the second argument says.
    var declarations: @Sendable (AppManifest, String) throws(IntegrationsError) -> [Declaration]

    /// Declarations a point reads from its own section (``DeclarationListPoint/declarations(in:file:)``),
    /// under the point's key.
    init<Point: DeclarationListPoint & Sendable>(abstract: String, point: Point) where Point.Declaration == Declaration, Declaration: Sendable {
        self.init(key: point.name, abstract: abstract) { manifest, file throws(IntegrationsError) in try point.declarations(in: manifest, file: file) }
    }

    /// Declarations a point reads its own way (the widgets, with their limits:
    /// `AppManifest.widgetDeclarations(file:)`), under `key`.
    init(key: String, abstract: String, section: @escaping @Sendable (AppManifest, String) throws(IntegrationsError) -> [Declaration]) {
        self.key = key
        self.abstract = abstract
        self.declarations = section
    }
}

/// `<point> list`: the declarations of one point in the app's manifest, as text
/// (``DeclarationListReporter``) or, with `--json`, as `{"<key>": [...]}`, the manifest's own values.
struct DeclarationList<Declaration: ListedInCommand>: DocumentSubcommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list", abstract: Declaration.listed.abstract,
            discussion: "--json prints {\"\(Declaration.listed.key)\": [...]}, the manifest's declarations.")
    }

    @OptionGroup var output: JSONOption

    @OptionGroup var app: AppOptions

    func body() async throws {
        let loaded = try app.loadApp()
        let declarations = try Declaration.listed.declarations(loaded.manifest, loaded.manifestPath)
        try show([Declaration.listed.key: declarations], DeclarationListReporter<Declaration>(language: language).report(declarations))
    }
}
