// Next fire dates for 10,000 calendar triggers in DST zones: ours (TriggerSchedule) against Foundation's
// Calendar.nextDate(after:matching:matchingPolicy:repeatedTimePolicy:direction:) on the same triggers, in
// one run. Prints the times, their ratio, and every trigger where the two disagree.
//
//   swift run -c release --package-path Benchmarks notifications-bench
import Foundation
import IntegrationsCore
import IntegrationsNotifications

let zones = ["America/New_York", "Europe/London", "Australia/Lord_Howe", "Pacific/Chatham", "America/Havana", "America/Santiago", "Europe/Berlin", "Asia/Tokyo"]
var state: UInt64 = 0x9E37_79B9_7F4A_7C15
@MainActor func random(_ bound: Int) -> Int {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return Int(state % UInt64(bound))
}

struct Case {
    var zone: TimeZone
    var components: CalendarComponents
}

var cases: [Case] = []
for _ in 0..<10_000 {
    let zone = TimeZone(identifier: zones[random(zones.count)])!
    var components = CalendarComponents(hour: random(5) == 0 ? random(24) : [0, 1, 2, 3][random(4)], minute: [0, 15, 30, 45][random(4)])
    switch random(4) {
    case 0: components.weekday = 1 + random(7)
    case 1: components.day = [1, 15, 29, 30, 31][random(5)]
    default: break
    }
    cases.append(Case(zone: zone, components: components))
}
let after = ISODate.parse("2026-01-01T00:00:00Z")!
let perTrigger = 10
let clock = ContinuousClock()

var ours: [[Date]] = []
let ourTime = clock.measure {
    ours = cases.map { TriggerSchedule.nextDates(of: .calendar($0.components, timeZone: nil, repeats: true), after: after, userTimeZone: $0.zone, count: perTrigger) }
}

var theirs: [[Date]] = []
let theirTime = clock.measure {
    theirs = cases.map { item in
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = item.zone
        var matching = DateComponents()
        matching.hour = item.components.hour
        matching.minute = item.components.minute
        matching.second = 0
        matching.weekday = item.components.weekday
        matching.day = item.components.day
        var dates: [Date] = []
        var cursor = after
        while dates.count < perTrigger,
            let next = calendar.nextDate(after: cursor, matching: matching, matchingPolicy: .nextTimePreservingSmallerComponents, repeatedTimePolicy: .first, direction: .forward)
        {
            dates.append(next)
            cursor = next
        }
        return dates
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

var disagreements: [(Case, [Date], [Date])] = []
for index in cases.indices where ours[index] != theirs[index] {
    disagreements.append((cases[index], ours[index], theirs[index]))
}
print("| engine | \(cases.count) triggers × \(perTrigger) dates, ms |")
print("|---|---|")
print("| ours (TriggerSchedule) | \(String(format: "%.1f", milliseconds(ourTime))) |")
print("| Foundation Calendar.nextDate | \(String(format: "%.1f", milliseconds(theirTime))) |")
print("")
print("Foundation / ours: \(String(format: "%.2f", milliseconds(theirTime) / milliseconds(ourTime)))×")
print("")
print("Triggers where the two disagree: \(disagreements.count) of \(cases.count)")
// Sort the disagreements by cause: Foundation's matching policy moves a day that does not exist in a month
// (day 29–31) to the next day, where we skip the month; anything else is listed whole.
var missingDay = 0
var other: [(Case, String, String)] = []
for (item, mine, theirs) in disagreements {
    let firstDifference = Array(zip(mine, theirs)).firstIndex { $0.0 != $0.1 } ?? min(mine.count, theirs.count)
    let theirDate = firstDifference < theirs.count ? theirs[firstDifference] : nil
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = item.zone
    if let day = item.components.day, let theirDate, calendar.component(.day, from: theirDate) != day {
        missingDay += 1
    } else {
        other.append((item, firstDifference < mine.count ? ISODate.format(mine[firstDifference]) : "—", theirDate.map(ISODate.format) ?? "—"))
    }
}
print("- a day the month lacks (29–31): \(missingDay) — Foundation (.nextTimePreservingSmallerComponents) fires on the next day, we skip the month")
print("- anything else: \(other.count)")
for (item, ours, theirs) in other {
    let c = item.components
    print("  - \(item.zone.identifier) hour \(c.hour ?? -1) minute \(c.minute ?? -1)\(c.weekday.map { " weekday \($0)" } ?? "")\(c.day.map { " day \($0)" } ?? ""): ours \(ours), Foundation \(theirs)")
}
