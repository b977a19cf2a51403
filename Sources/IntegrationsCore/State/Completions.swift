public import Foundation

/// A calendar day in the user's time zone, such as 2026-11-21: the unit completions and streaks count in.
public struct CalendarDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year.
    public var year: Int
    /// The month, 1–12.
    public var month: Int
    /// The day of the month, 1–31.
    public var day: Int

    /// Creates a day from its parts (not checked; use ``init(_:)`` or ``init(date:timeZone:)`` to parse or
    /// convert).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `timeZone` (Gregorian calendar).
    public init(date: Date, timeZone: TimeZone) {
        let parts = Self.calendar(timeZone).dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// Parses `YYYY-MM-DD`; `nil` when the text is not a real day.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
        // 2026-02-30 is not a day: it must survive a round trip through the calendar.
        guard let start = start(in: Self.utc), CalendarDay(date: start, timeZone: Self.utc) == self
        else { return nil }
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// The first instant of the day in `timeZone`.
    public func start(in timeZone: TimeZone) -> Date? {
        Self.calendar(timeZone).date(from: DateComponents(year: year, month: month, day: day))
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDay {
        guard let start = start(in: Self.utc), let moved = Self.calendar(Self.utc).date(byAdding: .day, value: count, to: start) else { return self }
        return CalendarDay(date: moved, timeZone: Self.utc)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Day arithmetic happens in UTC, where every day is 24 hours.
    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = CalendarDay(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a YYYY-MM-DD day"))
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// One completion of an entity (a goal done), as the app's state keeps it.
public struct Completion: Sendable, Hashable, Codable {
    /// The entity completed, e.g. a goal's id.
    public var entityID: String
    /// The day it counts for, in the user's time zone at the time.
    public var day: CalendarDay
    /// When it happened.
    public var timestamp: Date

    /// Creates a completion.
    public init(entityID: String, day: CalendarDay, timestamp: Date) {
        self.entityID = entityID
        self.day = day
        self.timestamp = timestamp
    }
}

/// What recording a completion did.
public enum CompletionOutcome: Sendable, Hashable {
    /// The completion was recorded.
    case recorded(Completion)
    /// The entity was already completed that day; nothing was added. Carries the earlier completion.
    case alreadyCompleted(Completion)
}

/// The app's completion log: written by intents, read by progress.
///
/// A day is the calendar day in the user's time zone when the completion happens, and an entity is
/// completed at most once a day: recording it again that day adds nothing. The Linux implementation is
/// `CompletionLog` in `IntegrationsState`, on the shared SQLite store.
public protocol CompletionRecording: Sendable {
    /// Records that `entityID` was completed at `date`, counting for its day in `timeZone`.
    func complete(_ entityID: String, at date: Date, timeZone: TimeZone) async throws(IntegrationsError) -> CompletionOutcome
    /// The completions that count for `day`, oldest first.
    func completions(on day: CalendarDay) async throws(IntegrationsError) -> [Completion]
    /// Consecutive days with a completion of `entityID`, ending on `today` — or on the day before when
    /// `today` has none yet (a streak lasts until its day is over).
    func streak(of entityID: String, today: CalendarDay) async throws(IntegrationsError) -> Int
}

/// The user's clock: what time it is and which time zone decides the day. Injected, so tests and
/// scripts can fix "now".
///
/// ```swift
/// let clock = UserClock.fixed(Date(timeIntervalSince1970: 1_790_000_000), timeZone: TimeZone(identifier: "Asia/Tokyo")!)
/// clock.today // the day that instant falls on in Tokyo
/// ```
public struct UserClock: Sendable {
    /// The current instant.
    public var now: @Sendable () -> Date
    /// The user's time zone.
    public var timeZone: TimeZone

    /// Creates a clock.
    public init(timeZone: TimeZone, now: @escaping @Sendable () -> Date) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The system clock in the process's time zone (`TZ` honoured).
    public static var system: UserClock {
        UserClock(timeZone: .current) { Date() }
    }

    /// A clock stopped at `date`.
    public static func fixed(_ date: Date, timeZone: TimeZone) -> UserClock {
        UserClock(timeZone: timeZone) { date }
    }

    /// The calendar day it is now for the user.
    public var today: CalendarDay {
        CalendarDay(date: now(), timeZone: timeZone)
    }
}
