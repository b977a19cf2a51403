import ArgumentParser
import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsImport

extension Integrations {
    struct Init: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Make a new app folder with one example of each integration point; check passes on it at once.",
            discussion: """
                Writes DIR/integrations.json, DIR/items.json and DIR/README.md (an existing file is never \
                overwritten). Then: integrations check --app DIR. Every key: Docs/Manifest.md.
                """
        )

        @Argument(help: ArgumentHelp("The folder to make (or an empty one).", valueName: "dir"))
        var directory: String

        @Option(help: ArgumentHelp("The app's name, as Siri hears it.", valueName: "name"))
        var name: String

        @Option(name: .customLong("bundle-id"), help: ArgumentHelp("The bundle identifier, reverse-DNS.", valueName: "id"))
        var bundleIdentifier: String

        @Option(help: ArgumentHelp("The app's URL scheme.", valueName: "scheme"))
        var scheme: String

        @Option(help: ArgumentHelp("The web domain of its universal links and App Clip.", valueName: "host"))
        var domain: String

        @Option(name: .customLong("team-id"), help: ArgumentHelp("The Apple Developer Team ID the site's apple-app-site-association names.", valueName: "id"))
        var teamIdentifier = AppScaffold.placeholderTeamIdentifier

        @OptionGroup var app: AppOptions

        func run() async throws {
            let language = app.language
            try await runReportingErrors(language: language, json: false) {
                let scaffold = try AppScaffold(name: name, bundleIdentifier: bundleIdentifier, scheme: scheme, domain: domain, teamIdentifier: teamIdentifier)
                let folder = URL(fileURLWithPath: directory)
                try AppFolderWriter.write(scaffold.files, to: folder, remedies: AppFolderWriter.Remedies(
                    existing: LocalizedText(ja: "新しいフォルダを指定してください。", en: "Give a new folder."),
                    unwritable: LocalizedText(ja: "書けるフォルダを指定してください。", en: "Give a folder you can write to.")))
                Output.print(LocalizedText(
                    ja: "\(TerminalText.safeLine(folder.path)) に \(scaffold.files.map(\.name).joined(separator: "、")) を作りました。`integrations check --app \(TerminalText.safeLine(directory))` で確かめられます。",
                    en: "Made \(scaffold.files.map(\.name).joined(separator: ", ")) in \(TerminalText.safeLine(folder.path)); check them with `integrations check --app \(TerminalText.safeLine(directory))`.")[language])
            }
        }
    }
}

/// Writes an app folder's files, never over an existing one: a file in `keeping` that is already there is
/// kept as it is (a team's own records); any other that is already there refuses the whole write, before
/// anything is written.
enum AppFolderWriter {
    /// The words of one command's refusals: what to do about a file that exists, and about a folder that
    /// cannot be written.
    struct Remedies {
        var existing: LocalizedText
        var unwritable: LocalizedText
    }

    static func write(
        _ files: [(name: String, data: Data)], to directory: URL, keeping: Set<String> = [], remedies: Remedies
    ) throws(IntegrationsError) {
        let manager = FileManager.default
        for file in files where !keeping.contains(file.name) && manager.fileExists(atPath: directory.appendingPathComponent(file.name).path) {
            let path = TerminalText.safeLine(directory.appendingPathComponent(file.name).path)
            throw IntegrationsError(.invalidAppData, LocalizedText(
                ja: "\(path) はすでにあります。上書きはしません。\(remedies.existing.ja)",
                en: "\(path) already exists, and is never overwritten. \(remedies.existing.en)"))
        }
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            for file in files where !manager.fileExists(atPath: directory.appendingPathComponent(file.name).path) {
                try file.data.write(to: directory.appendingPathComponent(file.name), options: .withoutOverwriting)
            }
        } catch {
            let reason = FileReason(error, path: directory.path).text
            throw IntegrationsError(.invalidAppData, LocalizedText(
                ja: "\(TerminalText.safeLine(directory.path)) に書けません（\(reason.ja)）。\(remedies.unwritable.ja)",
                en: "Cannot write to \(TerminalText.safeLine(directory.path)) (\(reason.en)). \(remedies.unwritable.en)"))
        }
    }

    /// An imported app folder: its record files (kept when the folder has them) before its manifest.
    static func write(_ folder: ImportedAppFolder, to directory: URL) throws(IntegrationsError) -> String {
        let manifest: (name: String, data: Data)
        do {
            manifest = ("integrations.json", try folder.manifestJSON())
        } catch {
            throw IntegrationsError(.invalidAppData, LocalizedText(ja: "マニフェストを書けません: \(error)", en: "Cannot write the manifest: \(error)"))
        }
        let records = folder.recordFiles.map { (name: $0, data: Data("[]\n".utf8)) }
        try write(records + [manifest], to: directory, keeping: Set(folder.recordFiles), remedies: Remedies(
            existing: LocalizedText(ja: "別のフォルダを --output に指定するか、そのファイルを移してください。", en: "Give another folder to --output, or move the file away."),
            unwritable: LocalizedText(ja: "書けるフォルダを --output に指定してください。", en: "Give --output a folder you can write to.")))
        return directory.appendingPathComponent(manifest.name).path
    }
}
