import ArgumentParser
import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsApp
import IntegrationsImport
import EmbeddedSample

extension Integrations {
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check the app's whole integration surface: manifest, records, routes, domains, App Clips.",
            discussion: """
                Prints every problem as file:line:column: error|warning: message, the form compilers and \
                editors read. Exits 0 when there is no error (warnings allowed unless --strict) and 1 when \
                there is. Needs no store.
                --json prints a JSON array of {\"code\", \"severity\", \"file\", \"path\", \"line\", \"column\", \"message\", \"suggestion\"}.
                """
        )

        @Option(name: .customLong("info-plist"), help: ArgumentHelp("The app's Info.plist (XML or binary), checked against the manifest.", valueName: "file"))
        var infoPlist: String?

        @Option(help: ArgumentHelp("The app's entitlements (XML or binary), checked against the manifest.", valueName: "file"))
        var entitlements: String?

        @Option(help: ArgumentHelp("The apple-app-site-association the site serves: every universal-link route must open.", valueName: "file"))
        var aasa: String?

        @Option(help: ArgumentHelp("An app's repository or project folder: its own files are imported and checked against each other (Docs/Importing.md).", valueName: "path"))
        var project: String?

        @Option(help: ArgumentHelp("With --project, the build configuration whose settings resolve $(VAR)s: one the project defines (default: Release, else the project's default configuration).", valueName: "name"))
        var configuration: String?

        @Option(help: ArgumentHelp("With --project, the application target read as the app (default: the iOS application target the project's own data picks; Docs/Importing.md).", valueName: "name"))
        var target: String?

        @Flag(help: "Treat warnings as errors.")
        var strict = false

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        /// `--project` checks a project's own files against each other; the options of an app folder's check
        /// mean nothing with it, and `--configuration` nothing without it: refused, never ignored.
        func validate() throws {
            if project != nil {
                let given = [("--app", app.appDirectory), ("--info-plist", infoPlist), ("--entitlements", entitlements), ("--aasa", aasa)]
                    .filter { $0.1 != nil }.map(\.0)
                if !given.isEmpty {
                    let english = given.count == 1 ? given[0] : given.dropLast().joined(separator: ", ") + " or " + given[given.count - 1]
                    throw ValidationError(CommandLanguage.text(
                        ja: "--project と \(given.joined(separator: "、")) は一緒に使えません。--project はアプリのプロジェクトのファイル同士を、--app・--info-plist・--entitlements・--aasa はアプリのフォルダの integrations.json を確かめます。別々に実行してください。",
                        en: "--project cannot be used with \(english): --project checks an app's project files against each other, and --app, --info-plist, --entitlements and --aasa check an app folder's integrations.json. Run them separately."))
                }
            } else if configuration != nil {
                throw ValidationError(CommandLanguage.text(
                    ja: "--configuration は --project と一緒にだけ使えます（プロジェクトのファイルを読むビルド構成を選びます）。--project でフォルダを指定するか、--configuration を外してください。",
                    en: "--configuration applies to --project only: it picks the build configuration the project's files are read with. Give --project PATH, or leave --configuration out."))
            } else if target != nil {
                throw ValidationError(CommandLanguage.text(
                    ja: "--target は --project と一緒にだけ使えます（アプリとして読むターゲットを選びます）。--project でフォルダを指定するか、--target を外してください。",
                    en: "--target applies to --project only: it picks the target read as the app. Give --project PATH, or leave --target out."))
            }
        }

        func run() async throws {
            let language = app.language
            try await runReportingErrors(language: language, json: output.json) {
                let diagnostics: [Diagnostic]
                let checked: String
                if let project {
                    let report = try ProjectImport.importer(configuration: configuration, target: target).importProject(at: URL(fileURLWithPath: project))
                    // A folder the import read nothing in was not checked: said so, never "no problems found".
                    if let refusal = ProjectCheck(report: report).nothingToCheck(folder: project) { throw refusal }
                    // Places as the person gave the folder, so that an editor opens `PATH/file:line`.
                    diagnostics = ProjectCheck(report: report).run().map { diagnostic in
                        var placed = diagnostic
                        placed.file = diagnostic.file.map { (project as NSString).appendingPathComponent($0) }
                        return placed
                    }
                    checked = project
                } else if let appDirectory = app.appDirectory {
                    let check = AppCheck(
                        directory: URL(fileURLWithPath: appDirectory), infoPlist: infoPlist.map(URL.init(fileURLWithPath:)),
                        entitlements: entitlements.map(URL.init(fileURLWithPath:)), servedAASA: aasa.map(URL.init(fileURLWithPath:)))
                    diagnostics = check.run()
                    checked = check.manifestName
                } else {
                    // The embedded sample's files are written to a cache folder; its lines name the files as
                    // the repository has them (byte for byte the same), which a person can open.
                    let directory = try app.embeddedDirectory()
                    diagnostics = AppCheck(
                        directory: directory, infoPlist: infoPlist.map(URL.init(fileURLWithPath:)),
                        entitlements: entitlements.map(URL.init(fileURLWithPath:)), servedAASA: aasa.map(URL.init(fileURLWithPath:))
                    ).run().map { diagnostic in
                        var placed = diagnostic
                        if let file = diagnostic.file, file.hasPrefix(directory.path + "/") {
                            placed.file = EmbeddedSample.repositoryFolder + "/" + file.dropFirst(directory.path.count + 1)
                        }
                        return placed
                    }
                    let name = (try? App.load(from: directory))?.manifest.app.name ?? ""
                    checked = LocalizedText(
                        ja: "埋め込みのサンプル \(name)（\(EmbeddedSample.repositoryFolder)）",
                        en: "the embedded sample \(name) (\(EmbeddedSample.repositoryFolder))")[language]
                }
                if output.json {
                    // The encoder writes an empty array over two lines; scripts compare with `[]`.
                    if diagnostics.isEmpty { Output.print("[]") } else { try Output.json(diagnostics.map { DiagnosticDocument($0, language: language) }) }
                } else {
                    for diagnostic in diagnostics { Output.print(diagnostic.formatted(language)) }
                    // A project's problems are all inside its folder, which names them; an app's may be in files beside it.
                    Output.error(CheckSummary(diagnostics, language: language, checked: TerminalText.safeLine(checked), namesFiles: project == nil).text)
                }
                let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
                if failing { throw ExitCodes.failure }
            }
        }
    }
}

/// The line `check` ends with: no problems in what was checked, or how many of each and the files they
/// are in (an error in the entitlements is not "in integrations.json").
struct CheckSummary {
    var text: String

    init(_ diagnostics: [Diagnostic], language: Language, checked: String, namesFiles: Bool = true) {
        let counted = diagnostics.filter { $0.severity == .error || $0.severity == .warning }
        let errors = counted.count { $0.severity == .error }
        let warnings = counted.count { $0.severity == .warning }
        var files: [String] = []
        for file in counted.compactMap(\.file) where !files.contains(file) { files.append(file) }
        let safe = files.map(TerminalText.safeLine)
        let named = safe.isEmpty || !namesFiles ? checked
            : language == .ja ? safe.joined(separator: "、")
            : safe.count == 1 ? safe[0] : safe.dropLast().joined(separator: ", ") + " and " + safe[safe.count - 1]
        switch (language, errors + warnings) {
        case (.ja, 0): text = "問題は見つかりませんでした（\(checked)）。"
        case (.en, 0): text = "No problems found in \(checked)."
        case (.ja, _): text = "エラー\(errors)件、警告\(warnings)件（\(named)）。"
        case (.en, _): text = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(named)."
        }
    }
}

extension Integrations {
    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the fragments of Xcode's files that the manifest implies, as XML property lists.",
            subcommands: [InfoPlist.self, Entitlements.self, AppShortcuts.self]
        )

        struct InfoPlist: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "info-plist", abstract: "CFBundleIdentifier and CFBundleURLTypes with the app's URL schemes.")

            @OptionGroup var app: AppOptions

            func run() async throws {
                try await runReportingErrors(language: app.language) {
                    Output.print(try PlatformFiles.xml(PlatformFiles.infoPlist(for: try app.loadApp().manifest)))
                }
            }
        }

        struct Entitlements: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "com.apple.developer.associated-domains with the app's associated domains, and com.apple.security.application-groups with its App Group.")

            @OptionGroup var app: AppOptions

            func run() async throws {
                try await runReportingErrors(language: app.language) {
                    Output.print(try PlatformFiles.xml(PlatformFiles.entitlements(for: try app.loadApp().manifest)))
                }
            }
        }
    }
}

extension Integrations.Export {
    struct AppShortcuts: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "app-shortcuts",
            abstract: "Print the intents' phrases as the String Catalog Xcode reads (AppShortcuts.xcstrings), ja and en.",
            discussion: """
                A key per intent with phrases (its first phrase in --source-language), and each language's phrases                 as a stringSet. integrations import reads the catalog back into the intents' phrases (Docs/Intents.md).
                """
        )

        @Option(name: .customLong("source-language"), help: ArgumentHelp("The catalog's source language: en or ja.", valueName: "language"))
        var sourceLanguage = "en"

        func validate() throws {
            guard Language(rawValue: sourceLanguage) != nil else {
                throw ValidationError(CommandLanguage.text(ja: "--source-language は en か ja にしてください。", en: "--source-language must be en or ja, not \(TerminalText.safeLine(sourceLanguage))."))
            }
        }

        @OptionGroup var app: AppOptions

        func run() async throws {
            try await runReportingErrors(language: app.language, json: false) {
                let loaded = try app.loadApp()
                Output.write(AppShortcutsCatalog.catalog(of: loaded.manifest.intents, sourceLanguage: Language(rawValue: sourceLanguage) ?? .en))
            }
        }
    }
}
