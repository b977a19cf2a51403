import Foundation
import Testing

/// `integrations import` and `integrations check --project` on the project fixture `Fixtures/Projects/Larder`,
/// against golden files beside it. Regenerate after a deliberate change with:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter ImportCommandTests
@Suite struct ImportCommandTests {
    static let projects = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Projects")
    static let larder = projects.appendingPathComponent("Larder")
    static let updating = ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1"

    /// The output as a person in the package's folder sees it, the exit code last.
    static func transcript(_ result: CommandRunner.Result, json: Bool = false) -> String {
        (result.output + (json ? "" : result.error)).replacingOccurrences(of: larder.path, with: "Fixtures/Projects/Larder") + "exit \(result.status)\n"
    }

    static func compare(_ text: String, _ golden: String) throws {
        let url = projects.appendingPathComponent(golden)
        if updating, (try? String(contentsOf: url, encoding: .utf8)) != text {
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote \(golden) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
            return
        }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)), "\(golden) differs; if the change is meant: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter ImportCommandTests")
    }

    @Test(arguments: ["en", "ja"])
    func theProjectsProblemsAtTheirFilesAndLines(locale: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let check = try runner.run(["check", "--project", Self.larder.path, "--locale", locale])
        #expect(check.status == 1)
        try Self.compare(Self.transcript(check), "Larder.check-command.\(locale).txt")
        let imported = try runner.run(["import", Self.larder.path, "--locale", locale])
        #expect(imported.status == 0)
        try Self.compare(Self.transcript(imported), "Larder.import.\(locale).txt")
    }

    @Test func checkJSONCarriesCodesAndPlaces() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let check = try runner.run(["check", "--project", Self.larder.path, "--json", "--locale", "en"])
        #expect(check.status == 1)
        try Self.compare(Self.transcript(check, json: true), "Larder.check-command.json")
        let strict = try runner.run(["check", "--project", Self.larder.path, "--configuration", "Debug", "--json"])
        #expect(strict.status == 1)
    }

    /// The imported folder is an app the other commands run on, and `check` on it reports the project's
    /// own phrase problems; a second import never overwrites it.
    @Test func theImportedFolderIsAnApp() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("larder-app")
        let imported = try runner.run(["import", Self.larder.path, "--output", folder.path, "--locale", "en"])
        #expect(imported.status == 0)
        #expect(imported.output.hasSuffix("Wrote \(folder.path)/integrations.json; check it with `integrations check --app \(folder.path)`.\n"))
        let manifest = try Data(contentsOf: folder.appendingPathComponent("integrations.json"))
        #expect(try String(contentsOf: folder.appendingPathComponent("items.json"), encoding: .utf8) == "[]\n")

        let check = try runner.run(["check", "--app", folder.path, "--json"])
        #expect(check.status == 1)
        let codes = try #require(try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [[String: Any]]).compactMap { $0["code"] as? String }
        #expect(codes == ["activity.typeNotReverseDNS", "phrase.tooManyParameters", "phrase.slotNotEntityOrEnum", "phrase.missingAppName"])

        let route = try runner.run(["route", "larder://stock", "--app", folder.path, "--locale", "en"])
        #expect(route.status == 0)
        #expect(route.output == "Route stock (scheme)\n")
        let widgets = try runner.run(["widget", "list", "--app", folder.path, "--locale", "en"])
        #expect(widgets.output.hasPrefix("StockWidget  StockWidget  [systemSmall, systemMedium, accessoryRectangular]\n"))

        let again = try runner.run(["import", Self.larder.path, "--output", folder.path, "--locale", "en"])
        #expect(again.status == 1)
        #expect(again.error.contains("already exists, and is never overwritten"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("integrations.json")) == manifest)
    }

    @Test func aMissingFolderIsAnErrorInBothShapes() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let missing = runner.folder.appendingPathComponent("nowhere").path
        let text = try runner.run(["import", missing, "--locale", "en"])
        #expect(text.status == 1)
        #expect(text.error == "\(missing) is not a folder. Give the app's repository or project folder.\n")
        let json = try runner.run(["check", "--project", missing, "--json", "--locale", "en"])
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect((document["error"] as? [String: Any])?["message"] as? String == "\(missing) is not a folder. Give the app's repository or project folder.")
    }

    /// A project whose files agree has nothing to report.
    @Test func aProjectWhoseFilesAgreeIsClean() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let project = runner.folder.appendingPathComponent("Tidy")
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
        let check = try runner.run(["check", "--project", project.path, "--locale", "en"])
        #expect(check.status == 0)
        #expect(check.output == "")
        #expect(check.error == "No problems found in \(project.path).\n")
    }
}
