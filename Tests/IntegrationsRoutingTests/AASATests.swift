import Foundation
import IntegrationsCore
import IntegrationsRouting
import PropertyBased
import Testing

func aasa(_ json: String) throws -> AppleAppSiteAssociation {
    try JSONDecoder().decode(AppleAppSiteAssociation.self, from: Data(json.utf8))
}

func opens(_ document: AppleAppSiteAssociation, _ url: String) -> Bool {
    guard let parsed = URL(string: url) else { return false }
    return AASAEvaluator.evaluate(document, url: parsed).match
}

@Suite struct AASAEvaluationTests {
    static func components(_ components: String, defaults: String = "null", detailDefaults: String = "null", variables: String = "null") throws -> AppleAppSiteAssociation {
        try aasa("""
            {"applinks": {"defaults": \(defaults), "substitutionVariables": \(variables),
              "details": [{"appIDs": ["T.app"], "defaults": \(detailDefaults), "components": \(components)}]}}
            """)
    }

    @Test(arguments: [
        (#"[{"/": "/goals/*"}]"#, "https://h/goals/", true),
        (#"[{"/": "/goals/*"}]"#, "https://h/goals/42/edit", true),
        (#"[{"/": "/goals/?"}]"#, "https://h/goals/4", true),
        (#"[{"/": "/goals/?"}]"#, "https://h/goals/42", false),
        (#"[{"/": "/goals/?*"}]"#, "https://h/goals/", false),
        (#"[{"/": "/goals/?*"}]"#, "https://h/goals/42", true),
        // In order, first match wins: an exclude before a pattern cuts URLs out of it.
        (#"[{"/": "/goals/new", "exclude": true}, {"/": "/goals/*"}]"#, "https://h/goals/new", false),
        (#"[{"/": "/goals/*"}, {"/": "/goals/new", "exclude": true}]"#, "https://h/goals/new", true),
        // Every key must match; a missing key matches anything.
        (#"[{"/": "/s", "?": "q=*"}]"#, "https://h/s?q=1", true),
        (#"[{"/": "/s", "?": "q=*"}]"#, "https://h/s?x=1", false),
        (#"[{"/": "/s", "?": {"lang": "ja", "id": "?*"}}]"#, "https://h/s?id=9&lang=ja", true),
        (#"[{"/": "/s", "?": {"lang": "ja", "id": "?*"}}]"#, "https://h/s?lang=ja", false),
        (##"[{"#": "top"}]"##, "https://h/anything#top", true),
        (##"[{"#": "top"}]"##, "https://h/anything#end", false),
        // Case-sensitive by default; a component can say otherwise.
        (#"[{"/": "/Help"}]"#, "https://h/help", false),
        (#"[{"/": "/Help", "caseSensitive": false}]"#, "https://h/HELP", true),
        // Percent-encoded by default: the pattern sees %E7%9B%AE; decoded with percentEncoded false.
        (#"[{"/": "/tags/目"}]"#, "https://h/tags/%E7%9B%AE", false),
        (#"[{"/": "/tags/%E7%9B%AE"}]"#, "https://h/tags/%E7%9B%AE", true),
        (#"[{"/": "/tags/目", "percentEncoded": false}]"#, "https://h/tags/%E7%9B%AE", true),
        // `?` is one Unicode scalar of the URL as read: three escapes' worth when encoded, one when decoded.
        (#"[{"/": "/tags/?", "percentEncoded": false}]"#, "https://h/tags/%E7%9B%AE", true),
        (#"[{"/": "/tags/?"}]"#, "https://h/tags/%E7%9B%AE", false),
        (#"[{"/": "/tags/?????????"}]"#, "https://h/tags/%E7%9B%AE", true),
        // Many stars: the search remembers what failed, and still finds the match at the end.
        (#"[{"/": "*a*a*a*a*a*a*a*a*b"}]"#, "https://h/" + String(repeating: "a", count: 200), false),
        (#"[{"/": "*a*a*a*a*a*a*a*a*b"}]"#, "https://h/" + String(repeating: "a", count: 200) + "b", true),
        // An empty path is read as "/".
        (#"[{"/": "/"}]"#, "https://h", true),
        // Predefined substitution variables.
        (#"[{"/": "/$(lang)/goals"}]"#, "https://h/ja/goals", true),
        (#"[{"/": "/$(lang)/goals"}]"#, "https://h/JA/goals", false),
        (#"[{"/": "/$(lang)_$(region)/x"}]"#, "https://h/ja_JP/x", true),
        (#"[{"/": "/id/$(digit)"}]"#, "https://h/id/123", true),
        (#"[{"/": "/id/$(digit)"}]"#, "https://h/id/12a", false),
        (#"[{"/": "/c/$(xdigit)"}]"#, "https://h/c/ff00", true),
        (#"[{"/": "/u/$(upper)"}]"#, "https://h/u/ABC", true),
        (#"[{"/": "/l/$(lower)"}]"#, "https://h/l/ABC", false),
        (#"[{"/": "/a/$(alpha)"}]"#, "https://h/a/Abc", true),
        (#"[{"/": "/a/$(alnum)"}]"#, "https://h/a/Ab3", true),
    ] as [(String, String, Bool)])
    func componentRules(components: String, url: String, expected: Bool) throws {
        #expect(opens(try Self.components(components), url) == expected)
    }

    @Test func customSubstitutionVariables() throws {
        let document = try Self.components(#"[{"/": "/$(section)/*"}]"#, variables: #"{"section": ["goals", "trainers"]}"#)
        #expect(opens(document, "https://h/goals/1"))
        #expect(opens(document, "https://h/trainers/2"))
        #expect(!opens(document, "https://h/progress/3"))
    }

    /// Defaults at three levels, the more specific winning.
    @Test func defaultsAtThreeLevels() throws {
        let top = try Self.components(#"[{"/": "/Help"}]"#, defaults: #"{"caseSensitive": false}"#)
        #expect(opens(top, "https://h/help"))
        let detail = try Self.components(#"[{"/": "/Help"}]"#, defaults: #"{"caseSensitive": false}"#, detailDefaults: #"{"caseSensitive": true}"#)
        #expect(!opens(detail, "https://h/help"))
        let component = try Self.components(#"[{"/": "/Help", "caseSensitive": false}]"#, detailDefaults: #"{"caseSensitive": true}"#)
        #expect(opens(component, "https://h/help"))
    }

    @Test func legacyPathsWithNOTAndIgnoredWhenComponentsExist() throws {
        let legacy = try aasa(#"{"applinks": {"details": [{"appID": "T.app", "paths": ["NOT /goals/new", "/goals/*"]}]}}"#)
        #expect(!opens(legacy, "https://h/goals/new"))
        #expect(opens(legacy, "https://h/goals/1"))
        let both = try aasa(#"{"applinks": {"details": [{"appIDs": ["T.app"], "paths": ["*"], "components": [{"/": "/only"}]}]}}"#)
        #expect(!opens(both, "https://h/other"))
        #expect(opens(both, "https://h/only"))
    }

    /// Every way an evaluation ends, its trace's last line states the decision, in both languages.
    @Test(arguments: [
        (#"{"applinks": {"details": [{"appIDs": ["T.app"], "components": [{"/": "/goals/*"}]}]}}"#, "http://h/goals/1", false),
        (#"{"applinks": {"details": []}}"#, "https://h/goals/1", false),
        (#"{"applinks": {"details": [{"appIDs": ["T.app"], "components": [{"/": "/goals/*"}]}]}}"#, "https://h/goals/1", true),
        (#"{"applinks": {"details": [{"appIDs": ["T.app"], "components": [{"/": "/goals/*"}]}]}}"#, "https://h/a/../goals/1", true),
        (#"{"applinks": {"details": [{"appIDs": ["T.app"], "components": [{"/": "/goals/*", "exclude": true}]}]}}"#, "https://h/goals/1", false),
        (#"{"applinks": {"details": [{"appIDs": ["T.app"], "components": [{"/": "/goals/*"}]}]}}"#, "https://h/trainers/1", false),
        (#"{"applinks": {"details": [{"appID": "T.app", "paths": ["/goals/*"]}]}}"#, "https://h/goals/1", true),
        (#"{"applinks": {"details": [{"appID": "T.app", "paths": ["NOT /goals/*"]}]}}"#, "https://h/goals/1", false),
        (#"{"applinks": {"details": [{"appID": "T.app", "paths": ["/goals/*"]}]}}"#, "https://h/trainers/1", false),
    ] as [(String, String, Bool)])
    func theTraceEndsInTheDecision(file: String, url: String, opens: Bool) throws {
        let document = try aasa(file)
        let evaluation = AASAEvaluator.evaluate(document, url: try #require(URL(string: url)))
        #expect(evaluation.match == opens)
        let last = try #require(evaluation.trace.last)
        #expect(last.en.contains(opens ? "→ opens" : "→ does not open"), "\(last.en)")
        #expect(last.ja.contains(opens ? "を開く" : "開かない"), "\(last.ja)")
        #expect(AASAEvaluator.Compiled(document).evaluate(try #require(URL(string: url))) == evaluation)
    }

    @Test func theTraceNamesTheComponentThatDecided() throws {
        let document = try Self.components(#"[{"/": "/goals/new", "exclude": true}, {"/": "/goals/*"}]"#)
        let evaluation = AASAEvaluator.evaluate(document, url: try #require(URL(string: "https://h/goals/1")))
        #expect(evaluation.trace == [
            LocalizedText(ja: #"details[0].components[0] {"/": "/goals/new"}: 一致しない"#, en: #"details[0].components[0] {"/": "/goals/new"}: no match"#),
            LocalizedText(
                ja: #"details[0].components[1] {"/": "/goals/*"}: 一致 → T.app を開く"#,
                en: #"details[0].components[1] {"/": "/goals/*"}: matches → opens T.app"#),
        ])
        #expect(evaluation.appIDs == ["T.app"])
    }
}

@Suite struct AASAGenerationTests {
    static let app = AppIdentity(
        name: "Appcadia", bundleIdentifier: "com.appcadia.app", teamIdentifier: "A1B2C3D4E5",
        associatedDomains: ["applinks:appcadia.com"], appClipBundleIdentifier: "com.appcadia.app.Clip")

    /// The generated file opens the app for every universal-link route's URL and for no other route's.
    @Test func generatorAndEvaluatorAgree() throws {
        let routes = appcadiaRoutes + [
            RouteDeclaration(name: "goalNew", forms: [.init(.web, "https://appcadia.com/goals/new/draft")]),
            RouteDeclaration(name: "settings", forms: [.init(.web, "https://appcadia.com/settings")]),
        ]
        let router = Router(routes)
        let document = try AASAGenerator.generate(routes: routes, app: Self.app, domain: "appcadia.com")
        #expect(document.appclips?.apps == ["A1B2C3D4E5.com.appcadia.app.Clip"])
        for declaration in routes {
            guard declaration.forms.contains(where: { $0.kind == .web }) else { continue }
            let parameters = declaration.parameters.mapValues { _ in RouteValue.int(42) }
            let url = try router.url(for: declaration.name, parameters: parameters, form: .web)
            #expect(AASAEvaluator.evaluate(document, url: url).match == declaration.isUniversalLink, "\(declaration.name): \(url)")
        }
    }

    @Test func aMissingTeamIdentifierIsAnError() {
        var app = Self.app
        app.teamIdentifier = nil
        #expect(throws: IntegrationsError.self) { try AASAGenerator.generate(routes: appcadiaRoutes, app: app, domain: "appcadia.com") }
    }
}

/// The pattern walk has two forms, one machine word for values under 64 characters and arrays of words
/// for longer ones: both must decide as a regular expression of the same pattern does, on either side of
/// that length and with every kind of element.
@Suite struct AASAPatternWalkTests {
    static let elements = ["a", "b", "1", "*", "?", "$(digit)", "$(lang)", "$(alpha)", "$(upper)", "$(region)", "$(choice)"]
    static let expressions = ["a", "b", "1", ".*", ".", "[0-9]+", "[a-z]{2,3}", "[A-Za-z]+", "[A-Z]+", "[A-Z]{2}", "(?:ab|b1a)"]
    static let characters = ["a", "b", "1", "A", "Z"]

    @Test func theWalkDecidesAsARegularExpressionDoesAtEveryLength() async throws {
        await propertyCheck(
            count: 1_500, input: Gen.int(in: 0...(Self.elements.count - 1)).array(of: 0...7),
            Gen.int(in: 0...(Self.characters.count - 1)).array(of: 0...140), Gen.int(in: 0...(Self.characters.count - 1)).array(of: 0...6)
        ) { pattern, body, tail in
            // Half the values are random text; half are made from the pattern (each element's own instance,
            // stars and runs stretched by the random text), so that they match unless the text breaks them.
            let filler = body.map { Self.characters[$0] }.joined()
            let instances = ["a", "b", "1", filler, "b", "12", "en", "aB", "AZ", "JP", "b1a"]
            let value = body.count.isMultiple(of: 2)
                ? filler + tail.map { Self.characters[$0] }.joined()
                : pattern.map { instances[$0] }.joined()
            let text = "/" + pattern.map { Self.elements[$0] }.joined()
            let document = try AASAEvaluationTests.components(
                #"[{"/": "\#(text)"}]"#, variables: #"{"choice": ["ab", "b1a"]}"#)
            let expression = try NSRegularExpression(pattern: "^/" + pattern.map { Self.expressions[$0] }.joined() + "$")
            let path = "/" + value
            let expected = expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
            let url = try #require(URL(string: "https://example.com" + path))
            #expect((AASAEvaluator.Compiled(document).appIDs(opening: url) != nil) == expected, "\(text) on \(path) (\(path.count) characters)")
        }
    }
}

/// A detail of many components looks its rules up by the literal start of their paths: it must decide as
/// walking every component in order does (the first that matches decides), in every reading of the URL.
@Suite struct AASARuleIndexTests {
    static let starts = ["/a", "/a/b", "/A", "/ab", "/b", "/%41", "/a%2Fb", "", "*", "/?"]
    static let rests = ["", "*", "/*", "?", "/$(digit)", "b*"]
    static let paths = ["/a", "/a/b", "/A/B", "/ab/1", "/b", "/%41/x", "/a%2Fb", "/A", "/c", "/ab", "/a/b/c"]

    @Test func aLargeDetailDecidesAsWalkingEveryComponentDoes() async throws {
        await propertyCheck(
            count: 300, input: Gen.int(in: 0...(Self.starts.count * Self.rests.count * 8 - 1)).array(of: 16...40),
            Gen.int(in: 0...(Self.paths.count - 1))
        ) { codes, pathIndex in
            let components = codes.map { code in
                let start = Self.starts[code % Self.starts.count]
                let rest = Self.rests[code / Self.starts.count % Self.rests.count]
                let flags = code / (Self.starts.count * Self.rests.count)
                return #"{"/": "\#(start)\#(rest)", "exclude": \#(flags & 1 == 1), "caseSensitive": \#(flags & 2 == 0), "percentEncoded": \#(flags & 4 == 0)}"#
            }
            let document = try AASAEvaluationTests.components("[" + components.joined(separator: ",") + "]")
            let url = try #require(URL(string: "https://example.com" + Self.paths[pathIndex]))
            // The reference: each component alone, in order (a detail of one is walked, not indexed).
            var decider: (index: Int, opens: Bool)?
            for (index, component) in components.enumerated() {
                let alone = try AASAEvaluationTests.components("[" + component + "]")
                let evaluation = AASAEvaluator.evaluate(alone, url: url)
                if evaluation.trace.last?.en.contains(": matches") == true {
                    decider = (index, evaluation.match)
                    break
                }
            }
            let evaluation = AASAEvaluator.evaluate(document, url: url)
            #expect(evaluation.match == (decider?.opens ?? false), "\(url) against \(components)")
            #expect(evaluation.trace.count == (decider.map { $0.index + 1 } ?? components.count + 1), "\(url) against \(components)")
            #expect((AASAEvaluator.Compiled(document).appIDs(opening: url) != nil) == evaluation.match)
        }
    }
}
