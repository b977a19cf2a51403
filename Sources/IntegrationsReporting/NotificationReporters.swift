public import Foundation
public import IntegrationsCore

/// A scheduled notification for people: scheduled or replaced and when it fires next, the caller's note,
/// then each request dropped over the limit, on standard error.
///
/// ```text
/// Scheduled notification "reminder-1"; next at 2026-11-23 08:00:00 +09:00.
/// ```
public struct NotificationScheduledReporter: Reporter {
    public static let identifier = "notification-scheduled"

    /// The language of the text.
    public var language: Language
    /// The zone the time is shown in.
    public var timeZone: TimeZone
    /// A note the caller adds after the first line, such as how the time zone was chosen.
    public var note: LocalizedText?

    /// Creates the reporter.
    public init(language: Language, timeZone: TimeZone, note: LocalizedText? = nil) {
        self.language = language
        self.timeZone = timeZone
        self.note = note
    }

    public func report(_ report: NotificationAddResult) -> ReportText {
        var text = ReportText()
        let next = report.nextFire.map { WallClockText.local($0, timeZone) } ?? "—"
        let id = report.identifier
        text.output(LocalizedText(ja: "通知「\(id)」を\(report.replaced ? "置き換えました" : "予約しました")。次は \(next)。",
                                  en: "\(report.replaced ? "Replaced" : "Scheduled") notification \"\(id)\"; next at \(next).")[language])
        if let note { text.output(note[language]) }
        for dropped in report.dropped {
            text.error(LocalizedText(
                ja: "注意: 保留できる通知は\(report.pendingLimit)件までのため、いちばん遅い「\(dropped)」を外しました。",
                en: "Note: at most \(report.pendingLimit) notifications stay pending, so the latest, \"\(dropped)\", was dropped.")[language])
        }
        return text
    }
}

/// The pending notifications for people, one a line: identifier, next fire time (or push), title and body.
///
/// ```text
/// reminder-1  2026-11-23 08:00:00 +09:00  Time to stretch — Stand up for two minutes
/// ```
public struct PendingNotificationsReporter: Reporter {
    public static let identifier = "notification-pending"

    /// The language of the text.
    public var language: Language
    /// The zone the times are shown in.
    public var timeZone: TimeZone

    /// Creates the reporter.
    public init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    public func report(_ pending: [PendingNotification]) -> ReportText {
        var text = ReportText()
        if pending.isEmpty { text.output(LocalizedText(ja: "保留中の通知はありません。", en: "No pending notifications.")[language]) }
        for item in pending {
            let next = item.nextFire.map { WallClockText.local($0, timeZone) } ?? LocalizedText(ja: "プッシュ", en: "push")[language]
            let content = item.request.content
            text.output("\(item.request.identifier)  \(next)  \(content.title[language]) — \(content.body[language])")
        }
        return text
    }
}

extension [DeliveredNotification] {
    fileprivate func lines(language: Language, timeZone: TimeZone, into text: inout ReportText) {
        for item in self {
            text.output("#\(item.id)  \(WallClockText.local(item.date, timeZone))  \(item.content.title[language]) — \(item.content.body[language])")
        }
    }
}

/// What advancing the clock delivered, for people: each notification with its number, then the badge.
///
/// ```text
/// #1  2026-11-23 08:00:00 +09:00  Time to stretch — Stand up for two minutes
/// Badge: 1
/// ```
public struct NotificationDeliveryReporter: Reporter {
    public static let identifier = "notification-delivery"

    /// The language of the text.
    public var language: Language
    /// The zone the times are shown in.
    public var timeZone: TimeZone

    /// Creates the reporter.
    public init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    public func report(_ delivery: NotificationDeliveries) -> ReportText {
        var text = ReportText()
        if delivery.delivered.isEmpty { text.output(LocalizedText(ja: "届く通知はありません。", en: "Nothing was due.")[language]) }
        delivery.delivered.lines(language: language, timeZone: timeZone, into: &text)
        text.output(LocalizedText(ja: "バッジ: \(delivery.badge)", en: "Badge: \(delivery.badge)")[language])
        return text
    }
}

/// The delivered notifications for people, each with the number a response names it by.
public struct DeliveredNotificationsReporter: Reporter {
    public static let identifier = "notification-delivered"

    /// The language of the text.
    public var language: Language
    /// The zone the times are shown in.
    public var timeZone: TimeZone

    /// Creates the reporter.
    public init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    public func report(_ deliveries: NotificationDeliveries) -> ReportText {
        let delivered = deliveries.delivered
        var text = ReportText()
        if delivered.isEmpty { text.output(LocalizedText(ja: "届いた通知はありません。", en: "No delivered notifications.")[language]) }
        delivered.lines(language: language, timeZone: timeZone, into: &text)
        return text
    }
}

/// A response to a notification for people: the intent's dialog (or why it did not succeed), the URL
/// opened with its route's parameters, what was queued; or that it reached the app.
public struct NotificationResponseReporter: Reporter {
    public static let identifier = "notification-response"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ response: NotificationResponseResult) -> ReportText {
        var text = ReportText()
        if case .success(let dialog, _, _, _) = response.outcome {
            text.output(dialog[language])
        } else if let outcome = response.outcome {
            text.output(IntentOutcomeReporter.summary(of: outcome, language: language))
        }
        if let url = response.url {
            let route = response.route ?? ""
            text.output(LocalizedText(ja: "開く: \(url.absoluteString)（ルート \(route)）", en: "Opens \(url.absoluteString) (route \(route))")[language])
            for (name, value) in response.parameters.sorted(by: { $0.key < $1.key }) {
                text.output("  \(name) = \(TerminalText.safeLine(value.description))")
            }
        }
        for queued in response.queued {
            text.output(LocalizedText(ja: "予約: \(queued)", en: "Queued: \(queued)")[language])
        }
        if response.outcome == nil && response.url == nil && response.queued.isEmpty {
            text.output(LocalizedText(ja: "アプリに届きました。", en: "Delivered to the app.")[language])
        }
        return text
    }
}

/// How many notifications were removed, for people.
public struct NotificationsRemovedReporter: Reporter {
    public static let identifier = "notification-removed"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ removed: Int) -> ReportText {
        ReportText([.init(LocalizedText(ja: "\(removed)件の通知を外しました。", en: "Removed \(removed) notification\(removed == 1 ? "" : "s").")[language])])
    }
}

/// A payload's problems for people, an alert's or a Live Activity's: each with its place, as compilers
/// print them, then, when none is an error, that the payload is well-formed, on standard error.
///
/// ```text
/// update.json:5:7: error: content-state's "isPaused" is null; … [liveActivity.contentStateField]
/// ```
public struct PayloadValidationReporter: Reporter {
    public static let identifier = "payload-validation"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ validation: PayloadValidation) -> ReportText {
        var text = ReportText()
        for diagnostic in validation.diagnostics { text.output(diagnostic.formatted(language)) }
        guard validation.isValid else { return text }
        if let attributesType = validation.attributesType {
            text.error(TerminalText.safeLine(LocalizedText(
                ja: "\(validation.name) は Live Activity \(attributesType) のプッシュとして正しい形です。",
                en: "\(validation.name) is a well-formed push for the Live Activity \(attributesType).")[language]))
        } else {
            text.error(LocalizedText(ja: "\(validation.name) は APNs のペイロードとして正しい形です。", en: "\(validation.name) is a well-formed APNs payload.")[language])
        }
        return text
    }
}

/// The instants a trigger fires at, for people: each in UTC and as the zone's wall-clock time; a trigger
/// that never fires by the clock says so on standard error.
///
/// ```text
/// 2027-03-14T07:30:00Z  (2027-03-14 03:30:00 -04:00)
/// ```
public struct TriggerDatesReporter: Reporter {
    public static let identifier = "trigger-dates"

    /// The language of the text.
    public var language: Language
    /// The zone the wall-clock times are shown in.
    public var timeZone: TimeZone

    /// Creates the reporter.
    public init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    public func report(_ dates: [Date]) -> ReportText {
        var text = ReportText()
        for date in dates { text.output("\(ISODate.format(date))  (\(WallClockText.local(date, timeZone)))") }
        if dates.isEmpty { text.error(LocalizedText(ja: "このトリガーは時刻では通知されません（プッシュ）。", en: "This trigger never fires by the clock (push).")[language]) }
        return text
    }
}
