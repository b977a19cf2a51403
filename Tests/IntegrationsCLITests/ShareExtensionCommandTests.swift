import Foundation
import IntegrationsTestSupport
import Testing

/// `integrations share-extension list|offer` on Fixtures/Shelf, in both languages and as JSON, against
/// golden files in `Fixtures/Shelf/Golden/` (standard output, standard error unless JSON, the exit code).
/// Regenerate them after a deliberate change:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter ShareExtensionCommandTests
@Suite struct ShareExtensionCommandTests {
    static let shelf = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Shelf")
    static let updating = ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1"

    static func compare(_ text: String, _ golden: String) throws {
        let url = shelf.appendingPathComponent("Golden/\(golden)")
        if updating, (try? String(contentsOf: url, encoding: .utf8)) != text {
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote \(golden) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
            return
        }
        #expect(text == (try? String(contentsOf: url, encoding: .utf8)), "\(golden) differs; if the change is meant: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter ShareExtensionCommandTests")
    }

    @Test(arguments: [
        ("list", ["share-extension", "list"]),
        ("offer-url-and-text", ["share-extension", "offer", "--web-url", "1", "--text"]),
        ("offer-images", ["share-extension", "offer", "--image", "3"]),
        ("offer-too-many", ["share-extension", "offer", "--image", "11", "--file", "1"]),
        ("offer-movie", ["share-extension", "offer", "--movie", "1"]),
    ])
    func golden(name: String, arguments: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        for locale in ["en", "ja"] {
            let result = try runner.run(arguments + ["--app", Self.shelf.path, "--locale", locale])
            try Self.compare(result.output + result.error + "exit \(result.status)\n", "\(name).\(locale).txt")
        }
        let json = try runner.run(arguments + ["--app", Self.shelf.path, "--json", "--locale", "en"])
        try Self.compare(json.output + "exit \(json.status)\n", "\(name).json")
    }

    /// Offered by at least one extension is 0; by none (or an app that declares none) is 3, the no-match code.
    @Test(arguments: [
        (["--web-url", "1"], Int32(0)), (["--movie", "3"], Int32(3)), (["--image", "10"], Int32(0)), (["--image", "13"], Int32(3)),
    ] as [([String], Int32)])
    func exitCode(items: [String], status: Int32) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        #expect(try runner.run(["share-extension", "offer", "--app", Self.shelf.path] + items).status == status)
    }

    /// `integrations schema` carries the registered point's section, closed as the core's keys are.
    @Test func theSchemaHasTheSection() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["schema"])
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let section = try #require((schema["properties"] as? [String: Any])?["shareExtensions"] as? [String: Any])
        let items = try #require(section["items"] as? [String: Any])
        #expect(items["required"] as? [String] == ["activationRule", "name"])
        #expect(items["additionalProperties"] as? Bool == false)
        #expect(schema["additionalProperties"] as? Bool == false)
    }

    /// `integrations import --json` keeps what the point read from each extension's Info.plist under `points`.
    @Test func theImportCarriesThePointsFacts() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let project = Self.shelf.deletingLastPathComponent().appendingPathComponent("Projects/Patterns/ShareExtensionRules")
        let result = try runner.run(["import", project.path, "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let facts = try #require((report["points"] as? [String: Any])?["shareExtensions"] as? [[String: Any]])
        #expect(facts.compactMap { $0["name"] as? String }.sorted() == ["Add to Shelf", "Read Later", "Shelf Notes", "ShelfSave"])
    }

    @Test func theEmbeddedSampleDeclaresNone() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["share-extension", "offer", "--web-url", "1", "--locale", "en"])
        #expect(result.status == 3)
        #expect(result.output == "The app declares no share extensions.\n")
    }

    @Test(arguments: [
        (["--image=-1"], "Error: --image -1 is not a count to share: give a number from 0 to 10000."),
        (["--file", "10001"], "Error: --file 10001 is not a count to share: give a number from 0 to 10000."),
        ([], "Error: Nothing is shared: give at least one item, such as --web-url 1 or --text."),
    ] as [([String], String)])
    func refusedAtTheDoor(items: [String], message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["share-extension", "offer", "--app", Self.shelf.path, "--locale", "en"] + items)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix(message), "\(result.error)")
    }
}
