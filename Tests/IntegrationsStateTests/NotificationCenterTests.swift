import Foundation
import IntegrationsCore
import IntegrationsNotifications
import IntegrationsState
import IntegrationsStore
import IntegrationsTestSupport
import Testing

/// A center on a real store in a temporary folder.
struct TemporaryCenter {
    let folder: TemporaryFolder
    let center: UserNotificationCenter

    init() throws {
        folder = try TemporaryFolder(prefix: "integrations-notifications")
        center = UserNotificationCenter(store: try Store.open(at: folder.path("store.sqlite"), schemas: [NotificationSchema()]))
    }
}

@Suite struct NotificationCenterTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let now = instant("2027-01-01T00:00:00Z")

    static func request(_ identifier: String, _ trigger: NotificationTrigger, badge: Int? = nil) -> NotificationRequest {
        NotificationRequest(
            identifier: identifier,
            content: NotificationContent(title: LocalizedText(ja: identifier, en: identifier), body: LocalizedText(ja: "本文", en: "body"), badge: badge),
            trigger: trigger)
    }

    /// 100 requests, one a minute apart, and one daily repeating one: the 64 soonest stay (the repeating
    /// one counts once, by its next date), and the center names every request it dropped.
    @Test func onlyTheSixtyFourSoonestAreKept() async throws {
        let test = try TemporaryCenter()
        defer { test.folder.remove() }
        try await test.center.add(Self.request("daily", .calendar(CalendarComponents(hour: 0, minute: 30), timeZone: nil, repeats: true)), now: Self.now, timeZone: Self.utc)
        var dropped: [String] = []
        for minute in 1...100 {
            let result = try await test.center.add(Self.request(String(format: "r%03d", minute), .timeInterval(Double(minute * 60), repeats: false)), now: Self.now, timeZone: Self.utc)
            dropped += result.dropped
        }
        let pending = try await test.center.pending()
        #expect(pending.count == 64)
        // daily fires at 00:30, after r001…r029 and before r031: so r001…r029, daily, r030 (tie at 00:30 by
        // identifier: "daily" < "r030") … r063 are kept.
        #expect(pending.map(\.request.identifier) == (1...29).map { String(format: "r%03d", $0) } + ["daily"] + (30...63).map { String(format: "r%03d", $0) })
        #expect(dropped == (64...100).map { String(format: "r%03d", $0) })
    }

    @Test func aRequestWithTheSameIdentifierReplacesThePendingOne() async throws {
        let test = try TemporaryCenter()
        defer { test.folder.remove() }
        let first = try await test.center.add(Self.request("reminder", .timeInterval(600, repeats: false)), now: Self.now, timeZone: Self.utc)
        let second = try await test.center.add(Self.request("reminder", .timeInterval(1_200, repeats: false)), now: Self.now, timeZone: Self.utc)
        #expect(!first.replaced && second.replaced)
        let pending = try await test.center.pending()
        #expect(pending.count == 1)
        #expect(pending.first?.nextFire.map(iso) == "2027-01-01T00:20:00Z")
    }

    @Test func deliveringAdvancesTheClockInFireOrder() async throws {
        let test = try TemporaryCenter()
        defer { test.folder.remove() }
        try await test.center.add(Self.request("daily", .calendar(CalendarComponents(hour: 8), timeZone: nil, repeats: true), badge: 1), now: Self.now, timeZone: Self.utc)
        try await test.center.add(Self.request("once", .timeInterval(3_600, repeats: false), badge: 0), now: Self.now, timeZone: Self.utc)
        let delivered = try await test.center.deliver(until: instant("2027-01-02T09:00:00Z"), timeZone: Self.utc)
        #expect(delivered.map(\.identifier) == ["once", "daily", "daily"])
        #expect(delivered.map { iso($0.date) } == ["2027-01-01T01:00:00Z", "2027-01-01T08:00:00Z", "2027-01-02T08:00:00Z"])
        let pending = try await test.center.pending()
        #expect(pending.map(\.request.identifier) == ["daily"])
        #expect(pending.first?.nextFire.map(iso) == "2027-01-03T08:00:00Z")
        #expect(try await test.center.badge() == 1)
        #expect(try await test.center.delivered().count == 3)
    }

    @Test(arguments: [
        (NotificationTrigger.timeInterval(30, repeats: true), "The trigger of notification \"bad\" is invalid at timeInterval: a repeating time interval must be at least 60 seconds (it is 30)."),
        (.calendar(CalendarComponents(month: 2, day: 30), timeZone: nil, repeats: true), "The trigger of notification \"bad\" is invalid at calendar.day: month 2 never has a day 30, so this never fires."),
        (.calendar(CalendarComponents(year: 2020, month: 1, day: 1), timeZone: nil, repeats: false), "The trigger of notification \"bad\" never fires from now on."),
    ] as [(NotificationTrigger, String)])
    func aTriggerThatCannotFireIsRefusedAndNothingIsWritten(trigger: NotificationTrigger, message: String) async throws {
        let test = try TemporaryCenter()
        defer { test.folder.remove() }
        let error = await #expect(throws: IntegrationsError.self) {
            try await test.center.add(Self.request("bad", trigger), now: Self.now, timeZone: Self.utc)
        }
        #expect(error?.message.en == message)
        let pending = try await test.center.pending()
        #expect(pending.isEmpty)
    }
}

/// An instant written as ISO 8601, as the expectations write it.
private func iso(_ date: Date) -> String {
    ISODate.format(date)
}
