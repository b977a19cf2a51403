import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `check` as CI runs it (Docs/CI.md): the formats, a baseline written and read, the configuration file
/// found beside the app, and the plugins' tool passing the same options on — through the command, on the
/// broken fixture `Several` (4 errors, 1 warning).
@Suite struct CheckCICommandTests {
    /// A copy of Fixtures/Broken/Several in the runner's folder, so a test can write beside it.
    static func brokenApp(_ runner: CommandRunner) throws -> String {
        let app = runner.folder.appendingPathComponent("Several")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "Fixtures/Broken/Several"), to: app)
        return app.path
    }

    @Test(arguments: ["sarif", "codeclimate"])
    func aJSONFormatReportsTheSameProblemsAsJSON(_ format: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let codes = try runner.run(["check", "--app", "Fixtures/Broken/Several", "--json"]).codes()
        let result = try runner.run(["check", "--app", "Fixtures/Broken/Several", "--reporter", format])
        #expect(result.status == 2)
        let document = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        let reported: [String]
        if format == "sarif" {
            let log = try #require(document as? [String: Any])
            #expect(log["version"] as? String == "2.1.0")
            let runs = try #require(log["runs"] as? [[String: Any]])
            reported = (runs.first?["results"] as? [[String: Any]] ?? []).map { $0["ruleId"] as? String ?? "-" }
        } else {
            reported = try #require(document as? [[String: Any]]).map { $0["check_name"] as? String ?? "-" }
        }
        #expect(reported == codes && codes.count == 5)
    }

    @Test(arguments: [
        (["--reporter", "sarf"], 64),
        (["--json", "--reporter", "sarif"], 64),
        (["--json", "--reporter", "json"], 2),
    ] as [([String], Int32)])
    func theReporterOptionIsCheckedAtTheDoor(_ options: [String], _ status: Int32) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["check", "--app", "Fixtures/Broken/Several"] + options)
        #expect(result.status == status, "\(result.error)")
    }

    @Test func aBaselineHoldsTodaysProblemsThroughInsertedLinesAndReportsANewOneAlone() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try Self.brokenApp(runner)
        let baseline = runner.folder.appendingPathComponent("baseline.json").path
        let written = try runner.run(["check", "--app", app, "--write-baseline", baseline])
        #expect(written.status == 2 && FileManager.default.fileExists(atPath: baseline))
        #expect(try runner.run(["check", "--app", app, "--baseline", baseline, "--json"]).codes() == [])

        // Lines inserted above every problem: nothing is new.
        let manifest = URL(fileURLWithPath: app).appendingPathComponent("integrations.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try ("\n\n\n" + text).write(to: manifest, atomically: true, encoding: .utf8)
        let shifted = try runner.run(["check", "--app", app, "--baseline", baseline, "--strict", "--json"])
        #expect(shifted.status == 0)
        #expect(try shifted.codes() == [])

        // A new problem is reported alone; the unknown key fixed is counted as gone (stale under --strict).
        let changed = ("\n\n\n" + text)
            .replacingOccurrences(of: "\"isUniversalLinks\": true", with: "\"handlesAppClips\": true")
        try changed.write(to: manifest, atomically: true, encoding: .utf8)
        let after = try runner.run(["check", "--app", app, "--baseline", baseline, "--json"])
        #expect(after.status == 0)
        #expect(try after.codes() == ["manifest.unknownKey", "baseline.stale"])
        let message = try after.diagnostics().first?["message"] as? String ?? ""
        #expect(message.contains("handlesAppClips"))
        #expect(try runner.run(["check", "--app", app, "--baseline", baseline, "--strict"]).status == 5)
    }

    @Test func theConfigurationBesideTheAppIsReadAndAMisspeltCodeIsAnError() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try Self.brokenApp(runner)
        let file = URL(fileURLWithPath: app).appendingPathComponent(".integrations.yml")
        try "disabled_rules: [records.urlMatchesNoRoute, route.hostNotAssociated]\nrules:\n  manifest.unknownKey: error\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let configured = try runner.run(["check", "--app", app, "--json"])
        let diagnostics = try configured.diagnostics()
        #expect(diagnostics.map { $0["code"] as? String } == ["manifest.unknownKey", "route.invalidForm", "phrase.missingAppName"])
        #expect(diagnostics.first { $0["code"] as? String == "manifest.unknownKey" }?["severity"] as? String == "error")

        try "disabled_rules: [route.invalidFrom]\n".write(to: file, atomically: true, encoding: .utf8)
        let misspelt = try runner.run(["check", "--app", app, "--json"])
        #expect(misspelt.status == 1)
        let problem = try #require(try misspelt.diagnostics().first)
        #expect(problem["code"] as? String == "config.unknownRule")
        #expect(problem["line"] as? Int == 1 && problem["column"] as? Int == 18)
        #expect((problem["suggestion"] as? String ?? "").contains("route.invalidForm"))
    }

    @Test func thePluginToolPassesTheSameOptionsOnAndReportsInTheFormat() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["CHECKED"] = try Self.brokenApp(runner)
        let result = try runner.shell("IntegrationsPluginTool check --app \"$CHECKED\" --reporter junit")
        #expect(result.status == 2)
        let object = try result.object()
        #expect(object["format"] as? String == "junit" && object["fails"] as? Bool == true)
        #expect((object["diagnostics"] as? [[String: Any]])?.count == 5)
        let report = try #require((object["report"] as? [String: Any])?["standardOutput"] as? String)
        let junit = try XMLDocument(data: Data(report.utf8))
        // The four errors; the warning is its rule's output, not a failure (without --strict).
        #expect(try junit.nodes(forXPath: "//failure").count == 4)
        #expect(try junit.nodes(forXPath: "//testcase[@name='manifest.unknownKey']/system-out").count == 1)
    }
}
