import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsReporting
import Testing

/// The check's reporters on what the engine finds in the broken apps of Fixtures/Broken: the same text as
/// their golden files (which `integrations check` is compared with), without the exit code the command adds.
@Suite struct CheckReportersTests {
    static let fixtures = repositoryFolder.appendingPathComponent("Fixtures/Broken")

    /// The report of a broken app, its files named as a person in the package's folder gives them.
    static func report(of name: String) throws -> CheckReport {
        let folder = fixtures.appendingPathComponent(name)
        return CheckReport(try CheckEngine.run(.app(folder)))
    }

    /// A golden file without its last line, the command's exit code.
    static func golden(_ name: String, _ file: String) throws -> String {
        let text = try String(contentsOf: fixtures.appendingPathComponent(name).appendingPathComponent(file), encoding: .utf8)
        // "…\nexit 1\n": the lines, the exit code's, and the empty one after the last line feed.
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2).joined(separator: "\n") + "\n"
    }

    static func shown(_ text: String, of name: String) -> String {
        text.replacingOccurrences(of: fixtures.appendingPathComponent(name).path, with: "Fixtures/Broken/\(name)")
    }

    @Test(arguments: [(Language.en, "expected.en.txt"), (.ja, "expected.ja.txt")], ["Several", "DuplicateIdentifier"])
    func eachProblemIsALineThenTheSummaryOnStandardError(language: (Language, String), name: String) throws {
        let text = DiagnosticTextReporter(language: language.0).report(try Self.report(of: name))
        #expect(Self.shown(text.standardOutput + text.standardError, of: name) == (try Self.golden(name, language.1)))
        #expect(text.lines.last?.stream == .standardError)
        #expect(text.lines.filter { $0.stream == .standardError }.count == 1)
    }

    @Test(arguments: ["Several", "DuplicateIdentifier"])
    func theJSONIsTheDocumentsArray(name: String) throws {
        let text = DiagnosticJSONReporter(language: .en).report(try Self.report(of: name))
        #expect(Self.shown(text.standardOutput, of: name) == (try Self.golden(name, "expected.json")))
        #expect(text.standardError.isEmpty)
    }

    @Test func theJSONIsInTheReportersLanguage() throws {
        let report = try Self.report(of: "DuplicateIdentifier")
        let text = DiagnosticJSONReporter(language: .ja).report(report)
        let documents = try JSONSerialization.jsonObject(with: Data(text.standardOutput.utf8)) as? [[String: Any]]
        #expect(documents?.first?["message"] as? String == report.diagnostics.first?.message.ja)
    }

    @Test(arguments: [
        (Language.en, "", "No problems found in MyApp/integrations.json.\n", "[]\n"),
        (.ja, "", "問題は見つかりませんでした（MyApp/integrations.json）。\n", "[]\n"),
    ])
    func noProblemsIsTheSummaryAloneOrAnEmptyArray(language: Language, output: String, error: String, json: String) {
        let checked = LocalizedText(ja: "MyApp/integrations.json", en: "MyApp/integrations.json")
        let report = CheckReport(CheckResult(diagnostics: [], checked: checked))
        let text = DiagnosticTextReporter(language: language).report(report)
        #expect(text.standardOutput == output)
        #expect(text.standardError == error)
        let array = DiagnosticJSONReporter(language: language).report(report)
        #expect(array.standardOutput == json)
        #expect(array.standardError.isEmpty)
    }
}
