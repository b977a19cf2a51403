import Foundation
import Testing

/// `integrations init`: a new app folder that `check` passes at once, and that `search`, `route`, `intent
/// run`, `aasa check` and the widgets work on.
@Suite struct InitCommandTests {
    static let basics = ["--name", "Pantry", "--bundle-id", "com.example.pantry", "--scheme", "pantry", "--domain", "pantry.example.com"]

    @Test func theScaffoldIsCleanAndEveryPointRuns() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("Pantry").path
        let made = try runner.run(["init", folder, "--locale", "en"] + Self.basics)
        #expect(made.status == 0)
        #expect(made.output == "Made integrations.json, items.json, integrations.schema.json, README.md in \(folder); check them with `integrations check --app \(folder)`.\n")
        for locale in ["en", "ja"] {
            let check = try runner.run(["check", "--app", folder, "--strict", "--locale", locale])
            #expect(check.status == 0)
            #expect(check.output == "")
        }
        let search = try runner.run(["search", "stretch", "--app", folder, "--json"])
        #expect(search.status == 0)
        #expect(search.output.contains("\"identifier\" : \"item-1\""))
        let route = try runner.run(["route", "https://pantry.example.com/items/2", "--app", folder, "--locale", "en"])
        #expect(route.status == 0)
        #expect(route.output == "Route item (web)\n  id = 2\n")
        let run = try runner.run(["intent", "run", "CompleteItem", "--param", "item=item-1", "--app", folder, "--locale", "en"])
        #expect(run.status == 0)
        #expect(run.output == "Done: Morning stretch.\n")
        let say = try runner.run(["intent", "say", "Pantryで進み具合を確認", "--app", folder, "--locale", "ja"])
        #expect(say.status == 0)
        let aasa = try runner.run(["aasa", "check", "https://pantry.example.com/items/3", "--app", folder, "--locale", "en"])
        #expect(aasa.status == 0)
        #expect(try runner.run(["widget", "timeline", "ProgressWidget", "--family", "systemSmall", "--app", folder]).status == 0)
    }

    @Test func anExistingFolderIsNeverOverwritten() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("Pantry")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("[1]".utf8).write(to: folder.appendingPathComponent("items.json"))
        let made = try runner.run(["init", folder.path, "--locale", "en"] + Self.basics)
        #expect(made.status == 1)
        #expect(made.error == "\(folder.path)/items.json already exists, and is never overwritten. Give a new folder.\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("items.json"), encoding: .utf8) == "[1]")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("integrations.json").path))
    }

    @Test(arguments: [
        (["--name", " "], "The app name \" \" cannot be used: give a name that is not empty and holds no control characters."),
        (["--bundle-id", "pantry"], "The bundle identifier \"pantry\" cannot be used: give a reverse-DNS name such as com.example.app: two or more parts of ASCII letters, digits and -, joined by dots."),
        (["--scheme", "1pantry"], "The URL scheme \"1pantry\" cannot be used: give a name that starts with a letter and holds only letters, digits, +, - and . (RFC 3986), other than http and https."),
        (["--scheme", "https"], "The URL scheme \"https\" cannot be used: give a name that starts with a letter and holds only letters, digits, +, - and . (RFC 3986), other than http and https."),
        (["--domain", "pantry..example"], "The domain \"pantry..example\" cannot be used: give a host name such as example.com: labels of ASCII letters, digits and -, joined by dots."),
        (["--team-id", "abc"], "The Team ID \"abc\" cannot be used: give the Apple Developer Team ID: ten uppercase letters and digits."),
    ])
    func aValueThatCannotBeUsedIsNamed(override: [String], message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        var arguments = Self.basics
        if let index = arguments.firstIndex(of: override[0]) { arguments[index + 1] = override[1] } else { arguments += override }
        let folder = runner.folder.appendingPathComponent("Pantry").path
        let made = try runner.run(["init", folder, "--locale", "en"] + arguments)
        #expect(made.status == 1)
        #expect(made.error == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
