import Foundation
import IntegrationsTestSupport
import Testing

/// The library is general: no code line under `Sources/` names the sample app or its concepts; what an
/// app does is declared in its manifest (issue 20). Comments may use examples.
@Suite struct LibraryNamesNoSampleTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    static let words = ["goal", "trainer", "appcadia", "目標", "トレーナー", "アプカディア", "celebration", "quickcompletion", "todaygoals"]

    @Test func noCodeLineInSourcesNamesTheSample() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 50)
        var found: [String] = []
        for file in files {
            for (index, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                let lowered = code.lowercased()
                if let word = Self.words.first(where: { lowered.contains($0) }) {
                    found.append("\(file.path.replacingOccurrences(of: Self.sources.path, with: "Sources")):\(index + 1): \(word)")
                }
            }
        }
        #expect(found == [])
    }
}

/// Every diagnostic code a rule in `Sources/` gives is listed in `Docs/Check.md`, so a tool author finds
/// every code the toolkit can print.
@Suite struct DiagnosticCodesAreDocumentedTests {
    @Test func everyCodeInSourcesIsInCheckMD() throws {
        let documented = try DiagnosticCodesInSources.checkDocumentation()
        let codes = try DiagnosticCodesInSources.given()
        #expect(codes.count > 100)
        #expect(codes.filter { !documented.contains("`\($0)`") }.sorted() == [])
    }
}
