public import IntegrationsCore
import IntegrationsRouting

extension AppManifest {
    /// Apple's App Shortcut limit per app.
    public static let maximumShortcuts = 10

    /// The names a phrase may call the app by: its name, its localized names and its phrase aliases,
    /// without repeats, in that order.
    public var appNames: [String] {
        var seen: Set<String> = []
        return ([app.name, app.localizedName?.ja, app.localizedName?.en].compactMap { $0 } + app.phraseAliases)
            .filter { !$0.isEmpty && seen.insert(PhraseFolding.key($0)).inserted }
    }

    /// The entity type whose completions make "today's progress": the entity of the first intent whose
    /// effect records a completion (Appcadia: `goal`); `nil` when no intent records one.
    public var completedEntity: String? {
        for intent in intents {
            guard case .recordCompletion(let name) = intent.effect, let parameter = intent.parameter(named: name),
                case .entity(let entity) = parameter.type
            else { continue }
            return entity
        }
        return nil
    }

    /// Everything wrong with the manifest's intents, in Japanese and English; empty when they are valid.
    ///
    /// The rules: identifiers are unique and not empty; parameter names are unique within an intent; an
    /// entity parameter names an entity of a search domain; at most ``maximumShortcuts`` intents have
    /// phrases; every phrase names the app (`${applicationName}`, the app's name, a localized name or an
    /// alias, compared as ``PhraseFolding`` keys); a phrase holds at most one parameter slot, and it names an entity or enumeration parameter
    /// of the intent; an effect names a parameter or route that exists.
    public func intentProblems() -> [LocalizedText] {
        intentDiagnostics().map(\.message)
    }

    /// ``intentProblems()`` as errors at the JSON path of the value at fault (`$.intents[1].phrases.ja`),
    /// for `integrations check` to place in the file.
    public func intentDiagnostics() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var path = "$.intents"
        func add(_ code: Diagnostic.Code, _ message: LocalizedText) { problems.append(Diagnostic(code, .error, message, path: path)) }
        let entities = Set(searchDomains.map(\.entity))
        var identifiers: Set<String> = []
        for (intentIndex, intent) in intents.enumerated() {
            path = "$.intents[\(intentIndex)].identifier"
            let id = intent.identifier
            if id.isEmpty {
                add("intent.emptyIdentifier", LocalizedText(ja: "識別子が空のインテントがあります。", en: "An intent has an empty identifier."))
            } else if !identifiers.insert(id).inserted {
                add("intent.duplicate", LocalizedText(ja: "インテント「\(id)」が重複しています。", en: "The intent \"\(id)\" is declared twice."))
            }
            var names: Set<String> = []
            for (parameterIndex, parameter) in intent.parameters.enumerated() {
                path = "$.intents[\(intentIndex)].parameters[\(parameterIndex)]"
                if !names.insert(parameter.name).inserted {
                    add("intent.duplicateParameter", LocalizedText(
                        ja: "インテント「\(id)」のパラメータ「\(parameter.name)」が重複しています。",
                        en: "The intent \"\(id)\" declares the parameter \"\(parameter.name)\" twice."))
                }
                if case .entity(let entity) = parameter.type, !entities.contains(entity) {
                    add("intent.unknownEntity", LocalizedText(
                        ja: "インテント「\(id)」のパラメータ「\(parameter.name)」のエンティティ「\(entity)」は searchDomains にありません。",
                        en: "The entity \"\(entity)\" of parameter \"\(parameter.name)\" of intent \"\(id)\" is not in searchDomains."))
                }
            }
            var phraseIndex: [Language: Int] = [:]
            for (language, phrase) in intent.phrases.all {
                // The phrase's own element, so the diagnostic lands on its line.
                let index = phraseIndex[language, default: 0]
                phraseIndex[language] = index + 1
                path = "$.intents[\(intentIndex)].phrases.\(language.rawValue)[\(index)]"
                let template = FieldTemplate(phrase)
                if let problem = template.problem {
                    add("phrase.invalidTemplate", LocalizedText(
                        ja: "インテント「\(id)」のフレーズ「\(phrase)」には\(problem.ja)が必要です。",
                        en: "The phrase \"\(phrase)\" of intent \"\(id)\" needs \(problem.en)."))
                }
                let slots = template.fields
                // Xcode's App Shortcuts processor requires the token itself: a name written out is refused.
                if !slots.contains("applicationName") {
                    add("phrase.missingAppName", LocalizedText(
                        ja: "インテント「\(id)」のフレーズ「\(phrase)」（\(language.rawValue)）に ${applicationName} がありません。フレーズに ${applicationName} を入れてください（Siri はそこでアプリの名前か別名を聞き取ります）。",
                        en: "The phrase \"\(phrase)\" (\(language.rawValue)) of intent \"\(id)\" does not contain ${applicationName}. Put ${applicationName} in the phrase (Siri hears the app's name or an alias there)."))
                }
                let parameterSlots = slots.filter { $0 != "applicationName" }
                if parameterSlots.count > 1 {
                    add("phrase.tooManyParameters", LocalizedText(
                        ja: "インテント「\(id)」のフレーズ「\(phrase)」にはパラメータが\(parameterSlots.count)個あります。1個までです。",
                        en: "The phrase \"\(phrase)\" of intent \"\(id)\" holds \(parameterSlots.count) parameters; at most one is allowed."))
                }
                for slot in parameterSlots {
                    guard let parameter = intent.parameters.first(where: { $0.name == slot }) else {
                        add("phrase.unknownParameter", LocalizedText(
                            ja: "インテント「\(id)」のフレーズ「\(phrase)」の ${\(slot)} はパラメータではありません。",
                            en: "${\(slot)} in the phrase \"\(phrase)\" of intent \"\(id)\" is not one of its parameters."))
                        continue
                    }
                    if !parameter.type.canFillPhraseSlot {
                        add("phrase.slotNotEntityOrEnum", LocalizedText(
                            ja: "インテント「\(id)」のフレーズ「\(phrase)」の ${\(slot)} はエンティティか列挙でなければなりません。",
                            en: "${\(slot)} in the phrase \"\(phrase)\" of intent \"\(id)\" must be an entity or enumeration parameter."))
                    }
                }
            }
            path = "$.intents[\(intentIndex)].effect"
            switch intent.effect {
            case .recordCompletion(let parameter):
                if !intent.parameters.contains(where: { if case .entity = $0.type { $0.name == parameter } else { false } }) {
                    add("intent.completionParameter", LocalizedText(
                        ja: "インテント「\(id)」の recordCompletion は、エンティティのパラメータ「\(parameter)」を必要とします。",
                        en: "The recordCompletion effect of intent \"\(id)\" needs an entity parameter named \"\(parameter)\"."))
                }
            case .openRoute(let route):
                if !routes.contains(where: { $0.name == route }) {
                    add("intent.unknownRoute", LocalizedText(
                        ja: "インテント「\(id)」の openRoute のルート「\(route)」はありません。",
                        en: "The route \"\(route)\" of intent \"\(id)\"'s openRoute effect does not exist."))
                }
            case .reportProgress, nil:
                break
            }
        }
        path = "$.intents"
        let shortcuts = intents.filter { !$0.phrases.all.isEmpty }.count
        if shortcuts > Self.maximumShortcuts {
            add("intent.tooManyShortcuts", LocalizedText(
                ja: "App Shortcut は\(Self.maximumShortcuts)個までです（\(shortcuts)個あります）。",
                en: "An app may have at most \(Self.maximumShortcuts) App Shortcuts; this one has \(shortcuts)."))
        }
        return problems
    }
}
