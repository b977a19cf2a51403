import Foundation
import Testing

/// `init` in a Swift package (issue 34): its help says what it writes and where, and the README it writes
/// says how a target declares the folder so that SwiftPM handles every file (no "unhandled" warning, no
/// `exclude:`). Plugins/README.md and Docs/Testing.md show the same layout.
@Suite struct InitInPackageTests {
    /// The help names the four files, and that the folder may exist and hold other files.
    @Test func theHelpSaysWhatInitWrites() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let help = try runner.run(["init", "--help"])
        #expect(help.status == 0)
        let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("Writes four files into DIR (made when missing; it may hold other files): integrations.json, items.json (its records), integrations.schema.json (the manifest's JSON Schema, for editors) and README.md"), "\(text)")
        #expect(text.contains("If one of the four is already there, nothing is written"), "\(text)")
        #expect(text.contains("The folder to write in: made when missing; it may hold other files."), "\(text)")
        #expect(!text.contains("empty one"), "\(text)")
    }

    /// A folder that holds other files is written into; the README names the resources line.
    @Test func aFolderWithOtherFilesIsWrittenIntoAndTheReadmeNamesTheResourcesLine() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("Sources/PantryIntegrations/App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("notes\n".utf8).write(to: folder.appendingPathComponent("NOTES.txt"))
        let made = try runner.run(["init", folder.path] + InitCommandTests.basics)
        #expect(made.status == 0, "\(made.error)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == InitCommandTests.made.union(["NOTES.txt"]))
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("""
            ```swift
            resources: [.process("App")],
            plugins: [.plugin(name: "IntegrationsGenerator", package: "swift-platform-integrations")]
            ```
            """))
        #expect(readme.contains("nothing to exclude"))
    }
}
