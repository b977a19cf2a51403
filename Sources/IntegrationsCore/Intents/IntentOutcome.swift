public import Foundation

/// What resolving or performing an intent came to — the answers Siri gives, as values.
public enum IntentOutcome: Sendable, Hashable {
    /// Done: what to say, an optional value and an optional URL to open.
    case success(dialog: LocalizedText, value: IntentValue?, url: URL?)
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
    /// What `--param name=…` takes to choose it: an entity's id or an enumeration value.
    public var identifier: String
    /// What a person reads.
    public var title: LocalizedText

    /// Creates an option.
    public init(identifier: String, title: LocalizedText) {
        self.identifier = identifier
        self.title = title
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
    /// An entity of the app: its id and title.
    case entity(id: String, title: String)
}

/// A request to run an intent: its identifier and the values given as text, by parameter name.
public struct IntentRequest: Sendable, Hashable {
    /// The intent's identifier.
    public var intent: String
    /// Values given so far, as text (`--param goal=朝のランニング`).
    public var parameters: [String: String]
    /// Whether the person has already confirmed.
    public var isConfirmed: Bool

    /// Creates a request.
    public init(intent: String, parameters: [String: String] = [:], isConfirmed: Bool = false) {
        self.intent = intent
        self.parameters = parameters
        self.isConfirmed = isConfirmed
    }
}

/// Resolves an intent request's parameters and performs it.
public protocol IntentResolving: Sendable {
    /// Resolves every parameter, then performs the intent: the first parameter that needs a value or is
    /// ambiguous ends resolution with that outcome.
    func run(_ request: IntentRequest) async -> IntentOutcome
}

/// Code that performs an intent once its parameters are resolved, for apps that do more than the
/// built-in ``IntentEffect``s.
public protocol IntentHandling: Sendable {
    /// The intent this handler performs.
    var intent: String { get }
    /// Performs the intent with resolved parameters.
    func perform(_ parameters: [String: IntentValue]) async -> IntentOutcome
}
