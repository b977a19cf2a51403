public import Foundation
public import IntegrationsCore

/// A scheduled notification: what ``NotificationScheduledReporter`` words.
public struct NotificationScheduledReport: Sendable, Hashable {
    /// The request's identifier.
    public var identifier: String
    /// Whether it replaced a pending request of the same identifier.
    public var replaced: Bool
    /// When it fires next (`nil`: never by the clock).
    public var nextFire: Date?
    /// The pending requests dropped because more than `pendingLimit` were pending.
    public var dropped: [String]
    /// How many requests may stay pending.
    public var pendingLimit: Int
    /// A note the caller adds after the first line, such as how the time zone was chosen.
    public var note: LocalizedText?

    /// Creates the value from its fields.
    public init(identifier: String, replaced: Bool, nextFire: Date?, dropped: [String], pendingLimit: Int, note: LocalizedText? = nil) {
        self.identifier = identifier
        self.replaced = replaced
        self.nextFire = nextFire
        self.dropped = dropped
        self.pendingLimit = pendingLimit
        self.note = note
    }
}

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

    /// Creates the reporter.
    public init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    public func report(_ report: NotificationScheduledReport) -> ReportText {
        var text = ReportText()
        let next = report.nextFire.map { WallClockText.local($0, timeZone) } ?? "—"
        let id = report.identifier
        text.output(LocalizedText(ja: "通知「\(id)」を\(report.replaced ? "置き換えました" : "予約しました")。次は \(next)。",
                                  en: "\(report.replaced ? "Replaced" : "Scheduled") notification \"\(id)\"; next at \(next).")[language])
        if let note = report.note { text.output(note[language]) }
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

    /// One pending request and when it fires next (`nil`: a push trigger).
    public struct Item: Sendable, Hashable {
        /// The request.
        public var request: NotificationRequest
        /// When it fires next.
        public var nextFire: Date?

        /// Creates the value from its fields.
        public init(request: NotificationRequest, nextFire: Date?) {
            self.request = request
            self.nextFire = nextFire
        }
    }

    /// The language of the text.
    public var language: Language
    /// The zone the times are shown in.
    public var timeZone: TimeZone

    /// Creates the reporter.
    public init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    public func report(_ pending: [Item]) -> ReportText {
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

/// One delivered notification: its number, content and when it was delivered.
public struct DeliveredNotificationItem: Sendable, Hashable {
    /// The number a response names it by.
    public var number: Int64
    /// What was shown.
    public var content: NotificationContent
    /// When.
    public var date: Date

    /// Creates the value from its fields.
    public init(number: Int64, content: NotificationContent, date: Date) {
        self.number = number
        self.content = content
        self.date = date
    }
}

extension [DeliveredNotificationItem] {
    fileprivate func lines(language: Language, timeZone: TimeZone, into text: inout ReportText) {
        for item in self {
            text.output("#\(item.number)  \(WallClockText.local(item.date, timeZone))  \(item.content.title[language]) — \(item.content.body[language])")
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

    /// What was delivered and the app's badge after it.
    public struct Delivery: Sendable, Hashable {
        /// The notifications delivered, in fire order.
        public var delivered: [DeliveredNotificationItem]
        /// The badge.
        public var badge: Int

        /// Creates the value from its fields.
        public init(delivered: [DeliveredNotificationItem], badge: Int) {
            self.delivered = delivered
            self.badge = badge
        }
    }

    /// The language of the text.
    public var language: Language
    /// The zone the times are shown in.
    public var timeZone: TimeZone

    /// Creates the reporter.
    public init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    public func report(_ delivery: Delivery) -> ReportText {
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

    public func report(_ delivered: [DeliveredNotificationItem]) -> ReportText {
        var text = ReportText()
        if delivered.isEmpty { text.output(LocalizedText(ja: "届いた通知はありません。", en: "No delivered notifications.")[language]) }
        delivered.lines(language: language, timeZone: timeZone, into: &text)
        return text
    }
}

/// What a response to a notification did: what ``NotificationResponseReporter`` words.
public struct NotificationResponseReport: Sendable, Hashable {
    /// The outcome of the intent the action ran, if it ran one.
    public var outcome: IntentOutcome?
    /// The URL the response opened, if any.
    public var url: URL?
    /// The route that URL matched.
    public var route: String?
    /// The route's parameters.
    public var parameters: [String: RouteValue]
    /// The notifications the response queued.
    public var queued: [String]

    /// Creates the value from its fields.
    public init(outcome: IntentOutcome?, url: URL?, route: String?, parameters: [String: RouteValue], queued: [String]) {
        self.outcome = outcome
        self.url = url
        self.route = route
        self.parameters = parameters
        self.queued = queued
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

    public func report(_ response: NotificationResponseReport) -> ReportText {
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
