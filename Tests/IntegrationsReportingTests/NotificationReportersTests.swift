import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsNotifications
import IntegrationsReporting
import IntegrationsState
import Testing

@Suite struct NotificationReportersTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    static let now = Date(timeIntervalSince1970: 1_795_348_800) // 2026-11-22 21:00:00 +09:00

    static func template(_ identifier: String) throws -> NotificationTemplate {
        try #require(try sampleApp().manifest.notifications.templates.first { $0.identifier == identifier })
    }

    /// The sample's goal reminder for the entity "Run", filled as scheduling fills it.
    static func reminder() throws -> NotificationRequest {
        let template = try template("goalReminder")
        return NotificationRequest(
            identifier: "goalReminder-1", content: NotificationContent(template, fields: ["title": "Run"], entityIdentifier: "1"),
            trigger: try #require(template.trigger))
    }

    /// When the reminder fires next after 21:00 in Tokyo, by the notification center's schedule.
    static func nextFire(count: Int = 1) throws -> [Date] {
        TriggerSchedule.nextDates(of: try reminder().trigger, after: now, userTimeZone: tokyo, count: count)
    }

    @Test(arguments: [
        (Language.en, "Scheduled notification \"goalReminder-1\"; next at 2026-11-23 08:00:00 +09:00.\nA note\n",
         "Note: at most 64 notifications stay pending, so the latest, \"old\", was dropped.\n"),
        (.ja, "通知「goalReminder-1」を予約しました。次は 2026-11-23 08:00:00 +09:00。\n注記\n",
         "注意: 保留できる通知は64件までのため、いちばん遅い「old」を外しました。\n"),
    ])
    func schedulingShowsTheNextFireThenTheNoteThenWhatWasDropped(language: Language, output: String, error: String) throws {
        let report = NotificationAddResult(
            identifier: "goalReminder-1", replaced: false, nextFire: try Self.nextFire().first, dropped: ["old"], pendingLimit: UserNotificationCenter.limit)
        let text = NotificationScheduledReporter(language: language, timeZone: Self.tokyo, note: LocalizedText(ja: "注記", en: "A note")).report(report)
        #expect(text.standardOutput == output)
        #expect(text.standardError == error)
        #expect(text.lines.map(\.stream) == [.standardOutput, .standardOutput, .standardError])
    }

    @Test(arguments: [(Language.en, "Replaced notification \"celebration\"; next at —.\n"), (.ja, "通知「celebration」を置き換えました。次は —。\n")])
    func aReplacedPushRequestHasNoNextFire(language: Language, expected: String) {
        let report = NotificationAddResult(identifier: "celebration", replaced: true, nextFire: nil, dropped: [], pendingLimit: 64)
        #expect(NotificationScheduledReporter(language: language, timeZone: Self.tokyo).report(report).standardOutput == expected)
    }

    @Test(arguments: [
        (Language.en, "goalReminder-1  2026-11-23 08:00:00 +09:00  Time for your goal! — Time to do “Run”\ncelebration-1  push  🎉 Goal achieved! — “Run” done 3 days in a row!\n"),
        (.ja, "goalReminder-1  2026-11-23 08:00:00 +09:00  目標達成の時間です！ — 「Run」を実行しましょう\ncelebration-1  プッシュ  🎉 目標達成おめでとう！ — 「Run」3日連続達成！\n"),
    ])
    func pendingShowsEachRequestWithItsNextFireOrPush(language: Language, expected: String) throws {
        let celebration = NotificationRequest(
            identifier: "celebration-1", content: NotificationContent(try Self.template("celebration"), fields: ["title": "Run", "streak": "3"], entityIdentifier: "1"),
            trigger: .push)
        let items: [PendingNotification] = [.init(request: try Self.reminder(), nextFire: try Self.nextFire().first), .init(request: celebration, nextFire: nil)]
        #expect(PendingNotificationsReporter(language: language, timeZone: Self.tokyo).report(items).standardOutput == expected)
    }

    @Test(arguments: [(Language.en, "No pending notifications.\n"), (.ja, "保留中の通知はありません。\n")])
    func noPendingSaysSo(language: Language, expected: String) {
        #expect(PendingNotificationsReporter(language: language, timeZone: Self.tokyo).report([]).standardOutput == expected)
    }

    static func delivered() throws -> [DeliveredNotification] {
        try Self.nextFire(count: 2).enumerated().map { .init(id: Int64($0.offset + 1), identifier: "goalReminder-1", content: try Self.reminder().content, date: $0.element) }
    }

    @Test(arguments: [
        (Language.en, "#1  2026-11-23 08:00:00 +09:00  Time for your goal! — Time to do “Run”\n#2  2026-11-24 08:00:00 +09:00  Time for your goal! — Time to do “Run”\nBadge: 1\n"),
        (.ja, "#1  2026-11-23 08:00:00 +09:00  目標達成の時間です！ — 「Run」を実行しましょう\n#2  2026-11-24 08:00:00 +09:00  目標達成の時間です！ — 「Run」を実行しましょう\nバッジ: 1\n"),
    ])
    func aDeliveryShowsEachNotificationThenTheBadge(language: Language, expected: String) throws {
        let text = NotificationDeliveryReporter(language: language, timeZone: Self.tokyo).report(.init(delivered: try Self.delivered(), badge: 1))
        #expect(text.standardOutput == expected)
        #expect(text.standardError.isEmpty)
    }

    @Test(arguments: [(Language.en, "Nothing was due.\nBadge: 0\n", "No delivered notifications.\n"), (.ja, "届く通知はありません。\nバッジ: 0\n", "届いた通知はありません。\n")])
    func nothingDeliveredSaysSo(language: Language, delivery: String, delivered: String) {
        #expect(NotificationDeliveryReporter(language: language, timeZone: Self.tokyo).report(.init(delivered: [], badge: 0)).standardOutput == delivery)
        #expect(DeliveredNotificationsReporter(language: language, timeZone: Self.tokyo).report(.init(delivered: [], badge: 0)).standardOutput == delivered)
    }

    @Test(arguments: [Language.en, .ja])
    func theDeliveredListIsTheDeliveryWithoutTheBadge(language: Language) throws {
        let delivery = NotificationDeliveryReporter(language: language, timeZone: Self.tokyo).report(.init(delivered: try Self.delivered(), badge: 1))
        let list = DeliveredNotificationsReporter(language: language, timeZone: Self.tokyo).report(.init(delivered: try Self.delivered(), badge: 1))
        #expect(list.lines == Array(delivery.lines.dropLast()))
    }

    @Test(arguments: [
        (Language.en, "Done!\nOpens appcadia://goal/12 (route goal)\n  id = 12\nQueued: celebration-12\n"),
        (.ja, "完了！\n開く: appcadia://goal/12（ルート goal）\n  id = 12\n予約: celebration-12\n"),
    ])
    func aResponseShowsTheDialogTheURLAndWhatWasQueued(language: Language, expected: String) {
        let report = NotificationResponseResult(
            action: "COMPLETE_ACTION", outcome: .success(dialog: LocalizedText(ja: "完了！", en: "Done!"), value: nil, url: nil, completion: nil),
            url: URL(string: "appcadia://goal/12"), route: "goal", parameters: ["id": .int(12)], queued: ["celebration-12"])
        #expect(NotificationResponseReporter(language: language).report(report).standardOutput == expected)
    }

    @Test(arguments: [(Language.en, "Delivered to the app.\n"), (.ja, "アプリに届きました。\n")])
    func aResponseThatDidNothingReachedTheApp(language: Language, expected: String) {
        let report = NotificationResponseResult(action: NotificationResponseAction.default)
        #expect(NotificationResponseReporter(language: language).report(report).standardOutput == expected)
    }

    @Test(arguments: [(Language.en, 1, "Removed 1 notification.\n"), (.en, 3, "Removed 3 notifications.\n"), (.ja, 3, "3件の通知を外しました。\n")])
    func removalCountsTheNotifications(language: Language, removed: Int, expected: String) {
        #expect(NotificationsRemovedReporter(language: language).report(removed).standardOutput == expected)
    }

    @Test(arguments: [(Language.en, "payload.json is a well-formed APNs payload.\n"), (.ja, "payload.json は APNs のペイロードとして正しい形です。\n")])
    func aWellFormedPayloadSaysSoOnStandardError(language: Language, expected: String) throws {
        let content = try Self.reminder().content
        let data = Data(try APNsPayload.json(APNsPayload.payload(for: content, language: language, bundleIdentifier: nil)).utf8)
        let text = PayloadValidationReporter(language: language).report(.init(name: "payload.json", diagnostics: APNsPayload.validate(data, file: "payload.json")))
        #expect(text.standardOutput.isEmpty)
        #expect(text.standardError == expected)
    }

    @Test(arguments: [Language.en, .ja])
    func anInvalidPayloadListsItsProblems(language: Language) {
        let diagnostics = APNsPayload.validate(Data(#"{"aps": 1}"#.utf8), file: "payload.json")
        let text = PayloadValidationReporter(language: language).report(.init(name: "payload.json", diagnostics: diagnostics))
        #expect(!diagnostics.isEmpty)
        #expect(text.standardOutput == diagnostics.map { $0.formatted(language) + "\n" }.joined())
        #expect(text.standardError.isEmpty)
    }

    @Test(arguments: [Language.en, .ja])
    func triggerDatesShowEachInstantInUTCAndLocally(language: Language) throws {
        let text = TriggerDatesReporter(language: language, timeZone: Self.tokyo).report(try Self.nextFire(count: 2))
        #expect(text.standardOutput == "2026-11-22T23:00:00Z  (2026-11-23 08:00:00 +09:00)\n2026-11-23T23:00:00Z  (2026-11-24 08:00:00 +09:00)\n")
        #expect(text.standardError.isEmpty)
    }

    @Test(arguments: [(Language.en, "This trigger never fires by the clock (push).\n"), (.ja, "このトリガーは時刻では通知されません（プッシュ）。\n")])
    func aPushTriggerNeverFiresByTheClock(language: Language, expected: String) {
        let dates = TriggerSchedule.nextDates(of: .push, after: Self.now, userTimeZone: Self.tokyo, count: 5)
        let text = TriggerDatesReporter(language: language, timeZone: Self.tokyo).report(dates)
        #expect(text.standardOutput.isEmpty)
        #expect(text.standardError == expected)
    }
}
