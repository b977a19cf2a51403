import Foundation
import Testing

/// An environment variable the command cannot use gets one warning saying what is used instead, in the
/// command's language; the command still runs.
@Suite struct EnvironmentWarningCommandTests {
    @Test(arguments: [
        ("INTEGRATIONS_LOG_LEVEL", "bogus", "en",
         "INTEGRATIONS_LOG_LEVEL=bogus is not a log level (trace, debug, info, notice, warning, error, critical); warning is used.\n"),
        ("INTEGRATIONS_LOG_LEVEL", "bogus", "ja",
         "INTEGRATIONS_LOG_LEVEL=bogus はログレベルではありません（trace、debug、info、notice、warning、error、critical）。warning を使います。\n"),
        ("INTEGRATIONS_PHASES", "bad", "en",
         "INTEGRATIONS_PHASES=bad is not a start time in nanoseconds of the monotonic clock; the phases are measured from main (Docs/Benchmarks.md).\n"),
        ("TZ", "Mars/Olympus", "en", "TZ=Mars/Olympus is not a time zone; UTC is used. Give an IANA zone such as Asia/Tokyo, or --time-zone.\n"),
        ("TZ", "Mars/Olympus", "ja", "TZ=Mars/Olympus はタイムゾーンではありません。UTC を使います。Asia/Tokyo のような IANA のタイムゾーンか、--time-zone を指定してください。\n"),
        ("TZ", "Mars/\u{1B}[31m", "en", "TZ=Mars/\\u{1B}[31m is not a time zone; UTC is used. Give an IANA zone such as Asia/Tokyo, or --time-zone.\n"),
    ])
    func anUnusableVariableIsNamedWithWhatIsUsed(variable: String, value: String, locale: String, warning: String) throws {
        var runner = try CommandRunner()
        runner.overrides[variable] = value
        defer { runner.remove() }
        let result = try runner.run(["route", "appcadia://goal/1", "--locale", locale])
        #expect(result.status == 0)
        #expect(result.error.hasPrefix(warning), "\(result.error)")
    }

    @Test(arguments: [("INTEGRATIONS_LOG_LEVEL", "debug"), ("TZ", "Asia/Tokyo"), ("TZ", ":Asia/Tokyo"), ("TZ", "UTC"), ("INTEGRATIONS_PHASES", "")])
    func aUsableVariableIsQuiet(variable: String, value: String) throws {
        var runner = try CommandRunner()
        runner.overrides[variable] = value
        defer { runner.remove() }
        let result = try runner.run(["route", "appcadia://goal/1", "--locale", "en"])
        #expect(result.status == 0)
        #expect(!result.error.contains(variable + "="), "\(result.error)")
    }
}
