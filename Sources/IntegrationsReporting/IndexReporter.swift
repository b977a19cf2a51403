public import IntegrationsCore

/// What `index --items` stored, and why the rest was not: the count, then the identifiers given more than
/// once (the first five) and the items that had already expired.
///
/// ```text
/// Indexed 3 items.
///   1 identifier was given more than once; the last line was kept: a
/// ```
public struct IndexReporter: Reporter {
    public static let identifier = "index"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ report: SearchIndexReport) -> ReportText {
        let ja = language == .ja
        var text = ReportText()
        text.output(ja ? "\(report.indexed)件の項目を索引しました。" : "Indexed \(report.indexed) item\(report.indexed == 1 ? "" : "s").")
        if !report.repeatedIdentifiers.isEmpty {
            let shown = report.repeatedIdentifiers.prefix(5).joined(separator: ", ") + (report.repeatedIdentifiers.count > 5 ? ", …" : "")
            text.output(ja
                ? "  \(report.repeatedIdentifiers.count)個の識別子が2回以上あり、最後の行を残しました: \(shown)"
                : "  \(report.repeatedIdentifiers.count) identifier\(report.repeatedIdentifiers.count == 1 ? " was" : "s were") given more than once; the last line was kept: \(shown)")
        }
        if report.expired > 0 {
            text.output(ja
                ? "  \(report.expired)件はすでに期限切れのため保存していません。"
                : "  \(report.expired) item\(report.expired == 1 ? " had" : "s had") already expired and \(report.expired == 1 ? "was" : "were") not stored.")
        }
        return text
    }
}
