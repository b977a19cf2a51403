import Foundation
import IntegrationsCore
import IntegrationsLiveActivities
import Testing

/// A push's numbers against the range of the Swift type the app decodes (issue 42, item 7;
/// Docs/LiveActivities.md, "Numbers"): `Int` is 64 bits on every device, the sized types and `Float` their own
/// range, a date a `Double` in its encoding. The verdicts are pinned, and agree with this platform's
/// `JSONDecoder` (swift-foundation's, the one iOS 17 and later run).
@Suite struct LiveActivityNumberTests {
    /// The update payload with `literal` as the content-state's `n`, written as given.
    static func payload(_ literal: String) -> Data {
        Data(#"{"aps": {"event": "update", "timestamp": 1795680000, "content-state": {"n": \#(literal)}}}"#.utf8)
    }

    static func declaration(_ type: LiveActivityFieldType, _ encoding: LiveActivityDeclaration.DateEncoding = .secondsSince2001) -> LiveActivityDeclaration {
        LiveActivityDeclaration(attributesType: "CountAttributes", contentState: [LiveActivityField(name: "n", type: type)], dateEncoding: encoding)
    }

    /// Whether the validator passes `literal` for the type: no error at the field.
    static func passes(_ literal: String, _ type: LiveActivityFieldType, _ encoding: LiveActivityDeclaration.DateEncoding = .secondsSince2001) -> Bool {
        let problems = LiveActivityPayload.validate(payload(literal), file: "n.json", attributes: declaration(type, encoding))
        return !problems.contains { $0.severity == .error }
    }

    struct Box<T: Decodable>: Decodable { var n: T }

    /// Whether this platform's `JSONDecoder` reads `literal` as `T`.
    static func decodes<T: Decodable>(_ literal: String, as type: T.Type, dates: JSONDecoder.DateDecodingStrategy = .deferredToDate) -> Bool {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = dates
        return (try? decoder.decode(Box<T>.self, from: Data(#"{"n": \#(literal)}"#.utf8))) != nil
    }

    // MARK: - The brief's edges, pinned

    struct Edge: Sendable, CustomTestStringConvertible {
        var literal: String
        var type: LiveActivityFieldType
        var passes: Bool
        var testDescription: String { "\(literal) as \(type.name) → \(passes ? "passes" : "refused")" }
    }

    static let edges: [Edge] = [
        // Int: 64 bits on every device.
        Edge(literal: "9223372036854775807", type: .integer, passes: true),
        Edge(literal: "9223372036854775808", type: .integer, passes: false),
        Edge(literal: "-9223372036854775808", type: .integer, passes: true),
        Edge(literal: "-9223372036854775809", type: .integer, passes: false),
        Edge(literal: "1e20", type: .integer, passes: false),
        Edge(literal: "1e300", type: .integer, passes: false),
        Edge(literal: "1.5", type: .integer, passes: false),
        Edge(literal: "1.0", type: .integer, passes: true),
        Edge(literal: "-0", type: .integer, passes: true),
        Edge(literal: "-0.0", type: .integer, passes: true),
        Edge(literal: "1e3", type: .integer, passes: true),
        Edge(literal: "1e18", type: .integer, passes: true),
        // Read through a Double, which rounds it to 2^63; -2^63 with a fraction through Decimal, without its sign.
        Edge(literal: "9223372036854775807.0", type: .integer, passes: false),
        Edge(literal: "-9223372036854775808.0", type: .integer, passes: false),
        // The sized types.
        Edge(literal: "127", type: .sized(.int8), passes: true),
        Edge(literal: "128", type: .sized(.int8), passes: false),
        Edge(literal: "-128", type: .sized(.int8), passes: true),
        Edge(literal: "-129", type: .sized(.int8), passes: false),
        Edge(literal: "32768", type: .sized(.int16), passes: false),
        Edge(literal: "2147483647", type: .sized(.int32), passes: true),
        Edge(literal: "2147483648", type: .sized(.int32), passes: false),
        Edge(literal: "9223372036854775808", type: .sized(.int64), passes: false),
        Edge(literal: "-1", type: .sized(.uint), passes: false),
        Edge(literal: "-0", type: .sized(.uint), passes: true),
        Edge(literal: "18446744073709551615", type: .sized(.uint), passes: true),
        Edge(literal: "18446744073709551616", type: .sized(.uint64), passes: false),
        Edge(literal: "255", type: .sized(.uint8), passes: true),
        Edge(literal: "256", type: .sized(.uint8), passes: false),
        Edge(literal: "65536", type: .sized(.uint16), passes: false),
        Edge(literal: "4294967296", type: .sized(.uint32), passes: false),
        // Floating point: past the range rounds to infinity, below it to 0.
        Edge(literal: "1e300", type: .number, passes: true),
        Edge(literal: "1.7976931348623157e308", type: .number, passes: true),
        Edge(literal: "1e-400", type: .number, passes: false),
        Edge(literal: "0e-999", type: .number, passes: true),
        Edge(literal: "3.4028235e38", type: .sized(.float), passes: true),
        Edge(literal: "3.5e38", type: .sized(.float), passes: false),
        Edge(literal: "1e300", type: .sized(.float), passes: false),
        Edge(literal: "1e-50", type: .sized(.float), passes: false),
        Edge(literal: "1e-45", type: .sized(.float), passes: true),
        // A date in seconds is a Double.
        Edge(literal: "1e300", type: .date, passes: true),
        Edge(literal: "1e-400", type: .date, passes: false),
    ]

    @Test(arguments: edges)
    func edge(_ edge: Edge) {
        #expect(Self.passes(edge.literal, edge.type) == edge.passes)
    }

    // MARK: - Agreement with JSONDecoder

    static let literals = [
        "0", "-0", "-0.0", "1", "1.0", "1.5", "0.5e1", "1e3", "1E2", "2.5e-1", "1e-400", "1e18", "1e19", "1e20", "1e300",
        "127", "128", "-128", "-129", "255", "256", "-1", "32767", "32768", "65535", "65536", "2147483647", "2147483648", "4294967295", "4294967296",
        "9007199254740993.0", "9007199254740992.5", "12345678901234567.8", "9223372036854775295.5",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "9223372036854775807.0",
        "-9223372036854775808.0", "-9223372036854775807.0", "18446744073709551615", "18446744073709551616", "18446744073709551615.0",
        "10000000000000000000.0", "3.4028235e38", "3.5e38", "1e-45", "1e-46", "1e-50", "1.7976931348623157e308", "0e-999",
    ]

    static func decoderVerdict(_ literal: String, _ type: LiveActivityFieldType) -> Bool {
        switch type {
        case .integer: decodes(literal, as: Int.self)
        case .number: decodes(literal, as: Double.self)
        case .sized(.int8): decodes(literal, as: Int8.self)
        case .sized(.int16): decodes(literal, as: Int16.self)
        case .sized(.int32): decodes(literal, as: Int32.self)
        case .sized(.int64): decodes(literal, as: Int64.self)
        case .sized(.uint): decodes(literal, as: UInt.self)
        case .sized(.uint8): decodes(literal, as: UInt8.self)
        case .sized(.uint16): decodes(literal, as: UInt16.self)
        case .sized(.uint32): decodes(literal, as: UInt32.self)
        case .sized(.uint64): decodes(literal, as: UInt64.self)
        case .sized(.float): decodes(literal, as: Float.self)
        default: decodes(literal, as: Date.self)
        }
    }

    static let numberTypes: [LiveActivityFieldType] = [.integer, .number, .date] + LiveActivityFieldType.SizedNumber.allCases.map { .sized($0) }

    @Test(arguments: numberTypes)
    func agreesWithJSONDecoder(_ type: LiveActivityFieldType) {
        var disagreements: [String] = []
        for literal in Self.literals where Self.passes(literal, type) != Self.decoderVerdict(literal, type) {
            disagreements.append("\(literal): validator \(Self.passes(literal, type)), JSONDecoder \(Self.decoderVerdict(literal, type))")
        }
        #expect(disagreements.isEmpty, "\(type.name): \(disagreements)")
    }

    struct DateCase: Sendable, CustomTestStringConvertible {
        var encoding: LiveActivityDeclaration.DateEncoding
        var testDescription: String { encoding.rawValue }
    }

    /// Every number encoding of a date reads a Double: 1e300 passes, 1e-400 does not, in each.
    @Test(arguments: [LiveActivityDeclaration.DateEncoding.secondsSince2001, .secondsSince1970, .millisecondsSince1970])
    func dateEncodings(_ encoding: LiveActivityDeclaration.DateEncoding) {
        let strategy: JSONDecoder.DateDecodingStrategy = switch encoding {
        case .secondsSince1970: .secondsSince1970
        case .millisecondsSince1970: .millisecondsSince1970
        default: .deferredToDate
        }
        for literal in ["0", "1e300", "1e-400", "1.5", "-1e9"] {
            #expect(Self.passes(literal, .date, encoding) == Self.decodes(literal, as: Date.self, dates: strategy), "\(literal)")
        }
        #expect(!Self.passes("1e-400", .date, encoding))
        #expect(Self.passes("1e300", .date, encoding))
    }

    // MARK: - Messages

    struct Message: Sendable, CustomTestStringConvertible {
        var literal: String
        var type: LiveActivityFieldType
        var encoding: LiveActivityDeclaration.DateEncoding = .secondsSince2001
        var en: String
        var ja: String
        var testDescription: String { "\(literal) as \(type.name)" }
    }

    static let messages: [Message] = [
        Message(literal: "1e20", type: .integer,
                en: #"content-state's "n" must be a whole number from -9223372036854775808 to 9223372036854775807 (Int), not 1e20"#,
                ja: "content-state の「n」は-9223372036854775808 から 9223372036854775807 までの整数（Int）です（1e20 ではなく）"),
        Message(literal: "9223372036854775808", type: .integer,
                en: #"content-state's "n" must be a whole number from -9223372036854775808 to 9223372036854775807 (Int), not 9223372036854775808"#,
                ja: "content-state の「n」は-9223372036854775808 から 9223372036854775807 までの整数（Int）です（9223372036854775808 ではなく）"),
        Message(literal: "1.5", type: .sized(.uint8),
                en: #"content-state's "n" must be a whole number from 0 to 255 (UInt8), not 1.5"#,
                ja: "content-state の「n」は0 から 255 までの整数（UInt8）です（1.5 ではなく）"),
        Message(literal: #""7""#, type: .sized(.int16),
                en: #"content-state's "n" must be an integer (Int16), not "7""#,
                ja: #"content-state の「n」は整数（Int16）です（"7" ではなく）"#),
        Message(literal: "3.5e38", type: .sized(.float),
                en: #"content-state's "n" must be a number (Float) a Float holds (JSONDecoder refuses one that rounds to infinity, or to 0 when it is not 0), not 3.5e38"#,
                ja: "content-state の「n」はFloat で表せる数値（Float）（無限大に、または 0 でないのに 0 に丸められる数は JSONDecoder が断ります）です（3.5e38 ではなく）"),
        Message(literal: "1e-400", type: .number,
                en: #"content-state's "n" must be a number a Double holds (JSONDecoder refuses one that rounds to infinity, or to 0 when it is not 0), not 1e-400"#,
                ja: "content-state の「n」はDouble で表せる数値（無限大に、または 0 でないのに 0 に丸められる数は JSONDecoder が断ります）です（1e-400 ではなく）"),
        Message(literal: "1e-400", type: .date, encoding: .millisecondsSince1970,
                en: #"content-state's "n" must be a number of milliseconds since 1970 (millisecondsSince1970) a Double holds (JSONDecoder refuses one that rounds to infinity, or to 0 when it is not 0), not 1e-400"#,
                ja: "content-state の「n」はDouble で表せる1970年からのミリ秒数（millisecondsSince1970）（無限大に、または 0 でないのに 0 に丸められる数は JSONDecoder が断ります）です（1e-400 ではなく）"),
    ]

    @Test(arguments: messages)
    func message(_ message: Message) throws {
        let problems = LiveActivityPayload.validate(Self.payload(message.literal), file: "n.json", attributes: Self.declaration(message.type, message.encoding))
        let problem = try #require(problems.first { $0.severity == .error })
        #expect(problem.code == "liveActivity.contentStateField")
        #expect(problem.path == "$.aps.content-state.n")
        #expect((problem.line, problem.column) == (1, 77))
        #expect(problem.message.en == message.en)
        #expect(problem.message.ja == message.ja)
    }

    // MARK: - Writing a payload

    struct Written: Sendable, CustomTestStringConvertible {
        var state: String
        var writes: Bool
        var testDescription: String { state }
    }

    /// `payload` refuses a state whose number the device would refuse, rather than writing `1e+300`.
    @Test(arguments: [
        Written(state: #"{"n": 1e300}"#, writes: false), Written(state: #"{"n": 9223372036854775808}"#, writes: false),
        Written(state: #"{"n": 1.5}"#, writes: false), Written(state: #"{"n": 1.0}"#, writes: true),
        Written(state: #"{"n": 9223372036854775807}"#, writes: true), Written(state: #"{"n": -9223372036854775808}"#, writes: true),
    ])
    func payloadRefuses(_ written: Written) throws {
        let state = try LiveActivityPayload.object(written.state, input: "--state")
        let result = Result(catching: { () throws(IntegrationsError) in
            try LiveActivityPayload.payload(for: Self.declaration(.integer), event: .update, state: state, now: Date(timeIntervalSince1970: 1_795_680_000))
        })
        switch result {
        case .success(let payload):
            #expect(written.writes)
            let data = try JSONSerialization.data(withJSONObject: payload.payload)
            #expect(!String(decoding: data, as: UTF8.self).contains("e+"))
        case .failure(let error):
            #expect(!written.writes)
            #expect(error.message.en.contains("must be a whole number from -9223372036854775808 to 9223372036854775807 (Int)"), "\(error.message.en)")
            #expect(error.message.ja.contains("-9223372036854775808 から 9223372036854775807 までの整数（Int）"), "\(error.message.ja)")
        }
    }

    /// The manifest names the sized types in lower case; the import maps the Swift names.
    @Test func sizedTypeNames() throws {
        for sized in LiveActivityFieldType.SizedNumber.allCases {
            let decoded = try JSONDecoder().decode(LiveActivityFieldType.self, from: Data("\"\(sized.rawValue)\"".utf8))
            #expect(decoded == .sized(sized))
            #expect(LiveActivityFieldType.SizedNumber(swiftName: sized.swiftName) == sized)
            #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == "\"\(sized.rawValue)\"")
        }
        #expect(LiveActivityFieldType.SizedNumber(swiftName: "Int") == nil)
    }
}
