public import Foundation
public import IntegrationsCore

/// A Live Activity the app starts (ActivityKit's `ActivityAttributes`): its attributes type, its fixed
/// properties, the fields of its `ContentState`, and how the app's decoder reads a date.
///
/// A push that starts or updates the activity must match it: `attributes-type` names ``attributesType``,
/// `attributes` holds the ``attributes`` (fixed for the activity's life), `content-state` holds the
/// ``contentState`` fields (Docs/LiveActivities.md).
///
/// ```json
/// {"attributesType": "BrewAttributes", "entity": "tea", "url": "tea",
///  "attributes": [{"name": "teaName", "type": "string", "value": "${name}"}, {"name": "steepSeconds", "type": "integer"}],
///  "contentState": [{"name": "endsAt", "type": "date"}, {"name": "isPaused", "type": "boolean", "optional": true}],
///  "frequentUpdates": false, "dateEncoding": "secondsSince2001"}
/// ```
public struct LiveActivityDeclaration: Sendable, Hashable, Codable {
    /// How a `Date` in `content-state` and `attributes` is written: as the app's `JSONDecoder` reads it.
    public enum DateEncoding: String, Sendable, Hashable, Codable, CaseIterable, ClosedManifestValue {
        /// Seconds since 2001-01-01 (Swift's default, `deferredToDate`).
        case secondsSince2001
        /// Seconds since 1970-01-01 (`secondsSince1970`, Unix time).
        case secondsSince1970
        /// Milliseconds since 1970-01-01 (`millisecondsSince1970`).
        case millisecondsSince1970
        /// An ISO 8601 string (`iso8601`).
        case iso8601

        /// The seconds between 1970-01-01 and 2001-01-01.
        public static let referenceOffset: TimeInterval = 978_307_200

        /// `date` written this way: a number of seconds, or an ISO 8601 string.
        public func value(of date: Date) -> any Sendable {
            switch self {
            case .secondsSince2001: date.timeIntervalSinceReferenceDate
            case .secondsSince1970: date.timeIntervalSince1970
            case .millisecondsSince1970: (date.timeIntervalSince1970 * 1000).rounded()
            case .iso8601: ISODate.format(date)
            }
        }
    }

    /// The name of the `ActivityAttributes` struct: the payload's `attributes-type`.
    public var attributesType: String
    /// The entity whose record fills the attributes' ``LiveActivityField/value`` templates.
    public var entity: String?
    /// The route a tap on the activity opens (its `widgetURL`), by name.
    public var url: String?
    /// The fixed properties: set when the activity starts, never changed by an update.
    public var attributes: [LiveActivityField]
    /// The fields of the attributes' `ContentState`: what every update sends.
    public var contentState: [LiveActivityField]
    /// Whether the app asks for frequent updates (`NSSupportsLiveActivitiesFrequentUpdates`).
    public var frequentUpdates: Bool
    /// How the app's decoder reads a date.
    public var dateEncoding: DateEncoding

    /// Creates a declaration.
    public init(
        attributesType: String, entity: String? = nil, url: String? = nil, attributes: [LiveActivityField] = [], contentState: [LiveActivityField] = [],
        frequentUpdates: Bool = false, dateEncoding: DateEncoding = .secondsSince2001
    ) {
        self.attributesType = attributesType
        self.entity = entity
        self.url = url
        self.attributes = attributes
        self.contentState = contentState
        self.frequentUpdates = frequentUpdates
        self.dateEncoding = dateEncoding
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case attributesType, entity, url, attributes, contentState, frequentUpdates, dateEncoding
    }

    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            attributesType: try c.decode(String.self, forKey: .attributesType), entity: try c.decodeIfPresent(String.self, forKey: .entity),
            url: try c.decodeIfPresent(String.self, forKey: .url), attributes: try c.decodeIfPresent([LiveActivityField].self, forKey: .attributes) ?? [],
            contentState: try c.decodeIfPresent([LiveActivityField].self, forKey: .contentState) ?? [],
            frequentUpdates: try c.decodeIfPresent(Bool.self, forKey: .frequentUpdates) ?? false,
            dateEncoding: try c.decodeIfPresent(DateEncoding.self, forKey: .dateEncoding) ?? .secondsSince2001)
    }
}

/// One property of a Live Activity's attributes or `ContentState`: its JSON key, its type, whether it may
/// be left out, and (for a fixed property) the template its value is filled from.
public struct LiveActivityField: Sendable, Hashable, Codable {
    /// The key in the payload (the property's `CodingKeys` raw value when it has one).
    public var name: String
    /// What the value must be.
    public var type: LiveActivityFieldType
    /// Whether the property is optional in Swift: it may be left out (a `null` is still refused).
    public var optional: Bool
    /// A fixed property's value, filled from the declaration's entity (`${title}`).
    public var value: FieldTemplate?

    /// Creates a field.
    public init(name: String, type: LiveActivityFieldType, optional: Bool = false, value: FieldTemplate? = nil) {
        self.name = name
        self.type = type
        self.optional = optional
        self.value = value
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case name, type, optional, value }

    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decode(String.self, forKey: .name), type: try c.decode(LiveActivityFieldType.self, forKey: .type),
            optional: try c.decodeIfPresent(Bool.self, forKey: .optional) ?? false, value: try c.decodeIfPresent(FieldTemplate.self, forKey: .value))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(type, forKey: .type)
        if optional { try c.encode(true, forKey: .optional) }
        try c.encodeIfPresent(value, forKey: .value)
    }
}

/// The type of a ``LiveActivityField``: `"string"`, `"integer"` (Swift's `Int`, 64 bits on every device
/// ActivityKit runs on), `"number"` (`Double`), one of the sized number types of ``SizedNumber``
/// (`"int8"` … `"uint64"`, `"float"`), `"boolean"`, `"date"`, `{"enum": ["light", "strong"]}` (a
/// `String`-backed enum's raw values), or `"any"` (a type the toolkit cannot name, such as a nested struct
/// the import found: any JSON value passes).
public enum LiveActivityFieldType: Sendable, Hashable, Codable {
    case string, integer, number, boolean, date
    /// A number type other than `Int` and `Double`, whose range the payload's number must fit.
    case sized(SizedNumber)
    /// A `String`-backed enum, by its raw values.
    case enumeration([String])
    /// Any JSON value other than `null`.
    case any

    /// A Swift number type other than `Int` (``LiveActivityFieldType/integer``) and `Double`
    /// (``LiveActivityFieldType/number``), by the name the manifest writes: the Swift name in lower case.
    public enum SizedNumber: String, Sendable, Hashable, CaseIterable {
        case int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float

        /// The Swift type's name (`Int8`, `UInt`, `Float`).
        public var swiftName: String {
            switch self {
            case .int8: "Int8"
            case .int16: "Int16"
            case .int32: "Int32"
            case .int64: "Int64"
            case .uint: "UInt"
            case .uint8: "UInt8"
            case .uint16: "UInt16"
            case .uint32: "UInt32"
            case .uint64: "UInt64"
            case .float: "Float"
            }
        }

        /// The type for a Swift type's name, `nil` for any other name.
        public init?(swiftName: String) {
            guard let found = Self.allCases.first(where: { $0.swiftName == swiftName }) else { return nil }
            self = found
        }
    }

    /// The names written for the plain types.
    public static let names = ["string", "integer", "number", "boolean", "date", "any"] + SizedNumber.allCases.map(\.rawValue)

    /// How the type is written in messages: its name, or `enum(light, strong)`.
    public var name: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .sized(let type): type.rawValue
        case .boolean: "boolean"
        case .date: "date"
        case .any: "any"
        case .enumeration(let values): "enum(\(values.joined(separator: ", ")))"
        }
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case enumeration = "enum" }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "string": self = .string
            case "integer": self = .integer
            case "number": self = .number
            case "boolean": self = .boolean
            case "date": self = .date
            case "any": self = .any
            default:
                if let sized = SizedNumber(rawValue: name) {
                    self = .sized(sized)
                    return
                }
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\"\(name)\" is not a Live Activity field type (\(Self.names.joined(separator: ", ")), {\"enum\": [...]})"))
            }
            return
        }
        try decoder.refuseUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self = .enumeration(try c.decode([String].self, forKey: .enumeration))
    }

    public func encode(to encoder: any Encoder) throws {
        if case .enumeration(let values) = self {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(values, forKey: .enumeration)
        } else {
            var c = encoder.singleValueContainer()
            try c.encode(name)
        }
    }
}
