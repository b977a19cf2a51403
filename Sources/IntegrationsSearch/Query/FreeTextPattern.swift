import IntegrationsCore
import Foundation

/// A ``FreeTextQuery`` turned into an FTS5 `MATCH` pattern built only from the analyzer's own tokens.
///
/// User text never reaches FTS5 as syntax: every term is tokenized by ``TextAnalyzer`` first, and the
/// pattern is made of quoted tokens, so `OR`, `NEAR`, `*`, `^`, `:` and stray quotes are ordinary text.
///
/// - A term becomes one phrase of its tokens: `目標達成` → `"目標 標達 達成"`. Within a phrase, tokens
///   must be adjacent, which is exactly "contains this substring" for CJK text.
/// - A term of a single CJK character is a prefix (`*`) query, so `目` finds `目標` and the `目` that ends
///   `注目`. A one-character run next to other tokens uses the analyzer's marked run-edge tokens instead.
/// - The phrase's last word is a prefix when the term was not quoted, and any last token is when the term
///   ended in `*`.
/// - Terms are joined with `AND`; a repeated term counts once.
struct FreeTextPattern {
    /// The `MATCH` pattern, or `nil` when no term has a token (the query was only punctuation).
    var match: String?
    /// For highlighting: each term's tokens, in order.
    var terms: [[TextAnalyzer.Token]]

    init(_ query: FreeTextQuery, analyzer: TextAnalyzer) {
        var phrases: [String] = []
        var terms: [[TextAnalyzer.Token]] = []
        // A term repeated adds nothing to an AND: each distinct term is matched and highlighted once.
        var seen: Set<FreeTextQuery.Term> = []
        for term in query.terms where seen.insert(term).inserted {
            // The analyzer passes its run-edge markers through in query mode; typed text must not carry them.
            let text = term.text.unicodeScalars.contains { $0.value == TextAnalyzer.runStartMarker || $0.value == TextAnalyzer.wholeRunMarker }
                ? String(String.UnicodeScalarView(term.text.unicodeScalars.filter {
                    $0.value != TextAnalyzer.runStartMarker && $0.value != TextAnalyzer.wholeRunMarker
                }))
                : term.text
            let tokens = analyzer.tokens(text, mode: .query)
            guard let last = tokens.last else { continue }
            terms.append(tokens)
            let isPrefix: Bool
            switch last.kind {
            case .unigram: isPrefix = tokens.count == 1
            case .word: isPrefix = !term.isPhrase || term.isPrefix
            case .bigram: isPrefix = term.isPrefix
            }
            // A one-character CJK run between other tokens must sit at the document run's edge: after a
            // token it has to start a run, before one it has to end a run (the plain token), between two
            // it has to be the whole run.
            let texts = tokens.enumerated().map { index, token -> String in
                guard token.kind == .unigram, tokens.count > 1 else { return token.text }
                let preceded = index > 0
                let followed = index < tokens.count - 1
                switch (preceded, followed) {
                case (true, true): return String(UnicodeScalar(UInt8(TextAnalyzer.wholeRunMarker))) + token.text
                case (true, false): return String(UnicodeScalar(UInt8(TextAnalyzer.runStartMarker))) + token.text
                default: return token.text
                }
            }
            // Tokens never hold a quote (it separates tokens); doubling one would be FTS5's escape.
            let body = texts.map { $0.contains("\"") ? $0.replacingOccurrences(of: "\"", with: "\"\"") : $0 }
                .joined(separator: " ")
            phrases.append("\"\(body)\"" + (isPrefix ? " *" : ""))
        }
        self.match = phrases.isEmpty ? nil : phrases.joined(separator: " AND ")
        self.terms = terms
    }
}
