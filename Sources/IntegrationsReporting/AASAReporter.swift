public import IntegrationsCore
public import IntegrationsRouting

/// Whether a URL opens the app, for people: the answer, then each step of the evaluation's trace.
///
/// ```text
/// Opens ABCDE12345.com.example.app
///   /item/* matched
/// ```
public struct AASACheckReporter: Reporter {
    public static let identifier = "aasa-check"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ evaluation: AASAEvaluation) -> ReportText {
        var text = ReportText()
        text.output(evaluation.match
            ? LocalizedText(ja: "開きます: \(evaluation.appIDs.joined(separator: ", "))", en: "Opens \(evaluation.appIDs.joined(separator: ", "))")[language]
            : LocalizedText(ja: "アプリは開きません", en: "Does not open the app")[language])
        for line in evaluation.trace { text.output("  " + line[language]) }
        return text
    }
}
