import Foundation
import IntegrationsCore
import IntegrationsRouting
import Testing

/// A route table's problem converts to the one `Diagnostic` shape with its code and message kept, at the
/// JSON path of the declaration at fault.
@Suite struct RouteDiagnosticTests {
    /// Tables with one problem each: the routes, and the code and declaration the problem names.
    static let tables: [(routes: [RouteDeclaration], code: Diagnostic.Code, declaration: Int)] = [
        // The later of two declarations with one name is left out, and reported.
        ([RouteDeclaration(name: "a", forms: [.init(.scheme, "x://p")]), RouteDeclaration(name: "a", forms: [.init(.scheme, "x://q")])],
         .routeDuplicateName, 1),
        ([RouteDeclaration(name: "ok", forms: [.init(.scheme, "x://ok")]), RouteDeclaration(name: "bad", forms: [.init(.scheme, "no-scheme")])],
         .routeInvalidForm, 1),
        // `b` loses to `a` (by name): reported on `b`, declared first.
        ([RouteDeclaration(name: "b", forms: [.init(.scheme, "x://p/{n}")], parameters: ["n": .int]),
          RouteDeclaration(name: "a", forms: [.init(.scheme, "x://p/{id}")], parameters: ["id": .int])],
         .routeConflict, 0),
        ([RouteDeclaration(name: "profile", forms: [.init(.web, "https://h.example/u/{name}")]),
          RouteDeclaration(name: "anything", forms: [.init(.web, "https://h.example/u/*")])],
         .routeUnreachable, 1),
    ]

    @Test(arguments: tables.indices)
    func aRouteProblemIsADiagnosticWithItsCode(_ index: Int) throws {
        let table = Self.tables[index]
        let router = Router(table.routes)
        let problem = try #require(router.diagnostics.first)
        #expect(router.diagnostics.count == 1)
        #expect(problem.code == table.code)
        #expect(problem.declaration == table.declaration)
        #expect(problem.route == table.routes[table.declaration].name)
        let diagnostic = problem.diagnostic
        #expect(diagnostic.code == table.code)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == problem.message)
        #expect(diagnostic.path == "$.routes[\(table.declaration)]")
    }

    /// Without a known declaration, the diagnostic points at the table.
    @Test func aProblemWithoutItsDeclarationIsAtTheTable() {
        let problem = RouteDiagnostic(.routeConflict, route: "a", message: LocalizedText(ja: "衝突", en: "conflict"))
        #expect(problem.diagnostic.path == "$.routes")
        #expect(problem.diagnostic.code == .routeConflict)
    }
}
