public import IntegrationsCore

/// The app's Live Activities for people: each attributes type with its fixed properties and its
/// `ContentState` fields (an optional one with `?`), how dates are written, and the route a tap opens.
///
/// ```text
/// BrewAttributes  attributes: teaName (string), steepSeconds (integer)  state: endsAt (date), isPaused (boolean?)  dates: secondsSince2001 → tea
/// ```
public struct LiveActivityListReporter: Reporter {
    public static let identifier = "live-activity-list"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ declarations: [LiveActivityDeclaration]) -> ReportText {
        var text = ReportText()
        if declarations.isEmpty { text.output(LocalizedText(ja: "Live Activity はありません。", en: "No Live Activities.")[language]) }
        func fields(_ list: [LiveActivityField]) -> String {
            list.isEmpty ? "-" : list.map { "\($0.name) (\($0.type.name)\($0.optional ? "?" : ""))" }.joined(separator: ", ")
        }
        for declaration in declarations {
            let route = declaration.url.map { " → \($0)" } ?? ""
            let frequent = declaration.frequentUpdates ? LocalizedText(ja: "  頻繁な更新", en: "  frequent updates")[language] : ""
            let words = language == .ja ? ("固定", "状態", "日付") : ("attributes", "state", "dates")
            text.output(TerminalText.safeLine(
                "\(declaration.attributesType)  \(words.0): \(fields(declaration.attributes))  \(words.1): \(fields(declaration.contentState))  \(words.2): \(declaration.dateEncoding.rawValue)\(frequent)\(route)"))
        }
        return text
    }
}
