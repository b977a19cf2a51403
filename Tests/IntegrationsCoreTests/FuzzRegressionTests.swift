import Foundation
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// Inputs the fuzz targets found (Docs/Fuzzing.md), each named for what it broke. The raw inputs are kept
/// in `Fuzz/Regressions/` and replayed by `bash Fuzz/fuzz.sh --regressions`.
@Suite struct FuzzRegressionTests {
    /// `aasa` target, a hang: a backslash as the last byte of a document, inside a string, kept the JSON
    /// syntax scanner looping forever on the same byte.
    @Test(arguments: [#"{"a": "x\"#, "\"\\", #"{"applinks": {"details": [{"comment": "fra\"#])
    func aBackslashEndingTheInputInsideAStringIsAnUnclosedString(text: String) throws {
        let failure = try #require(JSONSyntax.firstError(in: Data(text.utf8)))
        #expect(failure.problem.en == "the string is not closed (no closing \")")
        #expect(failure.line == 1)
        #expect(failure.column == text.utf8.distance(from: text.utf8.startIndex, to: text.utf8.lastIndex(of: UInt8(ascii: "\""))!) + 1)
    }

    @Test func theFoundInputIsRefusedAsJSON() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Regressions/aasa-backslash-at-end-of-input")
        let data = try Data(contentsOf: url)
        let file = data.prefix { $0 != 0 }
        let failure = try #require(JSONSyntax.firstError(in: Data(file)))
        #expect(failure.problem.en == "the string is not closed (no closing \")")
    }

    /// `query` target: a date with text after it was read as the date, so a typo went unnoticed.
    @Test(arguments: [
        ("2026-01-01T00:00:0001T00:00:00Z", nil), ("2026-01-01x", nil), ("2026-01-01T09:00:00", nil), ("26-01-01", nil),
        ("2026-01-01", 1_767_225_600), ("2026-01-01T09:00:00Z", 1_767_258_000), ("2026-01-01T09:00:00+09:00", 1_767_225_600),
        ("2026-01-01T09:00:00.5Z", 1_767_258_000.5), (" 2026-01-01 ", 1_767_225_600),
    ] as [(String, Double?)])
    func aDateIsReadWholeOrNotAtAll(text: String, seconds: Double?) {
        #expect(ISODate.parse(text)?.timeIntervalSince1970 == seconds)
    }

    /// `manifest` target, a hang: a `}` where an array expects an element kept the JSON path scanner
    /// reading it as element after element. The locations of what precedes it are kept.
    @Test(arguments: ["[1}", "{\"a\": [1, }]}", "[}]", "{\"a\": [\n}\n"])
    func aClosingBraceInsideAnArrayEndsTheScan(text: String) {
        let locations = JSONLocations(Data(text.utf8))
        #expect(locations.location(of: "$")?.line == 1)
    }

    @Test func theFoundManifestIsLocated() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Regressions/manifest-brace-inside-array")
        let locations = JSONLocations(try Data(contentsOf: url))
        #expect(locations.location(of: "$")?.column == 1)
    }

    /// Not a fuzz find, but the same kind of input: a document nested deeper than `JSONDecoder` reads was
    /// refused with Foundation's "not valid JSON" although it is valid; it is now refused at the level
    /// that crosses the limit. 512 levels are read.
    @Test(arguments: [(512, nil), (513, 513), (30_000, 513)] as [(Int, Int?)])
    func nestingPastTheDecodersDepthIsNamed(depth: Int, column: Int?) throws {
        let data = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        let failure = JSONSyntax.firstError(in: data)
        #expect(failure?.column == column)
        if failure != nil {
            #expect(failure?.problem.en == "arrays and objects are nested more than 512 deep (JSONDecoder reads at most 512)")
            #expect(failure?.problem.ja == "配列とオブジェクトの入れ子が512段を超えています（JSONDecoder が読めるのは512段まで）")
        }
    }
}
