import Foundation
import GRDB
import Testing

/// Handoff through the real command: build an activity, hand it over, continue it.
@Suite struct ActivityCommandTests {
    static func runner() throws -> CommandRunner {
        var runner = try CommandRunner()
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-22T09:00:00+09:00"
        return runner
    }

    static func editing(_ runner: CommandRunner, goal: String = "goal-12") throws -> [String: Any] {
        let built = try runner.run(["activity", "build", "com.appcadia.goal.editing", "--entity", goal])
        #expect(built.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(built.output.utf8)) as? [String: Any])
    }

    @Test(arguments: [
        ("ja", "アプリが続きを開きます: ルート goalEdit（https://appcadia.com/goals/12/edit）\n  id = 12\n"),
        ("en", "The app continues it: route goalEdit (https://appcadia.com/goals/12/edit)\n  id = 12\n"),
    ])
    func aBuiltActivityContinuesToTheGoalEditRoute(locale: String, expected: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let activity = try Self.editing(runner)
        #expect((activity["userInfo"] as? [String: Any])?["goalId"] as? Int == 12)
        let continued = try runner.run(["activity", "continue", "-", "--locale", locale], input: try JSONSerialization.data(withJSONObject: activity))
        #expect(continued.status == 0)
        #expect(continued.output == expected)
        let json = try runner.run(["activity", "continue", "--json"], input: try JSONSerialization.data(withJSONObject: activity))
        #expect(json.output == """
            {
              "continuation" : "route",
              "parameters" : {
                "id" : 12
              },
              "route" : "goalEdit",
              "url" : "https://appcadia.com/goals/12/edit"
            }

            """)
    }

    @Test(arguments: [
        ("ja", "ブラウザが https://appcadia.com/goals/12/edit を開きます（アプリは続けられません: 必須のキー「goalId」が userInfo にありません）。\n"),
        ("en", "The browser opens https://appcadia.com/goals/12/edit (the app cannot continue: the required key \"goalId\" is missing from userInfo).\n"),
    ])
    func withoutItsRequiredKeyTheBrowserOpensTheWebPage(locale: String, expected: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        var activity = try Self.editing(runner)
        var userInfo = try #require(activity["userInfo"] as? [String: Any])
        userInfo["goalId"] = nil
        activity["userInfo"] = userInfo
        let continued = try runner.run(["activity", "continue", "--locale", locale], input: try JSONSerialization.data(withJSONObject: activity))
        #expect(continued.status == 3)
        #expect(continued.output == expected)
        let json = try runner.run(["activity", "continue", "--json", "--locale", locale], input: try JSONSerialization.data(withJSONObject: activity))
        #expect(json.status == 3)
        #expect(json.output.contains("\"continuation\" : \"webpage\""))
        #expect(json.output.contains("\"url\" : \"https://appcadia.com/goals/12/edit\""))
    }

    @Test(arguments: [
        ("ja", "続けられません: アプリはアクティビティタイプ「com.example.other」を宣言していません。webpageURL もありません。\n"),
        ("en", "Cannot continue: the app declares no activity type \"com.example.other\", and there is no webpageURL.\n"),
    ])
    func anUnknownTypeWithoutAWebPageCannotContinue(locale: String, expected: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let input = Data(#"{"activityType": "com.example.other", "webpageURL": "javascript:alert(1)"}"#.utf8)
        let continued = try runner.run(["activity", "continue", "--locale", locale], input: input)
        #expect(continued.status == 1)
        #expect(continued.output.isEmpty)
        #expect(continued.error == expected)
        let json = try runner.run(["activity", "continue", "--json", "--locale", locale], input: input)
        #expect(json.status == 1)
        #expect(json.output.contains("\"continuation\" : \"cannotContinue\""))
    }

    @Test(arguments: [
        ("ja", "アプリが続きを開きます: ルート goal（appcadia://goal/12）\n  id = 12\n"),
        ("en", "The app continues it: route goal (appcadia://goal/12)\n  id = 12\n"),
    ])
    func aSpotlightHitContinuesToItsItemsRoute(locale: String, expected: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let input = Data(#"{"activityType": "com.apple.corespotlightitem", "userInfo": {"kCSSearchableItemActivityIdentifier": "goal-12"}}"#.utf8)
        let continued = try runner.run(["activity", "continue", "--locale", locale], input: input)
        #expect(continued.status == 0)
        #expect(continued.output == expected)
    }

    /// Build → continue gives back the goal the activity was built from, for every goal, through the process.
    @Test func everyGoalRoundTripsThroughTheCommand() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let ids = (1...12).map { "goal-\($0)" }
        for id in ids {
            let activity = try Self.editing(runner, goal: id)
            let continued = try runner.run(["activity", "continue", "--json"], input: try JSONSerialization.data(withJSONObject: activity))
            #expect(continued.output.contains("\"id\" : \(id.dropFirst(5))\n"), "\(id)")
        }
    }

    @Test(arguments: [
        (Data(#"{"activityType": "com.appcadia.goal.editing", "userInfo": {"goalId": null}}"#.utf8),
         "Cannot read standard input: expected a valid value (null is not a property-list value; leave the key out instead) at $.userInfo.goalId (line 1, column 70). Fix the file and run the command again.\n"),
        (Data(#"{"activityType": "x", "userInfo": {"goalId": 12,}}"#.utf8),
         "standard input is not valid JSON: at line 1, column 49, unexpected '}'; expected a key string. Fix the file and run the command again.\n"),
        (Data(repeating: 0x20, count: 10_485_760), "The activity standard input is too large: it is 10485760 bytes, over the limit of 65536 (a handed-over activity is a few kilobytes); nothing past the limit was read.\n"),
    ])
    func badInputIsRefusedWithTheReason(input: Data, expected: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["activity", "continue", "--locale", "en"], input: input)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error == expected)
    }

    /// Building refuses an activity without its entity, and a type the app does not declare, naming the
    /// types it does (the wording: ActivityTextTests).
    @Test func buildNamesWhatIsMissing() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let noEntity = try runner.run(["activity", "build", "com.appcadia.goal.editing", "--json"])
        try noEntity.expectFailure("invalidActivity", naming: ["com.appcadia.goal.editing", "--entity"])
        let unknown = try runner.run(["activity", "build", "com.example.x", "--json"])
        try unknown.expectFailure("invalidActivity", naming: ["com.example.x", "com.appcadia.goal.editing", "com.appcadia.progress.viewing",
                                                              "com.appcadia.goal.completed", "com.appcadia.progress.checked"])
    }

    /// `intent run --json` shows what the intent donated: goal.completed with the goal, eligible for search
    /// and prediction, not Handoff.
    @Test func anIntentShowsTheActivityItDonated() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-12", "--json", "--locale", "ja"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let activity = try #require(document["activity"] as? [String: Any])
        #expect(activity["activityType"] as? String == "com.appcadia.goal.completed")
        #expect(activity["title"] as? String == "読書30分を完了")
        #expect((activity["userInfo"] as? [String: Any])?["goalId"] as? Int == 12)
        #expect(activity["isEligibleForSearch"] as? Bool == true)
        #expect(activity["isEligibleForHandoff"] as? Bool == false)
        // What was donated continues to the goal.
        let continued = try runner.run(["activity", "continue", "--json"], input: try JSONSerialization.data(withJSONObject: activity))
        #expect(continued.output.contains("\"route\" : \"goal\""))
        let asked = try runner.run(["intent", "run", "CompleteGoal", "--json"])
        #expect(!asked.output.contains("\"activity\""))
    }

    /// Selecting a search hit is the activity `search --activity` prints; continuing it opens the item's route.
    @Test func aSearchHitsActivityContinuesToTheGoal() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let piped = try runner.shell("integrations search 読書30分 --activity | integrations activity continue - --json")
        #expect(piped.status == 0)
        try Self.expectContinuesToGoal12(piped)
    }

    /// A donation indexes its activity without touching the index's client state, which still describes
    /// the app's domains as the last `index` left them (so the next search does not rebuild them).
    @Test func aDonationKeepsTheIndexsClientState() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        #expect(try runner.run(["index"]).status == 0)
        let before = try Self.clientState(runner.storePath)
        #expect(before != nil)
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-12", "--locale", "ja"]).status == 0)
        #expect(try Self.clientState(runner.storePath) == before)
        let found = try runner.run(["search", "完了", "--domain", "donated-activities", "--json"])
        #expect(found.output.contains("\"total\" : 1\n"))
    }

    static func clientState(_ path: String) throws -> Data? {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: path, configuration: configuration).read { db in
            try Data.fetchOne(db, sql: "SELECT clientState FROM searchClientState WHERE id = 1")
        }
    }

    /// A donated activity eligible for search is found by search, survives a rebuild of the app's index,
    /// and its hit continues to the goal; one not eligible (progress.checked) is not indexed.
    @Test func aDonatedActivityIsFoundBySearch() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-12", "--locale", "ja"]).status == 0)
        #expect(try runner.run(["intent", "run", "CheckProgress", "--locale", "ja"]).status == 0)
        #expect(try runner.run(["index"]).status == 0)
        let found = try runner.run(["search", "完了", "--domain", "donated-activities", "--json"])
        #expect(found.status == 0)
        #expect(found.output.contains("\"identifier\" : \"com.appcadia.goal.completed:goal-12\""))
        #expect(found.output.contains("\"title\" : \"読書30分を完了\""))
        #expect(found.output.contains("\"total\" : 1\n"))
        let piped = try runner.shell("integrations search 完了 --domain donated-activities --activity | integrations activity continue - --json")
        try Self.expectContinuesToGoal12(piped)
    }

    /// `activity continue --json` continued to the route goal with id 12.
    static func expectContinuesToGoal12(_ result: CommandRunner.Result, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let continued = try result.object()
        #expect(continued["continuation"] as? String == "route", "\(continued)", sourceLocation: sourceLocation)
        #expect(continued["route"] as? String == "goal", "\(continued)", sourceLocation: sourceLocation)
        #expect(continued["url"] as? String == "appcadia://goal/12", "\(continued)", sourceLocation: sourceLocation)
        #expect((continued["parameters"] as? [String: Any])?["id"] as? Int == 12, "\(continued)", sourceLocation: sourceLocation)
    }
}

/// The wording of `activity build`'s refusals, pinned in both languages (the behaviour:
/// ActivityCommandTests.buildNamesWhatIsMissing).
@Suite struct ActivityTextTests {
    @Test(arguments: [
        (["com.appcadia.goal.editing"],
         "アクティビティ「com.appcadia.goal.editing」は goal についてのものです。--entity で指定してください（例: --entity goal-12）。\n",
         "Activity \"com.appcadia.goal.editing\" is about a goal. Name it with --entity (e.g. --entity goal-12).\n"),
        (["com.example.x"],
         "アクティビティタイプ「com.example.x」はありません。あるのは com.appcadia.goal.editing, com.appcadia.progress.viewing, com.appcadia.goal.completed, com.appcadia.progress.checked です。\n",
         "There is no activity type \"com.example.x\". The app declares com.appcadia.goal.editing, com.appcadia.progress.viewing, com.appcadia.goal.completed, com.appcadia.progress.checked.\n"),
    ])
    func buildRefusals(arguments: [String], ja: String, en: String) throws {
        let runner = try ActivityCommandTests.runner()
        defer { runner.remove() }
        for (locale, text) in [("ja", ja), ("en", en)] {
            let result = try runner.run(["activity", "build"] + arguments + ["--locale", locale])
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
            #expect(result.error == text)
        }
    }
}
