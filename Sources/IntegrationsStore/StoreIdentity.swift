import Foundation
import GRDB
import IntegrationsCore

/// Tells this toolkit's stores from every other SQLite file, before anything is written to one.
///
/// A file is a store when its schema is empty (a new database, or one another process is creating this
/// moment: SQLite writes the header before the first migration commits) or when it has GRDB's
/// `grdb_migrations` table and every migration named there has the toolkit's form, `module.vN`
/// (`search.v1`, `state.v1`). Anything else — another program's tables, another GRDB app's migrations,
/// an `application_id` set by another program — is a foreign database: opening it, migrating it or
/// moving it would change another program's file, so it is refused and its bytes are left as they were.
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
        guard applicationID == 0 else { throw foreignError(path, found: names) }
        if names.isEmpty { return }
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

    static func foreignError(_ path: String, found names: [String]) -> IntegrationsError {
        let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
        let tables = names.isEmpty ? LocalizedText(ja: "", en: "") : LocalizedText(ja: "（テーブル: \(shown)）", en: " (tables: \(shown))")
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
