import Foundation
import IntegrationsCore
import IntegrationsRouting
import PropertyBased
import Testing

@Suite struct QueryParameterTests {
    static let router = Router([
        RouteDeclaration(
            name: "search", forms: [.init(.web, "https://h.example/search")],
            query: [
                "q": QueryParameter(.string, isRequired: true),
                "page": QueryParameter(.int, defaultValue: "1"),
                "sort": QueryParameter(.enumeration(["new", "old"])),
            ])
    ])

    @Test(arguments: [
        ("https://h.example/search?q=goal", ["q": RouteValue.string("goal"), "page": .int(1)]),
        ("https://h.example/search?q=goal&page=3&sort=old&utm=x", ["q": .string("goal"), "page": .int(3), "sort": .string("old")]),
        // Form encoding: + is a space, %XX decoded.
        ("https://h.example/search?q=%E7%9B%AE%E6%A8%99+%E9%81%94%E6%88%90", ["q": .string("目標 達成"), "page": .int(1)]),
        ("https://h.example/search?q=a%2Bb%26c", ["q": .string("a+b&c"), "page": .int(1)]),
    ] as [(String, [String: RouteValue])])
    func typedOptionalRequiredAndDefaults(url: String, parameters: [String: RouteValue]) {
        #expect(resolve(Self.router, url) == .match(RouteMatch(route: "search", form: .web, parameters: parameters)))
    }

    @Test(arguments: ["https://h.example/search", "https://h.example/search?q=x&page=two", "https://h.example/search?q=x&sort=random"])
    func aMissingRequiredOrMistypedItemIsAMiss(url: String) {
        guard case .miss(let miss) = resolve(Self.router, url) else {
            Issue.record("\(url) should miss")
            return
        }
        #expect(miss.nearestRoutes == ["search"])
        #expect(miss.expected.count == 1 && miss.expected[0].hasPrefix("?"))
    }

    @Test func generatedQueriesRoundTrip() async {
        let text = Gen<Character?>.element(of: Array("ab 目+&=?#%/é")).compactMap { $0 }.array(of: 1...10).map { String($0) }
        await propertyCheck(count: 500, input: text, Gen.int(in: 1...1_000)) { query, page in
            let parameters: [String: RouteValue] = ["q": .string(query), "page": .int(page)]
            do {
                let url = try Self.router.url(for: "search", parameters: parameters, form: .web)
                #expect(Self.router.resolve(url) == .match(RouteMatch(route: "search", form: .web, parameters: parameters)), "\(url)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func generationNeedsRequiredItems() {
        #expect(throws: IntegrationsError.self) { try Self.router.url(for: "search", parameters: [:], form: .web) }
        #expect(throws: IntegrationsError.self) { try Self.router.url(for: "search", parameters: ["q": .string("x"), "sort": .string("mid")], form: .web) }
    }
}
