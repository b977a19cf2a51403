public import Foundation
public import IntegrationsCore

/// One record a widget shows, before the day decides whether it is done.
public struct WidgetSource: Sendable, Hashable {
    public var identifier: String
    public var title: String
    /// The item's content URL, its link in medium and large widgets.
    public var url: String?

    /// Creates a source.
    public init(identifier: String, title: String, url: String?) {
        self.identifier = identifier
        self.title = title
        self.url = url
    }
}

/// Builds widget timelines from the app's state, as a `TimelineProvider` would: an entry now, one at the
/// declared refresh, and one at the next local midnight, when "today" resets.
public struct TimelineBuilder: Sendable {
    public let reporter: any IntegrationsCore.ProgressReporting

    /// A builder whose lines come from `reporter` (the progress reporter's widget line and counts).
    public init(reporter: any IntegrationsCore.ProgressReporting) {
        self.reporter = reporter
    }

    /// The configuration with defaults filled in, or why a given value is refused.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidWidget`` naming the
    ///   parameter and its range, or the parameters there are.
    public static func configuration(
        of widget: WidgetDeclaration, given: [String: String]
    ) throws(IntegrationsError) -> [String: Int] {
        var values = Dictionary(uniqueKeysWithValues: widget.configuration.map { ($0.name, $0.defaultValue) })
        for (name, text) in given.sorted(by: { $0.key < $1.key }) {
            guard let parameter = widget.configuration.first(where: { $0.name == name }) else {
                let known = widget.configuration.map(\.name).joined(separator: ", ")
                throw IntegrationsError(.invalidWidget, LocalizedText(
                    ja: "ウィジェット \(widget.kind) に設定「\(name)」はありません。\(known.isEmpty ? "設定はありません。" : "設定は \(known) です。")",
                    en: "Widget \(widget.kind) has no setting \"\(name)\". \(known.isEmpty ? "It has no settings." : "Its settings are \(known).")"))
            }
            let read = parameter.value(of: text)
            guard let value = read.value else {
                let problem = read.problem ?? LocalizedText(ja: "", en: "")
                throw IntegrationsError(.invalidWidget, LocalizedText(
                    ja: "設定 \(name)=\(text) は使えません: \(problem.ja)。", en: "The setting \(name)=\(text) is refused: \(problem.en)."))
            }
            values[name] = value
        }
        return values
    }

    /// The timeline of `widget` in `family` at `now`.
    ///
    /// - Parameters:
    ///   - sources: The entities the widget lists, in the app's order.
    ///   - completed: The identifiers completed on each day the log knows (later days: none yet).
    ///   - configuration: The parameters' values (see ``configuration(of:given:)``).
    public func timeline(
        of widget: WidgetDeclaration, family: WidgetFamily, sources: [WidgetSource], completed: [CalendarDay: Set<String>],
        configuration: [String: Int], now: Date, timeZone: TimeZone, language: Language
    ) -> WidgetTimeline {
        var dates: [(Date, String)] = [(now, "now")]
        var policy = WidgetReloadPolicy.atEnd
        if let interval = widget.refreshInterval, interval > 0, interval <= WidgetDeclaration.maximumRefreshInterval {
            dates.append((now.addingTimeInterval(interval), "refresh"))
            policy = .after(now.addingTimeInterval(interval))
        }
        let today = CalendarDay(date: now, timeZone: timeZone)
        if let midnight = today.adding(days: 1).start(in: timeZone) {
            dates.append((midnight, "midnight"))
        }
        dates.sort { $0.0 < $1.0 }
        var entries: [WidgetEntry] = []
        for (date, reason) in dates where entries.last?.date != date {
            let day = CalendarDay(date: date, timeZone: timeZone)
            entries.append(WidgetEntry(date: date, reason: reason, content: content(
                of: widget, family: family, sources: sources, completed: completed, day: day, configuration: configuration, language: language)))
        }
        return WidgetTimeline(entries: entries, policy: policy)
    }

    /// What the widget shows on `day`.
    func content(
        of widget: WidgetDeclaration, family: WidgetFamily, sources: [WidgetSource], completed: [CalendarDay: Set<String>], day: CalendarDay,
        configuration: [String: Int], language: Language
    ) -> WidgetEntryContent {
        let done = completed[day] ?? []
        let doneCount = sources.count { done.contains($0.identifier) }
        let counts = ProgressCounts(completed: Int64(doneCount), total: Int64(sources.count))
        let percent = sources.isEmpty ? 0 : Int((Double(doneCount) * 100 / Double(sources.count)).rounded())
        let links = family.supportsItemLinks
        let title = widget.displayName[language]
        switch widget.content {
        case .records(let list):
            let includeCompleted = list.includeCompletedParameter.flatMap { configuration[$0] }.map { $0 != 0 } ?? list.includeCompleted
            let limit = list.limitParameter.flatMap { configuration[$0] } ?? list.limit
            let items = sources.filter { includeCompleted || !done.contains($0.identifier) }.prefix(max(0, limit)).map {
                WidgetItem(identifier: $0.identifier, title: $0.title, done: done.contains($0.identifier), url: links ? $0.url : nil)
            }
            return WidgetEntryContent(
                title: title, headline: "\(percent)%", completed: doneCount, total: sources.count, percent: percent, items: items,
                footer: (list.footer ?? WidgetWording.tapToOpen)[language], url: widget.url)
        case .progress:
            let headline = family == .accessoryInline
                ? WidgetWording.today(done: doneCount, total: sources.count)[language]
                : reporter.widgetLine(counts, language: language)
            let overall = family == .systemMedium || family == .systemLarge ? reporter.localizedAdditionalDescription(counts, language: language) : nil
            return WidgetEntryContent(
                title: title, headline: headline, completed: doneCount, total: sources.count, percent: percent, footer: overall, url: widget.url)
        case .dayGrid(let grid):
            let length = grid.days(in: family)
            let days = (0..<length).reversed().map { back -> WidgetDay in
                let shown = day.adding(days: -back)
                let count = sources.count { (completed[shown] ?? []).contains($0.identifier) }
                return WidgetDay(date: shown.description, completed: count)
            }
            let active = days.count { $0.completed > 0 }
            return WidgetEntryContent(
                title: title, headline: WidgetWording.activeDays(active, of: length)[language],
                completed: doneCount, total: sources.count, percent: percent, days: days, url: widget.url)
        case .nextRecord(let layout):
            let next = sources.first { !done.contains($0.identifier) }
            let headline = next?.title ?? (layout.whenAllDone ?? WidgetWording.allDone)[language]
            return WidgetEntryContent(
                title: title, headline: headline, completed: doneCount, total: sources.count, percent: percent,
                items: next.map { [WidgetItem(identifier: $0.identifier, title: $0.title, done: false, url: nil)] } ?? [],
                url: next?.url ?? widget.url)
        }
    }
}

/// The toolkit's own widget lines, used where the app declares none.
enum WidgetWording {
    static let tapToOpen = LocalizedText(ja: "タップしてアプリを開く", en: "Tap to open the app")
    static let allDone = LocalizedText(ja: "今日はすべて完了！", en: "All done for today!")

    static func today(done: Int, total: Int) -> LocalizedText {
        LocalizedText(ja: "今日 \(done)/\(total)", en: "Today \(done)/\(total)")
    }

    static func activeDays(_ active: Int, of length: Int) -> LocalizedText {
        LocalizedText(ja: "\(length)日中\(active)日達成", en: "\(active) of \(length) days")
    }
}
