import Foundation
import IntegrationsCore
import IntegrationsHost
import IntegrationsState
import IntegrationsStore
import IntegrationsTestSupport
import Testing

/// The move of an app's store into its App Group container: once, without losing data, never from a
/// damaged store, and the old file never written again.
@Suite struct StoreMoveTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    static let day = Date(timeIntervalSince1970: 1_795_000_000)

    /// A store at `path` with `goals` completed.
    static func storeWithCompletions(at path: String, _ goals: [String]) async throws {
        let log = CompletionLog(store: try Store.open(at: path, schemas: [StateSchema()]))
        for goal in goals { _ = try await log.complete(goal, at: day, timeZone: tokyo) }
    }

    static func completed(at path: String) async throws -> Set<String> {
        let log = CompletionLog(store: try Store.open(at: path, schemas: [StateSchema()]))
        return Set(try await log.completions(on: CalendarDay(date: day, timeZone: tokyo)).map(\.entityID))
    }

    @Test func theStoreMovesOnceAndTheOldFileIsNeverWrittenAgain() async throws {
        let folder = try TemporaryFolder(prefix: "integrations-move")
        defer { folder.remove() }
        let old = folder.path("app/store.sqlite")
        let new = folder.path("group/store.sqlite")
        try await Self.storeWithCompletions(at: old, ["goal-1", "goal-2"])

        #expect(try StoreMove.move(from: old, to: new, at: Self.day) == .moved)
        #expect(try await Self.completed(at: new) == ["goal-1", "goal-2"])
        // The old store is kept as it was, readable.
        #expect(try await Self.completed(at: old) == ["goal-1", "goal-2"])

        // Written after the move, the group's store changes; moving again changes nothing.
        try await Self.storeWithCompletions(at: new, ["goal-3"])
        #expect(try StoreMove.move(from: old, to: new, at: Self.day) == .alreadyThere)
        #expect(try await Self.completed(at: new) == ["goal-1", "goal-2", "goal-3"])

        // A write to the old store is refused, naming where the store went.
        let oldLog = CompletionLog(store: try Store.open(at: old, schemas: [StateSchema()]))
        await #expect {
            _ = try await oldLog.complete("goal-4", at: Self.day, timeZone: Self.tokyo)
        } throws: { error in
            guard let error = error as? IntegrationsError, error.kind == .storeMoved else { return false }
            return error.message.en == "The store \(old) was moved to \(new), so it is no longer written (the old file is kept as it was)."
                && error.message.ja == "ストア \(old) は \(new) に移されたので、もう書き込みません（元のファイルはそのまま残してあります）。"
                && error.remedy == .movedStore(to: new)
        }
        #expect(try await Self.completed(at: old) == ["goal-1", "goal-2"])

        // The group's store deleted by hand: the old, moved store is not brought back.
        try FileManager.default.removeItem(atPath: new)
        #expect(try StoreMove.move(from: old, to: new, at: Self.day) == .nothingToMove)
        #expect(!FileManager.default.fileExists(atPath: new))
    }

    /// An empty file where the group's store goes is no store: the app's store is moved over it.
    @Test func anEmptyDestinationFileIsReplaced() async throws {
        let folder = try TemporaryFolder(prefix: "integrations-move")
        defer { folder.remove() }
        let old = folder.path("app/store.sqlite")
        let new = folder.path("group/store.sqlite")
        try await Self.storeWithCompletions(at: old, ["goal-1"])
        try FileManager.default.createDirectory(atPath: folder.path("group"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: new, contents: Data())
        #expect(try StoreMove.move(from: old, to: new, at: Self.day) == .moved)
        #expect(try await Self.completed(at: new) == ["goal-1"])
    }

    @Test func nothingToMoveWithoutAStore() throws {
        let folder = try TemporaryFolder(prefix: "integrations-move")
        defer { folder.remove() }
        #expect(try StoreMove.move(from: folder.path("none.sqlite"), to: folder.path("group/store.sqlite"), at: Self.day) == .nothingToMove)
        #expect(!FileManager.default.fileExists(atPath: folder.path("group")))
    }

    /// A damaged store is refused: neither it nor the destination is written.
    @Test func aDamagedStoreIsNotMoved() async throws {
        let folder = try TemporaryFolder(prefix: "integrations-move")
        defer { folder.remove() }
        let old = folder.path("app/store.sqlite")
        let new = folder.path("group/store.sqlite")
        try await Self.storeWithCompletions(at: old, (1...300).map { "goal-\($0)" })
        try StoreDamage.overwritePages(of: old)
        let before = try Data(contentsOf: URL(fileURLWithPath: old))
        #expect {
            try StoreMove.move(from: old, to: new, at: Self.day)
        } throws: { error in
            (error as? IntegrationsError)?.kind == .storeCorrupt
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: old)) == before)
        #expect(!FileManager.default.fileExists(atPath: new))
    }

    /// A destination that cannot be created (its folder's place is taken by a file): an error naming it,
    /// and the old store as it was, still the app's.
    @Test func anUncreatableDestinationLeavesTheStore() async throws {
        let folder = try TemporaryFolder(prefix: "integrations-move")
        defer { folder.remove() }
        let old = folder.path("app/store.sqlite")
        try await Self.storeWithCompletions(at: old, ["goal-1"])
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folder.path("group")))
        #expect {
            try StoreMove.move(from: old, to: folder.path("group/store.sqlite"), at: Self.day)
        } throws: { error in
            guard let error = error as? IntegrationsError else { return false }
            return error.kind == .storeUnavailable && error.message.en.hasPrefix("Cannot create the store's folder \(folder.path("group")) (")
        }
        // Still the app's store: writable, not marked as moved.
        try await Self.storeWithCompletions(at: old, ["goal-2"])
        #expect(try await Self.completed(at: old) == ["goal-1", "goal-2"])
    }

    @Test(arguments: [
        (nil, [:], "/home/u/.local/share/integrations/com.appcadia.app/store.sqlite", nil),
        ("group.com.appcadia.shared", [:],
         "/home/u/.local/share/integrations/group-containers/group.com.appcadia.shared/store.sqlite",
         "/home/u/.local/share/integrations/com.appcadia.app/store.sqlite"),
        ("group.com.appcadia.shared", ["XDG_DATA_HOME": "/data"],
         "/data/integrations/group-containers/group.com.appcadia.shared/store.sqlite", "/data/integrations/com.appcadia.app/store.sqlite"),
        // A store given by the environment is the store: nothing moves.
        ("group.com.appcadia.shared", ["INTEGRATIONS_STORE": "/tmp/x.sqlite"], "/tmp/x.sqlite", nil),
        // A group name that is not one path component stays one.
        ("..", [:], "/home/u/.local/share/integrations/group-containers/_../store.sqlite",
         "/home/u/.local/share/integrations/com.appcadia.app/store.sqlite"),
    ] as [(String?, [String: String], String, String?)])
    func whereTheStoreLives(group: String?, environment: [String: String], path: String, previous: String?) {
        var environment = environment
        environment["HOME"] = "/home/u"
        let app = AppIdentity(name: "Appcadia", bundleIdentifier: "com.appcadia.app", appGroup: group)
        #expect(StoreLocation.resolve(app, environment: environment) == StoreLocation.Resolved(path: path, previousPath: previous))
    }
}
