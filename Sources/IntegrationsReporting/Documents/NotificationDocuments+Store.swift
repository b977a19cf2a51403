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
#endif
