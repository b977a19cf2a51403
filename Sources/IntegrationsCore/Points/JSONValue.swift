public import Foundation

/// A JSON value as it was written: what a manifest holds under a key the core does not define, kept for
/// the integration point that does (``AppManifest/sections``), and what a point's facts from an app's
/// project travel as.
///
/// Numbers keep their form: an integer stays an integer (`1`), any other number is a double (`1.5`).
///
/// ```swift
/// let value = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"max": 1, "text": true}"#.utf8))
/// value["max"]?.integer     // 1
/// ```
public enum JSONValue: Sendable, Hashable, Codable {
    case null
    case boolean(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        // Each kind tried that the value is not costs a thrown error, so the kinds a manifest holds most are
        // tried first: strings, then objects (a localized text is one), arrays and numbers. A value is only
        // ever one JSON kind, and an integer is tried before a real, so the order does not change what is
        // read (Docs/Benchmarks.md, issue 48).
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let object = try? container.decode([String: JSONValue].self) {
            self = .object(object)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .boolean(try container.decode(Bool.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .boolean(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The value as an integer, when it is one.
    public var integer: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The value as a string, when it is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value as Foundation's JSON objects (`NSNull`, `Bool`, `Int`, `Double`, `String`, arrays and
    /// dictionaries of them), for `JSONSerialization`.
    package var foundationObject: Any {
        switch self {
        case .null: NSNull()
        case .boolean(let value): value
        case .integer(let value): value
        case .number(let value): value
        case .string(let value): value
        case .array(let values): values.map(\.foundationObject)
        case .object(let members): members.mapValues(\.foundationObject)
        }
    }

    /// A Codable value as JSON, as a point hands its facts over.
    public init(encoding value: some Encodable) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
    }

    /// The value decoded as `type`, refusing keys `type` does not know where its decoding asks
    /// (`Decoder/refuseUnknownKeys(_:also:)`).
    public func decode<T: Decodable>(_ type: T.Type, userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws -> T {
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        if userInfo[.refusesUnknownKeys] == nil { decoder.userInfo[.refusesUnknownKeys] = true }
        return try decoder.decode(type, from: JSONEncoder().encode(self))
    }
}
