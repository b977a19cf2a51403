import EmbeddedSample
import Foundation
import GRDB
import IntegrationsApp
import IntegrationsCore
import IntegrationsHost
import IntegrationsState
import IntegrationsStore
import IntegrationsTestSupport
import Testing

/// Whether a store reads through a memory map is the opener's choice, for a new store and for one that
/// exists alike, and a host passes it on: a command's reads copy pages, a long-lived process maps them.
@Suite struct StoreMemoryMapTests {
    static func mapSize(_ store: Store) throws -> Int? {
        try store.read { db in try Int.fetchOne(db, sql: "PRAGMA mmap_size") }
    }

    @Test(arguments: [(true, Store.memoryMapSize), (false, 0)])
    func theStoreMapsTheFileOnlyWhenAsked(readsThroughMemoryMap: Bool, expected: Int) throws {
        let folder = try TemporaryFolder(prefix: "integrations-mmap")
        defer { folder.remove() }
        let path = folder.path("store.sqlite")
        let created = try Store.open(at: path, schemas: [StateSchema()], readsThroughMemoryMap: readsThroughMemoryMap)
        #expect(try Self.mapSize(created) == expected)
        let existing = try Store.open(at: path, schemas: [StateSchema()], readsThroughMemoryMap: readsThroughMemoryMap)
        #expect(try Self.mapSize(existing) == expected)
    }

    @Test(arguments: [(true, Store.memoryMapSize), (false, 0)])
    func theHostPassesTheChoiceOn(readsThroughMemoryMap: Bool, expected: Int) throws {
        let folder = try TemporaryFolder(prefix: "integrations-mmap")
        defer { folder.remove() }
        let opened = try AppHost.open(
            app: try App.embedded(), store: .file(folder.path("store.sqlite")), readsThroughMemoryMap: readsThroughMemoryMap)
        #expect(try Self.mapSize(opened.host.store) == expected)
    }
}
