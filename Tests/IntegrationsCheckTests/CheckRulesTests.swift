import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// The rule catalog (``CheckRules``) against the sources and `Docs/Check.md`: every code a rule gives has an
/// entry, every entry is documented, and each entry's texts and link hold.
@Suite struct CheckRulesTests {
    static let codes = CheckRules.all.map(\.code.rawValue)

    /// Every code the sources give (found as `DiagnosticCodesAreDocumentedTests` finds them) has a rule.
    @Test func everyCodeInSourcesHasARule() throws {
        let given = try DiagnosticCodesInSources.given()
        #expect(given.count > 100)
        #expect(given.subtracting(Self.codes).sorted() == [])
    }

    /// The catalog and `Docs/Check.md`'s "Codes" list name the same codes: none documented without a rule,
    /// no rule undocumented.
    @Test func theRulesAreTheDocumentedCodes() throws {
        let listed = try DiagnosticCodesInSources.listed()
        #expect(listed.count > 100)
        #expect(listed.subtracting(Self.codes).sorted() == [], "documented without a rule")
        #expect(Set(Self.codes).subtracting(listed).sorted() == [], "a rule missing from Docs/Check.md's Codes")
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
