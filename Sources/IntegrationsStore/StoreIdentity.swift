import Foundation
import GRDB
import IntegrationsCore

/// Tells this toolkit's stores from every other SQLite file, before anything is written to one.
///
/// A file is a store when it has GRDB's `grdb_migrations` table and every migration named there has the
/// toolkit's form, `module.vN` (`search.v1`, `state.v1`). A new store is a path with no file or an empty
/// file (``Store`` creates it), or a database with no schema object that this toolkit marked at its birth
/// (``applicationID``), which another process may see before its first migration commits; or, as stores
/// were created before that mark, a database in WAL mode of one page with no schema object,
/// `user_version` 0 and `application_id` 0 — a file that holds nothing anyone wrote. Anything
/// else — another program's tables, another GRDB app's migrations, an `application_id` or a
/// `user_version` set by another program, a database with no tables that is not in WAL mode or has more
/// pages — is a foreign database: opening it, migrating it or moving it would change another program's
/// file, so it is refused and its bytes are left as they were.
///
/// Telling them apart touches nothing (``refuseWithoutTouching(_:registered:)``): SQLite's read-only
/// connection to a WAL-mode file makes its `-shm` and `-wal` files when they are missing, so such a file
/// is first read as it is, `immutable`, taking no lock and making no file.
///
/// A store naming a migration of a module this process registers that this process does not know
/// (`search.v99`) was written by a newer version: reading it could misread its data and writing it could
/// break it, so it is refused too.
enum StoreIdentity {
    /// The form of the toolkit's migration names.
    static func isToolkitMigration(_ identifier: String) -> Bool {
        let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let module = parts.first, let version = parts.last else { return false }
        return !module.isEmpty && module.allSatisfy { $0.isASCII && $0.isLetter }
            && version.count >= 2 && version.first == "v" && version.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Refuses the database `db` at `path` unless it is empty or a store this process can read.
    ///
    /// - Parameter registered: The migrations this process registers.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/storeForeign`` or
    ///   ``IntegrationsError/Kind/storeFromNewerVersion``.
    static func check(_ db: Database, path: String, registered: [String]) throws {
        let names = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name")
        let applicationID = try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        guard applicationID == 0 || applicationID == Self.applicationID else {
            throw foreignError(path, found: names, setting: names.isEmpty ? "application_id \(applicationID)" : nil)
        }
        if names.isEmpty {
            // Marked at its birth by this toolkit (``mark(_:busyTimeout:)``) and not migrated yet, whatever
            // GRDB's switch to WAL has written since.
            if applicationID == Self.applicationID { return }
            // Nothing in it: new only as this toolkit's creation leaves it (see the type's description).
            let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            guard userVersion == 0 else { throw foreignError(path, found: names, setting: "user_version \(userVersion)") }
            guard pages <= 1, StoreFile.header(path).map(StoreFile.isWALDatabase) == true else { throw foreignError(path, found: names) }
            return
        }
        guard names.contains("grdb_migrations") else { throw foreignError(path, found: names) }
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        guard applied.allSatisfy(isToolkitMigration) else { throw foreignError(path, found: names) }
        let modules = Set(registered.compactMap { $0.split(separator: ".").first.map(String.init) })
        let known = Set(registered)
        let newer = applied.filter { identifier in
            !known.contains(identifier) && identifier.split(separator: ".").first.map { modules.contains(String($0)) } == true
        }
        guard newer.isEmpty else { throw newerError(path, migrations: newer) }
    }

    /// The `application_id` this toolkit writes into a store's header at its birth, before anything else:
    /// "INTG". Another process opening the same new store at that moment sees a file that is this toolkit's,
    /// whatever step of its creation it is at — the switch to WAL, then GRDB's table created and dropped to
    /// make the WAL file (GRDB's issue 102, which leaves a page on the free list), then the migrations.
    /// Stores made before it have 0, which stays accepted.
    static let applicationID = 0x494E_5447

    /// Marks the new store at `path` as this toolkit's (``applicationID``), in one transaction that waits up
    /// to `busyTimeout` for another process creating it too. A file that has anything in it by then (a
    /// schema, a `user_version`, another `application_id`) is left alone: the identity check judges it.
    static func mark(_ path: String, busyTimeout: TimeInterval) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        // Another process that got here first has marked it, or migrated it already: nothing to wait for.
        let begun = try queue.read { db -> Bool in
            let identity: Int = try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            let objects: Int = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
            return identity != 0 || objects != 0
        }
        if begun { return }
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE TRANSACTION")
            do {
                // Each value named with its type: the one expression took the type checker about 6 s.
                let objects: Int? = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                let version: Int? = try Int.fetchOne(db, sql: "PRAGMA user_version")
                let identity: Int? = try Int.fetchOne(db, sql: "PRAGMA application_id")
                let empty = objects == 0 && version == 0 && identity == 0
                if empty { try db.execute(sql: "PRAGMA application_id = \(applicationID)") }
                try db.execute(sql: "COMMIT TRANSACTION")
            } catch {
                try? db.execute(sql: "ROLLBACK TRANSACTION")
                throw error
            }
        }
    }

    /// Refuses another program's database at `path` before any connection that could make a file beside
    /// it: unless its `-wal` and `-shm` files are both there (then SQLite's read-only connection makes
    /// nothing, and ``check(_:path:registered:)`` runs on it as usual), the file is read as it is through
    /// an `immutable` connection, which takes no lock and makes no file. Only a refusal counts here: a
    /// file this read cannot tell (a damaged one, a store whose latest changes are in its WAL) is left to
    /// the full check.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/storeForeign`` or
    ///   ``IntegrationsError/Kind/storeFromNewerVersion``.
    static func refuseWithoutTouching(_ path: String, registered: [String]) throws(IntegrationsError) {
        guard let header = StoreFile.header(path), header.starts(with: Array("SQLite format 3\0".utf8)) else { return }
        if StoreFile.exists(path + "-wal") && StoreFile.exists(path + "-shm") { return }
        var configuration = Configuration()
        configuration.readonly = true
        let uri = "file:" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path) + "?mode=ro&immutable=1"
        do {
            let queue = try DatabaseQueue(path: uri, configuration: configuration)
            defer { try? queue.close() }
            try queue.read { db in try check(db, path: path, registered: registered) }
        } catch let error as IntegrationsError where error.kind == .storeForeign || error.kind == .storeFromNewerVersion {
            throw error
        } catch {
            return
        }
    }

    static func foreignError(_ path: String, found names: [String], setting: String? = nil) -> IntegrationsError {
        let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
        let tables = !names.isEmpty ? LocalizedText(ja: "（テーブル: \(shown)）", en: " (tables: \(shown))")
            : setting.map { LocalizedText(ja: "（テーブルはなく、\($0)）", en: " (no tables, and \($0))") }
            ?? LocalizedText(ja: "（テーブルはありませんが、空のファイルではありません）", en: " (no tables, but not an empty file)")
        return IntegrationsError(.storeForeign, LocalizedText(
            ja: "\(path) は integrations のストアではない SQLite データベースです\(tables.ja)。別のプログラムのファイルなので、開きも書き込みもしていません。ストアには別のパス（存在しないファイルか空のファイル）を指定してください。",
            en: "\(path) is an SQLite database that is not an integrations store\(tables.en). It belongs to another program, so it was neither opened for writing nor changed. Give the store another path (a file that does not exist yet, or an empty one)."))
    }

    static func newerError(_ path: String, migrations: [String]) -> IntegrationsError {
        let shown = migrations.prefix(5).joined(separator: ", ")
        return IntegrationsError(.storeFromNewerVersion, LocalizedText(
            ja: "ストア \(path) はこれより新しい版の integrations が書いたものです（このバージョンの知らない移行: \(shown)）。読み違えや書き壊しを避けるため、何も読み書きしていません。新しい版の integrations を使うか、別のパスのストアを指定してください。",
            en: "The store \(path) was written by a newer version of integrations (migrations this version does not know: \(shown)). To avoid misreading or damaging it, nothing was read or written. Use the newer version of integrations, or give a store at another path."))
    }
}
