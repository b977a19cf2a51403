import Foundation
import Testing

/// `init --json`: what was written — the folder, its files, the command that checks it — or the failure
/// document every command prints (Docs/JSON.md, Decision 261).
@Suite struct InitJSONCommandTests {
    @Test func theDocumentNamesTheFolderAndEveryFileWritten() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("Pantry").path
        let result = try runner.run(["init", folder, "--json"] + InitCommandTests.basics)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty, "\(result.error)")
        let document = try result.object()
        #expect(document.keys.sorted() == ["checkCommand", "files", "folder"])
        #expect(document["folder"] as? String == folder)
        #expect(document["checkCommand"] as? String == "integrations check --app \(folder)")
        // Every file named is in the folder, and the folder holds nothing else.
        let files = try #require(document["files"] as? [String])
        #expect(files.first == "integrations.json")
        #expect(Set(files) == Set(try FileManager.default.contentsOfDirectory(atPath: folder)))
        #expect(files.count == Set(files).count)
        // The folder it names passes the check.
        #expect(try runner.run(["check", "--app", folder]).status == 0)
    }

    /// A file already there refuses the whole write: the failure document names it, nothing is written.
    @Test func aFolderAlreadyInitializedIsTheFailureDocument() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("Pantry").path
        #expect(try runner.run(["init", folder] + InitCommandTests.basics).status == 0)
        let again = try runner.run(["init", folder, "--json"] + InitCommandTests.basics)
        try again.expectFailure("invalidAppData", naming: ["\(folder)/integrations.json"])
    }

    /// The sentence of that failure, in both languages, as the document carries it.
    @Test(arguments: [
        ("ja", "{folder}/integrations.json はすでにあります。上書きはしません。新しいフォルダを指定してください。"),
        ("en", "{folder}/integrations.json already exists, and is never overwritten. Give a new folder."),
    ])
    func theFailuresMessageIsInTheChosenLanguage(locale: String, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("Pantry").path
        #expect(try runner.run(["init", folder] + InitCommandTests.basics).status == 0)
        let again = try runner.run(["init", folder, "--json", "--locale", locale] + InitCommandTests.basics)
        #expect(try again.failure().message == message.replacingOccurrences(of: "{folder}", with: folder))
    }

    @Test(arguments: [
        (["init", ""] + InitCommandTests.basics, "usage", 64),
        (["init", "{folder}", "--name", "Pantry", "--bundle-id", "pantry", "--scheme", "pantry", "--domain", "pantry.example.com"], "invalidAppData", 1),
    ])
    func aRefusedValueIsTheFailureDocument(arguments: [String], kind: String, exitCode: Int32) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("Pantry").path
        let result = try runner.run(arguments.map { $0 == "{folder}" ? folder : $0 } + ["--json"])
        try result.expectFailure(kind, exitCode: exitCode)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// Docs/JSON.md's `init` example has the shape the command prints (it is not run by JSONDocumentTests,
    /// which would write its folder into the repository).
    @Test func theDocumentedExampleHasTheShapeOfTheOutput() throws {
        let text = try String(contentsOf: JSONDocumentTests.documentation, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## `init`").dropFirst().first, "Docs/JSON.md has no `init` section")
        let body = try #require(section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["init", runner.folder.appendingPathComponent("Pantry").path, "--json"] + InitCommandTests.basics)
        let actual = try JSONDecoder().decode(JSONDocumentTests.JSONValue.self, from: Data(result.output.utf8))
        let documented = try JSONDecoder().decode(JSONDocumentTests.JSONValue.self, from: Data(body.utf8))
        #expect(JSONDocumentTests.Shape(actual) == JSONDocumentTests.Shape(documented))
    }
}
