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
        let result = try runner.run(["index", "--items", items, "--locale", "en"])
        #expect(result.status == 1)
        #expect(result.error == "Cannot read line 2 of \(items): unknown key \"contentDescriptin\" at $.attributeSet.contentDescriptin (did you mean \"contentDescription\"?) (column 58). Fix that line and run the command again. No item from this file was indexed.\n")
        let search = try runner.run(["search", "A", "--json"])
        #expect(!search.output.contains(#""uniqueIdentifier" : "a""#))
    }

    /// Item lines are strict JSON, as every other input: a trailing comma and a repeated key are refused.
    @Test(arguments: [
        (#"{"uniqueIdentifier": "a", "attributeSet": {"title": "A"},}"#, "at column 58, unexpected '}'; expected a key string"),
        (#"{"uniqueIdentifier": "a", "uniqueIdentifier": "b", "attributeSet": {"title": "A"}}"#, "at column 27, the key \"uniqueIdentifier\" appears twice in this object"),
    ])
    func itemLinesAreStrictJSON(line: String, problem: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let items = runner.folder.appendingPathComponent("items.jsonl").path
        try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: items))
        let result = try runner.run(["index", "--items", items, "--locale", "en"])
        #expect(result.status == 1)
        #expect(result.error == "Line 1 of \(items) is not valid JSON: \(problem). Fix that line and run the command again. No item from this file was indexed.\n")
    }

    @Test func aMisspelledActivityKeyIsNotContinued() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let activity = #"{"activityType": "com.appcadia.goal.editing", "titel": "Editing", "userInfo": {"goalId": 3}}"#
        let result = try runner.run(["activity", "continue", "-", "--locale", "en"], input: Data(activity.utf8))
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error == "Cannot read standard input (line 1, column 47): unknown key \"titel\" at $.titel (did you mean \"title\"?). Fix the file and run the command again.\n")
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
        let result = try runner.run(["clip-transfer", "import", "-", "--locale", "en"], input: input)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Cannot read standard input (line 1, column "))
        #expect(result.error.hasSuffix("): unknown key \"goal\" at $.goal (did you mean \"goals\"?). Fix the file and run the command again.\n"))
    }
}
