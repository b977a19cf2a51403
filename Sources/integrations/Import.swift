import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsImport
import IntegrationsPoints
import IntegrationsApp

extension Integrations {
    struct Import: Subcommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Read an app's repository or project folder: its Info.plist files, entitlements, build settings, SiriKit definitions and Swift sources.",
            discussion: """
                Nothing is compiled or run: property lists (XML or binary) are parsed, $(VAR)s resolved from \
                .xcconfig chains and project.pbxproj for --configuration, Swift sources read with swift-syntax. \
                What is not a literal, or stays unresolved, is a note with its file and line. \
                `integrations check --project PATH` checks the same files against each other. Docs/Importing.md.
                --json prints the import report: {"app", "intents", "appShortcuts", "widgets", "notificationCategories", "activityTypes", "urls", "intentClasses", …, "notes"} (Docs/JSON.md).
                """
        )

        @Argument(help: ArgumentHelp("The app's repository or project folder.", valueName: "path"))
        var path: String

        @Option(help: ArgumentHelp("The build configuration whose settings resolve $(VAR)s: one the project defines (default: Release, else the project's default configuration).", valueName: "name"))
        var configuration: String?

        @Option(help: ArgumentHelp("The app's target: the application target read as the app (default: the iOS application target the project's own data picks; Docs/Importing.md).", valueName: "name"))
        var target: String?

        @Option(help: ArgumentHelp("Write an app folder here: integrations.json and the record files it names (an existing manifest is never overwritten).", valueName: "dir"))
        var output: String?

        @OptionGroup var jsonOption: JSONOption
        var printsJSON: Bool { jsonOption.json }

        @OptionGroup var app: AppOptions

        func validate() throws {
            try AppFolderWriter.refuseEmpty(output, option: "--output")
        }

        func body() async throws {
            var importer = ProjectImporter.installed(configuration: configuration, target: target, environment: CommandContext.current.environment)
            // Every registered point reads its own keys from the project's Info.plists (`points` in --json).
            importer.factReaders = IntegrationPoints.all
            var report = try importer.importProject(at: URL(fileURLWithPath: path))
            var written: String?
            if let output {
                let folder = ImportedAppFolder(report)
                report.notes += folder.notes
                written = try AppFolderWriter.write(folder, to: URL(fileURLWithPath: output))
            }
            if jsonOption.json {
                try Output.json(report, userInfo: [ImportReport.languageKey: language])
            } else {
                Output.write(ImportReporter(language: language, path: path).report(report))
                if let written {
                    Output.print(LocalizedText(
                        ja: "\(TerminalText.safeLine(written)) を書きました。`integrations check --app \(TerminalText.safeLine(output ?? ""))` で確かめられます。",
                        en: "Wrote \(TerminalText.safeLine(written)); check it with `integrations check --app \(TerminalText.safeLine(output ?? ""))`.")[language])
                }
            }
        }
    }
}

extension Integrations {
    struct Schema: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "schema",
            abstract: "Print the JSON Schema (draft-07) of integrations.json, for editors and validators.",
            discussion: """
                Written from the key table check uses, so the two agree. A manifest may name the schema with \
                "$schema". What depends on more than one value (routes a widget names, fields of the records, \
                App Shortcut rules) is check's. Docs/Manifest.md.
                """
        )

        func run() async throws {
            Output.write(IntegrationPoints.manifestSchema())
        }
    }
}
