import Foundation
import Testing

@Suite struct IndexCommandTests {
    static func line(_ id: String, _ title: String, domain: String = "notes") -> String {
        #"{"uniqueIdentifier": "\#(id)", "domainIdentifier": "\#(domain)", "attributeSet": {"title": "\#(title)", "contentDescription": "メモ", "keywords": ["メモ"], "contentURL": "appcadia://note/\#(id)", "rankingHint": 0.5}}"#
    }

    @Test func indexesJSONLinesThenDeletesByDomainAndIdentifier() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let file = try runner.itemsFile([Self.line("n1", "花名の由来"), "", Self.line("n2", "花名辞典", domain: "notes.old")])
        let indexed = try runner.run(["index", "--items", file, "--json"])
        #expect(indexed.status == 0)
        #expect(try indexed.object()["indexed"] as? Int == 2, "\(indexed.output)")
        #expect(try runner.run(["search", "花名"]).output.contains("花名の由来"))

        // The counts as text: MovedReportersTests (IndexDeletionReporter).
        let deleted = try runner.run(["index", "--delete-domain", "notes", "--json"])
        #expect(try deleted.object()["deleted"] as? Int == 2, "\(deleted.output)")
        #expect(try runner.run(["search", "花名"]).status == 3)
        #expect(try runner.run(["search", "目標"]).status == 0)  // the app's own items stay
    }

    @Test func aBadLineIsNamedAndNothingFromTheFileLands() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let file = try runner.itemsFile([Self.line("n1", "花名の由来"), #"{"uniqueIdentifier": "n2", "attributeSet": {"title": 5}}"#])
        // The line, the place in the record and its column (the sentence: SearchTextTests.anItemsLineOfTheWrongType).
        let result = try runner.run(["index", "--items", file, "--json"])
        try result.expectFailure("invalidItems", naming: [file, "$.attributeSet.title", "54"])
        #expect(try runner.run(["search", "花名"]).status == 3)
    }

    @Test func itemsFromStandardInputWithExpiry() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let past = #"{"uniqueIdentifier": "old", "expirationDate": "2020-01-01T00:00:00Z", "attributeSet": {"title": "期限切れの花名"}}"#
        let result = try runner.run(["index", "--items", "-"], input: Data((past + "\n" + Self.line("n1", "花名") + "\n").utf8))
        #expect(result.status == 0)
        let search = try runner.run(["search", "花名", "--json"])
        #expect(search.output.contains("\"n1\""))
        #expect(!search.output.contains("\"old\""))
    }

    /// Progress is drawn on a terminal (run under `script`, which gives the command one) and nowhere else.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func progressOnATerminalOnly() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let file = try runner.itemsFile((0..<1_200).map { Self.line("p\($0)", "進捗\($0)") })
        let piped = try runner.run(["index", "--items", file])
        #expect(piped.status == 0)
        #expect(piped.error.isEmpty)
        let onTerminal = try runner.shell("script -qec \"integrations index --items '\(file)'\" /dev/null")
        #expect(onTerminal.status == 0)
        #expect(onTerminal.output.contains("索引中 500/1200 (41%完了)"))
        #expect(onTerminal.output.contains("索引中 1200/1200 (100%完了)"))
    }

    @Test func itemsFromAProcessSubstitution() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let file = try runner.itemsFile([Self.line("n1", "花名の由来")])
        let result = try runner.shell("integrations index --items <(cat '\(file)')", shell: "/bin/bash")
        #expect(result.status == 0)
        #expect(result.output == "1件の項目を索引しました。\n")
        #expect(result.error.isEmpty)
    }

    /// SIGKILL in the middle of indexing leaves a store that opens and searches; a re-run completes. 8,000 items,
    /// 4,000 of them written inside the open transaction when the command is killed, leave uncommitted pages in
    /// the write-ahead log as 40,000 did, in a fifth of the time (issue 43).
    @Test func killingIndexMidwayLeavesAUsableStore() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        #expect(try runner.run(["index"]).status == 0)
        let lines = (0..<8_000).map { Self.line("bulk-\($0)", "一括登録のメモ\($0)番") }
        let file = try runner.itemsFile(lines)
        // Half the items are written inside the open transaction when the command stops; then it is killed.
        let process = try runner.startStopped(["index", "--items", file], afterItems: 4_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let afterKill = try runner.run(["search", "目標"])
        #expect(afterKill.status == 0)
        #expect(try runner.run(["search", "一括登録"]).status == 3)  // none of the killed batch landed

        let rerun = try runner.run(["index", "--items", file])
        #expect(rerun.status == 0)
        #expect(rerun.output == "8000件の項目を索引しました。\n")
        let found = try runner.run(["search", "一括登録", "--limit", "0", "--json"])
        #expect(found.output.components(separatedBy: "\"identifier\"").count - 1 == 8_000)
    }
}
