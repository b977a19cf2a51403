import Foundation
public import IntegrationsCore

/// How a handed-over activity is continued, for people: the route the app opens with its parameters, or
/// the web page the browser opens and why the app cannot (standard output); or, on standard error, why
/// nothing can continue it.
///
/// ```text
/// The app continues it: route item (myapp://item/12)
///   id = 12
/// ```
public struct ContinuationReporter: Reporter {
    public static let identifier = "activity-continuation"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ result: ActivityContinuation) -> ReportText {
        var text = ReportText()
        switch result {
        case .route(let match, let url):
            text.output(LocalizedText(ja: "アプリが続きを開きます: ルート \(match.route)（\(url.absoluteString)）", en: "The app continues it: route \(match.route) (\(url.absoluteString))")[language])
            for (name, value) in match.parameters.sorted(by: { $0.key < $1.key }) {
                text.output("  \(name) = \(TerminalText.safeLine(value.description))")
            }
        case .webpage(let url, let reason):
            text.output(TerminalText.safeLine(LocalizedText(
                ja: "ブラウザが \(url.absoluteString) を開きます（アプリは続けられません: \(reason.ja)）。",
                en: "The browser opens \(url.absoluteString) (the app cannot continue: \(reason.en)).")[language]))
        case .cannotContinue(let reason):
            text.error(TerminalText.safeLine(LocalizedText(ja: "続けられません: \(reason.ja)。webpageURL もありません。", en: "Cannot continue: \(reason.en), and there is no webpageURL.")[language]))
        }
        return text
    }
}
