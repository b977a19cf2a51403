import Foundation
import Testing

/// The App Clip's hand-over through the real command: export from the clip, import into the full app.
@Suite struct ClipTransferCommandTests {
    static func runner() throws -> CommandRunner {
        var runner = try CommandRunner()
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-22T21:00:00+09:00"
        return runner
    }

    @Test(arguments: [
        ("ja", "2件取り込みました。\n  + 読書30分\n  + 毎朝ランニング\n選んだ trainer: trainer-1\n",
         "0件取り込みました。すでにある2件は取り込みませんでした。\n  = 読書30分\n  = 毎朝ランニング\n選んだ trainer: trainer-1\n"),
        ("en", "Imported 2 records.\n  + 読書30分\n  + 毎朝ランニング\nSelected trainer: trainer-1\n",
         "Imported 0 records. 2 the app already had were left as they were.\n  = 読書30分\n  = 毎朝ランニング\nSelected trainer: trainer-1\n"),
    ])
    func aRoundTripImportsOnce(locale: String, first: String, second: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let exported = try runner.run(["clip-transfer", "export", "--entity", "goal-12", "--entity", "goal-1", "--entity", "trainer-1"])
        #expect(exported.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(exported.output.utf8)) as? [String: Any])
        #expect(document["version"] as? String == "1.0.0")
        #expect(document["createdAt"] as? String == "2026-11-22T12:00:00Z")
        let goals = try #require(document["goals"] as? [[String: String]])
        #expect(goals.map { $0["title"] ?? "" } == ["読書30分", "毎朝ランニング"])
        #expect(Set(goals[0].keys) == ["title", "category", "targetDescription", "difficulty", "motivation"])
        let imported = try runner.run(["clip-transfer", "import", "-", "--locale", locale], input: Data(exported.output.utf8))
        #expect(imported.status == 0)
        #expect(imported.output == first)
        let again = try runner.run(["clip-transfer", "import", "-", "--locale", locale], input: Data(exported.output.utf8))
        #expect(again.output == second)
    }

    /// Documents the import refuses, each with the message it prints (typed, as a literal of tuples of `Data` and
    /// `String` inside `@Test(arguments:)` took the type checker about 12 s).
    static let badDocuments: [(input: Data, message: String)] = [
        (Data(#"{"version": "2.0.0", "createdAt": "2026-11-22T12:00:00Z", "goals": []}"#.utf8),
         "The transfer document standard input cannot be imported: a transfer document of version \"2.0.0\" cannot be read (known: 1.0.0). Nothing was imported.\n"),
        (Data(#"{"version": "1.0.0", "createdAt": "yesterday", "goals": []}"#.utf8),
         "The transfer document standard input cannot be imported: createdAt \"yesterday\" is not an ISO 8601 date and time. Nothing was imported.\n"),
        (Data(("{\"version\": \"1.0.0\", \"createdAt\": \"2026-11-22T12:00:00Z\", \"goals\": [" + Array(repeating: #"{"title": "t", "category": "c", "targetDescription": "", "difficulty": "easy", "motivation": ""}"#, count: 4).joined(separator: ",") + "]}").utf8),
         "The transfer document standard input cannot be imported: goals holds 4; an App Clip holds at most 3. Nothing was imported.\n"),
        (Data(#"{"version": "1.0.0", "createdAt": "2026-11-22T12:00:00Z", "goals": [{"title": "t"}]}"#.utf8),
         "Cannot read standard input: expected the key \"category\" at $.goals[0].category (line 1, column 69). Fix the file and run the command again.\n"),
        (Data(#"{"version": "1.0.0", "createdAt": "2026-11-22T12:00:00Z", "goals": [], "trainerID": "trainer-1"}"#.utf8),
         "Cannot read standard input (line 1, column 72): unknown key \"trainerID\" at $.trainerID (did you mean \"trainerIds\"?). Fix the file and run the command again.\n"),
        (Data(#"{"version": "1.0.0", "goals": [],}"#.utf8),
         "standard input is not valid JSON: at line 1, column 34, unexpected '}'; expected a key string. Fix the file and run the command again.\n"),
        (Data(#"{"version": "1.0.0", "createdAt": "2026-11-22T12:00:00Z", "selectedTrainerId": "trainer-1", "trainerIds": ["trainer-1", "trainer-2", "trainer-3"], "goals": []}"#.utf8),
         "The transfer document standard input cannot be imported: trainerIds holds 3; an App Clip holds at most 2. Nothing was imported.\n"),
        (Data(#"{"version": "1.0.0", "createdAt": "2026-11-22T12:00:00Z", "selectedTrainerId": "trainer-3", "trainerIds": ["trainer-1"], "goals": []}"#.utf8),
         "The transfer document standard input cannot be imported: the selectedTrainerId \"trainer-3\" is not in trainerIds. Nothing was imported.\n"),
        (Data(#"{"version": "1.0.0", "createdAt": "2026-11-22T12:00:00Z", "selectedTrainerId": "trainer-99", "goals": []}"#.utf8),
         "The transfer document standard input cannot be imported: the app has no trainer \"trainer-99\". Nothing was imported.\n"),
        (Data(repeating: 0x20, count: 6 * 1024 * 1024),
         "The transfer document standard input is too large: it is 6291456 bytes, over the limit of 5242880 (the App Clip's storage); nothing past the limit was read. Nothing was imported.\n"),
    ]

    @Test(arguments: badDocuments)
    func aBadDocumentChangesNothing(input: Data, message: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let good = try runner.run(["clip-transfer", "export", "--entity", "goal-12"])
        #expect(try runner.run(["clip-transfer", "import", "-", "--json"], input: Data(good.output.utf8)).status == 0)
        let refused = try runner.run(["clip-transfer", "import", "-", "--locale", "en"], input: input)
        #expect(refused.status == 1)
        #expect(refused.error == message)
        // The store holds what it held: importing the good document again adds nothing and skips one.
        let after = try runner.run(["clip-transfer", "import", "-", "--json"], input: Data(good.output.utf8))
        #expect(after.output.contains("\"added\" : [\n\n  ]"))
        #expect(after.output.contains("\"skipped\" : [\n    \"読書30分\"\n  ]"))
    }

    @Test func theClipHoldsAtMostThreeGoals() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let four = try runner.run(["clip-transfer", "export", "--entity", "goal-1", "--entity", "goal-2", "--entity", "goal-3", "--entity", "goal-4", "--locale", "ja"])
        #expect(four.status == 1)
        #expect(four.output.isEmpty)
        #expect(four.error == "App Clip が持てる goal は3件までです（4件指定されました）。\n")
        #expect(try runner.run(["clip-transfer", "export", "--entity", "goal-1", "--entity", "goal-2", "--entity", "goal-3"]).status == 0)
    }

    /// Two trainers are the clip's limit: a third is refused, and the selected one must be one the clip
    /// holds (the refusals' wording: ClipTransferTextTests).
    @Test func theClipHoldsAtMostTwoTrainers() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let three = ["clip-transfer", "export", "--entity", "goal-1", "--entity", "trainer-1", "--entity", "trainer-2", "--entity", "trainer-3"]
        try runner.run(three + ["--json"]).expectFailure("invalidTransfer", naming: ["2", "trainer", "3"])
        let outside = try runner.run(["clip-transfer", "export", "--entity", "trainer-1", "--selected", "trainer-2", "--json"])
        try outside.expectFailure("invalidTransfer", naming: ["trainer-2"])
        let unknown = try runner.run(["clip-transfer", "export", "--entity", "goal-999", "--json"])
        try unknown.expectFailure("invalidTransfer", naming: ["goal-999", "goal, trainer"])

        let two = try runner.run(["clip-transfer", "export", "--entity", "goal-1", "--entity", "trainer-1", "--entity", "trainer-2", "--selected", "trainer-2"])
        #expect(two.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(two.output.utf8)) as? [String: Any])
        #expect(document["trainerIds"] as? [String] == ["trainer-1", "trainer-2"])
        #expect(document["selectedTrainerId"] as? String == "trainer-2")
        let imported = try runner.run(["clip-transfer", "import", "-", "--json"], input: Data(two.output.utf8))
        #expect(imported.status == 0)
        let report = try imported.object()
        #expect(report["added"] as? [String] == ["毎朝ランニング"], "\(report)")
        #expect(report["skipped"] as? [String] == [], "\(report)")
        #expect(report["selected"] as? [String: String] == ["trainer": "trainer-2"], "\(report)")
    }
}

/// The wording of `clip-transfer export`'s refusals, in both languages (the behaviour:
/// ClipTransferCommandTests.theClipHoldsAtMostTwoTrainers).
@Suite struct ClipTransferTextTests {
    @Test(arguments: [
        (["--entity", "goal-1", "--entity", "trainer-1", "--entity", "trainer-2", "--entity", "trainer-3"],
         "App Clip が持てる trainer は2件までです（3件指定されました）。\n",
         "An App Clip holds at most 2 of trainer (3 were given).\n"),
        (["--entity", "trainer-1", "--selected", "trainer-2"],
         "選んだレコード「trainer-2」は App Clip が持つレコードではありません。選べるのは引き継ぐ参照先のどれかだけです。\n",
         "The selected record \"trainer-2\" is not one the App Clip holds; only a record it hands over by reference can be selected.\n"),
        (["--entity", "goal-999"],
         "「goal-999」は App Clip が引き継ぐ種類（goal, trainer）のどのレコードでもありません。識別子は検索結果で確かめられます。\n",
         "\"goal-999\" is no record of the types the App Clip hands over (goal, trainer). Search results show the identifiers.\n"),
    ])
    func exportRefusals(arguments: [String], ja: String, en: String) throws {
        let runner = try ClipTransferCommandTests.runner()
        defer { runner.remove() }
        for (locale, text) in [("ja", ja), ("en", en)] {
            let result = try runner.run(["clip-transfer", "export"] + arguments + ["--locale", locale])
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
            #expect(result.error == text)
        }
    }
}
