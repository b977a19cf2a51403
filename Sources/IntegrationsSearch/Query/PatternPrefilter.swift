import IntegrationsCore
import IntegrationsSearchQuery

/// The full-text query that finds every candidate for a string pattern before the pattern itself is
/// matched: a predicate such as `title == "*予定*"cd` reads only the rows whose indexed text holds 予 and
/// 定, instead of folding the value of every row.
///
/// The query is a necessary condition, never a sufficient one: the candidates are matched exactly
/// afterwards, so results are the scan's. It is built only from characters for which the index is sure to
/// hold a token whenever a value's folding (`StringPattern.folded(_:for:)`) holds the character:
///
/// - **Kanji**, under every modifier. No normalisation maps a kanji into anything but itself, and no
///   canonical composition involves one, so a kanji in a value's folding (compatibility forms such as
///   `豈` U+F900 and `㍻` included) is a kanji in the index's NFKC form too (see ``TextAnalyzer``).
/// - **Kana**, unless the pattern is diacritic-insensitive (`d`): `d` folds が to か, and the index keeps
///   が. Without `d`, a kana character of the pattern that is one scalar can only match a character that
///   is that scalar alone, which the index keeps (folded to hiragana, as the query is).
///
/// Two such characters next to each other in the pattern are next to each other in any matching value, so
/// without `d` they are one bigram of a phrase: `"予定"`. With `d`, combining marks the pattern ignores may
/// stand between them in the value and split the index's run, so each character is a prefix query of its
/// own (`"予"* AND "定"*`): every character of a CJK run starts a token in the index. A character standing
/// alone is a prefix query too. Latin and other scripts are not used: a pattern's letters may sit inside
/// a word, and the index holds whole words.
enum PatternPrefilter {
    /// The FTS5 query for `pattern` over `columns` (`nil`: every column), or `nil` when the pattern has
    /// no character the index can look up.
    static func query(for pattern: StringPattern, columns: [String]?) -> String? {
        // Without `d`, neighbours in the pattern are neighbours in the index; `d` also decides kana.
        let keepsNeighbours = !pattern.modifiers.contains(.diacriticInsensitive)
        var clauses: [String] = []
        for run in pattern.literalRuns {
            var pieces: [String] = []
            var current = ""
            func flush() {
                guard !current.isEmpty else { return }
                if keepsNeighbours, current.unicodeScalars.count > 1 {
                    // Any stretch of the neighbours is a condition too: a long one is cut short.
                    pieces.append("\"" + String(String.UnicodeScalarView(current.unicodeScalars.prefix(Self.longestPhrase))) + "\"")
                } else {
                    pieces.append(contentsOf: current.unicodeScalars.map { "\"\($0)\"*" })
                }
                current = ""
            }
            for character in run {
                let scalars = character.unicodeScalars
                if scalars.count == 1, let scalar = scalars.first, isIndexed(scalar.value, kana: keepsNeighbours) {
                    current.unicodeScalars.append(scalar)
                } else {
                    flush()
                }
            }
            flush()
            clauses.append(contentsOf: pieces)
        }
        guard !clauses.isEmpty else { return nil }
        // Each phrase once (`*予*予*` asks for 予 once), phrases before prefixes (a phrase reads fewer rows,
        // a prefix every token that starts with it), and a few of them: a long pattern must not make a
        // query of hundreds of prefixes. Fewer conditions only let more candidates through.
        var seen: Set<String> = []
        let distinct = clauses.filter { seen.insert($0).inserted }
        let expression = (distinct.filter { !$0.hasSuffix("*") } + distinct.filter { $0.hasSuffix("*") })
            .prefix(Self.mostClauses).joined(separator: " AND ")
        guard let columns else { return expression }
        return "{\(columns.joined(separator: " "))} : (\(expression))"
    }

    /// The most characters of one phrase, and the most phrases and prefixes, a query asks for.
    static let longestPhrase = 16
    static let mostClauses = 8

    /// Whether the index holds a token starting with the scalar wherever a value's folding holds it alone.
    private static func isIndexed(_ value: UInt32, kana: Bool) -> Bool {
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: true  // kanji
        case 0x20000...0x2F7FF, 0x2FA20...0x3FFFF: true  // kanji, supplementary planes (not compatibility forms)
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC: kana  // hiragana, katakana, ー
        default: false
        }
    }
}
