// Whole processes, timed in one run: a warm `integrations search` against the `sqlite3` command running
// the same 3-character query on an FTS5 trigram table of the same items. Prints each engine's median,
// the ratio, and the median time of each phase of the search command (INTEGRATIONS_PHASES). Then
// `search 目標` against a bare LIKE search of the same store, and string predicates that fold every row they
// scan, against sqlite3's LIKE scan of the same column.
//
//   swift build -c release --static-swift-stdlib --product integrations --scratch-path .build-static \
//       -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xlinker --no-export-dynamic
//       (as it ships, Decisions 516 and 526)
//   swift run -c release --package-path Benchmarks process-bench [items] [binary]
//   PROCESS_BENCH_FOLDER=/tmp/pb swift run …   (keeps the stores there and reuses them)
import Foundation
import IntegrationsCore
import IntegrationsSearchQuery
import IntegrationsTestSupport

#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
let itemCount = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let binary = arguments.count > 2 ? arguments[2] : packageRoot.appendingPathComponent(".build-static/release/integrations").path
guard FileManager.default.isExecutableFile(atPath: binary) else {
    print("No integrations binary at \(binary). Build it first:")
    print("  swift build -c release --static-swift-stdlib --product integrations --scratch-path .build-static -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xlinker --no-export-dynamic")
    exit(1)
}
let sqlite3 = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "sqlite3"
let rounds = 7

// PROCESS_BENCH_FOLDER keeps the stores in a folder of one's own, built once and reused by later runs
// (to time one command by hand, or to re-run after a change without indexing again).
let kept = ProcessInfo.processInfo.environment["PROCESS_BENCH_FOLDER"]
let folder = kept.map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("process-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { if kept == nil { try? FileManager.default.removeItem(at: folder) } }
let store = folder.appendingPathComponent("store.sqlite").path
let trigram = folder.appendingPathComponent("trigram.sqlite").path

func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Runs a program to the end with standard output to `outputPath` and standard error to `errorPath`;
/// returns the wall time in milliseconds, measured around posix_spawn and waitpid.
func run(
    _ program: String, _ arguments: [String], environment: [String: String] = [:], errorPath: String = "/dev/null",
    outputPath: String = "/dev/null"
) -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { _, new in new }
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }
    var pid = pid_t()
    let start = monotonicNanoseconds()
    let spawned = posix_spawn(&pid, program, &actions, nil, argv, envp)
    guard spawned == 0 else { fatalError("cannot start \(program): \(spawned)") }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return Double(monotonicNanoseconds() - start) / 1e6
}

// MARK: The items, in both stores

print("Indexing \(itemCount) items and the sample app into the project's store…")
var generator = CorpusGenerator(seed: 100_000)
let items = generator.items(count: itemCount)
let encoder = JSONEncoder()
encoder.dateEncodingStrategy = .iso8601
var lines = Data()
for item in items {
    lines.append(try encoder.encode(item))
    lines.append(UInt8(ascii: "\n"))
}
let itemsFile = folder.appendingPathComponent("items.jsonl").path
let reused = kept != nil && FileManager.default.fileExists(atPath: trigram)
if !reused {
    try lines.write(to: URL(fileURLWithPath: itemsFile))
    _ = run(binary, ["index", "--items", itemsFile, "--store", store])
    _ = run(binary, ["search", "目標", "--store", store])  // indexes the sample app too
    print("Building the trigram table from the same rows…")
    _ = run(sqlite3, [trigram, """
        PRAGMA journal_mode = WAL;
        CREATE VIRTUAL TABLE tri USING fts5(title, displayName, keywords, contentDescription, tokenize='trigram');
        ATTACH '\(store)' AS ours;
        INSERT INTO tri SELECT title, displayName, keywords, contentDescription FROM ours.searchItem;
        """])
}

// MARK: Queries: the first three characters of a word, as a person types them

func isJapanese(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { CharacterClass.isCJK($0) }
}
var queries: [String] = []
for item in items.prefix(2_000) where queries.count < 20 {
    let text = Array(item.attributeSet.title ?? "")
    if let start = text.firstIndex(where: isJapanese), start + 3 <= text.count, text[start..<(start + 3)].allSatisfy(isJapanese) {
        let query = String(text[start..<(start + 3)])
        if !queries.contains(query) { queries.append(query) }
    }
}

// MARK: Timing

let phaseFile = folder.appendingPathComponent("phases.txt").path
var ours: [Double] = []
var peer: [Double] = []
var phases: [String: [Double]] = [:]
var phaseOrder: [String] = []
@MainActor func ourSearch(_ query: String, record: Bool) -> Double {
    let spawned = monotonicNanoseconds()
    let time = run(binary, ["search", query, "--store", store, "--locale", "en"],
                   environment: ["INTEGRATIONS_PHASES": String(spawned)], errorPath: phaseFile)
    if record, let text = try? String(contentsOfFile: phaseFile, encoding: .utf8), let line = text.split(separator: "\n").last(where: { $0.hasPrefix("phases: ") }) {
        for part in line.dropFirst("phases: ".count).split(separator: ", ") {
            let words = part.split(separator: " ")
            guard words.count >= 3, let value = Double(words[words.count - 2]) else { continue }
            let name = words.dropLast(2).joined(separator: " ")
            if phases[name] == nil { phaseOrder.append(name) }
            phases[name, default: []].append(value)
        }
    }
    return time
}
func peerSearch(_ query: String) -> Double {
    run(sqlite3, [trigram, "SELECT title, snippet(tri, 3, '[', ']', '…', 10) FROM tri WHERE tri MATCH '\"\(query)\"' ORDER BY rank LIMIT 20"])
}

print("Timing \(queries.count) queries, \(rounds) rounds each, the two commands alternating…")
for query in queries {
    _ = ourSearch(query, record: false)
    _ = peerSearch(query)
    for _ in 0..<rounds {
        ours.append(ourSearch(query, record: true))
        peer.append(peerSearch(query))
    }
}

// The floor: the same binary doing no work at all but starting, parsing its arguments and printing help.
var floor: [Double] = []
for _ in 0..<(rounds * 10) { floor.append(run(binary, ["--help"])) }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
func format(_ value: Double) -> String { String(format: "%.2f", value) }

print("")
print("| command | p50 ms | p90 ms |")
print("|---|---|---|")
print("| integrations search (\(itemCount) items + the sample) | \(format(median(ours))) | \(format(ours.sorted()[ours.count * 9 / 10])) |")
print("| sqlite3, trigram MATCH ORDER BY rank LIMIT 20 | \(format(median(peer))) | \(format(peer.sorted()[peer.count * 9 / 10])) |")
print("| integrations --help (start-up, parsing, printing help: no store, no app) | \(format(median(floor))) | \(format(floor.sorted()[floor.count * 9 / 10])) |")
print("")
print("ours p50 / sqlite3 p50: \(String(format: "%.2f", median(ours) / median(peer)))× (target: within 2.5×)")
print("")
print("| phase of integrations search | p50 ms |")
print("|---|---|")
for name in phaseOrder { print("| \(name) | \(format(median(phases[name] ?? []))) |") }
let inProcess = phaseOrder.reduce(0) { $0 + median(phases[$1] ?? []) }
print("| exit (whole process less the phases) | \(format(max(0, median(ours) - inProcess))) |")
print("")
print("integrations --help p50 / sqlite3 p50: \(String(format: "%.2f", median(floor) / median(peer)))×")

// MARK: `search 目標` against a bare LIKE search of the same index (issue 48's bar: at most 2.5×)

// The peer reads the same store's rows with sqlite3's own substring scan over the four columns a search
// reads, as a script would search without an index, and stops at the same 20 results.
let likeSearch = "SELECT title FROM searchItem WHERE title LIKE '%目標%' OR displayName LIKE '%目標%' OR keywords LIKE '%目標%' OR contentDescription LIKE '%目標%' LIMIT 20"
var sampleOurs: [Double] = []
var sampleLike: [Double] = []
_ = run(binary, ["search", "目標", "--store", store, "--locale", "en"])
_ = run(sqlite3, [store, likeSearch])
for _ in 0..<(rounds * 3) {
    sampleOurs.append(run(binary, ["search", "目標", "--store", store, "--locale", "en"]))
    sampleLike.append(run(sqlite3, [store, likeSearch]))
}
print("")
print("| command | p50 ms | p90 ms |")
print("|---|---|---|")
print("| integrations search 目標 | \(format(median(sampleOurs))) | \(format(sampleOurs.sorted()[sampleOurs.count * 9 / 10])) |")
print("| sqlite3, the same store, LIKE '%目標%' over title, displayName, keywords, contentDescription, LIMIT 20 | \(format(median(sampleLike))) | \(format(sampleLike.sorted()[sampleLike.count * 9 / 10])) |")
print("")
print("integrations search 目標 p50 / sqlite3 LIKE search p50: \(String(format: "%.2f", median(sampleOurs) / median(sampleLike)))× (issue 48's bar: at most 2.5×)")

// MARK: Predicates that fold every value they scan

// A string pattern with `c`, `d` or `w` cannot use the full-text index: it folds and compares the value of
// every row. The peer is sqlite3's own scan of the same column with `LIKE '%…%'` (no Unicode folding at
// all, case folded for ASCII only): what a plain substring scan of these rows costs.
let predicates: [(ours: String, column: String)] = [
    (#"title == "*予定*""#, "title"),
    (#"title == "*予定*"cd"#, "title"),
    (#"contentDescription == "*予定*"c"#, "contentDescription"),
    (#"contentDescription == "*予定*"cdw"#, "contentDescription"),
]
print("")
print("Timing \(predicates.count) predicates, \(rounds) rounds each, alternating with sqlite3's LIKE scan…")
print("")
print("| predicate | integrations p50 ms | sqlite3 LIKE p50 ms | ratio | our query phase p50 ms | sqlite3 statement p50 ms | ratio |")
print("|---|---|---|---|---|---|---|")
let timerFile = folder.appendingPathComponent("timer.txt").path
for predicate in predicates {
    var oursTimes: [Double] = []
    var peerTimes: [Double] = []
    var ourQueries: [Double] = []
    var peerStatements: [Double] = []
    let like = "SELECT count(*) FROM searchItem WHERE \(predicate.column) LIKE '%予定%'"
    // sqlite3 times a statement only when it reads it as a script line, not as an argument.
    let timedLike = folder.appendingPathComponent("like.sql").path
    try ".timer on\n\(like);\n".write(toFile: timedLike, atomically: true, encoding: .utf8)
    _ = run(binary, ["search", predicate.ours, "--store", store, "--locale", "en"])
    _ = run(sqlite3, [store, like])
    for _ in 0..<rounds {
        // The whole process, with the query phase as the process itself measures it…
        let spawned = monotonicNanoseconds()
        oursTimes.append(run(binary, ["search", predicate.ours, "--store", store, "--locale", "en"],
                             environment: ["INTEGRATIONS_PHASES": String(spawned)], errorPath: phaseFile))
        if let text = try? String(contentsOfFile: phaseFile, encoding: .utf8), let range = text.range(of: "query "),
            let value = Double(text[range.upperBound...].prefix { $0 != " " })
        {
            ourQueries.append(value)
        }
        // …and sqlite3's, with its statement as `.timer on` measures it (printed to standard output).
        peerTimes.append(run(sqlite3, [store, ".read \(timedLike)"], outputPath: timerFile))
        if let text = try? String(contentsOfFile: timerFile, encoding: .utf8), let range = text.range(of: "Run Time: real "),
            let value = Double(text[range.upperBound...].prefix { $0 != " " })
        {
            peerStatements.append(value * 1_000)
        }
    }
    let wholeRatio = median(oursTimes) / median(peerTimes)
    let queryRatio = median(ourQueries) / median(peerStatements)
    print("| `\(predicate.ours)` | \(format(median(oursTimes))) | \(format(median(peerTimes))) | \(String(format: "%.2f", wholeRatio))× | \(format(median(ourQueries))) | \(format(median(peerStatements))) | \(String(format: "%.2f", queryRatio))× |")
}
print("")
print("A ratio under 1 is ours faster. The query phase is the search itself inside our process (reading the")
print("store, matching, ranking); the statement is sqlite3's LIKE scan as its own timer measures it.")
