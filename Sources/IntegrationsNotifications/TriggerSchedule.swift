public import Foundation
public import IntegrationsCore

/// When notification triggers fire: the instants a device's clock would deliver them at.
///
/// - A calendar trigger fires only at local times where every given component matches: day 31 skips
///   shorter months, February 29 comes only in leap years. Components smaller than the smallest given are
///   their minimum (`{hour: 8}` is 08:00:00); larger ones not given match anything.
/// - The time zone is the trigger's own when it has one, else the user's.
/// - A wall-clock time that does not exist (a daylight-saving gap) fires at the same offset after the gap:
///   02:30 on New York's spring-forward night fires at 03:30. A time that happens twice (fall back) fires
///   once, at its first occurrence.
/// - A non-repeating trigger fires once; an interval trigger fires at start + k × interval.
///
/// Dates are found by civil-date arithmetic on days (no search through `Calendar`), bounded: a pattern
/// that cannot match within 28 years (the Gregorian weekday-and-leap-day cycle), or after its fixed year,
/// never fires.
///
/// ```swift
/// let dates = TriggerSchedule.nextDates(of: trigger, after: now, userTimeZone: .current, count: 3)
/// ```
public enum TriggerSchedule {
    /// The next `count` instants the trigger fires at, after `after` (for an interval trigger, `after` is
    /// when it was scheduled). A push trigger never fires by the clock, nor does one with a
    /// ``NotificationTrigger/problem``.
    public static func nextDates(of trigger: NotificationTrigger, after: Date, userTimeZone: TimeZone, count: Int) -> [Date] {
        guard count > 0, trigger.problem == nil else { return [] }
        switch trigger {
        case .push:
            return []
        case .timeInterval(let interval, let repeats):
            guard interval > 0, interval.isFinite else { return [] }
            return (1...(repeats ? count : 1)).map { after.addingTimeInterval(interval * Double($0)) }
        case .calendar(let components, let zone, let repeats):
            let timeZone = zone.flatMap(TimeZone.init(identifier:)) ?? userTimeZone
            return calendarDates(components, timeZone: timeZone, after: after, count: repeats ? count : 1)
        }
    }

    /// The longest search for one firing: the Gregorian calendar repeats its weekdays and leap days every
    /// 28 years (within a century).
    static let searchDays = 28 * 366

    static func calendarDates(_ components: CalendarComponents, timeZone: TimeZone, after: Date, count: Int) -> [Date] {
        guard components.problem == nil else { return [] }
        let afterSeconds = Int64(after.timeIntervalSince1970.rounded(.down))
        // The local day of `after` (one earlier, so a gap or an overlap at the start is not missed).
        let localAfter = afterSeconds + Int64(timeZone.secondsFromGMT(for: after))
        var day = Self.floorDivide(localAfter, 86_400) - 1
        let (hours, minutes, seconds) = timeOfDay(components)
        var dates: [Date] = []
        var daysWithoutMatch = 0
        while dates.count < count && daysWithoutMatch <= searchDays {
            let (year, month, dayOfMonth) = civil(fromDays: day)
            if let fixed = components.year, year > fixed { break }
            if matches(components, year: year, month: month, day: dayOfMonth, weekday: weekday(ofDays: day)) {
                for hour in hours {
                    for minute in minutes {
                        for second in seconds {
                            let wall = day * 86_400 + Int64(hour * 3_600 + minute * 60 + second)
                            let instant = self.instant(ofWallClock: wall, in: timeZone)
                            if instant > afterSeconds, dates.last.map({ instant > Int64($0.timeIntervalSince1970) }) ?? true {
                                dates.append(Date(timeIntervalSince1970: TimeInterval(instant)))
                                if dates.count == count { return dates }
                            }
                        }
                    }
                }
                daysWithoutMatch = 0
            } else {
                daysWithoutMatch += 1
            }
            day += 1
        }
        return dates
    }

    /// The hours, minutes and seconds a day's candidates take: the given value, the minimum when smaller
    /// than the smallest given component, every value otherwise.
    static func timeOfDay(_ c: CalendarComponents) -> ([Int], [Int], [Int]) {
        // Rank of the smallest given component: second 0, minute 1, hour 2, day or weekday 3, month 4, year 5.
        let smallest = c.second != nil ? 0 : c.minute != nil ? 1 : c.hour != nil ? 2 : (c.day != nil || c.weekday != nil) ? 3 : c.month != nil ? 4 : 5
        func values(_ value: Int?, rank: Int, range: ClosedRange<Int>) -> [Int] {
            if let value { return [value] }
            return rank < smallest ? [range.lowerBound] : Array(range)
        }
        return (values(c.hour, rank: 2, range: 0...23), values(c.minute, rank: 1, range: 0...59), values(c.second, rank: 0, range: 0...59))
    }

    static func matches(_ c: CalendarComponents, year: Int, month: Int, day: Int, weekday: Int) -> Bool {
        let smallest = c.second != nil || c.minute != nil || c.hour != nil ? 2 : (c.day != nil || c.weekday != nil) ? 3 : c.month != nil ? 4 : 5
        if let required = c.year, required != year { return false }
        if let required = c.month { if required != month { return false } } else if smallest > 4, month != 1 { return false }
        if let required = c.day { if required != day { return false } } else if smallest > 3, c.weekday == nil, day != 1 { return false }
        if let required = c.weekday, required != weekday { return false }
        return true
    }

    /// The instant a local wall-clock time (seconds since 1970 as if the zone were UTC) happens at: the
    /// first of two in an overlap, the same offset after the gap when it does not exist.
    static func instant(ofWallClock wall: Int64, in timeZone: TimeZone) -> Int64 {
        let earlierOffset = Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wall - 86_400))))
        let laterOffset = Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wall + 86_400))))
        func isValid(_ candidate: Int64) -> Bool {
            candidate + Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(candidate)))) == wall
        }
        let candidates = [wall - earlierOffset, wall - laterOffset].filter(isValid)
        // In a gap neither offset gives back the wall time: keep the earlier offset, which lands as far
        // after the gap as the time was into it.
        return candidates.min() ?? (wall - earlierOffset)
    }

    /// 1 (Sunday) … 7 (Saturday) for days since 1970-01-01 (a Thursday).
    static func weekday(ofDays days: Int64) -> Int {
        Int(floorModulo(days + 4, 7)) + 1
    }

    /// The civil date of days since 1970-01-01 (proleptic Gregorian: ``CivilCalendar``).
    static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
        CivilCalendar.civil(daysSinceEpoch: Int(days))
    }

    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    static func floorModulo(_ a: Int64, _ b: Int64) -> Int64 {
        a - floorDivide(a, b) * b
    }
}
