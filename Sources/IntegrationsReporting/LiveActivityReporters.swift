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

/// A Live Activity push checked: each problem as compilers print it on standard output, and, when there
/// is no error, one line on standard error saying the push fits the activity.
///
/// ```text
/// update.json:5:7: error: content-state's "isPaused" is null; … [liveActivity.contentStateField]
/// ```
public struct LiveActivityValidationReporter: Reporter {
    public static let identifier = "live-activity-validation"

    /// The payload's name as shown, the activity's attributes type and the problems found.
    public struct Validation: Sendable, Hashable {
        /// The payload's name as shown (a file's name, or standard input's).
        public var name: String
        /// The attributes type the payload was checked against.
        public var attributesType: String
        /// Its problems (the headers' too), in order.
        public var diagnostics: [Diagnostic]

        /// Creates the value from its fields.
        public init(name: String, attributesType: String, diagnostics: [Diagnostic]) {
            self.name = name
            self.attributesType = attributesType
            self.diagnostics = diagnostics
        }
    }

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ validation: Validation) -> ReportText {
        var text = ReportText()
        for diagnostic in validation.diagnostics { text.output(diagnostic.formatted(language)) }
        if !validation.diagnostics.contains(where: { $0.severity == .error }) {
            text.error(TerminalText.safeLine(LocalizedText(
                ja: "\(validation.name) は Live Activity \(validation.attributesType) のプッシュとして正しい形です。",
                en: "\(validation.name) is a well-formed push for the Live Activity \(validation.attributesType).")[language]))
        }
        return text
    }
}
