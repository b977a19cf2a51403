#if Store
public import IntegrationsCore
public import IntegrationsNotifications

// The notification documents read from the notification center's own types, which live with the store:
// with the `Store` trait only, so that Reporting alone never brings in SQLite.

extension PendingDocument {
    /// Creates the document of a pending request.
    public init(_ pending: PendingNotification, language: Language) {
        self.init(request: pending.request, nextFire: pending.nextFire, language: language)
    }
}

extension DeliveredDocument.Item {
    /// Creates the item of a delivered notification.
    public init(_ delivered: DeliveredNotification, language: Language) {
        self.init(number: delivered.id, identifier: delivered.identifier, content: delivered.content, date: delivered.date, language: language)
    }
}

extension ScheduledDocument {
    /// Creates the document of a request added to the notification center.
    public init(identifier: String, _ result: NotificationAddResult) {
        self.init(identifier: identifier, replaced: result.replaced, nextFire: result.nextFire.map(ISODate.format), dropped: result.dropped)
    }
}

extension NotificationScheduledReport {
    /// Creates the report of a request added to the notification center, which keeps ``UserNotificationCenter/limit`` pending.
    public init(identifier: String, _ result: NotificationAddResult, note: LocalizedText?) {
        self.init(identifier: identifier, replaced: result.replaced, nextFire: result.nextFire, dropped: result.dropped, pendingLimit: UserNotificationCenter.limit, note: note)
    }
}
#endif
