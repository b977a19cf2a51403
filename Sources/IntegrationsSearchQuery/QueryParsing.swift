public import IntegrationsCore

// Reading a query's text: the engine behind the `SearchQuery` and `FreeTextQuery` values, which Core keeps
// as the contract (Docs/Decisions.md 196).

extension SearchQuery {
    /// Reads the text according to ``syntax``.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidQuery`` when the text is
    ///   read as a predicate and is malformed (the message points at the position), or is over
    ///   ``maximumLength`` or ``maximumTerms``.
    public func parsed() throws(IntegrationsError) -> Parsed {
        if text.utf8.count > Self.maximumLength {
            throw IntegrationsError(.invalidQuery, LocalizedText(
                ja: "検索語が長すぎます（\(text.utf8.count) バイト）。\(Self.maximumLength) バイト以内にしてください。",
                en: "The query is too long (\(text.utf8.count) bytes). Keep it within \(Self.maximumLength) bytes."))
        }
        let parsed = try parsedWithinLimits()
        if case .freeText(let query) = parsed, Set(query.terms).count > Self.maximumTerms {
            throw IntegrationsError(.invalidQuery, LocalizedText(
                ja: "検索語の数が多すぎます（異なる語が\(Set(query.terms).count)個）。\(Self.maximumTerms)個以内にしてください。",
                en: "The query has too many terms (\(Set(query.terms).count) different ones). Use at most \(Self.maximumTerms)."))
        }
        return parsed
    }

    private func parsedWithinLimits() throws(IntegrationsError) -> Parsed {
        switch syntax {
        case .freeText:
            return .freeText(FreeTextQuery(parsing: text))
        case .predicate:
            return .predicate(try PredicateParser.parse(text))
        case .automatic:
            if PredicateParser.looksLikePredicate(text) {
                return .predicate(try PredicateParser.parse(text))
            }
            return .freeText(FreeTextQuery(parsing: text))
        }
    }
}

extension FreeTextQuery {
    /// Splits typed text into terms.
    ///
    /// White space (including the ideographic space U+3000) separates terms; `"` and `＂` open and close
    /// phrases.
    public init(parsing text: String) {
        var terms: [Term] = []
        var current = ""
        var inPhrase = false
        var index = text.startIndex

        func flush(phrase: Bool, prefix: Bool) {
            if !current.isEmpty {
                terms.append(Term(text: current, isPhrase: phrase, isPrefix: prefix))
            }
            current = ""
        }

        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "\"" || character == "＂" {
                if inPhrase {
                    let prefix = next < text.endIndex && (text[next] == "*" || text[next] == "＊")
                    flush(phrase: true, prefix: prefix)
                    inPhrase = false
                    index = prefix ? text.index(after: next) : next
                    continue
                }
                flush(phrase: false, prefix: false)
                inPhrase = true
            } else if character.isWhitespace && !inPhrase {
                flush(phrase: false, prefix: false)
            } else if (character == "*" || character == "＊") && !inPhrase
                && (next == text.endIndex || text[next].isWhitespace) && !current.isEmpty
            {
                flush(phrase: false, prefix: true)
            } else {
                current.append(character)
            }
            index = next
        }
        flush(phrase: inPhrase, prefix: false)
        self.init(terms: terms)
    }
}
