import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import IntegrationsPoints
import IntegrationsTestSupport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

extension CheckGolden {
    /// What `integrations check` prints for `result`: each diagnostic's line, the summary, the exit code.
    static func transcript(_ result: CheckResult, _ language: Language, strict: Bool = false) -> String {
        result.diagnostics.map { diagnostic in
            // Each note after its problem, as the command's text report prints it.
            diagnostic.formatted(language) + "\n" + diagnostic.notes.map { note in
                let place = note.file.map { file in [file, note.line.map(String.init), note.column.map(String.init)].compactMap { $0 }.joined(separator: ":") + ": " }
                return (place ?? "") + "note: " + note.message[language] + "\n"
            }.joined()
        }.joined() + result.summary.text[language] + "\nexit \(Self.exitCode(result, strict: strict))\n"
    }

    /// The command's exit code for `result` (``CheckStatus``): 2 on an error, 5 on a warning when strict.
    static func exitCode(_ result: CheckResult, strict: Bool) -> Int {
        result.diagnostics.contains { $0.severity == .error } ? 2 : result.fails(strict: strict) ? 5 : 0
    }
}

/// The one check engine (``CheckEngine``): an app folder, an app folder shown under another folder, and a
/// project each give the diagnostics placed and summed up as `integrations check` prints them, which the
/// command's golden files hold.
@Suite struct CheckEngineTests {
    /// Each broken app, checked as a folder, is its golden transcript (which the command's tests hold too),
    /// in both languages.
    @Test(arguments: CheckGolden.brokenApps)
    func anAppFolderIsCheckedAsTheCommandPrintsIt(name: String) throws {
        let folder = CheckGolden.broken.appendingPathComponent(name)
        let result = try CheckEngine.run(.app(folder))
        #expect(!result.diagnostics.isEmpty)
        #expect(result.checked.en == folder.appendingPathComponent("integrations.json").path)
        for language in Language.allCases {
            let text = CheckGolden.transcript(result, language).replacingOccurrences(of: folder.path, with: "Fixtures/Broken/\(name)")
            #expect(text == (try String(contentsOf: folder.appendingPathComponent("expected.\(language.rawValue).txt"), encoding: .utf8)))
        }
    }

    /// An app folder written out elsewhere and shown under the folder its files come from: the diagnostics
    /// name that folder, and a clean app's summary names what was checked.
    @Test(arguments: [
        ("Broken/Several", "Fixtures/Broken/Several", nil),
        ("Simmer", "Fixtures/Simmer", LocalizedText(ja: "問題は見つかりませんでした（埋め込みのサンプル Simmer（Fixtures/Simmer））。", en: "No problems found in the embedded sample Simmer (Fixtures/Simmer).")),
    ] as [(String, String, LocalizedText?)])
    func anEmbeddedAppIsShownUnderItsFolder(fixture: String, shownAs: String, clean: LocalizedText?) throws {
        let copy = try TemporaryFolder(prefix: "check-engine")
        defer { copy.remove() }
        let directory = copy.url.appendingPathComponent("app")
        try FileManager.default.copyItem(at: FixtureManifest.fixtures.appendingPathComponent(fixture), to: directory)
        let result = try CheckEngine.run(.embedded(directory, shownAs: shownAs))
        #expect(result.diagnostics.allSatisfy { $0.file.map { $0.hasPrefix(shownAs + "/") } ?? true })
        #expect(!CheckGolden.transcript(result, .en).contains(copy.url.path))
        if let clean {
            #expect(result.diagnostics.isEmpty)
            #expect(result.summary.text == clean)
        } else {
            let golden = FixtureManifest.fixtures.appendingPathComponent(fixture).appendingPathComponent("expected.en.txt")
            #expect(CheckGolden.transcript(result, .en) == (try String(contentsOf: golden, encoding: .utf8)))
        }
    }

    /// A registered point without a manifest section (controls: `manifestKey` is `nil`) adds no key to the
    /// manifest: `"controls"` in `integrations.json` is still an unknown key, and the schema has no such
    /// property, while the points with sections keep theirs.
    @Test func aPointWithoutASectionAddsNoManifestKey() throws {
        let copy = try TemporaryFolder(prefix: "check-engine")
        defer { copy.remove() }
        let directory = copy.url.appendingPathComponent("app")
        try FileManager.default.copyItem(at: FixtureManifest.fixtures.appendingPathComponent("Simmer"), to: directory)
        let manifest = directory.appendingPathComponent("integrations.json")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        let brace = try #require(text.firstIndex(of: "{"))
        text.insert(contentsOf: #""controls": [], "#, at: text.index(after: brace))
        try Data(text.utf8).write(to: manifest)
        let result = try CheckEngine.run(.embedded(directory, shownAs: "Fixtures/Simmer"))
        #expect(result.diagnostics.map(\.code.rawValue) == ["manifest.unknownKey"])
        #expect(result.diagnostics.first?.message.en.contains("controls") == true)
        let schema = try #require(try JSONSerialization.jsonObject(with: IntegrationPoints.manifestSchema()) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(properties["controls"] == nil)
        #expect(properties["shareExtensions"] != nil)
    }

    #if SwiftSources
    /// A project: the rules across its own files and the manifest's rules, each placed under the folder as
    /// given (or as shown), the summary naming the folder, never its files.
    @Test(arguments: Language.allCases)
    func aProjectIsCheckedAsTheCommandPrintsIt(language: Language) throws {
        let folder = CheckGolden.larder.path
        let result = try CheckEngine.run(.project(folder, importer: ProjectImporter(configuration: nil, swiftSources: SwiftSyntaxSourceReader())))
        let text = CheckGolden.transcript(result, language).replacingOccurrences(of: folder, with: "Fixtures/Projects/Larder")
        try CheckGolden.compare(text, CheckGolden.projects.appendingPathComponent("Larder.check-command.\(language.rawValue).txt"))
        #expect(result.summary.text.en == "8 errors, 7 warnings in \(folder).")
        let shown = try CheckEngine.run(.project(folder, importer: ProjectImporter(swiftSources: SwiftSyntaxSourceReader()), shownAs: "Larder"))
        #expect(shown.diagnostics.map(\.file) == result.diagnostics.map { $0.file?.replacingOccurrences(of: "Fixtures/Projects/Larder", with: "Larder") })
        #expect(shown.diagnostics.map(\.code) == result.diagnostics.map(\.code))
    }
    #endif

    /// A folder in which the import reads nothing is refused, never "no problems found".
    @Test func aProjectWithNothingToCheckIsRefused() throws {
        let folder = try TemporaryFolder(prefix: "check-engine")
        defer { folder.remove() }
        try Data("# Notes\n".utf8).write(to: folder.url.appendingPathComponent("README.md"))
        #expect {
            try CheckEngine.run(.project(folder.url.path, importer: ProjectImporter()))
        } throws: { error in
            (error as? IntegrationsError)?.message.en.hasPrefix("Found nothing to check in \(folder.url.path): it holds none of the files") == true
        }
    }

    /// `strict` makes a warning fail the check as an error does; a note never fails it.
    @Test(arguments: [
        ([Diagnostic.Severity](), false, false),
        ([.note], false, false),
        ([.warning, .note], false, true),
        ([.error], true, true),
        ([.warning, .error], true, true),
    ])
    func strictTurnsWarningsIntoFailures(severities: [Diagnostic.Severity], fails: Bool, failsStrict: Bool) {
        let diagnostics = severities.enumerated().map { index, severity in
            Diagnostic("manifest.unknownKey", severity, LocalizedText(ja: "問題", en: "a problem"), file: "app/integrations.json", line: index + 1)
        }
        let result = CheckResult(diagnostics: diagnostics, checked: LocalizedText(ja: "app", en: "app"))
        #expect(result.fails(strict: false) == fails)
        #expect(result.fails(strict: true) == failsStrict)
    }

    /// The summary counts errors and warnings (not notes) and names the files they are in, or what was checked.
    @Test(arguments: [
        (["a/integrations.json", "a/Info.plist", "a/integrations.json"], true,
         LocalizedText(ja: "エラー3件、警告0件（a/integrations.json、a/Info.plist）。", en: "3 errors, 0 warnings in a/integrations.json and a/Info.plist.")),
        (["a/x.swift", "a/y.swift", "a/z.swift"], false, LocalizedText(ja: "エラー3件、警告0件（a）。", en: "3 errors, 0 warnings in a.")),
        (["a/x.swift"], true, LocalizedText(ja: "エラー1件、警告0件（a/x.swift）。", en: "1 error, 0 warnings in a/x.swift.")),
        (["a/x\nforged: error"], true, LocalizedText(ja: "エラー1件、警告0件（a/x\\nforged: error）。", en: "1 error, 0 warnings in a/x\\nforged: error.")),
    ] as [([String], Bool, LocalizedText)])
    func theSummaryNamesTheFiles(files: [String], namesFiles: Bool, expected: LocalizedText) {
        let diagnostics = files.map { Diagnostic("json.syntax", .error, LocalizedText(ja: "問題", en: "a problem"), file: $0) }
            + [Diagnostic("json.syntax", .note, LocalizedText(ja: "注", en: "a note"), file: "elsewhere")]
        #expect(CheckSummary(diagnostics, checked: LocalizedText(ja: "a", en: "a"), namesFiles: namesFiles).text == expected)
    }
}
