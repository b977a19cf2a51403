public import Foundation

/// The diagnostic codes the repository's `Sources/` give, and the codes `Docs/Check.md` lists: what the
/// tests that keep the documentation and the rule catalog in step with the sources compare.
public enum DiagnosticCodesInSources {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every code a Swift file under `Sources/` gives: a string literal of the form `family.name` written
    /// first in a call where a `Diagnostic.Code` goes — `Diagnostic(`, `error(`, `add(`, `at(`,
    /// `.expected(`, `manifestDiagnostic(`, `finding(`.
    public static func given() throws -> Set<String> {
        let sources = root.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.allObjects ?? [])
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        let pattern = try Regex(#"(?:Diagnostic|error|add|at|expected|manifestDiagnostic|finding)\("([a-zA-Z]+\.[a-zA-Z]+)""#)
        var codes: Set<String> = []
        for file in files {
            for match in try String(contentsOf: file, encoding: .utf8).matches(of: pattern) {
                if let code = match.output[1].substring { codes.insert(String(code)) }
            }
        }
        return codes
    }

    /// The text of `Docs/Check.md`.
    public static func checkDocumentation() throws -> String {
        try String(contentsOf: root.appendingPathComponent("Docs/Check.md"), encoding: .utf8)
    }

    /// The codes `Docs/Check.md` lists under its "Codes" heading, each written in backticks.
    public static func listed() throws -> Set<String> {
        let text = try checkDocumentation()
        guard let start = text.range(of: "\n## Codes\n") else { return [] }
        let rest = text[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        let pattern = try Regex(#"`([a-zA-Z]+\.[a-zA-Z]+)`"#)
        return Set(section.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) })
    }
}
