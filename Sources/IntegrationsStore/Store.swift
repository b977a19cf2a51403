public import Foundation
public import GRDB
public import IntegrationsCore

/// The one SQLite file an app's state lives in: the search index and the completion log.
///
/// The store is in WAL mode, and it keeps four promises:
///
/// - **Another program's file is never taken over.** A file that is not this toolkit's store (another
///   schema, another GRDB app's migrations) is refused with ``IntegrationsError/Kind/storeForeign``, and a
///   store from a newer version with ``IntegrationsError/Kind/storeFromNewerVersion``, before anything is
///   written: not even the switch to WAL.
/// - **Readers never wait for a writer.** Opening a store whose schema is current writes nothing: reads
///   go through read-only connections (``reader``), which see the last committed state while another
///   process writes. A store on read-only media is opened for reading only (``isReadOnly``).
/// - **A damaged store is never written to.** The first write of a ``Store`` value (and any migration of
///   an existing file) runs `PRAGMA quick_check` first; a store that fails it is refused with
///   ``IntegrationsError/Kind/storeCorrupt`` and its file is left as it was.
/// - **Writes are transactional** (`BEGIN IMMEDIATE`) and safe with many processes at once: a write
///   waits up to the busy timeout for another process's lock, or not at all when asked
///   (``write(waitingForLock:_:)``).
///
/// ```swift
/// let store = try Store.open(at: "/tmp/app.sqlite", schemas: [SearchSchema(options: .init())])
/// let count = try store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM searchItem") }
/// ```
public struct Store: Sendable {
    /// The store's file path.
    public let path: String
    /// The read-only connection: it sees the last committed state and never takes the write lock (for a
    /// store this value created, the read-write pool's readers).
    public var reader: any DatabaseReader {
        switch readers {
        case .pool(let pool): pool
        case .queue(let queue): queue
        }
    }
    private let readers: Readers
    /// Whether the file cannot be written (read-only media or permissions): every write is refused.
    public let isReadOnly: Bool
    private let writer: Writer

    /// The longest busy timeout a store takes: one hour. SQLite counts it in milliseconds in a 32-bit
    /// integer, so a larger one (or infinity) could not be given to it.
    package static let maximumBusyTimeout: TimeInterval = 3600

    /// `busyTimeout` within `0...maximumBusyTimeout`; NaN is 0 (no waiting), not a trap.
    public static func boundedBusyTimeout(_ busyTimeout: TimeInterval) -> TimeInterval {
        guard !busyTimeout.isNaN else { return 0 }
        return min(max(busyTimeout, 0), maximumBusyTimeout)
    }

    /// The longest a read waits for SQLite's own short locks (WAL recovery, a connection closing): a quarter
    /// of a second. Readers never wait for a writer.
    public static let readerBusyTimeout: TimeInterval = 0.25

    /// How much of the file connections read through a memory map, when they do: 1 GiB of address space.
    public static let memoryMapSize = 1 << 30

    /// Opens (creating if needed) the store at `path`, migrating it only when a migration is pending.
    ///
    /// - Parameters:
    ///   - path: The file path.
    ///   - schemas: The schemas of the modules that keep data in the store.
    ///   - busyTimeout: How long a write waits for another process's lock, within
    ///     0 to ``maximumBusyTimeout`` seconds (a value outside is taken as the nearest bound).
    ///   - createsFolder: Whether a missing folder (and the folders above it) is created, as for a default
    ///   location; `false` for a path a person gave, where a missing folder is more likely a typo.
    ///   - readsThroughMemoryMap: Whether connections read the file through a memory map (up to
    ///   ``memoryMapSize``) rather than copying each page into SQLite's cache with a system call. A map pays
    ///   in a process that queries many times, where the pages stay mapped between queries; a process
    ///   that queries once and exits, such as a command, pays for mapping each page it touches and for
    ///   unmapping them all on close, which costs more than the copies (Docs/Benchmarks.md).
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/storeUnavailable``,
    ///   ``IntegrationsError/Kind/storeLocked`` or ``IntegrationsError/Kind/storeCorrupt``.
    public static func open(
        at path: String, schemas: [any StoreSchema], busyTimeout: TimeInterval = 10, createsFolder: Bool = true,
        readsThroughMemoryMap: Bool = true
    ) throws(IntegrationsError) -> Store {
        let busyTimeout = boundedBusyTimeout(busyTimeout)
        try StoreFile.check(path)
        var configuration = Configuration()
        // Busy waits are handled here, not by SQLite, so that a write can also choose not to wait.
        configuration.busyMode = .immediateError
        // Said either way: SQLite's own default depends on how the system's library was built.
        let mapSize = readsThroughMemoryMap ? Self.memoryMapSize : 0
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA mmap_size = \(mapSize)")
            for schema in schemas { try schema.prepare(db) }
        }
        var migrator = DatabaseMigrator()
        for schema in schemas { schema.registerMigrations(in: &migrator) }

        if !StoreFile.hasContent(path) {
            // A new store: create it, migrate it, and read through the same pool.
            if createsFolder { try StoreFile.createFolder(of: path) } else { try StoreFile.requireFolder(of: path) }
            // The header says whose file it is before anything else is written (StoreIdentity.applicationID).
            try mapErrors(path: path) { try StoreIdentity.mark(path, busyTimeout: busyTimeout) }
            let writer = Writer(path: path, configuration: configuration, busyTimeout: busyTimeout, soundnessChecked: true)
            let pool = try writer.pool(waitingForLock: true, reader: nil)
            try mapErrors(path: path) { try migrate(pool, with: migrator) }
            return Store(path: path, readers: .pool(pool), isReadOnly: false, writer: writer)
        }

        // Told apart before any connection that could leave a trace: another program's file is refused
        // without an -shm or -wal file made beside it.
        try StoreIdentity.refuseWithoutTouching(path, registered: migrator.migrations)
        let writable = StoreFile.isWritable(path)
        let (reader, immutable) = try openReader(at: path, configuration: configuration, busyTimeout: busyTimeout, writable: writable, migrator: migrator)
        let store = Store(
            path: path, readers: .queue(reader), isReadOnly: immutable || !writable,
            writer: Writer(path: path, configuration: configuration, busyTimeout: busyTimeout, soundnessChecked: false))
        // A file that is not this toolkit's store, or a store a newer version wrote, is never taken over.
        try mapErrors(path: path) { try reader.read { db in try StoreIdentity.check(db, path: path, registered: migrator.migrations) } }
        let current = try mapErrors(path: path) { try isMigrated(.queue(reader), migrator) }
        if !current {
            guard !store.isReadOnly else { throw StoreFile.readOnlyError(path, action: .migrate) }
            let pool = try store.writer.pool(waitingForLock: true, reader: .queue(reader))
            try mapErrors(path: path) { try migrate(pool, with: migrator) }
        }
        return store
    }

    /// Opens read-only connections, falling back to SQLite's `immutable` mode for a file nobody can
    /// write (read-only media): there, SQLite cannot create the WAL index a shared reader needs.
    private static func openReader(
        at path: String, configuration: Configuration, busyTimeout: TimeInterval, writable: Bool, migrator: DatabaseMigrator
    ) throws(IntegrationsError) -> (DatabaseQueue, immutable: Bool) {
        var readOnly = configuration
        readOnly.readonly = true
        // Read-only connections wait only in SQLite's rare cases, which last milliseconds: a crashed writer's
        // WAL being recovered, the last connection cleaning up, a new file being set up. They never wait
        // the write timeout: a store another process holds in `locking_mode=EXCLUSIVE` is reported as
        // locked at once instead of making every search wait.
        readOnly.busyMode = .timeout(min(busyTimeout, Self.readerBusyTimeout))
        do {
            // One connection: opening a store is part of every command, and each connection costs its set-up.
            let queue = try DatabaseQueue(path: path, configuration: readOnly)
            _ = try isMigrated(.queue(queue), migrator)
            return (queue, false)
        } catch let error as DatabaseError where !writable && (error.resultCode == .SQLITE_READONLY || error.resultCode == .SQLITE_CANTOPEN) {
            let uri = "file:" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path) + "?mode=ro&immutable=1"
            return try mapErrors(path: path) { (try DatabaseQueue(path: uri, configuration: readOnly), true) }
        } catch {
            throw describe(error, path: path)
        }
    }

    /// Whether every migration is applied. A store another process is creating this very moment may not
    /// have its migrations table yet: that is "not migrated", and the write path migrates it.
    private static func isMigrated(_ reader: Readers, _ migrator: DatabaseMigrator) throws -> Bool {
        do {
            return try reader.read(migrator.hasCompletedMigrations)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR {
            return false
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

    // MARK: - Reading and writing

    /// Reads the last committed state, synchronously, on a read-only connection.
    public func read<T>(_ value: (Database) throws -> T) throws(IntegrationsError) -> T {
        try Self.mapErrors(path: path) { try readers.read(value) }
    }

    /// Reads the last committed state on a read-only connection.
    public func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws(IntegrationsError) -> T {
        try await mapErrors {
            switch readers {
            case .pool(let pool): try await pool.read(value)
            case .queue(let queue): try await queue.read(value)
            }
        }
    }

    /// Runs `updates` in one `IMMEDIATE` transaction.
    ///
    /// The first write of this value checks the file with `PRAGMA quick_check`: a damaged store is
    /// refused, never written.
    ///
    /// - Parameters:
    ///   - waitingForLock: Whether to wait up to the busy timeout for another process's write lock;
    ///     `false` fails at once with ``IntegrationsError/Kind/storeLocked``.
    ///   - updates: The changes; throwing rolls them all back.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/storeLocked``,
    ///   ``IntegrationsError/Kind/storeCorrupt`` (nothing written) or
    ///   ``IntegrationsError/Kind/storeUnavailable`` (read-only store, or SQLite failed).
    public func write<T: Sendable>(
        waitingForLock: Bool = true, _ updates: @escaping @Sendable (Database) throws -> T
    ) async throws(IntegrationsError) -> T {
        let pool = try writer.pool(waitingForLock: waitingForLock, reader: readers, readOnly: isReadOnly)
        let writer = self.writer
        return try await mapErrors {
            try await pool.writeWithoutTransaction { db in
                try writer.inTransaction(db, waitingForLock: waitingForLock) { try updates(db) }
            }
        }
    }

    /// The synchronous form of ``write(waitingForLock:_:)``.
    public func writeNow<T>(waitingForLock: Bool = true, _ updates: (Database) throws -> T) throws(IntegrationsError) -> T {
        let pool = try writer.pool(waitingForLock: waitingForLock, reader: readers, readOnly: isReadOnly)
        return try Self.mapErrors(path: path) {
            try pool.writeWithoutTransaction { db in
                try writer.inTransaction(db, waitingForLock: waitingForLock) { try updates(db) }
            }
        }
    }

    // MARK: - Errors

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
    package static func describe(_ error: DatabaseError, path: String) -> IntegrationsError {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return IntegrationsError(.storeLocked, LocalizedText(
                ja: "ストア \(path) は別のプロセスがロックしています。そのプロセスが終わるのを待ってもう一度実行してください。",
                en: "The store \(path) is locked by another process. Wait for that process to finish and run the command again."), remedy: .anotherStore)
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return StoreFile.damagedError(path)
        case .SQLITE_READONLY:
            return StoreFile.readOnlyError(path, action: .write)
        default:
            return IntegrationsError(.storeUnavailable, LocalizedText(
                ja: "ストア \(path) を開けないか書き込めません（SQLite のエラーコード \(error.extendedResultCode.rawValue)）。ファイルとフォルダの権限を確かめてください。",
                en: "Cannot open or write the store \(path) (SQLite: \(error.message ?? "\(error.resultCode)")). Check the file's and folder's permissions."), remedy: .writableStore)
        }
    }
}

/// The connections reads go through, kept as concrete GRDB types and called directly.
private enum Readers: Sendable {
    case pool(DatabasePool)
    case queue(DatabaseQueue)

    func read<T>(_ value: (Database) throws -> T) throws -> T {
        switch self {
        case .pool(let pool): try pool.read(value)
        case .queue(let queue): try queue.read(value)
        }
    }
}

/// The store's read-write connections, opened at the first write, after the file has passed
/// `PRAGMA quick_check`.
private final class Writer: @unchecked Sendable {
    /// How long to sleep between two tries for another process's lock.
    static let retryInterval: TimeInterval = 0.005

    let path: String
    let configuration: Configuration
    let busyTimeout: TimeInterval
    private let lock = NSLock()
    private var opened: DatabasePool?
    private var soundnessChecked: Bool

    init(path: String, configuration: Configuration, busyTimeout: TimeInterval, soundnessChecked: Bool) {
        self.path = path
        self.configuration = configuration
        self.busyTimeout = busyTimeout
        self.soundnessChecked = soundnessChecked
    }

    /// The read-write pool, checking the file and opening it the first time.
    func pool(waitingForLock: Bool, reader: Readers?, readOnly: Bool = false) throws(IntegrationsError) -> DatabasePool {
        lock.lock()
        defer { lock.unlock() }
        if let opened { return opened }
        if readOnly { throw StoreFile.readOnlyError(path, action: .write) }
        if !soundnessChecked, let reader {
            let problems = try Store.mapErrors(path: path) { try reader.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") } }
            guard problems == ["ok"] else { throw StoreFile.damagedError(path) }
            soundnessChecked = true
        }
        let pool = try Store.mapErrors(path: path) { try open(waitingForLock: waitingForLock) }
        opened = pool
        return pool
    }

    /// Opens the pool, waiting up to the busy timeout (or not at all) while another connection holds the
    /// file: switching a new file to WAL needs a moment alone with it, and SQLite answers `SQLITE_BUSY`
    /// at once there instead of calling the busy handler. Once open, the writer waits for locks through
    /// SQLite's busy handler (`PRAGMA busy_timeout`).
    private func open(waitingForLock: Bool) throws -> DatabasePool {
        let deadline = Date(timeIntervalSinceNow: waitingForLock ? busyTimeout : 0)
        while true {
            do {
                let pool = try DatabasePool(path: path, configuration: configuration)
                try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA busy_timeout = \(milliseconds)") }
                return pool
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: Self.retryInterval)
            }
        }
    }

    private var milliseconds: Int { Int((busyTimeout * 1000).rounded()) }

    /// Runs `body` in an `IMMEDIATE` transaction, waiting for the write lock up to the busy timeout, or
    /// failing at once with `SQLITE_BUSY` when not waiting.
    func inTransaction<T>(_ db: Database, waitingForLock: Bool, _ body: () throws -> T) throws -> T {
        if waitingForLock {
            try db.execute(sql: "BEGIN IMMEDIATE TRANSACTION")
        } else {
            try db.execute(sql: "PRAGMA busy_timeout = 0")
            defer { try? db.execute(sql: "PRAGMA busy_timeout = \(milliseconds)") }
            try db.execute(sql: "BEGIN IMMEDIATE TRANSACTION")
        }
        do {
            // One look at the schema: a store moved into the App Group container is kept, never written.
            if let destination = try StoreMove.movedPath(db) { throw StoreMove.movedError(path, to: destination) }
            let value = try body()
            try db.execute(sql: "COMMIT TRANSACTION")
            return value
        } catch {
            if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK TRANSACTION") }
            throw error
        }
    }
}

/// Checks on the store's file made before SQLite opens it, and the errors about the file.
enum StoreFile {
    enum Action { case write, migrate }

    /// Refuses an empty path and a folder.
    static func check(_ path: String) throws(IntegrationsError) {
        guard !path.isEmpty else {
            throw IntegrationsError(.storeUnavailable, LocalizedText(
                ja: "ストアのパスが空です。ファイルのパスが必要です。", en: "The store's path is empty; it must be a file path."), remedy: .writableStore)
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw IntegrationsError(.storeUnavailable, LocalizedText(
                ja: "ストアのパス \(path) はフォルダです。フォルダの中のファイル（例: \(path)/store.sqlite）にしてください。",
                en: "The store's path \(path) is a folder; it must be a file, such as \(path)/store.sqlite."), remedy: .writableStore)
        }
    }

    /// Whether the file exists and holds anything (SQLite treats an empty file as a new database).
    static func hasContent(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_size > 0
    }

    /// The first 100 bytes of the file (an SQLite database's header), or fewer when the file is shorter;
    /// `nil` when it cannot be read.
    static func header(_ path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 100)).map { [UInt8]($0) } ?? []
    }

    /// Whether the header is an SQLite database's, in WAL mode (its read and write versions are 2).
    static func isWALDatabase(_ header: [UInt8]) -> Bool {
        header.count >= 20 && header.starts(with: Array("SQLite format 3\0".utf8)) && (header[18] == 2 || header[19] == 2)
    }

    /// Whether something is at `path` (a file, or a symbolic link even to nothing).
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether this process may write the file and create the WAL files beside it.
    static func isWritable(_ path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        return access(path, W_OK) == 0 && access(folder.isEmpty ? "." : folder, W_OK) == 0
    }

    /// Refuses a path whose folder does not exist.
    static func requireFolder(of path: String) throws(IntegrationsError) {
        let folder = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard !folder.isEmpty, !(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) else { return }
        throw IntegrationsError(.storeUnavailable, LocalizedText(
            ja: "ストアのフォルダ \(folder) がありません。フォルダを作ってから実行するか、ある場所のパスを指定してください。",
            en: "The store's folder \(folder) does not exist. Create it first, or give a path in a folder that exists."))
    }

    static func createFolder(of path: String) throws(IntegrationsError) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            let reason = FileReason(error, path: folder)
            throw IntegrationsError(.storeUnavailable, LocalizedText(
                ja: "ストアのフォルダ \(folder) を作れません（\(reason.text.ja)）。", en: "Cannot create the store's folder \(folder) (\(reason.text.en))."),
                remedy: .writableStore)
        }
    }

    static func damagedError(_ path: String) -> IntegrationsError {
        IntegrationsError(.storeCorrupt, LocalizedText(
            ja: "ストア \(path) は SQLite データベースではないか、壊れています。このストアには何も書き込んでいません。ファイルを別名に移して（消さずに残して）からもう一度実行すると、新しいストアを作って索引し直します。",
            en: "The store \(path) is not an SQLite database or is damaged; nothing was written to it. Move the file aside (keep it, do not delete it) and run the command again: a new store is created and indexed."))
    }

    static func readOnlyError(_ path: String, action: Action) -> IntegrationsError {
        switch action {
        case .write:
            return IntegrationsError(.storeUnavailable, LocalizedText(
                ja: "ストア \(path) は読み取り専用なので書き込めません（ファイルかフォルダに書き込み権限がないか、読み取り専用のメディアです）。検索はできます。",
                en: "The store \(path) is read-only, so it cannot be written (the file or its folder is not writable, or the media is read-only). It can still be searched."),
                remedy: .writableStore)
        case .migrate:
            return IntegrationsError(.storeUnavailable, LocalizedText(
                ja: "ストア \(path) は古い形式で、読み取り専用なので更新できません。書き込めるようにするか、書き込める場所にコピーしてください。",
                en: "The store \(path) has an older schema and is read-only, so it cannot be upgraded. Make it writable, or copy it somewhere writable."),
                remedy: .writableStore)
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
