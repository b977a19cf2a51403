import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import IntegrationsReporting
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// The SARIF reporter: golden logs in `Golden/SARIF` beside this file (a broken app of Fixtures/Broken in
/// English and Japanese, the imported fixture project Larder), each log's structure decoded on every broken
/// app, and the paths, regions and texts it writes. `.ci/validate-sarif.py` validates the goldens against
/// the OASIS schema vendored in `Schemas/`. Regenerate the goldens after a deliberate change:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter SARIFReporterTests
@Suite struct SARIFReporterTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/SARIF")
    static let brokenApps = ((try? FileManager.default.contentsOfDirectory(atPath: repositoryFolder.appendingPathComponent("Fixtures/Broken").path)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()

    static func compare(_ text: String, _ name: String) throws {
        let url = goldens.appendingPathComponent(name)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        guard ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1", expected != text else {
            #expect(text == expected, "\(name) differs; if the change is meant: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter SARIFReporterTests")
            return
        }
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("rewrote \(name) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
    }

    /// The report of the broken app `name`, with fingerprints, its files named `Fixtures/Broken/NAME/…` as a
    /// check run in the package's folder names them (the engine names them as the folder is given, here a
    /// full path that differs between machines, and a fingerprint holds the file's name).
    static func brokenApp(_ name: String) throws -> CheckReport {
        let directory = repositoryFolder.appendingPathComponent("Fixtures/Broken").appendingPathComponent(name)
        let result = try CheckEngine.run(.app(directory))
        var files: [String: URL] = [:]
        let diagnostics = result.diagnostics.map { diagnostic in
            var placed = diagnostic
            if let file = diagnostic.file, file.hasPrefix(directory.path + "/") {
                placed.file = "Fixtures/Broken/\(name)" + file.dropFirst(directory.path.count)
                files[placed.file ?? ""] = URL(fileURLWithPath: file)
            }
            return placed
        }
        let placed = CheckResult(diagnostics: diagnostics, checked: result.checked, files: files)
        return CheckReport(placed, identities: FindingIdentities(of: placed))
    }

    #if SwiftSources
    /// The report of the fixture project Larder, imported with its Swift sources, with fingerprints, its
    /// files named `Fixtures/Projects/Larder/…`.
    static func larder() throws -> CheckReport {
        let folder = repositoryFolder.appendingPathComponent("Fixtures/Projects/Larder").path
        let importer = ProjectImporter(swiftSources: SwiftSyntaxSourceReader())
        let result = try CheckEngine.run(.project(folder, importer: importer, shownAs: "Fixtures/Projects/Larder"))
        return CheckReport(result, identities: FindingIdentities(of: result))
    }
    #endif

    /// The log of `report` as a JSON object.
    static func log(_ report: CheckReport, _ reporter: SARIFReporter = SARIFReporter(language: .en)) throws -> [String: Any] {
        let text = reporter.report(report)
        #expect(text.standardError.isEmpty)
        #expect(text.lines.count == 1 && text.lines[0].kind == .json)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.standardOutput.utf8)) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    static func results(_ log: [String: Any]) throws -> [[String: Any]] {
        try #require(try run(log)["results"] as? [[String: Any]])
    }

    @Test(arguments: [("Several", Language.en), ("Several", .ja), ("NotificationRules", .en)])
    func aBrokenAppsLogIsTheGoldenOne(name: String, language: Language) throws {
        let text = SARIFReporter(language: language).report(try Self.brokenApp(name))
        try Self.compare(text.standardOutput, "\(name).\(language.rawValue).sarif")
    }

    #if SwiftSources
    @Test func theImportedProjectsLogIsTheGoldenOne() throws {
        let text = SARIFReporter(language: .en).report(try Self.larder())
        try Self.compare(text.standardOutput, "Larder.en.sarif")
    }
    #endif

    #if SwiftSources
    /// A project's findings have full regions: a Swift finding spans the literal at fault (the activity
    /// type passed to `NSUserActivity`), a property-list finding the `<string>` element at fault, each
    /// located here in the file's text; a related location has its column too.
    @Test func projectFindingsHaveColumnsInSwiftAndPropertyLists() throws {
        let log = try Self.log(try Self.larder())
        let results = try Self.results(log)
        func region(_ rule: String, _ file: String, line: Int) throws -> [String: Int] {
            let result = try #require(results.first { result in
                let place = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
                let uri = (place?["artifactLocation"] as? [String: Any])?["uri"] as? String
                return result["ruleId"] as? String == rule && uri?.hasSuffix(file) == true
                    && (place?["region"] as? [String: Int])?["startLine"] == line
            })
            let place = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return try #require(place?["region"] as? [String: Int])
        }
        func columns(of text: String, inLine line: Int, of file: String) throws -> (start: Int, end: Int) {
            let url = repositoryFolder.appendingPathComponent("Fixtures/Projects/Larder").appendingPathComponent(file)
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            let range = try #require(lines[line - 1].range(of: text))
            let start = lines[line - 1].unicodeScalars.distance(from: lines[line - 1].unicodeScalars.startIndex, to: range.lowerBound) + 1
            return (start, start + text.unicodeScalars.count)
        }
        let literal = try columns(of: "\"com.example.larder.editItem\"", inLine: 13, of: "Larder/Handoff.swift")
        #expect(try region("project.activityTypeUndeclared", "Larder/Handoff.swift", line: 13)
            == ["startLine": 13, "startColumn": literal.start, "endLine": 13, "endColumn": literal.end])
        let element = try columns(of: "<string>com.example.larder.shoppingList</string>", inLine: 33, of: "Larder/Info.plist")
        #expect(try region("project.activityTypeUnused", "Larder/Info.plist", line: 33)
            == ["startLine": 33, "startColumn": element.start, "endLine": 33, "endColumn": element.end])
        let duplicate = try #require(results.first { $0["ruleId"] as? String == "widget.duplicateKind" })
        let related = (duplicate["relatedLocations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let firstKind = try columns(of: "WidgetKinds.stock", inLine: 5, of: "LarderWidgets/StockWidget.swift")
        #expect(related?["region"] as? [String: Int] == ["startLine": 5, "startColumn": firstKind.start])
    }
    #endif

    /// A check of a folder given by its full path: the engine names its files from the repository's root
    /// (issue 44), and the log has the same relative URIs as a check run in the root.
    @Test func fullPathsBecomeRelativeToTheSourceRoot() throws {
        let report = CheckReport(try CheckEngine.run(.app(repositoryFolder.appendingPathComponent("Fixtures/Broken/Several"))))
        #expect(report.diagnostics.allSatisfy { $0.file?.hasPrefix("Fixtures/Broken/Several/") == true })
        let log = try Self.log(report, SARIFReporter(language: .en, sourceRoot: repositoryFolder.path))
        let uris = try Self.results(log).map { result in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uris == (try Self.brokenApp("Several").diagnostics.map(\.file)))
    }

    /// Every broken app's log, decoded: one run, the toolkit as the driver, a rule per code that appears
    /// (in code order, with the catalog's texts), and a result per diagnostic at its rule, level, message,
    /// place and fingerprint.
    @Test(arguments: brokenApps)
    func theLogHoldsEveryDiagnostic(name: String) throws {
        let report = try Self.brokenApp(name)
        #expect(!report.diagnostics.isEmpty)
        let log = try Self.log(report)
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == SARIFReporter.schema)
        let run = try Self.run(log)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        #expect((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] != nil)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "integrations")
        #expect(driver["version"] as? String == ToolkitVersion.current)
        #expect(driver["informationUri"] as? String == CheckRules.repository)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == Set(report.diagnostics.map(\.code.rawValue)).sorted())
        for rule in rules {
            let entry = try #require(CheckRules.rule(Diagnostic.Code(rawValue: rule["id"] as? String ?? "")))
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == entry.title.en)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String == entry.description.en)
            #expect(((rule["help"] as? [String: Any])?["markdown"] as? String)?.contains(entry.documentation) == true)
            #expect(rule["helpUri"] as? String == entry.documentation)
            #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == entry.severity.rawValue)
        }
        let results = try Self.results(log)
        #expect(results.count == report.diagnostics.count)
        for (result, diagnostic) in zip(results, report.diagnostics) {
            #expect(result["ruleId"] as? String == diagnostic.code.rawValue)
            #expect(ids[try #require(result["ruleIndex"] as? Int)] == diagnostic.code.rawValue)
            #expect(result["level"] as? String == diagnostic.severity.rawValue)
            let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
            #expect(message.hasPrefix(diagnostic.message.en))
            let fingerprints = result["partialFingerprints"] as? [String: String]
            #expect(fingerprints?[SARIFReporter.fingerprintKey] == report.fingerprints[diagnostic])
            #expect(fingerprints?[PrimaryLocationLineHash.key] == report.lineHashes[diagnostic])
            #expect((report.lineHashes[diagnostic] != nil) == (diagnostic.line != nil))
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect(artifact["uri"] as? String == diagnostic.file)
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            let region = location["region"] as? [String: Any]
            #expect(region?["startLine"] as? Int == diagnostic.line)
            #expect(region?["startColumn"] as? Int == diagnostic.column)
        }
    }

    /// The messages and the rules' texts are in the reporter's language.
    @Test func theLogIsInTheReportersLanguage() throws {
        let report = try Self.brokenApp("DuplicateIdentifier")
        let log = try Self.log(report, SARIFReporter(language: .ja))
        let result = try #require(try Self.results(log).first)
        #expect(((result["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(report.diagnostics[0].message.ja) == true)
        let driver = (try Self.run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rule = (driver?["rules"] as? [[String: Any]])?.first
        #expect((rule?["shortDescription"] as? [String: Any])?["text"] as? String == CheckRules.rule(report.diagnostics[0].code)?.title.ja)
    }

    /// One diagnostic's place in the log: its artifact location (and base) and its region.
    static func place(_ diagnostic: Diagnostic, _ reporter: SARIFReporter) throws -> (uri: String?, base: String?, region: [String: Int]?) {
        let report = CheckReport(diagnostics: [diagnostic], checked: LocalizedText(ja: "x", en: "x"), summary: CheckSummary([], checked: LocalizedText(ja: "x", en: "x")))
        let result = try #require(try results(try log(report, reporter)).first)
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let artifact = location?["artifactLocation"] as? [String: Any]
        return (artifact?["uri"] as? String, artifact?["uriBaseId"] as? String, location?["region"] as? [String: Int])
    }

    /// Paths become URI references relative to `%SRCROOT%`, percent-encoded as RFC 3986 requires; a file
    /// outside the source root is an absolute `file:` URI.
    @Test(arguments: [
        ("App/Info.plist", nil, nil, "App/Info.plist", true),
        ("My App/日本語.swift", nil, nil, "My%20App/%E6%97%A5%E6%9C%AC%E8%AA%9E.swift", true),
        ("./App/../App/x#1?.swift", nil, nil, "App/x%231%3F.swift", true),
        ("100%.json", nil, nil, "100%25.json", true),
        ("a:b/c.swift", nil, nil, "a%3Ab/c.swift", true),
        ("/repo/a b/x.json", "/repo", nil, "a%20b/x.json", true),
        ("/repo/", "/repo", nil, ".", true),
        ("x.json", "/repo", "/repo/sub", "sub/x.json", true),
        ("../x.json", "/repo/", "/repo/sub", "x.json", true),
        ("/elsewhere/é.json", "/repo", nil, "file:///elsewhere/%C3%A9.json", false),
        ("/repository/x.json", "/repo", nil, "file:///repository/x.json", false),
    ] as [(String, String?, String?, String, Bool)])
    func pathsAreRelativeAndEncoded(file: String, sourceRoot: String?, workingDirectory: String?, uri: String, relative: Bool) throws {
        let diagnostic = Diagnostic("json.syntax", .error, LocalizedText(ja: "問題", en: "problem"), file: file, line: 1)
        let place = try Self.place(diagnostic, SARIFReporter(language: .en, sourceRoot: sourceRoot, workingDirectory: workingDirectory))
        #expect(place.uri == uri)
        #expect(place.base == (relative ? "%SRCROOT%" : nil))
    }

    /// A region has what the diagnostic knows: no region without a line, the end only when known.
    @Test func regionsHoldWhatIsKnown() throws {
        let message = LocalizedText(ja: "問題", en: "problem")
        let reporter = SARIFReporter(language: .en)
        #expect(try Self.place(Diagnostic("json.syntax", .error, message, file: "a.json"), reporter).region == nil)
        #expect(try Self.place(Diagnostic("json.syntax", .error, message, file: "a.json", line: 3), reporter).region == ["startLine": 3])
        #expect(try Self.place(Diagnostic("json.syntax", .error, message, file: "a.json", line: 3, column: 5, endLine: 4, endColumn: 2), reporter).region
            == ["startLine": 3, "startColumn": 5, "endLine": 4, "endColumn": 2])
    }

    /// A diagnostic without a file is still a result, with no location; a note with a file is a related
    /// location, one without a line of the message; a code outside the catalog still has a rule.
    @Test func diagnosticsWithoutAPlaceNotesAndUnknownCodes() throws {
        var diagnostic = Diagnostic("x.unknown", .note, LocalizedText(ja: "問題", en: "problem"), suggestion: LocalizedText(ja: "直す", en: "fix it"))
        diagnostic.notes = [Diagnostic.Note(LocalizedText(ja: "前", en: "the other one"), file: "b.json", line: 2), Diagnostic.Note(LocalizedText(ja: "補足", en: "also this"))]
        let report = CheckReport(diagnostics: [diagnostic], checked: LocalizedText(ja: "x", en: "x"), summary: CheckSummary([], checked: LocalizedText(ja: "x", en: "x")))
        let log = try Self.log(report)
        let result = try #require(try Self.results(log).first)
        #expect(result["locations"] == nil)
        #expect(result["partialFingerprints"] == nil)
        #expect(result["level"] as? String == "note")
        #expect((result["message"] as? [String: Any])?["text"] as? String == "problem (fix it)\nalso this\n[the other one](1)")
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect(related[0]["id"] as? Int == 1)
        #expect((related[0]["message"] as? [String: Any])?["text"] as? String == "the other one")
        let place = related[0]["physicalLocation"] as? [String: Any]
        #expect((place?["artifactLocation"] as? [String: Any])?["uri"] as? String == "b.json")
        #expect(place?["region"] as? [String: Int] == ["startLine": 2])
        let driver = (try Self.run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect((driver?["rules"] as? [[String: Any]])?.map { $0.count } == [1])
    }

    /// Each note with a place is a related location with an id (from 1), its message and its region, and
    /// the result's message links it (`[text](id)`, SARIF §3.11.6, which is how code scanning shows it);
    /// brackets of the note's text are escaped in the link, and no text of the message can read as a link.
    @Test func relatedLocationsHaveIdsMessagesRegionsAndLinks() throws {
        var diagnostic = Diagnostic(
            "widget.duplicateKind", .error, LocalizedText(ja: "種類が重複 [a](1)", en: "duplicate kind [a](1)"), file: "W.swift", line: 30, column: 9)
        diagnostic.notes = [
            Diagnostic.Note(LocalizedText(ja: "最初の宣言", en: "the first [declaration]"), file: "W.swift", line: 5, column: 13),
            Diagnostic.Note(LocalizedText(ja: "ファイル", en: "the file"), file: "Info.plist"),
        ]
        let report = CheckReport(diagnostics: [diagnostic], checked: LocalizedText(ja: "x", en: "x"), summary: CheckSummary([], checked: LocalizedText(ja: "x", en: "x")))
        let result = try #require(try Self.results(try Self.log(report)).first)
        #expect((result["message"] as? [String: Any])?["text"] as? String
            == "duplicate kind [a\\](1)\n[the first \\[declaration\\]](1)\n[the file](2)")
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.map { $0["id"] as? Int } == [1, 2])
        #expect(related.map { ($0["message"] as? [String: Any])?["text"] as? String } == ["the first [declaration]", "the file"])
        let regions = related.map { ($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Int] }
        #expect(regions == [["startLine": 5, "startColumn": 13], nil])
    }

    /// A result's `partialFingerprints` hold the check's fingerprint and code scanning's line hash, each
    /// when the report has it: a diagnostic with no line has no line hash.
    @Test func partialFingerprintsHoldTheLineHashWhenThereIsOne() throws {
        let message = LocalizedText(ja: "問題", en: "problem")
        let placed = Diagnostic("json.syntax", .error, message, file: "a.json", line: 2)
        let whole = Diagnostic("json.syntax", .error, message, file: "a.json")
        let report = CheckReport(
            diagnostics: [placed, whole], checked: message, summary: CheckSummary([], checked: message),
            fingerprints: [placed: "0123456789abcdef", whole: "fedcba9876543210"], lineHashes: [placed: "54703d4cd895b18:1"])
        let results = try Self.results(try Self.log(report))
        #expect(results.map { $0["partialFingerprints"] as? [String: String] } == [
            [SARIFReporter.fingerprintKey: "0123456789abcdef", PrimaryLocationLineHash.key: "54703d4cd895b18:1"],
            [SARIFReporter.fingerprintKey: "fedcba9876543210"],
        ])
    }

    /// A check run through ``CheckInvocation`` with the SARIF format carries each placed result's line hash,
    /// the one ``PrimaryLocationLineHash`` gives for its file and line.
    @Test func anInvocationsLogCarriesLineHashes() throws {
        let folder = repositoryFolder.appendingPathComponent("Fixtures/Broken/Several")
        let run = CheckInvocation(.app(folder), options: CheckOptions(format: "sarif")).run(CheckReportFormat.self, workingDirectory: repositoryFolder.path)
        let report = run.report(language: .en)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)) as? [String: Any])
        let results = try Self.results(log)
        #expect(!results.isEmpty)
        for (result, diagnostic) in zip(results, run.diagnostics) where diagnostic.line != nil {
            // The file as the report names it: from the repository's root, or absolute.
            let file = try #require(diagnostic.file)
            let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : repositoryFolder.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            let expected = PrimaryLocationLineHash.of(line: try #require(diagnostic.line), in: text)
            #expect(expected != nil)
            #expect((result["partialFingerprints"] as? [String: String])?[PrimaryLocationLineHash.key] == expected)
        }
    }

    /// Every result of a log whose problems are the tool's own — a configuration's, an inline
    /// suppression's, a baseline's — has its rule with the full metadata code scanning shows, from the
    /// rule catalog: none is a bare id.
    @Test(arguments: [Language.en, .ja])
    func theToolsOwnProblemsHaveFullRuleMetadata(language: Language) throws {
        let configuration = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-config-\(UUID().uuidString).yml")
        try Data("disabled_rules: 3\n".utf8).write(to: configuration)
        defer { try? FileManager.default.removeItem(at: configuration) }
        var configurationProblems: [Diagnostic] = []
        do {
            _ = try CheckConfiguration.load(configuration, reporters: CheckReportFormat.names)
            Issue.record("the configuration \(configuration.path) was expected to have a problem")
        } catch {
            configurationProblems = error.result.diagnostics
        }
        #expect(configurationProblems.contains { $0.code.rawValue.hasPrefix("config.") })
        let message = LocalizedText(ja: "問題", en: "problem")
        let diagnostics = configurationProblems + [
            Diagnostic("suppression.unused", .warning, message, file: "a.swift", line: 3),
            Diagnostic("baseline.stale", .warning, message, file: "integrations-baseline.json", line: 1),
        ]
        let report = CheckReport(diagnostics: diagnostics, checked: message, summary: CheckSummary([], checked: message))
        let log = try Self.log(report, SARIFReporter(language: language))
        let driver = try #require((try Self.run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["id"] as? String }) == Set(diagnostics.map(\.code.rawValue)))
        for rule in rules {
            let id = rule["id"] as? String ?? ""
            let entry = CheckRules.rule(Diagnostic.Code(rawValue: id))
            #expect(entry != nil, "\(id) has no entry in the rule catalog")
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == entry?.title[language], "\(id)")
            #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String == entry?.description[language], "\(id)")
            #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(id)")
            #expect(((rule["help"] as? [String: Any])?["markdown"] as? String)?.isEmpty == false, "\(id)")
            #expect(rule["helpUri"] as? String == entry?.documentation, "\(id)")
            #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == entry?.severity.rawValue, "\(id)")
        }
    }

    @Test func noProblemsIsARunWithoutResults() throws {
        let report = CheckReport(CheckResult(diagnostics: [], checked: LocalizedText(ja: "x", en: "x")))
        let log = try Self.log(report)
        #expect(try Self.results(log).isEmpty)
        let driver = (try Self.run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect((driver?["rules"] as? [[String: Any]])?.isEmpty == true)
    }
}
