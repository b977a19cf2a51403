import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsRouting
import Testing

/// `routes --json` and `init --json` as Swift callers encode them: each route-table problem is the diagnostic
/// `check --json` prints, and a written app folder is its folder, files and check command.
@Suite struct RoutesDocumentTests {
    static let repeated = [
        RouteDeclaration(name: "item", forms: [RouteForm(.scheme, "notes://item/{id}")], parameters: ["id": .int]),
        RouteDeclaration(name: "item", forms: [RouteForm(.scheme, "notes://other/{id}")], parameters: ["id": .int]),
    ]

    static func json(_ document: some Encodable) -> String {
        ReportText.json(document, fallback: "").standardOutput
    }

    /// Without a manifest to place them in, the problems are at their JSON path, in the chosen language.
    @Test(arguments: [
        (Language.en, #"The route name \"item\" is declared twice; the later declaration is left out."#),
        (Language.ja, "ルート名「item」が重複しています。後の宣言は使いません。"),
    ])
    func aProblemIsADiagnosticWithItsCode(language: Language, message: String) {
        let document = RoutesDocument(Router(Self.repeated), language: language)
        let problems = Self.json(document.problems)
        #expect(problems == """
            [
              {
                "code" : "route.duplicateName",
                "column" : null,
                "file" : null,
                "line" : null,
                "message" : "\(message)",
                "path" : "$.routes[1]",
                "related" : [

                ],
                "severity" : "error",
                "suggestion" : null
              }
            ]

            """)
    }

    /// Placed problems (as `CheckEngine.routeTable` gives them) keep their file, line and column.
    @Test func placedProblemsKeepTheirPlace() throws {
        let router = Router(Self.repeated)
        let placed = router.diagnostics.map(\.diagnostic).map { diagnostic in
            var copy = diagnostic
            copy.file = "Notes/integrations.json"
            copy.line = 9
            copy.column = 5
            return copy
        }
        let document = RoutesDocument(router, language: .en, problems: placed)
        #expect(document.problems == placed.map { DiagnosticDocument($0, language: .en) })
        let problem = try #require(document.problems.first)
        #expect(problem.file == "Notes/integrations.json" && problem.line == 9 && problem.column == 5)
        #expect(document.routes.map(\.name) == ["item", "item"])
    }

    @Test func aWrittenFolderIsItsPathFilesAndCheckCommand() {
        let made = MadeAppFolder(files: ["integrations.json", "items.json"], folder: "/tmp/My App", checkCommand: "integrations check --app 'My App'")
        #expect(Self.json(made) == """
            {
              "checkCommand" : "integrations check --app 'My App'",
              "files" : [
                "integrations.json",
                "items.json"
              ],
              "folder" : "/tmp/My App"
            }

            """)
    }
}
