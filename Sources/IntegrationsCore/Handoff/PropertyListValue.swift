public import Foundation

/// A value `NSUserActivity.userInfo` can carry: the property-list types and nothing else.
///
/// In JSON a value is a string, a number (an integer when it has no fraction), a boolean, an array or an
/// object; `null` is not a property-list value and is refused with its path. Dates and data have no JSON
/// form of their own: a key declared as `date` takes an ISO 8601 string and a key declared as `data` a
/// Base64 string (see ``UserInfoType/value(of:)``).
public indirect enum PropertyListValue: Sendable, Hashable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    /// The value's type.
    public var type: UserInfoType {
        switch self {
        case .string: .string
        case .integer: .integer
        case .real: .real
        case .boolean: .boolean
        case .date: .date
        case .data: .data
        case .array: .array
        case .dictionary: .dictionary
        }
    }

    /// The value as a route parameter or a URL segment takes it: strings as they are, numbers in decimal,
    /// dates in ISO 8601; `nil` for data, arrays and dictionaries.
    public var text: String? {
        switch self {
        case .string(let value): value
        case .integer(let value): String(value)
        case .real(let value): value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .boolean(let value): value ? "true" : "false"
        case .date(let value): ISODate.format(value)
        case .data, .array, .dictionary: nil
        }
    }

    /// How many bytes the value takes in a binary property list, roughly: what Handoff sends.
    public var encodedSize: Int {
        switch self {
        case .string(let value): value.utf8.count + 2
        case .integer, .real, .date: 9
        case .boolean: 1
        case .data(let value): value.count + 2
        case .array(let values): values.reduce(2) { $0 + $1.encodedSize }
        case .dictionary(let values): values.reduce(2) { $0 + $1.key.utf8.count + 2 + $1.value.encodedSize }
        }
    }
}

extension PropertyListValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "null is not a property-list value; leave the key out instead")
        }
        if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .real(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if var array = try? decoder.unkeyedContainer() {
            // Elements and members are decoded with `try`, so a problem deeper inside names its own path.
            var values: [PropertyListValue] = []
            while !array.isAtEnd { values.append(try array.decode(PropertyListValue.self)) }
            self = .array(values)
        } else {
            let keyed = try decoder.container(keyedBy: AnyKey.self)
            var values: [String: PropertyListValue] = [:]
            for key in keyed.allKeys { values[key.stringValue] = try keyed.decode(PropertyListValue.self, forKey: key) }
            self = .dictionary(values)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .real(let value): try container.encode(value)
        case .boolean(let value): try container.encode(value)
        case .date(let value): try container.encode(ISODate.format(value))
        case .data(let value): try container.encode(value.base64EncodedString())
        case .array(let value): try container.encode(value)
        case .dictionary(let value): try container.encode(value)
        }
    }
}

/// A coding key for any string.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The type a user-info key is declared with.
public enum UserInfoType: String, Sendable, Hashable, Codable, CaseIterable, ClosedManifestValue {
    case string, integer, real, boolean, date, data, array, dictionary

    /// A JSON value read as this type: integers are reals too, an ISO 8601 string is a date, a Base64
    /// string is data; `nil` when the value is not of the type.
    public func value(of given: PropertyListValue) -> PropertyListValue? {
        switch (self, given) {
        case (.string, .string), (.integer, .integer), (.real, .real), (.boolean, .boolean), (.array, .array),
             (.dictionary, .dictionary), (.date, .date), (.data, .data):
            given
        case (.real, .integer(let value)):
            .real(Double(value))
        case (.integer, .real(let value)) where value.rounded() == value && abs(value) < 9.0e18:
            .integer(Int64(value))
        case (.date, .string(let text)):
            ISODate.parse(text).map(PropertyListValue.date)
        case (.data, .string(let text)):
            Data(base64Encoded: text).map(PropertyListValue.data)
        default:
            nil
        }
    }

    /// A record field's text read as this type (`"12"` as an integer), for building activities from app data.
    public func value(ofText text: String) -> PropertyListValue? {
        switch self {
        case .string: .string(text)
        case .integer: Int64(text).map(PropertyListValue.integer)
        case .real: Double(text).map(PropertyListValue.real)
        case .boolean: text == "true" ? .boolean(true) : text == "false" ? .boolean(false) : nil
        case .date, .data: value(of: .string(text))
        case .array, .dictionary: nil
        }
    }
}
