import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsSwiftSources
import SwiftParser
import SwiftSyntax

// `integrations import` on a repository of 2,000 Swift files (or on a folder given as the argument),
// against swift-syntax's bare parse of the same files: reading each file and `Parser.parse` alone.
// The import reads each file once, parses it once, and walks the trees twice (constants, then facts).
//
//     swift build -c release --package-path Benchmarks --product import-bench
//     Benchmarks/.build/release/import-bench [folder]

let rounds = 5

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let folder: URL
var generated = false
if let given = CommandLine.arguments.dropFirst().first {
    folder = URL(fileURLWithPath: given)
} else {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try ProjectCorpus(files: 2_000, seed: 2_000).write(to: folder)
    generated = true
}
defer { if generated { try? FileManager.default.removeItem(at: folder) } }

// The same files the importer reads (it skips dependency and build folders).
let swiftFiles: [URL] = {
    let skipped: Set<String> = [".git", ".build", ".swiftpm", "Pods", "Carthage", "DerivedData", "build", "node_modules"]
    var found: [URL] = []
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
    while let url = enumerator?.nextObject() as? URL {
        if skipped.contains(url.lastPathComponent) { enumerator?.skipDescendants(); continue }
        if url.pathExtension == "swift" { found.append(url) }
    }
    return found
}()
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
