import Foundation
import Testing

/// A point's own section of `integrations.json` that does not decode into its types is refused by the
/// commands that read it, naming the file, the JSON path, its line and column, and the fix (exit 1); the
/// commands that do not read it answer (Decision 510).
@Suite struct PointSectionCommandTests {
    static let manifest = """
        {
          "app": {"name": "X", "bundleIdentifier": "com.example.x", "teamIdentifier": "A1B2C3D4E5"},
          "shareExtensions": [{"name": 7, "activationRule": "TRUEPREDICATE"}],
          "liveActivities": [{"attributesType": "A", "dateEncoding": "unix"}],
          "appClipExperiences": [{"name": "start", "url": 5}]
        }
        """

    @Test(arguments: [
        (["share-extension", "list"], "expected a string at $.shareExtensions[0].name (line 3, column 32)"),
        (["live-activity", "list"], #"expected one of secondsSince2001, secondsSince1970, millisecondsSince1970, iso8601 (not "unix") at $.liveActivities[0].dateEncoding (line 4, column 62)"#),
        // The App Clips point's second section (Decision 529), read by the two commands that read it.
        (["clip", "https://x.example/clip"], "expected a string at $.appClipExperiences[0].url (line 5, column 51)"),
        (["aasa", "generate", "--domain", "x.example"], "expected a string at $.appClipExperiences[0].url (line 5, column 51)"),
    ])
    func aSectionThatDoesNotDecodeIsRefusedAtItsLine(arguments: [String], problem: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("X")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.manifest.write(to: folder.appendingPathComponent("integrations.json"), atomically: true, encoding: .utf8)
        let refused = try runner.run(arguments + ["--app", folder.path, "--locale", "en"])
        #expect(refused.status == 1)
        #expect(refused.output.isEmpty)
        #expect(refused.error == "Cannot read \(folder.path)/integrations.json: \(problem). Fix the file and run the command again.\n")
        // A command that does not read the section answers.
        let routes = try runner.run(["routes", "--app", folder.path, "--locale", "en"])
        #expect(routes.status == 0, "\(routes.error)")
    }

    /// The App Clip experiences are the App Clips point's second section (Decision 529): one that does not
    /// decode is the check's error at its line and column, and a key an experience does not know is the
    /// check's warning with the nearest known key, as while the core read the section.
    @Test func theExperiencesSectionIsCheckedAsTheCoresWas() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("X")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.manifest.write(to: folder.appendingPathComponent("integrations.json"), atomically: true, encoding: .utf8)
        let check = try runner.run(["check", "--app", folder.path, "--locale", "en"])
        #expect(check.status == 2)
        #expect(check.output.contains("integrations.json:5:51: error: expected a string at $.appClipExperiences[0].url [manifest.invalidValue]"), "\(check.output)")
        try """
            {
              "app": {"name": "X", "bundleIdentifier": "com.example.x"},
              "appClipExperiences": [{"name": "start", "url": "https://x.example/clip", "nmae": "s"}]
            }
            """.write(to: folder.appendingPathComponent("integrations.json"), atomically: true, encoding: .utf8)
        let unknown = try runner.run(["check", "--app", folder.path, "--locale", "en"])
        #expect(unknown.output.contains(#"integrations.json:3:77: warning: unknown key "nmae" in $.appClipExperiences[0]; it is ignored (did you mean "name"?) [manifest.unknownKey]"#), "\(unknown.output)")
    }

    /// The App Clip hand-over is the App Clips point's section (Decision 528): one the full app could not
    /// import is refused by the commands that read it, reported by the check, and no longer refuses the
    /// commands that never read it, as it did while the core's load read it.
    @Test func aHandOverTheAppCannotImportIsRefusedWhereItIsRead() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("X")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            {
              "app": {"name": "X", "bundleIdentifier": "com.example.x"},
              "appClipTransfer": {"storage": 0}
            }
            """.write(to: folder.appendingPathComponent("integrations.json"), atomically: true, encoding: .utf8)
        let refused = try runner.run(["clip-transfer", "export", "--entity", "x-1", "--app", folder.path, "--locale", "en"])
        #expect(refused.status == 1)
        #expect(refused.output.isEmpty)
        #expect(refused.error == "The manifest \(folder.path)/integrations.json is invalid at $.appClipTransfer.storage: expected a number of bytes from 1 to 104857600 (not 0). Fix the file and run the command again.\n")
        let routes = try runner.run(["routes", "--app", folder.path, "--locale", "en"])
        #expect(routes.status == 0, "\(routes.error)")
        let check = try runner.run(["check", "--app", folder.path, "--locale", "en"])
        #expect(check.status == 2)
        #expect(check.output.contains(":3:34: error: expected a number of bytes from 1 to 104857600 (not 0) [appClipTransfer.storage]"), "\(check.output)")
    }

    /// The routes are the deep-link point's section (Decision 531): a `routes` that does not decode is
    /// refused, at its line and column, by every command that acts on the routes (and by `intent list`,
    /// whose `openRoute` rule reads them); `clip` answers; `check` reports it and nothing that names a route.
    @Test(arguments: [
        ["route", "x://home"], ["routes"], ["url", "home"], ["intent", "list"], ["aasa", "generate", "--domain", "x.example"],
        ["aasa", "check", "https://x.example/home"],
    ])
    func aRouteTableThatDoesNotDecodeIsRefusedWhereItIsRead(arguments: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("X")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            {
              "app": {"name": "X", "bundleIdentifier": "com.example.x", "teamIdentifier": "A1B2C3D4E5", "associatedDomains": ["applinks:x.example"]},
              "routes": [{"name": "home", "forms": [{"kind": "scheme", "template": "x://home"}], "isUniversalLink": "yes"}],
              "intents": [{"identifier": "Open", "title": {"ja": "開く", "en": "Open"}, "effect": {"openRoute": "home"}}],
              "appClipExperiences": [{"name": "start", "url": "https://x.example/clip"}]
            }
            """.write(to: folder.appendingPathComponent("integrations.json"), atomically: true, encoding: .utf8)
        let refused = try runner.run(arguments + ["--app", folder.path, "--locale", "en"])
        #expect(refused.status == 1)
        // `intent list` lists, then refuses (its discussion: "Exits 1, after the list").
        #expect(refused.output.isEmpty == (arguments != ["intent", "list"]))
        #expect(refused.error == "Cannot read \(folder.path)/integrations.json: expected true or false at $.routes[0].isUniversalLink (line 3, column 105). Fix the file and run the command again.\n")
        let clip = try runner.run(["clip", "https://x.example/clip", "--app", folder.path, "--locale", "en"])
        #expect(clip.status == 0, "\(clip.error)")
        let check = try runner.run(["check", "--app", folder.path, "--locale", "en"])
        #expect(check.status == 2)
        #expect(check.output == "integrations.json:3:105: error: expected true or false at $.routes[0].isUniversalLink [manifest.invalidValue]\n", "\(check.output)")
    }
}
