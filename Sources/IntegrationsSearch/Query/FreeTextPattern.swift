import IntegrationsCore

/// A ``FreeTextQuery`` turned into an FTS5 `MATCH` pattern built only from the analyzer's own tokens.
///
/// User text never reaches FTS5 as syntax: every term is tokenized by ``TextAnalyzer`` first, and the
/// pattern is made of quoted tokens, so `OR`, `NEAR`, `*`, `^`, `:` and stray quotes are ordinary text.
///
/// - A term becomes one phrase of its tokens: `目標達成` → `"目標 標達 達成"`. Within a phrase, tokens
///   must be adjacent, which is exactly "contains this substring" for CJK text.
/// - The phrase's last token is a prefix (`*`) when it is a single CJK character (so `目` finds `目標`
///   and the `目` that ends `注目`), or a word of a term that was not quoted, or when the term ended in `*`.
/// - Terms are joined with `AND`.
struct FreeTextPattern {
    /// The `MATCH` pattern, or `nil` when no term has a token (the query was only punctuation).
    var match: String?
    /// For highlighting: each term's tokens, in order.
    var terms: [[TextAnalyzer.Token]]

    init(_ query: FreeTextQuery, analyzer: TextAnalyzer) {
        var phrases: [String] = []
        var terms: [[TextAnalyzer.Token]] = []
        for term in query.terms {
            let tokens = analyzer.tokens(term.text, mode: .query)
            guard let last = tokens.last else { continue }
            terms.append(tokens)
            let isPrefix: Bool
            switch last.kind {
            case .unigram: isPrefix = true
            case .word: isPrefix = !term.isPhrase || term.isPrefix
            case .bigram: isPrefix = term.isPrefix
            }
            let body = tokens.map { $0.text.replacingOccurrences(of: "\"", with: "\"\"") }.joined(separator: " ")
            phrases.append("\"\(body)\"" + (isPrefix ? " *" : ""))
        }
        self.match = phrases.isEmpty ? nil : phrases.joined(separator: " AND ")
        self.terms = terms
    }
}
