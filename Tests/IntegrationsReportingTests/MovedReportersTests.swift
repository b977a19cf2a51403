import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsRouting
import Testing

/// The reporters that came out of the command (issue 32): the text each says, in both languages.
@Suite struct MovedReportersTests {
    @Test(arguments: [
        (Language.en, 1, "Deleted 1 item.\n"), (Language.en, 3, "Deleted 3 items.\n"),
        (Language.ja, 1, "1件の項目を削除しました。\n"), (Language.ja, 3, "3件の項目を削除しました。\n"),
    ])
    func aDeletionSaysHowManyItemsWent(language: Language, deleted: Int, expected: String) {
        #expect(IndexDeletionReporter(language: language).report(SearchIndexReport(deleted: deleted)).standardOutput == expected)
    }

    @Test(arguments: [
        (Language.en, "Indexed 2 items of Notes (/tmp/s.sqlite).\n"),
        (Language.ja, "Notes の2件の項目を索引しました（/tmp/s.sqlite）。\n"),
    ])
    func aRebuildNamesTheAppAndTheStore(language: Language, expected: String) {
        #expect(IndexRebuildReporter(language: language, app: "Notes", store: "/tmp/s.sqlite").report(SearchIndexReport(indexed: 2)).standardOutput == expected)
    }

    static let routes = [
        RouteDeclaration(name: "item", forms: [RouteForm(.scheme, "notes://item/{id}")], parameters: ["id": .int]),
        RouteDeclaration(name: "home", forms: [RouteForm(.scheme, "notes://home")]),
    ]

    @Test func theRouteTableIsListedByNameWithItsFormsAndParameters() {
        let text = RoutesReporter(language: .en).report(Router(Self.routes))
        #expect(text.standardOutput == "home\n  scheme notes://home\nitem\n  scheme notes://item/{id}\n         {id}: int\n")
        #expect(text.standardError.isEmpty)
        let document = RoutesDocument(Router(Self.routes), language: .en)
        #expect(document.routes.map(\.name) == ["home", "item"])
        #expect(document.problems.isEmpty)
    }

    /// A problem of the table is printed with its fix, as the check prints it (a conflict says which route
    /// to change).
    @Test(arguments: [
        (Language.en, "problem: Routes \"shelf\" (scheme) and \"list\" (scheme) match the same URLs; \"list\" wins. "
            + "(make the scheme template of \"shelf\" differ from \"list\" by a constant segment, a parameter's type or the host, or remove one of the two)\n"),
        (Language.ja, "問題: ルート「shelf」（scheme）と「list」（scheme）は同じ URL に一致します。「list」が使われます。"
            + "（「shelf」の scheme のテンプレートを、定数のセグメント、パラメータの型またはホストで「list」と違うものにするか、二つのうち一方を削除してください）\n"),
    ])
    func aConflictIsPrintedWithItsFix(language: Language, expected: String) {
        let router = Router([
            RouteDeclaration(name: "list", forms: [.init(.scheme, "pantry://list/{id}")], parameters: ["id": .int]),
            RouteDeclaration(name: "shelf", forms: [.init(.scheme, "pantry://list/{n}")], parameters: ["n": .int]),
        ])
        #expect(RoutesReporter(language: language).report(router).standardError == expected)
    }

    @Test(arguments: [
        (Language.en, "Cannot continue: no route, and there is no webpageURL.\n"),
        (Language.ja, "続けられません: ルートがない。webpageURL もありません。\n"),
    ])
    func anActivityNothingCanContinueIsSaidOnStandardError(language: Language, expected: String) {
        let text = ContinuationReporter(language: language).report(.cannotContinue(reason: LocalizedText(ja: "ルートがない", en: "no route")))
        #expect(text.standardError == expected)
        #expect(text.standardOutput.isEmpty)
    }
}
