public import Foundation
public import IntegrationsCore
public import IntegrationsRouting

// The JSON documents of `integrations … --json`, one naming scheme across them: `identifier` and `url`
// for what an item or a route is and where it leads, typed values as JSON numbers and booleans. They live
// in the library so a Swift caller writes the same JSON as the command. Documented, with an example of
// each, in Docs/JSON.md (a test compares every command's output with its example).

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

/// A route parameter's value as JSON: an `int` as a number, anything else as a string.
public struct TypedValue: Encodable {
    public var value: RouteValue

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .int(let number): try container.encode(number)
        case .uuid, .string: try container.encode(value.description)
        }
    }

    /// Creates the value from its fields.
    public init(value: RouteValue) {
        self.value = value
    }
}

/// `search --json`.
public struct SearchDocument: Encodable {
    public struct Hit: Encodable {
        public var identifier: String
        public var domain: String?
        public var title: String?
        public var url: String?
        public var score: Double
        public var snippet: Snippet

        public func encode(to encoder: any Encoder) throws {
            enum Keys: String, CodingKey { case identifier, domain, title, url, score, snippet }
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(identifier, forKey: .identifier)
            try container.encode(domain, forKey: .domain)
            try container.encode(title, forKey: .title)
            try container.encode(url, forKey: .url)
            try container.encode(score, forKey: .score)
            try container.encode(snippet, forKey: .snippet)
        }

        /// Creates the value from its fields.
        public init(identifier: String, domain: String? = nil, title: String? = nil, url: String? = nil, score: Double, snippet: Snippet) {
            self.identifier = identifier
            self.domain = domain
            self.title = title
            self.url = url
            self.score = score
            self.snippet = snippet
        }
    }

    public var query: String
    /// Every item that matches, not only the page shown.
    public var total: Int
    public var hits: [Hit]

    /// Creates the document of a query's results.
    public init(_ results: SearchResults) {
        query = results.query
        total = results.total
        hits = results.hits.map { hit in
            Hit(identifier: hit.uniqueIdentifier, domain: hit.domainIdentifier, title: hit.title, url: hit.contentURL?.absoluteString,
                score: hit.score, snippet: hit.snippet)
        }
    }
}

/// `routes --json`.
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

/// `url --json`.
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

/// `clip --json`.
public struct ClipDocument: Encodable {
    public struct Experience: Encodable {
        public var name: String
        public var url: String

        /// Creates the value from its fields.
        public init(name: String, url: String) {
            self.name = name
            self.url = url
        }
    }

    public var url: String
    public var match: Bool
    public var experience: Experience?

    public func encode(to encoder: any Encoder) throws {
        enum Keys: String, CodingKey { case url, match, experience }
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(url, forKey: .url)
        try container.encode(match, forKey: .match)
        try container.encode(experience, forKey: .experience)
    }

    /// Creates the value from its fields.
    public init(url: String, match: Bool, experience: Experience? = nil) {
        self.url = url
        self.match = match
        self.experience = experience
    }
}

/// `notification schedule --json`.
public struct ScheduledDocument: Encodable {
    public var identifier: String
    public var replaced: Bool
    public var nextFire: String?
    public var dropped: [String]

    /// Creates the value from its fields.
    public init(identifier: String, replaced: Bool, nextFire: String? = nil, dropped: [String]) {
        self.identifier = identifier
        self.replaced = replaced
        self.nextFire = nextFire
        self.dropped = dropped
    }
}

/// One pending request in `notification pending --json`.
public struct PendingDocument: Encodable {
    public var identifier: String
    public var nextFire: String?
    public var title: String
    public var body: String
    public var category: String?
    public var entity: String?
    public var repeats: Bool

    /// Creates the document of a request and when it fires next (`nil`: a push trigger).
    public init(request: NotificationRequest, nextFire: Date?, language: Language) {
        identifier = request.identifier
        self.nextFire = nextFire.map(ISODate.format)
        title = request.content.title[language]
        body = request.content.body[language]
        category = request.content.categoryIdentifier
        entity = request.content.userInfo["entity"]
        repeats = request.trigger.repeats
    }
}

/// `notification deliver --json` and `notification delivered --json`.
public struct DeliveredDocument: Encodable {
    public struct Item: Encodable {
        public var number: Int64
        public var identifier: String
        public var date: String
        public var title: String
        public var body: String
        public var category: String?
        public var entity: String?
        public var badge: Int?

        /// Creates the item of a delivery: its number, the request's identifier, its content and date.
        public init(number: Int64, identifier: String, content: NotificationContent, date: Date, language: Language) {
            self.number = number
            self.identifier = identifier
            self.date = ISODate.format(date)
            title = content.title[language]
            body = content.body[language]
            category = content.categoryIdentifier
            entity = content.userInfo["entity"]
            badge = content.badge
        }
    }

    public var delivered: [Item]
    public var badge: Int

    /// Creates the value from its fields.
    public init(delivered: [Item], badge: Int) {
        self.delivered = delivered
        self.badge = badge
    }
}

/// `notification respond --json`.
public struct ResponseDocument: Encodable {
    public var action: String
    public var outcome: String?
    public var dialog: String?
    public var completion: String?
    public var url: String?
    public var route: String?
    public var parameters: [String: TypedValue]?
    public var queued: [String]
    public var text: String?

    /// Creates the document of a response from what the host did with it.
    ///
    /// - Parameters:
    ///   - action: The action the person chose.
    ///   - outcome: The outcome of the intent the action ran, if it ran one.
    ///   - url: The URL the response opened, if any.
    ///   - route: The route that URL matched, if any; `parameters` are written only with a route.
    ///   - parameters: The route's parameters.
    ///   - queued: The notifications the response queued.
    ///   - text: The text the person typed, for a text-input action.
    ///   - language: The language of the dialog.
    public init(
        action: String, outcome: IntentOutcome?, url: URL?, route: String?, parameters: [String: RouteValue], queued: [String], text: String?,
        language: Language
    ) {
        self.action = action
        if let outcome {
            let document = IntentDocument(request: IntentRequest(intent: ""), outcome: outcome, language: language, phrase: nil)
            self.outcome = document.outcome
            dialog = document.dialog ?? document.reason ?? document.prompt
            completion = document.completion
        }
        self.url = url?.absoluteString
        self.route = route
        self.parameters = route == nil ? nil : parameters.mapValues(TypedValue.init)
        self.queued = queued
        self.text = text
    }
}

/// `intent run --json` and `intent say --json`.
public struct IntentDocument: Encodable {
    public struct Value: Encodable {
        public var type: String
        public var value: String
        public var title: String?
        public var url: String?

        /// Creates the value from its fields.
        public init(type: String, value: String, title: String? = nil, url: String? = nil) {
            self.type = type
            self.value = value
            self.title = title
            self.url = url
        }
    }

    public struct Option: Encodable {
        public var identifier: String
        public var title: String
        public var subtitle: String?

        /// Creates the value from its fields.
        public init(identifier: String, title: String, subtitle: String? = nil) {
            self.identifier = identifier
            self.title = title
            self.subtitle = subtitle
        }
    }

    public var phrase: String?
    public var intent: String?
    public var outcome: String
    public var dialog: String?
    public var value: Value?
    public var url: String?
    /// `recorded` or `alreadyDone`, for an intent that records a completion.
    public var completion: String?
    public var parameter: String?
    public var prompt: String?
    public var options: [Option]?
    public var reason: String?
    /// The activity the intent donated (Docs/Handoff.md).
    public var activity: UserActivity?

    public init(phrase: String, outcome: String) {
        self.phrase = phrase
        self.outcome = outcome
    }

    public init(request: IntentRequest, outcome: IntentOutcome, language: Language, phrase: String?) {
        self.phrase = phrase
        intent = request.intent
        func options(_ list: [IntentOption]) -> [Option] {
            list.map { Option(identifier: $0.identifier, title: $0.title[language], subtitle: $0.subtitle) }
        }
        switch outcome {
        case .success(let dialog, let value, let url, let completion):
            self.outcome = "success"
            self.dialog = dialog[language]
            self.value = value.map(Self.value)
            self.url = url?.absoluteString
            self.completion = completion?.rawValue
        case .needsValue(let parameter, let prompt, let suggestions):
            self.outcome = "needsValue"
            self.parameter = parameter
            self.prompt = prompt[language]
            self.options = options(suggestions)
        case .disambiguation(let parameter, let prompt, let choices):
            self.outcome = "disambiguation"
            self.parameter = parameter
            self.prompt = prompt[language]
            self.options = options(choices)
        case .confirmationRequired(let prompt):
            self.outcome = "confirmationRequired"
            self.prompt = prompt[language]
        case .unsupported(let reason):
            self.outcome = "unsupported"
            self.reason = reason[language]
        case .failure(let reason):
            self.outcome = "failure"
            self.reason = reason[language]
        }
    }

    static func value(_ value: IntentValue) -> Value {
        switch value {
        case .string(let text): Value(type: "string", value: text)
        case .integer(let number): Value(type: "integer", value: String(number))
        case .boolean(let flag): Value(type: "boolean", value: String(flag))
        case .date(let day): Value(type: "date", value: day.description)
        case .enumeration(let text): Value(type: "enum", value: text)
        case .entity(let entity): Value(type: "entity", value: entity.identifier, title: entity.title, url: entity.url?.absoluteString)
        }
    }
}

/// `activity continue --json`.
public struct ContinuationDocument: Encodable {
    public var continuation: String
    public var route: String?
    public var parameters: [String: TypedValue]?
    public var url: String?
    public var reason: String?

    public init(_ result: ActivityContinuation, language: Language) {
        switch result {
        case .route(let match, let url):
            continuation = "route"
            route = match.route
            parameters = match.parameters.mapValues(TypedValue.init)
            self.url = url.absoluteString
        case .webpage(let url, let reason):
            continuation = "webpage"
            self.url = url.absoluteString
            self.reason = reason[language]
        case .cannotContinue(let reason):
            continuation = "cannotContinue"
            self.reason = reason[language]
        }
    }
}

/// `progress --json`.
public struct ProgressDocument: Encodable {
    public struct Entity: Encodable {
        public var identifier: String
        public var title: String

        /// Creates the value from its fields.
        public init(identifier: String, title: String) {
            self.identifier = identifier
            self.title = title
        }
    }

    public var date: String
    public var completed: Int64
    public var total: Int64
    public var remaining: Int64
    public var percent: Int
    public var answer: String
    public var widget: String
    public var completedEntities: [Entity]

    /// Creates the value from its fields.
    public init(date: String, completed: Int64, total: Int64, remaining: Int64, percent: Int, answer: String, widget: String, completedEntities: [Entity]) {
        self.date = date
        self.completed = completed
        self.total = total
        self.remaining = remaining
        self.percent = percent
        self.answer = answer
        self.widget = widget
        self.completedEntities = completedEntities
    }
}

/// The JSON document of `integrations route`.
public struct RouteDocument: Encodable {
    public var url: String
    public var match: Bool
    public var route: String?
    public var form: String?
    public var parameters: [String: TypedValue]?
    public var matchedPrefix: String?
    public var expected: [String]?
    public var nearestRoutes: [String]?

    public init(url: String, resolution: RouteResolution) {
        self.url = url
        switch resolution {
        case .match(let found):
            match = true
            route = found.route
            form = found.form.rawValue
            parameters = found.parameters.mapValues(TypedValue.init)
        case .miss(let miss):
            match = false
            matchedPrefix = miss.matchedPrefix
            expected = miss.expected
            nearestRoutes = miss.nearestRoutes
        }
    }
}

/// `aasa check --json`: the evaluation with its trace in the chosen language.
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

/// `init --json`: the app folder just written — its full path, the files written in it, in order, and the
/// command line that checks it. A folder is written whole or not at all (`AppFolderWriter`), so every file
/// named was written; a file already there refuses the write, which is then the failure document.
///
/// ```json
/// {"checkCommand": "integrations check --app Pantry", "files": ["integrations.json", "items.json", …], "folder": "/home/you/Pantry"}
/// ```
public struct MadeAppFolderDocument: Encodable {
    /// The folder's full path.
    public var folder: String
    /// The files written, by name, in the order they were given.
    public var files: [String]
    /// The command line that checks the folder, as the caller words it.
    public var checkCommand: String

    /// The document of a folder just written.
    public init(_ made: MadeAppFolder) {
        folder = made.folder
        files = made.files
        checkCommand = made.checkCommand
    }
}
