import Foundation
public import IntegrationsCore
import IntegrationsProgress
public import IntegrationsWidgets
import IntegrationsApp
public import IntegrationsState

extension AppHost {
    /// A widget's timeline from the app's real state: its entities, and the completion log of the days
    /// it shows.
    ///
    /// - Parameters:
    ///   - kind: The widget's kind, e.g. `TodayTasksWidget`.
    ///   - family: The size; `nil` takes the widget's first.
    ///   - configuration: Settings given as text (`maxShown` = `4`); the rest take their defaults.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidWidget`` for an unknown
    ///   widget, a family it does not support, or a setting it refuses.
    public func widgetTimeline(
        kind: String, family: WidgetFamily?, configuration: [String: String], clock: UserClock, language: Language
    ) async throws(IntegrationsError) -> WidgetTimelineResult {
        let widgets = try app.manifest.widgetDeclarations(file: app.manifestPath)
        guard let widget = widgets.first(where: { $0.kind == kind }) else {
            throw IntegrationsError(.invalidWidget, LocalizedText(
                ja: "ウィジェット「\(TerminalText.shortLine(kind))」はありません。あるのは \(widgets.map(\.kind).joined(separator: ", ")) です。",
                en: "There is no widget \"\(TerminalText.shortLine(kind))\". The app declares \(widgets.map(\.kind).joined(separator: ", "))."))
        }
        let chosen = family ?? widget.families.first ?? .systemSmall
        guard widget.families.contains(chosen) else {
            let supported = widget.families.map(\.rawValue).joined(separator: ", ")
            throw IntegrationsError(.invalidWidget, LocalizedText(
                ja: "ウィジェット \(kind) は \(chosen.rawValue) に対応していません。対応しているのは \(supported) です。",
                en: "Widget \(kind) does not come in \(chosen.rawValue); it supports \(supported)."))
        }
        let values = try TimelineBuilder.configuration(of: widget, given: configuration)
        let entities = try widget.entity.map { entity throws(IntegrationsError) in try AppEntities(host: self).byType[entity] ?? [] } ?? []
        let sources = entities.map { WidgetSource(identifier: $0.identifier, title: $0.title, url: $0.url?.absoluteString) }
        let now = clock.now()
        let today = CalendarDay(date: now, timeZone: clock.timeZone)
        // A day grid looks back over its days (today included); tomorrow is the midnight entry's.
        let lookBack = if case .dayGrid(let grid) = widget.content { grid.longest } else { 1 }
        let completed = try await completedEntities(from: today.adding(days: 1 - lookBack), through: today.adding(days: 1))
        let timeline = TimelineBuilder(reporter: progressReporter).timeline(
            of: widget, family: chosen, sources: sources, completed: completed, configuration: values, now: now,
            timeZone: clock.timeZone, language: language)
        return WidgetTimelineResult(widget: widget, family: chosen, timeline: timeline)
    }
}

extension AppHost {
    /// The log of the app's requests to reload its widgets.
    public var widgetReloads: WidgetReloadLog {
        WidgetReloadLog(store: store)
    }

    /// The day's requests to reload the app's widgets, and what remains of each widget's budget.
    public func widgetReloads(on day: CalendarDay) async throws(IntegrationsError) -> WidgetReloadsReport {
        let kinds = try app.manifest.widgetDeclarations(file: app.manifestPath).map(\.kind)
        return WidgetReloadsReport(
            day: day, reloads: try await widgetReloads.reloads(on: day).map { .init(kind: $0.kind, date: $0.date, reason: $0.reason, counted: $0.counted) },
            kinds: kinds, remaining: try await widgetReloads.remaining(of: kinds, on: day), budget: WidgetReloadLog.dailyBudget)
    }

    /// What the app does when its data changes (a completion, by intent or by a notification's action):
    /// asks WidgetKit to reload every widget's timeline (`reloadAllTimelines()`), each counted against its
    /// day's budget.
    @discardableResult
    public func reloadWidgets(reason: String, clock: UserClock) async throws(IntegrationsError) -> [WidgetReload] {
        let kinds = try app.manifest.widgetDeclarations(file: app.manifestPath).map(\.kind)
        guard !kinds.isEmpty else { return [] }
        return try await widgetReloads.record(kinds: kinds, reason: reason, at: clock.now(), timeZone: clock.timeZone)
    }
}
