import Foundation
import Testing

/// `live-activity payload` and `validate-payload` on numbers (issue 42, items 7 and 9): a relevance score that
/// JSON cannot hold is a usage error, a `--state` number the device's decoder refuses is not written, and a
/// payload's out-of-range number is an error at its line.
@Suite struct LiveActivityNumberCommandTests {
    static let update = ["live-activity", "payload", "--attributes", "GoalTimerAttributes", "--event", "update", "--state", #"{"startedAt": 0, "elapsedSeconds": 3}"#]

    @Test(arguments: [("nan", "nan"), ("inf", "inf"), ("-inf", "-inf"), ("1e400", "inf")])
    func aRelevanceScoreJSONCannotHoldIsAUsageError(_ given: String, _ shown: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        for (locale, message) in [
            ("en", "Error: --relevance-score must be a finite number such as 50, not \(shown): a JSON payload cannot hold NaN or infinity."),
            ("ja", "Error: --relevance-score には有限の数（50 など）を指定してください（\(shown) ではなく）。JSON のペイロードは NaN も無限大も表せません。"),
        ] {
            let result = try runner.run(Self.update + ["--relevance-score", given, "--locale", locale])
            #expect(result.status == 64)
            #expect(result.output.isEmpty)
            #expect(result.error.hasPrefix(message + "\n"), "\(result.error)")
        }
    }

    @Test func aFiniteRelevanceScoreIsWritten() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(Self.update + ["--relevance-score", "-12.5", "--locale", "en"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains(#""relevance-score" : -12.5"#), "\(result.output)")
    }

    @Test(arguments: ["1e300", "9223372036854775808", "1.5"])
    func aStateNumberOutOfRangeIsNotWritten(_ number: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run([
            "live-activity", "payload", "--attributes", "GoalTimerAttributes", "--event", "update",
            "--state", #"{"startedAt": 0, "elapsedSeconds": \#(number)}"#, "--locale", "en",
        ])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error.contains(#"$.aps.content-state.elapsedSeconds: content-state's "elapsedSeconds" must be a whole number from -9223372036854775808 to 9223372036854775807 (Int)"#), "\(result.error)")
    }

    @Test(arguments: [("1e20", 1), ("9223372036854775807", 0), ("-9223372036854775809", 1), ("1.0", 0)])
    func validatePayload(_ number: String, _ status: Int32) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let payload = #"{"aps": {"event": "update", "timestamp": 1795680000,"# + "\n" + #""content-state": {"startedAt": 0, "elapsedSeconds": \#(number)}}}"#
        let result = try runner.run(["live-activity", "validate-payload", "-", "--attributes", "GoalTimerAttributes", "--locale", "en"], input: Data(payload.utf8))
        #expect(result.status == status, "\(result.output)\(result.error)")
        if status == 1 {
            #expect(result.output.contains("standard input:2:53: error: content-state's \"elapsedSeconds\" must be a whole number from -9223372036854775808 to 9223372036854775807 (Int), not \(number) [liveActivity.contentStateField]"), "\(result.output)")
        }
    }
}
