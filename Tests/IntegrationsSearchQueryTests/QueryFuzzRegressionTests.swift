import Foundation
import IntegrationsCore
import IntegrationsSearchQuery
import IntegrationsTestSupport
import Testing

/// Queries the fuzz targets found (Docs/Fuzzing.md), each named for what it broke. The raw inputs are kept
/// in `Fuzz/Regressions/` and replayed by `bash Fuzz/fuzz.sh --regressions`.
@Suite struct QueryFuzzRegressionTests {
    /// `query` target: a query filling the excerpt's 76 columns with its error at the end put the caret in a
    /// 77th, past the documented width. The caret's own column counts, so such a query is shown as a window.
    @Test(arguments: [
        ("title == \"" + String(repeating: "x", count: 66), "  ...= \"" + String(repeating: "x", count: 66) + "\n" + String(repeating: " ", count: 74) + "^"),
        ("title == \"" + String(repeating: "x", count: 65), "  title == \"" + String(repeating: "x", count: 65) + "\n" + String(repeating: " ", count: 77) + "^"),
    ])
    func theCaretAfterTheLastCharacterFitsTheExcerpt(query: String, excerpt: String) throws {
        let message = try #require(PredicateParserTests.syntaxError(query))
        #expect(PredicateParserTests.excerpt(of: message.en) == excerpt)
    }

    @Test func theFoundQueryKeepsItsExcerptInsideTheWidth() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Regressions/query-caret-after-a-full-excerpt")
        let query = String(decoding: try Data(contentsOf: url).dropFirst(), as: UTF8.self)
        let message = try #require(PredicateParserTests.syntaxError(query))
        #expect(OutputInvariants.excerptProblem(message.en) == nil)
    }
}
