public import Foundation
public import GRDB
public import IntegrationsCore
public import IntegrationsStore

/// What the app's state keeps in the ``Store``: the `completion` table, one row per entity and day.
///
/// Migrations: `state.v1`, `appClip.v1` (what an App Clip handed over).
public struct StateSchema: StoreSchema {
    /// Creates the schema.
    public init() {}

    public func prepare(_ db: Database) throws {}

    public func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("state.v1") { db in
            try db.create(table: "completion") { t in
                t.primaryKey("id", .integer)
                t.column("entityID", .text).notNull()
                t.column("day", .text).notNull()  // YYYY-MM-DD in the user's time zone at the time
                t.column("timestamp", .double).notNull()  // seconds since 1970, UTC
                t.column("timeZone", .text).notNull()
                t.uniqueKey(["entityID", "day"])
            }
            try db.create(index: "completion_day", on: "completion", columns: ["day"])
        }
        // What an App Clip handed over (Docs/AppClips.md): the records it created, one row each with its
        // fields as JSON and the text of its identity fields as a unique key, and the record chosen per type.
        migrator.registerMigration("appClip.v1") { db in
            try db.create(table: "clipRecord") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("entity", .text).notNull()
                t.column("identity", .text).notNull()  // JSON array of the identity fields' values, NFC
                t.column("fields", .text).notNull()  // JSON object
                t.column("createdAt", .text).notNull()  // when the clip wrote the document
                t.column("importedAt", .double).notNull()
                t.uniqueKey(["entity", "identity"])
            }
            try db.create(table: "clipSelection") { t in
                t.primaryKey("entity", .text)
                t.column("identifier", .text).notNull()
            }
        }
    }
}

/// The completion log on the shared SQLite store.
///
/// Each completion is one transaction; the `(entityID, day)` unique key makes a second completion the
/// same day a no-op even when several processes record it at once.
///
/// ```swift
/// let log = CompletionLog(store: store)
/// let outcome = try await log.complete("goal-3", at: .now, timeZone: .current)
/// ```
public struct CompletionLog: CompletionRecording {
    /// The store the log lives in (opened with ``StateSchema``).
    public let store: Store

    /// Creates the log on a store opened with ``StateSchema``.
    public init(store: Store) {
        self.store = store
    }

    public func complete(_ entityID: String, at date: Date, timeZone: TimeZone) async throws(IntegrationsError) -> CompletionOutcome {
        try await complete(entityID, at: date, timeZone: timeZone) { _, _, _ in }
    }

    /// Records a completion and, when it is new, what it causes, in one transaction: `consequences` runs
    /// inside it with the completion and its streak (counting it), and throwing rolls the completion back
    /// too. A process killed at any point leaves either both or neither.
    package func complete(
        _ entityID: String, at date: Date, timeZone: TimeZone,
        consequences: @escaping @Sendable (Database, Completion, _ streak: Int) throws -> Void
    ) async throws(IntegrationsError) -> CompletionOutcome {
        let completion = Completion(entityID: entityID, day: CalendarDay(date: date, timeZone: timeZone), timestamp: date)
        // A store nobody may write still knows what is done: answer from it before refusing the write.
        if store.isReadOnly, let earlier = try await store.read({ db in
            try Double.fetchOne(db, sql: "SELECT timestamp FROM completion WHERE entityID = ? AND day = ?", arguments: [entityID, completion.day.description])
        }) {
            return .alreadyCompleted(Completion(entityID: entityID, day: completion.day, timestamp: Date(timeIntervalSince1970: earlier)))
        }
        return try await store.write { db -> CompletionOutcome in
                try db.execute(
                    sql: "INSERT OR IGNORE INTO completion (entityID, day, timestamp, timeZone) VALUES (?, ?, ?, ?)",
                    arguments: [entityID, completion.day.description, date.timeIntervalSince1970, timeZone.identifier])
                if db.changesCount > 0 {
                    try consequences(db, completion, try Self.streak(of: entityID, today: completion.day, in: db))
                    return .recorded(completion)
                }
                let row = try Row.fetchOne(
                    db, sql: "SELECT timestamp FROM completion WHERE entityID = ? AND day = ?", arguments: [entityID, completion.day.description])
                let earlier = Date(timeIntervalSince1970: row?["timestamp"] ?? date.timeIntervalSince1970)
                return .alreadyCompleted(Completion(entityID: entityID, day: completion.day, timestamp: earlier))
        }
    }

    public func completions(on day: CalendarDay) async throws(IntegrationsError) -> [Completion] {
        return try await store.read { db in
                try Row.fetchAll(
                    db, sql: "SELECT entityID, timestamp FROM completion WHERE day = ? ORDER BY timestamp, id", arguments: [day.description]
                ).map { row in
                    Completion(entityID: row["entityID"], day: day, timestamp: Date(timeIntervalSince1970: row["timestamp"]))
                }
        }
    }

    /// The completions of every day from `first` through `last`, in one read: the identifiers done each
    /// day (days with none are absent).
    public func completedEntities(from first: CalendarDay, through last: CalendarDay) async throws(IntegrationsError) -> [CalendarDay: Set<String>] {
        let rows: [(String, String)] = try await store.read { db in
            try Row.fetchAll(
                db, sql: "SELECT day, entityID FROM completion WHERE day >= ? AND day <= ?", arguments: [first.description, last.description]
            ).map { ($0["day"], $0["entityID"]) }
        }
        var result: [CalendarDay: Set<String>] = [:]
        for (text, entity) in rows {
            if let day = CalendarDay(text) { result[day, default: []].insert(entity) }
        }
        return result
    }

    public func streak(of entityID: String, today: CalendarDay) async throws(IntegrationsError) -> Int {
        try await store.read { db in try Self.streak(of: entityID, today: today, in: db) }
    }

    /// The streak as the transaction `db` sees it.
    static func streak(of entityID: String, today: CalendarDay, in db: Database) throws -> Int {
        let days = try String.fetchAll(
            db, sql: "SELECT day FROM completion WHERE entityID = ? AND day <= ? ORDER BY day DESC", arguments: [entityID, today.description])
        // Newest first; a streak not yet extended today still stands on yesterday.
        let parsed = days.compactMap(CalendarDay.init)
        var expected = parsed.first == today ? today : today.adding(days: -1)
        var streak = 0
        for day in parsed {
            guard day == expected else { break }
            streak += 1
            expected = day.adding(days: -1)
        }
        return streak
    }
}
