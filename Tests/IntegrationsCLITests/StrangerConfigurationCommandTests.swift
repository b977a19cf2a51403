import Foundation
import IntegrationsTestSupport
import Testing

/// `check` on a stranger's pull request (issue 42), through the command: the project's `.integrations.yml`
/// and the baseline it names are read only inside the project, refused alike whether the place they lead to
/// exists, nothing of them quoted in any reporter; the team's own `--config` and `--baseline` are read from
/// anywhere; a baseline's counts never trap.
@Suite struct StrangerConfigurationCommandTests {
    /// The outputs of `check` on a copy of the broken fixture whose `.integrations.yml` links to
    /// `../secret.yml` (which exists and holds a token) and then to `../missing.yml` (which does not).
    @Test(arguments: ["text", "github-actions", "json", "sarif"])
    func aConfigurationLinkedOutsideIsRefusedAlikeQuotingNothing(reporter: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try CheckCICommandTests.brokenApp(runner)
        try Data("strict: TOKEN=s3cr3t-value-from-outside\n".utf8).write(to: runner.folder.appendingPathComponent("secret.yml"))
        let link = URL(fileURLWithPath: app).appendingPathComponent(".integrations.yml").path
        var results: [CommandRunner.Result] = []
        for target in ["../secret.yml", "../missing.yml"] {
            try? FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            results.append(try runner.run(["check", "--app", app, "--reporter", reporter, "--locale", "en"]))
        }
        for result in results {
            #expect(result.status == 1)
            #expect(!(result.output + result.error).contains("s3cr3t"))
            #expect((result.output + result.error).contains("config.outsideProject"))
            // The command can be given a configuration, so its fix says how.
            if reporter == "text" || reporter == "json" {
                #expect((result.output + result.error).contains("name a configuration you trust with --config"))
            }
        }
        #expect(results[0].output == results[1].output && results[0].error == results[1].error)
    }

    /// A link from the checked folder that stays inside it is read.
    @Test func aConfigurationLinkedInsideIsRead() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try CheckCICommandTests.brokenApp(runner)
        try FileManager.default.createDirectory(atPath: app + "/config", withIntermediateDirectories: true)
        try Data("disabled_rules: [records.urlMatchesNoRoute, route.hostNotAssociated]\n".utf8).write(to: URL(fileURLWithPath: app + "/config/checks.yml"))
        try FileManager.default.createSymbolicLink(atPath: app + "/.integrations.yml", withDestinationPath: "config/checks.yml")
        let result = try runner.run(["check", "--app", app, "--json"])
        #expect(try result.codes() == ["manifest.unknownKey", "route.invalidForm", "phrase.missingAppName"])
    }

    /// Where the configuration's baseline is, and what `check` does: outside the project it is refused (the
    /// same words whether it exists), inside it is read, and `--baseline` on the command line is read from
    /// anywhere, over the configuration's.
    @Test(arguments: [
        ("../elsewhere.json", [String](), 1, "outside"),
        ("../missing.json", [], 1, "outside"),
        ("$ROOT/elsewhere.json", [], 1, "outside"),
        ("inside.json", [], 0, ""),
        ("../elsewhere.json", ["--baseline", "$ROOT/elsewhere.json"], 0, ""),
        ("", ["--baseline", "$ROOT/elsewhere.json"], 0, ""),
    ] as [(String, [String], Int32, String)])
    func aBaselineIsReadOnlyInsideTheProjectUnlessTheTeamNamesIt(named: String, options: [String], status: Int32, outcome: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try CheckCICommandTests.brokenApp(runner)
        let root = runner.folder.path
        let elsewhere = root + "/elsewhere.json"
        #expect(try runner.run(["check", "--app", app, "--write-baseline", elsewhere]).status == 2)
        try FileManager.default.copyItem(atPath: elsewhere, toPath: app + "/inside.json")
        if !named.isEmpty {
            try Data("baseline: \(named.replacingOccurrences(of: "$ROOT", with: root))\n".utf8).write(to: URL(fileURLWithPath: app + "/.integrations.yml"))
        }
        let result = try runner.run(["check", "--app", app, "--locale", "en"] + options.map { $0.replacingOccurrences(of: "$ROOT", with: root) })
        #expect(result.status == status, "\(result.error)")
        if outcome == "outside" {
            let shown = named.hasPrefix("$ROOT") ? elsewhere : app + "/" + named
            #expect(result.error == "The baseline \(shown) that the configuration names was not read: it leads outside the project folder once links are resolved, and a baseline the project's configuration names is read only as a regular file inside the project. Keep the baseline inside the project, or name a baseline you trust with --baseline.\n")
            #expect(result.output.isEmpty)
        }
    }

    /// Counts that add past `Int.max` are refused at the entry, by the real binary: exit 1, never the
    /// overflow trap (132).
    @Test func countsPastIntMaxAreRefusedAtTheirPlaceNotATrap() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try CheckCICommandTests.brokenApp(runner)
        let entry = { (count: String) in "    {\"code\": \"x.y\", \"file\": null, \"lineText\": null, \"message\": \"m\", \"count\": \(count)}" }
        let baseline = runner.folder.appendingPathComponent("overflow.json")
        try Data(("{\n  \"version\": 1,\n  \"problems\": [\n" + entry("4611686018427387904") + ",\n" + entry("4611686018427387904") + "\n  ]\n}\n").utf8).write(to: baseline)
        let result = try runner.run(["check", "--app", app, "--baseline", baseline.path, "--locale", "en"])
        #expect(result.status == 1)
        #expect(result.error == "Cannot read the baseline \(baseline.path) (line 5, column 78): the counts up to $.problems[1].count add up to more than 9223372036854775807, the most problems a baseline records. Fix it, or write the baseline again from today's check.\n")
    }
}
