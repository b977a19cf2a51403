import Foundation
import Testing

/// `integrations import` and `integrations check --project` on the pattern fixtures: one small project of
/// our own writing per pattern real apps carry (`Fixtures/Projects/Patterns/<Name>/`, its `README.md`
/// saying which pattern and what the report must show), against golden files beside it:
/// `<Name>.import.en.txt` and `<Name>.check.en.txt`. A fixture's extra command-line options, if any, are the
/// one line of `<Name>.options` (`--target Hearth`).
///
/// Regenerate after a deliberate change with:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter PatternFixtureTests
@Suite struct PatternFixtureTests {
    static let patterns = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Projects/Patterns")

    /// Every fixture folder, by name.
    static let all: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: patterns.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: patterns.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }()

    /// The fixture's extra options: the words of `<Name>.options`, none when there is no such file.
    static func options(_ name: String) -> [String] {
        let file = patterns.appendingPathComponent("\(name).options")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The output as a person in the package's folder sees it, the exit code last.
    static func transcript(_ result: CommandRunner.Result, name: String) -> String {
        (result.output + result.error).replacingOccurrences(of: patterns.path, with: "Fixtures/Projects/Patterns") + "exit \(result.status)\n"
    }

    static func compare(_ text: String, _ golden: String) throws {
        let url = patterns.appendingPathComponent(golden)
        if ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1", (try? String(contentsOf: url, encoding: .utf8)) != text {
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote \(golden) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
            return
        }
        let expected = try? String(contentsOf: url, encoding: .utf8)
        #expect(expected != nil, "\(golden) is missing; write it with INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter PatternFixtureTests")
        #expect(text == expected, "\(golden) differs; if the change is meant: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter PatternFixtureTests")
    }

    @Test func everyPatternHasAReadme() {
        #expect(Self.all.count >= 1)
        for name in Self.all {
            #expect(FileManager.default.fileExists(atPath: Self.patterns.appendingPathComponent("\(name)/README.md").path), "\(name) has no README.md")
        }
    }

    @Test(arguments: all)
    func theImportAndTheCheckAreTheGoldenOnes(name: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = Self.patterns.appendingPathComponent(name).path
        let imported = try runner.run(["import", folder, "--locale", "en"] + Self.options(name))
        try Self.compare(Self.transcript(imported, name: name), "\(name).import.en.txt")
        let check = try runner.run(["check", "--project", folder, "--locale", "en"] + Self.options(name))
        try Self.compare(Self.transcript(check, name: name), "\(name).check.en.txt")
    }
}
