public import Foundation
import GRDB
public import IntegrationsCore
public import IntegrationsStore
public import IntegrationsAppClips

/// The full app's side of the App Clip hand-over: imports a transfer document into the store, in one
/// transaction, without duplicates (a record is the same record when its declared identity fields are,
/// compared in Unicode's canonical composition, NFC).
public struct AppClipImporter: Sendable {
    public let store: Store
    /// What the app's clip hands over.
    public let declaration: AppClipTransferDeclaration

    /// An importer on a store opened with ``StateSchema``.
    public init(store: Store, declaration: AppClipTransferDeclaration) {
        self.store = store
        self.declaration = declaration
    }

    /// Imports `transfer`; all of it or, when anything fails, none of it.
    public func `import`(_ transfer: AppClipTransfer, at date: Date) async throws(IntegrationsError) -> AppClipImportReport {
        let declaration = declaration
        return try await store.write { db in
            var report = AppClipImportReport()
            for kind in declaration.records {
                for record in transfer.records[kind.key] ?? [] {
                    // One record is one record however its text is composed: café in NFC and in NFD are the same.
                    var fields = record
                    for field in kind.identityFields { fields[field] = fields[field]?.precomposedStringWithCanonicalMapping }
                    let identity = try Self.json(kind.identityFields.map { fields[$0] ?? "" })
                    try db.execute(
                        sql: """
                            INSERT INTO clipRecord (entity, identity, fields, createdAt, importedAt) VALUES (?, ?, ?, ?, ?)
                            ON CONFLICT(entity, identity) DO NOTHING
                            """,
                        arguments: [kind.entity, identity, try Self.json(fields), transfer.createdAt, date.timeIntervalSince1970])
                    let name = kind.fields.first.flatMap { fields[$0] } ?? ""
                    if db.changesCount > 0 { report.added.append(name) } else { report.skipped.append(name) }
                }
            }
            for kind in declaration.references {
                guard let selectedKey = kind.selectedKey, let chosen = transfer.selections[selectedKey] else { continue }
                try db.execute(
                    sql: "INSERT INTO clipSelection (entity, identifier) VALUES (?, ?) ON CONFLICT(entity) DO UPDATE SET identifier = excluded.identifier",
                    arguments: [kind.entity, chosen])
                report.selected[kind.entity] = chosen
            }
            return report
        }
    }

    /// The records of `entity` imported so far, oldest first, each a field → text dictionary.
    public func importedRecords(of entity: String) async throws(IntegrationsError) -> [[String: String]] {
        try await store.read { db in
            try String.fetchAll(db, sql: "SELECT fields FROM clipRecord WHERE entity = ? ORDER BY id", arguments: [entity]).map {
                try JSONDecoder().decode([String: String].self, from: Data($0.utf8))
            }
        }
    }

    /// The identifier chosen for `entity`, if any.
    public func selection(of entity: String) async throws(IntegrationsError) -> String? {
        try await store.read { db in
            try String.fetchOne(db, sql: "SELECT identifier FROM clipSelection WHERE entity = ?", arguments: [entity])
        }
    }

    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
