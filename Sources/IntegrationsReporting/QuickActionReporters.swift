import Foundation
public import IntegrationsCore
public import IntegrationsQuickActions

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
