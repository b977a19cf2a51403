import Foundation
import IntegrationsCore
import IntegrationsRouting
import PropertyBased
import Testing

/// Appcadia's routes, from the app's design.
let appcadiaRoutes: [RouteDeclaration] = [
    RouteDeclaration(
        name: "goal", forms: [.init(.scheme, "appcadia://goal/{id}"), .init(.web, "https://appcadia.com/goals/{id}")],
        parameters: ["id": .int], isUniversalLink: true),
    RouteDeclaration(name: "goalEdit", forms: [.init(.web, "https://appcadia.com/goals/{id}/edit")], parameters: ["id": .int], isUniversalLink: true),
    RouteDeclaration(name: "progress", forms: [.init(.scheme, "appcadia://progress"), .init(.web, "https://appcadia.com/progress")], isUniversalLink: true),
    RouteDeclaration(name: "trainer", forms: [.init(.scheme, "appcadia://trainer/{id}")], parameters: ["id": .int]),
    RouteDeclaration(name: "home", forms: [.init(.web, "https://appcadia.com/")], isUniversalLink: true),
]

func resolve(_ router: Router, _ text: String) -> RouteResolution {
    guard let url = URL(string: text) else { fatalError("test URL \(text) is malformed") }
    return router.resolve(url)
}

func match(_ route: String, _ form: RouteForm.Kind, _ parameters: [String: RouteValue] = [:]) -> RouteResolution {
    .match(RouteMatch(route: route, form: form, parameters: parameters))
}

@Suite struct AppcadiaRoutingTests {
    let router = Router(appcadiaRoutes)

    @Test(arguments: [
        ("appcadia://goal/42", match("goal", .scheme, ["id": .int(42)])),
        ("https://appcadia.com/goals/42", match("goal", .web, ["id": .int(42)])),
        ("https://appcadia.com/goals/42/edit", match("goalEdit", .web, ["id": .int(42)])),
        ("appcadia://progress", match("progress", .scheme)),
        ("https://appcadia.com/progress", match("progress", .web)),
        ("appcadia://trainer/3", match("trainer", .scheme, ["id": .int(3)])),
        ("https://appcadia.com/", match("home", .web)),
        ("https://appcadia.com", match("home", .web)),
        // Trailing slashes and empty segments are ignored.
        ("appcadia://goal/42/", match("goal", .scheme, ["id": .int(42)])),
        ("https://appcadia.com//goals///42", match("goal", .web, ["id": .int(42)])),
        // Host and scheme without case; the query and fragment do not take part.
        ("HTTPS://AppCadia.COM/goals/7?from=mail#top", match("goal", .web, ["id": .int(7)])),
    ] as [(String, RouteResolution)])
    func resolvesEveryForm(url: String, expected: RouteResolution) {
        #expect(resolve(router, url) == expected)
        #expect(router.diagnostics.isEmpty)
    }

    @Test func aValueThatFailsItsTypeIsAMissThatSaysSo() throws {
        guard case .miss(let miss) = resolve(router, "appcadia://goal/abc") else {
            Issue.record("expected a miss")
            return
        }
        #expect(miss.matchedPrefix == "appcadia://goal")
        #expect(miss.expected == ["{int}"])
    }

    @Test func aTypoSuggestsTheNearestRoute() throws {
        guard case .miss(let miss) = resolve(router, "https://appcadia.com/goals/42/edti") else {
            Issue.record("expected a miss")
            return
        }
        #expect(miss.matchedPrefix == "https://appcadia.com/goals/42")
        #expect(miss.expected == ["edit"])
        #expect(miss.nearestRoutes.first == "goalEdit")
    }

    @Test(arguments: ["https://appcadia.com/Goals/42", "appcadia://goal/../Goal/42", "ftp://appcadia.com/goals/1", "https://example.com/goals/1"])
    func pathsKeepTheirCaseAndUnknownHostsMiss(url: String) {
        guard case .miss = resolve(router, url) else {
            Issue.record("\(url) should not match")
            return
        }
    }

    /// Schemes and hosts are compared without case (RFC 3986, 3.1 and 3.2.2), a custom scheme's host
    /// too; paths keep their case unless the route says otherwise.
    @Test(arguments: ["AppCadia://GOAL/1", "APPCADIA://goal/1", "appcadia://Goal/1", "HTTPS://AppCadia.COM/goals/1"])
    func schemesAndHostsAreCaseInsensitive(url: String) {
        guard case .match(let match) = resolve(router, url) else {
            Issue.record("\(url) should match")
            return
        }
        #expect(match.route == "goal" && match.parameters["id"] == .int(1))
    }

    /// URLs are matched as they arrive: browsers resolve `.` and `..` first.
    @Test(arguments: [
        ("https://appcadia.com/goals/../progress", "progress"),
        ("https://appcadia.com/goals/7/./edit", "goalEdit"),
        ("https://appcadia.com/goals/1/edit/..", "goal"),
        // A browser reads %2E as a dot too (WHATWG), so this is the root.
        ("https://appcadia.com/goals/%2E%2E", "home"),
    ] as [(String, String?)])
    func dotSegmentsAreResolvedBeforeMatching(url: String, route: String?) {
        #expect(router.match(URL(string: url)!)?.route == route)
    }

    @Test(arguments: [".", "..", "a.b", "..."])
    func aParameterValueThatIsADotSegmentSurvivesTheTripInACustomScheme(value: String) throws {
        let router = Router([RouteDeclaration(name: "tag", forms: [.init(.scheme, "app://tags/{name}")])])
        let url = try router.url(for: "tag", parameters: ["name": .string(value)], form: .scheme)
        #expect(router.match(url)?.parameters["name"] == .string(value))
    }

    /// Browsers resolve `.` and `..` however they are encoded, so a web URL cannot carry them as values.
    @Test(arguments: [".", ".."])
    func aWebURLRefusesADotSegmentValue(value: String) throws {
        let router = Router([RouteDeclaration(name: "tag", forms: [.init(.web, "https://h.example/tags/{name}")])])
        #expect(throws: IntegrationsError.self) { try router.url(for: "tag", parameters: ["name": .string(value)], form: .web) }
        let other = try router.url(for: "tag", parameters: ["name": .string("a.b")], form: .web)
        #expect(router.match(other)?.parameters["name"] == .string("a.b"))
    }

    @Test(arguments: [RouteForm.Kind.scheme, .web])
    func generatesTheURLsOfEveryForm(form: RouteForm.Kind) throws {
        let url = try router.url(for: "goal", parameters: ["id": .int(42)], form: form)
        #expect(url.absoluteString == (form == .scheme ? "appcadia://goal/42" : "https://appcadia.com/goals/42"))
    }
}

@Suite struct RouterSemanticsTests {
    @Test func constantBeatsTypedBeatsUntypedBeatsWildcard() {
        let router = Router([
            RouteDeclaration(name: "wild", forms: [.init(.scheme, "x://a/*")]),
            RouteDeclaration(name: "untyped", forms: [.init(.scheme, "x://a/{name}")]),
            RouteDeclaration(name: "typed", forms: [.init(.scheme, "x://a/{id}")], parameters: ["id": .int]),
            RouteDeclaration(name: "constant", forms: [.init(.scheme, "x://a/new")]),
            RouteDeclaration(name: "rest", forms: [.init(.scheme, "x://a/**")]),
        ])
        #expect(resolve(router, "x://a/new") == match("constant", .scheme))
        #expect(resolve(router, "x://a/42") == match("typed", .scheme, ["id": .int(42)]))
        #expect(resolve(router, "x://a/bob") == match("untyped", .scheme, ["name": .string("bob")]))
        #expect(resolve(router, "x://a/b/c") == match("rest", .scheme))
    }

    @Test func backtracksOutOfADeadEnd() {
        let router = Router([
            RouteDeclaration(name: "provider", forms: [.init(.web, "https://h.example/{provider}")]),
            RouteDeclaration(name: "callback", forms: [.init(.web, "https://h.example/google/callback")]),
        ])
        #expect(resolve(router, "https://h.example/google") == match("provider", .web, ["provider": .string("google")]))
        #expect(resolve(router, "https://h.example/google/callback") == match("callback", .web))
    }

    @Test func theResultNeverDependsOnDeclarationOrder() {
        let urls = ["appcadia://goal/1", "https://appcadia.com/goals/2/edit", "https://appcadia.com/", "appcadia://nothing"]
        let expected = urls.map { resolve(Router(appcadiaRoutes), $0) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let router = Router(appcadiaRoutes.shuffled(using: &generator))
            #expect(urls.map { resolve(router, $0) } == expected)
        }
    }

    @Test(arguments: [
        ("x://notes/%E8%AA%AD%E6%9B%B8", "読書"),
        ("x://notes/a+b", "a+b"),
        ("x://notes/a%2Fb", "a/b"),
        ("x://notes/100%25", "100%"),
    ])
    func segmentsArePercentDecodedOnlyWhereEscaped(url: String, value: String) {
        let router = Router([RouteDeclaration(name: "note", forms: [.init(.scheme, "x://notes/{title}")])])
        #expect(resolve(router, url) == match("note", .scheme, ["title": .string(value)]))
    }

    /// The URL is read from its string: user information and port are not the host, a custom scheme
    /// without `//` has its host as the first segment all the same, and a malformed escape is a miss.
    @Test(arguments: [
        ("https://someone@appcadia.com:8443/goals/5", match("goal", .web, ["id": .int(5)])),
        ("https://appcadia.com:443/progress?x=1#y", match("progress", .web)),
        ("appcadia:goal/6", match("goal", .scheme, ["id": .int(6)])),
        ("appcadia://goal/7#fragment", match("goal", .scheme, ["id": .int(7)])),
        ("https://[::1]/goals/5", nil),
        ("appcadia://goal/%zz", nil),
        ("appcadia://goal/%FF", nil),
        ("appcadia://goal/4%", nil),
    ] as [(String, RouteResolution?)])
    func readsTheURLStringItself(url: String, expected: RouteResolution?) {
        let resolution = resolve(Router(appcadiaRoutes), url)
        if let expected {
            #expect(resolution == expected)
        } else if case .match(let match) = resolution {
            Issue.record("\(url) should not match, matched \(match.route)")
        }
    }

    /// Constants compare as strings do: canonically equivalent spellings are one constant.
    @Test func constantsCompareByCanonicalEquivalence() {
        let router = Router([
            RouteDeclaration(name: "kelvin", forms: [.init(.scheme, "x://\u{212A}")]),
            RouteDeclaration(name: "cafe", forms: [.init(.scheme, "x://cafe\u{0301}")]),
        ])
        #expect(resolve(router, "x://K") == match("kelvin", .scheme))
        #expect(resolve(router, "x://caf%C3%A9") == match("cafe", .scheme))
        #expect(resolve(router, "x://cafe%CC%81") == match("cafe", .scheme))
        guard case .miss = resolve(router, "x://cafe") else {
            Issue.record("x://cafe should not match")
            return
        }
    }

    @Test func caseInsensitiveRoutes() {
        let router = Router([RouteDeclaration(name: "help", forms: [.init(.web, "https://h.example/Help")], isCaseInsensitive: true)])
        #expect(resolve(router, "https://h.example/HELP") == match("help", .web))
        #expect(resolve(router, "https://h.example/help") == match("help", .web))
    }

    @Test func conflictsAndMalformedTemplatesAreDiagnosedNotFatal() {
        let router = Router([
            RouteDeclaration(name: "a", forms: [.init(.scheme, "x://p/{id}")], parameters: ["id": .int]),
            RouteDeclaration(name: "b", forms: [.init(.scheme, "x://p/{n}")], parameters: ["n": .int]),
            RouteDeclaration(name: "a", forms: [.init(.scheme, "x://q")]),
            RouteDeclaration(name: "c", forms: [.init(.scheme, "x://r/**/s")]),
            RouteDeclaration(name: "d", forms: [.init(.scheme, "no-scheme")]),
        ])
        #expect(router.diagnostics.map(\.route).sorted() == ["a", "b", "c", "d"])
        // Each rule has its stable code, which code (not the message's words) branches on.
        let codes = Dictionary(router.diagnostics.map { ($0.route, $0.code) }, uniquingKeysWith: { first, _ in first })
        #expect(codes == ["a": .routeDuplicateName, "b": .routeConflict, "c": .routeInvalidForm, "d": .routeInvalidForm])
        #expect(resolve(router, "x://p/1") == match("a", .scheme, ["id": .int(1)]))
        #expect(router.diagnostics.contains { $0.message.en == "Routes \"b\" (scheme) and \"a\" (scheme) match the same URLs; \"a\" wins." })
    }

    /// A conflict says how to fix it, in both languages, and the check prints the fix after the message.
    @Test func aConflictSaysHowToFixIt() throws {
        let router = Router([
            RouteDeclaration(name: "list", forms: [.init(.scheme, "pantry://list/{id}")], parameters: ["id": .int]),
            RouteDeclaration(name: "shelf", forms: [.init(.scheme, "pantry://list/{n}")], parameters: ["n": .int]),
        ])
        let conflict = try #require(router.diagnostics.first { $0.code == .routeConflict })
        #expect(conflict.suggestion == LocalizedText(
            ja: "「shelf」の scheme のテンプレートを、定数のセグメント、パラメータの型またはホストで「list」と違うものにするか、二つのうち一方を削除してください",
            en: "make the scheme template of \"shelf\" differ from \"list\" by a constant segment, a parameter's type or the host, or remove one of the two"))
        #expect(conflict.diagnostic.text(.en) == "Routes \"shelf\" (scheme) and \"list\" (scheme) match the same URLs; \"list\" wins. "
            + "(make the scheme template of \"shelf\" differ from \"list\" by a constant segment, a parameter's type or the host, or remove one of the two) [route.conflict]")
        #expect(conflict.diagnostic.path == "$.routes[1]")
    }

    /// A route every URL of which an earlier branch takes is reported, naming the route that takes them;
    /// a route that still gets some URLs is not.
    @Test(arguments: [
        (["x://a/{name}", "x://a/*"], ["r1"]),
        (["x://x/{kind}", "x://x/a", "x://x/b"], ["r0"]),
        (["x://x/{kind}", "x://x/a"], []),
        (["x://{a}", "x://{a}/**", "x://**"], ["r2"]),
        (["x://{id}/edit", "x://{name}/edit"], []),
        (["x://{name}", "x://{id}"], []),
        (["x://g/callback", "x://{provider}"], []),
        (["x://k/{kind}/more", "x://k/a/more", "x://k/b/more"], ["r0"]),
        (["x://k/{kind}/more", "x://k/a/more", "x://k/b/other"], []),
        (["x://n/{none}"], ["r0"]),
    ] as [([String], [String])])
    func routesThatCanNeverMatchAreReported(templates: [String], unreachable: [String]) {
        let declarations = templates.enumerated().map { index, template in
            RouteDeclaration(
                name: "r\(index)", forms: [.init(.scheme, template)],
                parameters: ["id": .int, "kind": .enumeration(["a", "b"]), "none": .enumeration([])])
        }
        let router = Router(declarations)
        #expect(router.diagnostics.map(\.route).sorted() == unreachable)
        #expect(router.diagnostics.allSatisfy { $0.code == .routeUnreachable })
    }

    @Test func anUnreachableRouteNamesTheRouteThatTakesItsURLs() {
        let router = Router([
            RouteDeclaration(name: "profile", forms: [.init(.web, "https://h.example/u/{name}")]),
            RouteDeclaration(name: "anything", forms: [.init(.web, "https://h.example/u/*")]),
        ])
        #expect(router.diagnostics.map(\.message) == [LocalizedText(
            ja: "ルート「anything」（web）はどの URL にも一致しません。一致する URL はすべて先に「profile」（web）が取ります。",
            en: "Route \"anything\" (web) can never match: every URL it matches is taken first by \"profile\" (web).")])
    }

    @Test func generationChecksTypesAndNames() {
        let router = Router(appcadiaRoutes)
        #expect(throws: IntegrationsError.self) { try router.url(for: "goal", parameters: ["id": .string("abc")], form: .scheme) }
        #expect(throws: IntegrationsError.self) { try router.url(for: "goal", parameters: [:], form: .scheme) }
        #expect(throws: IntegrationsError.self) { try router.url(for: "trainer", parameters: ["id": .int(1)], form: .web) }
        #expect(throws: IntegrationsError.self) { try router.url(for: "nothing", parameters: [:], form: .web) }
    }
}

/// resolve(generate(r)) == r, over thousands of generated values.
@Suite struct RoundTripTests {
    static let router = Router([
        RouteDeclaration(
            name: "item", forms: [.init(.scheme, "x://items/{id}/{slug}/{kind}"), .init(.web, "https://h.example/i/{id}/{slug}/{kind}")],
            parameters: ["id": .int, "slug": .string, "kind": .enumeration(["daily", "weekly"])]),
        RouteDeclaration(name: "user", forms: [.init(.web, "https://h.example/u/{uuid}")], parameters: ["uuid": .uuid]),
    ])

    @Test func everyGeneratedURLResolvesBackToItsParameters() async {
        // Characters that need percent-encoding in a path, and some that must stay as they are.
        let slug = Gen<Character?>.element(of: Array("aZ09/%+ 目?#読書é-_.~;:@!$&'()")).compactMap { $0 }.array(of: 1...12).map { String($0) }
        await propertyCheck(count: 2_000, input: Gen.int(in: Int.min...Int.max), slug, Gen.bool) { id, slug, weekly in
            let parameters: [String: RouteValue] = ["id": .int(id), "slug": .string(slug), "kind": .string(weekly ? "weekly" : "daily")]
            for form in [RouteForm.Kind.scheme, .web] {
                if form == .web, slug == "." || slug == ".." {
                    #expect(throws: IntegrationsError.self) { try Self.router.url(for: "item", parameters: parameters, form: form) }
                    continue
                }
                do {
                    let url = try Self.router.url(for: "item", parameters: parameters, form: form)
                    #expect(Self.router.resolve(url) == .match(RouteMatch(route: "item", form: form, parameters: parameters)), "\(url)")
                } catch {
                    Issue.record("\(error)")
                }
            }
        }
    }

    @Test func uuidsRoundTrip() throws {
        for _ in 0..<500 {
            let uuid = UUID()
            let url = try Self.router.url(for: "user", parameters: ["uuid": .uuid(uuid)], form: .web)
            #expect(Self.router.resolve(url) == .match(RouteMatch(route: "user", form: .web, parameters: ["uuid": .uuid(uuid)])))
        }
    }
}
