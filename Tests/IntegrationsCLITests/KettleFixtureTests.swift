import Foundation
import Testing

/// `integrations import`, `check --project` and `live-activity validate-payload --project` on the project
/// fixture `Fixtures/Projects/Kettle` (a tea timer of our own writing carrying a Live Activity, background
/// tasks, quick actions, a control, an interactive widget and app entities in Spotlight, each with the
/// mistake real apps make: its README lists them), against golden files beside it (issue 35). Regenerate
/// after a deliberate change with:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter KettleFixtureTests
@Suite struct KettleFixtureTests {
    static let kettle = ProjectGoldens.projects.appendingPathComponent("Kettle")
    static let goldens = ProjectGoldens("Kettle", suite: "KettleFixtureTests")

    static func transcript(_ result: CommandRunner.Result, json: Bool = false) -> String { goldens.transcript(result, json: json) }
    static func compare(_ text: String, _ golden: String) throws { try goldens.compare(text, golden) }

    /// Every mistake the fixture's README lists is reported, at its file and line, in both languages; the
    /// report names every point it read.
    @Test(arguments: ["en", "ja"])
    func everyMistakeAtItsFileAndLine(locale: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let check = try runner.run(["check", "--project", Self.kettle.path, "--locale", locale])
        #expect(check.status == 2)
        try Self.compare(Self.transcript(check), "Kettle.check.\(locale).txt")
        let imported = try runner.run(["import", Self.kettle.path, "--locale", locale])
        #expect(imported.status == 0)
        try Self.compare(Self.transcript(imported), "Kettle.import.\(locale).txt")
    }

    /// The mistakes the fixture's README lists, as a code at a file and line: nothing more, nothing less.
    static let mistakes: Set<String> = [
        "project.liveActivityNotSupported Kettle/BrewController.swift:16",
        "project.liveActivityFrequentUpdates Kettle/BrewController.swift:37",
        "project.backgroundTaskUnregistered Kettle/Info.plist:21",
        "project.backgroundModeMissing Kettle/Refresh.swift:12",
        "project.backgroundTaskNotPermitted Kettle/Refresh.swift:12",
        "project.backgroundTaskNotPermitted Kettle/Refresh.swift:19",
        "project.backgroundTaskUnregistered Kettle/Refresh.swift:19",
        "project.backgroundTaskNotPermitted Kettle/SettingsViewController.swift:8",
        "project.backgroundTaskRegisteredLate Kettle/SettingsViewController.swift:8",
        "project.quickActionIncomplete Kettle/Info.plist:39",
        "project.quickActionUnhandled Kettle/Info.plist:39",
        "project.quickActionColdLaunchIgnored Kettle/SceneDelegate.swift:29",
        "project.quickActionUnknown Kettle/SceneDelegate.swift:37",
        "project.indexedEntityAvailability Kettle/TeaEntity.swift:5",
        "project.controlIntentNotInApp KettleWidgets/BrewControl.swift:10",
        "project.controlIntentNotInApp KettleWidgets/BrewLiveActivity.swift:12",
    ]

    /// The codes `check --project --json` gives, one for each mistake of the README, and the import's JSON.
    @Test func theCodesAreTheREADMEsMistakes() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let check = try runner.run(["check", "--project", Self.kettle.path, "--json", "--locale", "en"])
        #expect(check.status == 2)
        try Self.compare(Self.transcript(check, json: true), "Kettle.check.json")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [[String: Any]]).map {
            "\($0["code"] as? String ?? "") \(($0["file"] as? String ?? "").split(separator: "/").suffix(2).joined(separator: "/")):\($0["line"] as? Int ?? 0)"
        }
        #expect(Set(found) == Self.mistakes, "\(found)")
        let imported = try runner.run(["import", Self.kettle.path, "--json", "--locale", "en"])
        #expect(imported.status == 0)
        try Self.compare(Self.transcript(imported, json: true), "Kettle.report.json")
    }

    /// The push payloads of `Payloads/` against the Live Activity the project declares, read through the
    /// import (`--project`), with the headers file: the good start passes but for the headers' topic; the
    /// others fail at the JSON paths their README names.
    @Test func thePayloadsAgainstTheProjectsAttributes() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        var text = ""
        for (payload, status) in [("start-good", 0), ("start-attributes-are-state", 1), ("update-null", 1)] as [(String, Int32)] {
            let file = Self.kettle.appendingPathComponent("Payloads/\(payload).json").path
            let result = try runner.run([
                "live-activity", "validate-payload", file, "--project", Self.kettle.path, "--attributes", "BrewAttributes", "--locale", "en",
            ])
            #expect(result.status == status, "\(payload): \(result.output)\(result.error)")
            text += "$ live-activity validate-payload Payloads/\(payload).json\n" + Self.transcript(result)
            let headers = Self.kettle.appendingPathComponent("Payloads/headers.txt").path
            let withHeaders = try runner.run([
                "live-activity", "validate-payload", file, "--project", Self.kettle.path, "--attributes", "BrewAttributes", "--headers", headers, "--locale", "en",
            ])
            #expect(withHeaders.status == 1)
            #expect(withHeaders.output.contains("[liveActivity.topic]"), "\(withHeaders.output)")
        }
        try Self.compare(text, "Kettle.payloads.en.txt")
    }
}
