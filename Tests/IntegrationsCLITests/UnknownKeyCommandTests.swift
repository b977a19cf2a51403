import Foundation
import Testing

/// A misspelled key in JSON a person wrote is an error naming the key, its path and place, and the key
/// meant — never silently ignored (a `"repeatz"` once turned a daily reminder into a one-off).
@Suite struct UnknownKeyCommandTests {
    static func runner() throws -> CommandRunner {
        var runner = try CommandRunner()
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-22T09:00:00+09:00"
        return runner
    }

    @Test(arguments: [
        ("en", #"{"calendar": {"hour": 8}, "repeatz": true}"#,
         "--trigger is not a trigger: unknown key \"repeatz\" at $.repeatz (did you mean \"repeats\"?) (character 27). Write it like {\"calendar\": {\"hour\": 8}, \"repeats\": true}.\n"),
        ("ja", #"{"calendar": {"hour": 8, "minite": 0}}"#,
         "--trigger はトリガーの JSON ではありません: $.calendar.minite のキー「minite」はありません（「minute」のことですか？）（26文字目）。{\"calendar\": {\"hour\": 8}, \"repeats\": true} のように書いてください。\n"),
        ("en", #"{"timeInterval": 60, "repeats": true, "timezone": "Asia/Tokyo"}"#,
         "--trigger is not a trigger: unknown key \"timezone\" at $.timezone (did you mean \"timeZone\"?) (character 39). Write it like {\"calendar\": {\"hour\": 8}, \"repeats\": true}.\n"),
    ])
    func aMisspelledTriggerKeyIsRefused(locale: String, trigger: String, message: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["notification", "next-dates", "--trigger", trigger, "--locale", locale])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error == message)
    }

    @Test func aMisspelledItemKeyIndexesNothing() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let items = runner.folder.appendingPathComponent("items.jsonl").path
        try Data(#"""
            {"uniqueIdentifier": "a", "attributeSet": {"title": "A"}}
            {"uniqueIdentifier": "b", "attributeSet": {"title": "B", "contentDescriptin": "dropped before"}}
            """#.utf8).write(to: URL(fileURLWithPath: items))
        // Refused at its line, key and column, with the key meant (the sentences: UnknownKeyTextTests).
        let result = try runner.run(["index", "--items", items, "--json"])
        try result.expectFailure("invalidItems", naming: [items, "$.attributeSet.contentDescriptin", "contentDescription", "58"])
        let search = try runner.run(["search", "A", "--json"])
        #expect(!search.output.contains(#""uniqueIdentifier" : "a""#))
    }

    /// Item lines are strict JSON, as every other input: a trailing comma and a repeated key are refused.
    /// Each refused at its column (with the key written twice named).
    @Test(arguments: [
        (#"{"uniqueIdentifier": "a", "attributeSet": {"title": "A"},}"#, ["58"]),
        (#"{"uniqueIdentifier": "a", "uniqueIdentifier": "b", "attributeSet": {"title": "A"}}"#, ["27", "uniqueIdentifier"]),
    ])
    func itemLinesAreStrictJSON(line: String, named: [String]) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let items = runner.folder.appendingPathComponent("items.jsonl").path
        try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: items))
        try runner.run(["index", "--items", items, "--json"]).expectFailure("invalidItems", naming: [items] + named)
    }

    @Test func aMisspelledActivityKeyIsNotContinued() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let activity = #"{"activityType": "com.appcadia.goal.editing", "titel": "Editing", "userInfo": {"goalId": 3}}"#
        let result = try runner.run(["activity", "continue", "-", "--json"], input: Data(activity.utf8))
        try result.expectFailure("invalidActivity", naming: ["$.titel", "title", "47"])
    }

    /// userInfo is a dictionary of the app's own keys, as in `NSUserActivity`: any key is the app's to use.
    @Test func userInfoTakesAnyKey() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let activity = #"{"activityType": "com.appcadia.goal.editing", "userInfo": {"goalId": 3, "anythingTheAppKeeps": "x"}}"#
        let result = try runner.run(["activity", "continue", "-", "--locale", "en"], input: Data(activity.utf8))
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func aMisspelledTransferKeyImportsNothing() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let exported = try runner.run(["clip-transfer", "export", "--entity", "goal-1", "--entity", "trainer-1"])
        var document = try #require(try JSONSerialization.jsonObject(with: Data(exported.output.utf8)) as? [String: Any])
        document["goal"] = []
        let input = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        let result = try runner.run(["clip-transfer", "import", "-", "--json"], input: input)
        try result.expectFailure("invalidTransfer", naming: ["$.goal", "goals"])
    }
}

/// The unknown-key and strict-JSON sentences of an items file and of standard input, in both languages.
@Suite struct UnknownKeyTextTests {
    @Test func anItemsFileAndAnActivity() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let items = try runner.itemsFile([
            #"{"uniqueIdentifier": "a", "attributeSet": {"title": "A"}}"#,
            #"{"uniqueIdentifier": "b", "attributeSet": {"title": "B", "contentDescriptin": "x"}}"#,
        ])
        try runner.expectWording(
            ["index", "--items", items],
            ja: "{items} の2行目を読めません: $.attributeSet.contentDescriptin のキー「contentDescriptin」はありません（「contentDescription」のことですか？）（58列目）。この行を直してからもう一度実行してください。このファイルの項目は1件も索引していません。\n",
            en: "Cannot read line 2 of {items}: unknown key \"contentDescriptin\" at $.attributeSet.contentDescriptin (did you mean \"contentDescription\"?) (column 58). Fix that line and run the command again. No item from this file was indexed.\n",
            fill: ["items": items])
        try runner.expectWording(
            ["activity", "continue", "-"], input: Data(#"{"activityType": "com.appcadia.goal.editing", "titel": "Editing", "userInfo": {"goalId": 3}}"#.utf8),
            ja: "標準入力 を読めません（1行47列目）: $.titel のキー「titel」はありません（「title」のことですか？）。ファイルを直してからもう一度実行してください。\n",
            en: "Cannot read standard input (line 1, column 47): unknown key \"titel\" at $.titel (did you mean \"title\"?). Fix the file and run the command again.\n")
        let repeated = try runner.itemsFile([#"{"uniqueIdentifier": "a", "uniqueIdentifier": "b", "attributeSet": {"title": "A"}}"#])
        let en = try runner.run(["index", "--items", repeated, "--locale", "en"])
        #expect(en.error == "Line 1 of \(repeated) is not valid JSON: at column 27, the key \"uniqueIdentifier\" appears twice in this object. Fix that line and run the command again. No item from this file was indexed.\n")
    }
}
