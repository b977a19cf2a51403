public import Foundation

/// The one strict reader of the ISO 8601 dates the toolkit accepts, everywhere a date enters: items,
/// records, activities, transfer documents, `$time.iso(…)`, `--after`, `--until`, `INTEGRATIONS_NOW`.
///
/// Accepted: a plain date `YYYY-MM-DD` (midnight UTC), or a date-time `YYYY-MM-DDTHH:MM:SS` with optional
/// fractional seconds and a zone, `Z` or `±HH:MM` (or `±HHMM`). Every field must exist: months 01–12,
/// days up to the month's length in the proleptic Gregorian calendar (29 February only in leap years),
/// hours 00–23, minutes and seconds 00–59, zone offsets up to ±18:00 (the range `TimeZone` takes).
/// Anything else is refused, never shifted: Foundation's ISO 8601 parsing reads `2027-06-31` as 1 July,
/// `T99:00:00Z` as four days later, and drops a `+99:00` offset.
///
/// ```swift
/// ISODate.parse("2026-01-01T09:00:00+09:00") // 2026-01-01 00:00 UTC
/// ISODate.parse("2027-02-30")                // nil
/// ```
public enum ISODate {
    /// The largest zone offset accepted, in hours.
    public static let maximumOffsetHours = 18

    /// Parses a date or date-time (surrounding spaces allowed); `nil` for anything else.
    public static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        var reader = Reader(bytes: bytes[start..<end])
        return reader.date()
    }

    /// Formats a date as an ISO 8601 date-time in UTC, whole seconds (`2026-11-21T01:00:00Z`), in the
    /// proleptic Gregorian calendar that ``parse(_:)`` reads: Foundation's formatter writes dates before
    /// the 1582 reform in the Julian calendar, which this reader would read as other days (found by
    /// fuzzing: `0026-03-01`). Years outside 0000–9999 are written as Foundation writes them.
    public static func format(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, abs(seconds) < 4e11 else { return date.formatted(.iso8601) }
        let total = Int(seconds)
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let secondOfDay = total - days * 86_400
        let (year, month, day) = CivilCalendar.civil(daysSinceEpoch: days)
        guard (0...9999).contains(year) else { return date.formatted(.iso8601) }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: 4 - String(year).count) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
    }

    private struct Reader {
        var bytes: ArraySlice<UInt8>
        var index: Int

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        mutating func number(digits: Int) -> Int? {
            guard bytes.endIndex - index >= digits else { return nil }
            var value = 0
            for _ in 0..<digits {
                let byte = bytes[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
                index += 1
            }
            return value
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.endIndex, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func date() -> Date? {
            guard let year = number(digits: 4), take(UInt8(ascii: "-")), let month = number(digits: 2), take(UInt8(ascii: "-")),
                let day = number(digits: 2), (1...12).contains(month), (1...CivilCalendar.days(inMonth: month, of: year)).contains(day)
            else { return nil }
            let days = Double(CivilCalendar.daysSinceEpoch(year: year, month: month, day: day))
            if index == bytes.endIndex { return Date(timeIntervalSince1970: days * 86_400) }
            guard take(UInt8(ascii: "T")), let hour = number(digits: 2), take(UInt8(ascii: ":")), let minute = number(digits: 2),
                take(UInt8(ascii: ":")), let second = number(digits: 2), hour < 24, minute < 60, second < 60
            else { return nil }
            var fraction = 0.0
            if take(UInt8(ascii: ".")) {
                let first = index
                while index < bytes.endIndex, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
                guard index > first, let value = Double("0." + String(decoding: bytes[first..<index], as: UTF8.self)) else { return nil }
                fraction = value
            }
            var offset = 0
            if take(UInt8(ascii: "Z")) {
                offset = 0
            } else if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
                index += 1
                guard let hours = number(digits: 2) else { return nil }
                _ = take(UInt8(ascii: ":"))
                guard let minutes = number(digits: 2), minutes < 60, hours * 60 + minutes <= ISODate.maximumOffsetHours * 60 else { return nil }
                offset = sign * (hours * 3600 + minutes * 60)
            } else {
                return nil
            }
            guard index == bytes.endIndex else { return nil }
            let seconds = days * 86_400 + Double(hour * 3600 + minute * 60 + second - offset)
            return Date(timeIntervalSince1970: seconds + fraction)
        }
    }
}
