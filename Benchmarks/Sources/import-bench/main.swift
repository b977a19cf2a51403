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
