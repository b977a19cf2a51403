import Foundation
import IntegrationsCore
import IntegrationsNotifications
import Testing

/// `notification schedule TEMPLATE`: a daily `HH:MM`, else a trigger given, else the template's own.
@Suite struct SchedulingTriggerTests {
    @Test(arguments: [
        ("08:00", 8, 0), ("0:00", 0, 0), ("23:59", 23, 59), ("7:5", 7, 5), ("09:30", 9, 30),
    ])
    func aTimeOfDayIsADailyTriggerInTheUsersZone(text: String, hour: Int, minute: Int) {
        #expect(NotificationTrigger.daily(at: text) == .calendar(CalendarComponents(hour: hour, minute: minute), timeZone: nil, repeats: true))
    }

    @Test(arguments: ["24:00", "08:60", "8", "08:00:00", "-1:00", "ab:cd", "", "08h00", "８:00"])
    func whatIsNotATimeOfDayIsNone(text: String) {
        #expect(NotificationTrigger.daily(at: text) == nil)
    }

    static let everyMorning = NotificationTrigger.calendar(CalendarComponents(hour: 8, minute: 0), timeZone: nil, repeats: true)
    static let hourly = NotificationTrigger.timeInterval(3600, repeats: true)
    static let declarations = NotificationDeclarations(templates: [
        NotificationTemplate(identifier: "reminder", title: LocalizedText(ja: "t", en: "t"), body: LocalizedText(ja: "b", en: "b"), trigger: everyMorning),
        NotificationTemplate(identifier: "nudge", title: LocalizedText(ja: "t", en: "t"), body: LocalizedText(ja: "b", en: "b")),
    ])

    @Test(arguments: [
        // Given wins over the template's own.
        ("reminder", hourly, hourly),
        ("nudge", hourly, hourly),
        ("unknown", hourly, hourly),
        // Not given: the template's own trigger, when it declares one.
        ("reminder", nil, everyMorning),
        ("nudge", nil, nil),
        ("unknown", nil, nil),
    ] as [(String, NotificationTrigger?, NotificationTrigger?)])
    func theTriggerFallsBackToTheTemplates(template: String, given: NotificationTrigger?, expected: NotificationTrigger?) {
        #expect((try? Self.declarations.schedulingTrigger(for: template, given: given)) == expected)
    }

    /// Neither given nor declared: the error names the template and asks for a trigger.
    @Test func noTriggerAtAllAsksForOne() {
        let error = #expect(throws: IntegrationsError.self) { try Self.declarations.schedulingTrigger(for: "nudge", given: nil) }
        #expect(error?.kind == .invalidNotification)
        #expect(error?.message == LocalizedText(ja: "テンプレート「nudge」には trigger がありません。", en: "The template \"nudge\" declares no trigger."))
        #expect(error?.remedy == .giveTrigger)
    }

    /// The sample's templates, as its manifest declares them.
    @Test func theSamplesReminderFiresEveryMorning() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Appcadia/integrations.json")
        let manifest = try AppManifest.decode(try Data(contentsOf: url), file: url.path)
        for template in manifest.notifications.templates {
            #expect((try? manifest.notifications.schedulingTrigger(for: template.identifier, given: nil)) == template.trigger)
            #expect(try manifest.notifications.schedulingTrigger(for: template.identifier, given: Self.hourly) == Self.hourly)
        }
    }
}
