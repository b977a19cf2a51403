public import IntegrationsCore

/// The app's activity types for people: each type with its title, the route it continues to, and where it
/// is eligible.
///
/// ```text
/// com.example.app.viewItem  View item → item  [handoff, search]
/// ```
public struct ActivityListReporter: Reporter {
    public static let identifier = "activity-list"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ declarations: [ActivityTypeDeclaration]) -> ReportText {
        var text = ReportText()
        if declarations.isEmpty { text.output(LocalizedText(ja: "アクティビティタイプはありません。", en: "No activity types.")[language]) }
        for declaration in declarations {
            let route = declaration.continuesTo.map { " → \($0.route)" } ?? ""
            let eligibility = declaration.eligibility.map(\.rawValue).joined(separator: ", ")
            text.output(TerminalText.safeLine("\(declaration.type)  \(declaration.title[language])\(route)  [\(eligibility)]"))
        }
        return text
    }
}
