public import IntegrationsCore

/// A problem in a route table, found when the table is built.
public struct RouteDiagnostic: Sendable, Hashable, Codable {
    /// Which rule of the route table a diagnostic reports: stable, for code to branch on (people read
    /// ``RouteDiagnostic/message``).
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A route name declared twice: the later declaration is left out.
        public static let duplicateName = Code(rawValue: "route.duplicateName")
        /// A form whose template cannot be read: it is left out.
        public static let invalidForm = Code(rawValue: "route.invalidForm")
        /// Two routes match the same URLs: the first wins.
        public static let conflict = Code(rawValue: "route.conflict")
        /// A route no URL can reach: another always wins before it.
        public static let unreachable = Code(rawValue: "route.unreachable")

        public var description: String { rawValue }
    }

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
