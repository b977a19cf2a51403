public import Foundation

/// When WidgetKit asks for a new timeline (`TimelineReloadPolicy`).
public enum WidgetReloadPolicy: Sendable, Hashable {
    /// After the last entry's date.
    case atEnd
    /// At this date.
    case after(Date)
    /// Only when the app asks.
    case never
}

/// One goal as a widget shows it.
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
    /// The main line: 「今日 2/43 ▓░░…」, 「5%」, the next goal.
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
