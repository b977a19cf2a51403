public import Foundation

extension IntentOutcome: Encodable {
    /// The outcome's case as JSON names it: `success`, `needsValue`, `disambiguation`,
    /// `confirmationRequired`, `unsupported` or `failure`.
    public var name: String {
        switch self {
        case .success: "success"
        case .needsValue: "needsValue"
        case .disambiguation: "disambiguation"
        case .confirmationRequired: "confirmationRequired"
        case .unsupported: "unsupported"
        case .failure: "failure"
        }
    }

    /// What a person is told, in `language`: the dialog of a success, the reason of a refusal or failure,
    /// the prompt of a question.
    public func said(_ language: Language) -> String {
        switch self {
        case .success(let dialog, _, _, _): dialog[language]
        case .needsValue(_, let prompt, _), .disambiguation(_, let prompt, _), .confirmationRequired(let prompt): prompt[language]
        case .unsupported(let reason), .failure(let reason): reason[language]
        }
    }

    /// The keys an outcome is written with (Docs/JSON.md, "intent run").
    enum CodingKeys: String, CodingKey {
        case outcome, dialog, value, url, completion, parameter, prompt, options, reason
    }

    /// Writes the outcome as `intent run --json` does, its texts in the encoder's language
    /// (``Foundation/CodingUserInfoKey/language``): `outcome`, then what the case holds — `dialog`, `value`
    /// (`{"type", "value", "title", "url"}`), `url` and `completion`; `parameter`, `prompt` and `options`
    /// (`[{"identifier", "title", "subtitle"}]`); or `reason`. A value that is absent is left out.
    ///
    /// A result that holds an outcome writes its own keys beside these, in the same object.
    public func encode(to encoder: any Encoder) throws {
        let language = encoder.language
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .outcome)
        func options(_ list: [IntentOption]) throws {
            try container.encode(list.map { WrittenOption(identifier: $0.identifier, title: $0.title[language], subtitle: $0.subtitle) }, forKey: .options)
        }
        switch self {
        case .success(let dialog, let value, let url, let completion):
            try container.encode(dialog[language], forKey: .dialog)
            try container.encodeIfPresent(value.map(WrittenValue.init), forKey: .value)
            try container.encodeIfPresent(url?.absoluteString, forKey: .url)
            try container.encodeIfPresent(completion?.rawValue, forKey: .completion)
        case .needsValue(let parameter, let prompt, let list), .disambiguation(let parameter, let prompt, let list):
            try container.encode(parameter, forKey: .parameter)
            try container.encode(prompt[language], forKey: .prompt)
            try options(list)
        case .confirmationRequired(let prompt):
            try container.encode(prompt[language], forKey: .prompt)
        case .unsupported(let reason), .failure(let reason):
            try container.encode(reason[language], forKey: .reason)
        }
    }

    /// Writes the outcome in brief, as the results that perform an intent on a person's behalf (a quick
    /// action, a notification's action) do: `outcome`, `dialog` (what ``said(_:)`` says) and `completion`.
    package func encodeBrief(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .outcome)
        try container.encode(said(encoder.language), forKey: .dialog)
        if case .success(_, _, _, let completion?) = self { try container.encode(completion.rawValue, forKey: .completion) }
    }
}

/// An intent's value as JSON writes it: its type, its text, and an entity's title and URL.
private struct WrittenValue: Encodable {
    var type: String
    var value: String
    var title: String?
    var url: String?

    init(_ value: IntentValue) {
        switch value {
        case .string(let text): (type, self.value) = ("string", text)
        case .integer(let number): (type, self.value) = ("integer", String(number))
        case .boolean(let flag): (type, self.value) = ("boolean", String(flag))
        case .date(let day): (type, self.value) = ("date", day.description)
        case .enumeration(let text): (type, self.value) = ("enum", text)
        case .entity(let entity): (type, self.value, title, url) = ("entity", entity.identifier, entity.title, entity.url?.absoluteString)
        }
    }
}

/// An option offered as JSON writes it: its title in the encoder's language.
private struct WrittenOption: Encodable {
    var identifier: String
    var title: String
    var subtitle: String?
}

/// An intent run to its outcome: the phrase that named it (when one did), the intent, its outcome and the
/// activity it donated. It is `intent run --json` and `intent say --json` (Docs/JSON.md), and a background
/// task's `runIntent` step's `result`: `{"phrase", "intent", "outcome", …, "activity"}`, the outcome's keys
/// beside the intent's, a key left out when it has no value, texts in the encoder's language.
public struct IntentResult: Sendable, Hashable, Encodable {
    /// The phrase a person said, when the intent was found by phrase.
    public var phrase: String?
    /// The intent's identifier.
    public var intent: String
    /// What running it came to.
    public var outcome: IntentOutcome
    /// The activity the intent donated (Docs/Handoff.md).
    public var activity: UserActivity?

    /// Creates the value from its fields.
    public init(phrase: String? = nil, intent: String, outcome: IntentOutcome, activity: UserActivity? = nil) {
        self.phrase = phrase
        self.intent = intent
        self.outcome = outcome
        self.activity = activity
    }

    private enum CodingKeys: String, CodingKey { case phrase, intent, activity }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(phrase, forKey: .phrase)
        try container.encode(intent, forKey: .intent)
        try container.encodeIfPresent(activity, forKey: .activity)
        try outcome.encode(to: encoder)
    }
}
