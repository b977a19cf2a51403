package import Foundation
import GRDB
package import IntegrationsCore

/// Moves a store to a new path once — the move of an app's store into its App Group container, so that
/// its widgets read the same data — without losing a write and without touching a damaged store.
///
/// The move, in order:
///
/// 1. A destination that already holds a store wins: nothing moves (``Outcome/alreadyThere``). So the
///    move happens once, however many processes start at the same moment.
/// 2. A missing or empty source: nothing to move (``Outcome/nothingToMove``).
/// 3. The source is checked with `PRAGMA quick_check` on a read-only connection; a damaged store is
///    refused (``IntegrationsError/Kind/storeCorrupt``) and neither file is written. Another program's
///    database at the old path is refused the same way (``IntegrationsError/Kind/storeForeign``).
/// 4. The source's write lock is taken (`BEGIN IMMEDIATE`, waiting up to the busy timeout), so no process
///    writes it while it is copied; the destination is checked again under the lock.
/// 5. SQLite's online backup copies it to a temporary file beside the destination, which is then
///    hard-linked to the destination path: `link(2)` never replaces a file, so a store another process
///    placed there first is kept, and the destination is never seen half-written.
/// 6. The source records where it went (table `storeMovedTo`) in the same transaction, and is kept as it
///    was. From then on every write to it is refused with a message naming the new path
///    (``IntegrationsError/Kind/storeMoved``): a process that found the old path a moment before the move
///    cannot write where the app no longer reads.
///
/// A source nobody may write (read-only media) is copied under a read transaction instead; nobody can
/// write it, so nothing can be lost, and it cannot record the move.
package enum StoreMove {
    /// What ``move(from:to:busyTimeout:at:)`` did.
    package enum Outcome: Sendable, Hashable {
        /// The store was copied to the destination; the source is kept and no longer written.
        case moved
        /// The destination already held a store: nothing was copied.
        case alreadyThere
        /// The source does not exist, is empty, or was itself moved before: nothing was copied.
        case nothingToMove
    }

    /// The table a moved store records its new path in.
    package static let markerTable = "storeMovedTo"

    /// Moves the store at `source` to `destination` when the destination holds no store yet.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/storeCorrupt`` (the source is
    ///   damaged; nothing written), ``IntegrationsError/Kind/storeLocked`` (another process held the
    ///   source's write lock for the whole busy timeout) or ``IntegrationsError/Kind/storeUnavailable``
    ///   (the destination's folder cannot be created or written). After an error both files are as they
    ///   were.
    package static func move(
        from source: String, to destination: String, busyTimeout: TimeInterval = 10, at date: Date
    ) throws(IntegrationsError) -> Outcome {
        let busyTimeout = Store.boundedBusyTimeout(busyTimeout)
        if StoreFile.hasContent(destination) { return .alreadyThere }
        guard StoreFile.hasContent(source) else { return .nothingToMove }
        try StoreFile.check(destination)
        // Another program's database at the old path is refused before a connection could make a file
        // beside it.
        try StoreIdentity.refuseWithoutTouching(source, registered: [])

        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        let writable = StoreFile.isWritable(source)
        configuration.readonly = !writable
        var reading = configuration
        reading.readonly = true
        // Two connections: SQLite's backup cannot read through a connection that holds the write lock, and
        // a reader is not blocked by another connection's lock (WAL, or a rollback journal's RESERVED lock).
        let (queue, reader) = try Store.mapErrors(path: source) {
            (try DatabaseQueue(path: source, configuration: configuration), try DatabaseQueue(path: source, configuration: reading))
        }
        let problems = try Store.mapErrors(path: source) { try reader.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") } }
        guard problems == ["ok"] else { throw StoreFile.damagedError(source) }
        // Another program's database at the old path is not the app's store: neither copied nor marked.
        try Store.mapErrors(path: source) { try reader.read { db in try StoreIdentity.check(db, path: source, registered: []) } }
        try StoreFile.createFolder(of: destination)

        return try Store.mapErrors(path: source) {
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: writable ? "BEGIN IMMEDIATE TRANSACTION" : "BEGIN DEFERRED TRANSACTION")
                do {
                    let outcome = try copy(db, reader: reader, writable: writable, to: destination, at: date)
                    try db.execute(sql: "COMMIT TRANSACTION")
                    return outcome
                } catch {
                    if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK TRANSACTION") }
                    throw error
                }
            }
        }
    }

    /// The copy, inside the source's transaction.
    private static func copy(_ db: Database, reader: DatabaseQueue, writable: Bool, to destination: String, at date: Date) throws -> Outcome {
        // Under the lock: another process may have moved it while this one waited.
        if StoreFile.hasContent(destination) { return .alreadyThere }
        if try movedPath(db) != nil { return .nothingToMove }
        // An empty file there is no store (SQLite reads it as a new database): a run that stopped before
        // writing one. Every process moves under this lock, so nobody is creating it now.
        if FileManager.default.fileExists(atPath: destination) { unlink(destination) }

        let temporary = destination + ".moving-\(UUID().uuidString)"
        defer {
            for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
        }
        do {
            // The temporary file's connection is closed (its journal gone) before the file is linked.
            let copy = try DatabaseQueue(path: temporary)
            try reader.read { source in
                try copy.writeWithoutTransaction { copyDB in try source.backup(to: copyDB) }
            }
            try copy.close()
        } catch {
            throw destinationError(destination, reason: "\(error)")
        }
        if link(temporary, destination) != 0 {
            let code = errno
            if code == EEXIST { return .alreadyThere }
            throw destinationError(destination, reason: String(cString: strerror(code)))
        }
        if writable {
            try db.execute(sql: "CREATE TABLE \(markerTable) (path TEXT NOT NULL, movedAt REAL NOT NULL)")
            try db.execute(sql: "INSERT INTO \(markerTable) (path, movedAt) VALUES (?, ?)", arguments: [destination, date.timeIntervalSince1970])
        }
        return .moved
    }

    /// Where the store `db` was moved, or `nil` when it was not.
    static func movedPath(_ db: Database) throws -> String? {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?)", arguments: [markerTable]) == true
        else { return nil }
        return try String.fetchOne(db, sql: "SELECT path FROM \(markerTable) LIMIT 1")
    }

    private static func destinationError(_ destination: String, reason: String) -> IntegrationsError {
        IntegrationsError(.storeUnavailable, LocalizedText(
            ja: "ストアを \(destination) に移せません（\(reason)）。元のストアはそのままです。フォルダの権限と空き容量を確かめてください。",
            en: "Cannot move the store to \(destination) (\(reason)); the old store is as it was. Check the folder's permissions and free space."))
    }

    static func movedError(_ path: String, to destination: String) -> IntegrationsError {
        IntegrationsError(.storeMoved, LocalizedText(
            ja: "ストア \(path) は \(destination) に移されたので、もう書き込みません（元のファイルはそのまま残してあります）。",
            en: "The store \(path) was moved to \(destination), so it is no longer written (the old file is kept as it was)."), remedy: .movedStore(to: destination))
    }
}
