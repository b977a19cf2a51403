public import Foundation
public import GRDB
public import IntegrationsCore

/// The one SQLite file an app's state lives in: the search index now, the completion log later.
///
/// The store opens in WAL mode with a busy timeout, runs every module's named migrations, and turns
/// SQLite's failures (a locked file, a damaged one, a folder that cannot be written) into
/// ``IntegrationsError``s that name the file and the fix.
///
/// ```swift
/// let store = try Store.open(at: "/tmp/app.sqlite", schemas: [SearchSchema(options: .init())])
/// ```
public struct Store: Sendable {
    /// The store's file path.
    public let path: String
    /// The connection pool: one writer, concurrent readers.
    public let database: DatabasePool

    /// How much of the file connections read through a memory map: 1 GiB of address space.
    public static let memoryMapSize = 1 << 30

    /// Opens (creating if needed) the store at `path` and migrates it.
    ///
    /// - Parameters:
    ///   - path: The file path. Its folder is created when missing.
    ///   - schemas: The schemas of the modules that keep data in the store.
    ///   - busyTimeout: How long a write waits for another process's lock.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/storeUnavailable``,
    ///   ``IntegrationsError/Kind/storeLocked`` or ``IntegrationsError/Kind/storeCorrupt``.
    public static func open(at path: String, schemas: [any StoreSchema], busyTimeout: TimeInterval = 10) throws(IntegrationsError) -> Store {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw IntegrationsError(.storeUnavailable, LocalizedText(
                    ja: "ストアのフォルダ \(folder) を作れません（\(error.localizedDescription)）。書き込めるパスを --store か INTEGRATIONS_STORE で指定してください。",
                    en: "Cannot create the store's folder \(folder) (\(error.localizedDescription)). Give a writable path with --store or INTEGRATIONS_STORE."))
            }
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            // Read through a memory map: a search touches scattered pages of a large index, and reading
            // each through a system call cost more than the ranking (see Docs/Benchmarks.md).
            try db.execute(sql: "PRAGMA mmap_size = \(Self.memoryMapSize)")
            for schema in schemas { try schema.prepare(db) }
        }
        return try mapErrors(path: path) {
            let pool = try openPool(at: path, configuration: configuration, busyTimeout: busyTimeout)
            var migrator = DatabaseMigrator()
            for schema in schemas { schema.registerMigrations(in: &migrator) }
            try migrate(pool, with: migrator)
            return Store(path: path, database: pool)
        }
    }

    /// Opens the pool, waiting up to `busyTimeout` while another connection holds the new file: switching a
    /// file to WAL (the first statement a pool runs) needs a moment alone with it, and SQLite answers
    /// `SQLITE_BUSY` at once there instead of calling the busy handler.
    private static func openPool(at path: String, configuration: Configuration, busyTimeout: TimeInterval) throws -> DatabasePool {
        let deadline = Date(timeIntervalSinceNow: busyTimeout)
        while true {
            do {
                return try DatabasePool(path: path, configuration: configuration)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.005)
            }
        }
    }

    /// Runs the migrations, also when other processes open the same new store at the same moment.
    ///
    /// Each migration runs in its own transaction, but GRDB reads which ones are applied before it starts
    /// them, so two processes opening a new store at once can both start the same migration: the second
    /// fails once the first commits (`table … already exists`) and rolls back. Reading again then finds
    /// it applied, and the rest run. An error that reading again does not explain is thrown.
    private static func migrate(_ pool: DatabasePool, with migrator: DatabaseMigrator) throws {
        var attempts = 0
        while true {
            do {
                try migrator.migrate(pool)
                return
            } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR || error.resultCode == .SQLITE_CONSTRAINT {
                attempts += 1
                if try pool.read(migrator.hasCompletedMigrations) { return }
                if attempts > migrator.migrations.count { throw error }
            }
        }
    }

    /// Runs `body`, turning SQLite errors into ``IntegrationsError``s about the store at `path`.
    public static func mapErrors<T>(path: String, _ body: () throws -> T) throws(IntegrationsError) -> T {
        do {
            return try body()
        } catch {
            throw describe(error, path: path)
        }
    }

    /// Runs `body`, turning SQLite errors into ``IntegrationsError``s about this store.
    public func mapErrors<T>(_ body: () async throws -> T) async throws(IntegrationsError) -> T {
        do {
            return try await body()
        } catch {
            throw Self.describe(error, path: path)
        }
    }

    /// Any error thrown while using the store at `path`, as an ``IntegrationsError``.
    static func describe(_ error: any Error, path: String) -> IntegrationsError {
        switch error {
        case let error as IntegrationsError:
            return error
        case let error as DatabaseError:
            return describe(error, path: path)
        default:
            return IntegrationsError(.storeUnavailable, LocalizedText(
                ja: "ストア \(path) を使えません（\(error)）。",
                en: "Cannot use the store \(path) (\(error))."))
        }
    }

    /// The error a person reads for an SQLite failure on the store at `path`.
    public static func describe(_ error: DatabaseError, path: String) -> IntegrationsError {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return IntegrationsError(.storeLocked, LocalizedText(
                ja: "ストア \(path) は別のプロセスがロックしています。そのプロセスが終わるのを待ってもう一度実行するか、--store で別のストアを指定してください。",
                en: "The store \(path) is locked by another process. Wait for that process to finish and run the command again, or give another store with --store."))
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return IntegrationsError(.storeCorrupt, LocalizedText(
                ja: "ストア \(path) は SQLite データベースではないか、壊れています。ファイルを別名に移して（消さずに残して）からもう一度実行すると、新しいストアを作って索引し直します。",
                en: "The store \(path) is not an SQLite database or is damaged. Move the file aside (keep it, do not delete it) and run the command again: a new store is created and indexed."))
        default:
            return IntegrationsError(.storeUnavailable, LocalizedText(
                ja: "ストア \(path) を開けないか書き込めません（SQLite: \(error.message ?? "\(error.resultCode)")）。ファイルとフォルダの権限を確かめるか、--store か INTEGRATIONS_STORE で書き込めるパスを指定してください。",
                en: "Cannot open or write the store \(path) (SQLite: \(error.message ?? "\(error.resultCode)")). Check the file's and folder's permissions, or give a writable path with --store or INTEGRATIONS_STORE."))
        }
    }
}

/// What a module keeps in the ``Store``: what every connection needs and the named migrations.
public protocol StoreSchema: Sendable {
    /// Prepares a new connection: registers tokenizers and SQL functions.
    func prepare(_ db: Database) throws
    /// Registers the module's named migrations. Names are prefixed with the module's, e.g. `search.v1`.
    func registerMigrations(in migrator: inout DatabaseMigrator)
}
