import Foundation
import Testing

/// `integrations import` and `integrations check --project` on the project fixture `Fixtures/Projects/Larder`,
/// against golden files beside it. Regenerate after a deliberate change with:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter ImportCommandTests
@Suite struct ImportCommandTests {
    static let projects = ProjectGoldens.projects
    static let larder = projects.appendingPathComponent("Larder")
    static let goldens = ProjectGoldens("Larder", suite: "ImportCommandTests")

    static func transcript(_ result: CommandRunner.Result, json: Bool = false) -> String { goldens.transcript(result, json: json) }
    static func compare(_ text: String, _ golden: String) throws { try goldens.compare(text, golden) }

    @Test(arguments: ["en", "ja"])
    func theProjectsProblemsAtTheirFilesAndLines(locale: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let check = try runner.run(["check", "--project", Self.larder.path, "--locale", locale])
        #expect(check.status == 2)
        try Self.compare(Self.transcript(check), "Larder.check-command.\(locale).txt")
        let imported = try runner.run(["import", Self.larder.path, "--locale", locale])
        #expect(imported.status == 0)
        try Self.compare(Self.transcript(imported), "Larder.import.\(locale).txt")
    }

    @Test func checkJSONCarriesCodesAndPlaces() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let check = try runner.run(["check", "--project", Self.larder.path, "--json", "--locale", "en"])
        #expect(check.status == 2)
        try Self.compare(Self.transcript(check, json: true), "Larder.check-command.json")
        let strict = try runner.run(["check", "--project", Self.larder.path, "--configuration", "Debug", "--json"])
        #expect(strict.status == 2)
    }

    /// The imported folder is an app the other commands run on, and `check` on it reports the project's
    /// own phrase problems; a second import never overwrites it.
    @Test func theImportedFolderIsAnApp() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("larder-app")
        let imported = try runner.run(["import", Self.larder.path, "--output", folder.path])
        #expect(imported.status == 0)
        // The last line names the manifest written (its wording: ImportTextTests).
        #expect(imported.output.split(separator: "\n").last?.contains("\(folder.path)/integrations.json") == true, "\(imported.output)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["integrations.json", "items.json"])
        let manifest = try Data(contentsOf: folder.appendingPathComponent("integrations.json"))
        #expect(try String(contentsOf: folder.appendingPathComponent("items.json"), encoding: .utf8) == "[]\n")

        let check = try runner.run(["check", "--app", folder.path, "--json"])
        #expect(check.status == 2)
        let codes = try #require(try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [[String: Any]]).compactMap { $0["code"] as? String }
        #expect(codes == ["activity.typeNotReverseDNS", "phrase.tooManyParameters", "phrase.slotNotEntityOrEnum", "phrase.missingAppName"])

        let route = try runner.run(["route", "larder://stock", "--app", folder.path, "--json"])
        #expect(route.status == 0)
        let matched = try route.object()
        #expect(matched["route"] as? String == "stock" && matched["form"] as? String == "scheme", "\(matched)")
        #expect(matched["parameters"] == nil || (matched["parameters"] as? [String: Any])?.isEmpty == true, "\(matched)")
        let widgets = try runner.run(["widget", "list", "--app", folder.path, "--json"])
        let widget = try #require((try widgets.object()["widgets"] as? [[String: Any]])?.first)
        #expect(widget["kind"] as? String == "StockWidget", "\(widget)")
        #expect((widget["displayName"] as? [String: String])?["en"] == "StockWidget", "\(widget)")
        #expect(widget["families"] as? [String] == ["systemSmall", "systemMedium", "accessoryRectangular"], "\(widget)")

        let again = try runner.run(["import", Self.larder.path, "--output", folder.path, "--json"])
        try again.expectFailure("invalidAppData", naming: ["\(folder.path)/integrations.json", "--output"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("integrations.json")) == manifest)
    }

    @Test func aMissingFolderIsAnErrorInBothShapes() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let missing = runner.folder.appendingPathComponent("nowhere").path
        for command in [["import", missing], ["check", "--project", missing]] {
            let result = try runner.run(command + ["--json"])
            // check's --json is its diagnostics array in failure too: the check.failed diagnostic.
            try result.expectFailure(command[0] == "check" ? "check.failed" : "invalidAppData", naming: [missing])
            #expect(try result.failure().message.hasPrefix(missing), "\(command): \(result.output)")
        }
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    /// A project whose files agree has nothing to report.
    @Test func aProjectWhoseFilesAgreeIsClean() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let project = try Self.tidyProject(in: runner.folder)
        let check = try runner.run(["check", "--project", project.path, "--json"])
        #expect(check.status == 0)
        #expect(try check.diagnostics().isEmpty, "\(check.output)")
        let text = try runner.run(["check", "--project", project.path])
        #expect(text.status == 0)
        #expect(text.output == "")
        #expect(text.error.contains(project.path), "the summary names the folder (its wording: ImportTextTests): \(text.error)")
    }

    /// A project folder whose files agree: an Info.plist and Swift that use what it declares.
    static func tidyProject(in folder: URL) throws -> URL {
        let project = folder.appendingPathComponent("Tidy")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Tidy"), withIntermediateDirectories: true)
        let info: [String: Any] = [
            "CFBundleIdentifier": "com.example.tidy", "CFBundleURLTypes": [["CFBundleURLSchemes": ["tidy"]]], "NSUserActivityTypes": ["com.example.tidy.view"],
        ]
        try PropertyListSerialization.data(fromPropertyList: info, format: .binary, options: 0).write(to: project.appendingPathComponent("Tidy/Info.plist"))
        try """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    Text("Tidy").userActivity("com.example.tidy.view") { _ in }
                        .onOpenURL { _ in }
                    Link("Open", destination: URL(string: "tidy://home")!)
                }
            }
            """.write(to: project.appendingPathComponent("Tidy/Root.swift"), atomically: true, encoding: .utf8)
        return project
    }
}

/// What `import` and `check --project` say, in both languages (the behaviour: ImportCommandTests).
@Suite struct ImportTextTests {
    @Test(arguments: [
        ("ja", "{folder}/integrations.json を書きました。`integrations check --app {folder}` で確かめられます。\n",
         "{folder}/integrations.json はすでにあります。上書きはしません。別のフォルダを --output に指定するか、そのファイルを移してください。\n"),
        ("en", "Wrote {folder}/integrations.json; check it with `integrations check --app {folder}`.\n",
         "{folder}/integrations.json already exists, and is never overwritten. Give another folder to --output, or move the file away.\n"),
    ])
    func theManifestWrittenAndNeverOverwritten(locale: String, wrote: String, exists: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("larder-app").path
        let imported = try runner.run(["import", ImportCommandTests.larder.path, "--output", folder, "--locale", locale])
        #expect(imported.output.hasSuffix(wrote.replacingOccurrences(of: "{folder}", with: folder)), "\(imported.output)")
        let again = try runner.run(["import", ImportCommandTests.larder.path, "--output", folder, "--locale", locale])
        #expect(again.error == exists.replacingOccurrences(of: "{folder}", with: folder))
    }

    @Test(arguments: [
        ("ja", "{path} はフォルダではありません。アプリのリポジトリかプロジェクトのフォルダを指定してください。\n"),
        ("en", "{path} is not a folder. Give the app's repository or project folder.\n"),
    ])
    func notAFolder(locale: String, text: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let missing = runner.folder.appendingPathComponent("nowhere").path
        for command in [["import", missing], ["check", "--project", missing]] {
            #expect(try runner.run(command + ["--locale", locale]).error == text.replacingOccurrences(of: "{path}", with: missing), "\(command)")
        }
    }

    @Test(arguments: [("ja", "問題は見つかりませんでした（{path}）。\n"), ("en", "No problems found in {path}.\n")])
    func noProblemsInAProject(locale: String, text: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let project = try ImportCommandTests.tidyProject(in: runner.folder)
        #expect(try runner.run(["check", "--project", project.path, "--locale", locale]).error == text.replacingOccurrences(of: "{path}", with: project.path))
    }
}
