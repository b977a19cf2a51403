import Foundation
import Testing

/// Messages a new team trips on, made plain: a value starting with `-` gets the `--` hint or its own
/// validation message (never "Missing value"), `--version` answers, and a time read in UTC only because
/// nothing named a zone says so.
@Suite struct PlainMessagesCommandTests {
    @Test(arguments: [
        (["notification", "next-dates", "--trigger", #"{"timeInterval": 60}"#, "--count", "-1", "--locale", "en"], "Error: --count must be 1 to 1000, not -1.\n"),
        (["notification", "schedule", "goalReminder", "--entity", "goal-1", "--at", "-1:00", "--locale", "en"],
         "Error: --at takes a time of day as HH:MM, such as 08:00, not '-1:00'.\n"),
        (["progress", "--date", "-2026-01-01", "--locale", "en"], "Error: --date must be a real day as YYYY-MM-DD, not '-2026-01-01'.\n"),
        (["notification", "deliver", "--until", "-1", "--locale", "en"], "Error: --until must be an ISO 8601 date and time, not '-1'.\n"),
    ] as [([String], String)])
    func aDashedValueOfAnOptionIsReadAsItsValue(arguments: [String], message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(arguments)
        #expect(result.status == 64)
        #expect(result.error.components(separatedBy: "\n").first.map { $0 + "\n" } == message)
        #expect(!result.error.contains("Missing value"))
    }

    @Test(arguments: [
        ("en", "\"-1\" starts with -, so it was read as an option. To pass it as a value, write it after -- (for example: integrations notification respond --locale en -- -1 COMPLETE_ACTION).\n"),
        ("ja", "「-1」は - で始まるためオプションとして読まれました。値として渡すには -- のあとに書いてください（例: integrations notification respond --locale ja -- -1 COMPLETE_ACTION）。\n"),
    ])
    func aDashedPositionalValueGetsAnExampleInTheRightOrder(locale: String, hint: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["notification", "respond", "-1", "COMPLETE_ACTION", "--locale", locale])
        #expect(result.status == 64)
        #expect(result.error.hasSuffix(hint))
    }

    @Test func versionIsPrinted() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.output.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+(-[a-z0-9.]+)?\n$"#, options: .regularExpression) != nil, "\(result.output)")
    }

    /// With no --time-zone and no TZ, on a machine set to UTC, the schedule says the time was read in UTC.
    @Test(arguments: [
        ([String](), "", true),
        (["--time-zone", "UTC"], "", false),
        ([String](), "Asia/Tokyo", false),
    ])
    func aTimeReadInUTCByDefaultSaysSo(options: [String], tz: String, noted: Bool) throws {
        var runner = try CommandRunner()
        runner.overrides["TZ"] = tz
        defer { runner.remove() }
        let result = try runner.run(["notification", "schedule", "goalReminder", "--entity", "goal-1", "--at", "08:00", "--locale", "en"] + options)
        #expect(result.status == 0)
        let note = "No time zone was given, so the time was read in UTC (this machine's zone). For another place's time, give --time-zone, such as --time-zone Asia/Tokyo.\n"
        // The machine's own zone decides the first case: UTC on CI; elsewhere the note must not appear.
        let systemIsUTC = TimeZone(identifier: TimeZone.current.identifier)?.secondsFromGMT() == 0 && ProcessInfo.processInfo.environment["TZ"].map(\.isEmpty) ?? true
        #expect(result.output.hasSuffix(note) == (noted && systemIsUTC), "\(result.output)")
    }

    /// Commands whose output is always JSON take --json too, and then print a failure as the error document.
    @Test(arguments: [
        (["clip-transfer", "export", "--entity", "nope", "--json", "--locale", "en"], "invalidTransfer"),
        (["notification", "payload", "nothing", "--json", "--locale", "en"], "invalidNotification"),
    ] as [([String], String)])
    func anAlwaysJSONCommandTakesJSONAndFailsInJSON(arguments: [String], kind: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(arguments)
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [String: Any]])
        #expect(document["error"]?["kind"] as? String == kind)
        #expect(document["error"]?["exitCode"] as? Int == 1)
    }

    /// What a person typed, or an item's title, is echoed to 80 characters, however long it is.
    @Test func longTextIsEchoedTo80Characters() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let typed = String(repeating: "x", count: 40_000)
        // The prompt quotes it cut at 80 characters, in either language (the sentence, in ja and en:
        // SampleIntentResolverTests.aGoalNothingFindsNeedsAValue).
        let result = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=" + typed])
        let all = result.output + result.error
        #expect(all.contains(String(repeating: "x", count: 80) + "…"), "\(all)")
        #expect(!all.contains(String(repeating: "x", count: 81)))

        let items = runner.folder.appendingPathComponent("long.jsonl")
        try Data(("{\"uniqueIdentifier\": \"long-1\", \"attributeSet\": {\"title\": \"" + String(repeating: "t", count: 100_000) + "\"}}\n").utf8).write(to: items)
        #expect(try runner.run(["index", "--items", items.path, "--locale", "en"]).status == 0)
        let search = try runner.run(["search", "ttt", "--locale", "en"])
        let line = try #require(search.output.split(separator: "\n").first { $0.hasPrefix("  1. ") })
        #expect(line.hasPrefix("  1. \(String(repeating: "t", count: 80))…  ("))
    }

    /// A name of 100 KB that names nothing (a widget, a route, an intent, a template…) is quoted back to
    /// 80 characters in a one-line message, in either language.
    @Test(arguments: [
        (["widget", "timeline"], "There is no widget \"", "ウィジェット「"),
        (["notification", "payload"], "There is no pending notification \"", "保留中の通知「"),
        (["intent", "run"], "There is no intent \"", "インテント「"),
        (["url"], "There is no route \"", "ルート「"),
        (["notification", "schedule", "--at", "08:00"], "There is no notification template \"", "通知テンプレート「"),
        (["activity", "build"], "There is no activity type \"", "アクティビティタイプ「"),
    ])
    func aLongNameThatNamesNothingIsQuotedTo80Characters(command: [String], english: String, japanese: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let name = String(repeating: "d", count: 100_000)
        let quoted = String(repeating: "d", count: 80) + "…"
        let inEnglish = try runner.run(command + [name, "--locale", "en"])
        #expect(inEnglish.status == 1)
        #expect(inEnglish.error.hasPrefix(english + quoted + "\"."), "\(inEnglish.error.prefix(200))")
        #expect(inEnglish.error.utf8.count < 400)
        let inJapanese = try runner.run(command + [name])
        #expect(inJapanese.error.hasPrefix(japanese + quoted + "」"), "\(inJapanese.error.prefix(200))")
        #expect(inJapanese.error.utf8.count < 600)
    }
}
