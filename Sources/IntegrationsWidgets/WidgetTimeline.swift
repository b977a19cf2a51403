public import Foundation
public import IntegrationsCore

/// When WidgetKit asks for a new timeline (`TimelineReloadPolicy`).
public enum WidgetReloadPolicy: Sendable, Hashable {
    /// After the last entry's date.
    case atEnd
    /// At this date.
    case after(Date)
    /// Only when the app asks.
    case never
}

/// One record as a widget shows it.
public struct WidgetItem: Sendable, Hashable, Codable {
    public var identifier: String
    public var title: String
    public var done: Bool
    /// The item's own link (medium and large families only).
    public var url: String?

    /// Creates an item.
    public init(identifier: String, title: String, done: Bool, url: String?) {
        self.identifier = identifier
        self.title = title
        self.done = done
        self.url = url
    }
}

/// One day of a widget's activity marks.
public struct WidgetDay: Sendable, Hashable, Codable {
    public var date: String
    public var completed: Int

    /// Creates a day.
    public init(date: String, completed: Int) {
        self.date = date
        self.completed = completed
    }
}

/// What one entry shows: the numbers, the lines in the person's language, the items and days.
public struct WidgetEntryContent: Sendable, Hashable, Codable {
    public var title: String
    /// The main line: 「今日 2/43 ▓░░…」, 「5%」, the next record.
    public var headline: String
    public var completed: Int
    public var total: Int
    public var percent: Int
    public var items: [WidgetItem]
    public var days: [WidgetDay]
    /// The footer: 「タップしてアプリを開く」.
    public var footer: String?
    /// Where tapping the widget goes (`widgetURL`).
    public var url: String?

    /// Creates content.
    public init(
        title: String, headline: String, completed: Int, total: Int, percent: Int, items: [WidgetItem] = [], days: [WidgetDay] = [],
        footer: String? = nil, url: String? = nil
    ) {
        self.title = title
        self.headline = headline
        self.completed = completed
        self.total = total
        self.percent = percent
        self.items = items
        self.days = days
        self.footer = footer
        self.url = url
    }
}

/// A timeline entry (`TimelineEntry`): when it shows, how relevant it is, what it shows.
public struct WidgetEntry: Sendable, Hashable {
    public var date: Date
    /// Why the entry is there: `now`, `refresh` (the declared interval) or `midnight` (today resets).
    public var reason: String
    public var relevance: Double?
    public var content: WidgetEntryContent

    /// Creates an entry.
    public init(date: Date, reason: String, relevance: Double? = nil, content: WidgetEntryContent) {
        self.date = date
        self.reason = reason
        self.relevance = relevance
        self.content = content
    }
}

/// A widget's timeline (`Timeline`): its entries in date order, and when to ask for the next.
public struct WidgetTimeline: Sendable, Hashable {
    public var entries: [WidgetEntry]
    public var policy: WidgetReloadPolicy

    /// Creates a timeline.
    public init(entries: [WidgetEntry], policy: WidgetReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// A widget's timeline as the host computes it from the app's state (`AppHost.widgetTimeline(…)`): the
/// widget, the family chosen and the timeline. `WidgetTimelineReporter` words its timeline, and it is
/// `widget timeline --json` itself: `{"kind", "family", "policy", "reloadAfter", "entries": [{"date",
/// "reason", "content"}]}`, the policy `atEnd`, `never` or `after` (with `reloadAfter`), the instants in
/// ISO 8601 (UTC).
public struct WidgetTimelineResult: Sendable, Hashable, Encodable {
    /// The widget.
    public var widget: WidgetDeclaration
    /// The family the timeline is drawn for.
    public var family: WidgetFamily
    /// The timeline.
    public var timeline: WidgetTimeline

    /// Creates the value from its fields.
    public init(widget: WidgetDeclaration, family: WidgetFamily, timeline: WidgetTimeline) {
        self.widget = widget
        self.family = family
        self.timeline = timeline
    }

    private enum CodingKeys: String, CodingKey { case kind, family, policy, reloadAfter, entries }
    private enum EntryKeys: String, CodingKey { case date, reason, content }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(widget.kind, forKey: .kind)
        try container.encode(family.rawValue, forKey: .family)
        switch timeline.policy {
        case .atEnd: try container.encode("atEnd", forKey: .policy)
        case .never: try container.encode("never", forKey: .policy)
        case .after(let date):
            try container.encode("after", forKey: .policy)
            try container.encode(ISODate.format(date), forKey: .reloadAfter)
        }
        var entries = container.nestedUnkeyedContainer(forKey: .entries)
        for entry in timeline.entries {
            var written = entries.nestedContainer(keyedBy: EntryKeys.self)
            try written.encode(ISODate.format(entry.date), forKey: .date)
            try written.encode(entry.reason, forKey: .reason)
            try written.encode(entry.content, forKey: .content)
        }
    }
}
