import Foundation
import GRDB
import IntegrationsCore
import IntegrationsState
import IntegrationsStore
import IntegrationsTestSupport
import Testing

/// A completion log on a real store file in a fresh temporary folder.
struct TemporaryLog {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(prefix: "integrations-state")
    }

    /// Opens another connection pool on the same file, as another process would.
    func open() throws -> CompletionLog {
        CompletionLog(store: try Store.open(at: folder.path("store.sqlite"), schemas: [StateSchema()]))
    }

    func remove() {
        folder.remove()
    }
}

let tokyo = TimeZone(identifier: "Asia/Tokyo")!
let newYork = TimeZone(identifier: "America/New_York")!

/// An instant given as ISO 8601 with its offset.
func instant(_ text: String) -> Date {
    guard let date = try? Date(text, strategy: .iso8601) else { fatalError("bad test date \(text)") }
    return date
}

@Suite struct CompletionLogTests {
    /// A range of days in one read: each day's entities, the days outside the range left out.
    @Test func theCompletionsOfARangeOfDays() async throws {
        let temporary = try TemporaryLog()
        defer { temporary.remove() }
        let log = try temporary.open()
        for (entity, at) in [("goal-1", "2026-11-09T09:00:00+09:00"), ("goal-1", "2026-11-10T09:00:00+09:00"), ("goal-2", "2026-11-10T23:59:00+09:00"),
                             ("goal-3", "2026-11-22T00:00:00+09:00"), ("goal-4", "2026-11-23T00:00:00+09:00")] {
            _ = try await log.complete(entity, at: instant(at), timeZone: tokyo)
        }
        let days = try await log.completedEntities(
            from: CalendarDay(year: 2026, month: 11, day: 10), through: CalendarDay(year: 2026, month: 11, day: 22))
        #expect(days == [CalendarDay(year: 2026, month: 11, day: 10): ["goal-1", "goal-2"], CalendarDay(year: 2026, month: 11, day: 22): ["goal-3"]])
    }

    @Test func completingTwiceTheSameDayAddsNothingAndSaysSo() async throws {
        let temporary = try TemporaryLog()
        defer { temporary.remove() }
        let log = try temporary.open()
        let first = try await log.complete("goal-1", at: instant("2026-11-21T08:00:00+09:00"), timeZone: tokyo)
        let again = try await log.complete("goal-1", at: instant("2026-11-21T21:00:00+09:00"), timeZone: tokyo)
        let day = try #require(CalendarDay("2026-11-21"))
        #expect(first == .recorded(Completion(entityID: "goal-1", day: day, timestamp: instant("2026-11-21T08:00:00+09:00"))))
        #expect(again == .alreadyCompleted(Completion(entityID: "goal-1", day: day, timestamp: instant("2026-11-21T08:00:00+09:00"))))
        #expect(try await log.completions(on: day).map(\.entityID) == ["goal-1"])
    }

    /// 23:59 and 00:01 in Tokyo are two days, although they are one day in UTC.
    @Test func midnightInTheUsersTimeZoneStartsANewDay() async throws {
        let temporary = try TemporaryLog()
        defer { temporary.remove() }
        let log = try temporary.open()
        _ = try await log.complete("goal-1", at: instant("2026-11-20T23:59:00+09:00"), timeZone: tokyo)
        let second = try await log.complete("goal-1", at: instant("2026-11-21T00:01:00+09:00"), timeZone: tokyo)
        guard case .recorded(let completion) = second else {
            Issue.record("the second completion is on a new day")
            return
        }
        #expect(completion.day.description == "2026-11-21")
        #expect(try await log.streak(of: "goal-1", today: try #require(CalendarDay("2026-11-21"))) == 2)
    }

    /// The same instant is a different day in Tokyo and New York; the day is the user's.
    @Test func theDayIsTheUsersDay() async throws {
        let temporary = try TemporaryLog()
        defer { temporary.remove() }
        let log = try temporary.open()
        let moment = instant("2026-11-20T16:00:00Z")
        #expect(CalendarDay(date: moment, timeZone: tokyo).description == "2026-11-21")
        #expect(CalendarDay(date: moment, timeZone: newYork).description == "2026-11-20")
        _ = try await log.complete("goal-ny", at: moment, timeZone: newYork)
        _ = try await log.complete("goal-tokyo", at: moment, timeZone: tokyo)
        #expect(try await log.completions(on: try #require(CalendarDay("2026-11-20"))).map(\.entityID) == ["goal-ny"])
        #expect(try await log.completions(on: try #require(CalendarDay("2026-11-21"))).map(\.entityID) == ["goal-tokyo"])
    }

    /// Consecutive days ending today, or yesterday while today is not done yet; a gap ends it.
    @Test(arguments: [
        (["2026-11-18", "2026-11-19", "2026-11-20"], "2026-11-21", 3),
        (["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"], "2026-11-21", 4),
        (["2026-11-18", "2026-11-19", "2026-11-20"], "2026-11-22", 0),
        (["2026-11-17", "2026-11-19", "2026-11-20"], "2026-11-20", 2),
        (["2026-12-30", "2026-12-31", "2027-01-01"], "2027-01-01", 3),
        (["2026-11-22"], "2026-11-21", 0),
        ([], "2026-11-21", 0),
    ] as [([String], String, Int)])
    func streaks(days: [String], today: String, expected: Int) async throws {
        let temporary = try TemporaryLog()
        defer { temporary.remove() }
        let log = try temporary.open()
        for day in days {
            _ = try await log.complete("goal-1", at: instant("\(day)T12:00:00+09:00"), timeZone: tokyo)
        }
        _ = try await log.complete("goal-2", at: instant("\(today)T12:00:00+09:00"), timeZone: tokyo)
        #expect(try await log.streak(of: "goal-1", today: try #require(CalendarDay(today))) == expected)
    }

    /// Many writers at once, each on its own connection pool as separate processes would be: every
    /// entity recorded exactly once, none lost.
    @Test func concurrentWritersLoseNothingAndDuplicateNothing() async throws {
        let temporary = try TemporaryLog()
        defer { temporary.remove() }
        let logs = try (0..<20).map { _ in try temporary.open() }
        let moment = instant("2026-11-21T12:00:00+09:00")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, log) in logs.enumerated() {
                group.addTask { _ = try await log.complete("goal-\(index)", at: moment, timeZone: tokyo) }
                group.addTask { _ = try await log.complete("shared", at: moment, timeZone: tokyo) }
            }
            try await group.waitForAll()
        }
        let recorded = try await logs[0].completions(on: try #require(CalendarDay("2026-11-21"))).map(\.entityID)
        #expect(recorded.count == 21)
        #expect(Set(recorded) == Set((0..<20).map { "goal-\($0)" } + ["shared"]))
    }

    /// A new store is this toolkit's from its first written byte: its header carries the toolkit's
    /// `application_id`, so another process opening it at any step of its creation — marked only, switched
    /// to WAL, or after GRDB's table created and dropped to make the WAL file (its issue 102, a page left on
    /// the free list) — migrates it, never takes it for another program's database. A bare GRDB database in
    /// that state without the mark stays foreign (DataSafetyCommandTests).
    @Test(arguments: [true, false])
    func aNewStoreIsMarkedAsTheToolkitsAndEveryStepOfItsCreationIsOpened(otherStillOpen: Bool) throws {
        let temporary = try TemporaryLog()
        defer { temporary.remove() }
        let made = try temporary.open()
        let mark = try #require(try made.store.read { try Int.fetchOne($0, sql: "PRAGMA application_id") })
        #expect(mark == 0x494E_5447)

        let path = temporary.folder.path("begun.sqlite")
        try DatabaseQueue(path: path).writeWithoutTransaction { try $0.execute(sql: "PRAGMA application_id = \(mark)") }
        var other: DatabasePool? = try DatabasePool(path: path)
        let pages = try #require(other).read { db in
            [try Int.fetchOne(db, sql: "PRAGMA page_count"), try Int.fetchOne(db, sql: "PRAGMA freelist_count")]
        }
        #expect(pages == [2, 1])
        if !otherStillOpen { try other?.close(); other = nil }
        let store = try Store.open(at: path, schemas: [StateSchema()])
        let applied = try store.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied == ["state.v1", "appClip.v1"])
        try other?.close()
    }

    /// Twelve connection pools opening the same new store at once all migrate it: none fails because
    /// another created a table first.
    @Test func openingANewStoreFromManyPoolsAtOnceMigratesItOnce() async throws {
        let temporary = try TemporaryLog()
        defer { temporary.remove() }
        let logs = try await withThrowingTaskGroup(of: CompletionLog.self) { group in
            for _ in 0..<12 { group.addTask { try temporary.open() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(logs.count == 12)
        let applied = try await logs[0].store.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied == ["state.v1", "appClip.v1"])
    }
}

@Suite struct CalendarDayTests {
    @Test(arguments: [
        ("2026-11-21", "2026-11-21"), ("2028-02-29", "2028-02-29"),
        ("2026-02-29", nil), ("2026-02-30", nil), ("2026-13-01", nil), ("2026-1-01", nil), ("26-01-01", nil),
        ("２０２６-11-21", nil), ("2026-11-21T00:00", nil), ("", nil),
    ] as [(String, String?)])
    func parses(text: String, expected: String?) {
        #expect(CalendarDay(text)?.description == expected)
    }

    @Test func addsDaysAcrossMonthsAndYears() throws {
        let day = try #require(CalendarDay("2026-12-31"))
        #expect(day.adding(days: 1).description == "2027-01-01")
        #expect(day.adding(days: -365).description == "2025-12-31")
        #expect(try #require(CalendarDay("2028-03-01")).adding(days: -1).description == "2028-02-29")
    }
}
