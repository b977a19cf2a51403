/// One record of an app's entities (a goal, a trainer), read from the JSON array beside the manifest.
public struct EntityRecord: Sendable, Hashable, Codable {
    /// A field's value: text, a number, a truth value or nothing.
    public enum Value: Sendable, Hashable, Codable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null

        /// The value as text: numbers without a needless `.0`, `nil` for `null`.
        public var text: String? {
            switch self {
            case .string(let value): value
            case .number(let value):
                value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
            case .bool(let value): value ? "true" : "false"
            case .null: nil
            }
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else {
                throw DecodingError.typeMismatch(Value.self, DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "a string, number, boolean or null"))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let value): try container.encode(value)
            case .number(let value): try container.encode(value)
            case .bool(let value): try container.encode(value)
            case .null: try container.encodeNil()
            }
        }
    }

    /// The record's fields by name.
    public var fields: [String: Value]

    /// Creates a record.
    public init(fields: [String: Value]) {
        self.fields = fields
    }

    public init(from decoder: any Decoder) throws {
        fields = try decoder.singleValueContainer().decode([String: Value].self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(fields)
    }
}
