import ArgumentParser
import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsPoints
import IntegrationsImport
import IntegrationsReporting

extension Integrations {
    struct Init: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Make a new app folder with one example of each integration point; check passes on it at once.",
            discussion: """
                Writes four files into DIR (made when missing; it may hold other files): integrations.json, \
                items.json (its records), integrations.schema.json (the manifest's JSON Schema, for editors) and \
                README.md, which says how a Swift package declares the folder (resources: [.process("DIR")]; \
                nothing to exclude). If one of the four is already there, nothing is written (a file is never \
                overwritten). Then: integrations check --app DIR. Every key: Docs/Manifest.md. --json prints \
                {"folder", "files", "checkCommand"} (Docs/JSON.md).
                """
        )

        @Argument(help: ArgumentHelp("The folder to write in: made when missing; it may hold other files.", valueName: "dir"))
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

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        func validate() throws {
            try AppFolderWriter.refuseEmpty(directory, option: "DIR")
        }

        func body() async throws {
            let scaffold = try AppScaffold(name: name, bundleIdentifier: bundleIdentifier, scheme: scheme, domain: domain, teamIdentifier: teamIdentifier,
                                       schema: IntegrationPoints.manifestSchema())
            let folder = URL(fileURLWithPath: directory)
            try AppFolderWriter.write(scaffold.files, to: folder, remedies: AppFolderWriter.Remedies(
                existing: LocalizedText(ja: "新しいフォルダを指定してください。", en: "Give a new folder."),
                unwritable: LocalizedText(ja: "書けるフォルダを指定してください。", en: "Give a folder you can write to.")))
            let made = MadeAppFolder(files: scaffold.files.map(\.name), folder: folder.path, checkCommand: "integrations check --app \(directory)")
            try show(made, MadeAppFolderReporter(language: language).report(made))
        }
    }
}

extension AppFolderWriter {
    /// Refuses an empty destination as a usage error naming `option`.
    static func refuseEmpty(_ path: String?, option: String) throws {
        if let problem = path.flatMap({ destinationProblem($0, named: option) }) { throw ValidationError(problem[CommandLanguage.current]) }
    }

    /// Writes an imported app folder for `import --output`; the manifest's path.
    static func write(_ folder: ImportedAppFolder, to directory: URL) throws(IntegrationsError) -> String {
        try write(folder.files(), to: directory, keeping: folder.keptFiles, remedies: Remedies(
            existing: LocalizedText(ja: "別のフォルダを --output に指定するか、そのファイルを移してください。", en: "Give another folder to --output, or move the file away."),
            unwritable: LocalizedText(ja: "書けるフォルダを --output に指定してください。", en: "Give --output a folder you can write to.")))
        return directory.appendingPathComponent(ImportedAppFolder.manifestFileName).path
    }
}
