import IntegrationsCore

// Documents made from the same value their text reporter words, so that `--json` and the text never
// describe a result differently.

extension WidgetReloadsDocument {
    /// Creates the document of a day's reloads: the instants in ISO 8601 (UTC).
    public init(_ report: WidgetReloadsReport) {
        self.init(
            date: report.day.description, budget: report.budget,
            reloads: report.reloads.map { Reload(kind: $0.kind, date: ISODate.format($0.date), reason: $0.reason, counted: $0.counted) },
            remaining: report.remaining)
    }
}
