import Foundation
import GeneratedAppcadia
import GeneratedEverything
import GeneratedHostile
import GeneratedSimmer
import IntegrationsCore
import IntegrationsRouting
import IntegrationsTestSupport
import PropertyBased
import Testing

/// The generated route enums, compiled (`Tests/Generated/*`), against IntegrationsRouting's `Router` on the
/// same manifests: on URLs the router writes for generated values, and on those URLs bent the ways URLs
/// arrive (case, slashes, dot segments, percent-encoding, extra query items), both read the same route
/// with the same values, or both read none; and the enum writes back the URL the router writes.
@Suite struct GeneratedRouteParityTests {
    /// What a generated enum read from a URL, in the router's terms.
    struct Reading: Equatable, CustomStringConvertible {
        var route: String
        var parameters: [String: String]
        var description: String { "\(route) \(parameters.sorted { $0.key < $1.key })" }
    }

    /// One fixture app: its manifest's routes, and its generated enum behind plain closures.
    struct Subject: Sendable, CustomTestStringConvertible {
        var name: String
        var manifest: URL
        var read: @Sendable (URL) -> Reading?
        var write: @Sendable (URL, String) -> String?
        var testDescription: String { name }

        var routes: [RouteDeclaration] {
            (try? JSONDecoder().decode(AppManifest.self, from: Data(contentsOf: manifest)))?.routes ?? []
        }
    }

    static let subjects: [Subject] = [
        Subject(
            name: "Appcadia", manifest: FixtureManifest.fixtures.appendingPathComponent("Appcadia/integrations.json"),
            read: { GeneratedAppcadia.AppRoute(url: $0).map { Reading(route: $0.name, parameters: $0.parameters) } },
            write: { url, form in GeneratedAppcadia.AppRoute(url: url).flatMap { route in GeneratedAppcadia.AppRoute.Form(rawValue: form).flatMap { route.url(form: $0)?.absoluteString } } }),
        Subject(
            name: "Simmer", manifest: FixtureManifest.fixtures.appendingPathComponent("Simmer/integrations.json"),
            read: { GeneratedSimmer.AppRoute(url: $0).map { Reading(route: $0.name, parameters: $0.parameters) } },
            write: { url, form in GeneratedSimmer.AppRoute(url: url).flatMap { route in GeneratedSimmer.AppRoute.Form(rawValue: form).flatMap { route.url(form: $0)?.absoluteString } } }),
        Subject(
            name: "Everything", manifest: FixtureManifest.fixtures.appendingPathComponent("CodeGen/Everything/integrations.json"),
            read: { GeneratedEverything.AppRoute(url: $0).map { Reading(route: $0.name, parameters: $0.parameters) } },
            write: { url, form in GeneratedEverything.AppRoute(url: url).flatMap { route in GeneratedEverything.AppRoute.Form(rawValue: form).flatMap { route.url(form: $0)?.absoluteString } } }),
        Subject(
            name: "Hostile", manifest: FixtureManifest.fixtures.appendingPathComponent("CodeGen/Hostile/integrations.json"),
            read: { GeneratedHostile.AppRoute(url: $0).map { Reading(route: $0.name, parameters: $0.parameters) } },
            write: { url, form in GeneratedHostile.AppRoute(url: url).flatMap { route in GeneratedHostile.AppRoute.Form(rawValue: form).flatMap { route.url(form: $0)?.absoluteString } } }),
    ]

    /// Pieces of parameter values: ASCII, kana, kanji, a decomposed é, reserved characters and dots.
    static let pieces = ["a", "Z", "7", "-", "日記", "かな", "e\u{301}", "é", " ", "+", "%", "/", "?", "#", "&", "=", ".", "..", ";", "~", "@", ":"]

    /// A value for a parameter of `type`, chosen by `choices`.
    static func value(_ type: RouteParameterType, _ choices: [Int]) -> RouteValue {
        let first = choices.first ?? 0
        switch type {
        case .int: return .int(first % 3 == 0 ? -first : first * 7919)
        case .uuid:
            let bytes = (0..<16).map { UInt8(truncatingIfNeeded: (choices.isEmpty ? $0 : choices[$0 % choices.count]) &* 31 &+ $0) }
            return .uuid(UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])))
        case .string: return .string(choices.map { pieces[$0 % pieces.count] }.joined())
        case .enumeration(let values): return .string(values[first % values.count])
        }
    }

    /// The ways a URL is bent on its way in; each keeps or changes what it opens, and both readers must agree.
    static let bends: [@Sendable (String) -> String] = [
        { $0 },
        { $0.replacingOccurrences(of: "://", with: "://").uppercasedScheme() },
        { $0.hasSuffix("/") ? $0 : $0 + "/" },
        { $0.replacingOccurrences(of: "/", with: "//").replacingOccurrences(of: ":////", with: "://") },
        { $0.inserting("/./") },
        { $0.inserting("/x/../") },
        { $0.inserting("/%2e/") },
        { $0.inserting("/%2E%2e/") },
        { $0 + ($0.contains("?") ? "&" : "?") + "extra=1" },
        { $0 + ($0.contains("?") ? "&" : "?") + "page=abc" },
        { $0 + ($0.contains("?") ? "&" : "?") + "q=a+b%20c&sort=old" },
        { $0.replacingOccurrences(of: "e", with: "%65") },
        { $0.replacingOccurrences(of: "e", with: "E") },
        { $0.replacingOccurrences(of: "/1", with: "/01") },
        { $0.replacingOccurrences(of: "-", with: "--") },
        { $0 + "#top" },
        { $0.replacingOccurrences(of: "%", with: "%25") },
        { $0 + "/more" },
    ]

    @Test(arguments: subjects)
    func bothReadTheSameRouteFromEveryURLTheRouterWrites(_ subject: Subject) async throws {
        let routes = subject.routes
        try #require(!routes.isEmpty)
        let router = Router(routes)
        await propertyCheck(count: 1_500, input: Gen.int(in: 0...(routes.count - 1)), Gen.int(in: 0...10_000).array(of: 0...6), Gen.int(in: 0...(Self.bends.count - 1))) { index, choices, bend in
            let declaration = routes[index]
            for form in declaration.forms {
                var parameters: [String: RouteValue] = [:]
                for (offset, name) in declaration.parameterNames.sorted().enumerated() {
                    let type = declaration.parameters[name] ?? declaration.query[name]?.type ?? .string
                    parameters[name] = Self.value(type, choices.map { $0 + offset * 13 })
                }
                guard let written = try? router.url(for: declaration.name, parameters: parameters, form: form.kind) else { continue }
                guard let url = URL(string: Self.bends[bend](written.absoluteString)) else { continue }
                let expected = router.match(url).map { Reading(route: $0.route, parameters: $0.parameters.mapValues(\.description)) }
                #expect(subject.read(url) == expected, "\(url.absoluteString) (from \(written.absoluteString))")
                if let match = router.match(url), let back = try? router.url(for: match.route, parameters: match.parameters, form: match.form) {
                    #expect(subject.write(url, match.form.rawValue) == back.absoluteString, "\(url.absoluteString)")
                }
            }
        }
    }

    @Test(arguments: subjects)
    func bothReadTheSameRouteFromURLsMadeOfPieces(_ subject: Subject) async throws {
        let routes = subject.routes
        let router = Router(routes)
        // Each form's scheme and authority as its template writes them: `https://appcadia.com`, `appcadia://`.
        var starts: Set<String> = []
        for route in routes {
            for form in route.forms {
                guard let separator = form.template.range(of: "://") else { continue }
                let scheme = String(form.template[..<separator.lowerBound])
                let host = form.template[separator.upperBound...].prefix { $0 != "/" }
                starts.insert(scheme == "https" || scheme == "http" ? scheme + "://" + host : scheme + "://")
            }
        }
        let hosts = starts.sorted()
        let segments = ["goal", "goals", "recipe", "cook", "chefs", "item", "items", "shelf", "small", "new", "search", "SEARCH", "default", "links", "open", "files",
                        "profile", "me", "日記", "%E6%97%A5%E8%A8%98", "2fa", "edit", "42", "-1", "0", "x", "", ".", "..", "%2e", "%ZZ", "%FF", "2f1b9a0c-6c1e-4e55-9e1b-5d3c2a1b0f00"]
        let queries = ["", "?step=3", "?step=x", "?q=a", "?q=&page=2", "?sort=new&q=1", "?since=nope&q=z", "?step"]
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...(hosts.count - 1)), Gen.int(in: 0...(segments.count - 1)).array(of: 0...4), Gen.int(in: 0...(queries.count - 1))) { host, path, query in
            // A custom scheme's first segment is its host (`appcadia://goal/1`); a web URL's path follows its host.
            let start = hosts[host]
            let text = start + (start.hasSuffix("://") ? path.map { segments[$0] }.joined(separator: "/") : path.map { "/" + segments[$0] }.joined()) + queries[query]
            guard let url = URL(string: text) else { return }
            let expected = router.match(url).map { Reading(route: $0.route, parameters: $0.parameters.mapValues(\.description)) }
            #expect(subject.read(url) == expected, "\(text)")
        }
    }

    /// The example the generated type's documentation gives, on Appcadia: the first form's URL.
    @Test func aRoutesURLIsItsFirstForm() throws {
        #expect(GeneratedAppcadia.AppRoute.goal(id: 42).url?.absoluteString == "appcadia://goal/42")
        #expect(GeneratedAppcadia.AppRoute.goal(id: 42).url(form: .web)?.absoluteString == "https://appcadia.com/goals/42")
        #expect(GeneratedAppcadia.AppRoute.goal(id: 42).url(form: .clip) == nil)
        #expect(GeneratedAppcadia.AppRoute(url: try #require(URL(string: "HTTPS://AppCadia.com/goals/7/"))) == .goal(id: 7))
        #expect(GeneratedSimmer.AppRoute(url: try #require(URL(string: "simmer://cook/3"))) == .cook(id: 3, step: 1))
        #expect(GeneratedSimmer.AppRoute.cook(id: 3, step: 2).url?.absoluteString == "simmer://cook/3?step=2")
        #expect(GeneratedEverything.AppRoute.shelf(size: "huge").url == nil, "a value outside its list is not written")
        #expect(GeneratedEverything.AppRoute.profile().url(form: .web)?.absoluteString == "https://every.example/me")
        #expect(GeneratedEverything.AppRoute.profile().url(form: .scheme) == nil, "the scheme form needs the user")
    }
}

extension String {
    /// The scheme in capitals: `HTTPS://…`.
    fileprivate func uppercasedScheme() -> String {
        guard let colon = firstIndex(of: ":") else { return self }
        return self[..<colon].uppercased() + self[colon...]
    }

    /// `piece` put in place of the first `/` after the authority (or at the end).
    fileprivate func inserting(_ piece: String) -> String {
        guard let authority = range(of: "://") else { return self }
        let rest = self[authority.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return self + piece.dropLast() }
        return self[..<slash] + piece + self[index(after: slash)...]
    }
}
