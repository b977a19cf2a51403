import Foundation

/// An intent an app offers to Siri, Shortcuts and now the shell: what it is called, what it needs and the
/// App Shortcut phrases that start it.
///
/// Phrases hold `${applicationName}` where the app's name goes (the app's ``AppIdentity/name``, its
/// localized names and its ``AppIdentity/phraseAliases`` all match there) and at most one `${parameter}` slot,
/// which must be an entity or enumeration parameter — Apple's App Shortcut rules, checked by
/// ``AppManifest/intentProblems()``.
public struct IntentDefinition: Sendable, Hashable, Codable {
    /// The identifier, e.g. `CompleteGoal`.
    public var identifier: String
    /// The title a person sees.
    public var title: LocalizedText
    /// What the intent does.
    public var description: LocalizedText
    /// The parameters, in the order they are asked for.
    public var parameters: [IntentParameter]
    /// App Shortcut phrases, per language.
    public var phrases: IntentPhrases
    /// Phrases that must never start this intent, per language.
    public var negativePhrases: IntentPhrases
    /// What performing the intent does when no handler code is registered.
    public var effect: IntentEffect?
    /// What the built-in effect says, when the app words it itself.
    public var dialogs: IntentDialogs
    /// The question to ask before performing the intent, when it needs a yes first (Apple's
    /// `requestConfirmation`); `nil` when it runs without asking. May hold `${parameter}` placeholders,
    /// filled with the resolved values' titles.
    public var confirmation: LocalizedText?

    /// Creates an intent definition.
    public init(
        identifier: String, title: LocalizedText, description: LocalizedText, parameters: [IntentParameter] = [],
        phrases: IntentPhrases = IntentPhrases(), negativePhrases: IntentPhrases = IntentPhrases(), effect: IntentEffect? = nil,
        dialogs: IntentDialogs = IntentDialogs(), confirmation: LocalizedText? = nil
    ) {
        self.identifier = identifier
        self.title = title
        self.description = description
        self.parameters = parameters
        self.phrases = phrases
        self.negativePhrases = negativePhrases
        self.effect = effect
        self.dialogs = dialogs
        self.confirmation = confirmation
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, title, description, parameters, phrases, negativePhrases, effect, dialogs, confirmation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        title = try container.decode(LocalizedText.self, forKey: .title)
        description = try container.decodeIfPresent(LocalizedText.self, forKey: .description) ?? title
        parameters = try container.decodeIfPresent([IntentParameter].self, forKey: .parameters) ?? []
        phrases = try container.decodeIfPresent(IntentPhrases.self, forKey: .phrases) ?? IntentPhrases()
        negativePhrases = try container.decodeIfPresent(IntentPhrases.self, forKey: .negativePhrases) ?? IntentPhrases()
        effect = try container.decodeIfPresent(IntentEffect.self, forKey: .effect)
        dialogs = try container.decodeIfPresent(IntentDialogs.self, forKey: .dialogs) ?? IntentDialogs()
        confirmation = try container.decodeIfPresent(LocalizedText.self, forKey: .confirmation)
    }

    /// The parameter named `name`.
    public func parameter(named name: String) -> IntentParameter? {
        parameters.first { $0.name == name }
    }
}

/// What an intent's built-in effect says, in ``FieldTemplate`` syntax: `${title}` is the completed
/// entity's title, `${url}` the URL opened. A `nil` dialog uses the toolkit's wording.
///
/// ```json
/// "dialogs": { "success": { "ja": "${title}を完了しました！", "en": "Completed ${title}!" } }
/// ```
public struct IntentDialogs: Sendable, Hashable, Codable {
    /// Said when the effect is done.
    public var success: LocalizedText?
    /// Said when a completion was already recorded today, so nothing was added.
    public var alreadyDone: LocalizedText?

    /// Creates dialogs.
    public init(success: LocalizedText? = nil, alreadyDone: LocalizedText? = nil) {
        self.success = success
        self.alreadyDone = alreadyDone
    }
}

/// Phrases in each language.
public struct IntentPhrases: Sendable, Hashable, Codable {
    /// Japanese phrases.
    public var ja: [String]
    /// English phrases.
    public var en: [String]

    /// Creates phrases.
    public init(ja: [String] = [], en: [String] = []) {
        self.ja = ja
        self.en = en
    }

    /// Every phrase with its language.
    public var all: [(language: Language, text: String)] {
        ja.map { (.ja, $0) } + en.map { (.en, $0) }
    }

    private enum CodingKeys: String, CodingKey { case ja, en }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ja = try container.decodeIfPresent([String].self, forKey: .ja) ?? []
        en = try container.decodeIfPresent([String].self, forKey: .en) ?? []
    }
}

/// A parameter of an intent.
public struct IntentParameter: Sendable, Hashable, Codable {
    /// The name phrases and `--param` use, e.g. `goal`.
    public var name: String
    /// The title a person sees.
    public var title: LocalizedText
    /// The type of value it takes.
    public var type: IntentParameterType
    /// Whether the intent cannot run without it.
    public var isRequired: Bool
    /// The value used when none is given, as text (e.g. `"3"`, `"true"`, `"2026-11-21"`).
    public var defaultValue: String?
    /// What to ask when the value is missing.
    public var prompt: LocalizedText?

    /// Creates a parameter.
    public init(
        name: String, title: LocalizedText, type: IntentParameterType, isRequired: Bool = true, defaultValue: String? = nil,
        prompt: LocalizedText? = nil
    ) {
        self.name = name
        self.title = title
        self.type = type
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.prompt = prompt
    }

    private enum CodingKeys: String, CodingKey { case name, title, type, required, `default`, prompt }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        title = try container.decodeIfPresent(LocalizedText.self, forKey: .title) ?? LocalizedText(ja: name, en: name)
        type = try container.decode(IntentParameterType.self, forKey: .type)
        isRequired = try container.decodeIfPresent(Bool.self, forKey: .required) ?? true
        defaultValue = try container.decodeIfPresent(String.self, forKey: .default)
        prompt = try container.decodeIfPresent(LocalizedText.self, forKey: .prompt)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(title, forKey: .title)
        try container.encode(type, forKey: .type)
        try container.encode(isRequired, forKey: .required)
        try container.encodeIfPresent(defaultValue, forKey: .default)
        try container.encodeIfPresent(prompt, forKey: .prompt)
    }
}

/// The type of an intent parameter. In JSON: `"string"`, `"integer"`, `"boolean"`, `"date"`,
/// `{"enum": [{"value": "daily", "title": {"ja": "毎日", "en": "Daily"}}]}`, `{"entity": "goal"}`.
public enum IntentParameterType: Sendable, Hashable, Codable {
    /// Any text.
    case string
    /// A whole number.
    case integer
    /// `true` or `false`.
    case boolean
    /// A calendar day, `YYYY-MM-DD`.
    case date
    /// One of a fixed set of values, each with a title.
    case enumeration([IntentEnumCase])
    /// An entity of the app, found through search: the search domain's `entity` name, e.g. `goal`.
    case entity(String)

    /// Whether a phrase may hold this parameter in its slot (App Shortcut rule).
    public var canFillPhraseSlot: Bool {
        switch self {
        case .enumeration, .entity: true
        case .string, .integer, .boolean, .date: false
        }
    }

    private enum CodingKeys: String, CodingKey { case `enum`, entity }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "string": self = .string
            case "integer": self = .integer
            case "boolean": self = .boolean
            case "date": self = .date
            default:
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "\"\(name)\" is not a parameter type (string, integer, boolean, date, {\"enum\": [...]}, {\"entity\": \"...\"})"))
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let cases = try container.decodeIfPresent([IntentEnumCase].self, forKey: .enum) {
            self = .enumeration(cases)
        } else {
            self = .entity(try container.decode(String.self, forKey: .entity))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string, .integer, .boolean, .date:
            var container = encoder.singleValueContainer()
            try container.encode("\(self)")
        case .enumeration(let cases):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(cases, forKey: .enum)
        case .entity(let entity):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(entity, forKey: .entity)
        }
    }
}

/// One value of an enumeration parameter.
public struct IntentEnumCase: Sendable, Hashable, Codable {
    /// The value, as `--param` and handlers see it.
    public var value: String
    /// Its title, which a phrase or a person may use instead.
    public var title: LocalizedText

    /// Creates a case.
    public init(value: String, title: LocalizedText) {
        self.value = value
        self.title = title
    }
}

/// What an intent does when no handler code is registered for it. In JSON: `{"openRoute": "progress"}`,
/// `{"recordCompletion": "goal"}` (the entity parameter whose entity is completed), `{"reportProgress": {}}`.
public enum IntentEffect: Sendable, Hashable, Codable {
    /// Answers with the URL of a route, to open.
    case openRoute(String)
    /// Records a completion of the entity in the named parameter.
    case recordCompletion(parameter: String)
    /// Answers with today's progress.
    case reportProgress

    private enum CodingKeys: String, CodingKey { case openRoute, recordCompletion, reportProgress }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let route = try container.decodeIfPresent(String.self, forKey: .openRoute) {
            self = .openRoute(route)
        } else if let parameter = try container.decodeIfPresent(String.self, forKey: .recordCompletion) {
            self = .recordCompletion(parameter: parameter)
        } else if container.contains(.reportProgress) {
            self = .reportProgress
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "an effect is {\"openRoute\": ...}, {\"recordCompletion\": ...} or {\"reportProgress\": {}}"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .openRoute(let route): try container.encode(route, forKey: .openRoute)
        case .recordCompletion(let parameter): try container.encode(parameter, forKey: .recordCompletion)
        case .reportProgress: try container.encode([String: String](), forKey: .reportProgress)
        }
    }
}
