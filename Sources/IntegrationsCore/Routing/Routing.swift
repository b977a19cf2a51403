public import Foundation

/// Resolves URLs to an app's routes and generates them back.
///
/// The Linux implementation is `Router` in the `IntegrationsRouting` module.
public protocol Routing: Sendable {
    /// Resolves a URL to a route, or explains why none matches.
    func resolve(_ url: URL) -> RouteResolution

    /// The URL of a route in the given form, from its parameters.
    func url(for route: String, parameters: [String: RouteValue], form: RouteForm.Kind) throws(IntegrationsError) -> URL
}

/// What resolving a URL found.
public enum RouteResolution: Sendable, Hashable {
    /// A route matched.
    case match(RouteMatch)
    /// No route matched.
    case miss(RouteMiss)
}

/// A URL matched to a route.
public struct RouteMatch: Sendable, Hashable, Codable {
    /// The route's name.
    public var route: String
    /// The form that matched.
    public var form: RouteForm.Kind
    /// The path parameters, typed.
    public var parameters: [String: RouteValue]

    /// Creates a match.
    public init(route: String, form: RouteForm.Kind, parameters: [String: RouteValue]) {
        self.route = route
        self.form = form
        self.parameters = parameters
    }
}

/// Why no route matched a URL.
public struct RouteMiss: Sendable, Hashable, Codable {
    /// The longest prefix of the URL that some route accepted, e.g. `https://appcadia.com/goals/42`.
    public var matchedPrefix: String
    /// What routes accept after that prefix, e.g. `edit` or `{id: int}`.
    public var expected: [String]
    /// The routes closest to the URL, nearest first.
    public var nearestRoutes: [String]
    /// Whether the path could not be read at all: a `%` escape is malformed or does not decode to UTF-8.
    public var isUndecodable: Bool

    /// Creates a miss.
    public init(matchedPrefix: String, expected: [String], nearestRoutes: [String], isUndecodable: Bool = false) {
        self.matchedPrefix = matchedPrefix
        self.expected = expected
        self.nearestRoutes = nearestRoutes
        self.isUndecodable = isUndecodable
    }
}
