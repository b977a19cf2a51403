public import Foundation

/// A property list written as XML by `PropertyListEncoder`: the same document Foundation's
/// `PropertyListSerialization` writes (keys sorted, tab-indented), without the Core Foundation writer
/// behind it, which a statically linked command — the command as it ships — cannot use: there it refused
/// every dictionary with "property lists cannot contain objects of type 'Not A Type'" (Decision 519), so
/// `export info-plist` failed and an XcodeGen target's `info: properties` were silently not read.
package enum PropertyListXML {
    /// The XML document of `plist`.
    ///
    /// - Throws: `EncodingError` for a value that is not a property-list value (a string, Boolean, number,
    ///   date, data, or an array or string-keyed dictionary of them; a YAML null, say).
    package static func data(_ plist: [String: Any]) throws -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return try encoder.encode(try Node(plist))
    }

    /// One value of a property list, as the encoder writes it.
    private indirect enum Node: Encodable {
        case string(String)
        case boolean(Bool)
        case integer(Int)
        case real(Double)
        case date(Date)
        case data(Data)
        case array([Node])
        case dictionary([String: Node])

        /// `value` as a node: a Boolean before a number, as Swift keeps them apart.
        init(_ value: Any) throws {
            switch value {
            case let string as String: self = .string(string)
            case let flag as Bool: self = .boolean(flag)
            case let integer as Int: self = .integer(integer)
            case let real as Double: self = .real(real)
            case let date as Date: self = .date(date)
            case let data as Data: self = .data(data)
            case let array as [Any]: self = .array(try array.map(Node.init))
            case let dictionary as [String: Any]: self = .dictionary(try dictionary.mapValues(Node.init))
            default:
                throw EncodingError.invalidValue(value, EncodingError.Context(
                    codingPath: [], debugDescription: "\(type(of: value)) is not a property-list value"))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let value): try container.encode(value)
            case .boolean(let value): try container.encode(value)
            case .integer(let value): try container.encode(value)
            case .real(let value): try container.encode(value)
            case .date(let value): try container.encode(value)
            case .data(let value): try container.encode(value)
            case .array(let value): try container.encode(value)
            case .dictionary(let value): try container.encode(value)
            }
        }
    }
}
