import ArgumentParser
import Foundation
import IntegrationsApp
import IntegrationsCheck
import IntegrationsCodeGen
import IntegrationsCore
import IntegrationsImport
import IntegrationsReporting

/// The tool the package's plugins run: lean on purpose (the core, app loading, the check and code
/// generation — no SQLite, no swift-syntax), so that an app using the plugins builds and resolves little.
///
/// Its product has the target's name: SwiftPM finds a plugin's tool by the executable target's name.
@main
struct IntegrationsPluginTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "IntegrationsPluginTool", abstract: "The tool behind the IntegrationsGenerator and integrations-check plugins (Plugins/README.md).",
        discussion: "Exit codes: 0 done (check: no error), 1 a problem the output names, 64 a usage error.", subcommands: [Generate.self, Check.self])
}

extension IntegrationsPluginTool {
    /// `generate`: the manifest checked as the compiler checks its sources, then Swift from it, written
    /// only when it changed.
    ///
    /// Every problem the check finds is printed as compilers print theirs (`path:line:column: error: …`), so
    /// that SwiftPM and Xcode show it at the manifest's line; an error fails the build and nothing is
    /// generated, as swift-openapi-generator fails on an invalid document. Warnings are printed and the
    /// build goes on. The check honours the app's `.integrations.yml`, inline suppressions and baseline as
    /// `integrations check` does, but not `strict`: warnings never fail a build (Decision 270).
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check an integrations.json and write the Swift generated from it; the file is left alone when its text is unchanged.",
            discussion: "Problems are printed as `file:line:column: error|warning: message [code]`; an error exits 1 and writes nothing.")

        @Option(help: ArgumentHelp("The target's integrations.json.", valueName: "file"))
        var manifest: String

        @Option(help: ArgumentHelp("The Swift file to write.", valueName: "file"))
        var output: String

        func run() throws {
            let language = Language.preferred(environment: ProcessInfo.processInfo.environment)
            let manifestURL = URL(fileURLWithPath: manifest)
            let folder = manifestURL.deletingLastPathComponent()
            var lines: [String]
            do throws(IntegrationsError) {
                let run = CheckInvocation(.app(folder)).run(CheckReportFormat.self)
                // As compilers print them, at absolute paths, for SwiftPM and Xcode to place.
                var diagnostics = run.diagnostics.map { $0.placed(under: run.sourceRoot) }
                if diagnostics.map(\.code) == ["config.yamlUnavailable"] {
                    // A tool built without YAML (the app's `traits: []`) cannot read the team's .integrations.yml:
                    // said as a warning, and the build checks without it rather than failing on a file meant for
                    // `integrations check` (Decision 270).
                    diagnostics = diagnostics.map { var warning = $0; warning.severity = .warning; return warning }
                        + (try CheckEngine.run(.app(folder), policy: CheckPolicy()).result.diagnostics)
                            .map { $0.placed(under: CheckRequest.repositoryRoot(of: folder).path) }
                }
                lines = diagnostics.map { $0.formatted(language) }
                if !diagnostics.contains(where: { $0.severity == .error }) {
                    let app = try App.load(from: folder)
                    try GeneratedFile.write(SwiftGenerator(manifest: app.manifest).source, to: URL(fileURLWithPath: output))
                    Self.print(lines)
                    return
                }
            } catch {
                // As compilers print it, so that Xcode and SwiftPM show the manifest's file; on one line, so that
                // a path or a name in the message cannot print a line of its own.
                lines = ["\(TerminalText.safeLine(manifestURL.path)): error: \(TerminalText.safeLine(error.message[language]))"]
            }
            Self.print(lines)
            throw ExitCode.failure
        }

        /// Standard error, as compilers print their diagnostics: SwiftPM shows a build command's output, and
        /// Xcode places each line at its file.
        private static func print(_ lines: [String]) {
            // Never a GitHub Actions workflow command from a name in a line (`WorkflowCommandText`).
            FileHandle.standardError.write(Data(WorkflowCommandText.text(lines.map { $0 + "\n" }.joined()).utf8))
        }
    }

    /// `check`: the check's diagnostics as JSON, for the command plugin to report with their places.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check an app folder (or, with --project, an app's project) and print the diagnostics as JSON.",
            discussion: """
                Prints a JSON object {"diagnostics": [{"severity", "file", "line", "text", "formatted"}], "fails", "format", \
                "report": {"standardOutput", "standardError"}}: text is what `integrations check` prints after "error: " or \
                "warning: ", formatted its whole line; report is the report in --reporter's format. With --project, the project's property \
                lists, entitlements, build settings and SiriKit definitions are read; Swift sources are not (this \
                tool has no swift-syntax: `integrations check --project` reads them), so a project with Swift \
                sources fails unless --allow-unread-sources asks for that partial check, each source a warning.
                """)

        // The options of `integrations check` the command plugin passes on, one a line, into the one
        // ``CheckOptions`` every front end of the check fills.
        @Option(help: ArgumentHelp("The folder holding integrations.json.", valueName: "dir")) var app: String?
        @Option(name: .customLong("info-plist"), help: ArgumentHelp("The app's Info.plist, checked against the manifest.", valueName: "file")) var infoPlist: String?
        @Option(help: ArgumentHelp("The app's entitlements, checked against the manifest.", valueName: "file")) var entitlements: String?
        @Option(help: ArgumentHelp("The apple-app-site-association the site serves.", valueName: "file")) var aasa: String?
        @Option(help: ArgumentHelp("An app's project folder, imported and checked instead of an app folder.", valueName: "dir")) var project: String?
        @Option(help: ArgumentHelp("With --project, the build configuration whose settings resolve $(VAR)s: one the project defines (default: Release, else the project's default configuration).", valueName: "name"))
        var configuration: String?
        @Option(help: ArgumentHelp("With --project, the app's target: the application target read as the app (default: the iOS application target the project's own data picks).", valueName: "name"))
        var target: String?
        // What `integrations check` offers in CI, passed on as it is (Docs/CI.md).
        @Option(help: ArgumentHelp("The report's format: \(CheckReportFormat.names.joined(separator: ", ")).", valueName: "format")) var reporter: String?
        @Option(help: ArgumentHelp("Report only the problems this baseline does not hold.", valueName: "file")) var baseline: String?
        @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record today's problems in this file.", valueName: "file")) var writeBaseline: String?
        @Option(help: ArgumentHelp("The configuration file (default: the nearest .integrations.yml).", valueName: "file")) var config: String?
        @Flag(help: "Treat warnings as errors.") var strict = false
        @Flag(name: .customLong("allow-unread-sources"), help: "With --project, check the project's other files although its Swift sources are not read (this tool has no Swift reader): each a warning. Without it, a project with Swift sources fails the check.")
        var allowUnreadSources = false

        /// What the options ask, as the one value every front end of the check fills.
        var options: CheckOptions {
            CheckOptions(
                app: app, project: project, buildConfiguration: configuration, appTarget: target, infoPlist: infoPlist,
                entitlements: entitlements, aasa: aasa, format: reporter, baseline: baseline, writeBaseline: writeBaseline,
                configurationFile: config, strict: strict, allowUnreadSources: allowUnreadSources)
        }

        /// What may be combined is the library's (``CheckOptions/validate(formats:)``), in its words: they
        /// name what was given, not this tool's flags, for the command plugin shows them to a person who
        /// typed the plugin's (`--xcode-configuration`, `--xcode-target`). This tool has no sample app: an
        /// app folder or a project is given.
        func validate() throws {
            let language = Language.preferred(environment: ProcessInfo.processInfo.environment)
            if app == nil, project == nil {
                throw ValidationError(LocalizedText(ja: "アプリのフォルダかプロジェクトを指定してください。", en: "Give an app folder or a project.")[language])
            }
            do throws(CheckOptions.Problem) { try options.validate(formats: CheckReportFormat.names) } catch {
                throw ValidationError(error.message[language])
            }
        }

        func run() throws {
            let language = Language.preferred(environment: ProcessInfo.processInfo.environment)
            let options = options
            // A project's property lists, entitlements, build settings and SiriKit definitions, not its Swift
            // sources (no reader), each finding placed under the folder's full path.
            let request = try options.request(importer: ProjectImporter(configuration: configuration, target: target))
            var invocation = CheckInvocation(request, options: options)
            // The command plugin passes its --config on; the build plugin's generate step cannot be given one.
            invocation.remedyWords = { remedy in
                guard case .trustedConfiguration = remedy else { return nil }
                return LocalizedText(
                    ja: "設定をプロジェクトの中のファイルに書くか、信頼できる設定ファイルを --config で指定してください",
                    en: "write the configuration in a file inside the project, or name a configuration you trust with --config")
            }
            let run = invocation.run(CheckReportFormat.self)
            if run.toolFailed, run.diagnostics.count == 1, let stopped = run.diagnostics.first,
                [CheckRules.checkFailed, CheckRules.baselineUnreadable].contains(stopped.code)
            {
                // What stopped the check, on standard error as every tool says it, besides the report's diagnostic.
                FileHandle.standardError.write(Data(WorkflowCommandText.text("error: \(TerminalText.safeLine(stopped.message[language]))\n").utf8))
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let report = run.report(language: language, fullReportCommand: "swift package integrations-check")
            let data = try encoder.encode(PluginReport(run, report: report, language: language))
            FileHandle.standardOutput.write(Data(WorkflowCommandText.json(String(decoding: data, as: UTF8.self) + "\n").utf8))
            // The check's own exit codes (``CheckStatus``); the command plugin fails on any of them.
            if run.status != .clean { throw ExitCode(run.status.exitCode) }
        }
    }
}

/// What the command plugin reads: the diagnostics with their places, whether the check fails, and the
/// report in the format asked for.
struct PluginReport: Encodable {
    struct Report: Encodable {
        var standardOutput: String
        var standardError: String
    }

    var diagnostics: [PluginDiagnostic]
    var fails: Bool
    /// Whether the run failed as the tool (``CheckInvocation/Run/toolFailed``); its report's standard error says why.
    var toolFailed: Bool
    var format: String
    var report: Report

    init(_ run: CheckInvocation.Run, report text: ReportText, language: Language) {
        // SwiftPM and Xcode place a plugin's diagnostic by its absolute path; the reports name files from the root.
        diagnostics = run.diagnostics.map { diagnostic in
            PluginDiagnostic(diagnostic.placed(under: run.sourceRoot), language: language)
        }
        fails = run.fails
        toolFailed = run.toolFailed
        format = run.reportFormat.rawValue
        // As the command prints them: the plugin prints these texts as they are.
        report = Report(standardOutput: text.printed(.standardOutput), standardError: text.printed(.standardError))
    }
}

/// One diagnostic as the command plugin reports it: its place and text for the plugin's diagnostics, and
/// the whole line `integrations check` prints, for the terminal.
struct PluginDiagnostic: Encodable {
    var severity: String
    var file: String?
    var line: Int?
    var text: String
    var formatted: String

    init(_ diagnostic: Diagnostic, language: Language) {
        severity = diagnostic.severity.rawValue
        file = diagnostic.file
        line = diagnostic.line
        text = WorkflowCommandText.text(diagnostic.text(language))
        // The plugin prints it as it is: no workflow command from a name in it.
        formatted = WorkflowCommandText.text(diagnostic.formatted(language))
    }
}

extension Diagnostic {
    /// The diagnostic with its relative file made absolute under `root`, when there is one.
    func placed(under root: String?) -> Diagnostic {
        guard let root, let file, !file.hasPrefix("/") else { return self }
        var placed = self
        placed.file = file.isEmpty ? root : (root as NSString).appendingPathComponent(file)
        return placed
    }
}
