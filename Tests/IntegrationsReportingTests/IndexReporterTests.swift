import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsReporting
import IntegrationsSearch
import IntegrationsTestSupport
import Testing

@Suite struct IndexReporterTests {
    /// A batch of the sample's items with the first one given twice and one already expired.
    static func report() async throws -> SearchIndexReport {
        let folder = try TemporaryFolder(prefix: "integrations-reporting-tests")
        defer { folder.remove() }
        let index = try SQLiteSearchIndex.open(at: folder.path("store.sqlite"))
        var items = Array(try sampleApp().searchableItems().prefix(4))
        items.append(items[0])
        items[3].expirationDate = Date(timeIntervalSince1970: 0)
        return try await index.apply(SearchIndexBatch(operations: [.index(items)]), progress: nil, waitingForLock: true)
    }

    @Test(arguments: [
        (Language.en, "Indexed 3 items.\n  1 identifier was given more than once; the last line was kept: goal-1\n  1 item had already expired and was not stored.\n"),
        (Language.ja, "3件の項目を索引しました。\n  1個の識別子が2回以上あり、最後の行を残しました: goal-1\n  1件はすでに期限切れのため保存していません。\n"),
    ])
    func saysWhatWasStoredAndWhyTheRestWasNot(language: Language, expected: String) async throws {
        let text = IndexReporter(language: language).report(try await Self.report()).standardOutput
        #expect(text == expected)
    }

    @Test(arguments: [
        (Language.en, "Indexed 1 item.\n"),
        (Language.ja, "1件の項目を索引しました。\n"),
    ])
    func oneItem(language: Language, expected: String) {
        #expect(IndexReporter(language: language).report(SearchIndexReport(indexed: 1)).standardOutput == expected)
    }

    @Test func manyRepeatedIdentifiersShowTheFirstFive() {
        let text = IndexReporter(language: .en).report(SearchIndexReport(indexed: 7, repeatedIdentifiers: ["a", "b", "c", "d", "e", "f", "g"]))
        #expect(text.standardOutput == "Indexed 7 items.\n  7 identifiers were given more than once; the last line was kept: a, b, c, d, e, …\n")
    }
}
