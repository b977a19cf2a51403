// Search benchmark: the Japanese-aware FTS5 index against SQLite's built-in FTS5 `trigram` table, fed the
// same generated corpus, in one run. Prints figures and ratios; see Docs/Benchmarks.md.
//
//     swift run -c release --package-path Benchmarks integrations-bench [items]
import Foundation
import GRDB
import IntegrationsCore
import IntegrationsSearch
import IntegrationsSearchQuery
import IntegrationsStore
import IntegrationsTestSupport

let itemCount = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100_000
let queriesPerClass = 200
/// Each query runs this many times per engine after a warm-up; its latency is the median.
let repetitions = 3
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("integrations-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

func fileSize(_ path: String) -> Int {
    ["", "-wal"].reduce(0) { total, suffix in
        total + (((try? FileManager.default.attributesOfItem(atPath: path + suffix)[.size]) as? Int) ?? 0)
    }
}

print("Corpus: \(itemCount) generated items (CorpusGenerator seed 100000)")
var generator = CorpusGenerator(seed: 100_000)
let items = generator.items(count: itemCount)
let clock = ContinuousClock()

// MARK: Index build

let ourPath = folder.appendingPathComponent("ours.sqlite").path
let ours = try SQLiteSearchIndex.open(at: ourPath, options: .init(foldsKana: true))
let ourBuild = seconds(try await clock.measure { try await ours.indexItems(items) })
try DatabaseQueue(path: ourPath).writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE); VACUUM") }

let peerPath = folder.appendingPathComponent("trigram.sqlite").path
var configuration = Configuration()
configuration.journalMode = .wal
// The same memory map as the project's store, so the engines differ only in their index.
configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = \(Store.memoryMapSize)") }
let peer = try DatabasePool(path: peerPath, configuration: configuration)
try peer.write { db in
    try db.execute(sql: "CREATE VIRTUAL TABLE tri USING fts5(title, displayName, keywords, contentDescription, tokenize='trigram')")
}
let peerBuild = seconds(try clock.measure {
    try peer.write { db in
        let statement = try db.makeStatement(sql: "INSERT INTO tri(title, displayName, keywords, contentDescription) VALUES (?, ?, ?, ?)")
        for item in items {
            let attributes = item.attributeSet
            try statement.execute(arguments: [
                attributes.title, attributes.displayName, attributes.keywords.joined(separator: "\n"), attributes.contentDescription,
            ])
        }
    }
})
try peer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE); VACUUM") }

// MARK: Queries

var queryGenerator = CorpusGenerator(seed: 7)

func isContentStart(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    return (0x4E00...0x9FFF).contains(value) || (0x30A1...0x30FA).contains(value)  // kanji or katakana
}

/// What a person types into a search box: the first `length` characters of a word (a run of kanji or
/// katakana, continuing into whatever Japanese follows), taken from a random item's description.
func japaneseQueries(length: Int, _ queryGenerator: inout CorpusGenerator) -> [String] {
    var result: [String] = []
    while result.count < queriesPerClass {
        let text = Array(items[queryGenerator.next(below: items.count)].attributeSet.contentDescription ?? "")
        guard text.count > length else { continue }
        let starts = (0..<(text.count - length)).filter { index in
            isContentStart(text[index]) && (index == 0 || !isContentStart(text[index - 1]))
        }
        guard !starts.isEmpty else { continue }
        let start = starts[queryGenerator.next(below: starts.count)]
        let candidate = text[start..<(start + length)]
        if candidate.allSatisfy({ $0.unicodeScalars.allSatisfy(CharacterClass.isCJK) }) {
            result.append(String(candidate))
        }
    }
    return result
}

/// The worst case for an index: one character from any position, so mostly the commonest kana.
func anyCharacterQueries(_ queryGenerator: inout CorpusGenerator) -> [String] {
    var result: [String] = []
    while result.count < queriesPerClass {
        let text = Array(items[queryGenerator.next(below: items.count)].attributeSet.contentDescription ?? "")
        guard !text.isEmpty else { continue }
        let character = text[queryGenerator.next(below: text.count)]
        if character.unicodeScalars.allSatisfy(CharacterClass.isCJK) { result.append(String(character)) }
    }
    return result
}

let englishWords = ["task", "reading", "tokyo", "swift", "habit", "streak", "note", "coffee", "morning", "run"]
let englishQueries = (0..<queriesPerClass).map { englishWords[$0 % englishWords.count] }

/// One search through the library's public API: parse, rank, read rows, highlight snippets.
func ourQuery(_ query: String) async throws -> Double {
    seconds(try await clock.measure {
        _ = try await ours.search(SearchQuery(query, syntax: .freeText, limit: 20))
    }) * 1_000
}

/// The trigram table's ranked MATCH with FTS5's snippet() (3 or more characters).
func peerMatch(_ query: String) throws -> Double {
    let pattern = "\"" + query.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    return seconds(try clock.measure {
        _ = try peer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT rowid, title, snippet(tri, 3, '[', ']', '…', 16) FROM tri WHERE tri MATCH ? ORDER BY rank LIMIT 20
                """, arguments: [pattern])
        }
    }) * 1_000
}

/// The trigram table cannot answer 1–2 characters from its index: it scans every row's text. To return
/// the top 20 it must see every match, so the scan orders title matches first, then by rowid.
func peerScan(_ query: String) throws -> Double {
    seconds(try clock.measure {
        _ = try peer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT rowid, title FROM tri
                WHERE instr(title, ?1) OR instr(displayName, ?1) OR instr(keywords, ?1) OR instr(contentDescription, ?1)
                ORDER BY instr(title, ?1) > 0 DESC, rowid LIMIT 20
                """, arguments: [query])
        }
    }) * 1_000
}

/// Per query: one warm-up run of each engine, then `repetitions` rounds alternating the two; a query's
/// latency is its median round. Both engines see the same cache state and the same machine load.
func latencies(_ queries: [String], scan: Bool) async throws -> (ours: [Double], theirs: [Double]) {
    var ourTimes: [Double] = []
    var theirTimes: [Double] = []
    for query in queries {
        _ = try await ourQuery(query)
        _ = scan ? try peerScan(query) : try peerMatch(query)
        var ourRuns: [Double] = []
        var theirRuns: [Double] = []
        for _ in 0..<repetitions {
            ourRuns.append(try await ourQuery(query))
            theirRuns.append(scan ? try peerScan(query) : try peerMatch(query))
        }
        ourTimes.append(ourRuns.sorted()[repetitions / 2])
        theirTimes.append(theirRuns.sorted()[repetitions / 2])
    }
    return (ourTimes.sorted(), theirTimes.sorted())
}

/// How many items contain the query (substring, as both engines answer it), for the median of the first
/// 25 queries of a class: the work any exact ranking must do grows with it.
func medianMatches(_ queries: [String]) throws -> Int {
    let counts = try queries.prefix(25).map { query in
        try peer.read { db in
            try Int.fetchOne(db, sql: """
                SELECT count(*) FROM tri
                WHERE instr(title, ?1) OR instr(displayName, ?1) OR instr(keywords, ?1) OR instr(contentDescription, ?1)
                """, arguments: [query]) ?? 0
        }
    }.sorted()
    return counts[counts.count / 2]
}

/// Our FTS5 ranking alone (the window query, without reading rows or cutting snippets), to show how much
/// of a search is the bigram phrase itself.
func ourRankingOnly(_ queries: [String]) throws -> Double {
    let analyzer = TextAnalyzer()
    var times: [Double] = []
    for query in queries {
        let pattern = "\"" + analyzer.tokens(query, mode: .query).map { $0.text }.joined(separator: " ") + "\""
        var runs: [Double] = []
        for _ in 0...repetitions {
            runs.append(seconds(try clock.measure {
                _ = try ours.store.reader.read { db in
                    try Row.fetchAll(db, sql: """
                        SELECT rowid, bm25(searchItemText, 10, 8, 5, 1) AS rank FROM searchItemText
                        WHERE searchItemText MATCH ? ORDER BY rank LIMIT 36
                        """, arguments: [pattern])
                }
            }) * 1_000)
        }
        times.append(runs.dropFirst().sorted()[repetitions / 2])
    }
    return percentile(times.sorted(), 0.5)
}

func format(_ value: Double) -> String { String(format: "%.3f", value) }
func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }

print("")
print("| query class | ours p50 ms | ours p99 ms | trigram p50 ms | trigram p99 ms | trigram method | trigram p50 / ours p50 | median matching items |")
print("|---|---|---|---|---|---|---|---|")
var diagnostics: [String] = []
for (label, queries) in [
    ("1 character (ja)", japaneseQueries(length: 1, &queryGenerator)),
    ("2 characters (ja)", japaneseQueries(length: 2, &queryGenerator)),
    ("3 characters (ja)", japaneseQueries(length: 3, &queryGenerator)),
    ("4 characters (ja)", japaneseQueries(length: 4, &queryGenerator)),
    ("English words", englishQueries),
    ("1 character, any position (worst case)", anyCharacterQueries(&queryGenerator)),
] {
    let scan = queries.first.map { $0.count < 3 } ?? false
    let (our, their) = try await latencies(queries, scan: scan)
    let ourP50 = percentile(our, 0.5)
    let theirP50 = percentile(their, 0.5)
    print("| \(label) | \(format(ourP50)) | \(format(percentile(our, 0.99))) | \(format(theirP50)) | \(format(percentile(their, 0.99))) | \(scan ? "scan" : "MATCH") | \(ratio(theirP50 / ourP50)) | \(try medianMatches(queries)) |")
    if !scan && label.contains("(ja)") {
        diagnostics.append("| \(label) | \(format(try ourRankingOnly(queries))) | \(format(theirP50)) |")
    }
}
print("")
print("Our FTS5 ranking alone (bigram phrase, top 36 by weighted bm25; no rows read, no snippets) against the trigram MATCH:")
print("")
print("| query class | ours, ranking only p50 ms | trigram MATCH p50 ms |")
print("|---|---|---|")
diagnostics.forEach { print($0) }

let ourSize = fileSize(ourPath)
let peerSize = fileSize(peerPath)
print("")
print("| measure | ours | trigram | ratio |")
print("|---|---|---|---|")
print("| index build, items/s | \(Int(Double(itemCount) / ourBuild)) | \(Int(Double(itemCount) / peerBuild)) | ours/trigram throughput \(ratio(peerBuild / ourBuild)) |")
print("| on-disk size, MB | \(String(format: "%.1f", Double(ourSize) / 1e6)) | \(String(format: "%.1f", Double(peerSize) / 1e6)) | ours/trigram size \(ratio(Double(ourSize) / Double(peerSize))) |")


// Hostile queries: before the limits, 13,000 repeated terms (91 KB) took 32 s. Now repeated terms count
// once and a query is refused above 4,096 bytes or 64 distinct terms, so the worst accepted queries are
// these.
let kanji = Array("目標読書運動健康水飲早起散歩料理勉強英語日記瞑想睡眠")
let hostile: [(String, String)] = [
    ("13,000 × 目標 (91 KB, refused at the door)", Array(repeating: "目標", count: 13_000).joined(separator: " ")),
    ("580 × 目標 (4,059 bytes)", Array(repeating: "目標", count: 580).joined(separator: " ")),
    ("64 distinct two-kanji terms", (0..<64).map { String([kanji[$0 % kanji.count], kanji[($0 / kanji.count + $0) % kanji.count]]) }.joined(separator: " ")),
    ("one 1,365-character kanji run (4,095 bytes)", String((0..<1_365).map { kanji[($0 * 7) % kanji.count] })),
]
print("")
print("| hostile query | ms |")
print("|---|---|")
for (label, text) in hostile {
    let elapsed = seconds(clock.measure { _ = try? ours.searchNow(SearchQuery(text, syntax: .freeText)) }) * 1_000
    print("| \(label) | \(String(format: "%.2f", elapsed)) |")
}
