public import IntegrationsCore

/// A problem in a route table, found when the table is built: the route at fault and the ``Diagnostic``
/// that reports it.
///
/// The diagnostic is the one shape every problem has (``diagnostic``): an error with a `route.*` code,
/// placed at the JSON path of the declaration at fault (`$.routes[2]`) when the table was built from a
/// manifest's routes in their order (``Router/init(_:)`` with `manifest.routes`).
public struct RouteDiagnostic: Sendable, Hashable, Codable {
    /// Which rule of the route table a diagnostic reports: the codes every diagnostic carries, stable for
    /// code to branch on (people read ``RouteDiagnostic/message``).
    public typealias Code = Diagnostic.Code

    /// The rule.
    public var code: Code
    /// The route at fault.
    public var route: String
    /// What is wrong and what happens because of it.
    public var message: LocalizedText
    /// How to fix it, when the rule knows: the diagnostic's fix, in words (``Diagnostic/suggestion``).
    public var suggestion: LocalizedText?
    /// The position of the declaration at fault in ``Router/declarations``: for a repeated name the
    /// later declaration, otherwise the one the table kept; `nil` when not known.
    public var declaration: Int?

    /// Creates a diagnostic.
    public init(_ code: Code, route: String, message: LocalizedText, suggestion: LocalizedText? = nil, declaration: Int? = nil) {
        self.code = code
        self.route = route
        self.message = message
        self.suggestion = suggestion
        self.declaration = declaration
    }

    /// The problem as a ``Diagnostic``: an error with the same code, message and fix, at `$.routes[i]` (the
    /// declaration's position) or `$.routes` when the position is not known. The check places it in the
    /// manifest's file.
    public var diagnostic: Diagnostic {
        Diagnostic(code, .error, message, path: declaration.map { "$.routes[\($0)]" } ?? "$.routes", suggestion: suggestion)
    }
}

extension Diagnostic.Code {
    /// A route name declared twice: the later declaration is left out.
    public static let routeDuplicateName: Diagnostic.Code = "route.duplicateName"
    /// A form whose template cannot be read: it is left out.
    public static let routeInvalidForm: Diagnostic.Code = "route.invalidForm"
    /// Two routes match the same URLs: the first wins.
    public static let routeConflict: Diagnostic.Code = "route.conflict"
    /// A route no URL can reach: another always wins before it.
    public static let routeUnreachable: Diagnostic.Code = "route.unreachable"
}
