public import IntegrationsCore

/// A problem in a route table, found when the table is built.
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

    /// Creates a diagnostic.
    public init(_ code: Code, route: String, message: LocalizedText) {
        self.code = code
        self.route = route
        self.message = message
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
