import Foundation
import Testing

/// What a hostile user or hostile data can make the command print, and the codes it exits with.
@Suite struct TerminalSafetyTests {
    static let hostileTitle = "危険\u{1B}]0;pwned\u{7}\u{1B}[2J"

    /// No byte that a terminal acts on (other than line feed and tab) reaches standard output or error.
    static func hasTerminalControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F..<0xA0).contains($0.value) }
    }

    @Test func indexedDataIsShownEscapedAndJSONStaysExact() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let line = String(data: try JSONSerialization.data(withJSONObject: [
            "uniqueIdentifier": "x1", "domainIdentifier": "evil",
            "attributeSet": ["title": Self.hostileTitle, "contentDescription": "説明\u{1B}[31m赤", "contentURL": "appcadia://goal/1"],
        ]), encoding: .utf8)!
        #expect(try runner.run(["index", "--items", try runner.itemsFile([line])]).status == 0)
        let human = try runner.run(["search", "危険", "--domain", "evil", "--locale", "en"])
        #expect(human.status == 0)
        #expect(!Self.hasTerminalControls(human.output) && !Self.hasTerminalControls(human.error))
        #expect(human.output.contains(#"1. 危険\u{1B}]0;pwned\u{7}\u{1B}[2J  (evil"#))
        let json = try runner.run(["search", "危険", "--domain", "evil", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let hits = document?["hits"] as? [[String: Any]]
        #expect(hits?.first?["title"] as? String == Self.hostileTitle)
    }

    @Test(arguments: [
        ["search", "zz\u{1B}[2Jzz", "--locale", "en"],
        ["route", "appcadia://goal/\u{1B}[2J", "--locale", "en"],
        ["intent", "run", "Nope\u{1B}]0;x\u{7}", "--locale", "en"],
        ["intent", "say", "\u{1B}[2J天気", "--locale", "en"],
        ["clip", "https://appcadia.com/x\u{9B}2J", "--locale", "en"],
        ["url", "goal", "--param", "id=1", "--param", "x\u{1B}=1", "--locale", "en"],
        ["search", "--limit", "\u{1B}[2J", "x"],
        ["frobnicate\u{1B}[2J"],
    ])
    func inputIsEchoedEscaped(arguments: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(arguments)
        #expect(result.status != 0)
        #expect(!result.error.isEmpty)
        #expect(!Self.hasTerminalControls(result.output), "\(result.output)")
        #expect(!Self.hasTerminalControls(result.error), "\(result.error)")
    }
}

@Suite struct LanguageRuleCommandTests {
    @Test(arguments: [
        ("C", "Nothing matches \"zzqq\".\n"), ("C.UTF-8", "Nothing matches \"zzqq\".\n"), ("fr_FR.UTF-8", "Nothing matches \"zzqq\".\n"),
        ("ja_JP.UTF-8", "「zzqq」に一致する項目はありません。\n"), ("en_US.UTF-8", "Nothing matches \"zzqq\".\n"),
    ])
    func japaneseForAJapaneseLocaleEnglishOtherwise(lang: String, message: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["LANG"] = lang
        let result = try runner.run(["search", "zzqq"])
        #expect(result.status == 3)
        #expect(result.error == message)
    }

    @Test func anUnsupportedIntegrationsLocaleIsAWarningOnce() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_LOCALE"] = "fr"
        runner.overrides["LANG"] = "ja_JP.UTF-8"
        let result = try runner.run(["search", "zzqq"])
        #expect(result.status == 3)
        #expect(result.error == "警告: 環境変数 INTEGRATIONS_LOCALE の「fr」は ja でも en でもないので無視します。\n「zzqq」に一致する項目はありません。\n")
        // --locale on the command line is a usage error when it names neither.
        #expect(try runner.run(["search", "zzqq", "--locale", "fr"]).status == 64)
    }
}

/// A command-line validation error is in one language, the command's (`--locale`, else the environment's),
/// as every other message: never both joined with " / ".
@Suite struct ValidationLanguageTests {
    @Test(arguments: [
        (["search", "x", "--limit", "-1", "--locale", "en"], "Error: --limit must be 0 (all) or more, not -1.\n"),
        (["search", "x", "--limit", "-1", "--locale", "ja"], "Error: --limit には 0（すべて）以上を指定してください。\n"),
        (["search", "x", "--locale=ja", "--store", ""], "Error: --store にストアのファイルのパスを指定してください。\n"),
        (["widget", "timeline", "TodayGoalsWidget", "--family", "systemHuge", "--locale", "en"],
         "Error: --family must be one of systemSmall, systemMedium, systemLarge, accessoryInline, accessoryRectangular, accessoryCircular, not 'systemHuge'.\n"),
        (["widget", "timeline", "TodayGoalsWidget", "--family", "systemHuge", "--locale", "ja"],
         "Error: --family には systemSmall, systemMedium, systemLarge, accessoryInline, accessoryRectangular, accessoryCircular のいずれかを指定してください（「systemHuge」は使えません）。\n"),
        (["notification", "next-dates", "--trigger", "{}", "--count", "0", "--locale", "ja"], "Error: --count には 1〜1000 を指定してください。\n"),
    ] as [([String], String)])
    func aValidationErrorSpeaksTheCommandsLanguage(arguments: [String], message: String) throws {
        var runner = try CommandRunner()
        runner.overrides["LANG"] = "C"
        defer { runner.remove() }
        let result = try runner.run(arguments)
        #expect(result.status == 64)
        #expect(result.error.components(separatedBy: "\n").first.map { $0 + "\n" } == message)
    }

    // argument-parser's own errors in Japanese (an extra argument, a value it cannot read, with the usage,
    // help and "see" lines): UsageInJapaneseTests.eachRowMatchesWhatArgumentParserWrites, row by row in ja and en.

    /// Without --locale, the environment's language decides.
    @Test func withoutLocaleTheEnvironmentDecides() throws {
        var runner = try CommandRunner()
        runner.overrides["LANG"] = "ja_JP.UTF-8"
        defer { runner.remove() }
        let result = try runner.run(["search", "x", "--limit", "-1"])
        #expect(result.error.hasPrefix("Error: --limit には 0（すべて）以上を指定してください。\n"))
    }
}

@Suite struct MessageTests {
    @Test(arguments: [
        (["search", "x", "--app", "/etc/passwd"], 1, "The app folder /etc/passwd is a file, not a folder. Give the folder that holds integrations.json with --app.\n"),
        (["search", "x", "--store", ""], 64, "Error: --store is empty: give the store file's path.\n"),
        (["route", "https://appcadia .com/goals/1"], 1, "\"https://appcadia .com/goals/1\" cannot be used as a URL: the host holds ' ', which a host cannot (a browser does not open this URL). Give a URL such as https://example.com/items/42.\n"),
        (["route", "appcadia://goal/%zz"], 3, "No route matches \"appcadia://goal/%zz\".\n  Matched up to appcadia://goal; next could be: {int}\n  Nearest routes: goal\n"),
        (["route", "appcadia://goal/%FF"], 3, "No route matches \"appcadia://goal/%FF\".\n  A % escape in the path is malformed or does not decode to UTF-8.\n"),
        (["route", "appcadia://progress/x"], 3, "No route matches \"appcadia://progress/x\".\n  Matched up to appcadia://progress; nothing can follow it.\n  Nearest routes: progress\n"),
        (["clip", "https://appcadia.com/nothing"], 3, "No App Clip experience opens \"https://appcadia.com/nothing\".\n"),
        (["clip", "https://appcadia.com/" + String(repeating: "n", count: 4000)], 3,
         "No App Clip experience opens \"https://appcadia.com/\(String(repeating: "n", count: 59))…\".\n"),
        (["route", "appcadia://progress/" + String(repeating: "x", count: 4000)], 3,
         "No route matches \"appcadia://progress/\(String(repeating: "x", count: 60))…\".\n  Matched up to appcadia://progress; nothing can follow it.\n  Nearest routes: progress\n"),
    ] as [([String], Int32, String)])
    func messagesNameTheInputAndTheFix(arguments: [String], status: Int32, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(arguments + ["--locale", "en"])
        #expect(result.status == status)
        if message.hasPrefix("Error: ") {
            #expect(result.error.hasPrefix(message))
        } else {
            #expect(result.error == message)
        }
    }

    /// JSON nested past JSONDecoder's 512 levels is named as such, at the level that crosses it; standard
    /// input is named in the user's language.
    @Test(arguments: [
        ("en", "standard input is not valid JSON: at line 1, column 513, arrays and objects are nested more than 512 deep (JSONDecoder reads at most 512). Fix the file and run the command again.\n"),
        ("ja", "標準入力 は正しい JSON ではありません: 1行513列目で配列とオブジェクトの入れ子が512段を超えています（JSONDecoder が読めるのは512段まで）。ファイルを直してからもう一度実行してください。\n"),
    ])
    func deepNestingIsNamed(locale: String, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let deep = Data((String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000)).utf8)
        let result = try runner.run(["activity", "continue", "-", "--locale", locale], input: deep)
        #expect(result.status == 1)
        #expect(result.error == message)
    }

    /// The binary carries its sample, but writes it to a folder before reading it: with no folder it may
    /// write (the cache, the home, the temporary folder all unusable), it says so instead of crashing.
    @Test func aCommandWithNowhereToPutItsSampleSaysSoInsteadOfCrashing() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["XDG_CACHE_HOME"] = "/dev/null/cache"
        runner.overrides["HOME"] = "/dev/null"
        runner.overrides["TMPDIR"] = "/dev/null"
        let result = try runner.run(["search", "x", "--json"])
        try result.expectFailure("invalidManifest", naming: ["XDG_CACHE_HOME", "--app"])
    }

    @Test func aStorePathThatIsAFolderSaysSo() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["search", "x", "--store", runner.folder.path, "--json"])
        try result.expectFailure("storeUnavailable", naming: ["\(runner.folder.path)/store.sqlite", "--store", "INTEGRATIONS_STORE"])
    }

    @Test func invalidJSONIsNamedByLineAndColumn() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try runner.copyOfTheSampleApp()
        let manifest = app.appendingPathComponent("integrations.json")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"teamIdentifier\": \"A1B2C3D4E5\",", with: "\"teamIdentifier\": A1B2C3D4E5,")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let result = try runner.run(["routes", "--app", app.path, "--json"])
        try result.expectFailure("invalidManifest", naming: [manifest.path, "12", "23", "'A'"])
        // The sentence, in both languages.
        try runner.expectWording(
            ["routes", "--app", app.path],
            ja: "{manifest} は正しい JSON ではありません: 12行23列目で'A' は使えません。ここには値が必要です。ファイルを直してからもう一度実行してください。\n",
            en: "{manifest} is not valid JSON: at line 12, column 23, unexpected 'A'; expected a value. Fix the file and run the command again.\n",
            fill: ["manifest": manifest.path])
    }

    @Test func aSearchForSomethingStartingWithADashSaysHowToPassIt() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        // The hint names the value and the command line that passes it (its wording: UsageTextTests.aValueStartingWithADash).
        let result = try runner.run(["search", "-目標", "--json"])
        try result.expectFailure("usage", exitCode: 64, naming: ["integrations search --json -- -目標"])
        let limit = try runner.run(["search", "目標", "--limit", "-1", "--json"])
        try limit.expectFailure("usage", exitCode: 64, naming: ["--limit"])
        #expect(try runner.run(["search", "--", "-目標"]).status == 0)
    }
}

@Suite struct ExitCodeTests {
    /// A parent command alone shows its help, listing its subcommands, as `git remote` or `swift package` do.
    @Test(arguments: [
        (["intent"], ["list", "run", "say"]), (["aasa"], ["generate", "check"]),
        (["notification"], ["schedule", "pending", "deliver", "respond", "next-dates"]), (["widget"], ["list", "timeline", "render", "reloads"]),
        (["activity"], ["list", "build", "continue"]), (["clip-transfer"], ["export", "import"]), (["export"], ["info-plist", "entitlements"]),
    ])
    func aCommandWithoutItsSubcommandShowsItsHelp(arguments: [String], subcommands: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(arguments)
        #expect(result.status == 0)
        #expect(result.output.contains(" integrations \(arguments[0]) <subcommand>\n"), "\(result.output)")
        for subcommand in subcommands {
            #expect(result.output.contains("\n  \(subcommand) "), "\(arguments) lists \(subcommand)")
        }
    }

    /// `--time-zone` is one option group: every command that takes it refuses a zone that does not exist alike.
    @Test(arguments: [
        ["notification", "next-dates", "--trigger", #"{"timeInterval": 60}"#], ["widget", "timeline", "ProgressSummaryWidget"],
        ["notification", "pending"], ["notification", "deliver"],
    ])
    func aTimeZoneThatDoesNotExistIsTheSameUsageErrorEverywhere(arguments: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(arguments + ["--time-zone", "Mars/Olympus", "--json"])
        try result.expectFailure("usage", exitCode: 64, naming: ["--time-zone", "Asia/Tokyo"])
        // The same first line everywhere (its wording: UsageTextTests.aTimeZoneThatDoesNotExist).
        let first = try runner.run(["notification", "pending", "--time-zone", "Mars/Olympus", "--json"])
        #expect(try result.failure().message.components(separatedBy: "\n")[0] == first.failure().message.components(separatedBy: "\n")[0])
    }

    @Test func routesExitsOneWhenTheTableHasProblems() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try runner.copyOfTheSampleApp()
        let manifest = app.appendingPathComponent("integrations.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "\"name\": \"trainer\"", with: "\"name\": \"goal\"")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let result = try runner.run(["routes", "--app", app.path, "--json"])
        #expect(result.status == 1)
        // One problem, with its code (its fields: RoutesJSONCommandTests; the sentence: URLTextTests.aRouteNameDeclaredTwice).
        let problems = try result.object()["problems"] as? [[String: Any]] ?? []
        #expect(problems.map { $0["code"] as? String } == ["route.duplicateName"], "\(problems)")
    }

    @Test func urlRejectsAParameterTheRouteDoesNotTake() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["url", "goal", "--param", "id=1", "--param", "foo=2", "--json"])
        try result.expectFailure("invalidRoute", naming: ["goal", "foo", "id"])
    }

    @Test(arguments: ["AppCadia://GOAL/1", "APPCADIA://goal/1"])
    func schemesAndHostsMatchWithoutCase(url: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["route", url, "--json"])
        #expect(result.status == 0)
        let matched = try result.object()
        #expect(matched["route"] as? String == "goal" && matched["form"] as? String == "scheme", "\(matched)")
        #expect(matched["parameters"] as? [String: Int] == ["id": 1], "\(matched)")
    }

    @Test func aRouteMissGoesToStandardErrorLikeEveryOtherMiss() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        for arguments in [["route", "appcadia://nothing"], ["search", "zzqq"], ["clip", "https://appcadia.com/nothing"], ["intent", "say", "天気"]] {
            let result = try runner.run(arguments)
            #expect(result.status == 3)
            #expect(result.output.isEmpty, "\(arguments) printed to standard output")
            #expect(!result.error.isEmpty)
        }
    }

    @Test func dotSegmentsAreResolvedAsTheURLArrivesAndSaidSo() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let json = try runner.run(["route", "https://appcadia.com/clip/start/../../progress", "--json"])
        #expect(json.status == 0)
        let matched = try json.object()
        #expect(matched["route"] as? String == "progress" && matched["form"] as? String == "web", "\(matched)")
        // The note names the URL as it arrives (route --json has no field for it; the sentence: URLTextTests.dotSegments).
        let route = try runner.run(["route", "https://appcadia.com/clip/start/../../progress"])
        #expect(route.error.split(separator: "\n").count == 1 && route.error.hasSuffix(" https://appcadia.com/progress\n"), "\(route.error)")
        let clip = try runner.run(["clip", "https://appcadia.com/clip/start/../../admin", "--locale", "en"])
        #expect(clip.status == 3)
        let check = try runner.run(["aasa", "check", "https://appcadia.com/goals/../admin", "--json"])
        #expect(check.status == 3)
        let checked = try check.object()
        #expect(checked["url"] as? String == "https://appcadia.com/admin" && checked["match"] as? Bool == false, "\(checked)")
        let url = try runner.run(["url", "tag", "--param", "name=..", "--app", try self.appWithATagRoute(runner).path])
        #expect(url.output == "appcadia://tag/%2E%2E\n")
    }

    func appWithATagRoute(_ runner: CommandRunner) throws -> URL {
        let app = try runner.copyOfTheSampleApp()
        let manifest = app.appendingPathComponent("integrations.json")
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as! [String: Any]
        var routes = object["routes"] as! [[String: Any]]
        routes.append(["name": "tag", "forms": [["kind": "scheme", "template": "appcadia://tag/{name}"]]])
        object["routes"] = routes
        try JSONSerialization.data(withJSONObject: object).write(to: manifest)
        return app
    }

    @Test func httpDoesNotOpenTheApp() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["aasa", "check", "http://appcadia.com/goals/1", "--json"])
        #expect(result.status == 3)
        let checked = try result.object()
        #expect(checked["match"] as? Bool == false && checked["appIDs"] as? [String] == [], "\(checked)")
        // One step, before any component of the file (the sentence: URLTextTests.httpDoesNotOpenTheApp).
        #expect((checked["trace"] as? [String])?.count == 1, "\(checked)")
    }
}
