public import Foundation
public import IntegrationsCore
public import IntegrationsWidgets

/// A date as the wall-clock time of a zone with its offset, such as `2027-03-14 03:30:00 -04:00`: how
/// the reporters show a moment.
public enum WallClockText {
    /// `date` in `zone`, to the second, with the zone's offset at that moment.
    public static func local(_ date: Date, _ zone: TimeZone) -> String {
        let offset = zone.secondsFromGMT(for: date)
        let shifted = date.addingTimeInterval(TimeInterval(offset))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: shifted)
        let sign = offset < 0 ? "-" : "+"
        let magnitude = abs(offset)
        return String(format: "%04d-%02d-%02d %02d:%02d:%02d %@%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0,
                      sign, magnitude / 3600, (magnitude % 3600) / 60)
    }
}

/// A widget's timeline for people: each entry's time and reason with its content, then when the widget
/// reloads.
///
/// ```text
/// 2027-03-14 09:00:00 +09:00  (now)
///   Today: 1 of 3 done
///   ✓ Read  → appcadia://item/1
/// Reload: after the last entry (atEnd)
/// ```
public struct WidgetTimelineReporter: Reporter {
    public static let identifier = "widget-timeline"

    /// The language of the text.
    public var language: Language
    /// The zone the times are shown in.
    public var timeZone: TimeZone

    /// Creates the reporter.
    public init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    public func report(_ timeline: WidgetTimeline) -> ReportText {
        var text = ReportText()
        for entry in timeline.entries {
            text.output("\(WallClockText.local(entry.date, timeZone))  (\(entry.reason))")
            let content = entry.content
            text.output(TerminalText.safeLine("  \(content.title): \(content.headline)"))
            for item in content.items {
                text.output(TerminalText.safeLine("  \(item.done ? "✓" : "○") \(item.title)\(item.url.map { "  → \($0)" } ?? "")"))
            }
            if !content.days.isEmpty {
                text.output("  " + content.days.map { $0.completed > 0 ? "■" : "□" }.joined())
            }
            if let footer = content.footer { text.output(TerminalText.safeLine("  \(footer)")) }
            if let url = content.url { text.output(TerminalText.safeLine("  → \(url)")) }
        }
        switch timeline.policy {
        case .atEnd: text.output(LocalizedText(ja: "更新: 最後のエントリのあと（atEnd）", en: "Reload: after the last entry (atEnd)")[language])
        case .after(let date):
            let shown = WallClockText.local(date, timeZone)
            text.output(LocalizedText(ja: "更新: \(shown) 以降（after）", en: "Reload: after \(shown) (after)")[language])
        case .never: text.output(LocalizedText(ja: "更新: アプリが求めたときだけ（never）", en: "Reload: only when the app asks (never)")[language])
        }
        return text
    }
}

/// A day's widget reloads for people: each request with its time, kind and reason, then each widget's
/// reloads left.
///
/// ```text
/// 2027-03-14 09:00:00 +09:00  ProgressSummaryWidget  recordCompleted
/// ProgressSummaryWidget: 39 of 40 reloads left
/// ```
public struct WidgetReloadsReporter: Reporter {
    public static let identifier = "widget-reloads"

    /// The language of the text.
    public var language: Language
    /// The zone the times are shown in.
    public var timeZone: TimeZone

    /// Creates the reporter.
    public init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    public func report(_ report: WidgetReloadsReport) -> ReportText {
        var text = ReportText()
        if report.reloads.isEmpty {
            text.output(LocalizedText(ja: "\(report.day) の再読み込みはありません。", en: "No reloads on \(report.day).")[language])
        }
        let waiting = LocalizedText(ja: "  （予算切れ: タイムラインの方針を待ちます）", en: "  (over budget: waits for the timeline's policy)")[language]
        for reload in report.reloads {
            text.output(TerminalText.safeLine(
                "\(WallClockText.local(reload.date, timeZone))  \(reload.kind)  \(reload.reason)\(reload.counted ? "" : waiting)"))
        }
        for kind in report.kinds {
            let left = report.remaining[kind] ?? report.budget
            text.output(LocalizedText(ja: "\(kind): 残り \(left)/\(report.budget) 回", en: "\(kind): \(left) of \(report.budget) reloads left")[language])
        }
        return text
    }
}
