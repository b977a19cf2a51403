import Foundation
import PackagePlugin

/// `swift package integrations-check [--target T …] [--info-plist F] [--entitlements F] [--aasa F]
/// [--project PATH [--xcode-configuration NAME] [--xcode-target NAME]] [--reporter FORMAT] [--baseline F] [--write-baseline F]
/// [--config F] [--strict] [--allow-unread-sources]`: runs the check on each target's `integrations.json` (every target that has
/// one, or the named ones), or on an app's project, and prints every problem once, at its file, line and
/// column as compilers print theirs, so editors and CI logs jump to it. Fails when there is an error (or, with
/// `--strict`, a warning). With `--reporter` other than text, the report in that format is printed on
/// standard output for CI (Docs/CI.md); it needs one check, so one target or `--project`.
@main
struct IntegrationsCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(Self.help)
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let strict = extractor.extractFlag(named: "strict") > 0
        let allowUnreadSources = extractor.extractFlag(named: "allow-unread-sources") > 0
        let targetNames = extractor.extractOption(named: "target")
        // Each option once: a second value is refused, never silently preferred.
        func single(_ name: String) throws -> String? {
            let values = extractor.extractOption(named: name)
            guard values.count <= 1 else { throw CheckPluginError("--\(name) is given \(values.count) times; give it once.") }
            return values.first
        }
        var files: [String] = []
        for name in ["info-plist", "entitlements", "aasa"] {
            if let value = try single(name) { files += ["--\(name)", absolute(value, in: context)] }
        }
        // `--configuration` is `swift package`'s own option (debug or release), and `--target` names the
        // package's targets here, so the project's build configuration and app target are named apart.
        var passed: [String] = strict ? ["--strict"] : []
        if allowUnreadSources { passed.append("--allow-unread-sources") }
        for (name, tool) in [("xcode-configuration", "configuration"), ("xcode-target", "target")] {
            if let value = try single(name) { passed += ["--\(tool)", value] }
        }
        for name in ["reporter", "baseline", "write-baseline", "config"] {
            if let value = try single(name) { passed += ["--\(name)", name == "reporter" ? value : absolute(value, in: context)] }
        }
        let reporter = passed.firstIndex(of: "--reporter").map { passed[$0 + 1] } ?? "text"
        let project = try single("project")
        // What may be combined is the check's own (its options' validation, in the tool): passed on, the tool
        // refuses what means nothing, in words that name no flag. Which of the package's targets are checked
        // is this plugin's alone.
        if project != nil, !targetNames.isEmpty {
            throw CheckPluginError("--target names the package's targets whose integrations.json is checked, and --project checks an app's project instead. Run them separately.")
        }
        guard extractor.remainingArguments.isEmpty else {
            throw CheckPluginError(
                "Unknown arguments: \(extractor.remainingArguments.joined(separator: " ")). See swift package integrations-check --help.")
        }

        var runs: [[String]] = []
        if let project {
            runs = [["check", "--project", absolute(project, in: context)] + files + passed]
        } else {
            let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            for name in targetNames where !targets.contains(where: { $0.name == name }) {
                throw CheckPluginError("The package has no target named '\(name)'. Its targets: \(targets.map(\.name).sorted().joined(separator: ", ")).")
            }
            for target in targets where targetNames.isEmpty || targetNames.contains(target.name) {
                let manifests = target.sourceFiles.filter { $0.url.lastPathComponent == "integrations.json" }
                if manifests.isEmpty {
                    if !targetNames.isEmpty { throw CheckPluginError("Target '\(target.name)' has no integrations.json among its source files.") }
                    continue
                }
                for manifest in manifests {
                    runs.append(["check", "--app", manifest.url.deletingLastPathComponent().path] + files + passed)
                }
            }
            if runs.isEmpty {
                throw CheckPluginError("No target of the package has an integrations.json among its source files. Name one with --target, or check a project with --project PATH.")
            }
        }

        if reporter != "text", runs.count > 1 {
            throw CheckPluginError("--reporter \(reporter) writes one report: name one target with --target, or check a project with --project PATH.")
        }
        let tool = try context.tool(named: "IntegrationsPluginTool").url
        var errors = 0
        var fails = false
        var toolFailure: String?
        for arguments in runs {
            let checked = try Self.run(tool, arguments)
            fails = fails || checked.fails
            if checked.toolFailed == true {
                // The report's last line on standard error says why (the Swift sources could not be read).
                toolFailure = checked.report.standardError.split(separator: "\n").last.map(String.init)
            }
            if reporter != "text" {
                // The report alone on standard output, for a CI job to keep; the places still go to the editor.
                print(checked.report.standardOutput, terminator: "")
                for line in checked.report.standardError.split(separator: "\n") { Diagnostics.remark(String(line)) }
            }
            // Each problem once, as compilers print theirs (`file:line:column: error: …`), which terminals, CI
            // logs, editors' problem matchers and Xcode's log read with its place. Not also as the plugin's
            // diagnostics: SwiftPM prints those without their places, so every problem came out twice in a
            // merged log, the copy without a place sometimes first (Decision 271).
            for diagnostic in checked.diagnostics {
                if reporter == "text" { print(diagnostic.formatted) }
                if diagnostic.severity == "error" { errors += 1 }
            }
        }
        if let toolFailure {
            throw CheckPluginError(toolFailure)
        }
        if errors > 0 {
            throw CheckPluginError("integrations-check found \(errors) error\(errors == 1 ? "" : "s").")
        }
        if fails {
            throw CheckPluginError("integrations-check failed: warnings count as errors with --strict.")
        }
        let done = "integrations-check: no errors in \(runs.count) check\(runs.count == 1 ? "" : "s")."
        // Standard output holds the report alone when it is in a format for CI (SwiftPM prints a plugin's
        // standard error there too, so the rest goes out as SwiftPM's own remarks).
        if reporter == "text" { print(done) } else { Diagnostics.remark(done) }
    }

    /// What `--help` prints.
    static let help = """
        OVERVIEW: Check the package's integrations.json files (or an app's project) and report every problem at its file and line.

        USAGE: swift package integrations-check [<options>]

        OPTIONS:
          --target <target>       A target whose integrations.json is checked (repeatable; default: every target that has one).
          --info-plist <file>     The app's Info.plist, checked against the manifest.
          --entitlements <file>   The app's entitlements, checked against the manifest.
          --aasa <file>           The apple-app-site-association the site serves.
          --project <path>        An app's repository or project folder, checked instead of the targets.
          --xcode-configuration <name>
                                  With --project, the build configuration whose settings resolve $(VAR)s.
          --xcode-target <name>   With --project, the app's target: the application target read as the app
                                  (default: the iOS application target the project's own data picks).
          --reporter <format>     The report's format: text, json, sarif, github-actions, junit, codeclimate, checkstyle,
                                  xcode or markdown (default: the configuration's, else text); one check only.
          --baseline <file>       Report only the problems this baseline does not hold.
          --write-baseline <file> Record today's problems in this file, for --baseline.
          --config <file>         The configuration file (default: the nearest .integrations.yml).
          --strict                Treat warnings as errors.
          --allow-unread-sources  With --project, check the other files although the Swift sources are not read
                                  (this plugin has no Swift reader); without it, a project with Swift sources fails.
          -h, --help              Show this help.

        Exits non-zero when there is an error (or a warning with --strict). Docs/CI.md and Plugins/README.md say more.
        """

    /// A path as given, or relative to the package's folder.
    private func absolute(_ path: String, in context: PluginContext) -> String {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : context.package.directoryURL.appendingPathComponent(path)).standardizedFileURL.path
    }

    /// What the tool reports: the diagnostics, whether the check fails, and the report in the format asked for.
    struct Checked: Decodable {
        struct Report: Decodable {
            var standardOutput: String
            var standardError: String
        }

        var diagnostics: [Reported]
        var fails: Bool
        /// Whether the tool failed as a tool (a project's Swift sources not read without --allow-unread-sources).
        var toolFailed: Bool?
        var report: Report
    }

    /// A diagnostic as the tool reports it: its severity and the line `integrations check` prints.
    struct Reported: Decodable {
        var severity: String
        var formatted: String
    }

    /// Runs the tool and reads its diagnostics; a failure without diagnostics is reported with the tool's
    /// own message.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Checked {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both before waiting: a full pipe would otherwise block the tool.
        let errorData = ReadAll(errors)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if let checked = try? JSONDecoder().decode(Checked.self, from: data) { return checked }
        var message = String(decoding: errorData.wait(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if process.terminationStatus == 64, let first = message.split(separator: "\n").first {
            // A usage error: its first line says why (SwiftPM adds its own "error: "); the usage after it
            // names the tool's flags, not this plugin's.
            message = first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : String(first)
        }
        throw CheckPluginError(message.isEmpty ? "IntegrationsPluginTool \(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus))." : message)
    }
}

/// Reads a pipe to its end on a thread of its own.
final class ReadAll: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

struct CheckPluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
