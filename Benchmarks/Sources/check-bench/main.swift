// `integrations check` on a generated app of 1,000 routes and 100,000 records: the whole process's time
// and peak memory (targets: under 3 s, under 500 MB).
//
//   swift build -c release --static-swift-stdlib --product integrations --scratch-path .build-static
//   swift run -c release --package-path Benchmarks check-bench [command]
import Foundation

#if canImport(Glibc)
import Glibc
#endif

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let command = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : packageRoot.appendingPathComponent(".build-static/release/integrations").path
guard FileManager.default.isExecutableFile(atPath: command) else {
    print("No integrations command at \(command); build it first (see the comment at the top of this file).")
    exit(1)
}

let routeCount = 1_000
let domainCount = 10
let recordsPerDomain = 10_000
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

var routes: [[String: Any]] = []
for index in 0..<routeCount {
    routes.append([
        "name": "r\(index)",
        "forms": [["kind": "scheme", "template": "bench://r\(index)/{id}"], ["kind": "web", "template": "https://bench.example/r\(index)/{id}"]],
        "parameters": ["id": "int"], "isUniversalLink": index % 2 == 0,
    ])
}
var domains: [[String: Any]] = []
for domain in 0..<domainCount {
    domains.append([
        "identifier": "d\(domain)", "entity": "e\(domain)", "records": "d\(domain).json", "uniqueIdentifier": "d\(domain)-${id}",
        "title": "${title}", "contentDescription": "${title}の説明", "keywords": ["${title}"], "contentURL": "bench://r\(domain * 7)/${id}",
    ])
    let records = (0..<recordsPerDomain).map { ["id": $0, "title": "項目\(domain)-\($0)"] as [String: Any] }
    try JSONSerialization.data(withJSONObject: records).write(to: folder.appendingPathComponent("d\(domain).json"))
}
let manifest: [String: Any] = [
    "app": ["name": "Bench", "bundleIdentifier": "com.example.bench", "urlSchemes": ["bench"], "teamIdentifier": "TEAM123456",
            "associatedDomains": ["applinks:bench.example"]],
    "searchDomains": domains, "routes": routes,
]
try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted]).write(to: folder.appendingPathComponent("integrations.json"))

func runCheck() -> (seconds: Double, peakMB: Double, status: Int32) {
    var pid = pid_t()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let arguments: [String] = [command, "check", "--app", folder.path]
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let start = ContinuousClock.now
    guard posix_spawn(&pid, command, &actions, nil, argv, environ) == 0 else { fatalError("cannot start \(command)") }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (seconds, Double(usage.ru_maxrss) / 1024, (status >> 8) & 0xFF)
}

_ = runCheck()  // warm the file cache
var runs: [(seconds: Double, peakMB: Double, status: Int32)] = []
for _ in 0..<5 { runs.append(runCheck()) }
let seconds = runs.map(\.seconds).sorted()[2]
let peak = runs.map(\.peakMB).max() ?? 0
print("| app | check p50 s | peak memory MB | exit |")
print("|---|---|---|---|")
print("| \(routeCount) routes, \(domainCount * recordsPerDomain) records in \(domainCount) domains | \(String(format: "%.2f", seconds)) | \(String(format: "%.0f", peak)) | \(runs[0].status) |")
print("targets: under 3 s (\(seconds < 3 ? "met" : "not met")), under 500 MB (\(peak < 500 ? "met" : "not met"))")
