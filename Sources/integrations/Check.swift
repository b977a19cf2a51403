import ArgumentParser
import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsApp
import IntegrationsImport
import IntegrationsReporting
import EmbeddedSample

extension Integrations {
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check the app's whole integration surface: manifest, records, routes, domains, App Clips.",
            discussion: """
                Prints every problem as file:line:column: error|warning: message, the form compilers and \
                editors read, each file named from the repository's root. Exits 0 when nothing fails (warnings \
                allowed unless --strict), 2 on an error, 5 when only warnings fail a --strict check, and 1 when \
                the check itself failed (a broken configuration, a baseline it cannot read or write, Swift \
                sources no reader could read, a folder it cannot check). Needs no store.
                --json (--reporter json) prints a JSON array of {\"code\", \"severity\", \"file\", \"path\", \"line\", \"column\", \"message\", \"suggestion\"}.
                In CI (Docs/CI.md): --reporter sarif, github-actions, junit, codeclimate, checkstyle, xcode or markdown; \
                --write-baseline FILE records today's problems and --baseline FILE reports only new ones; \
                `// integrations:disable:next CODE - reason` in a Swift file (`<!-- … -->` in a property list) \
                silences one; .integrations.yml in the checked folder or above it configures the rules. \
                With --project, a Swift source that was not read is a warning (project.swiftSourceUnread), and a \
                project whose Swift sources no reader can read exits 1 unless --allow-unread-sources is given.
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

        @Option(help: ArgumentHelp("With --project, the app's target: the application target read as the app (default: the iOS application target the project's own data picks; Docs/Importing.md).", valueName: "name"))
        var target: String?

        @Flag(help: "Treat warnings as errors (and, with a baseline, its problems that are gone).")
        var strict = false

        @Flag(name: .customLong("allow-unread-sources"), help: "With --project, a partial check when no Swift-source reader can read the project's Swift sources: each unread file a warning, the exit by the findings (without it, such a check exits 1).")
        var allowUnreadSources = false

        @Option(help: ArgumentHelp("The report's format: \(CheckReportFormat.names.joined(separator: ", ")) (default: the configuration's, else text).", valueName: "format"))
        var reporter: String?

        @Option(help: ArgumentHelp("Report only the problems this baseline does not hold (one --write-baseline wrote).", valueName: "file"))
        var baseline: String?

        @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record today's problems in this file, for --baseline.", valueName: "file"))
        var writeBaseline: String?

        @Option(help: ArgumentHelp("The configuration file (default: the nearest .integrations.yml in the checked folder or above it, up to the repository's root).", valueName: "file"))
        var config: String?

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        /// What the options ask, as the one value every front end of the check fills (``CheckOptions``):
        /// `--json` is `--reporter json`.
        var options: CheckOptions {
            CheckOptions(
                app: app.appDirectory, project: project, buildConfiguration: configuration, appTarget: target, infoPlist: infoPlist,
                entitlements: entitlements, aasa: aasa, format: output.json ? CheckReportFormat.json.rawValue : reporter, baseline: baseline,
                writeBaseline: writeBaseline, configurationFile: config, strict: strict, allowUnreadSources: allowUnreadSources)
        }

        /// What may be combined is the library's (``CheckOptions/validate(formats:)``): `--project` checks a
        /// project's own files against each other, the options of an app folder's check mean nothing with it,
        /// and `--configuration`, `--target` and `--allow-unread-sources` nothing without it — refused, never
        /// ignored. The words are this command's, naming its flags.
        func validate() throws {
            var asked = options
            asked.format = reporter
            var problem: CheckOptions.Problem?
            do throws(CheckOptions.Problem) { try asked.validate(formats: CheckReportFormat.names) } catch { problem = error }
            if case .unknownFormat? = problem, let problem { throw ValidationError(Self.words(problem)) }
            if output.json, let reporter, reporter != CheckReportFormat.json.rawValue {
                throw ValidationError(CommandLanguage.text(
                    ja: "--json は --reporter json と同じです。--reporter \(reporter) と一緒には使えません。どちらか一つにしてください。",
                    en: "--json is --reporter json: it cannot be used with --reporter \(reporter). Give one of them."))
            }
            // In an app's repository, the embedded sample is never what was meant (a green check of nothing):
            // said before the refusal of a partial check, as it says what to run.
            if let problem, problem != .needsProject(.allowUnreadSources) { throw ValidationError(Self.words(problem)) }
            if project == nil, app.appDirectory == nil, let found = Self.projectInWorkingDirectory() {
                let name = TerminalText.shortLine(found)
                throw ValidationError(CommandLanguage.text(
                    ja: "このフォルダには \(name) があります。チェックするには integrations check --project . を実行してください（--project も --app もないと、このフォルダではなく埋め込みのサンプルアプリをチェックするため、ここでは実行しません）。",
                    en: "This folder holds \(name): check it with integrations check --project . (with no --project or --app, check checks the embedded sample app, which is not what this folder holds, so it does not run here)."))
            }
            if let problem { throw ValidationError(Self.words(problem)) }
        }

        /// The library's refusal in this command's words, naming its flags.
        static func words(_ problem: CheckOptions.Problem) -> String {
            switch problem {
            case .unknownFormat(let name, let known):
                let names = known.joined(separator: ", ")
                return CommandLanguage.text(
                    ja: "--reporter には \(names) のどれかを指定してください（「\(TerminalText.shortLine(name))」はありません）。",
                    en: "--reporter takes one of \(names), not '\(TerminalText.shortLine(name))'.")
            case .projectWithAppFolderInputs(let inputs):
                let given = inputs.map { flags[$0] ?? $0.rawValue }
                let english = given.count == 1 ? given[0] : given.dropLast().joined(separator: ", ") + " or " + given[given.count - 1]
                return CommandLanguage.text(
                    ja: "--project と \(given.joined(separator: "、")) は一緒に使えません。--project はアプリのプロジェクトのファイル同士を、--app・--info-plist・--entitlements・--aasa はアプリのフォルダの integrations.json を確かめます。別々に実行してください。",
                    en: "--project cannot be used with \(english): --project checks an app's project files against each other, and --app, --info-plist, --entitlements and --aasa check an app folder's integrations.json. Run them separately.")
            case .needsProject(let input):
                // What the flag picks, in the sentence that says it needs --project (the library asks a project
                // only for these three).
                let (flag, ja, en) = switch input {
                case .buildConfiguration: ("--configuration", "プロジェクトのファイルを読むビルド構成を選びます", "it picks the build configuration the project's files are read with")
                case .appTarget: ("--target", "アプリとして読むターゲットを選びます", "it picks the target read as the app")
                default: ("--allow-unread-sources", "プロジェクトの Swift ソースを読めないときの一部だけのチェックを認めます", "it accepts a partial check when a project's Swift sources cannot be read")
                }
                return CommandLanguage.text(
                    ja: "\(flag) は --project と一緒にだけ使えます（\(ja)）。--project でフォルダを指定するか、\(flag) を外してください。",
                    en: "\(flag) applies to --project only: \(en). Give --project PATH, or leave \(flag) out.")
            }
        }

        /// The flags of an app folder's inputs.
        static let flags: [CheckOptions.Input: String] = [.app: "--app", .infoPlist: "--info-plist", .entitlements: "--entitlements", .aasa: "--aasa"]

        func run() async throws {
            let language = app.language
            try await runReportingErrors(language: language, json: output.json || reporter == CheckReportFormat.json.rawValue) {
                let options = options
                let environment = CommandContext.current.environment
                var invocation = CheckInvocation(
                    try options.request(
                        importer: .installed(configuration: configuration, target: target, environment: environment),
                        sample: { infoPlist, entitlements, aasa throws(IntegrationsError) in
                            // Its files written to a cache folder and named as the repository has them (byte for byte the same).
                            .embedded(try app.embeddedDirectory(), shownAs: EmbeddedSample.repositoryFolder,
                                      infoPlist: infoPlist, entitlements: entitlements, servedAASA: aasa)
                        }),
                    options: options)
                invocation.remedyWords = CommandLineRemedy.words
                let run = invocation.run(CheckReportFormat.self)
                Output.write(run.report(language: language, fullReportCommand: fullReportCommand))
                if run.status != .clean { throw ExitCode(run.status.exitCode) }
            }
        }

        /// The Xcode project (`*.xcodeproj`, `*.xcworkspace`) or XcodeGen spec (`project.yml`) in the working
        /// directory, by name, or `nil` when there is none.
        static func projectInWorkingDirectory() -> String? {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath)) ?? []
            return names.sorted().first { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") } ?? names.first { $0 == "project.yml" }
        }

        /// The command that shows every problem, which the GitHub Actions report names when it leaves some out.
        var fullReportCommand: String {
            (["integrations", "check"] + (project.map { ["--project", $0] } ?? app.appDirectory.map { ["--app", $0] } ?? [])).joined(separator: " ")
        }
    }
}

extension Integrations {
    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Print the fragments of Xcode's files that the manifest implies, as XML property lists.",
            subcommands: [InfoPlist.self, Entitlements.self, AppShortcuts.self]
        )

        struct InfoPlist: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "info-plist", abstract: "CFBundleIdentifier and CFBundleURLTypes with the app's URL schemes.")

            @OptionGroup var app: AppOptions

            func run() async throws {
                try await runReportingErrors(language: app.language) {
                    Output.print(try PlatformFiles.xml(PlatformFiles.infoPlist(for: try app.loadApp().manifest)), as: .xml)
                }
            }
        }

        struct Entitlements: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "entitlements",
                abstract: "com.apple.developer.associated-domains with the app's associated domains, and com.apple.security.application-groups with its App Group.")

            @OptionGroup var app: AppOptions

            func run() async throws {
                try await runReportingErrors(language: app.language) {
                    Output.print(try PlatformFiles.xml(PlatformFiles.entitlements(for: try app.loadApp().manifest)), as: .xml)
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
                A key per intent with phrases (its first phrase in --source-language), and each language's phrases as a stringSet. integrations import reads the catalog back into the intents' phrases (Docs/Intents.md).
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

