import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import IntegrationsPoints
import IntegrationsRouting
import IntegrationsSwiftSources
import SwiftParser
import SwiftSyntax

#if canImport(Glibc)
import Glibc
#endif

// `integrations import` on a generated repository of 2,000 Swift files (`--files N` for another count, or a
// folder given as the argument), against swift-syntax's bare parse of the same files: reading each file and
// `Parser.parse` alone. The import reads each file once and parses it twice, holding one tree at a time:
// once for its constants, once for its facts. Then the peak memory of each, every one in a fresh process
// (issue 31): the bare parse, the bare parse keeping every tree, the import in process, and the
// `integrations import` command as a person runs it (with its reader process: the largest resident set of
// the command and the processes it waited for, as `/usr/bin/time` reports it), when `--integrations PATH`
// (default `.build/release/integrations`) is built.
//
//     swift build -c release --package-path Benchmarks --product import-bench
//     Benchmarks/.build/release/import-bench [--files N] [--integrations PATH] [folder]

let rounds = 5

/// The same files the importer reads (it skips dependency and build folders).
func listSwiftFiles(in folder: URL) -> [URL] {
    let skipped: Set<String> = [".git", ".build", ".swiftpm", "Pods", "Carthage", "DerivedData", "build", "node_modules"]
    var found: [URL] = []
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
    while let url = enumerator?.nextObject() as? URL {
        if skipped.contains(url.lastPathComponent) { enumerator?.skipDescendants(); continue }
        if url.pathExtension == "swift" { found.append(url) }
    }
    return found
}


func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

// `--peak parse|parse-keep|import FOLDER`: one run of that work in this process, then its peak resident set
// (VmHWM) in KiB on standard output. The benchmark runs itself this way, so that each peak is its own.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--peak" {
    let folder = URL(fileURLWithPath: CommandLine.arguments[3])
    switch CommandLine.arguments[2] {
    case "parse", "parse-keep":
        var kept: [SourceFileSyntax] = []
        for file in listSwiftFiles(in: folder) {
            let tree = Parser.parse(source: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
            if CommandLine.arguments[2] == "parse-keep" { kept.append(tree) }
        }
        precondition(kept.count >= 0)
    default:
        let report = try ProjectImporter(swiftSources: SwiftSyntaxSourceReader()).importProject(at: folder)
        precondition(report.notes.count >= 0)
    }
    print(peakKiB())
    exit(0)
}

/// This process's peak resident set in KiB (VmHWM in /proc/self/status).
func peakKiB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

/// Runs a command to its end and gives its peak resident set in KiB: the largest of the command's and
/// those of the processes it waited for (`wait4`'s `ru_maxrss`, what `/usr/bin/time` prints), and its
/// standard output.
func peakOfCommand(_ arguments: [String]) -> (kib: Int, output: String)? {
    #if canImport(Glibc)
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
    close(pipe[1])
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = read(pipe[0], &buffer, buffer.count)
        if count <= 0 { break }
        output.append(contentsOf: buffer[0..<count])
    }
    close(pipe[0])
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
    return (usage.ru_maxrss, String(decoding: output, as: UTF8.self))
    #else
    return nil
    #endif
}

var arguments = Array(CommandLine.arguments.dropFirst())
var fileCount = 2_000
var integrations = ".build/release/integrations"
while let option = arguments.first, option.hasPrefix("--") {
    arguments.removeFirst()
    guard let value = arguments.first else { fatalError("\(option) takes a value") }
    arguments.removeFirst()
    switch option {
    case "--files": fileCount = Int(value) ?? fileCount
    case "--integrations": integrations = value
    default: fatalError("unknown option \(option)")
    }
}
let folder: URL
var generated = false
if let given = arguments.first {
    folder = URL(fileURLWithPath: given)
} else {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try ProjectCorpus(files: fileCount, seed: 2_000).write(to: folder)
    generated = true
}
defer { if generated { try? FileManager.default.removeItem(at: folder) } }

let swiftFiles = listSwiftFiles(in: folder)
let bytes = swiftFiles.reduce(0) { $0 + ((try? Data(contentsOf: $1).count) ?? 0) }
print("Importing \(folder.path): \(swiftFiles.count) Swift files, \(bytes / 1024) KiB; \(rounds) rounds each, alternating\n")

var bare: [Double] = []
var full: [Double] = []
var report = ImportReport()
for _ in 0..<rounds {
    bare.append(seconds {
        var statements = 0
        for file in swiftFiles {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            statements += Parser.parse(source: text).statements.count
        }
        precondition(statements >= 0)
    })
    full.append(try seconds {
        report = try ProjectImporter(swiftSources: SwiftSyntaxSourceReader()).importProject(at: folder)
    })
}

print("| measure | p50 s | min s |")
print("|---|---|---|")
print("| swift-syntax bare parse (read + Parser.parse) | \(String(format: "%.3f", median(bare))) | \(String(format: "%.3f", bare.min() ?? 0)) |")
print("| integrations import (whole) | \(String(format: "%.3f", median(full))) | \(String(format: "%.3f", full.min() ?? 0)) |")
print("")
print("import / bare parse (p50): \(String(format: "%.2f", median(full) / median(bare)))×  (target: 2,000 files under 10 s)")
print("found: \(report.intents.count) intents, \(report.appShortcuts.count) App Shortcuts, \(report.widgets.count) widgets, \(report.activityTypes.count) activity types, \(report.urls.count) URLs, \(report.notes.count) notes")

// Peak memory, each in a fresh process.
print("")
print("| peak resident set (fresh process each) | MiB | / bare parse |")
print("|---|---|---|")
let me = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
let bareKiB = peakOfCommand([me, "--peak", "parse", folder.path]).flatMap { Int($0.output.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
func peakRow(_ title: String, _ kib: Int?) {
    guard let kib, kib > 0 else { print("| \(title) | — | |"); return }
    print("| \(title) | \(String(format: "%.0f", Double(kib) / 1024)) | \(String(format: "%.2f", Double(kib) / Double(max(bareKiB, 1))))× |")
}
peakRow("swift-syntax bare parse (each tree dropped)", bareKiB)
peakRow("swift-syntax parse, every tree kept", peakOfCommand([me, "--peak", "parse-keep", folder.path]).flatMap { Int($0.output.trimmingCharacters(in: .whitespacesAndNewlines)) })
peakRow("integrations import in process", peakOfCommand([me, "--peak", "import", folder.path]).flatMap { Int($0.output.trimmingCharacters(in: .whitespacesAndNewlines)) })
let command = URL(fileURLWithPath: integrations).standardizedFileURL.path
if FileManager.default.isExecutableFile(atPath: command), let run = peakOfCommand([command, "import", folder.path]) {
    peakRow("`integrations import` (the command and its reader process)", run.kib)
    print("")
    print("the command's report: \(run.output.split(separator: "\n").first ?? "")")
} else {
    print("| `integrations import` | not built at \(command) (--integrations PATH) | |")
}
print("(target of issue 31: a generated 4,000-file project under 400 MB)")

// Work that grows with one file's findings: N `URL(string: "x://pN/q")` calls in one file of an app
// whose scheme is `x`, imported, turned into an app folder (a route each) and checked. Each step must grow
// linearly: the time per URL at 32,000 against 1,000 (issue 30 measured 35 s for `import --output` and 39 s
// for `check --project` at 32,000 before the route names and the diagnostics' de-duplication were sets).
print("")
print("| URLs in one file | import s | app folder s | project checks s | per URL µs (all three) |")
print("|---|---|---|---|---|")
var perURL: [Int: Double] = [:]
for count in [1_000, 32_000] {
    let hostile = FileManager.default.temporaryDirectory.appendingPathComponent("import-bench-urls-\(count)-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: hostile) }
    try FileManager.default.createDirectory(at: hostile.appendingPathComponent("App"), withIntermediateDirectories: true)
    let lines = (0..<count).map { "    _ = URL(string: \"x://p\($0)/q\")" }
    try Data((["import Foundation", "func links() {"] + lines + ["}", ""]).joined(separator: "\n").utf8)
        .write(to: hostile.appendingPathComponent("App/Links.swift"))
    try PropertyListSerialization.data(fromPropertyList: [
        "CFBundleIdentifier": "com.example.links", "CFBundleURLTypes": [["CFBundleURLSchemes": ["x"]]],
    ], format: .xml, options: 0).write(to: hostile.appendingPathComponent("App/Info.plist"))
    var imported = ImportReport()
    let importing = try seconds { imported = try ProjectImporter(swiftSources: SwiftSyntaxSourceReader()).importProject(at: hostile) }
    var routes = 0
    let folding = seconds { routes = ImportedAppFolder(imported).manifest.routes.count }
    var findings = 0
    let checking = seconds { findings = ProjectChecks(report: imported).run().count }
    precondition(routes == count, "\(routes) routes of \(count) URLs")
    perURL[count] = (importing + folding + checking) / Double(count) * 1e6
    print("| \(count) | \(String(format: "%.3f", importing)) | \(String(format: "%.3f", folding)) | \(String(format: "%.3f", checking)) | \(String(format: "%.1f", perURL[count] ?? 0)) (\(findings) findings) |")
}
print("")
print("per URL at 32,000 / at 1,000: \(String(format: "%.2f", (perURL[32_000] ?? 0) / (perURL[1_000] ?? 1)))×  (linear: about 1×)")
