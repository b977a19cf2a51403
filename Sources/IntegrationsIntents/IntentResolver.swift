import Foundation
public import IntegrationsCore
import IntegrationsRouting

/// The toolkit's ``IntentResolving``: resolves a request's parameters against the app's entities and
/// state, then performs the intent with registered ``IntentHandling`` code or the manifest's built-in
/// ``IntentEffect``.
///
/// Resolution, parameter by parameter in declared order:
/// - **missing**: the default value if there is one; a required parameter without one ends in
///   ``IntentOutcome/needsValue(parameter:prompt:suggestions:)`` with its prompt — for the completed
///   entity, today's incomplete ones as suggestions.
/// - **entity**: an entity's identifier (`goal-3`) picks it; otherwise titles equal to the text (as
///   ``PhraseFolding`` keys) decide — one is the value, several are a disambiguation; otherwise the
///   search index answers the text: hits whose title holds it, else all hits — one is the value,
///   several a disambiguation (up to ``maximumOptions``), none a needs-value suggesting as above.
/// - **enumeration**: a case's value or title in either language; anything else needs a value,
///   suggesting the cases.
/// - **integer, boolean, date**: parsed (`3`, `true`/`false`/`yes`/`no`/`はい`/`いいえ`, `YYYY-MM-DD` or
///   `today`/`今日`); text that does not parse is an ``IntegrationsError`` — nothing is performed.
///
/// Then an intent with a ``IntentDefinition/confirmation`` asks for it unless the request is confirmed.
///
/// ```swift
/// let resolver = IntentResolver(manifest: manifest, entities: catalog, completions: log, reporter: StringProgressReporter())
/// let outcome = try await resolver.run(IntentRequest(intent: "CompleteGoal", parameters: ["goal": "読書30分"]))
/// // .success(dialog: 「読書30分を完了しました！」, …)
/// ```
public struct IntentResolver: IntentResolving {
    /// The app's manifest.
    public let manifest: AppManifest
    /// The app's entities.
    public let entities: any IntentEntityQuerying
    /// The completion log.
    public let completions: any CompletionRecording
    /// The progress strings.
    public let reporter: any IntegrationsCore.ProgressReporting
    /// Builds the URLs of ``IntentEffect/openRoute(_:)``; without it that effect fails.
    public let routing: (any Routing)?
    /// The user's clock.
    public let clock: UserClock
    /// Code that performs intents, by intent identifier; it takes precedence over the manifest's effect.
    public let handlers: [String: any IntentHandling]
    /// The most options a disambiguation lists.
    public var maximumOptions = 10

    /// Creates a resolver.
    public init(
        manifest: AppManifest, entities: any IntentEntityQuerying, completions: any CompletionRecording, reporter: any IntegrationsCore.ProgressReporting,
        routing: (any Routing)? = nil, clock: UserClock = .system, handlers: [any IntentHandling] = []
    ) {
        self.manifest = manifest
        self.entities = entities
        self.completions = completions
        self.reporter = reporter
        self.routing = routing
        self.clock = clock
        self.handlers = Dictionary(handlers.map { ($0.intent, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Today's goals and completions, as this resolver counts them.
    public var dailyProgress: DailyProgress {
        DailyProgress(manifest: manifest, entities: entities, completions: completions)
    }

    public func run(_ request: IntentRequest) async throws(IntegrationsError) -> IntentOutcome {
        let intent = try definition(request.intent)
        for name in request.parameters.keys.sorted() where intent.parameter(named: name) == nil {
            throw IntentMessages.unknownParameter(name, intent: intent)
        }
        // Every value of the wrong type is an error before anything is asked or looked up.
        for parameter in intent.parameters {
            guard let text = request.parameters[parameter.name], !text.allSatisfy(\.isWhitespace) else { continue }
            _ = try plainValue(text, for: parameter, of: intent)
        }
        var values: [String: IntentValue] = [:]
        for parameter in intent.parameters {
            let given = request.parameters[parameter.name].flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
            guard let text = given ?? parameter.defaultValue else {
                guard parameter.isRequired else { continue }
                return .needsValue(
                    parameter: parameter.name, prompt: IntentMessages.prompt(parameter), suggestions: try await suggestions(for: parameter))
            }
            switch try await resolve(text, for: parameter, of: intent, confirmingPartialMatches: request.typedAnswers.contains(parameter.name)) {
            case .value(let value):
                values[parameter.name] = value
            case .ambiguous(let options, let total):
                return .disambiguation(
                    parameter: parameter.name, prompt: IntentMessages.whichOne(text, count: total, parameter: parameter), options: options)
            case .notFound:
                return .needsValue(
                    parameter: parameter.name, prompt: IntentMessages.notFound(text, parameter: parameter),
                    suggestions: try await suggestions(for: parameter))
            }
        }
        if let confirmation = intent.confirmation, !request.isConfirmed {
            return .confirmationRequired(prompt: IntentMessages.fill(confirmation, values))
        }
        if let handler = handlers[intent.identifier] {
            return await handler.perform(values)
        }
        return try await perform(intent, values)
    }

    /// The declared intent with this identifier.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidIntentRequest`` naming the
    ///   intents there are.
    public func definition(_ identifier: String) throws(IntegrationsError) -> IntentDefinition {
        guard let intent = manifest.intents.first(where: { $0.identifier == identifier }) else {
            throw IntentMessages.unknownIntent(identifier, known: manifest.intents.map(\.identifier))
        }
        return intent
    }

    // MARK: Resolution

    private enum Resolution {
        case value(IntentValue)
        case ambiguous([IntentOption], total: Int)
        case notFound
    }

    private func resolve(
        _ text: String, for parameter: IntentParameter, of intent: IntentDefinition, confirmingPartialMatches: Bool
    ) async throws(IntegrationsError) -> Resolution {
        if let value = try plainValue(text, for: parameter, of: intent) { return .value(value) }
        switch parameter.type {
        case .string, .integer, .boolean, .date:
            return .notFound  // `plainValue` answers these types.
        case .enumeration(let cases):
            let key = FoldedText(text).key
            let found = cases.first { enumCase in
                [enumCase.value, enumCase.title.ja, enumCase.title.en].contains { FoldedText($0).key == key }
            }
            return found.map { .value(.enumeration($0.value)) } ?? .notFound
        case .entity(let type):
            return try await resolveEntity(text, type: type, confirmingPartialMatches: confirmingPartialMatches)
        }
    }

    /// The value of a string, integer, boolean or date parameter (`nil` for enumerations and entities,
    /// which need looking up).
    /// - Throws: The wrong-type error when the text does not parse.
    private func plainValue(_ text: String, for parameter: IntentParameter, of intent: IntentDefinition) throws(IntegrationsError) -> IntentValue? {
        let value: IntentValue?
        switch parameter.type {
        case .string:
            return .string(text)
        case .enumeration, .entity:
            return nil
        case .integer:
            value = Int(FoldedText(text).normalized.trimmingCharacters(in: .whitespaces)).map(IntentValue.integer)
        case .boolean:
            switch PhraseFolding.key(text) {
            case "true", "yes", "on", "1", "はい": value = .boolean(true)
            case "false", "no", "off", "0", "いいえ": value = .boolean(false)
            default: value = nil
            }
        case .date:
            let folded = FoldedText(text)
            let key = String(decoding: folded.key, as: UTF8.self)
            value = key == "today" || key == "今日"
                ? .date(clock.today) : CalendarDay(folded.normalized.trimmingCharacters(in: .whitespaces)).map(IntentValue.date)
        }
        guard let value else { throw IntentMessages.wrongType(text, parameter: parameter, intent: intent) }
        return value
    }

    private func resolveEntity(_ text: String, type: String, confirmingPartialMatches: Bool) async throws(IntegrationsError) -> Resolution {
        let all = try await entities.entities(of: type)
        if let entity = all.first(where: { $0.identifier == text }) { return .value(.entity(entity)) }
        let key = FoldedText(text).key
        let titled = all.filter { FoldedText($0.title).key == key }
        if let only = titled.first, titled.count == 1 { return .value(.entity(only)) }
        if titled.count > 1 { return .ambiguous(options(titled), total: titled.count) }
        let hits = try await entities.entities(of: type, matching: text)
        let inTitle = hits.filter { FoldedText($0.title).key.firstRange(of: key) != nil }
        let candidates = inTitle.isEmpty ? hits : inTitle
        switch candidates.count {
        case 0: return .notFound
        case 1 where confirmingPartialMatches: return .ambiguous(options(candidates), total: 1)
        case 1: return .value(.entity(candidates[0]))
        default: return .ambiguous(options(candidates), total: candidates.count)
        }
    }

    private func options(_ entities: [IntentEntity]) -> [IntentOption] {
        entities.prefix(maximumOptions).map(Self.option)
    }

    private static func option(_ entity: IntentEntity) -> IntentOption {
        IntentOption(identifier: entity.identifier, title: LocalizedText(ja: entity.title, en: entity.title), subtitle: entity.subtitle)
    }

    private func suggestions(for parameter: IntentParameter) async throws(IntegrationsError) -> [IntentOption] {
        switch parameter.type {
        case .enumeration(let cases):
            return cases.map { IntentOption(identifier: $0.value, title: $0.title) }
        case .entity(let type):
            if type == manifest.completedEntity {
                return try await dailyProgress.report(on: clock.today).incomplete.map(Self.option)
            }
            return try await entities.entities(of: type).map(Self.option)
        case .string, .integer, .boolean, .date:
            return []
        }
    }

    // MARK: Effects

    private func perform(_ intent: IntentDefinition, _ values: [String: IntentValue]) async throws(IntegrationsError) -> IntentOutcome {
        switch intent.effect {
        case .recordCompletion(let name):
            guard case .entity(let entity) = values[name] else {
                return .failure(reason: IntentMessages.effectNeedsEntity(intent, parameter: name))
            }
            let outcome = try await completions.complete(entity.identifier, at: clock.now(), timeZone: clock.timeZone)
            let dialog: LocalizedText
            let state: CompletionState
            switch outcome {
            case .recorded:
                dialog = intent.dialogs.success ?? IntentMessages.completed
                state = .recorded
            case .alreadyCompleted:
                dialog = intent.dialogs.alreadyDone ?? IntentMessages.alreadyCompleted
                state = .alreadyDone
            }
            return .success(
                dialog: IntentMessages.fill(dialog, values, extra: ["title": entity.title]), value: .entity(entity), url: nil, completion: state)
        case .reportProgress:
            let counts = try await dailyProgress.report(on: clock.today).counts
            let answer = LocalizedText(
                ja: reporter.checkProgressAnswer(counts, language: .ja), en: reporter.checkProgressAnswer(counts, language: .en))
            return .success(dialog: intent.dialogs.success.map { IntentMessages.fill($0, values) } ?? answer, value: nil, url: nil)
        case .openRoute(let name):
            guard let routing, let route = manifest.routes.first(where: { $0.name == name }), let form = route.forms.first else {
                return .failure(reason: IntentMessages.noRoute(intent, route: name))
            }
            // Each route parameter from the intent parameter of its name, else from a field of that name of
            // an entity the intent was given: `{id}` of `goal/{id}` is goal-3's record field `id`, 3.
            var parameters: [String: RouteValue] = [:]
            for (parameter, type) in route.parameters {
                let direct = values[parameter].flatMap { value -> String? in
                    if case .entity = value { return nil }
                    return value.text
                }
                let fromEntity = values.values.lazy.compactMap { value -> String? in
                    if case .entity(let entity) = value { return entity.fields[parameter] }
                    return nil
                }.first
                guard let text = direct ?? fromEntity, let routeValue = type.value(of: text) else { continue }
                parameters[parameter] = routeValue
            }
            let url = try routing.url(for: name, parameters: parameters, form: form.kind)
            let dialog = intent.dialogs.success ?? IntentMessages.opening
            return .success(dialog: IntentMessages.fill(dialog, values, extra: ["url": url.absoluteString]), value: nil, url: url)
        case nil:
            return .unsupported(reason: IntentMessages.nothingToPerform(intent))
        }
    }
}
