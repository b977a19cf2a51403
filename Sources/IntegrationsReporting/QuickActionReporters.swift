import Foundation
public import IntegrationsCore

/// The app's Home Screen quick actions for people: each type with its title, what it does, and whether the
/// app's code creates it (dynamic) or its Info.plist lists it (static).
///
/// ```text
/// com.example.today  Today → route progress  (static)
/// com.example.check  Check progress → intent CheckProgress  (dynamic)
/// ```
public struct QuickActionListReporter: Reporter {
    public static let identifier = "quick-action-list"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ declarations: [QuickActionDeclaration]) -> ReportText {
        var text = ReportText()
        if declarations.isEmpty { text.output(LocalizedText(ja: "クイックアクションはありません。", en: "No quick actions.")[language]) }
        for declaration in declarations {
            let does = switch declaration.does {
            case .openRoute(let route, _): LocalizedText(ja: "ルート \(route)", en: "route \(route)")
            case .runIntent(let intent, _): LocalizedText(ja: "インテント \(intent)", en: "intent \(intent)")
            }
            let values = declaration.does.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
            let kind = declaration.dynamic ? LocalizedText(ja: "動的", en: "dynamic") : LocalizedText(ja: "静的", en: "static")
            text.output(TerminalText.safeLine(
                "\(declaration.type)  \(declaration.title[language]) → \(does[language])\(values.isEmpty ? "" : " (\(values))")  (\(kind[language]))"))
        }
        return text
    }
}

/// A performed quick action for people: the URL the app opened with its route's parameters, or the
/// intent's dialog (or why it did not succeed) and what its completion queued.
public struct QuickActionResultReporter: Reporter {
    public static let identifier = "quick-action-result"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ result: QuickActionResult) -> ReportText {
        var text = ReportText()
        if case .success(let dialog, _, _, _) = result.outcome {
            text.output(dialog[language])
        } else if let outcome = result.outcome {
            text.output(IntentOutcomeReporter.summary(of: outcome, language: language))
        }
        if let url = result.url {
            let route = result.route ?? ""
            text.output(LocalizedText(ja: "開く: \(url.absoluteString)（ルート \(route)）", en: "Opens \(url.absoluteString) (route \(route))")[language])
            for (name, value) in result.parameters.sorted(by: { $0.key < $1.key }) {
                text.output("  \(name) = \(TerminalText.safeLine(value.description))")
            }
        }
        for queued in result.queued {
            text.output(LocalizedText(ja: "予約: \(queued)", en: "Queued: \(queued)")[language])
        }
        return text
    }
}
