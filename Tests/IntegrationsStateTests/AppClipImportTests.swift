import Foundation
import GRDB
import IntegrationsAppClips
import IntegrationsCore
import IntegrationsState
import IntegrationsStore
import IntegrationsTestSupport
import Testing

/// The hand-over's import for a declaration that is not the sample's: recipes created in a clip, the
/// chef chosen there.
@Suite struct AppClipImportTests {
    static let declaration = AppClipTransferDeclaration(
        storage: 1024,
        records: [.init(entity: "recipe", key: "recipes", maximum: 2, fields: ["name", "cuisine", "notes"], required: ["name"], sameWhen: ["name", "cuisine"])],
        references: [.init(entity: "chef", key: "chefIds", maximum: 1, selectedKey: "chefId")])

    static func document(_ recipes: [[String: String]], chef: String? = nil) -> AppClipTransfer {
        AppClipTransfer(
            createdAt: "2026-11-22T12:00:00Z", records: ["recipes": recipes], references: chef.map { ["chefIds": [$0]] } ?? [:],
            selections: chef.map { ["chefId": $0] } ?? [:])
    }

    @Test func aRecordIsImportedOnceHoweverItsTextIsComposed() async throws {
        let temporary = try TemporaryLog()
        defer { temporary.remove() }
        let importer = AppClipImporter(store: try temporary.open().store, declaration: Self.declaration)
        let first = try await importer.import(
            Self.document([["name": "Caf\u{e9} au lait", "cuisine": "French", "notes": "hot"]], chef: "chef-1"), at: instant("2026-11-22T21:00:00+09:00"))
        #expect(first == AppClipImportReport(added: ["Café au lait"], skipped: [], selected: ["chef": "chef-1"]))
        // The same name in NFD, other notes: the same recipe (identity is name and cuisine), skipped.
        let second = try await importer.import(
            Self.document([["name": "Cafe\u{301} au lait", "cuisine": "French", "notes": "iced"], ["name": "Ramen", "cuisine": "Japanese", "notes": ""]], chef: "chef-2"),
            at: instant("2026-11-23T21:00:00+09:00"))
        #expect(second.added == ["Ramen"])
        #expect(second.skipped == ["Caf\u{e9} au lait"])
        #expect(try await importer.importedRecords(of: "recipe").map { $0["notes"] } == ["hot", ""])
        #expect(try await importer.selection(of: "chef") == "chef-2")
    }

    /// The document's limits and required fields, as the app declares them.
    @Test(arguments: [
        (AppClipImportTests.document([["name": "a", "cuisine": "", "notes": ""], ["name": "b", "cuisine": "", "notes": ""], ["name": "c", "cuisine": "", "notes": ""]]),
         "recipes holds 3; an App Clip holds at most 2"),
        (AppClipImportTests.document([["name": "  ", "cuisine": "", "notes": ""]]), "recipes[0] has an empty name"),
        (AppClipTransfer(createdAt: "2026-11-22T12:00:00Z", references: ["chefIds": ["chef-1"]], selections: ["chefId": "chef-2"]),
         "the chefId \"chef-2\" is not in chefIds"),
        (AppClipTransfer(version: "0.9", createdAt: "2026-11-22T12:00:00Z"), "a transfer document of version \"0.9\" cannot be read (known: 1.0.0)"),
    ])
    func aDocumentOverItsDeclarationIsRefused(document: AppClipTransfer, problem: String) {
        #expect(document.problem(Self.declaration, size: 100)?.en == problem)
    }

    @Test func aDocumentIsReadOnlyInTheDeclaredShape() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[AppClipTransfer.declarationKey] = Self.declaration
        let read = try decoder.decode(AppClipTransfer.self, from: Data(#"{"version": "1.0.0", "createdAt": "x", "recipes": [{"name": "n", "cuisine": "c", "notes": ""}], "chefId": "chef-1"}"#.utf8))
        #expect(read.records["recipes"]?.first?["cuisine"] == "c")
        #expect(read.selections == ["chefId": "chef-1"])
        let unknown = #expect(throws: UnknownKeyError.self) {
            try decoder.decode(AppClipTransfer.self, from: Data(#"{"version": "1.0.0", "createdAt": "x", "recipes": [{"name": "n", "cuisine": "c", "notes": "", "spice": "hot"}]}"#.utf8))
        }
        #expect(unknown?.path == "$.recipes[0].spice")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AppClipTransfer.self, from: Data(#"{"version": "1.0.0", "createdAt": "x"}"#.utf8)) }
    }

    /// A store an earlier version wrote, with that version's hand-over migration and tables, still opens:
    /// its tables are left as they were and the general ones are added beside them.
    @Test func aStoreFromTheEarlierHandOverOpensAndKeepsItsTables() async throws {
        let temporary = try TemporaryLog()
        defer { temporary.remove() }
        let queue = try DatabaseQueue(path: temporary.folder.path("store.sqlite"))
        try await queue.write { db in
            try db.execute(sql: """
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('state.v1'), ('clipTransfer.v1');
                CREATE TABLE completion (id INTEGER PRIMARY KEY, entityID TEXT NOT NULL, day TEXT NOT NULL, timestamp DOUBLE NOT NULL, timeZone TEXT NOT NULL, UNIQUE(entityID, day));
                CREATE TABLE earlierHandOver (id INTEGER PRIMARY KEY, title TEXT);
                INSERT INTO earlierHandOver (title) VALUES ('kept');
                """)
        }
        try queue.close()
        let store = try temporary.open().store
        let tables = try await store.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") }
        #expect(tables.contains("earlierHandOver") && tables.contains("clipRecord"))
        #expect(try await store.read { try String.fetchOne($0, sql: "SELECT title FROM earlierHandOver") } == "kept")
    }
}
