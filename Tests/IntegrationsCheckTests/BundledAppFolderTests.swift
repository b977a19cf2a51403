import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// The check as a test on a bundled copy of an app folder names the source files (issue 34): a broken
/// fixture copied as a build copies resources, checked there, reads exactly as the check of the fixture itself.
@Suite struct BundledAppFolderTests {
    /// A copy of `fixture` in a folder of its own, as a module's bundle holds its resources.
    static func bundledCopy(of fixture: String) throws -> TemporaryFolder {
        let bundle = try TemporaryFolder(prefix: "bundled-app")
        for name in try FileManager.default.contentsOfDirectory(atPath: CheckGolden.broken.appendingPathComponent(fixture).path) {
            try FileManager.default.copyItem(at: CheckGolden.broken.appendingPathComponent(fixture).appendingPathComponent(name),
                                             to: bundle.url.appendingPathComponent(name))
        }
        return bundle
    }

    @Test(arguments: CheckGolden.brokenApps)
    func theCopysDiagnosticsNameTheSourceFiles(fixture: String) throws {
        let bundle = try Self.bundledCopy(of: fixture)
        defer { bundle.remove() }
        let app = BundledAppFolder(bundled: bundle.url, source: "Fixtures/Broken/\(fixture)")
        #expect(app.source.standardizedFileURL.path == CheckGolden.broken.appendingPathComponent(fixture).standardizedFileURL.path)

        let fromCopy = app.sourceLocated(AppCheck(directory: bundle.url).run())
        let fromSource = AppCheck(directory: CheckGolden.broken.appendingPathComponent(fixture).standardizedFileURL).run()
        #expect(!fromCopy.isEmpty)
        #expect(fromCopy == fromSource)
        #expect(fromCopy.allSatisfy { !($0.file ?? "").hasPrefix(bundle.url.path) }, "\(fromCopy.map { $0.formatted(.en) })")
    }

    /// Record files are mapped as the manifest is (their own `json.syntax` and `records.*` diagnostics).
    @Test func aRecordFilesDiagnosticNamesTheSourceRecordFile() throws {
        let bundle = try Self.bundledCopy(of: "RecordsNotJSON")
        defer { bundle.remove() }
        let app = BundledAppFolder(bundled: bundle.url, source: "Fixtures/Broken/RecordsNotJSON")
        let files = Set(app.sourceLocated(AppCheck(directory: bundle.url).run()).compactMap(\.file))
        #expect(files.contains { $0.hasSuffix("Fixtures/Broken/RecordsNotJSON/goals.json") }, "\(files)")
    }

    @Test func thePackageIsTheNearestFolderWithAPackageManifest() throws {
        let package = try #require(BundledAppFolder.packageFolder(of: #filePath))
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path))
        #expect(package.standardizedFileURL.path == CheckGolden.broken.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path)
        #expect(BundledAppFolder.packageFolder(of: "/nonexistent-\(UUID().uuidString)/Tests/A/B.swift") == nil)
    }

    /// Without a package above the test file, nothing is renamed.
    @Test func withoutAPackageTheCopyKeepsItsNames() throws {
        let bundle = try Self.bundledCopy(of: "Several")
        defer { bundle.remove() }
        let app = BundledAppFolder(bundled: bundle.url, source: "Sources/App", testFile: "/nonexistent-\(UUID().uuidString)/Tests/A/B.swift")
        #expect(app.source == bundle.url)
        let diagnostics = AppCheck(directory: bundle.url).run()
        #expect(app.sourceLocated(diagnostics) == diagnostics)
    }

    /// A file outside the copy, and a copied file the source folder does not hold, keep their names;
    /// notes move with their diagnostic.
    @Test func onlyFilesOfTheCopyThatTheSourceHoldsAreRenamed() throws {
        let bundle = try Self.bundledCopy(of: "Several")
        defer { bundle.remove() }
        let source = CheckGolden.broken.appendingPathComponent("Several")
        let app = BundledAppFolder(bundled: bundle.url, source: source)
        let inCopy = bundle.url.appendingPathComponent("integrations.json").path
        let note = Diagnostic.Note(LocalizedText(ja: "ここ", en: "here"), file: bundle.url.appendingPathComponent("goals.json").path, line: 2)
        let diagnostics = [
            Diagnostic("x.inCopy", .error, LocalizedText(ja: "a", en: "a"), file: inCopy, line: 3, column: 4, notes: [note]),
            Diagnostic("x.outside", .error, LocalizedText(ja: "b", en: "b"), file: "/elsewhere/integrations.json", line: 1),
            Diagnostic("x.onlyInCopy", .warning, LocalizedText(ja: "c", en: "c"), file: bundle.url.appendingPathComponent("extra.json").path),
            Diagnostic("x.noFile", .error, LocalizedText(ja: "d", en: "d")),
        ]
        let placed = app.sourceLocated(diagnostics)
        #expect(placed.map(\.file) == [source.appendingPathComponent("integrations.json").standardizedFileURL.path, "/elsewhere/integrations.json",
                                       bundle.url.appendingPathComponent("extra.json").path, nil])
        #expect(placed[0].line == 3 && placed[0].column == 4)
        #expect(placed[0].notes.map(\.file) == [source.appendingPathComponent("goals.json").standardizedFileURL.path])
        #expect(placed.map(\.code) == diagnostics.map(\.code))
    }
}
