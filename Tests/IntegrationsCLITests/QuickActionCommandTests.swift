import Foundation
import Testing

/// `integrations quick-action list|perform` and the Info.plist round trip, on a copy of the bundled sample
/// with quick actions of the test's own (the sample itself gains its own later; issue 35).
@Suite struct QuickActionCommandTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Appcadia")

    static var quickActions: [[String: Any]] { [
        ["type": "com.appcadia.today", "title": ["ja": "今日", "en": "Today"], "icon": "calendar", "does": ["openRoute": "progress"]],
        ["type": "com.appcadia.first", "title": ["ja": "最初の目標", "en": "First goal"], "does": ["openRoute": "goal", "parameters": ["id": "1"]], "dynamic": true],
        ["type": "com.appcadia.check", "title": ["ja": "進捗", "en": "Progress"], "subtitle": ["ja": "今日の", "en": "Today's"], "does": ["runIntent": "CheckProgress"]],
        ["type": "com.appcadia.complete", "title": ["ja": "完了", "en": "Complete"], "does": ["runIntent": "CompleteGoal"], "dynamic": true],
    ] }

    /// A runner, and an app folder in its folder: the sample's files with `quickActions` added.
    static func runner() throws -> (CommandRunner, String) {
        var runner = try CommandRunner()
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-22T21:00:00+09:00"
        runner.overrides["TZ"] = "Asia/Tokyo"
        let app = runner.folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for name in ["goals.json", "trainers.json"] {
            try FileManager.default.copyItem(at: sample.appendingPathComponent(name), to: app.appendingPathComponent(name))
        }
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sample.appendingPathComponent("integrations.json"))) as? [String: Any])
        manifest["quickActions"] = quickActions
        try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys]).write(to: app.appendingPathComponent("integrations.json"))
        return (runner, app.path)
    }

    @Test(arguments: [
        ("ja", """
            com.appcadia.today  今日 → ルート progress  (静的)
            com.appcadia.first  最初の目標 → ルート goal (id=1)  (動的)
            com.appcadia.check  進捗 → インテント CheckProgress  (静的)
            com.appcadia.complete  完了 → インテント CompleteGoal  (動的)

            """),
        ("en", """
            com.appcadia.today  Today → route progress  (static)
            com.appcadia.first  First goal → route goal (id=1)  (dynamic)
            com.appcadia.check  Progress → intent CheckProgress  (static)
            com.appcadia.complete  Complete → intent CompleteGoal  (dynamic)

            """),
    ])
    func theListShowsEachActionAndWhatItDoes(language: String, text: String) throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["quick-action", "list", "--app", app, "--locale", language])
        #expect(result.status == 0 && result.error.isEmpty)
        #expect(result.output == text)
    }

    @Test func theListAsJSONIsTheManifestsDeclarations() throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        let document = try runner.run(["quick-action", "list", "--app", app, "--json"]).object()
        let listed = try #require(document["quickActions"] as? [[String: Any]])
        #expect(listed.map { $0["type"] as? String } == Self.quickActions.map { $0["type"] as? String })
        #expect((listed[1]["does"] as? [String: Any])?["parameters"] as? [String: String] == ["id": "1"])
        #expect(listed[1]["dynamic"] as? Bool == true && listed[0]["dynamic"] == nil)
    }

    @Test func performingARouteActionPrintsTheURLAndItsParameters() throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        let text = try runner.run(["quick-action", "perform", "com.appcadia.first", "--app", app, "--locale", "ja"])
        #expect(text.status == 0)
        #expect(text.output == "開く: appcadia://goal/1（ルート goal）\n  id = 1\n")
        let english = try runner.run(["quick-action", "perform", "com.appcadia.today", "--app", app, "--locale", "en"])
        #expect(english.output == "Opens appcadia://progress (route progress)\n")
        let json = try runner.run(["quick-action", "perform", "com.appcadia.first", "--app", app, "--json"])
        let document = try json.object()
        #expect(document["type"] as? String == "com.appcadia.first" && document["does"] as? String == "openRoute")
        #expect(document["url"] as? String == "appcadia://goal/1" && document["route"] as? String == "goal")
        #expect(document["parameters"] as? [String: Int] == ["id": 1])
        #expect(document["outcome"] == nil && document["intent"] == nil)
    }

    /// An intent action performs the intent as intent run does; one the action gives no value for exits 4.
    @Test func performingAnIntentActionRunsIt() throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        let json = try runner.run(["quick-action", "perform", "com.appcadia.check", "--app", app, "--json", "--locale", "en"])
        #expect(json.status == 0)
        let document = try json.object()
        #expect(document["does"] as? String == "runIntent" && document["intent"] as? String == "CheckProgress")
        #expect(document["outcome"] as? String == "success" && (document["dialog"] as? String)?.isEmpty == false, "\(document)")
        #expect(document["url"] == nil)
        let asks = try runner.run(["quick-action", "perform", "com.appcadia.complete", "--app", app, "--json"])
        #expect(asks.status == 4)
        #expect(try asks.object()["outcome"] as? String == "needsValue")
    }

    @Test(arguments: [
        ("ja", "クイックアクション「com.appcadia.tody」は宣言されていません。「com.appcadia.today」のことですか？\n"),
        ("en", "No quick action \"com.appcadia.tody\" is declared. Did you mean \"com.appcadia.today\"?\n"),
    ])
    func anUndeclaredTypeIsNoMatchNamingTheNearest(language: String, message: String) throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(["quick-action", "perform", "com.appcadia.tody", "--app", app, "--locale", language])
        #expect(result.status == 3)
        #expect(result.output.isEmpty && result.error == message)
        let json = try runner.run(["quick-action", "perform", "com.appcadia.tody", "--app", app, "--json"])
        #expect(json.status == 3)
        let document = try json.object()
        #expect(document["type"] as? String == "com.appcadia.tody" && document["outcome"] as? String == "noMatch")
        #expect(document["nearest"] as? String == "com.appcadia.today")
    }

    /// The app's Info.plist without the static quick actions: a warning each; `export info-plist`'s output
    /// lists them and checks clean.
    @Test func theExportedInfoPlistHoldsTheStaticQuickActions() throws {
        let (runner, app) = try Self.runner()
        defer { runner.remove() }
        let exported = try runner.run(["export", "info-plist", "--app", app])
        #expect(exported.status == 0)
        #expect(exported.output.contains("<key>UIApplicationShortcutItems</key>"))
        #expect(exported.output.contains("<string>com.appcadia.today</string>") && exported.output.contains("<string>com.appcadia.check</string>"))
        #expect(!exported.output.contains("com.appcadia.first") && !exported.output.contains("com.appcadia.complete"))
        let plist = runner.folder.appendingPathComponent("Info.plist")
        try Data(exported.output.utf8).write(to: plist)
        // The action that runs CompleteGoal without its goal is the manifest's own error (perform exits 4 for it above).
        let clean = try runner.run(["check", "--app", app, "--info-plist", plist.path, "--json"])
        #expect(clean.status == 2)
        #expect(try clean.codes() == ["quickAction.intentParameterUnfilled"], "\(clean.output)")
        let without = exported.output.replacingOccurrences(of: "UIApplicationShortcutItems", with: "UIApplicationShortcutItemsOld")
        try Data(without.utf8).write(to: plist)
        let warned = try runner.run(["check", "--app", app, "--info-plist", plist.path, "--json"])
        #expect(try warned.codes().sorted() == ["infoPlist.quickActionMissing", "infoPlist.quickActionMissing", "quickAction.intentParameterUnfilled"])
    }
}
