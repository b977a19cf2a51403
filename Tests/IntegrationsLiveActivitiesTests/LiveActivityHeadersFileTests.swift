import Foundation
import IntegrationsCore
import IntegrationsLiveActivities
import Testing

/// A headers file for `live-activity validate-payload --headers` (issue 42): a CRLF or CR file reads as the LF
/// file (a correct one gave two false errors), and a header given twice, whatever its case, is reported at the
/// second, in both languages.
@Suite struct LiveActivityHeadersFileTests {
    static let correct = [
        "# the push's headers",
        "-H 'apns-push-type: liveactivity' \\",
        "  apns-topic: com.example.kettle.push-type.liveactivity",
        "apns-priority: 10",
        "",
    ]

    static let correctJSON = [
        "{",
        "  \"apns-push-type\": \"liveactivity\",",
        "  \"apns-topic\": \"com.example.kettle.push-type.liveactivity\",",
        "  \"apns-priority\": 10",
        "}",
    ]

    struct Ending: Sendable, CustomTestStringConvertible {
        var text: String
        var testDescription: String { text == "\n" ? "LF" : text == "\r\n" ? "CRLF" : "CR" }
    }

    static let endings = [Ending(text: "\n"), Ending(text: "\r\n"), Ending(text: "\r")]

    @Test(arguments: endings, [correct, correctJSON])
    func aCorrectFileHasNoProblem(_ ending: Ending, _ lines: [String]) {
        let headers = LiveActivityHeaders.read(Data(lines.joined(separator: ending.text).utf8), file: "headers.txt")
        #expect(headers.diagnostics(bundleIdentifier: "com.example.kettle").isEmpty)
        let lf = LiveActivityHeaders.read(Data(lines.joined(separator: "\n").utf8), file: "headers.txt")
        #expect(headers == lf)
        #expect(headers.headers.map { "\($0.name)=\($0.value)@\($0.line ?? 0):\($0.column ?? 0)" } == (lines == Self.correct
            ? ["apns-push-type=liveactivity@2:21", "apns-topic=com.example.kettle.push-type.liveactivity@3:15", "apns-priority=10@4:16"]
            : ["apns-push-type=liveactivity@2:21", "apns-topic=com.example.kettle.push-type.liveactivity@3:17", "apns-priority=10@4:20"]))
    }

    struct Repeated: Sendable, CustomTestStringConvertible {
        var text: String
        var expected: [String]
        var testDescription: String { text.replacingOccurrences(of: "\n", with: " ⏎ ") }
    }

    static let repeated: [Repeated] = [
        Repeated(text: "apns-push-type: liveactivity\napns-topic: com.example.kettle.push-type.liveactivity\napns-topic: com.example.kettle.push-type.liveactivity\n", expected: [
            "3:13 headers.apns-topic | the header apns-topic is given twice (also on line 2): a header that is not a list must not be repeated (RFC 9110, section 5.3), and which one APNs uses is not documented; keep one | ヘッダー apns-topic が2回あります（2行目にも）。HTTP のヘッダーは繰り返せず（RFC 9110 5.3節）、APNs がどちらを使うかは決まっていません。1つにしてください",
        ]),
        // Names are compared without case, as HTTP's are; each repeat is one finding.
        Repeated(text: "apns-push-type: liveactivity\nAPNS-PUSH-TYPE: liveactivity\nApns-Push-Type: liveactivity\napns-topic: com.example.kettle.push-type.liveactivity\napns-expiration: 0\napns-expiration: 1\n", expected: [
            "2:17 headers.apns-push-type | the header apns-push-type is given twice (also on line 1): a header that is not a list must not be repeated (RFC 9110, section 5.3), and which one APNs uses is not documented; keep one | ヘッダー apns-push-type が2回あります（1行目にも）。HTTP のヘッダーは繰り返せず（RFC 9110 5.3節）、APNs がどちらを使うかは決まっていません。1つにしてください",
            "3:17 headers.apns-push-type | the header apns-push-type is given twice (also on line 1): a header that is not a list must not be repeated (RFC 9110, section 5.3), and which one APNs uses is not documented; keep one | ヘッダー apns-push-type が2回あります（1行目にも）。HTTP のヘッダーは繰り返せず（RFC 9110 5.3節）、APNs がどちらを使うかは決まっていません。1つにしてください",
            "6:18 headers.apns-expiration | the header apns-expiration is given twice (also on line 5): a header that is not a list must not be repeated (RFC 9110, section 5.3), and which one APNs uses is not documented; keep one | ヘッダー apns-expiration が2回あります（5行目にも）。HTTP のヘッダーは繰り返せず（RFC 9110 5.3節）、APNs がどちらを使うかは決まっていません。1つにしてください",
        ]),
        // A JSON object: the same name in another case is another key to JSON, the same header to HTTP.
        Repeated(text: "{\"apns-push-type\": \"liveactivity\", \"apns-topic\": \"com.example.kettle.push-type.liveactivity\",\n \"APNS-Priority\": \"5\", \"apns-priority\": \"10\"}", expected: [
            "2:41 headers.apns-priority | the header apns-priority is given twice (also on line 2): a header that is not a list must not be repeated (RFC 9110, section 5.3), and which one APNs uses is not documented; keep one | ヘッダー apns-priority が2回あります（2行目にも）。HTTP のヘッダーは繰り返せず（RFC 9110 5.3節）、APNs がどちらを使うかは決まっていません。1つにしてください",
        ]),
    ]

    @Test(arguments: repeated)
    func aRepeatedHeader(_ row: Repeated) {
        let diagnostics = LiveActivityHeaders.read(Data(row.text.utf8), file: "headers.txt").diagnostics(bundleIdentifier: "com.example.kettle")
        #expect(diagnostics.allSatisfy { $0.code == "liveActivity.headers" && $0.severity == .error && $0.file == "headers.txt" })
        #expect(diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.path ?? "") | \($0.message.en) | \($0.message.ja)" } == row.expected)
    }
}
