public import Foundation
import IntegrationsCore

/// A ``SwiftSourceReading`` that runs a reader in a process of its own: the `integrations-swift-sources`
/// executable of this package, which reads with swift-syntax.
///
/// A command that reads Swift sources only when it imports a project keeps swift-syntax out of its own
/// binary this way: a large binary costs every run of the command time before it does anything (the Swift
/// runtime scans the binary's protocol conformances on its first dynamic casts; Docs/Benchmarks.md).
///
/// The sources go to the reader as a JSON file (`[{"path", "text"}]`, its one argument) and the facts come
/// back as JSON on its standard output (``SwiftSourceFacts``). When the reader cannot be run, or fails,
/// the facts are empty but for a note that says why: the import goes on with its other files.
///
/// ```swift
/// let reader = SwiftSourceReaderProcess(executable: URL(fileURLWithPath: ".build/debug/integrations-swift-sources"))
/// let importer = ProjectImporter(swiftSources: reader)
/// ```
public struct SwiftSourceReaderProcess: SwiftSourceReading {
    /// The reader's executable.
    public var executable: URL

    /// A reader run from `executable`.
    public init(executable: URL) {
        self.executable = executable
    }

    /// The name of the reader's executable, next to `integrations` in a build folder.
    public static let executableName = "integrations-swift-sources"

    public func read(_ files: [SwiftSourceFile]) -> SwiftSourceFacts {
        guard !files.isEmpty else { return SwiftSourceFacts() }
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            return Self.failed(files.count, LocalizedText(
                ja: "読み手 \(executable.path) がありません。このパッケージの integrations-swift-sources をビルドしてください",
                en: "no reader at \(executable.path); build this package's integrations-swift-sources product"))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("integrations-sources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let input = folder.appendingPathComponent("sources.json")
            let errors = folder.appendingPathComponent("errors.txt")
            try JSONEncoder().encode(files).write(to: input)
            try Data().write(to: errors)
            let process = Process()
            process.executableURL = executable
            process.arguments = [input.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = try FileHandle(forWritingTo: errors)
            process.standardInput = FileHandle.nullDevice
            try process.run()
            // Read to the end while the reader writes, so that a large answer never fills the pipe.
            let answer = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                let said = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                let how = process.terminationReason == .exit ? "exit \(process.terminationStatus)" : "signal \(process.terminationStatus)"
                return Self.failed(files.count, LocalizedText(
                    ja: "読み手 \(executable.path) が失敗しました（\(how)）\(said.isEmpty ? "" : ": \(said.prefix(400))")",
                    en: "the reader \(executable.path) failed (\(how))\(said.isEmpty ? "" : ": \(said.prefix(400))")"))
            }
            return try JSONDecoder().decode(SwiftSourceFacts.self, from: answer)
        } catch {
            return Self.failed(files.count, LocalizedText(
                ja: "読み手 \(executable.path) を実行できません: \(error.localizedDescription)",
                en: "cannot run the reader \(executable.path): \(error.localizedDescription)"))
        }
    }

    /// No facts, and a note that the sources were not read and why.
    private static func failed(_ count: Int, _ reason: LocalizedText) -> SwiftSourceFacts {
        var facts = SwiftSourceFacts()
        facts.notes.append(ImportReport.Note(source: ".", message: LocalizedText(
            ja: "Swift のソース \(count) 件は読んでいません（\(reason.ja)）",
            en: "\(count) Swift sources were not read (\(reason.en))")))
        return facts
    }
}
