import Foundation
import IntegrationsCore

// The JSON documents of the commands, one naming scheme across them: `identifier` and `url` for what
// an item or a route is and where it leads, typed values as JSON numbers and booleans. Documented, with
// an example of each, in Docs/JSON.md (a test compares every command's output with its example).

/// What every command prints under `--json` when it fails: `{"error": {"kind", "message", "exitCode"}}`.
struct ErrorDocument: Encodable {
    struct Failure: Encodable {
        var kind: String
        var message: String
        var exitCode: Int32
    }

    var error: Failure

    init(kind: String, message: String, exitCode: Int32) {
        error = Failure(kind: kind, message: message, exitCode: exitCode)
    }
}

/// A route parameter's value as JSON: an `int` as a number, anything else as a string.
struct TypedValue: Encodable {
    var value: RouteValue

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .int(let number): try container.encode(number)
        case .uuid, .string: try container.encode(value.description)
        }
    }
}

/// `search --json`.
struct SearchDocument: Encodable {
    struct Hit: Encodable {
        var identifier: String
        var domain: String?
        var title: String?
        var url: String?
        var score: Double
        var snippet: Snippet

        func encode(to encoder: any Encoder) throws {
            enum Keys: String, CodingKey { case identifier, domain, title, url, score, snippet }
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(identifier, forKey: .identifier)
            try container.encode(domain, forKey: .domain)
            try container.encode(title, forKey: .title)
            try container.encode(url, forKey: .url)
            try container.encode(score, forKey: .score)
            try container.encode(snippet, forKey: .snippet)
        }
    }

    var query: String
    /// Every item that matches, not only the page shown.
    var total: Int
    var hits: [Hit]

    init(_ results: SearchResults, total: Int) {
        query = results.query
        self.total = total
        hits = results.hits.map { hit in
            Hit(identifier: hit.uniqueIdentifier, domain: hit.domainIdentifier, title: hit.title, url: hit.contentURL?.absoluteString,
                score: hit.score, snippet: hit.snippet)
        }
    }
}

/// `routes --json`.
struct RoutesDocument: Encodable {
    struct Route: Encodable {
        struct Form: Encodable {
            var kind: String
            var template: String
        }

        var name: String
        var forms: [Form]
        var parameters: [String: String]
        var query: [String: String]
        var isUniversalLink: Bool
        var handlesAppClip: Bool
    }

    var routes: [Route]
    /// The table's problems, in the chosen language (the command exits 1 when there are any).
    var problems: [String]
}

/// `url --json`.
struct URLDocument: Encodable {
    var route: String
    var form: String
    var url: String
}

/// `clip --json`.
struct ClipDocument: Encodable {
    struct Experience: Encodable {
        var name: String
        var url: String
    }

    var url: String
    var match: Bool
    var experience: Experience?

    func encode(to encoder: any Encoder) throws {
        enum Keys: String, CodingKey { case url, match, experience }
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(url, forKey: .url)
        try container.encode(match, forKey: .match)
        try container.encode(experience, forKey: .experience)
    }
}
