public import Foundation

/// A day's widget reloads, and what remains of each widget's daily budget: what `AppHost.widgetReloads(on:)`
/// returns and `WidgetReloadsReporter` words. It is `widget reloads --json` itself, the instants in ISO 8601
/// (UTC):
///
/// ```json
/// {"date": "2026-11-22", "budget": 40, "reloads": [{"kind": "NextStepWidget", "date": "2026-11-22T00:00:00Z", "reason": "completion goal-1", "counted": true}],
///  "remaining": {"NextStepWidget": 39}}
/// ```
public struct WidgetReloadsReport: Sendable, Hashable, Encodable {
    /// One request to reload a widget.
    public struct Reload: Sendable, Hashable, Encodable {
        /// The widget's kind.
        public var kind: String
        /// When it was asked.
        public var date: Date
        /// Why.
        public var reason: String
        /// Whether it counted against the budget (false: over budget, it waits for the timeline's policy).
        public var counted: Bool

        /// Creates the value from its fields.
        public init(kind: String, date: Date, reason: String, counted: Bool) {
            self.kind = kind
            self.date = date
            self.reason = reason
            self.counted = counted
        }

        private enum CodingKeys: String, CodingKey { case kind, date, reason, counted }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(ISODate.format(date), forKey: .date)
            try container.encode(reason, forKey: .reason)
            try container.encode(counted, forKey: .counted)
        }
    }

    /// The day.
    public var day: CalendarDay
    /// The day's reloads, in order.
    public var reloads: [Reload]
    /// The app's widget kinds, in the manifest's order.
    public var kinds: [String]
    /// Reloads left by kind; a kind not here has its whole budget.
    public var remaining: [String: Int]
    /// A widget's reloads a day.
    public var budget: Int

    /// Creates the value from its fields.
    public init(day: CalendarDay, reloads: [Reload], kinds: [String], remaining: [String: Int], budget: Int) {
        self.day = day
        self.reloads = reloads
        self.kinds = kinds
        self.remaining = remaining
        self.budget = budget
    }

    private enum CodingKeys: String, CodingKey { case date, budget, reloads, remaining }

    /// Writes the report as `widget reloads --json` prints it: the day as `date`, the app's kinds left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(day.description, forKey: .date)
        try container.encode(budget, forKey: .budget)
        try container.encode(reloads, forKey: .reloads)
        try container.encode(remaining, forKey: .remaining)
    }
}
