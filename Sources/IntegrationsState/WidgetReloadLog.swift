public import Foundation
public import GRDB
public import IntegrationsCore
public import IntegrationsStore

/// What the widget reload log keeps in the ``Store``. Migrations: `widgets.v1`.
public struct WidgetSchema: StoreSchema {
    /// Creates the schema.
    public init() {}

    public func prepare(_ db: Database) throws {}

    public func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("widgets.v1") { db in
            try db.create(table: "widgetReload") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("kind", .text).notNull()
                t.column("day", .text).notNull()  // the user's calendar day, YYYY-MM-DD
                t.column("at", .double).notNull()
                t.column("reason", .text).notNull()
                t.column("counted", .boolean).notNull()  // false: past the budget, waits for the timeline's policy
            }
            try db.create(index: "widgetReload_kind_day", on: "widgetReload", columns: ["kind", "day"])
        }
    }
}

/// One request to reload a widget's timeline.
public struct WidgetReload: Sendable, Hashable, Codable {
    public var kind: String
    public var day: String
    public var date: Date
    /// Why the app asked: `completion goal-12`.
    public var reason: String
    /// Whether the reload was spent from the day's budget; `false` when the budget was used up and the
    /// widget waits for its timeline's policy.
    public var counted: Bool
}

/// The app's requests to reload its widgets' timelines (`WidgetCenter.reloadAllTimelines()`), counted per
/// widget and day against the budget WidgetKit gives.
///
/// Every record is one transaction: the count and the insert cannot interleave with another process's.
public struct WidgetReloadLog: Sendable {
    /// Reloads a widget gets a day. Apple's "Keeping a widget up to date": "For a widget the user
    /// frequently views, a daily budget typically includes from 40 to 70 refreshes"; the toolkit takes the
    /// low end, which holds for every widget.
    public static let dailyBudget = 40

    public let store: Store

    /// A log in a store opened with ``WidgetSchema``.
    public init(store: Store) {
        self.store = store
    }

    /// Records that the app asked to reload `kinds` at `date`: each is counted while the widget's budget
    /// for the user's day lasts, and recorded as waiting after that.
    @discardableResult
    public func record(kinds: [String], reason: String, at date: Date, timeZone: TimeZone) async throws(IntegrationsError) -> [WidgetReload] {
        try await store.write { db in try Self.record(kinds: kinds, reason: reason, at: date, timeZone: timeZone, in: db) }
    }

    /// Records reloads inside the caller's write transaction, so that they commit with the change that
    /// caused them (a completion).
    package static func record(kinds: [String], reason: String, at date: Date, timeZone: TimeZone, in db: Database) throws -> [WidgetReload] {
        let day = CalendarDay(date: date, timeZone: timeZone).description
        var recorded: [WidgetReload] = []
        for kind in kinds {
            let spent = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM widgetReload WHERE kind = ? AND day = ? AND counted", arguments: [kind, day]) ?? 0
            let counted = spent < dailyBudget
            try db.execute(
                sql: "INSERT INTO widgetReload (kind, day, at, reason, counted) VALUES (?, ?, ?, ?, ?)",
                arguments: [kind, day, date.timeIntervalSince1970, reason, counted])
            recorded.append(WidgetReload(kind: kind, day: day, date: date, reason: reason, counted: counted))
        }
        return recorded
    }

    /// The reloads of one day, oldest first.
    public func reloads(on day: CalendarDay) async throws(IntegrationsError) -> [WidgetReload] {
        try await store.read { db in
            try Row.fetchAll(db, sql: "SELECT kind, day, at, reason, counted FROM widgetReload WHERE day = ? ORDER BY id", arguments: [day.description]).map {
                WidgetReload(kind: $0["kind"], day: $0["day"], date: Date(timeIntervalSince1970: $0["at"]), reason: $0["reason"], counted: $0["counted"])
            }
        }
    }

    /// What is left of each widget's budget on `day`.
    public func remaining(of kinds: [String], on day: CalendarDay) async throws(IntegrationsError) -> [String: Int] {
        let reloads = try await reloads(on: day)
        return Dictionary(uniqueKeysWithValues: kinds.map { kind in
            (kind, max(0, Self.dailyBudget - reloads.count { $0.kind == kind && $0.counted }))
        })
    }
}
