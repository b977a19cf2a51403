#if Store
import IntegrationsCore
import IntegrationsNotifications
import IntegrationsReporting

// The notification documents read from the notification center's own types, which live with the store. They
// are the command's, not IntegrationsReporting's: Reporting takes pure values and never depends on the
// store, so the plugins' tool, which uses its check reporters, builds without GRDB (issue 43).

extension PendingDocument {
    /// Creates the document of a pending request.
    init(_ pending: PendingNotification, language: Language) {
        self.init(request: pending.request, nextFire: pending.nextFire, language: language)
    }
}

extension DeliveredDocument.Item {
    /// Creates the item of a delivered notification.
    init(_ delivered: DeliveredNotification, language: Language) {
        self.init(number: delivered.id, identifier: delivered.identifier, content: delivered.content, date: delivered.date, language: language)
    }
}

extension ScheduledDocument {
    /// Creates the document of a request added to the notification center.
    init(identifier: String, _ result: NotificationAddResult) {
        self.init(identifier: identifier, replaced: result.replaced, nextFire: result.nextFire.map(ISODate.format), dropped: result.dropped)
    }
}

extension NotificationScheduledReport {
    /// Creates the report of a request added to the notification center, which keeps ``UserNotificationCenter/limit`` pending.
    init(identifier: String, _ result: NotificationAddResult, note: LocalizedText?) {
        self.init(identifier: identifier, replaced: result.replaced, nextFire: result.nextFire, dropped: result.dropped, pendingLimit: UserNotificationCenter.limit, note: note)
    }
}
#endif
