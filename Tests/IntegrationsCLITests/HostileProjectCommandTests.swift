import Foundation
import IntegrationsTestSupport
import Testing

/// `integrations import` on projects built to make it write or read where it must not, as the command runs
/// in CI on a stranger's pull request (Docs/Importing.md, "Limits").
@Suite struct HostileProjectCommandTests {
    /// An app whose entity type is named with backticks as a path (`` `/../../../PWNED` ``) and used as an
    /// App Intent's parameter: `--output` writes its record file inside the output folder, by a plain name,
    /// and nothing anywhere above it.
    @Test func anEntityNamedAsAPathIsWrittenInsideTheOutputFolder() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let project = runner.folder.appendingPathComponent("a/b/c/project")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App"), withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleIdentifier": "com.example.app"], format: .xml, options: 0)
            .write(to: project.appendingPathComponent("App/Info.plist"))
        try Data("""
            import AppIntents
            struct `/../../../PWNED`: AppEntity {
                var id: String
            }
            struct OpenIntent: AppIntent {
                static let title: LocalizedStringResource = "Open"
                @Parameter(title: "Thing") var thing: `/../../../PWNED`
            }

            """.utf8).write(to: project.appendingPathComponent("App/Intents.swift"))
        let output = runner.folder.appendingPathComponent("a/b/c/out")
        let before = Set(try Self.everything(under: runner.folder))
        let result = try runner.run(["import", project.path, "--output", output.path, "--locale", "en"])
        #expect(result.status == 0, "\(result.error)")
        // The runner's own files (its output, its store) aside, only the output folder and its files are new.
        let written = Set(try Self.everything(under: runner.folder)).subtracting(before).filter { $0.hasPrefix("a/") }
        #expect(written == ["a/b/c/out", "a/b/c/out/pWNEDs.json", "a/b/c/out/integrations.json"])
    }

    /// A configuration the project does not define is refused, in the person's language, naming the ones it
    /// does (it silently gave Release's values before).
    @Test(arguments: [
        ("en", "The project defines no configuration \"debug\" (configuration names are case-sensitive). Choose one it defines: Debug, Release.\n"),
        ("ja", "プロジェクトに構成「debug」はありません（構成の名前は大文字と小文字を区別します）。定義されている構成 Debug, Release のどれかを指定してください。\n"),
    ])
    func aConfigurationTheProjectDoesNotDefineIsRefused(locale: String, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["import", ImportCommandTests.larder.path, "--configuration", "debug", "--locale", locale])
        #expect(result.status == 1)
        #expect(result.error == message)
        #expect(result.output.isEmpty)
        #expect(try runner.run(["import", ImportCommandTests.larder.path, "--configuration", "Debug"]).status == 0)
    }

    /// A route named with a line break and a fake problem line: `routes` lists it on one line, escaped, and
    /// prints no line of its own.
    @Test func aRouteNameWithALineBreakPrintsNoLineOfItsOwn() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try runner.copyOfTheSampleApp()
        let manifest = app.appendingPathComponent("integrations.json")
        try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: #""name": "home""#, with: #""name": "home\nproblem: injected""#)
            .write(to: manifest, atomically: true, encoding: .utf8)
        let result = try runner.run(["routes", "--app", app.path, "--locale", "en"])
        let lines = (result.output + result.error).split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("problem: injected") })
        #expect(lines.contains { $0.hasPrefix(#"home\nproblem: injected"#) })
    }

    /// Every path below `folder`, relative to it.
    static func everything(under folder: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String { paths.append(path) }
        return paths
    }
}
