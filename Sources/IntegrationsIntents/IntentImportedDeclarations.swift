public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

extension IntentsPoint {
    /// The App Intents (not SiriKit's), with their App Shortcuts' phrases: the code's, and each language's
    /// from `AppShortcuts.xcstrings` (English first). A parameter's type the manifest has no kind for is
    /// imported as a string, with a note.
    public func addImportedDeclarations(of report: ImportReport, to draft: inout ImportedAppDraft) {
        let enums = report.enumCases
        var intents: [IntentDefinition] = []
        for intent in report.intents where intent.kind != "SiriKit" {
            draft.sources["$.intents[\(intents.count)]"] = intent.source
            let parameters = intent.parameters.map { parameter -> IntentParameter in
                let type: IntentParameterType
                switch parameter.type {
                case "String", "AttributedString": type = .string
                case "Int", "Int64", "Int32", "UInt", "Measurement<UnitLength>": type = .integer
                case "Bool": type = .boolean
                case "Date", "DateComponents": type = .date
                default:
                    if let cases = enums[parameter.type] {
                        type = .enumeration(cases.map { IntentEnumCase(value: $0, title: LocalizedText(ja: $0, en: $0)) })
                    } else if let entity = draft.entities[parameter.type] {
                        type = .entity(entity)
                    } else {
                        type = .string
                        draft.notes.append(Diagnostic.importNote(.importApproximated, intent.source, LocalizedText(
                            ja: "\(intent.type) のパラメータ \(parameter.name) の型 \(parameter.type) は文字列として取り込みました",
                            en: "parameter \(parameter.name) of \(intent.type), a \(parameter.type), is imported as a string")))
                    }
                }
                let title = parameter.title ?? parameter.name
                return IntentParameter(name: parameter.name, title: LocalizedText(ja: title, en: title), type: type, isRequired: !parameter.optional)
            }
            let shortcuts = report.appShortcuts.filter { $0.intent == intent.type }
            var english: [String] = []
            for phrase in shortcuts.flatMap({ $0.phrases + ($0.localizedPhrases["en"] ?? []) }) where !english.contains(phrase) { english.append(phrase) }
            var japanese: [String] = []
            for phrase in shortcuts.flatMap({ $0.localizedPhrases["ja"] ?? [] }) where !japanese.contains(phrase) { japanese.append(phrase) }
            let title = intent.title ?? intent.type
            intents.append(IntentDefinition(
                identifier: intent.type, title: LocalizedText(ja: title, en: title), description: LocalizedText(ja: "", en: ""),
                parameters: parameters, phrases: IntentPhrases(ja: japanese, en: english)))
        }
        draft.manifest.intents = intents
    }
}
