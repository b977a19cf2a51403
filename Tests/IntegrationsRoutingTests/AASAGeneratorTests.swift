import Foundation
import IntegrationsCore
import IntegrationsRouting
import PropertyBased
import Testing

/// The generated apple-app-site-association opens exactly the URLs on a universal-link route's shape.
@Suite struct AASAGeneratorTests {
    static let app = AppIdentity(
        name: "T", bundleIdentifier: "com.example.t", urlSchemes: ["t"], teamIdentifier: "TEAM123456",
        associatedDomains: ["applinks:h.example"])

    /// The sample's routes, and a table with what the sample lacks: a constant beside a parameter, an
    /// enumeration, a wildcard, a catch-all, a required query item, a route that is not a universal link
    /// inside one that is, and a case-insensitive route.
    static let tables: [[RouteDeclaration]] = [
        sample,
        [
            RouteDeclaration(name: "home", forms: [.init(.web, "https://h.example/")], isUniversalLink: true),
            RouteDeclaration(name: "goal", forms: [.init(.web, "https://h.example/goals/{id}")], parameters: ["id": .int], isUniversalLink: true),
            RouteDeclaration(name: "newGoal", forms: [.init(.web, "https://h.example/goals/new")]),
            RouteDeclaration(name: "goalDelete", forms: [.init(.web, "https://h.example/goals/{id}/delete")], parameters: ["id": .int]),
            RouteDeclaration(name: "goalTab", forms: [.init(.web, "https://h.example/goals/{id}/{tab}")],
                             parameters: ["id": .int, "tab": .enumeration(["today", "week"])], isUniversalLink: true),
            RouteDeclaration(name: "any", forms: [.init(.web, "https://h.example/a/*/b")], isUniversalLink: true),
            RouteDeclaration(name: "files", forms: [.init(.web, "https://h.example/files/**")], isUniversalLink: true),
            RouteDeclaration(name: "search", forms: [.init(.web, "https://h.example/search")],
                             query: ["q": QueryParameter(.string, isRequired: true)], isUniversalLink: true),
            RouteDeclaration(name: "help", forms: [.init(.web, "https://h.example/Help/{topic}")], isUniversalLink: true, isCaseInsensitive: true),
            RouteDeclaration(name: "start", forms: [.init(.clip, "https://h.example/clip/start")], handlesAppClip: true),
        ],
    ]

    static var sample: [RouteDeclaration] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Appcadia/integrations.json")
        let manifest = try? AppManifest.decode(try Data(contentsOf: url), file: url.path)
        return (manifest?.routes ?? []).map { declaration in
            var declaration = declaration
            declaration.forms = declaration.forms.map { RouteForm($0.kind, $0.template.replacingOccurrences(of: "appcadia.com", with: "h.example")) }
            return declaration
        }
    }

    /// The oracle: the router with every parameter relaxed to a string (AASA cannot say "digits only"),
    /// over the forms on the domain. A URL is on a universal link's shape when this router takes it to a
    /// universal-link route, or to a route's clip form.
    static func onUniversalShape(_ url: URL, routes: [RouteDeclaration]) -> Bool {
        let relaxed = routes.map { declaration -> RouteDeclaration in
            var declaration = declaration
            declaration.forms = declaration.forms.filter { $0.kind != .scheme }
            declaration.parameters = declaration.parameters.mapValues { type in
                if case .enumeration = type { return type }
                return .string
            }
            declaration.query = declaration.query.mapValues { QueryParameter(.string, isRequired: $0.isRequired, defaultValue: $0.defaultValue) }
            return declaration
        }
        guard let match = Router(relaxed).match(url) else { return false }
        let declaration = routes.first { $0.name == match.route }
        return declaration?.isUniversalLink == true || match.form == .clip
    }

    /// URLs near every route: as declared, with a segment added, removed or doubled, values of the wrong
    /// type, dot segments, another case, and with and without query items.
    static func nearbyURLs(_ routes: [RouteDeclaration]) -> [String] {
        var paths: Set<String> = ["/", "/x", "/x/y/z/w/v"]
        for declaration in routes {
            for form in declaration.forms where form.kind != .scheme {
                guard let range = form.template.range(of: "h.example") else { continue }
                let template = String(form.template[range.upperBound...])
                let segments = template.split(separator: "/").map(String.init)
                let fills = ["1", "abc", "today", "x.y", "日本"]
                for fill in fills {
                    let filled = segments.map { $0.hasPrefix("{") || $0 == "*" || $0 == "**" ? fill : $0 }
                    let path = "/" + filled.joined(separator: "/")
                    paths.insert(path)
                    paths.insert(path + "/")
                    paths.insert(path + "/extra")
                    paths.insert(path + "/extra/more")
                    paths.insert("/" + filled.dropLast().joined(separator: "/"))
                    paths.insert("/" + filled.dropFirst().joined(separator: "/"))
                    paths.insert(path + "/..")
                    paths.insert(path + "/../..")
                    paths.insert("/" + filled.joined(separator: "/./"))
                    paths.insert(path + "/../" + (filled.first ?? ""))
                    paths.insert(path.uppercased())
                    if filled.count > 1 { paths.insert("/" + ([filled[0], filled[0]] + filled.dropFirst()).joined(separator: "/")) }
                }
            }
        }
        // Empty segments (`//`) are the difference `aasa generate` notes: left out here.
        return paths.filter { !$0.contains("//") }.sorted().flatMap { path -> [String] in
            let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            return ["https://h.example" + encoded, "https://h.example" + encoded + "?q=term", "https://h.example" + encoded + "?q="]
        }
    }

    @Test(arguments: 0..<tables.count)
    func theFileOpensExactlyTheURLsOnAUniversalLinksShape(table: Int) throws {
        let routes = Self.tables[table]
        let document = try AASAGenerator.generate(routes: routes, app: Self.app, domain: "h.example")
        let compiled = AASAEvaluator.Compiled(document)
        var checked = 0
        for text in Self.nearbyURLs(routes) {
            guard let url = URL(string: text) else { continue }
            let arriving = ArrivingURL.arriving(url)
            let expected = Self.onUniversalShape(arriving, routes: routes)
            let evaluation = compiled.evaluate(url)
            #expect(evaluation.match == expected, "\(text): the file \(evaluation.match ? "opens it" : "does not open it"); the router \(expected ? "takes it to a universal link" : "does not"). Trace: \(evaluation.trace.map(\.en))")
            checked += 1
        }
        #expect(checked > 200)
    }

    @Test func randomPathsAgreeWithTheRouter() async {
        let routes = Self.tables[1]
        guard let document = try? AASAGenerator.generate(routes: routes, app: Self.app, domain: "h.example") else {
            Issue.record("no document")
            return
        }
        let compiled = AASAEvaluator.Compiled(document)
        let words = ["goals", "new", "1", "abc", "delete", "today", "week", "a", "b", "files", "search", "help", "Help", "clip", "start", ".", ".."]
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...(words.count - 1)).array(of: 0...6), Gen.bool) { indices, query in
            let text = "https://h.example/" + indices.map { words[$0] }.joined(separator: "/") + (query ? "?q=x" : "")
            guard let url = URL(string: text), !ArrivingURL.arriving(url).path.contains("//") else { return }
            #expect(compiled.evaluate(url).match == Self.onUniversalShape(ArrivingURL.arriving(url), routes: routes), "\(text)")
        }
    }

    @Test func typedParametersAndEncodedSlashesAreNotedNotHidden() throws {
        let generation = try AASAGenerator.generation(routes: Self.tables[1], app: Self.app, domain: "h.example")
        let notes = generation.notes.map(\.en)
        #expect(notes.contains("route goal: {id} is int, but an AASA pattern can only say \"?*\" (one or more characters): a URL of the wrong type (such as /goals/abc) opens the app and the router finds no route."))
        #expect(notes.contains { $0.hasPrefix("AASA is written by counting segments") })
        #expect(generation.document.applinks?.substitutionVariables == ["goalTab_tab": ["today", "week"]])
    }

    @Test func appClipInvocationURLsOpenTheFullApp() throws {
        let document = try AASAGenerator.generate(routes: Self.tables[1], app: Self.app, domain: "h.example")
        #expect(opens(document, "https://h.example/clip/start"))
        #expect(!opens(document, "https://h.example/clip/other"))
    }

    @Test(arguments: ["http://h.example/goals/1", "HTTP://h.example/goals/1", "ftp://h.example/goals/1"])
    func onlyHTTPSURLsAreUniversalLinks(url: String) throws {
        let document = try AASAGenerator.generate(routes: Self.tables[1], app: Self.app, domain: "h.example")
        let evaluation = AASAEvaluator.evaluate(document, url: URL(string: url)!)
        #expect(!evaluation.match)
        #expect(evaluation.trace.last?.en == "the scheme is not https → does not open (only https URLs are universal links)")
    }

    @Test func dotSegmentsAreResolvedAndSaidInTheTrace() throws {
        let document = try AASAGenerator.generate(routes: Self.tables[0], app: Self.app, domain: "h.example")
        let evaluation = AASAEvaluator.evaluate(document, url: URL(string: "https://h.example/clip/start/../../admin")!)
        #expect(!evaluation.match)
        #expect(evaluation.trace.first?.en == "as it arrives (. and .. resolved): https://h.example/admin")
    }
}

/// The query item rules of apple-app-site-association (WWDC19, "What's New in Universal Links").
@Suite struct AASAQueryItemTests {
    static let document = try! AASAEvaluationTests.components(#"[{"/": "/p", "?": {"ref": "a*"}}, {"/": "/any", "?": {"ref": "*"}}]"#)

    @Test(arguments: [
        ("https://h/p?ref=ab", true),
        ("https://h/p?ref=ab&ref=ac", true),
        // Every instance of a repeated name must match.
        ("https://h/p?ref=ab&ref=zz", false),
        ("https://h/p?ref=zz&ref=ab", false),
        // An absent item, or one without a value, is matched as the empty string.
        ("https://h/p", false),
        ("https://h/any", true),
        ("https://h/any?ref", true),
        ("https://h/any?ref=", true),
        ("https://h/any?other=1", true),
    ])
    func repeatedAndAbsentItems(url: String, opens expected: Bool) {
        #expect(opens(Self.document, url) == expected)
    }
}

/// The pattern matcher against a plain backtracking one, on small inputs where backtracking is cheap.
@Suite struct AASAPatternTests {
    /// `*` any run, `?` any one, anything else itself: the definition, read as a table of which pattern
    /// suffix matches which text suffix (the plain recursion tried every split of every `*` again, so a few
    /// stars against 70 characters took minutes on some random inputs).
    static func reference(_ pattern: [Character], _ text: [Character]) -> Bool {
        // matches[i][j]: pattern[i...] matches text[j...].
        var matches = Array(repeating: Array(repeating: false, count: text.count + 1), count: pattern.count + 1)
        matches[pattern.count][text.count] = true
        for i in stride(from: pattern.count - 1, through: 0, by: -1) {
            for j in stride(from: text.count, through: 0, by: -1) {
                switch pattern[i] {
                case "*": matches[i][j] = matches[i + 1][j] || (j < text.count && matches[i][j + 1])
                case "?": matches[i][j] = j < text.count && matches[i + 1][j + 1]
                default: matches[i][j] = j < text.count && text[j] == pattern[i] && matches[i + 1][j + 1]
                }
            }
        }
        return matches[0][0]
    }

    @Test func agreesWithBacktrackingOnRandomPatterns() async {
        let patternAlphabet: [Character] = ["a", "b", "*", "?", "/"]
        let textAlphabet: [Character] = ["a", "b", "/"]
        await propertyCheck(
            count: 3_000, input: Gen.int(in: 0...4).array(of: 0...7), Gen.int(in: 0...2).array(of: 0...70)
        ) { patternIndices, textIndices in
            let pattern = String(patternIndices.map { patternAlphabet[$0] })
            let text = String(textIndices.map { textAlphabet[$0] })
            guard let document = try? AASAEvaluationTests.components(#"[{"/": "/\#(pattern)"}]"#),
                let url = URL(string: "https://h/" + text)
            else { return }
            #expect(AASAEvaluator.evaluate(document, url: url).match == Self.reference(Array("/" + pattern), Array("/" + text)), "\(pattern) vs \(text)")
        }
    }

    @Test(arguments: [
        (#"$(digit)x"#, "123x", true), (#"$(digit)x"#, "x", false), (#"$(lang)_$(region)"#, "ja_JP", true),
        (#"$(lang)_$(region)"#, "japa_JP", false), (#"$(alpha)$(digit)"#, "ab12", true), (#"$(xdigit)"#, "fF09", true),
        (#"$(alnum)-*"#, "a1-", true), (#"$(upper)$(lower)"#, "Ab", true), (#"$(upper)$(lower)"#, "AB", false),
    ])
    func classVariables(pattern: String, path: String, expected: Bool) throws {
        let document = try AASAEvaluationTests.components(#"[{"/": "/\#(pattern)"}]"#)
        #expect(opens(document, "https://h/" + path) == expected)
    }

    /// Thirteen stars against a long path decide correctly, with and without the final letter. (How long
    /// they take is measured by `routing-bench`, Docs/Benchmarks.md, not timed here.)
    @Test(arguments: [20_000, 60_000])
    func manyStarsAgainstALongURLDecide(length: Int) throws {
        let document = try AASAEvaluationTests.components(#"[{"/": "/\#(String(repeating: "*a", count: 13))b"}]"#)
        #expect(!AASAEvaluator.evaluate(document, url: URL(string: "https://h/" + String(repeating: "a", count: length))!).match)
        #expect(AASAEvaluator.evaluate(document, url: URL(string: "https://h/" + String(repeating: "a", count: length) + "b")!).match)
    }
}
