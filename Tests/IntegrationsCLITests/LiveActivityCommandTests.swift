import Foundation
import IntegrationsCore
import IntegrationsLiveActivities
import Testing

/// `integrations live-activity list|validate-payload|payload` on a copy of the sample with a Live Activity
/// of its own (Docs/LiveActivities.md), and on the fixture project Kettle's payloads.
@Suite struct LiveActivityCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let payloads = repository.appendingPathComponent("Fixtures/Projects/Kettle/Payloads")

    static func runner() throws -> CommandRunner {
        var runner = try CommandRunner()
        runner.overrides = ["INTEGRATIONS_NOW": "2026-11-26T09:00:00Z"]
        return runner
    }

    /// The sample with a goal's timer as a Live Activity and Kettle's brew, under Kettle's bundle identifier.
    static func app(_ runner: CommandRunner) throws -> String {
        try IntentCommandTests.editedApp(runner) { manifest in
            var identity = manifest["app"] as? [String: Any] ?? [:]
            identity["bundleIdentifier"] = "com.example.kettle"
            manifest["app"] = identity
            manifest["liveActivities"] = [
                [
                    "attributesType": "GoalTimerAttributes", "entity": "goal", "url": "goal",
                    "attributes": [["name": "goalId", "type": "string", "value": "${id}"], ["name": "title", "type": "string", "value": "${title}"]],
                    "contentState": [["name": "startedAt", "type": "date"], ["name": "elapsedSeconds", "type": "integer"],
                                     ["name": "isPaused", "type": "boolean", "optional": true]],
                ],
                [
                    "attributesType": "BrewAttributes", "frequentUpdates": true,
                    "attributes": [["name": "teaName", "type": "string"], ["name": "steepSeconds", "type": "integer"]],
                    "contentState": [["name": "ends_at", "type": "date"], ["name": "isPaused", "type": "boolean", "optional": true],
                                     ["name": "strength", "type": ["enum": ["light", "regular", "strong"]]]],
                ],
            ]
        }
    }

    /// The parent command alone shows its help with its three subcommands, as the others do.
    @Test func theCommandAloneListsItsSubcommands() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["live-activity"])
        #expect(result.status == 0)
        #expect(result.output.contains(" integrations live-activity <subcommand>\n"), "\(result.output)")
        for subcommand in ["list", "validate-payload", "payload"] {
            #expect(result.output.contains("\n  \(subcommand) "), "lists \(subcommand)")
        }
    }

    @Test(arguments: [
        ("en", """
            GoalTimerAttributes  attributes: goalId (string), title (string)  state: startedAt (date), elapsedSeconds (integer), isPaused (boolean?)  dates: secondsSince2001 → goal
            BrewAttributes  attributes: teaName (string), steepSeconds (integer)  state: ends_at (date), isPaused (boolean?), strength (enum(light, regular, strong))  dates: secondsSince2001  frequent updates

            """),
        ("ja", """
            GoalTimerAttributes  固定: goalId (string), title (string)  状態: startedAt (date), elapsedSeconds (integer), isPaused (boolean?)  日付: secondsSince2001 → goal
            BrewAttributes  固定: teaName (string), steepSeconds (integer)  状態: ends_at (date), isPaused (boolean?), strength (enum(light, regular, strong))  日付: secondsSince2001  頻繁な更新

            """),
    ])
    func theListInEachLanguage(locale: String, expected: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["live-activity", "list", "--app", try Self.app(runner), "--locale", locale])
        #expect(result.status == 0)
        #expect(result.output == expected)
    }

    @Test func theListAsJSONIsTheManifests() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["live-activity", "list", "--app", try Self.app(runner), "--json"])
        let document = try JSONDecoder().decode([String: [LiveActivityDeclaration]].self, from: Data(result.output.utf8))
        #expect(document["liveActivities"]?.map(\.attributesType) == ["GoalTimerAttributes", "BrewAttributes"])
        #expect(document["liveActivities"]?.last?.contentState.last?.type == .enumeration(["light", "regular", "strong"]))
    }

    /// The README's pipe: the payload of an update, from the clock, checked by validate-payload from standard input.
    @Test func aWrittenUpdateValidates() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let app = try Self.app(runner)
        let written = try runner.run([
            "live-activity", "payload", "--app", app, "--attributes", "GoalTimerAttributes", "--event", "update",
            "--state", #"{"startedAt": "2026-11-26T08:50:00Z", "elapsedSeconds": 600}"#, "--stale-date", "2026-11-26T10:00:00Z", "--locale", "en",
        ])
        #expect(written.status == 0 && written.error == "")
        #expect(written.output == """
            {
              "aps" : {
                "content-state" : {
                  "elapsedSeconds" : 600,
                  "startedAt" : 817375800
                },
                "event" : "update",
                "stale-date" : 1795687200,
                "timestamp" : 1795683600
              }
            }

            """)
        let checked = try runner.run(
            ["live-activity", "validate-payload", "-", "--app", app, "--attributes", "GoalTimerAttributes", "--locale", "en"], input: Data(written.output.utf8))
        #expect(checked.status == 0)
        #expect(checked.output == "")
        #expect(checked.error == "standard input is a well-formed push for the Live Activity GoalTimerAttributes.\n")
    }

    /// A start filled from a goal's record, with the headers; its missing alert is a warning on standard error.
    @Test(arguments: [
        ("en", "warning: the start has no alert; a start without an alert is reported to be dropped [liveActivity.alert]\n"),
        ("ja", "warning: start に alert がありません。alert のない start は届かないと報告されています [liveActivity.alert]\n"),
    ])
    func aStartFromAnEntityWithItsHeaders(locale: String, warning: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run([
            "live-activity", "payload", "--app", try Self.app(runner), "--attributes", "GoalTimerAttributes", "--event", "start", "--entity", "goal-1",
            "--state", #"{"startedAt": "2026-11-26T08:50:00Z", "elapsedSeconds": 0}"#, "--priority", "5", "--json", "--locale", locale,
        ])
        #expect(result.status == 0)
        #expect(result.error == warning)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["headers"] as? [String: String] == [
            "apns-push-type": "liveactivity", "apns-topic": "com.example.kettle.push-type.liveactivity", "apns-priority": "5",
        ])
        let aps = try #require((document["payload"] as? [String: Any])?["aps"] as? [String: Any])
        #expect(aps["attributes"] as? [String: String] == ["goalId": "1", "title": "毎朝ランニング"])
        #expect(aps["attributes-type"] as? String == "GoalTimerAttributes")
        #expect(aps["timestamp"] as? Int == 1_795_683_600)
    }

    /// Kettle's payloads with its headers, whose topic is the bare bundle identifier: every problem at its line.
    @Test func kettlesPayloadsAreCheckedAtTheirLines() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let app = try Self.app(runner)
        let headers = Self.payloads.appendingPathComponent("headers.txt").path
        let topic = "\(headers):2:13: error: apns-topic must be com.example.kettle.push-type.liveactivity, not \"com.example.kettle\": the app's bundle identifier followed by .push-type.liveactivity, or APNs refuses the push with DeviceTokenNotForTopic [liveActivity.topic]"
        let start = Self.payloads.appendingPathComponent("start-attributes-are-state.json").path
        let result = try runner.run(["live-activity", "validate-payload", start, "--app", app, "--attributes", "BrewAttributes", "--headers", headers, "--locale", "en"])
        #expect(result.status == 1)
        let expected: [String] = [
            "\(start):6:19: error: attributes lacks \"teaName\" (string), a fixed property of BrewAttributes: the activity does not start [liveActivity.attributes]",
            "\(start):6:19: error: attributes lacks \"steepSeconds\" (integer), a fixed property of BrewAttributes: the activity does not start [liveActivity.attributes]",
            "\(start):7:18: error: attributes holds \"ends_at\", a field of BrewAttributes.ContentState; attributes takes the fixed properties (teaName, steepSeconds) and the state goes in content-state — the push is dropped silently [liveActivity.attributes]",
            "\(start):8:19: error: attributes holds \"isPaused\", a field of BrewAttributes.ContentState; attributes takes the fixed properties (teaName, steepSeconds) and the state goes in content-state — the push is dropped silently [liveActivity.attributes]",
            topic,
        ]
        #expect(result.output.split(separator: "\n").map(String.init) == expected)
        #expect(result.error == "")
        let update = Self.payloads.appendingPathComponent("update-null.json").path
        let json = try runner.run(["live-activity", "validate-payload", update, "--app", app, "--attributes", "BrewAttributes", "--headers", headers, "--json", "--locale", "en"])
        #expect(json.status == 1)
        let problems = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        let places: [String] = problems.map { problem -> String in
            let file = problem["file"] as? String ?? "", line = problem["line"] as? Int ?? 0, column = problem["column"] as? Int ?? 0
            return "\(file):\(line):\(column) \(problem["severity"] as? String ?? "") \(problem["code"] as? String ?? "")"
        }
        #expect(places == [
            "\(update):6:18 warning liveActivity.date", "\(update):7:19 warning liveActivity.contentStateField",
            "\(update):8:19 error liveActivity.contentStateField", "\(headers):2:13 error liveActivity.topic",
        ])
        let good = try runner.run(["live-activity", "validate-payload", Self.payloads.appendingPathComponent("start-good.json").path, "--app", app,
                                   "--attributes", "BrewAttributes", "--json"])
        #expect(good.status == 0 && good.output == "[]\n")
    }

    @Test(arguments: [
        ("en", "Error: --project cannot be used with --app: --project reads the Live Activity from an app's project sources, --app from an app folder's integrations.json. Give one of them."),
        ("ja", "Error: --project と --app は一緒に使えません。--project はアプリのプロジェクトの Swift ソースから、--app はアプリのフォルダの integrations.json から Live Activity を読みます。どちらか一つを指定してください。"),
    ])
    func projectAndAppTogetherAreAUsageError(locale: String, message: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["live-activity", "validate-payload", "p.json", "--project", "Kettle", "--app", "App", "--attributes", "A", "--locale", locale])
        #expect(result.status == 64)
        #expect(result.error.split(separator: "\n").first.map(String.init) == message)
    }

    @Test func anUnknownAttributesTypeNamesTheNearest() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let app = try Self.app(runner)
        let result = try runner.run(["live-activity", "validate-payload", "-", "--app", app, "--attributes", "BrewAttribute", "--json", "--locale", "en"], input: Data("{}".utf8))
        try result.expectFailure("invalidNotification", naming: [
            "\(app)/integrations.json has no Live Activity \"BrewAttribute\" (did you mean \"BrewAttributes\"?); it has GoalTimerAttributes, BrewAttributes.",
        ])
    }

    /// A project whose sources declare no Live Activity says so, naming the folder.
    @Test func aProjectWithoutLiveActivities() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let larder = Self.repository.appendingPathComponent("Fixtures/Projects/Larder").path
        let result = try runner.run(["live-activity", "validate-payload", "-", "--project", larder, "--attributes", "BrewAttributes", "--json", "--locale", "en"], input: Data("{}".utf8))
        try result.expectFailure("invalidNotification", naming: ["\(larder) has no Live Activities, so none is BrewAttributes."])
    }

    @Test(arguments: [
        (["--event", "pause", "--state", "{}"], Int32(64), "Error: --event must be start, update or end, not 'pause'."),
        (["--event", "update", "--state", "{}", "--priority", "7"], 64, "Error: --priority must be 5 or 10, not 7."),
        (["--event", "update", "--state", "{}", "--entity", "goal-1"], 64, "Error: --attributes-values and --entity apply to --event start only."),
        (["--event", "update", "--state", "{\"strength\": \"bold\",}"], 1, "--state is not valid JSON (line 1, column 21: unexpected '}'; expected a key string)."),
        (["--event", "update", "--state", "[1]"], 1, "--state must be a JSON object ({\"name\": value, …})."),
        (["--event", "update", "--state", "{\"strength\": \"bold\"}"], 1,
         "Cannot write the update payload of BrewAttributes: $.aps.content-state: content-state lacks \"ends_at\" (date), a field of BrewAttributes.ContentState: it does not decode and the update is dropped; $.aps.content-state.strength: content-state's \"strength\" must be one of light, regular, strong, not \"bold\"."),
        (["--event", "start", "--state", "{}", "--entity", "goal-1"], 1, "The Live Activity BrewAttributes names no entity, so \"goal-1\" cannot fill its fixed properties."),
    ])
    func whatThePayloadCommandRefuses(arguments: [String], status: Int32, message: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["live-activity", "payload", "--app", try Self.app(runner), "--attributes", "BrewAttributes", "--locale", "en"] + arguments)
        #expect(result.status == status)
        #expect(result.output == "")
        #expect(result.error.split(separator: "\n").first.map(String.init) == message)
    }
}
