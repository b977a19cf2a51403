public import IntegrationsCore

extension NotificationTrigger {
    /// Every day at a local time written `HH:MM` (24-hour, `08:00`), repeating, in the user's time zone;
    /// `nil` when `text` is not such a time (`24:00`, `8`, `08:60`).
    ///
    /// ```swift
    /// NotificationTrigger.daily(at: "08:00")
    /// // .calendar(CalendarComponents(hour: 8, minute: 0), timeZone: nil, repeats: true)
    /// ```
    public static func daily(at text: String) -> NotificationTrigger? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return .calendar(CalendarComponents(hour: hour, minute: minute), timeZone: nil, repeats: true)
    }
}

extension NotificationDeclarations {
    /// The trigger a notification of `template` is scheduled with: `given` when there is one (a daily
    /// time, a trigger written out), else the template's own `trigger`.
    ///
    /// - Parameters:
    ///   - template: The template's identifier.
    ///   - given: A trigger given with the request, if any.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` when neither is
    ///   there, and the person scheduling must give one (remedy ``IntegrationsError/Remedy/giveTrigger``).
    public func schedulingTrigger(for template: String, given: NotificationTrigger?) throws(IntegrationsError) -> NotificationTrigger {
        if let trigger = given ?? templates.first(where: { $0.identifier == template })?.trigger { return trigger }
        throw IntegrationsError(.invalidNotification, LocalizedText(
            ja: "テンプレート「\(template)」には trigger がありません。", en: "The template \"\(template)\" declares no trigger."), remedy: .giveTrigger)
    }
}
