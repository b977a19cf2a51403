public import Foundation
public import IntegrationsCore
public import IntegrationsRouting

// The JSON documents that are not one library result, each on purpose (Decision 461): every other `--json`
// document is the library's result value itself, `Encodable` where it is defined. One naming scheme runs
// across all of them: `identifier` and `url` for what an item or a route is and where it leads, typed
// values as JSON numbers and booleans. Documented, with an example of each, in Docs/JSON.md (a test
// compares every command's output with its example).

/// What every command prints under `--json` when it fails: `{"error": {"kind", "message", "exitCode"}}`.
///
/// The exit code is the printing command's: a library has none, so the command that maps the error to
/// its exit code hands that code in.
public struct ErrorDocument: Encodable {
    public struct Failure: Encodable {
        public var kind: String
        public var message: String
        public var exitCode: Int32

        /// Creates the value from its fields.
        public init(kind: String, message: String, exitCode: Int32) {
            self.kind = kind
            self.message = message
            self.exitCode = exitCode
        }
    }

    public var error: Failure

    public init(kind: String, message: String, exitCode: Int32) {
        error = Failure(kind: kind, message: message, exitCode: exitCode)
    }
}

/// `routes --json`: the router's table with its problems as `check --json` words them. A document of its
/// own on purpose: it joins two results, the `Router`'s routes and the check engine's placed diagnostics.
public struct RoutesDocument: Encodable {
    public struct Route: Encodable {
        public struct Form: Encodable {
            public var kind: String
            public var template: String

            /// Creates the value from its fields.
            public init(kind: String, template: String) {
                self.kind = kind
                self.template = template
            }
        }

        public var name: String
        public var forms: [Form]
        public var parameters: [String: String]
        public var query: [String: String]
        public var isUniversalLink: Bool
        public var handlesAppClip: Bool

        /// Creates the value from its fields.
        public init(name: String, forms: [Form], parameters: [String: String], query: [String: String], isUniversalLink: Bool, handlesAppClip: Bool) {
            self.name = name
            self.forms = forms
            self.parameters = parameters
            self.query = query
            self.isUniversalLink = isUniversalLink
            self.handlesAppClip = handlesAppClip
        }
    }

    public var routes: [Route]
    /// The table's problems, each the diagnostic `check --json` prints (`route.*` codes), its texts in the
    /// chosen language (the command exits 1 when there are any).
    public var problems: [DiagnosticDocument]

    /// Creates the value from its fields.
    public init(routes: [Route], problems: [DiagnosticDocument]) {
        self.routes = routes
        self.problems = problems
    }
}

/// `url --json`. A document of its own on purpose: the router answers with a `URL` alone, and the
/// document names the route and form asked for beside it.
public struct URLDocument: Encodable {
    public var route: String
    public var form: String
    public var url: String

    /// Creates the value from its fields.
    public init(route: String, form: String, url: String) {
        self.route = route
        self.form = form
        self.url = url
    }
}

/// The JSON document of `integrations route`: `{"url", "match", "route", "form", "parameters"}` or
/// `{"url", "match": false, "matchedPrefix", "expected", "nearestRoutes"}`. A document of its own, not the
/// router's ``RouteResolution``, on purpose: it echoes the URL as the person typed it, which the resolution
/// (of the parsed URL) does not hold.
public struct RouteDocument: Encodable {
    public var url: String
    public var resolution: RouteResolution

    public init(url: String, resolution: RouteResolution) {
        self.url = url
        self.resolution = resolution
    }

    private enum CodingKeys: String, CodingKey { case url, match, route, form, parameters, matchedPrefix, expected, nearestRoutes }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(url, forKey: .url)
        switch resolution {
        case .match(let found):
            try container.encode(true, forKey: .match)
            try container.encode(found.route, forKey: .route)
            try container.encode(found.form.rawValue, forKey: .form)
            try container.encode(RouteValueJSON.parameters(found.parameters), forKey: .parameters)
        case .miss(let miss):
            try container.encode(false, forKey: .match)
            try container.encode(miss.matchedPrefix, forKey: .matchedPrefix)
            try container.encode(miss.expected, forKey: .expected)
            try container.encode(miss.nearestRoutes, forKey: .nearestRoutes)
        }
    }
}

/// `aasa check --json`: the evaluation with its trace in the chosen language. Kept as a document for
/// now: `AASAEvaluation` (IntegrationsRouting) is a synthesized `Codable` of both languages, and encoding
/// it as this document instead is the evaluation's own change to make (issue 45).
public struct CheckOutput: Encodable {
    public var url: String
    public var match: Bool
    public var appIDs: [String]
    public var trace: [String]

    public init(_ evaluation: AASAEvaluation, language: Language) {
        url = evaluation.url
        match = evaluation.match
        appIDs = evaluation.appIDs
        trace = evaluation.trace.map { $0[language] }
    }
}
