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
        let made = try runner.run(["init", folder] + Self.basics)
        #expect(made.status == 0)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == Self.made)
        #expect(made.output.contains(folder), "the line names the folder (its wording: InitTextTests): \(made.output)")
        // The schema is `integrations schema`'s, with every registered point's section (it once lacked them).
        let schema = try runner.run(["schema"])
        #expect(schema.status == 0)
        let written = try String(contentsOf: URL(fileURLWithPath: folder + "/integrations.schema.json"), encoding: .utf8)
        #expect(written == schema.output)
        #expect(written.contains("\"shareExtensions\"") && written.contains("\"liveActivities\""))
        for locale in ["en", "ja"] {
            let check = try runner.run(["check", "--app", folder, "--strict", "--locale", locale])
            #expect(check.status == 0)
            #expect(check.output == "")
        }
        let search = try runner.run(["search", "stretch", "--app", folder, "--json"])
        #expect(search.status == 0)
        #expect(search.output.contains("\"identifier\" : \"item-1\""))
        let route = try runner.run(["route", "https://pantry.example.com/items/2", "--app", folder, "--json"])
        #expect(route.status == 0)
        let matched = try route.object()
        #expect(matched["route"] as? String == "item" && matched["form"] as? String == "web", "\(matched)")
        #expect(matched["parameters"] as? [String: Int] == ["id": 2], "\(matched)")
        let run = try runner.run(["intent", "run", "CompleteItem", "--param", "item=item-1", "--app", folder, "--json"])
        #expect(run.status == 0)
        let ran = try run.object()
        #expect(ran["outcome"] as? String == "success" && ran["completion"] as? String == "recorded", "\(ran)")
        // The entity's title is the first record's, as init wrote it into items.json.
        let records = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/items.json"))) as? [[String: Any]]
        let title = try #require(records?.first { $0["id"] as? Int == 1 }?["title"] as? String)
        #expect((ran["value"] as? [String: Any])?["title"] as? String == title, "\(ran)")
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
        // `init` has no --json: the refusal is read from standard error, its wording pinned in InitTextTests.
        let made = try runner.run(["init", folder.path] + Self.basics)
        #expect(made.status == 1)
        #expect(made.output.isEmpty)
        #expect(made.error.contains("\(folder.path)/items.json"))
        #expect(try String(contentsOf: folder.appendingPathComponent("items.json"), encoding: .utf8) == "[1]")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("integrations.json").path))
    }

    /// The files `init` makes.
    static let made: Set<String> = ["integrations.json", "items.json", "integrations.schema.json", "README.md"]

    /// The basics with `override` given instead of (or beside) its default.
    static func arguments(_ override: [String]) -> [String] {
        var arguments = basics
        if let index = arguments.firstIndex(of: override[0]) { arguments[index + 1] = override[1] } else { arguments += override }
        return arguments
    }

    /// A value that cannot be used refuses the whole folder, naming the value (the sentences: InitTextTests).
    @Test(arguments: [["--name", " "], ["--bundle-id", "pantry"], ["--scheme", "1pantry"], ["--scheme", "https"],
                      ["--domain", "pantry..example"], ["--team-id", "abc"]])
    func aValueThatCannotBeUsedIsNamed(override: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("Pantry").path
        let made = try runner.run(["init", folder] + Self.arguments(override))
        #expect(made.status == 1)
        #expect(made.output.isEmpty)
        #expect(made.error.contains("\"\(override[1])\"") || made.error.contains("「\(override[1])」"), "\(made.error)")
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}

/// What `init` says, in both languages: the folder made, a file already there, a value that cannot be
/// used (the behaviour: InitCommandTests).
@Suite struct InitTextTests {
    @Test func theFolderMadeAndTheFileAlreadyThere() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        for (locale, made, there) in [
            ("ja", "{folder} に integrations.json、items.json、integrations.schema.json、README.md を作りました。`integrations check --app {folder}` で確かめられます。\n",
             "{folder}/integrations.json はすでにあります。上書きはしません。新しいフォルダを指定してください。\n"),
            ("en", "Made integrations.json, items.json, integrations.schema.json, README.md in {folder}; check them with `integrations check --app {folder}`.\n",
             "{folder}/integrations.json already exists, and is never overwritten. Give a new folder.\n"),
        ] {
            let folder = runner.folder.appendingPathComponent("Pantry-\(locale)").path
            let first = try runner.run(["init", folder, "--locale", locale] + InitCommandTests.basics)
            #expect(first.output == made.replacingOccurrences(of: "{folder}", with: folder))
            let again = try runner.run(["init", folder, "--locale", locale] + InitCommandTests.basics)
            #expect(again.error == there.replacingOccurrences(of: "{folder}", with: folder))
        }
    }

    /// The scaffold's completion dialog, as its manifest words it.
    @Test(arguments: [("ja", "Morning stretchを完了しました。\n"), ("en", "Done: Morning stretch.\n")])
    func theScaffoldsDialog(locale: String, dialog: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("Pantry").path
        #expect(try runner.run(["init", folder] + InitCommandTests.basics).status == 0)
        let run = try runner.run(["intent", "run", "CompleteItem", "--param", "item=item-1", "--app", folder, "--locale", locale])
        #expect(run.output == dialog)
    }

    @Test(arguments: [
        (["--name", " "], "アプリ名「 」は使えません: 空でなく、制御文字を含まない名前にしてください。",
         "The app name \" \" cannot be used: give a name that is not empty and holds no control characters."),
        (["--bundle-id", "pantry"], "バンドル ID「pantry」は使えません: com.example.app のように、英数字と - を . で2つ以上つないでください。",
         "The bundle identifier \"pantry\" cannot be used: give a reverse-DNS name such as com.example.app: two or more parts of ASCII letters, digits and -, joined by dots."),
        (["--scheme", "1pantry"], "URL スキーム「1pantry」は使えません: 英字で始まり英数字と + - . だけを含む、http/https 以外の名前にしてください（RFC 3986）。",
         "The URL scheme \"1pantry\" cannot be used: give a name that starts with a letter and holds only letters, digits, +, - and . (RFC 3986), other than http and https."),
        (["--scheme", "https"], "URL スキーム「https」は使えません: 英字で始まり英数字と + - . だけを含む、http/https 以外の名前にしてください（RFC 3986）。",
         "The URL scheme \"https\" cannot be used: give a name that starts with a letter and holds only letters, digits, +, - and . (RFC 3986), other than http and https."),
        (["--domain", "pantry..example"], "ドメイン「pantry..example」は使えません: example.com のような、英数字と - のラベルを . でつないだホスト名にしてください。",
         "The domain \"pantry..example\" cannot be used: give a host name such as example.com: labels of ASCII letters, digits and -, joined by dots."),
        (["--team-id", "abc"], "チーム ID「abc」は使えません: Apple Developer の Team ID（英大文字と数字の10文字）にしてください。",
         "The Team ID \"abc\" cannot be used: give the Apple Developer Team ID: ten uppercase letters and digits."),
    ])
    func aValueThatCannotBeUsed(override: [String], ja: String, en: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("Pantry").path
        for (locale, text) in [("ja", ja), ("en", en)] {
            let made = try runner.run(["init", folder, "--locale", locale] + InitCommandTests.arguments(override))
            #expect(made.error == text + "\n")
        }
    }
}
