import Foundation
import Testing

@Suite struct RouteCommandTests {
    @Test func aGoalURLNamesTheGoalRouteWithItsID() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["route", "appcadia://goal/42"])
        #expect(result.status == 0)
        #expect(result.output == "ルート goal（scheme）\n  id = 42\n")
        let english = try runner.run(["route", "https://appcadia.com/goals/42", "--locale", "en"])
        #expect(english.output == "Route goal (web)\n  id = 42\n")
    }

    @Test func aTypoExitsWithTheNoRouteCodeAndSuggestsTheEditRoute() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["route", "https://appcadia.com/goals/42/edti", "--locale", "en"])
        #expect(result.status == 3)
        #expect(result.output.isEmpty)
        #expect(result.error == """
            No route matches "https://appcadia.com/goals/42/edti".
              Matched up to https://appcadia.com/goals/42; next could be: edit
              Nearest routes: goalEdit, goal

            """)
        let json = try runner.run(["route", "https://appcadia.com/goals/42/edti", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(document?["match"] as? Bool == false)
        #expect((document?["nearestRoutes"] as? [String])?.first == "goalEdit")
    }

    @Test(arguments: [
        ("not a url", "it does not start with a scheme and a colon (such as https: or myapp:)"),
        // A NUL byte cannot reach a process through its arguments; other control characters can.
        ("appcadia://goal/4\u{1}2", "it contains a control character (such as NUL) at character 18"),
        ("appcadia://goal/42\nrm", "it contains a control character (such as NUL) at character 19"),
        // A browser opens no URL whose host holds a space (the WHATWG URL Standard's forbidden host code points).
        ("https://appcadia .com/goals/1", "the host holds ' ', which a host cannot (a browser does not open this URL)"),
        ("appcadia://goal/" + String(repeating: "9", count: 100_000), "it is longer than 65536 bytes"),
    ])
    func malformedURLsExitOneWithAMessage(url: String, reason: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["route", url, "--locale", "en"])
        #expect(result.status == 1)
        #expect(result.error.contains("cannot be used as a URL: \(reason). Give a URL such as https://example.com/items/42."))
    }

    @Test func unknownSchemesMissAndSayWhatTheAppHandles() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["route", "mailto:someone@example.com", "--locale", "en"])
        #expect(result.status == 3)
        #expect(result.error.contains("This app handles: appcadia://, https://appcadia.com"))
    }

    @Test func urlGeneratesAndRouteResolvesItBack() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let generated = try runner.run(["url", "goalEdit", "--param", "id=7", "--form", "web"])
        #expect(generated.status == 0)
        #expect(generated.output == "https://appcadia.com/goals/7/edit\n")
        let resolved = try runner.run(["route", "https://appcadia.com/goals/7/edit", "--locale", "en"])
        #expect(resolved.output == "Route goalEdit (web)\n  id = 7\n")
        #expect(try runner.run(["url", "goal", "--param", "id=x"]).status == 1)
        #expect(try runner.run(["url", "goal", "--param", "id"]).status == 64)
    }

    @Test func routesListsTheTableWithoutProblems() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["routes"])
        #expect(result.status == 0)
        #expect(result.output.contains("goalEdit  (universal link)\n  web    https://appcadia.com/goals/{id}/edit\n         {id}: int\n"))
        #expect(result.error.isEmpty)
    }
}

@Suite struct AASACommandTests {
    @Test func theGeneratedFileSaysTheAppOpensAGoalURL() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.shell("integrations aasa generate | integrations aasa check https://appcadia.com/goals/42 --file - --locale en")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Opens A1B2C3D4E5.com.appcadia.app\n"))
        #expect(result.output.hasSuffix(" {\"/\": \"/goals/?*\"}: matches → opens A1B2C3D4E5.com.appcadia.app\n"))
        for (locale, last) in [
            ("en", #" {"/": "/?*"}: matches, exclude → does not open"#),
            ("ja", #" {"/": "/?*"}: 一致、exclude → 開かない"#),
        ] {
            let json = try runner.run(["aasa", "check", "https://appcadia.com/nothing", "--json", "--locale", locale])
            #expect(json.status == 3)
            let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
            #expect(document?["url"] as? String == "https://appcadia.com/nothing")
            #expect(document?["match"] as? Bool == false)
            #expect(document?["appIDs"] as? [String] == [])
            #expect((document?["trace"] as? [String])?.last?.hasSuffix(last) == true)
        }
        let japanese = try runner.shell("integrations aasa generate | integrations aasa check https://appcadia.com/goals/42 --file - --locale ja")
        #expect(japanese.output.hasSuffix(" {\"/\": \"/goals/?*\"}: 一致 → A1B2C3D4E5.com.appcadia.app を開く\n"))
    }

    @Test func brokenAASAJSONIsAClearError() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.shell("echo '{\"applinks\": {\"details\": [{\"components\": []}]}}' | integrations aasa check https://appcadia.com/ --file - --locale en")
        #expect(result.status == 1)
        #expect(result.error == "Cannot read standard input: expected the key \"appID\" at $.applinks.details[0].appID (line 1, column 27). Fix the file and run the command again.\n")
    }
}
