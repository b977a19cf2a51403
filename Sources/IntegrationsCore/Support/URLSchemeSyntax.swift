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

extension URLSchemeSyntax {
    /// The message of a scheme that is not a URL scheme, for the manifest and an app's Info.plist alike.
    public static func invalidSchemeMessage(_ scheme: String, _ problem: LocalizedText) -> LocalizedText {
        let shown = TerminalText.shortLine(scheme)
        return LocalizedText(
            ja: "「\(shown)」は URL スキームの形ではありません（\(problem.ja)）。スキームは英字で始まり、英数字と + - . だけでできます（RFC 3986 3.1節）。この形でない URL は作れず、iOS はこのスキームでアプリを開きません",
            en: "\"\(shown)\" is not a URL scheme (\(problem.en)): a scheme is a letter followed by letters, digits, \"+\", \"-\" and \".\" (RFC 3986, section 3.1); no URL carries this one, so iOS never opens the app for it")
    }
}
