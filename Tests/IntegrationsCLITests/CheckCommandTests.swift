import Foundation
import Testing

/// `integrations check` on the sample and on the broken apps under `Fixtures/Broken`, against golden
/// files. Regenerate the goldens after a deliberate change with:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter CheckCommandTests
@Suite struct CheckCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Broken")
    static let updating = ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1"
    static let brokenApps = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
        .filter { FileManager.default.fileExists(atPath: fixtures.appendingPathComponent($0).appendingPathComponent("integrations.json").path) }
        .sorted()

    @Test(arguments: [("en", "No problems found in "), ("ja", "問題は見つかりませんでした（")])
    func theSampleHasNoProblems(locale: String, summary: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["check", "--locale", locale])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix(summary))
        let json = try runner.run(["check", "--json"])
        #expect(json.status == 0)
        #expect(json.output == "[]\n")
    }

    @Test func thereAreBrokenApps() {
        #expect(Self.brokenApps.count >= 1)
    }

    @Test(arguments: brokenApps)
    func aBrokenAppGetsEveryProblemAtItsLineAndColumn(name: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = Self.fixtures.appendingPathComponent(name)
        for (arguments, golden) in [(["--locale", "en"], "expected.en.txt"), (["--locale", "ja"], "expected.ja.txt"), (["--json", "--locale", "en"], "expected.json")] {
            let result = try runner.run(["check", "--app", folder.path] + arguments)
            // Paths in the output as a person in the package's folder would give them; the exit code last.
            let text = (result.output + (arguments.contains("--json") ? "" : result.error))
                .replacingOccurrences(of: folder.path, with: "Fixtures/Broken/\(name)") + "exit \(result.status)\n"
            let goldenURL = folder.appendingPathComponent(golden)
            if Self.updating {
                try text.write(to: goldenURL, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: goldenURL, encoding: .utf8)
            #expect(text == expected, "\(name)/\(golden) differs; if the change is meant, regenerate: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter CheckCommandTests")
        }
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try runner.copyOfTheSampleApp()
        let manifest = app.appendingPathComponent("integrations.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "\"foldsKana\": true", with: "\"foldsKana\": true, \"foldKana\": true")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let lenient = try runner.run(["check", "--app", app.path, "--locale", "en"])
        #expect(lenient.status == 0)
        #expect(lenient.output.hasSuffix("warning: unknown key \"foldKana\" in $.search; it is ignored (did you mean \"foldsKana\"?)\n"))
        #expect(try runner.run(["check", "--app", app.path, "--strict"]).status == 1)
    }
}
