/// The syntax of a URL scheme, RFC 3986 §3.1: `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`,
/// ASCII only. A scheme with a space, a colon, an underscore or a letter outside ASCII is no scheme: no
/// URL can carry it, so registering it in `CFBundleURLSchemes` opens the app for nothing.
///
/// ```swift
/// URLSchemeSyntax.problem(of: "kettle")        // nil
/// URLSchemeSyntax.problem(of: "my app")        // a space is not allowed
/// ```
public enum URLSchemeSyntax {
    /// Why `scheme` is not a URL scheme, or `nil` when it is one.
    public static func problem(of scheme: String) -> LocalizedText? {
        guard let first = scheme.unicodeScalars.first else {
            return LocalizedText(ja: "空です", en: "it is empty")
        }
        guard isLetter(first) else {
            return LocalizedText(ja: "最初の文字（\(shown(first).ja)）が ASCII の英字ではありません", en: "its first character (\(shown(first).en)) is not an ASCII letter")
        }
        if let bad = scheme.unicodeScalars.first(where: { !(isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == ".") }) {
            return LocalizedText(ja: "\(shown(bad).ja)は使えません", en: "\(shown(bad).en) is not allowed")
        }
        return nil
    }

    /// Whether `scheme` is a URL scheme.
    public static func isValid(_ scheme: String) -> Bool {
        problem(of: scheme) == nil
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// A character for a message: a space by name, another character quoted (a control character escaped).
    private static func shown(_ scalar: Unicode.Scalar) -> LocalizedText {
        if scalar == " " { return LocalizedText(ja: "空白", en: "a space") }
        let text = TerminalText.safeLine(String(scalar))
        return LocalizedText(ja: "「\(text)」", en: "\"\(text)\"")
    }
}
