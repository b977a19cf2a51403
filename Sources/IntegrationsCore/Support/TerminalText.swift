/// Text made safe for a terminal: control characters from input or data are shown as visible escapes,
/// never emitted.
///
/// An item titled `危険\u{1B}]0;pwned\u{7}` would otherwise set the terminal's title. Escaped are the C0
/// controls but line feed and tab, DEL, the C1 controls (U+0080–U+009F, which include a one-byte CSI) and
/// the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can make text read
/// differently from what it is. Each is written as `\u{1B}`. JSON output needs none of this: its
/// encoder escapes control characters itself.
///
/// ```swift
/// TerminalText.safe("a\u{1B}[2Jb") // "a\\u{1B}[2Jb"
/// ```
public enum TerminalText {
    /// `text` with every unsafe scalar written as a visible `\u{…}` escape; line feeds and tabs kept.
    public static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `text` on one line: line feeds and tabs escaped too (for titles, identifiers and URLs).
    public static func safeLine(_ text: String) -> String {
        safe(text).replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00..<0x20, 0x7F..<0xA0: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
