import Foundation
import IntegrationsCore
import PropertyBased
import Testing

/// The one strict date reader: what it accepts is exactly what exists, and nothing shifts.
@Suite struct ISODateTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// The instant Foundation's calendar gives for the components, with the zone offset applied.
    static func reference(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0, offset: Int = 0) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = calendar.date(from: components) else { return nil }
        // The calendar rolls over impossible components (31 June is 1 July): a real date reads back the same.
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard back.year == year, back.month == month, back.day == day, back.hour == hour, back.minute == minute, back.second == second
        else { return nil }
        return date.addingTimeInterval(TimeInterval(-offset))
    }

    @Test(arguments: [
        // (text, accepted): impossible dates the issue found shifted silently, and their edges.
        ("2027-06-31", false), ("2027-06-30", true), ("2027-02-30", false), ("2027-02-29", false), ("2028-02-29", true),
        ("1900-02-29", false), ("2000-02-29", true), ("2027-13-01", false), ("2027-00-10", false), ("2027-01-00", false),
        ("2027-01-01T99:00:00Z", false), ("2027-01-01T24:00:00Z", false), ("2027-01-01T23:59:59Z", true),
        ("2027-01-01T23:60:00Z", false), ("2027-01-01T23:59:60Z", false), ("2027-01-01T09:00:00+99:00", false),
        ("2027-01-01T09:00:00+18:00", true), ("2027-01-01T09:00:00+18:01", false), ("2027-01-01T09:00:00-12:00", true),
        ("2027-01-01T09:00:00+0900", true), ("2027-01-01T09:00:00+09:60", false), ("2027-01-01T09:00:00", false),
        ("2027-01-01T09:00:00.5Z", true), ("2027-01-01T09:00:00.Z", false), ("2027-01-01T09:00Z", false),
        ("2027-01-01T09:00:00Zjunk", false), (" 2027-01-01 ", true), ("2027-1-01", false), ("２０２７-01-01", false), ("", false),
    ])
    func acceptsOnlyWhatExists(text: String, accepted: Bool) {
        #expect((ISODate.parse(text) != nil) == accepted, "\(text)")
    }

    @Test func readsTheInstantItNames() {
        #expect(ISODate.parse("2026-01-01T09:00:00+09:00") == Self.reference(2026, 1, 1))
        #expect(ISODate.parse("2026-01-01") == Self.reference(2026, 1, 1))
        #expect(ISODate.parse("2026-11-21T10:00:00.25Z") == Self.reference(2026, 11, 21, 10).map { $0.addingTimeInterval(0.25) })
        #expect(ISODate.parse("1969-12-31T23:59:59Z") == Date(timeIntervalSince1970: -1))
    }

    /// Over generated components, valid or not: accepted exactly when Foundation's calendar says the date
    /// exists, and then at the instant the calendar computes. (From 1583: Foundation's Gregorian calendar
    /// is Julian before the 1582 reform, while ISO 8601 counts the Gregorian calendar back, proleptic.)
    @Test func agreesWithTheCalendarOnGeneratedDates() async {
        await propertyCheck(
            count: 5_000, input: Gen.int(in: 1583...9999), Gen.int(in: 0...13), Gen.int(in: 0...32),
            Gen.int(in: 0...25), Gen.int(in: 0...61), Gen.int(in: -20...20)
        ) { year, month, day, hour, minute, offsetHours in
            let second = (minute * 7) % 61
            let sign = offsetHours < 0 ? "-" : "+"
            let text = String(format: "%04d-%02d-%02dT%02d:%02d:%02d%@%02d:00", year, month, day, hour, minute, second, sign, abs(offsetHours))
            let expected = abs(offsetHours) > ISODate.maximumOffsetHours
                ? nil : Self.reference(year, month, day, hour, minute, second, offset: offsetHours * 3600)
            #expect(ISODate.parse(text) == expected, "\(text)")
        }
    }

    /// Over the whole range the reader takes, years 0000 to 9999 (before 1582 too: the fuzz target found
    /// `0026-03-01` written back in Foundation's Julian calendar as another day).
    @Test func formatThenParseIsTheSameInstant() async {
        await propertyCheck(count: 5_000, input: Gen.int(in: -62_167_219_200...253_402_300_799)) { seconds in
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            #expect(ISODate.parse(ISODate.format(date)) == date, "\(seconds) → \(ISODate.format(date))")
        }
    }

    @Test(arguments: [("0026-03-01", "0026-03-01T00:00:00Z"), ("1582-10-04T23:59:59Z", "1582-10-04T23:59:59Z"),
                      ("2026-11-21T10:00:00.75+09:00", "2026-11-21T01:00:00Z"), ("1969-12-31T23:59:59.5Z", "1969-12-31T23:59:59Z")])
    func formatsWhatItReadsInTheSameCalendar(text: String, formatted: String) throws {
        #expect(ISODate.format(try #require(ISODate.parse(text))) == formatted)
    }

    /// After the 1582 reform, the format is Foundation's own.
    @Test func formatMatchesFoundationSinceTheReform() async {
        await propertyCheck(count: 2_000, input: Gen.int(in: -12_219_292_800...253_402_300_799)) { seconds in
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            #expect(ISODate.format(date) == date.formatted(.iso8601))
        }
    }
}
