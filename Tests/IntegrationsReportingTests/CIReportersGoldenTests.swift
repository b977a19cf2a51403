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
/// engine, every file named relative to the package's folder; the Xcode and Markdown reporters also in
/// Japanese, on a hand-made report of notes and suppressed problems and on a clean app; JUnit also with
/// and without `strict`. Regenerate after a deliberate change:
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
        let result = relative(try CheckEngine.run(.app(directory)), folder: directory.path, shownAs: "Fixtures/Broken/\(name)")
        return CheckReport(result, identities: FindingIdentities(of: result))
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
        let shown = CheckResult(diagnostics: result.diagnostics, checked: checked, namesFiles: false, files: result.files)
        return CheckReport(shown, identities: FindingIdentities(of: shown))
    }
    #endif

    /// The repository's root the Xcode reporter's goldens make paths absolute from: a fixed folder, not
    /// the machine's.
    static let sourceRoot = "/repo"

    /// Each CI reporter's text in English, by the reporter's identifier, and the golden file's extension.
    static let reporters: [(identifier: String, fileExtension: String, report: @Sendable (CheckReport) -> ReportText)] = [
        (GitHubActionsReporter.identifier, "txt", { GitHubActionsReporter(language: .en).report($0) }),
        (JUnitReporter.identifier, "xml", { JUnitReporter(language: .en).report($0) }),
        (CodeClimateReporter.identifier, "json", { CodeClimateReporter(language: .en).report($0) }),
        (CheckstyleReporter.identifier, "xml", { CheckstyleReporter(language: .en).report($0) }),
        (XcodeReporter.identifier, "txt", { XcodeReporter(language: .en, sourceRoot: sourceRoot).report($0) }),
        (MarkdownReporter.identifier, "md", { MarkdownReporter(language: .en, fullReportCommand: "integrations check").report($0) }),
    ]

    /// The reports the Xcode and Markdown goldens hold in both languages, by the golden's name: the broken
    /// app `Several`, ``related`` and a clean app (Fixtures/Simmer).
    static func languageReports() throws -> [(name: String, report: CheckReport)] {
        [("Several", try brokenApp("Several")), ("Related", related()), ("Clean", try clean())]
    }

    /// The report of the fixture app Fixtures/Simmer, which has no problem.
    static func clean() throws -> CheckReport {
        let directory = repositoryFolder.appendingPathComponent("Fixtures/Simmer")
        return CheckReport(relative(try CheckEngine.run(.app(directory)), folder: directory.path, shownAs: "Fixtures/Simmer"))
    }

    /// A report of every kind of problem the Xcode and Markdown reporters place: an error with a fix and
    /// notes at other places (with and without a column, and one without a place), a warning without a
    /// column, a note without a line, an error without a file, a file already absolute and one spelt with
    /// `./`; texts with Markdown's and HTML's characters; three suppressed problems.
    static func related() -> CheckReport {
        let diagnostics = [
            Diagnostic(
                "activity.duplicateType", .error,
                LocalizedText(ja: "アクティビティタイプ \"com.x.editing\" が2回宣言されています", en: "the activity type \"com.x.editing\" is declared twice"),
                file: "App/Info.plist", line: 14, column: 9, suggestion: LocalizedText(ja: "片方を消してください", en: "remove one of them"),
                notes: [
                    Diagnostic.Note(LocalizedText(ja: "最初の宣言", en: "declared here first"), file: "App/Info.plist", line: 12, column: 9),
                    Diagnostic.Note(LocalizedText(ja: "ここで作られます", en: "created here"), file: "App/Sources/Handoff.swift", line: 40),
                    Diagnostic.Note(LocalizedText(ja: "どちらも同じ名前です", en: "both have the same name")),
                ]),
            Diagnostic(
                "route.invalidForm", .error,
                LocalizedText(ja: "テンプレート `a|b` <b>太字</b> の $x$ と *強調* が不正です", en: "the template `a|b` <b>bold</b> with $x$ and *stars* & [brackets] is invalid"),
                file: "./App/integrations.json", line: 31, column: 45),
            Diagnostic("json.syntax", .error, LocalizedText(ja: "ファイルがありません", en: "no file to read")),
            Diagnostic(
                "manifest.unknownKey", .warning, LocalizedText(ja: "不明なキー \"x_y\"", en: "unknown key \"x_y\""), file: "/elsewhere/shared/integrations.json", line: 3),
            Diagnostic("project.swiftSourceUnread", .note, LocalizedText(ja: "読まれていません", en: "not read"), file: "App/Sources/Widget.swift"),
        ]
        let suppressed = [
            SuppressedFinding(
                Diagnostic("route.unreachable", .warning, LocalizedText(ja: "到達しません", en: "never reached"), file: "App/integrations.json", line: 40, column: 5),
                origin: .comment, justification: LocalizedText(ja: "移行中", en: "being moved")),
            SuppressedFinding(
                Diagnostic("route.unreachable", .warning, LocalizedText(ja: "到達しません", en: "never reached"), file: "App/integrations.json", line: 44, column: 5),
                origin: .configuration),
            SuppressedFinding(
                Diagnostic("infoPlist.extraScheme", .error, LocalizedText(ja: "余分なスキーム", en: "an extra scheme"), file: "App/Info.plist", line: 20),
                origin: .baseline, justification: LocalizedText(ja: "ベースライン b.json にある問題です", en: "held by the baseline b.json")),
        ]
        let checked = LocalizedText(ja: "App", en: "App")
        return CheckReport(diagnostics: diagnostics, checked: checked, summary: CheckSummary(diagnostics, checked: checked), suppressed: suppressed)
    }

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

    /// The Xcode and Markdown reports in both languages, on the broken app, on ``CIGolden/related()`` (notes
    /// at other places, suppressed problems, Markdown's characters) and on a clean app.
    @Test(arguments: Language.allCases)
    func theXcodeAndMarkdownReportsAreTheirGoldenFiles(language: Language) throws {
        for (name, report) in try CIGolden.languageReports() {
            // English is the golden without a language, as the other reporters' (the same file as theirs for Several).
            let suffix = language == .en ? "" : ".\(language.rawValue)"
            let xcode = XcodeReporter(language: language, sourceRoot: CIGolden.sourceRoot).report(report)
            try CIGolden.compare(CIGolden.transcript(xcode), "\(name).xcode\(suffix).txt")
            let markdown = MarkdownReporter(language: language, fullReportCommand: "integrations check").report(report)
            try CIGolden.compare(CIGolden.transcript(markdown), "\(name).markdown\(suffix).md")
            #expect(!xcode.standardOutput.contains(repositoryFolder.path) && !markdown.standardOutput.contains(repositoryFolder.path))
        }
    }

    /// JUnit on ``CIGolden/related()``: warnings and notes are output, not failures, and suppressed
    /// problems are listed in their rules' output; with `strict`, warnings are failures too.
    @Test(arguments: [false, true])
    func junitWithAndWithoutStrictIsItsGoldenFile(strict: Bool) throws {
        let text = JUnitReporter(language: .en, strict: strict).report(CIGolden.related())
        try CIGolden.compare(CIGolden.transcript(text), strict ? "Related.junit-strict.xml" : "Related.junit.xml")
    }

    /// The identifiers are the names a person chooses a reporter by.
    @Test func theIdentifiersAreTheReportersNames() {
        #expect(CIGolden.reporters.map(\.identifier) == ["github-actions", "junit", "codeclimate", "checkstyle", "xcode", "markdown"])
        #expect(CheckReportFormat.names == ["text", "json", "sarif", "github-actions", "junit", "codeclimate", "checkstyle", "xcode", "markdown"])
    }

    /// The command plugin cannot import the library, so its help lists the formats itself (the tool it
    /// runs checks the name against ``CheckReportFormat/names``): every one, in the same order.
    @Test func theCommandPluginsHelpListsEveryFormat() throws {
        let plugin = try String(contentsOf: repositoryFolder.appendingPathComponent("Plugins/IntegrationsCheckPlugin/plugin.swift"), encoding: .utf8)
        let start = try #require(plugin.range(of: "--reporter <format>"))
        let end = try #require(plugin.range(of: "(default:", range: start.upperBound..<plugin.endIndex))
        let listed = plugin[start.upperBound..<end.lowerBound].split(whereSeparator: { " ,:\n".contains($0) }).map(String.init)
            .filter { !["The", "report's", "format", "or"].contains($0) }
        #expect(listed == CheckReportFormat.names)
    }
}
