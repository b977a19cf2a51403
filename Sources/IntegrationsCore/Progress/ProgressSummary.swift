/// A day's progress as a person reads it: the counts, the check-progress answer and the widget line (both
/// in one language, as the app's ``ProgressReporting`` words them), and the entities done that day.
/// `AppHost.progressSummary(on:language:)` returns it, and it is `progress --json` itself:
///
/// ```json
/// {"date": "2026-11-22", "completed": 1, "total": 3, "remaining": 2, "percent": 33, "answer": "…", "widget": "…",
///  "completedEntities": [{"identifier": "goal-1", "title": "Run"}]}
/// ```
public struct ProgressSummary: Sendable, Hashable, Encodable {
    /// The day.
    public var day: CalendarDay
    /// Done and total.
    public var counts: ProgressCounts
    /// The answer to "check progress".
    public var answer: String
    /// The widget's line.
    public var widget: String
    /// The entities done that day, in the app's order.
    public var completedEntities: [IntentEntity]

    /// Creates the value from its fields.
    public init(day: CalendarDay, counts: ProgressCounts, answer: String, widget: String, completedEntities: [IntentEntity]) {
        self.day = day
        self.counts = counts
        self.answer = answer
        self.widget = widget
        self.completedEntities = completedEntities
    }

    private enum CodingKeys: String, CodingKey { case date, completed, total, remaining, percent, answer, widget, completedEntities }
    private enum EntityKeys: String, CodingKey { case identifier, title }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(day.description, forKey: .date)
        try container.encode(counts.completed, forKey: .completed)
        try container.encode(counts.total, forKey: .total)
        try container.encode(counts.remaining, forKey: .remaining)
        try container.encode(counts.percent, forKey: .percent)
        try container.encode(answer, forKey: .answer)
        try container.encode(widget, forKey: .widget)
        var entities = container.nestedUnkeyedContainer(forKey: .completedEntities)
        for entity in completedEntities {
            var written = entities.nestedContainer(keyedBy: EntityKeys.self)
            try written.encode(entity.identifier, forKey: .identifier)
            try written.encode(entity.title, forKey: .title)
        }
    }
}
