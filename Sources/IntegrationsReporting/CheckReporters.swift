import Foundation
public import IntegrationsCheck
public import IntegrationsCore

/// A check's problems for people and editors: each on its own line as compilers write them, its notes on
/// `note:` lines after it (the other place a finding names; each problem a baseline holds that is gone),
/// then the summary on standard error.
///
/// ```text
/// MyApp/goals.json:6:3: error: the identifier "goal-1" is also goals.json[0]'s; … [records.duplicateIdentifier]
/// Widgets/Large.swift:33:24: error: Widget Large has the kind "Stock" of Small; … [widget.duplicateKind]
/// Widgets/Small.swift:5:24: note: the widget Small, which declares the kind "Stock" first
/// 2 errors, 0 warnings in MyApp/goals.json and Widgets/Large.swift.        (standard error)
/// 2 problems suppressed: 1 by comments in the checked files and 1 by the configuration.   (standard error)
/// ```
///
/// The last line only when some problems were suppressed (``CheckReport/suppressed``).
public struct DiagnosticTextReporter: Reporter {
    public static let identifier = "diagnostic-text"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ report: CheckReport) -> ReportText {
        var text = ReportText()
        for diagnostic in report.diagnostics {
            text.output(diagnostic.formatted(language))
            // Each note after its problem, as compilers print them: the other place a finding names, a
            // baseline's problems that are gone.
            for note in diagnostic.notes { text.output(XcodeReporter.line(of: note, file: note.file, language: language)) }
        }
        text.error(report.summary.text[language])
        if let suppressed = SuppressedFinding.summary(report.suppressed) { text.error(suppressed[language]) }
        return text
    }
}

/// A check's problems as JSON for scripts: an array of ``DiagnosticDocument``s in one language, pretty
/// printed with sorted keys, `[]` on one line when there is none. No summary: the array is the whole answer.
///
/// The array is one standard-output line of the reporter's own (``ReportText/Line/Kind/json``), written as
/// it is but for `##[`, written `#\u0023[` (the same string once decoded): JSON escapes what it quotes itself.
public struct DiagnosticJSONReporter: Reporter {
    public static let identifier = "diagnostic-json"

    /// The language of the messages and suggestions.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ report: CheckReport) -> ReportText {
        var text = ReportText()
        // The encoder writes an empty array over two lines; scripts compare with `[]`.
        guard !report.diagnostics.isEmpty else {
            text.output("[]")
            return text
        }
        return .json(report.diagnostics.map { DiagnosticDocument($0, language: language) }, fallback: "[]")
    }
}
