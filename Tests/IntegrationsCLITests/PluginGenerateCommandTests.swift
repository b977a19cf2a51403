import Foundation
import IntegrationsApp
import IntegrationsCheck
import IntegrationsCore
import Testing

/// `IntegrationsPluginTool generate`, as the build-tool plugin runs it in a team's build: the manifest is
/// checked as a compiler checks its sources (issue 34). Every problem `integrations check` finds is printed
/// as that command prints it, at the manifest's line and column; an error fails the build and nothing is
/// generated; warnings are printed and the Swift is written.
@Suite struct PluginGenerateCommandTests {
    /// The lines of `integrations check`'s golden text that are diagnostics (not the summary or the exit).
    static func goldenDiagnostics(_ name: String, language: String) throws -> [String] {
        let golden = CheckCommandTests.fixtures.appendingPathComponent(name).appendingPathComponent("expected.\(language).txt")
        return try String(contentsOf: golden, encoding: .utf8).split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("Fixtures/Broken/\(name)/") }
    }

    @Test(arguments: CheckCommandTests.brokenApps, ["en", "ja"])
    func aBrokenManifestFailsTheBuildAtItsLines(name: String, language: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let folder = CheckCommandTests.fixtures.appendingPathComponent(name)
        let output = runner.folder.appendingPathComponent("IntegrationsGenerated.swift")
        runner.overrides["INTEGRATIONS_LOCALE"] = language
        runner.overrides["MANIFEST"] = folder.appendingPathComponent("integrations.json").path
        runner.overrides["OUTPUT"] = output.path
        let result = try runner.shell("IntegrationsPluginTool generate --manifest \"$MANIFEST\" --output \"$OUTPUT\"")

        let expected = try Self.goldenDiagnostics(name, language: language)
        let printed = result.error.replacingOccurrences(of: folder.path, with: "Fixtures/Broken/\(name)")
            .split(separator: "\n").map(String.init)
        #expect(printed == expected, "\(result.error)")
        #expect(result.output.isEmpty)
        let hasError = expected.contains { $0.contains(": error: ") }
        #expect(result.status == (hasError ? 1 : 0))
        // A failed build leaves no generated file behind; a build with warnings only has one.
        #expect(FileManager.default.fileExists(atPath: output.path) == !hasError)
    }

    @Test func aManifestWithoutProblemsGeneratesSilently() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let app = CheckCommandTests.fixtures.deletingLastPathComponent().appendingPathComponent("Appcadia")
        let output = runner.folder.appendingPathComponent("IntegrationsGenerated.swift")
        runner.overrides["MANIFEST"] = app.appendingPathComponent("integrations.json").path
        runner.overrides["OUTPUT"] = output.path
        let result = try runner.shell("IntegrationsPluginTool generate --manifest \"$MANIFEST\" --output \"$OUTPUT\"")
        #expect(result.status == 0)
        #expect(result.error.isEmpty, "\(result.error)")
        let generated = try String(contentsOf: output, encoding: .utf8)
        #expect(generated.contains("public enum AppRoute"))
    }

    /// One strict reader for the manifest everywhere (issue 34): what the build refuses, `App.load` in a
    /// team's tests, the `route` command and the check refuse too, at the same place — a trailing comma
    /// and a key written twice, both of which Foundation's decoder takes.
    @Test(arguments: [
        ("a trailing comma", "\n    }\n  ],\n  \"routes\"", "\n    },\n  ],\n  \"routes\""),
        ("a key written twice", "\"name\": \"Appcadia\",", "\"name\": \"Appcadia\", \"name\": \"Appcadia\","),
    ])
    func everyReaderRefusesWhatTheBuildRefuses(_ what: String, replacing: String, with broken: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let sample = CheckCommandTests.fixtures.deletingLastPathComponent().appendingPathComponent("Appcadia")
        let app = runner.folder.appendingPathComponent("App")
        try FileManager.default.copyItem(at: sample, to: app)
        let manifest = app.appendingPathComponent("integrations.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.components(separatedBy: replacing).count == 2, "the fixture changed: \(what)")
        try text.replacingOccurrences(of: replacing, with: broken).write(to: manifest, atomically: true, encoding: .utf8)
        let failure = try #require(JSONSyntax.firstError(in: try Data(contentsOf: manifest)))
        let place = "\(manifest.path):\(failure.line):\(failure.column)"

        // The check.
        let checked = AppCheck(directory: app).run()
        #expect(checked.map(\.code.rawValue) == ["json.syntax"])
        #expect(checked.first.map { "\($0.file ?? ""):\($0.line ?? 0):\($0.column ?? 0)" } == place)
        // The build.
        runner.overrides["MANIFEST"] = manifest.path
        runner.overrides["OUTPUT"] = runner.folder.appendingPathComponent("IntegrationsGenerated.swift").path
        let built = try runner.shell("IntegrationsPluginTool generate --manifest \"$MANIFEST\" --output \"$OUTPUT\"")
        #expect(built.status == 1)
        #expect(built.error.hasPrefix(place + ": error: ") && built.error.hasSuffix(" [json.syntax]\n"), "\(built.error)")
        // A team's tests.
        #expect(throws: IntegrationsError.self) { try App.load(from: app) }
        do { _ = try App.load(from: app) } catch { #expect(error.kind == .invalidManifest) }
        // The command.
        try runner.run(["route", "appcadia://today", "--app", app.path, "--json"]).expectFailure("invalidManifest", naming: [manifest.path])
    }

    @Test func theAppsConfigurationDecidesAsForTheCheck() throws {
        // Rules the team turned off in .integrations.yml do not fail its build either.
        var runner = try CommandRunner()
        defer { runner.remove() }
        let app = runner.folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let broken = CheckCommandTests.fixtures.appendingPathComponent("SchemeNotDeclared")
        for file in try FileManager.default.contentsOfDirectory(atPath: broken.path) where file.hasSuffix(".json") && !file.hasPrefix("expected") {
            try FileManager.default.copyItem(at: broken.appendingPathComponent(file), to: app.appendingPathComponent(file))
        }
        runner.overrides["MANIFEST"] = app.appendingPathComponent("integrations.json").path
        runner.overrides["OUTPUT"] = runner.folder.appendingPathComponent("IntegrationsGenerated.swift").path
        let failing = try runner.shell("IntegrationsPluginTool generate --manifest \"$MANIFEST\" --output \"$OUTPUT\"")
        #expect(failing.status == 1)
        #expect(failing.error.contains("[route.schemeNotDeclared]"), "\(failing.error)")

        try "disabled_rules:\n  - route.schemeNotDeclared\n  - records.urlMatchesNoRoute\n".write(to: app.appendingPathComponent(".integrations.yml"), atomically: true, encoding: .utf8)
        let passing = try runner.shell("IntegrationsPluginTool generate --manifest \"$MANIFEST\" --output \"$OUTPUT\"")
        #expect(passing.status == 0, "\(passing.error)")
        #expect(passing.error.isEmpty, "\(passing.error)")
    }
}
