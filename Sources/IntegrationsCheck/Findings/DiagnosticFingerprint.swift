public import IntegrationsCore

/// A diagnostic's identity across edits: its code, the text of its line and its message — not its line
/// number, so that a problem keeps its fingerprint when lines are inserted or removed above it (SwiftLint's
/// baseline matches violations the same way), and not its file, so that it keeps it when the file is renamed
/// or moved (`git mv`). Within one report, the second and later problems with the same three parts get
/// `:2`, `:3`… after it, in the report's order, as GitHub's `primaryLocationLineHash` numbers its repeats
/// (Decision 382).
///
/// The line's text is compared with its spaces folded (leading and trailing removed, runs made one), so
/// re-indenting does not make a problem new. The fingerprint is 16 hexadecimal digits of the 64-bit
/// FNV-1a hash of those three values (the English message: codes do not depend on the language,
/// and the English text does not either), stable across runs, machines and releases that keep the
/// message. Only a line's first ``lineTextLimit`` characters count: a longer line (hostile, or minified)
/// would otherwise cost its whole length for each of its diagnostics.
///
/// ```swift
/// DiagnosticFingerprint.of(diagnostic, lineText: "    <string>myapp</string>")   // 16 hexadecimal digits
/// ```
public enum DiagnosticFingerprint {
    /// The fingerprint of `diagnostic`, whose line reads `lineText` (`nil` when it has no line or the line
    /// cannot be read).
    public static func of(_ diagnostic: Diagnostic, lineText: Substring?) -> String {
        of(diagnostic, folded: lineText.map(folded) ?? "")
    }

    /// The most characters of a line its fingerprint looks at.
    public static let lineTextLimit = 4096

    private static func of(_ diagnostic: Diagnostic, folded line: String) -> String {
        let parts = [diagnostic.code.rawValue, line, diagnostic.message.en]
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // A NUL byte between the parts, so that ("ab", "c") and ("a", "bc") differ.
        for byte in parts.joined(separator: "\u{0}").utf8 {
            hash = (hash ^ UInt64(byte)).multipliedReportingOverflow(by: 0x100_0000_01b3).partialValue
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The fingerprints of `result`'s diagnostics, each line read through `sources`.
    public static func of(_ result: CheckResult, sources: inout SourceFiles) -> [Diagnostic: String] {
        var fingerprints: [Diagnostic: String] = [:]
        var seen: [String: Int] = [:]
        // Each line folded once, however many diagnostics it has.
        var foldedLines: [String: [Int: String]] = [:]
        for diagnostic in result.diagnostics where fingerprints[diagnostic] == nil {
            var text = ""
            if let file = diagnostic.file, let number = diagnostic.line {
                if let known = foldedLines[file]?[number] {
                    text = known
                } else {
                    text = sources.line(number, of: file).map(folded) ?? ""
                    foldedLines[file, default: [:]][number] = text
                }
            }
            let fingerprint = of(diagnostic, folded: text)
            let occurrence = (seen[fingerprint] ?? 0) + 1
            seen[fingerprint] = occurrence
            fingerprints[diagnostic] = occurrence == 1 ? fingerprint : "\(fingerprint):\(occurrence)"
        }
        return fingerprints
    }

    /// `text` with leading and trailing white space removed and each run of it made one space.
    static func folded(_ text: Substring) -> String {
        text.prefix(lineTextLimit).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
