import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsTestSupport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// `integrations` reads Swift sources through `integrations-swift-sources`, a process of its own, so that
/// swift-syntax is not linked into the command: the facts must cross the process whole, and a reader that
/// is missing or fails must leave a note, not stop the import.
@Suite struct SwiftSourceReaderProcessTests {
    /// The reader built beside the test bundle (SwiftPM builds every product for `swift test`).
    static let executable = BuiltProducts.executable(SwiftSourceReaderProcess.executableName)

    #if SwiftSources
    /// Both fixture projects import to the same report with the reader in its own process as in this one.
    @Test(arguments: ["Larder", "Sprout"])
    func theReaderInItsOwnProcessFindsWhatTheReaderInThisOneFinds(project: String) throws {
        let folder = ImporterTests.projects.appendingPathComponent(project)
        let here = try ProjectImporter(swiftSources: SwiftSyntaxSourceReader()).importProject(at: folder)
        let there = try ProjectImporter(swiftSources: SwiftSourceReaderProcess(executable: Self.executable)).importProject(at: folder)
        #expect(there == here)
        #expect(there.files.swiftSources > 0)
    }

    /// A note the reader writes (here: a file nested too deep to parse) arrives in both languages.
    @Test func aReadersNoteCrossesTheProcessInBothLanguages() {
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let file = SwiftSourceFile(path: "Deep.swift", text: "let x = \(deep)\n")
        let here = SwiftSyntaxSourceReader().read([file]).notes
        let there = SwiftSourceReaderProcess(executable: Self.executable).read([file]).notes
        #expect(!here.isEmpty)
        #expect(there.map(\.message) == here.map(\.message))
        #expect(there.map(\.source) == here.map(\.source))
    }
    #endif

    /// Without the reader, or with one that fails, the sources are a note with the reason; nothing throws.
    @Test(arguments: [
        ("/nonexistent/integrations-swift-sources",
         "Swift のソース 1 件は読んでいません（読み手 /nonexistent/integrations-swift-sources がありません。このパッケージの integrations-swift-sources をビルドしてください）",
         "1 Swift sources were not read (no reader at /nonexistent/integrations-swift-sources; build this package's integrations-swift-sources product)"),
        ("/bin/false",
         "Swift のソース 1 件は読んでいません（読み手 /bin/false が失敗しました（exit 1））",
         "1 Swift sources were not read (the reader /bin/false failed (exit 1))"),
    ])
    func aReaderThatCannotRunLeavesANote(executable: String, ja: String, en: String) {
        let facts = SwiftSourceReaderProcess(executable: URL(fileURLWithPath: executable)).read([SwiftSourceFile(path: "A.swift", text: "let a = 1")])
        #expect(facts.notes.map(\.message) == [LocalizedText(ja: ja, en: en)])
        #expect(facts.filesRead == 0)
    }

    /// Input the reader cannot read (a source without its text) is exit 1, as its usage documents.
    @Test func theReaderRefusesInputItCannotRead() throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString).json")
        try Data(#"[{"path": "A.swift"}]"#.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = [input.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #if SwiftSources
        #expect(process.terminationStatus == 1)
        #else
        #expect(process.terminationStatus == 3)
        #endif
    }
}
