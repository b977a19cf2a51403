import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import IntegrationsReporting
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// The CI reporters' golden files, in `Golden/CI` beside this file: each reporter on a broken app of
/// Fixtures/Broken and on the imported fixture project Fixtures/Projects/Larder, run through the check
/// engine, every file named relative to the package's folder. Regenerate after a deliberate change:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter CIReportersGoldenTests
enum CIGolden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/CI")

    static func compare(_ text: String, _ name: String) throws {
        let url = folder.appendingPathComponent(name)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        guard ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1", expected != text else {
            #expect(text == expected, "\(name) differs; if the change is meant: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter CIReportersGoldenTests")
            return
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("rewrote \(name) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
    }

    /// The report of the broken app `name` of Fixtures/Broken, with fingerprints, its files named
    /// `Fixtures/Broken/NAME/…` as a check run in the package's folder names them (the engine names them as
    /// the folder is given, here a full path that differs between machines).
    static func brokenApp(_ name: String) throws -> CheckReport {
        let directory = repositoryFolder.appendingPathComponent("Fixtures/Broken").appendingPathComponent(name)
        return CheckReport(relative(try CheckEngine.run(.app(directory)), folder: directory.path, shownAs: "Fixtures/Broken/\(name)"), fingerprints: true)
    }

    /// `result` with `folder` in its files and in what was checked written `shownAs`, each file mapped to
    /// the one on disk (as the engine maps an embedded or project folder's).
    static func relative(_ result: CheckResult, folder: String, shownAs: String) -> CheckResult {
        var files: [String: URL] = [:]
        let diagnostics = result.diagnostics.map { diagnostic in
            var placed = diagnostic
            if let file = diagnostic.file, file.hasPrefix(folder + "/") {
                let shown = shownAs + file.dropFirst(folder.count)
                placed.file = shown
                files[shown] = URL(fileURLWithPath: file)
            }
            return placed
        }
        let checked = LocalizedText(
            ja: result.checked.ja.replacingOccurrences(of: folder, with: shownAs), en: result.checked.en.replacingOccurrences(of: folder, with: shownAs))
        return CheckResult(diagnostics: diagnostics, checked: checked, files: files)
    }

    #if SwiftSources
    /// The report of the fixture project Larder, imported with its Swift sources, with fingerprints, its
    /// files named `Fixtures/Projects/Larder/…`.
    static func larder() throws -> CheckReport {
        let folder = repositoryFolder.appendingPathComponent("Fixtures/Projects/Larder").path
        let importer = ProjectImporter(swiftSources: SwiftSyntaxSourceReader())
        let result = try CheckEngine.run(.project(folder, importer: importer, shownAs: "Fixtures/Projects/Larder"))
        // What was checked is the folder as given, here a full path.
        let checked = LocalizedText(ja: "Fixtures/Projects/Larder", en: "Fixtures/Projects/Larder")
        return CheckReport(CheckResult(diagnostics: result.diagnostics, checked: checked, namesFiles: false, files: result.files), fingerprints: true)
    }
    #endif

    /// Each CI reporter's text in English, by the reporter's identifier, and the golden file's extension.
    static let reporters: [(identifier: String, fileExtension: String, report: @Sendable (CheckReport) -> ReportText)] = [
        (GitHubActionsReporter.identifier, "txt", { GitHubActionsReporter(language: .en).report($0) }),
        (JUnitReporter.identifier, "xml", { JUnitReporter(language: .en).report($0) }),
        (CodeClimateReporter.identifier, "json", { CodeClimateReporter(language: .en).report($0) }),
        (CheckstyleReporter.identifier, "xml", { CheckstyleReporter(language: .en).report($0) }),
    ]

    /// A reporter's text as its golden file holds it: standard output, then standard error after a line
    /// `--- standard error` when there is any.
    static func transcript(_ text: ReportText) -> String {
        text.standardOutput + (text.standardError.isEmpty ? "" : "--- standard error\n" + text.standardError)
    }
}

@Suite struct CIReportersGoldenTests {
    @Test(arguments: CIGolden.reporters.indices)
    func aBrokenAppIsItsGoldenFile(reporter: Int) throws {
        let (identifier, fileExtension, report) = CIGolden.reporters[reporter]
        let text = report(try CIGolden.brokenApp("Several"))
        try CIGolden.compare(CIGolden.transcript(text), "Several.\(identifier).\(fileExtension)")
        #expect(!text.standardOutput.contains(repositoryFolder.path), "a machine's folder in \(identifier)")
    }

    #if SwiftSources
    @Test(arguments: CIGolden.reporters.indices)
    func anImportedProjectIsItsGoldenFile(reporter: Int) throws {
        let (identifier, fileExtension, report) = CIGolden.reporters[reporter]
        let text = report(try CIGolden.larder())
        try CIGolden.compare(CIGolden.transcript(text), "Larder.\(identifier).\(fileExtension)")
        #expect(!text.standardOutput.contains(repositoryFolder.path), "a machine's folder in \(identifier)")
    }
    #endif

    /// The identifiers are the names a person chooses a reporter by.
    @Test func theIdentifiersAreTheReportersNames() {
        #expect(CIGolden.reporters.map(\.identifier) == ["github-actions", "junit", "codeclimate", "checkstyle"])
    }
}
