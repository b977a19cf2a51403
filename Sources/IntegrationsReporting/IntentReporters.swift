import Foundation
public import IntegrationsCore

/// The app's intents for people: each with its title, description, parameters and phrases.
///
/// How a parameter is given is the caller's wording (a command line writes `--param name=…`), handed in
/// as ``parameterUsage``.
public struct IntentListReporter: Reporter {
    public static let identifier = "intent-list"

    /// The language of the text.
    public var language: Language
    /// How a person gives the named parameter, shown first on its line.
    public var parameterUsage: @Sendable (String) -> String

    /// Creates the reporter.
    ///
    /// - Parameters:
    ///   - language: The language of the text.
    ///   - parameterUsage: How a person gives the named parameter, e.g. `{ "--param \($0)=…" }`.
    public init(language: Language, parameterUsage: @escaping @Sendable (String) -> String) {
        self.language = language
        self.parameterUsage = parameterUsage
    }

    public func report(_ intents: [IntentDefinition]) -> ReportText {
        var text = ReportText()
        guard !intents.isEmpty else {
            text.output(LocalizedText(ja: "このアプリにはインテントがありません。", en: "This app has no intents.")[language])
            return text
        }
        for intent in intents {
            text.output("\(intent.identifier) — \(intent.title[language])")
            if !intent.description[language].isEmpty { text.output(TerminalText.safeLine("  \(intent.description[language])")) }
            for parameter in intent.parameters {
                let required = parameter.isRequired ? (LocalizedText(ja: "必須", en: "required")[language]) : (LocalizedText(ja: "省略可", en: "optional")[language])
                text.output("  \(parameterUsage(parameter.name))  \(parameter.title[language]) (\(typeName(parameter.type)), \(required))")
            }
            for (phraseLanguage, phrase) in intent.phrases.all {
                text.output("  「\(phrase)」 (\(phraseLanguage.rawValue))")
            }
        }
        return text
    }

    private func typeName(_ type: IntentParameterType) -> String {
        switch type {
        case .string: LocalizedText(ja: "文字列", en: "text")[language]
        case .integer: LocalizedText(ja: "整数", en: "integer")[language]
        case .boolean: LocalizedText(ja: "真偽値", en: "true/false")[language]
        case .date: LocalizedText(ja: "日付 YYYY-MM-DD", en: "date YYYY-MM-DD")[language]
        case .enumeration(let cases): cases.map(\.value).joined(separator: "|")
        case .entity(let entity): (LocalizedText(ja: "エンティティ ", en: "entity ")[language]) + entity
        }
    }
}

/// An intent's outcome for people: the dialog and URL of a success; the prompt and numbered options of a
/// question; the reason of a failure, on standard error.
public struct IntentOutcomeReporter: Reporter {
    public static let identifier = "intent-outcome"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ outcome: IntentOutcome) -> ReportText {
        var text = ReportText()
        switch outcome {
        case .success(let dialog, _, let url, _):
            text.output(dialog[language])
            if let url { text.output(url.absoluteString) }
        case .needsValue(_, let prompt, let options):
            text.output(prompt[language])
            addOptions(options, subtitles: false, to: &text)
        case .disambiguation(_, let prompt, let options):
            text.output(prompt[language])
            addOptions(options, subtitles: true, to: &text)
        case .confirmationRequired(let prompt):
            text.output(prompt[language])
        case .unsupported(let reason), .failure(let reason):
            text.error(reason[language])
        }
        return text
    }

    private func addOptions(_ options: [IntentOption], subtitles: Bool, to text: inout ReportText) {
        let width = String(options.count).count
        for (index, option) in options.enumerated() {
            text.output("  \(String(index + 1).leftPadded(to: width)). \(option.title[language])  [\(option.identifier)]")
            if subtitles, let subtitle = option.subtitle { text.output(String(repeating: " ", count: width + 4) + subtitle) }
        }
    }

    /// One sentence for an outcome that is not a success: its reason, its prompt, or its name.
    public static func summary(of outcome: IntentOutcome, language: Language) -> String {
        if case .success = outcome { return outcome.name }
        return outcome.said(language)
    }
}
