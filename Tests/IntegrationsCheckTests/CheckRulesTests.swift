import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import IntegrationsTestSupport
import Testing

/// The rule catalog (``CheckRules``) against the sources and `Docs/Check.md`: every code a check report can
/// carry has a rule, `Docs/Check.md`'s Codes table is the catalog (written from it), and each entry's texts,
/// example and link hold.
@Suite struct CheckRulesTests {
    static let codes = CheckRules.all.map(\.code.rawValue)

    // MARK: Every code in the sources

    /// The codes the sources give that never reach a check report, each family with its own list: the
    /// import report's notes (`import.*`, tabled in Docs/Importing.md by `ImportNoteCodeTests`) and the
    /// generator's renaming notes (`codegen.renamed`, which `check` does not report).
    static let notCheckCodes: Set<String> = Set(Diagnostic.Code.importCodes.map(\.rawValue) + ["codegen.renamed"])

    /// Every code a Swift file under `Sources/` gives, wherever it is written: a string literal of the form
    /// `family.name` first in a call where a `Diagnostic.Code` goes (``DiagnosticCodesInSources/given()``'s
    /// calls, with the literal on the next line too), a `Diagnostic.Code` constant (`static let x:
    /// Diagnostic.Code = "…"`), a code chosen in a variable (`code = "…"`) or `Diagnostic.Code(rawValue: "…")`.
    static func codesInSources() throws -> Set<String> {
        let sources = DiagnosticCodesInSources.root.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.allObjects ?? [])
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        let code = #""([a-zA-Z]+\.[a-zA-Z]+)""#
        let patterns = try [
            Regex(#"(?:Diagnostic|error|add|at|expected|manifestDiagnostic|finding)\(\s*"# + code),
            Regex(#"Diagnostic\.Code\s*=\s*"# + code),
            Regex(#"\bcode\s*=\s*"# + code),
            Regex(#"Diagnostic\.Code\(rawValue:\s*"# + code),
        ]
        var codes: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for pattern in patterns {
                for match in text.matches(of: pattern) {
                    if let found = match.output[1].substring { codes.insert(String(found)) }
                }
            }
        }
        return codes
    }

    /// Every code the sources give that can reach a check report — a rule's, the route table's, the
    /// suppression comments', the baseline's and the configuration file's — has a rule; the codes that
    /// cannot are named, given by the sources, and none has a rule.
    @Test func everyCodeInSourcesHasARule() throws {
        let given = try Self.codesInSources()
        #expect(given.count > 200)
        // The scan reaches the codes written away from a call: a constant, a code chosen in a variable, a
        // literal on the line after `Diagnostic(`.
        for code in ["config.unknownRule", "config.invalidYAML", "config.yamlUnavailable", "suppression.unused", "baseline.stale", "route.unreachable", "json.syntax"] {
            #expect(given.contains(code), "\(code)")
        }
        #expect(given.subtracting(Self.notCheckCodes).subtracting(Self.codes).sorted() == [], "codes the sources give without a rule")
        #expect(Self.notCheckCodes.subtracting(given).sorted() == [], "codes named as never reaching a check that the sources no longer give")
        #expect(Self.notCheckCodes.intersection(Self.codes).sorted() == [])
        // The narrower discovery the documentation test uses finds nothing this one does not.
        #expect(try DiagnosticCodesInSources.given().subtracting(given).sorted() == [])
    }

    /// Every code of the configuration file has a rule: the ten `config.*` codes Docs/CI.md tables.
    @Test func theConfigurationsCodesAreRules() throws {
        let config = Set(try Self.codesInSources().filter { $0.hasPrefix("config.") })
        #expect(config.count == 10)
        #expect(config == Set(Self.codes.filter { $0.hasPrefix("config.") }))
        for code in config { #expect(CheckRules.rule(Diagnostic.Code(rawValue: code))?.severity == .error, "\(code)") }
    }

    // MARK: Docs/Check.md's Codes table

    /// The first and last lines around the table in `Docs/Check.md` that ``codesTable()`` writes.
    static let tableStart = "<!-- BEGIN codes table: written from CheckRules.all; after a change to the catalog, INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter CheckRulesTests rewrites it -->"
    static let tableEnd = "<!-- END codes table -->"

    /// The Codes table as the catalog gives it: one row per rule, in code order, the code linked to the
    /// section of `Docs/Check.md` that explains it, its severity and its English title.
    static func codesTable() -> String {
        var lines = ["| code | severity | what it finds |", "|---|---|---|"]
        for rule in CheckRules.all {
            let anchor = rule.documentation.split(separator: "#", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            lines.append("| [`\(rule.code.rawValue)`](#\(anchor)) | \(rule.severity.rawValue) | \(rule.title.en.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n")
    }

    /// `Docs/Check.md`'s Codes table is the one the catalog writes (``codesTable()``), character for
    /// character; with `INTEGRATIONS_UPDATE_GOLDEN=1` a differing table is rewritten in place (the rest of
    /// the page untouched) and the test records that it did.
    @Test func theCodesTableIsWrittenFromTheCatalog() throws {
        let page = DiagnosticCodesInSources.root.appendingPathComponent("Docs/Check.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(text.range(of: Self.tableStart + "\n"), "Docs/Check.md has no \(Self.tableStart)")
        let end = try #require(text.range(of: "\n" + Self.tableEnd, range: start.upperBound..<text.endIndex), "Docs/Check.md has no \(Self.tableEnd)")
        let section = try #require(text.range(of: "\n## Codes\n"))
        #expect(section.upperBound < start.lowerBound && text[section.upperBound..<start.lowerBound].range(of: "\n## ") == nil, "the table is in the Codes section")
        let written = Self.codesTable()
        if ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1", String(text[start.upperBound..<end.lowerBound]) != written {
            try (String(text[..<start.upperBound]) + written + String(text[end.lowerBound...])).write(to: page, atomically: true, encoding: .utf8)
            Issue.record("rewrote Docs/Check.md's Codes table (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
            return
        }
        #expect(String(text[start.upperBound..<end.lowerBound]) == written,
                "Docs/Check.md's Codes table differs from the catalog; after a deliberate change: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter CheckRulesTests")
    }

    /// The catalog and `Docs/Check.md`'s Codes section name the same codes, each with the same severity:
    /// none documented without a rule, no rule undocumented, no severity that differs — read from the page
    /// as a person reads it, so a row edited by hand fails here with its code named.
    @Test func theRulesAreTheDocumentedCodes() throws {
        let listed = try DiagnosticCodesInSources.listed()
        #expect(listed.count > 200)
        #expect(listed.subtracting(Self.codes).sorted() == [], "documented without a rule")
        #expect(Set(Self.codes).subtracting(listed).sorted() == [], "a rule missing from Docs/Check.md's Codes")
        let text = try DiagnosticCodesInSources.checkDocumentation()
        let row = try Regex(#"^\| \[`([a-zA-Z]+\.[a-zA-Z]+)`\]\(#[^)]*\) \| ([a-z]+) \|"#).anchorsMatchLineEndings()
        var documented: [String: String] = [:]
        for match in text.matches(of: row) {
            guard let code = match.output[1].substring, let severity = match.output[2].substring else { continue }
            #expect(documented.updateValue(String(severity), forKey: String(code)) == nil, "\(code) is listed twice")
        }
        let catalog = Dictionary(uniqueKeysWithValues: CheckRules.all.map { ($0.code.rawValue, $0.severity.rawValue) })
        #expect(documented.filter { catalog[$0.key] != $0.value }.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" } == [], "severity differs from the catalog's")
        #expect(Set(documented.keys) == Set(catalog.keys))
    }

    @Test func codesAreUniqueOrderedAndFound() {
        #expect(Self.codes == Self.codes.sorted())
        #expect(Set(Self.codes).count == Self.codes.count)
        for rule in CheckRules.all { #expect(CheckRules.rule(rule.code) == rule) }
        #expect(CheckRules.rule("route.unreachabel") == nil)
        #expect(CheckRules.rule("suppression.unused")?.severity == .warning)
    }

    /// Each text exists in both languages, the Japanese in Japanese, titles short, sentences ended.
    @Test(arguments: CheckRules.all) func textsAreWritten(_ rule: CheckRule) {
        for text in [rule.title, rule.description, rule.help] {
            #expect(!text.ja.isEmpty && !text.en.isEmpty, "\(rule.code)")
            #expect(text.ja.unicodeScalars.contains { $0.value >= 0x3000 }, "\(rule.code): \(text.ja)")
            #expect(!text.en.unicodeScalars.contains { $0.value >= 0x3000 }, "\(rule.code): \(text.en)")
            #expect(!text.en.contains("\n") && !text.ja.contains("\n"), "\(rule.code)")
        }
        #expect(rule.title.en.count <= 60 && !rule.title.en.hasSuffix("."), "\(rule.code): \(rule.title.en)")
        for text in [rule.description, rule.help] {
            #expect(text.en.hasSuffix("."), "\(rule.code): \(text.en)")
            #expect(text.ja.hasSuffix("。"), "\(rule.code): \(text.ja)")
        }
        #expect(rule.severity != .note)
    }

    /// Each link is `Docs/Check.md` on the project's main branch at a heading the page has (as GitHub
    /// makes a heading's anchor), so a renamed heading breaks this test, not the links.
    @Test func linksPointAtHeadingsOfCheckMD() throws {
        let text = try DiagnosticCodesInSources.checkDocumentation()
        let anchors = Set(text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
            Self.anchor(String(line.drop { $0 == "#" }.dropFirst()))
        })
        #expect(anchors.contains("codes"))
        #expect(anchors.contains("an-apps-own-files-check---project-path"))
        for rule in CheckRules.all {
            let parts = rule.documentation.split(separator: "#", maxSplits: 1).map(String.init)
            #expect(parts.first == CheckRules.documentationPage)
            #expect(parts.count == 2 && anchors.contains(parts[1]), "\(rule.code): \(rule.documentation)")
            #expect(URL(string: rule.documentation)?.scheme == "https")
        }
    }

    /// GitHub's anchor of a Markdown heading: lower case, punctuation other than `-` and `_` dropped, each
    /// space a `-`.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }
}

// MARK: The tool rules' examples

extension CheckRulesTests {
    static let toolRules = CheckRules.all.filter { ["config", "suppression", "baseline"].contains($0.point) }

    /// Each rule of the check's own files has an example whose first line, a comment, names the file (or
    /// the command line) it is written in.
    @Test(arguments: toolRules) func toolRulesHaveAnExample(_ rule: CheckRule) {
        let first = rule.example.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("# ") || first.hasPrefix("// "), "\(rule.code): \(first)")
        #expect(rule.example.split(separator: "\n").count >= 2, "\(rule.code)")
        #expect(rule.appleDocumentation.isEmpty, "\(rule.code): the toolkit's own files follow no Apple page")
    }

    /// The configuration's examples, read as a configuration file, give their rule's code: each example
    /// is what it says (those about the file rather than its text — a link out of the project, a build
    /// without YAML — are covered by `CheckConfigurationTests`).
    @Test(arguments: ["config.conflictingRule", "config.invalidValue", "config.invalidYAML", "config.limitReached", "config.unknownKey",
                      "config.unknownReporter", "config.unknownRule", "config.unreadable", "config.yamlUnavailable"])
    func configurationExamplesGiveTheirCode(_ code: String) throws {
        let rule = try #require(CheckRules.rule(Diagnostic.Code(rawValue: code)))
        let file = URL(fileURLWithPath: ".integrations.yml", relativeTo: URL(fileURLWithPath: "/repo/"))
        var problems: [Diagnostic.Code] = []
        do {
            _ = try CheckConfiguration.read(rule.example, file: file, reporters: ["text", "json", "sarif"])
        } catch {
            problems = error.diagnostics.map(\.code)
        }
        if !BoundedYAML.isAvailable {
            #expect(problems == ["config.yamlUnavailable"])
        } else if code == "config.yamlUnavailable" {
            // Any content: the file is fine to a build that reads YAML.
            #expect(problems == [])
        } else {
            #expect(problems.contains(rule.code), "\(code): \(problems)")
            #expect(problems.allSatisfy { $0 == rule.code || $0 == "config.unknownRule" }, "\(code): \(problems)")
        }
    }

    /// The suppression examples' comments are what their rules say: one that is not a suppression, one
    /// naming a code no rule has (whose nearest is the code meant), one naming a rule's code.
    @Test func suppressionExamplesAreWhatTheySay() throws {
        func comment(_ code: Diagnostic.Code) throws -> Result<SuppressionCommand, SuppressionCommand.Problem>? {
            let rule = try #require(CheckRules.rule(code))
            let line = try #require(rule.example.split(separator: "\n").first { $0.contains("integrations:") })
            return SuppressionCommand.parse(String(line.dropFirst(2)))
        }
        guard case .failure = try comment("suppression.invalid") else {
            Issue.record("suppression.invalid's example is a suppression")
            return
        }
        guard case .success(let unknown) = try comment("suppression.unknownCode"), case .success(let unused) = try comment("suppression.unused") else {
            Issue.record("a suppression example is not a suppression")
            return
        }
        #expect(unknown.codes.allSatisfy { CheckRules.rule(Diagnostic.Code(rawValue: $0)) == nil })
        #expect(CheckRules.nearest(to: unknown.codes.first ?? "").first == "project.urlSchemeNotQueried")
        #expect(unused.codes.allSatisfy { CheckRules.rule(Diagnostic.Code(rawValue: $0)) != nil })
    }

    /// The baseline's example is a baseline this release reads, once its first line (the comment naming
    /// the file) is taken off.
    @Test func baselineExampleIsABaseline() throws {
        let rule = try #require(CheckRules.rule("baseline.stale"))
        let json = rule.example.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        let file = try BaselineFile(json: Data(json.utf8), name: "integrations-baseline.json")
        #expect(file.baseline.entries.map(\.code) == ["manifest.unknownKey"])
    }
}

// MARK: Looking a code up

extension CheckRulesTests {
    @Test(arguments: [
        ("route.unreachable", true), ("config.unknownRule", true), ("route.unreachabel", true), ("Route.Unreachable2", true),
        ("route", false), ("route.", false), (".unreachable", false), ("route.unreachable.x", false), ("route.un-reachable", false),
        ("2fa.code", false), ("route.ünreachable", false), ("route.unreachable\n", false), ("", false),
        (String(repeating: "a", count: 100) + "." + String(repeating: "b", count: 99), true),
        (String(repeating: "a", count: 100) + "." + String(repeating: "b", count: 100), false),
    ])
    func codeShape(_ text: String, _ shaped: Bool) {
        #expect(CheckRules.isCodeShaped(text) == shaped, "\(text.debugDescription)")
    }

    /// The nearest codes, nearest first, by the configuration's helper; none for a text past the length
    /// limit, and never the same code twice.
    @Test func nearestCodes() {
        #expect(CheckRules.nearest(to: "route.unreachabel").first == "route.unreachable")
        #expect(CheckRules.nearest(to: "ROUTE.UNREACHABLE").first == "route.unreachable")
        #expect(CheckRules.nearest(to: "config.unknownrule", limit: 1) == ["config.unknownRule"])
        #expect(CheckRules.nearest(to: "route.conflit").first == "route.conflict")
        // A family's name starts many codes: the first three of them, each once.
        let notifications = CheckRules.all.map(\.code).filter { $0.rawValue.hasPrefix("notification.") }
        #expect(CheckRules.nearest(to: "notification") == Array(notifications.prefix(3)))
        #expect(CheckRules.nearest(to: "notification", limit: 5) == Array(notifications.prefix(5)))
        #expect(CheckRules.nearest(to: "zzzzzzzz.qqqqqqqqqqqqqqqq") == [])
        #expect(CheckRules.nearest(to: "route.unreachable" + String(repeating: "x", count: 200)) == [])
        #expect(CheckRules.nearest(to: "route.unreachabel", limit: 0) == [])
    }

    /// A rule's point is its code's family.
    @Test func pointIsTheFamily() {
        #expect(CheckRules.rule("route.unreachable")?.point == "route")
        #expect(CheckRules.rule("config.unknownRule")?.point == "config")
        for rule in CheckRules.all { #expect(rule.code.rawValue.hasPrefix(rule.point + "."), "\(rule.code)") }
    }
}
