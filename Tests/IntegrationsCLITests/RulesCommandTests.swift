import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// `integrations rules [CODE]`: the whole catalog and one rule, in both languages and as JSON, against
/// golden files in `Fixtures/Rules/` (standard output, then standard error, then the exit code), and every
/// rule's texts against the catalog itself. Regenerate the goldens after a deliberate change:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter RulesCommandTests
@Suite struct RulesCommandTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Rules")
    static let updating = ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1"

    static func run(_ arguments: [String]) throws -> CommandRunner.Result {
        let runner = try CommandRunner()
        defer { runner.remove() }
        return try runner.run(arguments)
    }

    /// The output as a person sees it: standard output, standard error unless `json`, the exit code last.
    static func transcript(_ result: CommandRunner.Result, json: Bool = false) -> String {
        result.output + (json ? "" : result.error) + "exit \(result.status)\n"
    }

    static func compare(_ text: String, _ golden: String) throws {
        let url = goldens.appendingPathComponent(golden)
        if updating, (try? String(contentsOf: url, encoding: .utf8)) != text {
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote \(golden) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
            return
        }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)), "\(golden) differs; if the change is meant: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter RulesCommandTests")
    }

    // MARK: Goldens

    /// The whole list, the rule a configuration's typo gives (the toolkit's own rule: its texts and example
    /// are this catalog's, so the golden changes only with it), a code no rule has, and its JSON.
    static let goldenCases: [(arguments: [String], name: String)] = [
        (["rules"], "rules"),
        (["rules", "config.unknownRule"], "rule-config.unknownRule"),
        (["rules", "route.unreachabel"], "unknown-route.unreachabel"),
        (["rules", "route"], "malformed-route"),
    ]

    @Test(arguments: goldenCases.map(\.name), ["ja", "en"])
    func golden(_ name: String, _ locale: String) throws {
        let arguments = try #require(Self.goldenCases.first { $0.name == name }).arguments
        try Self.compare(Self.transcript(try Self.run(arguments + ["--locale", locale])), "\(name).\(locale).txt")
    }

    @Test(arguments: goldenCases.dropFirst().map { $0 })
    func goldenJSON(_ arguments: [String], _ name: String) throws {
        try Self.compare(Self.transcript(try Self.run(arguments + ["--locale", "en", "--json"]), json: true), "\(name).json")
    }

    // MARK: Exit codes

    static let exitCases: [([String], Int32)] = [
        (["rules"], 0), (["rules", "route.unreachable"], 0), (["rules", "ROUTE.UNREACHABLE"], 3), (["rules", "route.unreachabel"], 3),
        (["rules", "route"], 64), (["rules", ""], 64), (["rules", "route.unreachable.x"], 64), (["rules", "--locale", "fr"], 64),
        (["rules", "route.unreachable", "config.unknownRule"], 64), (["rules", "--app", "x"], 64),
    ]

    @Test(arguments: exitCases)
    func exitCodes(_ arguments: [String], _ status: Int32) throws {
        #expect(try Self.run(arguments).status == status, "\(arguments)")
    }

    /// A code no rule has: the nearest codes named on standard error, nothing on standard output, exit 3;
    /// under `--json` the failure document, of the shape every command prints, with exit code 3.
    @Test func anUnknownCodeNamesTheNearest() throws {
        let text = try Self.run(["rules", "Route.Unreachable", "--locale", "en"])
        #expect(text.status == 3)
        #expect(text.output.isEmpty)
        #expect(text.error.hasPrefix(#"No rule has the code "Route.Unreachable". Did you mean route.unreachable"#), "\(text.error)")
        let json = try Self.run(["rules", "Route.Unreachable", "--locale", "ja", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let error = try #require(document["error"] as? [String: Any])
        #expect(error["kind"] as? String == "unknownRule")
        #expect(error["exitCode"] as? Int == 3)
        #expect((error["message"] as? String)?.hasPrefix("コード「Route.Unreachable」のルールはありません。「route.unreachable」") == true)
        #expect(json.error.contains("コード「Route.Unreachable」のルールはありません。"))
    }

    /// What a person typed is echoed terminal-safe and on one line: an escape sequence, a line break.
    @Test func theEchoIsTerminalSafe() throws {
        let result = try Self.run(["rules", "route.\u{1B}[31mred\nX", "--locale", "en"])
        #expect(result.status == 64)
        #expect(!result.error.contains("\u{1B}"))
        #expect(result.error.contains(#"'route.\u{1B}[31mred\nX' is not a rule's code"#), "\(result.error)")
    }

    // MARK: Every rule against the catalog

    /// `rules --json` is the catalog: one element per rule, in code order, every key present, each value the
    /// rule's own in the chosen language.
    @Test(arguments: [Language.ja, .en])
    func theJSONListIsTheCatalog(_ language: Language) throws {
        let result = try Self.run(["rules", "--json", "--locale", language.rawValue])
        #expect(result.status == 0)
        let elements = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(elements.count == CheckRules.all.count)
        let keys: Set<String> = ["code", "severity", "point", "title", "description", "help", "example", "documentation", "appleDocumentation"]
        for (element, rule) in zip(elements, CheckRules.all) {
            #expect(Set(element.keys) == keys, "\(rule.code)")
            #expect(element["code"] as? String == rule.code.rawValue)
            #expect(element["severity"] as? String == rule.severity.rawValue)
            #expect(element["point"] as? String == rule.point)
            #expect(element["title"] as? String == rule.title[language])
            #expect(element["description"] as? String == rule.description[language])
            #expect(element["help"] as? String == rule.help[language])
            if rule.example.isEmpty {
                #expect(element["example"] is NSNull, "\(rule.code)")
            } else {
                #expect(element["example"] as? String == rule.example, "\(rule.code)")
            }
            #expect(element["documentation"] as? String == rule.documentation)
            #expect(element["appleDocumentation"] as? [String] == rule.appleDocumentation)
        }
    }

    /// `rules CODE` shows every part of its rule: code, severity and point, title, description, each line
    /// of the example, the fix, each Apple page and the Docs/Check.md link — for every rule, in both
    /// languages; its `--json` is the list's element.
    @Test(arguments: CheckRules.all)
    func everyRuleIsExplained(_ rule: CheckRule) throws {
        for language in [Language.ja, .en] {
            let result = try Self.run(["rules", rule.code.rawValue, "--locale", language.rawValue])
            #expect(result.status == 0 && result.error.isEmpty, "\(rule.code)")
            let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.first == "\(rule.code.rawValue)  \(rule.severity.rawValue)  \(rule.point)")
            #expect(lines.dropFirst().first == rule.title[language])
            #expect(lines.contains(rule.description[language]))
            for line in rule.example.split(separator: "\n") where !rule.example.isEmpty {
                #expect(lines.contains("    " + line), "\(rule.code): \(line)")
            }
            #expect(lines.contains(LocalizedText(ja: "直し方: ", en: "Fix: ")[language] + rule.help[language]))
            for page in rule.appleDocumentation { #expect(lines.contains("    " + page), "\(rule.code): \(page)") }
            #expect(lines.contains { $0.hasSuffix(": " + rule.documentation) })
        }
        let json = try Self.run(["rules", rule.code.rawValue, "--json", "--locale", "en"])
        let element = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(element["code"] as? String == rule.code.rawValue)
        #expect(element["title"] as? String == rule.title.en)
    }

    /// The list's columns line up in both languages: each column starts in the same terminal cell on
    /// every line (a Japanese character takes two).
    @Test(arguments: ["ja", "en"])
    func theListsColumnsAlign(_ locale: String) throws {
        let result = try Self.run(["rules", "--locale", locale])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == CheckRules.all.count + 1)
        /// The cells where a column starts: a character after two spaces or more.
        func starts(_ line: String) -> [Int] {
            var cells = 0, spaces = 0, found: [Int] = []
            for character in line {
                if character == " " {
                    spaces += 1
                } else {
                    if spaces >= 2 { found.append(cells) }
                    spaces = 0
                }
                cells += TerminalWidth.of(character)
            }
            return found
        }
        let columns = starts(lines[0])
        #expect(columns.count == 3)
        for line in lines.dropFirst() { #expect(Array(starts(line).prefix(3)) == columns, "\(line)") }
    }
}

/// Terminal cells of a character, as a terminal draws Japanese: two for CJK and fullwidth forms.
enum TerminalWidth {
    static func of(_ character: Character) -> Int {
        character.unicodeScalars.contains { (0x1100...0x115F).contains($0.value) || (0x2E80...0x9FFF).contains($0.value) || (0xAC00...0xD7A3).contains($0.value) || (0xFF00...0xFF60).contains($0.value) || (0xFFE0...0xFFE6).contains($0.value) } ? 2 : 1
    }
}
