public import Foundation
public import IntegrationsCore

/// A URL a person typed (a command-line argument, a text field), read as it arrives at an app, or refused
/// with the reason when no route, apple-app-site-association file or App Clip experience could match it.
///
/// ```swift
/// let parsed = try ParsedURL.parse("https://appcadia.com/clip/start/../../goals/42")
/// parsed.url     // https://appcadia.com/goals/42, as the browser hands it over (``ArrivingURL``)
/// parsed.note    // "As it arrives (. and .. resolved): https://appcadia.com/goals/42"
/// ```
public struct ParsedURL: Sendable, Hashable {
    /// The longest URL accepted, in UTF-8 bytes: browsers and iOS handle far less.
    public static let maximumLength = 65_536

    /// The URL as it arrives, the one to match.
    public var url: URL
    /// How the URL arrives, compared with how it was typed.
    public var arrival: ArrivingURL.Arrival

    /// A URL and how it arrived.
    public init(url: URL, arrival: ArrivingURL.Arrival) {
        self.url = url
        self.arrival = arrival
    }

    /// Reads `text` as a URL as it arrives at the app.
    ///
    /// Refused: a text over ``maximumLength`` bytes, one holding a control character (NUL, a line
    /// break…), one that does not start with a scheme and a colon, one a browser opens nothing for
    /// (``ArrivingURL/Arrival/refused(_:)``), and one Foundation cannot read (the first character a URL
    /// cannot hold is named, with its column).
    ///
    /// - Parameter text: The URL as typed.
    /// - Returns: The URL as it arrives (dot segments resolved; a special-scheme URL as a browser reads it).
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidRoute`` naming the text, the
    ///   problem and an example of a URL.
    public static func parse(_ text: String) throws(IntegrationsError) -> ParsedURL {
        let shown = TerminalText.shortLine(text)
        func failure(_ ja: String, _ en: String) -> IntegrationsError {
            IntegrationsError(.invalidRoute, LocalizedText(
                ja: "「\(shown)」は URL として使えません: \(ja)。https://example.com/items/42 のような URL を指定してください。",
                en: "\"\(shown)\" cannot be used as a URL: \(en). Give a URL such as https://example.com/items/42."))
        }
        if text.utf8.count > maximumLength {
            throw failure("\(maximumLength) バイトを超えています", "it is longer than \(maximumLength) bytes")
        }
        if let control = text.unicodeScalars.firstIndex(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            let column = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: control) + 1
            throw failure("\(column)文字目に制御文字（NUL など）があります", "it contains a control character (such as NUL) at character \(column)")
        }
        let schemeEnd = text.firstIndex(of: ":")
        let scheme = schemeEnd.map { text[..<$0] } ?? ""
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
            scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
        else {
            throw failure("「スキーム:」で始まっていません", "it does not start with a scheme and a colon (such as https: or myapp:)")
        }
        // The URL as it arrives: a special-scheme URL as a browser reads it (Foundation would keep
        // `https://evil.com\@appcadia.com` and re-encode the backslash into its user information); one a
        // browser refuses (a port over 65535, a forbidden character in the host) is refused here.
        let arrival = ArrivingURL.arrival(of: text)
        var arriving = text
        switch arrival {
        case .asWritten: break
        case .changed(let changed, _): arriving = changed
        case .refused(let reason): throw failure(reason.ja, reason.en)
        }
        guard let url = URL(string: arriving) else {
            // Name the first character a URL cannot hold, and where it is.
            let allowed = CharacterSet.urlHostAllowed.union(.urlPathAllowed).union(.urlQueryAllowed).union(.urlFragmentAllowed)
                .union(CharacterSet(charactersIn: "%#?/:@[]"))
            if let bad = text.unicodeScalars.firstIndex(where: { !allowed.contains($0) }) {
                let column = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: bad) + 1
                let character = TerminalText.safeLine(String(text.unicodeScalars[bad]))
                throw failure(
                    "\(column)文字目の「\(character)」は URL に書けません（%\(String(format: "%02X", text.unicodeScalars[bad].value)) のようにエンコードしてください）",
                    "the character '\(character)' at character \(column) cannot appear in a URL (percent-encode it)")
            }
            throw failure("URL の形になっていません", "it is not a well-formed URL")
        }
        return ParsedURL(url: url, arrival: arrival)
    }

    /// One line for the person when the URL arrives otherwise than typed (dot segments resolved, or read
    /// as a browser reads it): `As it arrives (. and .. resolved): https://…`; `nil` when it arrives as typed.
    public var note: LocalizedText? {
        guard case .changed(let arriving, let note) = arrival else { return nil }
        func line(_ label: String) -> String { "\(label.prefix(1).uppercased() + label.dropFirst()): \(TerminalText.safeLine(arriving))" }
        return LocalizedText(ja: line(note.ja), en: line(note.en))
    }
}
