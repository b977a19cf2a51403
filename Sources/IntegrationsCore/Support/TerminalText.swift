import Foundation
/// Text made safe for a terminal: control characters from input or data are shown as visible escapes,
/// never emitted.
///
/// An item titled `危険\u{1B}]0;pwned\u{7}` would otherwise set the terminal's title. Escaped are the C0
/// controls but line feed and tab, DEL, the C1 controls (U+0080–U+009F, which include a one-byte CSI and
/// NEL), the Unicode line and paragraph separators (U+2028, U+2029: editors, log viewers and JavaScript
/// end a line there) and the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
/// can make text read differently from what it is. Each is written as `\u{1B}`. So line feed is the one
/// character that ends a line, and ``safeLine(_:)`` escapes it too: a name or path printed with it can
/// never print a line of its own (a forged `file:1: error:` an editor believes). JSON output needs none of
/// this: its encoder escapes control characters itself, and its values stay exact.
///
/// ```swift
/// TerminalText.safe("a\u{1B}[2Jb") // "a\\u{1B}[2Jb"
/// ```
package enum TerminalText {
    /// `text` with every unsafe scalar written as a visible `\u{…}` escape; line feeds and tabs kept.
    package static func safe(_ text: String) -> String {
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
    package static func safeLine(_ text: String) -> String {
        safe(text).replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }

    /// `text` on one line (as ``safeLine(_:)``), cut after `limit` characters with `…` marking the cut:
    /// for echoing what someone typed (a query, a URL) in a message, where the whole of a 4 KB input
    /// would bury the message.
    ///
    /// ```swift
    /// TerminalText.shortLine(String(repeating: "x", count: 500), limit: 5) // "xxxxx…"
    /// ```
    package static func shortLine(_ text: String, limit: Int = echoLimit) -> String {
        guard text.count > limit else { return safeLine(text) }
        return safeLine(String(text.prefix(limit))) + "…"
    }

    /// How many characters of an input a message echoes (``shortLine(_:limit:)``).
    package static let echoLimit = 80

    /// The cells `text` takes in a terminal: East Asian wide and fullwidth characters take two, nonspacing
    /// marks none, everything else one.
    package static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 2 : ($1.properties.generalCategory == .nonspacingMark ? 0 : 1)) }
    }

    /// Whether a terminal gives `scalar` two cells (East Asian Wide and Fullwidth: Hangul jamo, CJK,
    /// kana, Hangul syllables, fullwidth forms, the common emoji blocks).
    package static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00..<0x20, 0x7F..<0xA0: true
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
