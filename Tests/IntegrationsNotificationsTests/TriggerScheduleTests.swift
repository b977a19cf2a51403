import Foundation
import IntegrationsCore
import IntegrationsNotifications
import PropertyBased
import Testing

func instant(_ text: String) -> Date {
    ISODate.parse(text) ?? Date(timeIntervalSince1970: 0)
}

func iso(_ date: Date) -> String {
    ISODate.format(date)
}

/// When calendar triggers fire around daylight-saving changes. The expected instants were computed with
/// Python's zoneinfo (which resolves a wall time in a gap with the offset before it, and an ambiguous one
/// to its first occurrence — the same rules) on the same tz database.
@Suite struct DaylightSavingTests {
    @Test(arguments: [
        // New York, spring forward 2027-03-14 02:00 → 03:00: 02:30 fires at 03:30 EDT.
        ("America/New_York", "2027-03-13T00:00:00-05:00", 2, 30, ["2027-03-13T07:30:00Z", "2027-03-14T07:30:00Z", "2027-03-15T06:30:00Z"]),
        // New York, fall back 2027-11-07 02:00 → 01:00: 01:30 happens twice and fires once, first.
        ("America/New_York", "2027-11-06T00:00:00-04:00", 1, 30, ["2027-11-06T05:30:00Z", "2027-11-07T05:30:00Z", "2027-11-08T06:30:00Z"]),
        ("Europe/London", "2027-03-27T00:00:00Z", 1, 30, ["2027-03-27T01:30:00Z", "2027-03-28T01:30:00Z", "2027-03-29T00:30:00Z"]),
        ("Europe/London", "2027-10-30T00:00:00+01:00", 1, 30, ["2027-10-30T00:30:00Z", "2027-10-31T00:30:00Z", "2027-11-01T01:30:00Z"]),
        // Lord Howe shifts by 30 minutes: 02:00 → 02:30 on 2027-10-03; 02:00 → 01:30 on 2027-04-04.
        ("Australia/Lord_Howe", "2027-10-02T00:00:00+10:30", 2, 15, ["2027-10-01T15:45:00Z", "2027-10-02T15:45:00Z", "2027-10-03T15:15:00Z"]),
        ("Australia/Lord_Howe", "2027-04-03T00:00:00+11:00", 1, 45, ["2027-04-02T14:45:00Z", "2027-04-03T14:45:00Z", "2027-04-04T15:15:00Z"]),
        // Chatham, +12:45 → +13:45 on 2027-09-26 at 02:45.
        ("Pacific/Chatham", "2027-09-25T00:00:00+12:45", 3, 0, ["2027-09-24T14:15:00Z", "2027-09-25T14:15:00Z", "2027-09-26T13:15:00Z"]),
        // Havana changes its clocks at midnight: 00:30 on 2027-03-14 does not exist.
        ("America/Havana", "2027-03-13T00:00:00-05:00", 0, 30, ["2027-03-13T05:30:00Z", "2027-03-14T05:30:00Z", "2027-03-15T04:30:00Z"]),
        ("Asia/Tokyo", "2027-03-13T00:00:00+09:00", 2, 30, ["2027-03-12T17:30:00Z", "2027-03-13T17:30:00Z", "2027-03-14T17:30:00Z"]),
    ] as [(String, String, Int, Int, [String])])
    func aDailyReminderAcrossTheChange(zone: String, after: String, hour: Int, minute: Int, expected: [String]) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let trigger = NotificationTrigger.calendar(CalendarComponents(hour: hour, minute: minute), timeZone: nil, repeats: true)
        // Start just before the first expected firing's local day.
        let start = instant(after).addingTimeInterval(-1)
        let dates = TriggerSchedule.nextDates(of: trigger, after: start, userTimeZone: timeZone, count: 3)
        #expect(dates.map(iso) == expected)
    }

    /// The trigger's own time zone wins over the user's.
    @Test func theTriggersTimeZoneWins() {
        let trigger = NotificationTrigger.calendar(CalendarComponents(hour: 8), timeZone: "Asia/Tokyo", repeats: false)
        let dates = TriggerSchedule.nextDates(of: trigger, after: instant("2027-01-01T00:00:00Z"), userTimeZone: TimeZone(identifier: "America/New_York")!, count: 5)
        #expect(dates.map(iso) == ["2027-01-01T23:00:00Z"])  // 08:00 in Tokyo, once: it does not repeat
    }
}

@Suite struct CalendarTriggerTests {
    static let utc = TimeZone(identifier: "UTC")!

    @Test(arguments: [
        // Weekday 2 is Monday: 2027-01-04 is one.
        (CalendarComponents(weekday: 2, hour: 9), "2027-01-01T00:00:00Z", ["2027-01-04T09:00:00Z", "2027-01-11T09:00:00Z", "2027-01-18T09:00:00Z"]),
        // Day 31 skips the months without one.
        (CalendarComponents(day: 31, hour: 8), "2027-03-31T09:00:00Z", ["2027-05-31T08:00:00Z", "2027-07-31T08:00:00Z", "2027-08-31T08:00:00Z"]),
        // February 29 only in leap years.
        (CalendarComponents(month: 2, day: 29, hour: 9), "2027-01-01T00:00:00Z", ["2028-02-29T09:00:00Z", "2032-02-29T09:00:00Z", "2036-02-29T09:00:00Z"]),
        // Smaller components than the smallest given are 0: {hour: 8} is 08:00:00.
        (CalendarComponents(hour: 8), "2027-01-01T08:00:00Z", ["2027-01-02T08:00:00Z", "2027-01-03T08:00:00Z", "2027-01-04T08:00:00Z"]),
        // Larger components not given match anything: {minute: 15} fires every hour.
        (CalendarComponents(minute: 15), "2027-01-01T08:20:00Z", ["2027-01-01T09:15:00Z", "2027-01-01T10:15:00Z", "2027-01-01T11:15:00Z"]),
        // {month: 3} is March 1 at midnight, each year.
        (CalendarComponents(month: 3), "2027-01-01T00:00:00Z", ["2027-03-01T00:00:00Z", "2028-03-01T00:00:00Z", "2029-03-01T00:00:00Z"]),
        // A fixed year ends the series.
        (CalendarComponents(year: 2027, month: 12, day: 24, hour: 18), "2027-01-01T00:00:00Z", ["2027-12-24T18:00:00Z"]),
        // Friday the 13th.
        (CalendarComponents(day: 13, weekday: 6, hour: 12), "2027-01-01T00:00:00Z", ["2027-08-13T12:00:00Z", "2028-10-13T12:00:00Z", "2029-04-13T12:00:00Z"]),
    ] as [(CalendarComponents, String, [String])])
    func firesWhereEveryComponentMatches(components: CalendarComponents, after: String, expected: [String]) {
        let trigger = NotificationTrigger.calendar(components, timeZone: nil, repeats: true)
        #expect(TriggerSchedule.nextDates(of: trigger, after: instant(after), userTimeZone: Self.utc, count: 3).map(iso) == expected)
    }

    @Test(arguments: [
        (NotificationTrigger.calendar(CalendarComponents(month: 2, day: 30), timeZone: nil, repeats: true), "calendar.day",
         "month 2 never has a day 30, so this never fires"),
        (.calendar(CalendarComponents(year: 2027, month: 2, day: 29), timeZone: nil, repeats: false), "calendar.day",
         "2027 is not a leap year, so February 29 never comes"),
        (.calendar(CalendarComponents(hour: 24), timeZone: nil, repeats: true), "calendar.hour", "hour must be 0 to 23 (it is 24)"),
        (.calendar(CalendarComponents(weekday: 8), timeZone: nil, repeats: true), "calendar.weekday", "weekday must be 1 to 7 (it is 8)"),
        (.calendar(CalendarComponents(hour: 8), timeZone: "Mars/Olympus", repeats: true), "timeZone", "there is no time zone \"Mars/Olympus\" (such as Asia/Tokyo)"),
        (.timeInterval(0, repeats: false), "timeInterval", "the time interval must be more than 0 seconds (it is 0.0)"),
        (.timeInterval(59, repeats: true), "timeInterval", "a repeating time interval must be at least 60 seconds (it is 59)"),
    ] as [(NotificationTrigger, String, String)])
    func triggersThatCanNeverWorkSayWhy(trigger: NotificationTrigger, path: String, message: String) {
        #expect(trigger.problem?.path == path)
        #expect(trigger.problem?.message.en == message)
        #expect(TriggerSchedule.nextDates(of: trigger, after: instant("2027-01-01T00:00:00Z"), userTimeZone: Self.utc, count: 3).isEmpty)
    }

    @Test func sixtySecondsRepeatingIsAllowed() {
        #expect(NotificationTrigger.timeInterval(60, repeats: true).problem == nil)
        #expect(NotificationTrigger.timeInterval(1, repeats: false).problem == nil)
    }

    @Test func anIntervalFiresAtStartPlusMultiples() {
        let start = instant("2027-01-01T00:00:00Z")
        #expect(TriggerSchedule.nextDates(of: .timeInterval(3_600, repeats: true), after: start, userTimeZone: Self.utc, count: 3).map(iso)
            == ["2027-01-01T01:00:00Z", "2027-01-01T02:00:00Z", "2027-01-01T03:00:00Z"])
        #expect(TriggerSchedule.nextDates(of: .timeInterval(90, repeats: false), after: start, userTimeZone: Self.utc, count: 3).map(iso)
            == ["2027-01-01T00:01:30Z"])
        #expect(TriggerSchedule.nextDates(of: .push, after: start, userTimeZone: Self.utc, count: 3).isEmpty)
    }

    /// Every date a daily trigger gives, in any zone, is later than the last, on its own local day, at its
    /// hour unless that hour did not exist that day.
    @Test func dailyDatesAreIncreasingAndAtTheirHour() async {
        let zones = ["America/New_York", "Europe/London", "Australia/Lord_Howe", "Pacific/Chatham", "America/Havana", "Asia/Tokyo", "America/Santiago"]
        await propertyCheck(count: 300, input: Gen.int(in: 0...(zones.count - 1)), Gen.int(in: 0...23), Gen.int(in: 0...400)) { zoneIndex, hour, dayOffset in
            let zone = TimeZone(identifier: zones[zoneIndex])!
            let after = instant("2026-01-01T00:00:00Z").addingTimeInterval(Double(dayOffset) * 86_400)
            let dates = TriggerSchedule.nextDates(of: .calendar(CalendarComponents(hour: hour), timeZone: nil, repeats: true), after: after, userTimeZone: zone, count: 10)
            #expect(dates.count == 10)
            #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 < $1 })
            #expect(dates.first.map { $0 > after } ?? false)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for date in dates {
                let local = calendar.component(.hour, from: date)
                #expect(local == hour || local == (hour + 1) % 24, "\(zones[zoneIndex]) \(iso(date)) is at \(local), not \(hour)")
            }
        }
    }
}
