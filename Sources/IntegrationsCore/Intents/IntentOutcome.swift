public import Foundation

/// Whether a completion an intent asked for was recorded now or had been recorded already that day.
public enum CompletionState: String, Sendable, Hashable, Codable {
    /// Recorded by this run.
    case recorded
    /// Recorded earlier the same day; nothing was added.
    case alreadyDone
}

/// What resolving or performing an intent came to — the answers Siri gives, as values.
public enum IntentOutcome: Sendable, Hashable {
    /// Done: what to say, an optional value, an optional URL to open, and — for an effect that records a
    /// completion — whether it was recorded now or had been already today.
    case success(dialog: LocalizedText, value: IntentValue?, url: URL?, completion: CompletionState? = nil)
    /// A parameter has no value: which one, what to ask, and values to suggest.
    case needsValue(parameter: String, prompt: LocalizedText, suggestions: [IntentOption])
    /// A value matched several things: which parameter, what to ask, and the options.
    case disambiguation(parameter: String, prompt: LocalizedText, options: [IntentOption])
    /// The intent wants a yes before it runs.
    case confirmationRequired(prompt: LocalizedText)
    /// The app does not do this.
    case unsupported(reason: LocalizedText)
    /// It went wrong.
    case failure(reason: LocalizedText)
}

/// An option offered to a person: a suggestion or one of several matches.
public struct IntentOption: Sendable, Hashable, Codable {
    /// What `--param name=…` takes to choose it: an entity's identifier or an enumeration value.
    public var identifier: String
    /// What a person reads.
    public var title: LocalizedText
    /// A second line that tells apart options with the same title (an entity's description).
    public var subtitle: String?

    /// Creates an option.
    public init(identifier: String, title: LocalizedText, subtitle: String? = nil) {
        self.identifier = identifier
        self.title = title
        self.subtitle = subtitle
    }
}

/// A resolved parameter value.
public enum IntentValue: Sendable, Hashable, Codable {
    /// Text.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// A truth value.
    case boolean(Bool)
    /// A calendar day.
    case date(CalendarDay)
    /// One value of an enumeration.
    case enumeration(String)
    /// An entity of the app.
    case entity(IntentEntity)

    /// The value as text, the way `--param` writes it (an entity gives its identifier).
    public var text: String {
        switch self {
        case .string(let text), .enumeration(let text): text
        case .integer(let number): String(number)
        case .boolean(let flag): String(flag)
        case .date(let day): day.description
        case .entity(let entity): entity.identifier
        }
    }

    /// What a person reads for the value (an entity gives its title).
    public var title: String {
        if case .entity(let entity) = self { return entity.title }
        return text
    }
}

/// An entity of the app as intents see it: one searchable item of an entity's search domain.
public struct IntentEntity: Sendable, Hashable, Codable {
    /// The item's unique identifier, e.g. `goal-3`: what completions record and `--param` accepts.
    public var identifier: String
    /// The entity type, the search domain's `entity`, e.g. `goal`.
    public var entity: String
    /// The title a person reads.
    public var title: String
    /// A line that tells it apart from others with the same title.
    public var subtitle: String?
    /// Where the app shows it.
    public var url: URL?
    /// The entity's record fields as text (`id` → `3`): what an ``IntentEffect/openRoute(_:)`` fills
    /// the route's parameters from.
    public var fields: [String: String]

    /// Creates an entity.
    public init(identifier: String, entity: String, title: String, subtitle: String? = nil, url: URL? = nil, fields: [String: String] = [:]) {
        self.identifier = identifier
        self.entity = entity
        self.title = title
        self.subtitle = subtitle
        self.url = url
        self.fields = fields
    }
}

/// The app's entities, for resolving entity parameters — Apple's `EntityQuery` and `EntityStringQuery`.
///
/// The toolkit's implementation reads the app's records and answers string queries through its
/// Spotlight-like search index.
public protocol IntentEntityQuerying: Sendable {
    /// Every entity of a type, in the app's order.
    func entities(of entity: String) async throws(IntegrationsError) -> [IntentEntity]
    /// The entities of a type a string finds, best first.
    func entities(of entity: String, matching text: String) async throws(IntegrationsError) -> [IntentEntity]
}

/// A request to run an intent: its identifier and the values given as text, by parameter name.
public struct IntentRequest: Sendable, Hashable {
    /// The intent's identifier.
    public var intent: String
    /// Values given so far, as text (`--param goal=朝のランニング`).
    public var parameters: [String: String]
    /// Whether the person has already confirmed.
    public var isConfirmed: Bool
    /// Parameters whose text a person typed in answer to a prompt: an entity found for it only by a
    /// partial match is offered back to choose (a disambiguation of one, as SiriKit's
    /// `confirmationRequired(with:)`) instead of being acted on, so "abc" does not complete
    /// 「ＡＢＣ英会話レッスン」 unasked.
    public var typedAnswers: Set<String>

    /// Creates a request.
    public init(intent: String, parameters: [String: String] = [:], isConfirmed: Bool = false, typedAnswers: Set<String> = []) {
        self.intent = intent
        self.parameters = parameters
        self.isConfirmed = isConfirmed
        self.typedAnswers = typedAnswers
    }
}

/// Resolves an intent request's parameters and performs it.
public protocol IntentResolving: Sendable {
    /// Resolves every parameter, then performs the intent: the first parameter that needs a value or is
    /// ambiguous ends resolution with that outcome.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidIntentRequest`` when the
    ///   request names no declared intent or parameter or gives a value of the wrong type (nothing is
    ///   performed), and the store's errors when performing fails to read or write.
    func run(_ request: IntentRequest) async throws(IntegrationsError) -> IntentOutcome
}

/// Code that performs an intent once its parameters are resolved, for apps that do more than the
/// built-in ``IntentEffect``s.
public protocol IntentHandling: Sendable {
    /// The intent this handler performs.
    var intent: String { get }
    /// Performs the intent with resolved parameters.
    func perform(_ parameters: [String: IntentValue]) async -> IntentOutcome
}
