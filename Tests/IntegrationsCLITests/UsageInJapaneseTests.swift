import Foundation
import IntegrationsCore
import IntegrationsReporting
import Testing
@testable import integrations

/// argument-parser words its usage errors in English only, so `UsageText` rewrites its lines by a
/// table (Docs/Decisions.md). Each row is pinned here by the real message argument-parser writes: when a
/// new version changes a sentence, the English expectation fails and the row is updated with it.
@Suite struct UsageInJapaneseTests {
    @Test(arguments: [
        (["search"],
         "Error: Missing expected argument '<query>'",
         "Error: 引数 '<query>' が必要です"),
        (["search", "x", "--limit"],
         "Error: Missing value for '--limit <limit>'",
         "Error: '--limit <limit>' に値がありません"),
        (["route", "appcadia://goal/1", "--bogus"],
         "Error: Unknown option '--bogus'",
         "Error: オプション '--bogus' はありません"),
        (["route", "a", "b"],
         "Error: Unexpected argument 'b'",
         "Error: 余分な引数 'b' があります"),
        (["search", "x", "--limit", "abc"],
         "Error: The value 'abc' is invalid for '--limit <limit>'",
         "Error: 'abc' は '--limit <limit>' の値として使えません"),
    ])
    func eachRowMatchesWhatArgumentParserWrites(arguments: [String], english: String, japanese: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        // The locale right after the command's name, before an option that may lack its value.
        let en = try runner.run([arguments[0], "--locale", "en"] + arguments.dropFirst())
        let ja = try runner.run([arguments[0], "--locale", "ja"] + arguments.dropFirst())
        #expect(en.status == 64 && ja.status == 64)
        let enLines = en.error.split(separator: "\n").map(String.init)
        let jaLines = ja.error.split(separator: "\n").map(String.init)
        #expect(enLines.first == english)
        #expect(jaLines.first == japanese)
        #expect(UsageText.japanese(en.error) == ja.error)
        // The usage line and the pointer to help are rows too.
        let usage = try #require(enLines.first { $0.hasPrefix("Usage: ") })
        #expect(jaLines.contains("使い方: " + usage.dropFirst("Usage: ".count)))
        let see = try #require(enLines.last { $0.hasPrefix("  See '") })
        #expect(jaLines.contains(see.replacingOccurrences(of: "  See '", with: "  詳しくは '").replacingOccurrences(of: "' for more information.", with: "' を見てください。")))
    }

    @Test func theHelpLineIsARow() {
        #expect(UsageText.japanese("Help:  --limit <limit>  The most hits.") == "ヘルプ:  --limit <limit>  The most hits.")
    }

    /// A line no row matches whole stays in English: a suggestion, or a value with a quote in it.
    @Test(arguments: [
        "Error: Unknown option '--lmit'. Did you mean '--limit'?",
        "Error: The value 'a'b' is invalid for '--limit <limit>'",
        "Error: The value 'abc' is invalid for '--limit <limit>': too large",
        "Error: Missing required subcommand.",
    ])
    func aLineNoRowMatchesWholeStaysAsItIs(line: String) {
        #expect(UsageText.japanese(line) == line)
    }

    /// The flags `report()` knows come from the command tree argument-parser describes, per command.
    @Test func theFlagsAreTheCommandTreesOwn() {
        #expect(Integrations.flagNames(of: ["search", "x"]).isSuperset(of: ["--json", "--activity", "--help", "-h"]))
        #expect(!Integrations.flagNames(of: ["search", "x"]).contains("--limit"))
        #expect(Integrations.flagNames(of: ["index"]).isSuperset(of: ["--json", "--delete-all"]))
        #expect(Integrations.flagNames(of: ["intent", "run"]).contains("--yes"))
        #expect(Integrations.flagNames(of: []).isSuperset(of: ["--version", "--help", "-h"]))
    }

    /// `--locale` decides the language once, before parsing: the last one naming ja or en.
    @Test func theLanguageIsReadFromTheArgumentsOnce() {
        #expect(Integrations.requestedLanguage(in: ["search", "x", "--locale", "ja"]) == .ja)
        #expect(Integrations.requestedLanguage(in: ["search", "--locale=en", "x", "--locale", "fr"]) == .en)
        #expect(Integrations.requestedLanguage(in: ["search", "--locale", "ja", "--locale", "en"]) == .en)
        #expect(Integrations.requestedLanguage(in: ["search", "x"]) == nil)
    }
}
