import Foundation
import IntegrationsCore
import IntegrationsRouting
import Testing

/// `integrations url ROUTE --param name=value`: parameters typed as text are read as their declared types,
/// and a name the route does not have is refused naming the ones it has.
@Suite struct TextParameterURLTests {
    static let router = Router([
        RouteDeclaration(name: "home", forms: [.init(.scheme, "app://home"), .init(.web, "https://h.example/")]),
        RouteDeclaration(name: "goal", forms: [.init(.scheme, "app://goal/{id}"), .init(.web, "https://h.example/goals/{id}")], parameters: ["id": .int]),
        RouteDeclaration(name: "tab", forms: [.init(.scheme, "app://goal/{id}/{tab}")], parameters: ["id": .int, "tab": .enumeration(["today", "week"])]),
        RouteDeclaration(name: "search", forms: [.init(.scheme, "app://search")], query: ["q": QueryParameter(.string, isRequired: true)]),
        RouteDeclaration(name: "note", forms: [.init(.scheme, "app://note/{title}")]),
    ])

    @Test(arguments: [
        ("goal", ["id": "42"], RouteForm.Kind.scheme, "app://goal/42"),
        ("goal", ["id": "42"], .web, "https://h.example/goals/42"),
        ("tab", ["id": "7", "tab": "week"], .scheme, "app://goal/7/week"),
        ("search", ["q": "目標 a&b"], .scheme, "app://search?q=%E7%9B%AE%E6%A8%99+a%26b"),
        ("note", ["title": "読書/本"], .scheme, "app://note/%E8%AA%AD%E6%9B%B8%2F%E6%9C%AC"),
        ("home", [:], .web, "https://h.example"),
    ])
    func textIsReadAsTheDeclaredType(route: String, parameters: [String: String], form: RouteForm.Kind, url: String) throws {
        let generated = try Self.router.url(for: route, textParameters: parameters, form: form)
        #expect(generated.absoluteString == url)
        // What it generates resolves back to the same route and values.
        guard case .match(let match) = Self.router.resolve(generated) else {
            Issue.record("\(generated) does not resolve")
            return
        }
        #expect(match.route == route)
        #expect(match.parameters.mapValues(\.description) == parameters)
    }

    @Test(arguments: [
        ("goal", ["id": "42", "tab": "week"], "Route \"goal\" has no parameter \"tab\". Its parameters are id.",
         "ルート「goal」にパラメータ「tab」はありません。パラメータは id です。"),
        ("home", ["id": "1"], "Route \"home\" has no parameter \"id\". It takes no parameters.",
         "ルート「home」にパラメータ「id」はありません。このルートにパラメータはありません。"),
        // A value that does not fit its type is kept as text, and the generator names the parameter and its type.
        ("goal", ["id": "forty-two"], "Route \"goal\" needs the parameter \"id\" with a value of type int (\"forty-two\" does not fit).", nil),
        ("tab", ["id": "7", "tab": "month"], "Route \"tab\" needs the parameter \"tab\" with a value of type one of today, week (\"month\" does not fit).", nil),
        ("nowhere", ["id": "1"], "There is no route \"nowhere\".", nil),
    ] as [(String, [String: String], String, String?)])
    func aParameterThatCannotBeUsedIsRefused(route: String, parameters: [String: String], english: String, japanese: String?) {
        let error = #expect(throws: IntegrationsError.self) {
            try Self.router.url(for: route, textParameters: parameters, form: .scheme)
        }
        #expect(error?.kind == .invalidRoute)
        #expect(error?.message.en == english)
        if let japanese { #expect(error?.message.ja == japanese) }
    }
}
