#if SwiftSources
import Foundation
import IntegrationsImport
import Synchronization
@testable import IntegrationsSwiftSources
import Testing

/// The reader parses each file once and reads a file again only when its facts asked for a name a later
/// file declares (`TableReads`, issue 46): the facts are the ones every file read with every name known
/// gives, on every fixture project, in the order the importer gives the files and in the reverse order,
/// where names are asked for before the files that declare them are read.
@Suite struct SwiftReaderOneParseTests {
    static let projects = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Projects")

    /// Every project under Fixtures/Projects that has Swift sources: its name and its files, by path.
    static let fixtures: [(name: String, files: [SwiftSourceFile])] = {
        var folders = ["Kettle", "Larder", "Sprout"].map { projects.appendingPathComponent($0) }
        let patterns = projects.appendingPathComponent("Patterns")
        folders += ((try? FileManager.default.contentsOfDirectory(at: patterns, includingPropertiesForKeys: [.isDirectoryKey])) ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        return folders.sorted { $0.path < $1.path }.compactMap { folder in
            var files: [SwiftSourceFile] = []
            let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = walk?.nextObject() as? URL {
                guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                files.append(SwiftSourceFile(path: String(url.path.dropFirst(folder.path.count + 1)), text: text))
            }
            return files.isEmpty ? nil : (folder.lastPathComponent, files.sorted { $0.path < $1.path })
        }
    }()

    static func read(_ files: [SwiftSourceFile], everyFileTwice: Bool) -> (facts: SwiftSourceFacts, rereads: [Int]) {
        let rereads = Steps()
        var reader = SwiftSyntaxSourceReader { file, step in rereads.add(file, step) }
        reader.rereadsEveryFile = everyFileTwice
        return (reader.read(files), rereads.rereads)
    }

    @Test func everyFixtureProjectIsRead() {
        #expect(Self.fixtures.count > 30)
        #expect(Self.fixtures.contains { $0.files.count > 5 })
    }

    @Test(arguments: [false, true])
    func factsAreThoseOfEveryFileReadWithEveryNameKnown(reversed: Bool) {
        var reread = 0
        for fixture in Self.fixtures {
            let files = reversed ? fixture.files.reversed() : fixture.files
            let once = Self.read(files, everyFileTwice: false)
            let twice = Self.read(files, everyFileTwice: true)
            #expect(once.facts == twice.facts, "\(fixture.name)\(reversed ? ", reversed" : "")")
            #expect(twice.rereads.count == files.count, "\(fixture.name)")
            reread += once.rereads.count
        }
        // The reverse order asks for names before their files are read: some files are read again.
        if reversed { #expect(reread > 0) }
    }

    /// A name a later file declares: the file asking is read again, and finds it; in the other order,
    /// no file is read again.
    @Test func aFileAskingForALaterFilesNameIsReadAgain() {
        let widget = SwiftSourceFile(path: "App/Widget.swift", text: """
            struct ProgressWidget: Widget {
                let kind = Kinds.progress
                var body: some WidgetConfiguration { StaticConfiguration(kind: kind, provider: P()) { _ in Text("") } }
            }
            """)
        let kinds = SwiftSourceFile(path: "App/Kinds.swift", text: "enum Kinds { static let progress = \"com.example.progress\" }")
        let first = Self.read([widget, kinds], everyFileTwice: false)
        #expect(first.rereads == [0])
        #expect(first.facts.widgets.map(\.kind) == ["com.example.progress"])
        let second = Self.read([kinds, widget], everyFileTwice: false)
        #expect(second.rereads.isEmpty)
        #expect(second.facts == first.facts)
    }

    /// The files read again, in order.
    final class Steps: Sendable {
        private let found = Mutex<[Int]>([])
        var rereads: [Int] { found.withLock { $0 } }
        func add(_ file: Int, _ step: SwiftSyntaxSourceReader.Step) {
            if step == .reread { found.withLock { $0.append(file) } }
        }
    }
}
#endif
