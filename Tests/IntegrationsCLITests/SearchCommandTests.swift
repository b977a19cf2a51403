import Foundation
import GRDB
import Testing

@Suite struct SearchCommandTests {
    @Test func searchingTheEmbeddedAppForGoalPrintsRankedGoalsWithHighlights() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["search", "目標"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "「目標」の検索結果: 45件中20件")
        #expect(lines.contains { $0.hasPrefix("  1. ") })
        #expect(lines.filter { $0.contains("の[目標]: ") }.count == 20)
        #expect(lines.filter { $0.hasPrefix("     appcadia://goal/") }.count == 20)
        #expect(result.error.isEmpty)
    }

    struct Document: Decodable {
        struct Hit: Decodable {
            struct Snippet: Decodable {
                struct Highlight: Decodable { var start: Int; var length: Int }
                var text: String
                var highlights: [Highlight]
            }
            var identifier: String
            var domain: String?
            var title: String?
            var url: String?
            var score: Double
            var snippet: Snippet
        }
        var query: String
        var total: Int
        var hits: [Hit]
    }

    @Test func jsonOutputIsOneDocumentWithTheDocumentedKeys() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["search", "ランニング", "--json", "--limit", "0"])
        #expect(result.status == 0)
        let document = try JSONDecoder().decode(Document.self, from: Data(result.output.utf8))
        #expect(document.query == "ランニング")
        #expect(Set(document.hits.map(\.identifier)) == ["goal-1", "goal-39"])
        #expect(document.total == 2)
        let first = try #require(document.hits.first)
        #expect(first.identifier == "goal-1")  // the title match outranks the keyword-only one
        #expect(first.url == "appcadia://goal/1")
        #expect(first.domain == "goals")
        #expect(document.hits.map(\.score) == document.hits.map(\.score).sorted(by: >))
    }

    /// The total counts every match, not only the page.
    @Test func totalCountsEveryMatchNotOnlyThePage() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let page = try JSONDecoder().decode(Document.self, from: Data(try runner.run(["search", "目標", "--json", "--limit", "3"]).output.utf8))
        let all = try JSONDecoder().decode(Document.self, from: Data(try runner.run(["search", "目標", "--json", "--limit", "0"]).output.utf8))
        #expect(page.hits.count == 3)
        #expect(page.total == all.hits.count)
        #expect(all.total == all.hits.count)
        #expect(all.total > 20)
        let predicate = try JSONDecoder().decode(Document.self, from: Data(try runner.run(["search", "rankingHint > 0.5", "--json", "--limit", "1"]).output.utf8))
        #expect(predicate.hits.count == 1)
        #expect(predicate.total == 43)
    }

    @Test func domainFilterKeepsOneDomain() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["search", "型", "--domain", "trainers", "--json", "--limit", "0"])
        let document = try JSONDecoder().decode(Document.self, from: Data(result.output.utf8))
        #expect(document.hits.count == 8)
        #expect(document.hits.allSatisfy { $0.domain == "trainers" })
    }

    /// Nothing matches: exit 3; a long query is echoed cut after 80 characters (the rest would bury the line).
    @Test(arguments: [
        ("xyzzy", nil, "「xyzzy」に一致する項目はありません。\n"),
        ("xyzzy", "en", "Nothing matches \"xyzzy\".\n"),
        (String(repeating: "xyzzy", count: 800), nil, "「\(String(repeating: "xyzzy", count: 16))…」に一致する項目はありません。\n"),
        (String(repeating: "xyzzy", count: 800), "en", "Nothing matches \"\(String(repeating: "xyzzy", count: 16))…\".\n"),
    ] as [(String, String?, String)])
    func noHitsExitsThree(query: String, locale: String?, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["search", query] + (locale.map { ["--locale", $0] } ?? []))
        #expect(result.status == 3)
        #expect(result.error == message)
        #expect(result.output.isEmpty)
    }

    /// A malformed predicate is an `invalidQuery` naming both columns, shown with its caret line (the
    /// sentence: SearchTextTests.aMalformedPredicate).
    @Test func malformedPredicateExitsOneAndPointsAtTheColumn() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["search", #"title == "目標*"#, "--json"])
        try result.expectFailure("invalidQuery", naming: ["14", "10", "--syntax text"])
        #expect(try result.failure().message.contains("  title == \"目標*\n                 ^\n"), "\(result.output)")
        #expect(result.error.contains("  title == \"目標*\n                 ^\n"), "\(result.error)")
        let asText = try runner.run(["search", #"title == "目標*"#, "--syntax", "text"])
        #expect(asText.status == 0 || asText.status == 3)
    }

    @Test(arguments: [["search", "目標", "--limit", "-1"], ["search", "目標", "--locale", "fr"], ["search"], ["search", "  "], ["frobnicate"]])
    func usageErrorsExit64(arguments: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        #expect(try runner.run(arguments).status == 64)
    }

    @Test func hostileInputFromTheShellNeverCrashes() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        for line in [
            #"integrations search "$(printf '\377\376目標')""#,
            #"integrations search "$(head -c 4096 /dev/zero | tr '\0' 'a')""#,
            #"integrations search 'OR NOT NEAR AND * ^ title: "'"#,
        ] {
            let result = try runner.shell(line)
            #expect([0, 3].contains(result.status), "\(line) exited \(result.status): \(result.error)")
            #expect(!result.error.contains("SQLite"))
        }
    }

    @Test func aCorruptStoreIsReportedAndLeftAsItWas() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let garbage = Data(String(repeating: "not a database ", count: 400).utf8)
        try garbage.write(to: URL(fileURLWithPath: runner.storePath))
        let result = try runner.run(["search", "目標"])
        #expect(result.status == 1)
        #expect(result.error == "ストア \(runner.storePath) は SQLite データベースではないか、壊れています。このストアには何も書き込んでいません。ファイルを別名に移して（消さずに残して）からもう一度実行すると、新しいストアを作って索引し直します。\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: runner.storePath)) == garbage)
    }

    @Test func aLockedStoreIsReportedNotHung() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        #expect(try runner.run(["index"]).status == 0)
        let queue = try DatabaseQueue(path: runner.storePath)
        // Hold the write lock while the command runs.
        let result = try queue.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            defer { try? db.execute(sql: "ROLLBACK") }
            return try runner.run(["index", "--json"])
        }
        // The sentence: StoreRefusalTextTests.aLockedStoreAndAMissingFolder.
        try result.expectFailure("storeLocked", naming: [runner.storePath, "--store"])
    }
}
