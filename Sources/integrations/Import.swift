import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsApp

extension Integrations {
    struct Import: AsyncParsableCommand {
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

        @Option(help: ArgumentHelp("The build configuration whose settings resolve $(VAR)s.", valueName: "name"))
        var configuration = "Release"

        @Option(help: ArgumentHelp("Write an app folder here: integrations.json and the record files it names (an existing manifest is never overwritten).", valueName: "dir"))
        var output: String?

        @OptionGroup var jsonOption: JSONOption

        @OptionGroup var app: AppOptions

        func run() async throws {
            let language = app.language
            try await runReportingErrors(language: language, json: jsonOption.json) {
                var report = try ProjectImport.importer(configuration: configuration).importProject(at: URL(fileURLWithPath: path))
                var written: String?
                if let output {
                    let folder = ImportedAppFolder(report)
                    report.notes += folder.notes
                    written = try AppFolderWriter.write(folder, to: URL(fileURLWithPath: output))
                }
                if jsonOption.json {
                    try Output.json(report, userInfo: [ImportReport.languageKey: language])
                } else {
                    Output.print(ImportReportText(report, path: path, language: language).lines.joined(separator: "\n"))
                    if let written {
                        Output.print(LocalizedText(
                            ja: "\(TerminalText.safeLine(written)) を書きました。`integrations check --app \(TerminalText.safeLine(output ?? ""))` で確かめられます。",
                            en: "Wrote \(TerminalText.safeLine(written)); check it with `integrations check --app \(TerminalText.safeLine(output ?? ""))`.")[language])
                    }
                }
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

/// The importer the command uses. Swift sources are read by `integrations-swift-sources`, run as a process
/// of its own (swift-syntax is not linked into this command): the one next to this executable, or the one
/// `INTEGRATIONS_SWIFT_SOURCE_READER` names.
enum ProjectImport {
    static func importer(configuration: String) -> ProjectImporter {
        ProjectImporter(configuration: configuration, swiftSources: SwiftSourceReaderProcess(executable: readerExecutable))
    }

    static var readerExecutable: URL {
        if let path = ProcessInfo.processInfo.environment["INTEGRATIONS_SWIFT_SOURCE_READER"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        return folder.appendingPathComponent(SwiftSourceReaderProcess.executableName)
    }
}

/// The import report for people: the app, then each point with its places, then the notes.
struct ImportReportText {
    var lines: [String] = []

    init(_ report: ImportReport, path: String, language: Language) {
        let safe = TerminalText.safeLine
        let files = report.files
        let name = report.app.name.map(safe) ?? "?"
        let identifier = report.app.bundleIdentifier.map(safe) ?? "?"
        lines.append(LocalizedText(
            ja: "\(safe(path)) から \(name)（\(identifier)）を読み込みました: プロパティリスト\(files.propertyLists)、entitlements \(files.entitlements)、xcconfig \(files.xcconfigs)、プロジェクト\(files.projects)、SiriKit 定義\(files.intentDefinitions)、Swift ソース\(files.swiftSources)。",
            en: "Imported \(name) (\(identifier)) from \(safe(path)): \(files.propertyLists) property lists, \(files.entitlements) entitlements, \(files.xcconfigs) xcconfig, \(files.projects) projects, \(files.intentDefinitions) SiriKit definitions, \(files.swiftSources) Swift sources.")[language])
        func section(_ title: LocalizedText, _ items: [String]) {
            lines.append("\(title[language]) (\(items.count))")
            lines += items.map { "  " + $0 }
        }
        section(LocalizedText(ja: "URL スキーム", en: "URL schemes"), report.app.urlSchemes.map(safe))
        section(LocalizedText(ja: "関連ドメイン", en: "Associated domains"), report.app.associatedDomains.map(safe))
        section(LocalizedText(ja: "インテント", en: "Intents"), report.intents.map { intent in
            let parameters = intent.parameters.map { "\($0.name): \($0.type)\($0.optional ? "?" : "")" }.joined(separator: ", ")
            return safe("\(intent.type) \"\(intent.title ?? "?")\" [\(intent.kind)] (\(parameters)) — \(intent.source)")
        })
        section(LocalizedText(ja: "App Shortcut", en: "App Shortcuts"), report.appShortcuts.map { shortcut in
            safe("\(shortcut.intent): \(shortcut.phrases.map { "\"\($0)\"" }.joined(separator: ", ")) — \(shortcut.source)")
        })
        section(LocalizedText(ja: "ウィジェット", en: "Widgets"), report.widgets.map { widget in
            safe("\(widget.kind) (\(widget.type), \(widget.configuration)) [\(widget.families.joined(separator: ", "))] — \(widget.source)")
        })
        section(LocalizedText(ja: "通知カテゴリ", en: "Notification categories"), report.notificationCategories.map { category in
            let actions = category.actions.map(\.identifier).joined(separator: ", ")
            let registered = category.registered ? LocalizedText(ja: "登録済み", en: "registered") : LocalizedText(ja: "未登録", en: "not registered")
            return safe("\(category.identifier) [\(actions)] \(registered[language]) — \(category.source)")
        })
        section(LocalizedText(ja: "アクティビティタイプ", en: "Activity types"), report.activityTypes.map { activity in
            let flags = [
                activity.declared ? LocalizedText(ja: "宣言", en: "declared") : nil,
                activity.created ? LocalizedText(ja: "作成", en: "created") : nil,
                activity.handled ? LocalizedText(ja: "継続", en: "handled") : nil,
            ].compactMap { $0?[language] }.joined(separator: ", ")
            return safe("\(activity.type) (\(flags)) — \(activity.source)")
        })
        section(LocalizedText(ja: "メモ", en: "Notes"), report.notes.map { safe("\($0.source): \($0.message[language])") })
    }
}

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

extension Integrations {
    struct Schema: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the JSON Schema (draft-07) of integrations.json, for editors and validators.",
            discussion: """
                Written from the key table check uses, so the two agree. A manifest may name the schema with \
                "$schema". What depends on more than one value (routes a widget names, fields of the records, \
                App Shortcut rules) is check's. Docs/Manifest.md.
                """
        )

        func run() async throws {
            FileHandle.standardOutput.write(ManifestSchema.json())
        }
    }
}
