import Foundation
import GRDB
import Testing
import IntegrationsTestSupport

/// Data another program owns, or text the store cannot keep whole, is refused before anything is written.
@Suite struct ForeignStoreCommandTests {
    /// Every command family that opens the store, reading or writing.
    static let commands: [[String]] = [
        ["search", "目標"], ["progress"], ["index"], ["index", "--delete-all"],
        ["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--yes"],
        ["notification", "pending"], ["widget", "reloads"], ["widget", "timeline", "ProgressSummaryWidget"],
    ]

    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Runs every command against the file at `path` with `--json` and expects each to exit 1 with the error
    /// document of `kind` naming the file, leaving the file's bytes as they were (and, for a file not in WAL
    /// mode, not switching it to WAL). The refusals' wording is pinned once, in `StoreRefusalTextTests`.
    static func expectRefused(_ runner: CommandRunner, path: String, kind: String, inWAL: Bool = false) throws {
        let before = try bytes(path)
        for arguments in commands {
            let result = try runner.run(arguments + ["--store", path, "--locale", "en", "--json"])
            #expect(result.status == 1, "\(arguments) exited \(result.status): \(result.error)")
            let failure = try errorDocument(result.output)
            #expect(failure.kind == kind, "\(arguments): \(result.output)")
            #expect(failure.exitCode == 1, "\(arguments): \(result.output)")
            #expect(failure.message.contains(path), "\(arguments): \(result.output)")
            #expect(try bytes(path) == before, "\(arguments) changed the file")
            if !inWAL { #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "\(arguments) switched the file to WAL") }
        }
    }

    /// The `{"error": {"kind", "message", "exitCode"}}` document a command prints under `--json` when it fails.
    static func errorDocument(_ output: String) throws -> (kind: String?, message: String, exitCode: Int?) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String: Any]], "\(output)")
        let failure = try #require(document["error"], "\(output)")
        return (failure["kind"] as? String, failure["message"] as? String ?? "", failure["exitCode"] as? Int)
    }

    /// Another program's database, made by SQL: its tables as the message names them.
    @Test(arguments: [
        ("CREATE TABLE notes(x); INSERT INTO notes VALUES ('precious')", "notes"),
        // A table of the store's own name does not make it a store.
        ("CREATE TABLE searchItem(uniqueIdentifier TEXT); INSERT INTO searchItem VALUES ('mine')", "searchItem"),
        // Another GRDB app's migrations.
        ("CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); INSERT INTO grdb_migrations VALUES ('createNotes'); CREATE TABLE note(x)",
         "grdb_migrations, note"),
        // A store's migration names, but another program's application_id.
        ("PRAGMA application_id = 1179536979; CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); INSERT INTO grdb_migrations VALUES ('search.v1')",
         "grdb_migrations"),
    ])
    func anotherProgramsDatabaseIsNeverTakenOver(sql: String, tables: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let path = runner.temporary.path("other.sqlite")
        try DatabaseQueue(path: path).writeWithoutTransaction { db in try db.execute(sql: sql) }
        try Self.expectRefused(runner, path: path, kind: "storeForeign")
        // The tables the refusal names: the file's own, not the store's.
        let result = try runner.run(["search", "目標", "--store", path, "--json"])
        #expect(try Self.errorDocument(result.output).message.contains(tables), "\(result.output)")
    }

    /// What a folder holds: each file's name and bytes.
    static func contents(_ folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            result[name] = try bytes((folder as NSString).appendingPathComponent(name))
        }
        return result
    }

    /// Another program's database in WAL mode, closed: the file alone, no -wal or -shm beside it.
    static func foreignWALDatabase(at path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "CREATE TABLE notes(x); INSERT INTO notes VALUES ('precious')")
        }
        try queue.close()
    }

    @Test func aForeignDatabaseInWALModeIsRefusedWithoutAFileMadeBesideIt() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.temporary.path("foreign")
        let path = "\(folder)/other.sqlite"
        try Self.foreignWALDatabase(at: path)
        let before = try Self.contents(folder)
        #expect(before.keys.sorted() == ["other.sqlite"])
        for arguments in Self.commands {
            let result = try runner.run(arguments + ["--store", path, "--json"])
            #expect(result.status == 1, "\(arguments) exited \(result.status): \(result.error)")
            #expect(try Self.errorDocument(result.output).kind == "storeForeign", "\(arguments): \(result.output)")
            #expect(try Self.contents(folder) == before, "\(arguments) changed the folder")
        }
    }

    /// A database with no tables is new only as this toolkit's own creation leaves it (Docs/Decisions.md).
    /// (What the refusal says of each file is pinned in StoreRefusalTextTests.)
    @Test(arguments: [
        "PRAGMA user_version = 7",
        "PRAGMA application_id = 42; CREATE TABLE t(x); DROP TABLE t",
        "CREATE TABLE t(x); DROP TABLE t",
        "PRAGMA journal_mode = WAL; CREATE TABLE t(x); DROP TABLE t",
    ])
    func aDatabaseWithNoTablesThatIsNotEmptyIsNeverTakenOver(sql: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let path = runner.temporary.path("other.sqlite")
        try DatabaseQueue(path: path).writeWithoutTransaction { db in try db.execute(sql: sql) }
        try Self.expectRefused(runner, path: path, kind: "storeForeign", inWAL: sql.contains("WAL"))
    }

    @Test func aStoreFromANewerVersionIsNeitherReadNorWritten() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        #expect(try runner.run(["index"]).status == 0)
        // The newer version's own migration, applied; the file is then checkpointed out of WAL.
        let queue = try DatabaseQueue(path: runner.storePath)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('search.v99')") }
        try queue.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        try queue.close()
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: runner.storePath + suffix) }
        let path = runner.storePath
        try Self.expectRefused(runner, path: path, kind: "storeFromNewerVersion", inWAL: true)
        let result = try runner.run(["search", "目標", "--store", path, "--json"])
        #expect(try Self.errorDocument(result.output).message.contains("search.v99"), "the migration it does not know: \(result.output)")
    }

    @Test func anEmptyFileIsANewStore() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let path = runner.temporary.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(try runner.run(["search", "目標", "--store", path]).status == 0)
        // So is what this toolkit's creation leaves before its first migration commits (another process may
        // see it that moment, or a run stopped there): WAL mode, one page, nothing else.
        let begun = runner.temporary.path("begun.sqlite")
        try DatabaseQueue(path: begun).writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        #expect(try Self.bytes(begun).count == 4096)
        #expect(try runner.run(["search", "目標", "--store", begun]).status == 0)
    }

    @Test func theAppGroupMoveLeavesAForeignFileAtTheOldPathAsItWas() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let data = runner.folder.appendingPathComponent("data").path
        let old = "\(data)/integrations/com.appcadia.app/store.sqlite"
        let group = "\(data)/integrations/group-containers/group.com.appcadia.shared/store.sqlite"
        try FileManager.default.createDirectory(atPath: (old as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try DatabaseQueue(path: old).write { db in
            try db.execute(sql: "CREATE TABLE notes(x); INSERT INTO notes VALUES ('precious')")
        }
        let before = try Self.bytes(old)
        runner.overrides["XDG_DATA_HOME"] = data
        runner.overrides["INTEGRATIONS_STORE"] = ""
        let result = try runner.run(["search", "目標", "--json"])
        #expect(result.status == 1)
        let failure = try Self.errorDocument(result.output)
        #expect(failure.kind == "storeForeign", "\(result.output)")
        #expect(failure.message.contains(old), "the file at the old path: \(result.output)")
        #expect(try Self.bytes(old) == before)
        #expect(!FileManager.default.fileExists(atPath: group))
    }
}

/// The exact texts of the store refusals, in Japanese and English, pinned in one place: the behaviour tests
/// above assert on the error document's kind.
@Suite struct StoreRefusalTextTests {
    static let foreign = (
        ja: "{path} は integrations のストアではない SQLite データベースです{detail}。別のプログラムのファイルなので、開きも書き込みもしていません。ストアには別のパス（存在しないファイルか空のファイル）を指定してください。\n",
        en: "{path} is an SQLite database that is not an integrations store{detail}. It belongs to another program, so it was neither opened for writing nor changed. Give the store another path (a file that does not exist yet, or an empty one).\n")

    /// A file made by `sql`, refused by `search` with its detail in each language.
    @Test(arguments: [
        ("CREATE TABLE notes(x); INSERT INTO notes VALUES ('precious')", "（テーブル: notes）", " (tables: notes)"),
        ("CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); INSERT INTO grdb_migrations VALUES ('createNotes'); CREATE TABLE note(x)",
         "（テーブル: grdb_migrations, note）", " (tables: grdb_migrations, note)"),
        ("PRAGMA user_version = 7", "（テーブルはなく、user_version 7）", " (no tables, and user_version 7)"),
        ("PRAGMA application_id = 42; CREATE TABLE t(x); DROP TABLE t", "（テーブルはなく、application_id 42）", " (no tables, and application_id 42)"),
        ("CREATE TABLE t(x); DROP TABLE t", "（テーブルはありませんが、空のファイルではありません）", " (no tables, but not an empty file)"),
        ("PRAGMA journal_mode = WAL; CREATE TABLE t(x); DROP TABLE t", "（テーブルはありませんが、空のファイルではありません）", " (no tables, but not an empty file)"),
    ])
    func anotherProgramsFile(sql: String, ja: String, en: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let path = runner.temporary.path("other.sqlite")
        try DatabaseQueue(path: path).writeWithoutTransaction { db in try db.execute(sql: sql) }
        for (locale, template, detail) in [("ja", Self.foreign.ja, ja), ("en", Self.foreign.en, en)] {
            let result = try runner.run(["search", "目標", "--store", path, "--locale", locale])
            #expect(result.status == 1)
            #expect(result.error == template.replacingOccurrences(of: "{path}", with: path).replacingOccurrences(of: "{detail}", with: detail))
        }
    }

    // A store from a newer version: its sentences are made by the library in SearchTextTests.aStoreFromANewerVersion.

    /// A store another process holds exclusively, and a store in a folder that does not exist.
    @Test func aLockedStoreAndAMissingFolder() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        #expect(try runner.run(["index"]).status == 0)
        let queue = try DatabaseQueue(path: runner.storePath)
        try queue.inDatabase { db in
            try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
            try db.execute(sql: "BEGIN IMMEDIATE; INSERT OR REPLACE INTO searchClientState(id, clientState) VALUES (1, x'00'); COMMIT")
            try runner.expectWording(
                ["search", "目標"],
                ja: "ストア {store} は別のプロセスがロックしています。そのプロセスが終わるのを待ってもう一度実行してください。--store で別のストアを指定することもできます。\n",
                en: "The store {store} is locked by another process. Wait for that process to finish and run the command again. Or give another store with --store.\n",
                fill: ["store": runner.storePath])
        }
        let missing = runner.temporary.path("no/such/folder")
        try runner.expectWording(
            ["search", "目標", "--store", missing + "/s.sqlite"],
            ja: "ストアのフォルダ {missing} がありません。フォルダを作ってから実行するか、ある場所のパスを指定してください。\n",
            en: "The store's folder {missing} does not exist. Create it first, or give a path in a folder that exists.\n",
            fill: ["missing": missing])
    }

    /// A store path that is a folder, and a sample with nowhere to be written (TMPDIR: a process).
    @Test func aStorePathThatIsAFolderAndNowhereForTheSample() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(
            ["search", "x", "--store", runner.folder.path],
            ja: "ストアのパス {folder} はフォルダです。フォルダの中のファイル（例: {folder}/store.sqlite）にしてください。書き込めるストアのファイルを --store か INTEGRATIONS_STORE で指定してください。\n",
            en: "The store's path {folder} is a folder; it must be a file, such as {folder}/store.sqlite. Give a writable store file with --store or INTEGRATIONS_STORE.\n",
            fill: ["folder": runner.folder.path])
        runner.overrides["XDG_CACHE_HOME"] = "/dev/null/cache"
        runner.overrides["HOME"] = "/dev/null"
        runner.overrides["TMPDIR"] = "/dev/null"
        try runner.expectWording(
            ["search", "x"],
            ja: "組み込みのサンプルアプリ Appcadia のファイルを書けるフォルダがありません（XDG_CACHE_HOME、~/.cache、一時フォルダ）。書けるフォルダを XDG_CACHE_HOME に指定してください。integrations.json のあるフォルダを --app で指定してください。\n",
            en: "No folder can take the embedded sample app Appcadia's files (XDG_CACHE_HOME, ~/.cache, the temporary folder). Point XDG_CACHE_HOME at a folder you can write to. Give the folder that holds integrations.json with --app.\n")
    }

    /// The notice of the move into the App Group container, and the refusal of the old path after it
    /// (the behaviour: AppGroupMoveCommandTests).
    @Test(arguments: [
        ("ja", "ストアを App Group のコンテナに移しました: {old} → {group}（元のファイルは残してあり、もう書き込みません）。\n",
         "ストア {old} は {group} に移されたので、もう書き込みません（元のファイルはそのまま残してあります）。--store か INTEGRATIONS_STORE で {group} を指定するか、指定を外してください。\n"),
        ("en", "Moved the store into the App Group container: {old} → {group} (the old file is kept and no longer written).\n",
         "The store {old} was moved to {group}, so it is no longer written (the old file is kept as it was). Give {group} with --store or INTEGRATIONS_STORE, or give neither.\n"),
    ])
    func theAppGroupMove(locale: String, notice: String, refusal: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let data = runner.folder.appendingPathComponent("data").path
        let old = "\(data)/integrations/com.appcadia.app/store.sqlite"
        let group = "\(data)/integrations/group-containers/group.com.appcadia.shared/store.sqlite"
        let filled = { (text: String) in text.replacingOccurrences(of: "{old}", with: old).replacingOccurrences(of: "{group}", with: group) }
        runner.overrides["XDG_DATA_HOME"] = data
        runner.overrides["INTEGRATIONS_STORE"] = old
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--yes"]).status == 0)
        runner.overrides["INTEGRATIONS_STORE"] = ""
        let moving = try runner.run(["progress", "--locale", locale])
        #expect(moving.status == 0)
        #expect(moving.error == filled(notice))
        runner.overrides["INTEGRATIONS_STORE"] = old
        let refused = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-2", "--yes", "--locale", locale])
        #expect(refused.status == 1)
        #expect(refused.error == filled(refusal))
    }
}

/// Text with a NUL character would be cut at it where it is stored: it is refused at the line and column.
@Suite struct NULTextCommandTests {
    @Test func anItemLineWithANULIsRefusedWhole() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let items = try runner.itemsFile([
            #"{"uniqueIdentifier": "n1", "domainIdentifier": "notes", "attributeSet": {"title": "fine"}}"#,
            #"{"uniqueIdentifier": "n2", "domainIdentifier": "notes", "attributeSet": {"title": "abc\u0000def"}}"#,
        ])
        // Refused at its line and column (the sentence: InputRefusalTextTests.aNULCharacter), nothing indexed.
        let result = try runner.run(["index", "--items", items, "--json"])
        try result.expectFailure("invalidItems", naming: [items, "87", #"\u0000"#])
        #expect(try runner.run(["search", "fine", "--domain", "notes"]).status == 3)
    }

    @Test func aRecordWithANULIsRefusedAtItsLine() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try AppFixtureCopy(runner)
        try app.edit("goals.json") { $0.replacingOccurrences(of: #""title": "読書30分""#, with: #""title": "読書\u000030分""#) }
        let result = try runner.run(["search", "読書", "--app", app.path, "--json"])
        try result.expectFailure("invalidAppData", naming: [#"\u0000"#])
        #expect(try result.failure().message.hasPrefix("\(app.path)/goals.json "), "the file first: \(result.output)")
    }

    @Test func aTransferDocumentWithTwoTitlesAlikeButForANULIsRefused() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let document = """
            {"version": "1.0.0", "createdAt": "2026-11-21T10:00:00Z", "goals": [
              {"title": "X\\u0000one", "category": "c", "targetDescription": "t", "difficulty": "easy", "motivation": "m"},
              {"title": "X\\u0000two", "category": "c", "targetDescription": "t", "difficulty": "easy", "motivation": "m"}]}
            """
        let result = try runner.run(["clip-transfer", "import", "-", "--json"], input: Data(document.utf8))
        try result.expectFailure("invalidTransfer", naming: ["15", #"\u0000"#])
    }
}

/// A copy of the embedded sample app's folder, to change one file of it.
struct AppFixtureCopy {
    let path: String

    init(_ runner: CommandRunner) throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Appcadia")
        path = runner.temporary.path("app-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: source.path, toPath: path)
    }

    func edit(_ file: String, _ change: (String) -> String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        precondition(changed != text, "the edit changed nothing in \(file)")
        try changed.write(to: url, atomically: true, encoding: .utf8)
    }
}

/// Numbers from the command line and the environment are bounded where they enter.
@Suite struct NumberBoundsCommandTests {
    @Test func aLimitOverTheMaximumIsAUsageError() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["search", "目標", "--limit", "9223372036854775792", "--json"])
        try result.expectFailure("usage", exitCode: 64, naming: ["--limit", "1000000"])
        #expect(try runner.run(["search", "目標", "--limit", "1000000"]).status == 0)
    }

    @Test(arguments: ["3000000", "1e300", "inf", "abc", "-5", "nan", "0x10"])
    func aBadBusyTimeoutWarnsOnceAndTheDefaultApplies(value: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_BUSY_TIMEOUT"] = value
        let result = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--yes"])
        #expect(result.status == 0, "\(result.error)")
        // One line naming the variable and the value (its wording: UsageTextTests.aBadBusyTimeout).
        #expect(result.error.split(separator: "\n").count == 1 && result.error.contains("INTEGRATIONS_BUSY_TIMEOUT") && result.error.contains(value), "\(result.error)")
    }

    @Test(arguments: ["0", "2.5", "3600"])
    func aBusyTimeoutInRangeIsTakenWithoutAWord(value: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_BUSY_TIMEOUT"] = value
        let result = try runner.run(["search", "目標"])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
    }
}

/// Inputs are read up to their limit and no further: an endless input is refused at the door.
@Suite struct BoundedReadCommandTests {
    /// Each command that reads a file or standard input, with the error's kind and the limit its refusal
    /// names (the sentences: InputRefusalTextTests.anEndlessInput).
    static let readers: [(arguments: [String], kind: String, limit: String)] = [
        (["activity", "continue"], "invalidActivity", "65536"),
        (["aasa", "check", "https://appcadia.com/goals/1", "--file"], "invalidManifest", "131072"),
        (["notification", "validate-payload"], "invalidNotification", "65536"),
        (["clip-transfer", "import"], "invalidTransfer", "5242880"),
        (["index", "--items"], "invalidItems", "67108864"),
    ]

    @Test(arguments: readers.map(\.arguments))
    func anEndlessFileIsRefusedAtItsLimit(arguments: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(arguments + ["/dev/zero", "--json"])
        let reader = try #require(Self.readers.first { $0.arguments == arguments })
        try result.expectFailure(reader.kind, naming: ["/dev/zero", reader.limit])
    }

    @Test(arguments: readers.map(\.arguments))
    func endlessStandardInputIsRefusedAtItsLimit(arguments: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.shell("yes | integrations \(arguments.joined(separator: " ")) - --json --locale en")
        let reader = try #require(Self.readers.first { $0.arguments == arguments })
        try result.expectFailure(reader.kind, naming: ["standard input", reader.limit])
    }

    @Test func aNamedPipeWithNoWriterReadsAsEmptyInsteadOfBlocking() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let fifo = runner.temporary.path("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        // Read as an empty document (the sentence: InputRefusalTextTests.aNamedPipeWithNoWriter).
        let result = try runner.run(["activity", "continue", fifo, "--json"])
        try result.expectFailure("invalidActivity", naming: [fifo])
    }

    @Test func aPropertyListOverItsLimitIsRefusedBeforeItIsRead() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let plist = runner.temporary.path("Info.plist")
        #expect(FileManager.default.createFile(atPath: plist, contents: Data(repeating: 0x20, count: 1024 * 1024 + 1)))
        let result = try runner.run(["check", "--info-plist", plist, "--json"])
        #expect(result.status == 2)
        let unread = try result.diagnostics().filter { $0["file"] as? String == plist }
        #expect(unread.map { $0["code"] as? String } == ["plist.unreadable"], "\(unread)")
        #expect(unread.first.map { ($0["message"] as? String ?? "").contains("1048577") && ($0["message"] as? String ?? "").contains("1048576") } == true, "\(unread)")
    }
}

/// Many processes completing at once lose nothing: every completion keeps its donation and reloads.
@Suite struct ConcurrentCompletionCommandTests {
    @Test func everyConcurrentCompletionKeepsItsDonationAndReloads() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_BUSY_TIMEOUT"] = "60"
        #expect(try runner.run(["index"]).status == 0)
        let goals = (1...16).map { "goal-\($0)" }
        // Completions, searches and progress reads all at once, as the issue's mixed writers were.
        let processes = try goals.flatMap { goal in
            [try runner.start(["intent", "run", "CompleteGoal", "--param", "goal=\(goal)", "--yes"]),
             try runner.start(["progress"])]
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: processes.count))
        let queue = try DatabaseQueue(path: runner.storePath)
        let (completions, donations, reloads) = try queue.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM completion") ?? 0,
             try Set(String.fetchAll(db, sql: "SELECT uniqueIdentifier FROM searchItem WHERE domainIdentifier = 'donated-activities'")),
             try Int.fetchOne(db, sql: "SELECT count(DISTINCT reason) FROM widgetReload") ?? 0)
        }
        #expect(completions == goals.count)
        #expect(donations == Set(goals.map { "com.appcadia.goal.completed:\($0)" }))
        #expect(reloads == goals.count)
    }
}

/// An impossible date is refused where it enters, with the line and path, never shifted to another day.
@Suite struct ImpossibleDateCommandTests {
    @Test(arguments: ["2027-06-31T00:00:00Z", "2027-02-30T00:00:00Z", "2027-01-01T99:00:00Z", "2027-01-01T09:00:00+99:00"])
    func anItemsExpirationDateThatDoesNotExistIsRefused(date: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let items = try runner.itemsFile([#"{"uniqueIdentifier": "n1", "expirationDate": "\#(date)", "attributeSet": {"title": "x"}}"#])
        let result = try runner.run(["index", "--items", items, "--json"])
        try result.expectFailure("invalidItems", naming: [items, "$.expirationDate", "46"])
    }

    @Test func aPredicateDateThatDoesNotExistIsASyntaxError() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["search", "contentModificationDate > $time.iso(2027-02-30)", "--json"])
        try result.expectFailure("invalidQuery", naming: ["37", "2027-02-30)"])
    }

    @Test func nextDatesAfterATimeThatDoesNotExistIsAUsageError() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["notification", "next-dates", "--trigger", #"{"calendar": {"hour": 8}}"#, "--after", "2027-01-01T99:00:00Z", "--json"])
        try result.expectFailure("usage", exitCode: 64, naming: ["--after"])
    }

    @Test func anActivityExpirationWithAnImpossibleOffsetIsRefusedAtItsLine() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let activity = #"{"activityType": "com.appcadia.goal.editing", "expirationDate": "2027-01-01T09:00:00+99:00", "userInfo": {"goalId": 12}}"#
        let result = try runner.run(["activity", "continue", "-", "--json"], input: Data(activity.utf8))
        try result.expectFailure("invalidActivity", naming: ["$.expirationDate", "65"])
    }

    @Test func aTransferCreatedOnADayThatDoesNotExistIsRefused() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let document = #"{"version": "1.0.0", "createdAt": "2027-02-30T00:00:00Z", "goals": []}"#
        let result = try runner.run(["clip-transfer", "import", "-", "--json"], input: Data(document.utf8))
        try result.expectFailure("invalidTransfer", naming: ["createdAt", "2027-02-30T00:00:00Z"])
    }
}

/// Numbers out of their documented range are refused where they enter, and `check` reports the
/// manifest's.
@Suite struct NumberRangeCommandTests {
    @Test(arguments: ["1e308", "0", "-5"])
    func aTriggerIntervalOutOfRangeIsRefused(interval: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["notification", "next-dates", "--trigger", #"{"timeInterval": \#(interval)}"#, "--json"])
        try result.expectFailure("invalidNotification", naming: ["--trigger", "timeInterval"])
    }

    @Test(arguments: [("5", "5.0"), ("-5", "-5.0"), ("1.01", "1.01")])
    func anItemsRankingHintOutsideZeroToOneIsRefused(hint: String, shown: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let items = try runner.itemsFile([#"{"uniqueIdentifier": "n1", "attributeSet": {"title": "x", "rankingHint": \#(hint)}}"#])
        let result = try runner.run(["index", "--items", items, "--json"])
        try result.expectFailure("invalidItems", naming: [items, "rankingHint", shown])
    }

    @Test(arguments: [
        (#""refreshInterval": 3600"#, #""refreshInterval": 1e308"#, "error: expected a number of seconds above 0 and at most 604800, 7 days (not 1e+308)"),
        (#""refreshInterval": 3600"#, #""refreshInterval": -5"#, "error: expected a number of seconds above 0 and at most 604800, 7 days (not -5.0)"),
        (#""postpone": 1800"#, #""postpone": 1e308"#, "error: the postponement must be at most 3155760000 seconds, 100 years (it is 1e+308)"),
    ])
    func aManifestNumberOutOfRangeIsAnErrorInCheck(original: String, changed: String, diagnostic: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try AppFixtureCopy(runner)
        try app.edit("integrations.json") { $0.replacingOccurrences(of: original, with: changed) }
        let check = try runner.run(["check", "--app", app.path, "--locale", "en"])
        #expect(check.status == 2)
        #expect(check.output.contains(diagnostic), "\(check.output)")
    }

    @Test func aWidgetRefreshIntervalOutOfRangeStopsTheAppLoading() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try AppFixtureCopy(runner)
        try app.edit("integrations.json") { $0.replacingOccurrences(of: #""refreshInterval": 3600"#, with: #""refreshInterval": 1e308"#) }
        let result = try runner.run(["widget", "timeline", "ProgressSummaryWidget", "--app", app.path, "--json"])
        try result.expectFailure("invalidManifest", naming: ["\(app.path)/integrations.json", "$.widgets[0].refreshInterval", "604800", "1e+308"])
    }
}

/// A URL is read as the browser that opens it reads it, so a host trick cannot pass for the app's domain.
@Suite struct HostConfusionCommandTests {
    static let evil = #"https://evil.com\@appcadia.com/goals/12"#

    @Test func aBackslashBeforeTheAtSignSendsTheBrowserElsewhereAndNoRouteMatches() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["route", Self.evil, "--json"])
        #expect(result.status == 3)
        let miss = try result.object()
        #expect(miss["match"] as? Bool == false && miss["matchedPrefix"] as? String == "", "\(miss)")
        #expect(miss["nearestRoutes"] as? [String] == [], "\(miss)")
        // The URL as the browser reads it is said on standard error only (the miss document has no field
        // for it; the sentences: URLTextTests.aBackslashBeforeTheAtSign).
        let text = try runner.run(["route", Self.evil])
        #expect(text.status == 3)
        #expect(text.error.components(separatedBy: "\n")[0].hasSuffix(" https://evil.com/@appcadia.com/goals/12"), "\(text.error)")
    }

    @Test(arguments: [(Self.evil, "evil.com"), ("https://evil.com/goals/12", "evil.com"), ("https://appcadia.com.evil.com/goals/12", "appcadia.com.evil.com")])
    func aasaCheckSaysTheHostIsNotAnAssociatedDomain(url: String, host: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["aasa", "check", url, "--json"])
        #expect(result.status == 3)
        let checked = try result.object()
        #expect(checked["match"] as? Bool == false && checked["appIDs"] as? [String] == [], "\(checked)")
        // The last step: the host is no associated domain; none of the file's components was tried (the
        // sentence: URLTextTests.aHostThatIsNoAssociatedDomain).
        let trace = checked["trace"] as? [String] ?? []
        #expect(trace.last.map { $0.hasPrefix(host + " ") && $0.contains("applinks:appcadia.com") } == true, "\(trace)")
        #expect(!trace.contains { $0.hasPrefix("details[") }, "\(trace)")
    }

    @Test func aPortOutOfRangeIsRefused() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["route", "https://appcadia.com:99999/goals/12", "--json"])
        try result.expectFailure("invalidRoute", naming: ["https://appcadia.com:99999/goals/12", "99999", "65535"])
    }

    @Test func aURLABrowserNormalisesOpensItsRouteWithANote() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let json = try runner.run(["route", "https://APPCADIA.com:443/goals/12", "--json"])
        #expect(json.status == 0)
        let matched = try json.object()
        #expect(matched["route"] as? String == "goal" && matched["form"] as? String == "web", "\(matched)")
        #expect(matched["parameters"] as? [String: Int] == ["id": 12], "\(matched)")
        // The note names the URL as the browser reads it (the JSON has no field for it; the sentence:
        // URLTextTests.aURLABrowserNormalises).
        let result = try runner.run(["route", "https://APPCADIA.com:443/goals/12"])
        #expect(result.error.split(separator: "\n").count == 1 && result.error.hasSuffix(" https://appcadia.com/goals/12\n"), "\(result.error)")
    }

    @Test func generatingForADomainWithNoRoutesSaysSo() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["aasa", "generate", "--domain", "other.example"])
        #expect(result.status == 0)
        let document = try result.object()
        let details = (document["applinks"] as? [String: Any])?["details"] as? [[String: Any]] ?? []
        #expect(details.allSatisfy { ($0["components"] as? [Any])?.isEmpty == true }, "no component opens a URL: \(document)")
        // The note names the domain and the domains with routes (the sentence: URLTextTests.aDomainWithNoRoutes).
        #expect(result.error.split(separator: "\n").count == 1 && result.error.contains("other.example") && result.error.contains("appcadia.com"), "\(result.error)")
    }
}

/// Smaller defects of the data-safety round.
@Suite struct SmallDataSafetyCommandTests {
    /// A store another process holds in `locking_mode=EXCLUSIVE` is reported as locked without waiting
    /// the write timeout. (With the timeout at its maximum, a reader that waited would hold this test for
    /// an hour: CI's own limit would fail it.)
    @Test func aStoreHeldExclusivelyIsReportedLockedWithoutWaitingTheWriteTimeout() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        #expect(try runner.run(["index"]).status == 0)
        runner.overrides["INTEGRATIONS_BUSY_TIMEOUT"] = "3600"
        let queue = try DatabaseQueue(path: runner.storePath)
        let result = try queue.inDatabase { db in
            try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
            try db.execute(sql: "BEGIN IMMEDIATE; INSERT OR REPLACE INTO searchClientState(id, clientState) VALUES (1, x'00'); COMMIT")
            return try runner.run(["search", "目標", "--json"])
        }
        try result.expectFailure("storeLocked", naming: [runner.storePath, "--store"])
    }

    @Test(arguments: [["--identifier", "a\nb"], ["--identifier", ""]])
    func aNotificationIdentifierThatCannotBeShownIsRefused(options: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["notification", "schedule", "goalReminder", "--entity", "goal-12", "--at", "08:00", "--json"] + options)
        try result.expectFailure("invalidNotification", naming: options[1].isEmpty ? [] : [options[1].replacingOccurrences(of: "\n", with: "\\n")])
        #expect(!result.error.dropLast().contains("\n"))
        let pending = try JSONSerialization.jsonObject(with: Data(try runner.run(["notification", "pending", "--json"]).output.utf8)) as? [String: Any]
        #expect((pending?["pending"] as? [Any])?.isEmpty == true, "nothing was scheduled")
    }

    @Test func aPayloadOfATemplateThatNeedsAnEntityIsRefusedWithoutOne() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["notification", "payload", "--template", "goalReminder", "--json"])
        try result.expectFailure("invalidNotification", naming: ["goalReminder", "title"])
    }

    /// Each names the option, and the value given twice (the sentences: UsageTextTests.aRepeatedOrEmptyOption).
    @Test(arguments: [
        (["widget", "timeline", "TodayGoalsWidget", "--config", "maxGoalsCount=2", "--config", "maxGoalsCount=4"], "--config maxGoalsCount"),
        (["index", "--delete-domain", ""], "--delete-domain"),
        (["clip-transfer", "export", "--entity", "goal-1", "--entity", "goal-1"], "--entity goal-1"),
    ])
    func aRepeatedOrEmptyOptionIsAUsageError(arguments: [String], named: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.run(arguments + ["--json"]).expectFailure("usage", exitCode: 64, naming: [named])
    }

    @Test func aStoreInAFolderThatDoesNotExistIsRefusedAndNoFolderIsMade() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let missing = runner.temporary.path("no/such/folder")
        let result = try runner.run(["search", "目標", "--store", missing + "/s.sqlite", "--json"])
        try result.expectFailure("storeUnavailable", naming: [missing])
        #expect(!FileManager.default.fileExists(atPath: runner.temporary.path("no")))
    }

    @Test func aTitleInNFCAndInNFDIsOneGoal() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let document = """
            {"version": "1.0.0", "createdAt": "2026-11-21T10:00:00Z", "goals": [
              {"title": "caf\\u00e9", "category": "c", "targetDescription": "t", "difficulty": "easy", "motivation": "m"},
              {"title": "cafe\\u0301", "category": "c", "targetDescription": "t", "difficulty": "easy", "motivation": "m"}]}
            """
        let result = try runner.run(["clip-transfer", "import", "-", "--json"], input: Data(document.utf8))
        #expect(result.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect((report?["added"] as? [String])?.count == 1)
        #expect((report?["skipped"] as? [String])?.count == 1)
    }
}
