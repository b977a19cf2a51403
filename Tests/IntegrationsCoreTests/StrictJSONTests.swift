import Foundation
import IntegrationsCore
import Testing

/// What `JSONSyntax` refuses beyond the grammar, each at its line and column with a message that names it:
/// bytes that are not UTF-8, a number past a 64-bit float's range, a key written twice in one object.
/// Foundation said "The given data was not valid JSON" at 1:1 for the first two and kept one of the values
/// for the third.
@Suite struct StrictJSONTests {
    @Test(arguments: [
        ([UInt8](#"{"a": 1e999}"#.utf8), 7, "the number 1e999 is beyond the range of a 64-bit floating-point value (about ±1.8e308)"),
        ([UInt8](#"{"a": -1e400}"#.utf8), 7, "the number -1e400 is beyond the range of a 64-bit floating-point value (about ±1.8e308)"),
        ([UInt8](#"{"a": "x"#.utf8) + [0xFF] + [UInt8](#""}"#.utf8), 9, "the byte 0xFF is not UTF-8 (JSON text is UTF-8)"),
        ([UInt8](#"{"a": ""#.utf8) + [0xC0, 0xAF] + [UInt8](#""}"#.utf8), 8, "the byte 0xC0 is not UTF-8 (JSON text is UTF-8)"),
        ([UInt8](#"{"a": ""#.utf8) + [0xED, 0xA0, 0x80] + [UInt8](#""}"#.utf8), 8, "the byte 0xED is not UTF-8 (JSON text is UTF-8)"),
        ([UInt8](#"{"a": ""#.utf8) + [0xE3, 0x81] + [UInt8](#""}"#.utf8), 8, "the byte 0xE3 is not UTF-8 (JSON text is UTF-8)"),
        ([UInt8](#"{"a": 1, "a": 2}"#.utf8), 10, "the key \"a\" appears twice in this object"),
        ([UInt8](#"{"a": 1, "\u0061": 2}"#.utf8), 10, "the key \"a\" appears twice in this object"),
        ([UInt8](#"[{"b": 1}, {"b": 2, "c": {"b": 3, "b": 4}}]"#.utf8), 35, "the key \"b\" appears twice in this object"),
    ] as [([UInt8], Int, String)])
    func refusedAtItsPlace(bytes: [UInt8], column: Int, problem: String) throws {
        let failure = try #require(JSONSyntax.firstError(in: Data(bytes)))
        #expect(failure.line == 1)
        #expect(failure.column == column)
        #expect(failure.problem.en == problem)
        #expect(!failure.problem.ja.isEmpty)
    }

    @Test(arguments: [
        #"{"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}]}"#, #"{"a": 1.7976931348623157e308, "b": -0, "c": 5e-324}"#, "\u{FEFF}{\"日本\": \"語\"}", #"{"emoji": "🎉"}"#,
    ])
    func wellFormedJSONIsAccepted(text: String) {
        #expect(JSONSyntax.firstError(in: Data(text.utf8)) == nil)
    }
}
