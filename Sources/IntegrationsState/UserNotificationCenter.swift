public import Foundation
public import GRDB
public import IntegrationsCore
public import IntegrationsStore
import IntegrationsNotifications

/// What the notification center keeps in the ``Store``: pending requests with their next fire date,
/// delivered notifications, and the app's badge.
///
/// Migrations: `notifications.v1`.
public struct NotificationSchema: StoreSchema {
    /// Creates the schema.
    public init() {}

    public func prepare(_ db: Database) throws {}

    public func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("notifications.v1") { db in
            try db.create(table: "notificationPending") { t in
                t.primaryKey("identifier", .text)
                t.column("request", .text).notNull()  // JSON NotificationRequest
                t.column("nextFire", .double)  // seconds since 1970; NULL for a push trigger
                t.column("scheduledAt", .double).notNull()
            }
            try db.create(index: "notificationPending_nextFire", on: "notificationPending", columns: ["nextFire"])
            try db.create(table: "notificationDelivered") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("identifier", .text).notNull()
                t.column("content", .text).notNull()  // JSON NotificationContent
                t.column("deliveredAt", .double).notNull()
            }
            try db.create(table: "notificationBadge") { t in
                t.primaryKey("id", .integer).check { $0 == 1 }
                t.column("badge", .integer).notNull()
            }
        }
    }
}

/// A notification center kept in the store, with Apple's rules: a request with the same identifier
/// replaces the pending one; only the ``limit`` soonest-firing requests are kept (a repeating request
/// counts once) — and, unlike the device, the center says which it dropped; delivering advances a clock:
/// due requests are delivered in fire order, repeating ones rescheduled, one-off ones removed.
///
/// Every change is one transaction, safe with many processes at once.
public struct UserNotificationCenter: Sendable {
    /// How many pending requests iOS keeps.
    public static let limit = 64
    /// The most notifications one ``deliver(until:timeZone:)`` delivers; the rest stay pending.
    public static let maximumDeliveries = 1_000

    public let store: Store

    /// A center on a store opened with ``NotificationSchema``.
    public init(store: Store) {
        self.store = store
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    /// Adds (or replaces) a request; its first fire date is computed from `now` in `timeZone`.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` when the trigger
    ///   cannot work or never fires; nothing is written.
    @discardableResult
    public func add(_ request: NotificationRequest, now: Date, timeZone: TimeZone) async throws(IntegrationsError) -> NotificationAddResult {
        let prepared = try Self.prepare(request, now: now, timeZone: timeZone)
        return try await store.write { db in try Self.add(prepared, in: db) }
    }

    /// A request checked and encoded for storing, with its first fire date.
    package struct PreparedRequest: Sendable {
        let request: NotificationRequest
        let json: String
        let first: Date?
        let now: Date
    }

    /// Checks `request` and computes its first fire date, before any transaction starts.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` when the
    ///   trigger cannot work or never fires.
    package static func prepare(_ request: NotificationRequest, now: Date, timeZone: TimeZone) throws(IntegrationsError) -> PreparedRequest {
        if request.identifier.isEmpty || request.identifier.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "通知の識別子「\(TerminalText.safeLine(request.identifier))」は使えません。空でなく、改行などの制御文字を含まない識別子にしてください。",
                en: "The notification identifier \"\(TerminalText.safeLine(request.identifier))\" cannot be used: give one that is not empty and holds no line break or other control character."))
        }
        if let problem = request.trigger.problem {
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "通知「\(request.identifier)」のトリガーの \(problem.path) が正しくありません: \(problem.message.ja)。",
                en: "The trigger of notification \"\(request.identifier)\" is invalid at \(problem.path): \(problem.message.en)."))
        }
        let first = TriggerSchedule.nextDates(of: request.trigger, after: now, userTimeZone: timeZone, count: 1).first
        if first == nil, request.trigger != .push {
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "通知「\(request.identifier)」のトリガーはこの先一度も通知されません。", en: "The trigger of notification \"\(request.identifier)\" never fires from now on."))
        }
        let json: String
        do {
            json = String(decoding: try Self.encoder.encode(request), as: UTF8.self)
        } catch {
            throw IntegrationsError(.invalidNotification, LocalizedText(ja: "通知を保存できません（\(error)）。", en: "The notification cannot be stored (\(error))."))
        }
        return PreparedRequest(request: request, json: json, first: first, now: now)
    }

    /// Adds a prepared request inside the caller's write transaction, so that it commits with the
    /// caller's other writes (a streak notification queued with the completion that earned it).
    package static func add(_ prepared: PreparedRequest, in db: Database) throws -> NotificationAddResult {
        let (request, json, first, now) = (prepared.request, prepared.json, prepared.first, prepared.now)
        let limit = Self.limit
        let replaced = try Int.fetchOne(db, sql: "SELECT count(*) FROM notificationPending WHERE identifier = ?", arguments: [request.identifier]) ?? 0 > 0
        try db.execute(
            sql: """
                INSERT INTO notificationPending (identifier, request, nextFire, scheduledAt) VALUES (?, ?, ?, ?)
                ON CONFLICT(identifier) DO UPDATE SET request = excluded.request, nextFire = excluded.nextFire, scheduledAt = excluded.scheduledAt
                """,
            arguments: [request.identifier, json, first?.timeIntervalSince1970, now.timeIntervalSince1970])
        // Keep the soonest `limit`; a push request (no fire date) is the latest of all.
        let dropped = try String.fetchAll(db, sql: """
            SELECT identifier FROM notificationPending
            ORDER BY nextFire IS NULL, nextFire, identifier LIMIT -1 OFFSET ?
            """, arguments: [limit])
        for identifier in dropped {
            try db.execute(sql: "DELETE FROM notificationPending WHERE identifier = ?", arguments: [identifier])
        }
        return NotificationAddResult(identifier: request.identifier, replaced: replaced, nextFire: first, dropped: dropped, pendingLimit: limit)
    }

    /// The pending requests, soonest first.
    public func pending() async throws(IntegrationsError) -> [PendingNotification] {
        try await store.read { db in
            try Row.fetchAll(db, sql: "SELECT request, nextFire FROM notificationPending ORDER BY nextFire IS NULL, nextFire, identifier").map { row in
                let request = try JSONDecoder().decode(NotificationRequest.self, from: Data((row["request"] as String).utf8))
                return PendingNotification(request: request, nextFire: (row["nextFire"] as Double?).map(Date.init(timeIntervalSince1970:)))
            }
        }
    }

    /// The pending request whose identifier is `identifier`.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` when none is
    ///   pending (remedy ``IntegrationsError/Remedy/listPendingNotifications``), or the store's error.
    public func pendingRequest(_ identifier: String) async throws(IntegrationsError) -> NotificationRequest {
        if let pending = try await pending().first(where: { $0.request.identifier == identifier }) { return pending.request }
        throw IntegrationsError(.invalidNotification, LocalizedText(
            ja: "保留中の通知「\(TerminalText.shortLine(identifier))」はありません。", en: "There is no pending notification \"\(TerminalText.shortLine(identifier))\"."),
            remedy: .listPendingNotifications)
    }

    /// Removes pending requests; returns how many there were.
    @discardableResult
    public func removePending(identifiers: [String]?) async throws(IntegrationsError) -> Int {
        try await remove(from: "notificationPending", keyColumn: "identifier", keys: identifiers)
    }

    /// Delivers what is due up to `until`, in fire order: repeating requests are rescheduled (in the user's
    /// `timeZone` unless their trigger has one), one-off ones removed; the badge follows the last delivered
    /// notification that sets one.
    public func deliver(until: Date, timeZone: TimeZone) async throws(IntegrationsError) -> [DeliveredNotification] {
        let maximum = Self.maximumDeliveries
        return try await store.write { db in
            var delivered: [DeliveredNotification] = []
            while delivered.count < maximum {
                guard let row = try Row.fetchOne(db, sql: """
                    SELECT identifier, request, nextFire FROM notificationPending
                    WHERE nextFire IS NOT NULL AND nextFire <= ? ORDER BY nextFire, identifier LIMIT 1
                    """, arguments: [until.timeIntervalSince1970])
                else { break }
                let request = try JSONDecoder().decode(NotificationRequest.self, from: Data((row["request"] as String).utf8))
                let fired = Date(timeIntervalSince1970: row["nextFire"])
                let content = String(decoding: try Self.encoder.encode(request.content), as: UTF8.self)
                try db.execute(
                    sql: "INSERT INTO notificationDelivered (identifier, content, deliveredAt) VALUES (?, ?, ?)",
                    arguments: [request.identifier, content, fired.timeIntervalSince1970])
                delivered.append(DeliveredNotification(id: db.lastInsertedRowID, identifier: request.identifier, content: request.content, date: fired))
                if let badge = request.content.badge {
                    try db.execute(sql: "INSERT INTO notificationBadge (id, badge) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET badge = excluded.badge", arguments: [badge])
                }
                let next = request.trigger.repeats
                    ? TriggerSchedule.nextDates(of: request.trigger, after: fired, userTimeZone: timeZone, count: 1).first
                    : nil
                if let next {
                    try db.execute(sql: "UPDATE notificationPending SET nextFire = ? WHERE identifier = ?", arguments: [next.timeIntervalSince1970, request.identifier])
                } else {
                    try db.execute(sql: "DELETE FROM notificationPending WHERE identifier = ?", arguments: [request.identifier])
                }
            }
            return delivered
        }
    }

    /// The delivered notifications, oldest first.
    public func delivered() async throws(IntegrationsError) -> [DeliveredNotification] {
        try await store.read { db in
            try Row.fetchAll(db, sql: "SELECT id, identifier, content, deliveredAt FROM notificationDelivered ORDER BY id").map(Self.delivered)
        }
    }

    /// One delivered notification, or `nil`.
    public func delivered(id: Int64) async throws(IntegrationsError) -> DeliveredNotification? {
        try await store.read { db in
            try Row.fetchOne(db, sql: "SELECT id, identifier, content, deliveredAt FROM notificationDelivered WHERE id = ?", arguments: [id]).map(Self.delivered)
        }
    }

    /// Removes delivered notifications (all with `nil`); returns how many there were.
    @discardableResult
    public func removeDelivered(ids: [Int64]?) async throws(IntegrationsError) -> Int {
        try await remove(from: "notificationDelivered", keyColumn: "id", keys: ids)
    }

    /// Deletes the rows of `table` whose `keyColumn` is one of `keys` (every row with `nil`), in one
    /// transaction; returns how many there were.
    private func remove<Key: DatabaseValueConvertible & Sendable>(
        from table: String, keyColumn: String, keys: [Key]?
    ) async throws(IntegrationsError) -> Int {
        try await store.write { db in
            guard let keys else {
                try db.execute(sql: "DELETE FROM \(table)")
                return db.changesCount
            }
            var count = 0
            for key in keys {
                try db.execute(sql: "DELETE FROM \(table) WHERE \(keyColumn) = ?", arguments: [key])
                count += db.changesCount
            }
            return count
        }
    }

    /// The app icon's badge.
    public func badge() async throws(IntegrationsError) -> Int {
        try await store.read { db in try Int.fetchOne(db, sql: "SELECT badge FROM notificationBadge WHERE id = 1") ?? 0 }
    }

    static func delivered(_ row: Row) throws -> DeliveredNotification {
        DeliveredNotification(
            id: row["id"], identifier: row["identifier"],
            content: try JSONDecoder().decode(NotificationContent.self, from: Data((row["content"] as String).utf8)),
            date: Date(timeIntervalSince1970: row["deliveredAt"]))
    }
}
