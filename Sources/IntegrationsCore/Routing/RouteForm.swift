public import Foundation

/// One URL form of a route: which kind and its template.
public struct RouteForm: Sendable, Hashable, Codable {
    /// The kind of URL.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable, ClosedManifestValue {
        /// The app's custom scheme, e.g. `appcadia://goal/42`.
        case scheme
        /// An https URL on one of the app's associated domains.
        case web
        /// An App Clip invocation URL.
        case clip
    }

    /// The kind of URL.
    public var kind: Kind
    /// The template, e.g. `https://appcadia.com/goals/{id}/edit`.
    public var template: String

    /// Creates a form.
    public init(_ kind: Kind, _ template: String) {
        self.kind = kind
        self.template = template
    }
}

/// A typed parameter value.
public enum RouteValue: Sendable, Hashable, Codable, CustomStringConvertible {
    case int(Int)
    case uuid(UUID)
    case string(String)

    /// The value as it appears in a URL path segment, before percent-encoding.
    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .uuid(let value): value.uuidString.lowercased()
        case .string(let value): value
        }
    }
}
