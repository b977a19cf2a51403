import IntegrationsCore

/// Text placed in the XML documents of ``JUnitReporter`` and ``CheckstyleReporter``: escaped for XML 1.0
/// and safe to print.
///
/// The text is first made terminal-safe as every printed line is (`TerminalText.safe`): the C0 controls
/// but tab and line feed (which XML 1.0 forbids, even as character references), DEL, the C1 controls, the
/// line and paragraph separators and the bidirectional overrides are written as the visible escape
/// `\u{1B}` the text output uses. The noncharacters U+FFFE and U+FFFF, which XML 1.0 forbids too, are
/// written the same way. Then `&`, `<` and `>` become entities, and in an attribute also `"` and `'`, and
/// tab and line feed become character references (`&#9;`, `&#10;`), which a parser keeps (a raw one it
/// would turn into a space).
enum XMLText {
    /// `text` as an element's character data.
    static func content(_ text: String) -> String {
        escaped(text, attribute: false)
    }

    /// `text` as an attribute's value, between double quotes.
    static func attribute(_ text: String) -> String {
        escaped(text, attribute: true)
    }

    private static func escaped(_ text: String, attribute: Bool) -> String {
        var result = ""
        for scalar in TerminalText.safe(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&apos;"
            case "\n" where attribute: result += "&#10;"
            case "\t" where attribute: result += "&#9;"
            case "\u{FFFE}", "\u{FFFF}": result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
