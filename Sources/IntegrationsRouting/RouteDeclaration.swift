public import Foundation
public import IntegrationsCore

/// A deep link an app declares: a name and the URL forms that reach it.
///
/// ```swift
/// let goal = RouteDeclaration(
///     name: "goal",
///     forms: [.init(.scheme, "appcadia://goal/{id}"), .init(.web, "https://appcadia.com/goals/{id}")],
///     parameters: ["id": .int]
/// )
/// ```
///
/// A template's path segments are constants, `{name}` parameters (typed by ``parameters``; a parameter
/// without a declared type is an untyped string), `*` (any one segment) or, last, `**` (the rest of
/// the path). For a custom scheme the host is the first segment: `appcadia://goal/42` has the segments
/// `goal` and `42`.
public struct RouteDeclaration: Sendable, Hashable, Codable {
    /// The route's name, unique in the app.
    public var name: String
    /// The URL forms that reach the route.
    public var forms: [RouteForm]
    /// The types of the path parameters by name.
    public var parameters: [String: RouteParameterType]
    /// The query parameters by name: typed, required or optional, with defaults.
    public var query: [String: QueryParameter]
    /// Whether the web forms are universal links (listed in apple-app-site-association).
    public var isUniversalLink: Bool
    /// Whether an App Clip handles the route.
    public var handlesAppClip: Bool
    /// Whether the path is compared without regard to case.
    public var isCaseInsensitive: Bool

    /// Creates a route declaration.
    public init(
        name: String,
        forms: [RouteForm],
        parameters: [String: RouteParameterType] = [:],
        query: [String: QueryParameter] = [:],
        isUniversalLink: Bool = false,
        handlesAppClip: Bool = false,
        isCaseInsensitive: Bool = false
    ) {
        self.name = name
        self.forms = forms
        self.parameters = parameters
        self.query = query
        self.isUniversalLink = isUniversalLink
        self.handlesAppClip = handlesAppClip
        self.isCaseInsensitive = isCaseInsensitive
    }

    private enum CodingKeys: String, CodingKey {
        case name, forms, parameters, query, isUniversalLink, handlesAppClip, isCaseInsensitive
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            forms: try container.decode([RouteForm].self, forKey: .forms),
            parameters: try container.decodeIfPresent([String: RouteParameterType].self, forKey: .parameters) ?? [:],
            query: try container.decodeIfPresent([String: QueryParameter].self, forKey: .query) ?? [:],
            isUniversalLink: try container.decodeIfPresent(Bool.self, forKey: .isUniversalLink) ?? false,
            handlesAppClip: try container.decodeIfPresent(Bool.self, forKey: .handlesAppClip) ?? false,
            isCaseInsensitive: try container.decodeIfPresent(Bool.self, forKey: .isCaseInsensitive) ?? false
        )
    }
}

/// A query parameter of a route.
///
/// Query items are read the way browsers encode forms: `+` is a space and `%XX` is decoded. Items the route
/// does not declare are ignored.
public struct QueryParameter: Sendable, Hashable, Codable {
    /// The value's type.
    public var type: RouteParameterType
    /// Whether a URL without it matches no route.
    public var isRequired: Bool
    /// The value used when the URL has none.
    public var defaultValue: String?

    /// Creates a query parameter.
    public init(_ type: RouteParameterType, isRequired: Bool = false, defaultValue: String? = nil) {
        self.type = type
        self.isRequired = isRequired
        self.defaultValue = defaultValue
    }

    private enum CodingKeys: String, CodingKey { case type, required, `default` }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(RouteParameterType.self, forKey: .type),
            isRequired: try container.decodeIfPresent(Bool.self, forKey: .required) ?? false,
            defaultValue: try container.decodeIfPresent(String.self, forKey: .default))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        if isRequired { try container.encode(true, forKey: .required) }
        try container.encodeIfPresent(defaultValue, forKey: .default)
    }
}

/// The type of a path parameter, checked while matching.
public enum RouteParameterType: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A whole number (`-?[0-9]+`, fitting in `Int`).
    case int
    /// A UUID in its canonical form, any case.
    case uuid
    /// Any non-empty segment. An undeclared parameter is a string too, but untyped: it ranks below typed
    /// parameters when both could match.
    case string
    /// One of the listed values, compared exactly.
    case enumeration([String])

    /// The type as people write it: `int`, `uuid`, `string`, `one of a, b`.
    public var description: String {
        switch self {
        case .int: "int"
        case .uuid: "uuid"
        case .string: "string"
        case .enumeration(let values): "one of " + values.joined(separator: ", ")
        }
    }

    /// Whether the parameter is typed (everything but ``string``), which gives it precedence.
    public var isTyped: Bool {
        if case .string = self { false } else { true }
    }

    /// The value of a path segment, or `nil` when the segment is not of this type.
    public func value(of segment: String) -> RouteValue? {
        switch self {
        case .int:
            // Checked on bytes: this runs for every candidate segment of every lookup.
            guard !segment.isEmpty,
                segment.utf8.allSatisfy({ ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") }),
                let number = Int(segment)
            else { return nil }
            return .int(number)
        case .uuid:
            return UUID(uuidString: segment).map(RouteValue.uuid)
        case .string:
            return segment.isEmpty ? nil : .string(segment)
        case .enumeration(let values):
            return values.contains(segment) ? .string(segment) : nil
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            switch name {
            case "int": self = .int
            case "uuid": self = .uuid
            case "string": self = .string
            default:
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\"int\", \"uuid\", \"string\" or {\"enum\": [values]}")
            }
        } else {
            let object = try container.decode([String: [String]].self)
            guard let values = object["enum"], !values.isEmpty else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\"int\", \"uuid\", \"string\" or {\"enum\": [values]}")
            }
            self = .enumeration(values)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int: try container.encode("int")
        case .uuid: try container.encode("uuid")
        case .string: try container.encode("string")
        case .enumeration(let values): try container.encode(["enum": values])
        }
    }
}

extension RouteDeclaration {
    /// Every parameter a URL of the route can take: the `{name}`s of its templates, the typed path
    /// parameters and the query parameters.
    public var parameterNames: Set<String> {
        var names = Set(parameters.keys).union(query.keys)
        for form in forms {
            var rest = Substring(form.template)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                names.insert(String(rest[rest.index(after: open)..<close]))
                rest = rest[rest.index(after: close)...]
            }
        }
        return names
    }
}
