import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsReporting
import IntegrationsRouting
import Testing

@Suite struct RouteCommandTests {
    @Test func aGoalURLNamesTheGoalRouteWithItsID() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        // (The lines' wording: RouteTextTests.aMatchAndAMiss.)
        for (url, form) in [("appcadia://goal/42", "scheme"), ("https://appcadia.com/goals/42", "web")] {
            let result = try runner.run(["route", url, "--json"])
            #expect(result.status == 0)
            let matched = try result.object()
            #expect(matched["route"] as? String == "goal" && matched["form"] as? String == form && matched["match"] as? Bool == true, "\(matched)")
            #expect(matched["parameters"] as? [String: Int] == ["id": 42], "\(matched)")
        }
    }

    @Test func aTypoExitsWithTheNoRouteCodeAndSuggestsTheEditRoute() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["route", "https://appcadia.com/goals/42/edti"])
        #expect(result.status == 3)
        #expect(result.output.isEmpty)
        let json = try runner.run(["route", "https://appcadia.com/goals/42/edti", "--json"])
        #expect(json.status == 3)
        let document = try json.object()
        #expect(document["match"] as? Bool == false)
        #expect(document["matchedPrefix"] as? String == "https://appcadia.com/goals/42", "\(document)")
        #expect(document["expected"] as? [String] == ["edit"], "\(document)")
        #expect(document["nearestRoutes"] as? [String] == ["goalEdit", "goal"], "\(document)")
    }

    /// Each with what its message must name: the URL, the character's place, the limit (the sentences:
    /// URLTextTests.aMalformedURL).
    @Test(arguments: [
        ("not a url", "not a url"),
        // A NUL byte cannot reach a process through its arguments; other control characters can.
        ("appcadia://goal/4\u{1}2", "18"),
        ("appcadia://goal/42\nrm", "19"),
        // A browser opens no URL whose host holds a space (the WHATWG URL Standard's forbidden host code points).
        ("https://appcadia .com/goals/1", "https://appcadia .com/goals/1"),
        ("appcadia://goal/" + String(repeating: "9", count: 100_000), "65536"),
    ])
    func malformedURLsExitOneWithAMessage(url: String, named: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.run(["route", url, "--json"]).expectFailure("invalidRoute", naming: [named, "https://example.com/items/42"])
    }

    @Test func unknownSchemesMissAndSayWhatTheAppHandles() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["route", "mailto:someone@example.com", "--json"])
        #expect(result.status == 3)
        let miss = try result.object()
        #expect(miss["match"] as? Bool == false && miss["expected"] as? [String] == ["appcadia://", "https://appcadia.com"], "\(miss)")
    }

    @Test func urlGeneratesAndRouteResolvesItBack() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let generated = try runner.run(["url", "goalEdit", "--param", "id=7", "--form", "web"])
        #expect(generated.status == 0)
        #expect(generated.output == "https://appcadia.com/goals/7/edit\n")
        let resolved = try runner.run(["route", "https://appcadia.com/goals/7/edit", "--json"])
        let matched = try resolved.object()
        #expect(matched["route"] as? String == "goalEdit" && matched["parameters"] as? [String: Int] == ["id": 7], "\(matched)")
        #expect(try runner.run(["url", "goal", "--param", "id=x"]).status == 1)
        #expect(try runner.run(["url", "goal", "--param", "id"]).status == 64)
    }

    @Test func routesListsTheTableWithoutProblems() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["routes", "--json"])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        let table = try result.object()
        #expect((table["problems"] as? [Any])?.isEmpty != false, "\(table)")
        let goalEdit = try #require((table["routes"] as? [[String: Any]])?.first { $0["name"] as? String == "goalEdit" })
        #expect(goalEdit["isUniversalLink"] as? Bool == true && goalEdit["handlesAppClip"] as? Bool == false, "\(goalEdit)")
        #expect(goalEdit["parameters"] as? [String: String] == ["id": "int"], "\(goalEdit)")
        #expect(goalEdit["forms"] as? [[String: String]] == [["kind": "web", "template": "https://appcadia.com/goals/{id}/edit"]], "\(goalEdit)")
    }
}

extension RouteCommandTests {
    /// `routes --json`: each route with its forms, typed parameters and whether it is a universal link
    /// (the table's wording: RouteTextTests.theTable).
    @Test func theTableListsEachRouteWithItsFormsAndParameters() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["routes", "--json"])
        #expect(result.status == 0)
        let routes = try #require(try result.object()["routes"] as? [[String: Any]], "\(result.output)")
        let edit = try #require(routes.first { $0["name"] as? String == "goalEdit" }, "\(routes)")
        #expect(edit["forms"] as? [[String: String]] == [["kind": "web", "template": "https://appcadia.com/goals/{id}/edit"]], "\(edit)")
        #expect(edit["parameters"] as? [String: String] == ["id": "int"], "\(edit)")
        #expect(edit["isUniversalLink"] as? Bool == true && edit["handlesAppClip"] as? Bool == false, "\(edit)")
    }
}

@Suite struct AASACommandTests {
    @Test func theGeneratedFileSaysTheAppOpensAGoalURL() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.shell("integrations aasa generate | integrations aasa check https://appcadia.com/goals/42 --file - --json")
        #expect(result.status == 0)
        let opened = try result.object()
        #expect(opened["match"] as? Bool == true && opened["appIDs"] as? [String] == ["A1B2C3D4E5.com.appcadia.app"], "\(opened)")
        #expect((opened["trace"] as? [String])?.last?.hasPrefix(#"details[0].components[10] {"/": "/goals/?*"}: "#) == true, "the component that matched: \(opened)")
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
        let result = try runner.run(["aasa", "check", "https://appcadia.com/", "--file", "-", "--json"], input: Data(#"{"applinks": {"details": [{"components": []}]}}"#.utf8))
        try result.expectFailure("invalidManifest", naming: ["$.applinks.details[0].appID", "27"])
        try runner.expectWording(
            ["aasa", "check", "https://appcadia.com/", "--file", "-"], input: Data(#"{"applinks": {"details": [{"components": []}]}}"#.utf8),
            ja: "標準入力 を読めません: $.applinks.details[0].appID（1行27列目） にキー「appID」が必要です。ファイルを直してからもう一度実行してください。\n",
            en: "Cannot read standard input: expected the key \"appID\" at $.applinks.details[0].appID (line 1, column 27). Fix the file and run the command again.\n")
    }
}

/// What `route` and `routes` print for a person, in both languages (the behaviour: RouteCommandTests, on
/// `--json`). The route table's text is not translated: its words are the manifest's.
@Suite struct RouteTextTests {
    @Test func aMatchAndAMiss() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        for (locale, scheme, web) in [("ja", "ルート goal（scheme）\n  id = 42\n", "ルート goal（web）\n  id = 42\n"),
                                      ("en", "Route goal (scheme)\n  id = 42\n", "Route goal (web)\n  id = 42\n")] {
            #expect(try runner.run(["route", "appcadia://goal/42", "--locale", locale]).output == scheme)
            #expect(try runner.run(["route", "https://appcadia.com/goals/42", "--locale", locale]).output == web)
        }
        try runner.expectWording(
            ["route", "https://appcadia.com/goals/42/edti"],
            ja: "「https://appcadia.com/goals/42/edti」に一致するルートはありません。\n  https://appcadia.com/goals/42 までは一致。次に来られるのは: edit\n  近いルート: goalEdit, goal\n",
            en: "No route matches \"https://appcadia.com/goals/42/edti\".\n  Matched up to https://appcadia.com/goals/42; next could be: edit\n  Nearest routes: goalEdit, goal\n",
            status: 3)
        try runner.expectWording(
            ["route", "mailto:someone@example.com"],
            ja: "「mailto:someone@example.com」に一致するルートはありません。\n  このアプリが扱うのは: appcadia://, https://appcadia.com\n",
            en: "No route matches \"mailto:someone@example.com\".\n  This app handles: appcadia://, https://appcadia.com\n",
            status: 3)
    }

    /// A route of the table as the reporter words it, the same in both languages (the command's table,
    /// asserted on its document: RouteCommandTests.theTableListsEachRouteWithItsFormsAndParameters).
    @Test(arguments: [Language.ja, Language.en])
    func theTable(language: Language) throws {
        let app = try App.load(from: CheckCommandTests.fixtures.deletingLastPathComponent().appendingPathComponent("Appcadia"))
        let text = RoutesReporter(language: language).report(Router(app.manifest.routes))
        #expect(text.standardOutput.contains("goalEdit  (universal link)\n  web    https://appcadia.com/goals/{id}/edit\n         {id}: int\n"))
    }
}
