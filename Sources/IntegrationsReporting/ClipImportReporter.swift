public import IntegrationsAppClips
public import IntegrationsCore

/// An App Clip hand-over's import for people: how many records came in, each added (`+`) or kept (`=`),
/// then the selections.
///
/// ```text
/// Imported 2 records.
///   + Morning run
///   + Read
/// Selected item: item-1
/// ```
public struct ClipImportReporter: Reporter {
    public static let identifier = "clip-import"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ report: AppClipImportReport) -> ReportText {
        var text = ReportText()
        let summary = LocalizedText(
            ja: "\(report.added.count)件取り込みました。\(report.skipped.isEmpty ? "" : "すでにある\(report.skipped.count)件は取り込みませんでした。")",
            en: "Imported \(report.added.count) record\(report.added.count == 1 ? "" : "s").\(report.skipped.isEmpty ? "" : " \(report.skipped.count) the app already had \(report.skipped.count == 1 ? "was" : "were") left as they were.")")
        text.output(TerminalText.safeLine(summary[language]))
        for title in report.added { text.output(TerminalText.safeLine("  + \(title)")) }
        for title in report.skipped { text.output(TerminalText.safeLine("  = \(title)")) }
        for (entity, identifier) in report.selected.sorted(by: { $0.key < $1.key }) {
            text.output(TerminalText.safeLine(LocalizedText(ja: "選んだ \(entity): \(identifier)", en: "Selected \(entity): \(identifier)")[language]))
        }
        return text
    }
}
