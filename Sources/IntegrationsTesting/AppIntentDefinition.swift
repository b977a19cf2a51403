public import Foundation
public import IntegrationsCore
import IntegrationsHost
import IntegrationsApp

/// One of the app's intents, looked up by its identifier (``IntentDefinitions/intents``): what makes an
/// intent to run (``makeIntent``).
public struct AppIntentDefinition: Sendable, Equatable {
    /// The intent's identifier, as asked for.
    public let identifier: String
    /// The bundle identifier of the app under test.
    public let bundleIdentifier: String
    let session: TestSession

    /// Makes an intent with parameters given as keyword arguments: `makeIntent(goal: "Read", count: 3)`.
    ///
    /// Nothing is checked here: an unknown intent or parameter name is an error of ``AnyAppIntent/run()``,
    /// naming the nearest that exists.
    public var makeIntent: IntentValuePropertiesCallable<AnyAppIntent> {
        IntentValuePropertiesCallable { arguments in
            var intent = AnyAppIntent(definition: self)
            for (name, value) in arguments { intent[dynamicMember: name] = value }
            return intent
        }
    }

    public static func == (left: AppIntentDefinition, right: AppIntentDefinition) -> Bool {
        left.identifier == right.identifier && left.session === right.session
    }
}

/// What ``AppIntentDefinition/makeIntent`` is: called with keyword arguments, it makes the value.
@dynamicCallable
public struct IntentValuePropertiesCallable<T>: Sendable {
    let make: @Sendable (KeyValuePairs<String, (any IntentValueExpressing)?>) -> T

    /// Makes the value from the arguments, in their order.
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, (any IntentValueExpressing)?>) -> T {
        make(arguments)
    }
}

/// An intent of the app with the parameters a test set, to ``run()`` as Siri or Shortcuts would.
///
/// ```swift
/// var intent = definitions.intents["CompleteTask"].makeIntent()
/// intent.task = "Read"                       // a string the entity's string query resolves
/// let result = try await intent.run()
/// let task: AnyAppEntity = try result.value
/// ```
@dynamicMemberLookup
public struct AnyAppIntent: Sendable, Equatable, CustomStringConvertible {
    /// The intent's identifier.
    public var identifier: String { definition.identifier }
    /// The bundle identifier of the app under test.
    public var bundleIdentifier: String { definition.bundleIdentifier }
    let definition: AppIntentDefinition
    /// The parameters set, by name, in the order they were first set.
    private(set) var parameters: [(name: String, value: any IntentValueExpressing)] = []

    init(definition: AppIntentDefinition) {
        self.definition = definition
    }

    /// A parameter as it was set (`nil` when it was not); setting `nil` removes it.
    public subscript(dynamicMember name: String) -> (any IntentValueExpressing)? {
        get { parameters.first { $0.name == name }?.value }
        set {
            let index = parameters.firstIndex { $0.name == name }
            switch (newValue, index) {
            case (let value?, let index?): parameters[index].value = value
            case (let value?, nil): parameters.append((name, value))
            case (nil, let index?): parameters.remove(at: index)
            case (nil, nil): break
            }
        }
    }

    /// A parameter as a type of the test's: `let title: String? = try intent.title`.
    ///
    /// - Throws: When the parameter was not set (unless `T` is optional), or its value is not a `T`.
    public subscript<T: IntentValueConvertible>(dynamicMember name: String) -> T {
        get throws {
            guard let value = self[dynamicMember: name] as (any IntentValueExpressing)? else {
                guard let absent = T.absentValue else { throw ValueReadError.absent(name, of: identifier) }
                return absent
            }
            if let typed = value as? T { return typed }
            guard let converted = T(intentValue: .string(value.intentRequestText)) else {
                throw ValueReadError.mismatch(name, of: identifier, value: value.intentRequestText, type: T.self)
            }
            return converted
        }
    }

    /// Resolves the parameters and performs the intent against this test's store, as the app's host does
    /// for Siri (`integrations intent run`): an entity parameter's string goes through the entity's
    /// string query, an enum's raw value picks its case.
    ///
    /// - Returns: The result: the value the intent returned, and what Apple's framework cannot show on
    ///   Linux (the dialog in both languages, the URL it opened, the notifications it queued).
    /// - Throws: ``IntegrationsError`` of kind `invalidIntentRequest` for an intent, parameter or enum case
    ///   the app does not declare (naming the nearest and, for an imported project, where the intent is
    ///   declared) or a value of the wrong type; ``IntentRunError`` when the
    ///   intent needs a value, a choice or a confirmation, or fails; the app's and store's errors.
    @discardableResult
    public func run() async throws -> ResolvedIntentResult {
        try await run(confirmed: false)
    }

    /// ``run()``, answering yes when the intent asks for a confirmation first (`confirmed: true`), as a
    /// person would in Siri.
    @discardableResult
    public func run(confirmed: Bool) async throws -> ResolvedIntentResult {
        let session = definition.session
        let host = try session.host()
        let loaded = try session.loadedApp()
        let declared = host.app.manifest.intents
        guard let intent = declared.first(where: { $0.identifier == identifier }) else {
            throw Self.undeclared("intent", identifier, among: declared.map(\.identifier), in: host.app.manifest.app.name)
        }
        let place = loaded.intentSources[identifier]
        for parameter in parameters {
            guard let declaration = intent.parameter(named: parameter.name) else {
                throw Self.undeclared("parameter", parameter.name, among: intent.parameters.map(\.name), in: identifier, declaredAt: place)
            }
            // A raw value is one of the enumeration's, as the app's own type would take it.
            if case .enumeration(let cases) = declaration.type, !cases.contains(where: { $0.value == parameter.value.intentRequestText }) {
                throw Self.undeclared("case", parameter.value.intentRequestText, among: cases.map(\.value), in: "\(identifier).\(parameter.name)", declaredAt: place)
            }
        }
        let request = IntentRequest(
            intent: identifier, parameters: Dictionary(parameters.map { ($0.name, $0.value.intentRequestText) }, uniquingKeysWith: { _, last in last }),
            isConfirmed: confirmed)
        let performance = try await host.perform(request, clock: session.clock, language: session.language, entities: try session.entities())
        guard case .success(let dialog, let value, let url, let completion) = performance.outcome else {
            // An imported app's intent runs only through a handler of the test's: its perform() is Swift.
            let codeOnly = loaded.isImported && intent.effect == nil && !session.parts.handlers.contains { $0.intent == identifier }
            throw IntentRunError(intent: identifier, outcome: performance.outcome, declaredAt: codeOnly ? loaded.intentSources[identifier] ?? "" : nil)
        }
        return ResolvedIntentResult(
            intent: identifier, returned: value, dialog: dialog, url: url, completion: completion,
            queuedNotifications: performance.queuedNotifications, widgetReloads: performance.widgetReloads.map(\.kind),
            activity: performance.activity)
    }

    /// The error for a name the app does not declare: what was asked, where, what exists and the nearest.
    ///
    /// - Parameter what: `intent`, `parameter`, `entity`, `enum` or `case`.
    static func undeclared(_ what: String, _ name: String, among known: [String], in owner: String, declaredAt place: String? = nil) -> IntegrationsError {
        let words = ["intent": "インテント", "parameter": "パラメータ", "entity": "エンティティ", "enum": "列挙型", "case": "ケース"]
        let nearest = ManifestKeys.nearest(to: name, in: Set(known))
        let shown = TerminalText.shortLine(name)
        let owner = place.map { "\(owner) (\(TerminalText.shortLine($0)))" } ?? owner
        let message = LocalizedText(
            ja: "\(owner) に\(words[what] ?? what)「\(shown)」はありません（\(known.isEmpty ? "\(words[what] ?? what)は一つもありません" : "あるのは " + known.joined(separator: "、"))）。"
                + (nearest.map { LocalizedText.didYouMean($0).ja } ?? ""),
            en: "\(owner) has no \(what) \"\(shown)\" (it has \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
                + (nearest.map { "; " + LocalizedText.didYouMean($0).en } ?? "."))
        return IntegrationsError(.invalidIntentRequest, message, undeclared: NoMatch(key: what, name: name, nearest: nearest, message: message))
    }

    public static func == (left: AnyAppIntent, right: AnyAppIntent) -> Bool {
        left.definition == right.definition
            && left.parameters.map { [$0.name, $0.value.intentRequestText] } == right.parameters.map { [$0.name, $0.value.intentRequestText] }
    }

    public var description: String {
        "\(identifier)(\(parameters.map { "\($0.name): \($0.value.intentRequestText)" }.joined(separator: ", ")))"
    }
}

/// An intent that ran and did not succeed: it needs a value or a choice, wants a confirmation, is not
/// supported, or failed — the outcome says which, with the prompt and the options Siri would offer.
public struct IntentRunError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The intent's identifier.
    public var intent: String
    /// What running it came to.
    public var outcome: IntentOutcome
    /// For an intent of an imported project that ran without a handler: where the app declares it (its
    /// `perform()` is the app's Swift code, which does not run on Linux).
    public var declaredAt: String?

    /// The error for an outcome.
    public init(intent: String, outcome: IntentOutcome, declaredAt: String? = nil) {
        self.intent = intent
        self.outcome = outcome
        self.declaredAt = declaredAt
    }

    /// What to tell a person, in both languages: what the intent needs, with Siri's prompt and the
    /// options, or why it did not run.
    public var message: LocalizedText {
        if let declaredAt {
            let place = declaredAt.isEmpty ? "" : " (\(declaredAt))"
            return LocalizedText(
                ja: "\(intent)\(place) の perform() はアプリの Swift コードで、Linux では実行できません。パラメータは解決できました。実行を確かめるには、AppHost.Parts の handlers に \(intent) の IntentHandling を渡してください。",
                en: "\(intent)'s perform()\(place) is the app's Swift code, which does not run on Linux; its parameters resolved. To test what it does, plug in an IntentHandling for \(intent) (AppHost.Parts.handlers).")
        }
        switch outcome {
        case .needsValue(let parameter, let prompt, let suggestions):
            return LocalizedText(
                ja: "\(intent) は \(parameter) の値を求めています: \(prompt.ja)\(Self.listed(suggestions, .ja))",
                en: "\(intent) needs a value for \(parameter): \(prompt.en)\(Self.listed(suggestions, .en))")
        case .disambiguation(let parameter, let prompt, let options):
            return LocalizedText(
                ja: "\(intent) は \(parameter) の選択を求めています: \(prompt.ja)\(Self.listed(options, .ja))",
                en: "\(intent) needs a choice for \(parameter): \(prompt.en)\(Self.listed(options, .en))")
        case .confirmationRequired(let prompt):
            return LocalizedText(
                ja: "\(intent) は確認を求めています（run(confirmed: true) で答えます）: \(prompt.ja)",
                en: "\(intent) asks for a confirmation (run(confirmed: true) gives it): \(prompt.en)")
        case .unsupported(let reason):
            return LocalizedText(ja: "\(intent) は実行できません: \(reason.ja)", en: "\(intent) is not supported: \(reason.en)")
        case .failure(let reason):
            return LocalizedText(ja: "\(intent) は失敗しました: \(reason.ja)", en: "\(intent) failed: \(reason.en)")
        case .success(let dialog, _, _, _):
            return LocalizedText(ja: "\(intent) は成功しました: \(dialog.ja)", en: "\(intent) succeeded: \(dialog.en)")
        }
    }

    public var description: String { message.en }

    private static func listed(_ options: [IntentOption], _ language: Language) -> String {
        options.isEmpty ? "" : " (" + options.map { "\($0.identifier): \($0.title[language])" }.joined(separator: language == .ja ? "、" : ", ") + ")"
    }
}
