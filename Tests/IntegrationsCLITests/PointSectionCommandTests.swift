import Foundation
import Testing

/// A point's own section of `integrations.json` that does not decode into its types is refused by the
/// commands that read it, naming the file, the JSON path, its line and column, and the fix (exit 1); the
/// commands that do not read it answer (Decision 510).
@Suite struct PointSectionCommandTests {
    static let manifest = """
        {
          "app": {"name": "X", "bundleIdentifier": "com.example.x"},
          "shareExtensions": [{"name": 7, "activationRule": "TRUEPREDICATE"}],
          "liveActivities": [{"attributesType": "A", "dateEncoding": "unix"}]
        }
        """

    @Test(arguments: [
        (["share-extension", "list"], "expected a string at $.shareExtensions[0].name (line 3, column 32)"),
        (["live-activity", "list"], #"expected one of secondsSince2001, secondsSince1970, millisecondsSince1970, iso8601 (not "unix") at $.liveActivities[0].dateEncoding (line 4, column 62)"#),
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
}

