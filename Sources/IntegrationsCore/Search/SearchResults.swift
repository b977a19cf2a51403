public import Foundation

/// The answer to a ``SearchQuery``: hits, best first. It is `search --json` itself: `{"query", "total",
/// "hits": [{"identifier", "domain", "title", "url", "score", "snippet"}]}`, a hit's absent values `null`.
public struct SearchResults: Sendable, Hashable, Encodable {
    /// The query text as given.
    public var query: String
    /// The hits, best first.
    public var hits: [SearchHit]
    /// How many items match in all: more than ``hits`` holds when the query's limit cut the list.
    public var total: Int

    /// Creates results.
    ///
    /// - Parameters:
    ///   - query: The query text as given.
    ///   - hits: The hits, best first.
    ///   - total: How many items match in all; `nil` when the hits are all of them.
    public init(query: String, hits: [SearchHit], total: Int? = nil) {
        self.query = query
        self.hits = hits
        self.total = total ?? hits.count
    }

    private enum CodingKeys: String, CodingKey { case query, total, hits }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(query, forKey: .query)
        try container.encode(total, forKey: .total)
        try container.encode(hits, forKey: .hits)
    }
}

/// One item that matched a query, with its score and a highlighted snippet.
public struct SearchHit: Sendable, Hashable, Encodable {
    /// The item's unique identifier.
    public var uniqueIdentifier: String
    /// The item's domain.
    public var domainIdentifier: String?
    /// The item's title (or display name when it has no title).
    public var title: String?
    /// The URL the app opens for the item.
    public var contentURL: URL?
    /// How well the item matched: higher is better. For free text it is the negated bm25 score with
    /// field weights; for predicates it is the item's ranking hint.
    public var score: Double
    /// The part of the item's text that matched, with the matches marked.
    public var snippet: Snippet

    /// Creates a hit.
    public init(
        uniqueIdentifier: String,
        domainIdentifier: String?,
        title: String?,
        contentURL: URL?,
        score: Double,
        snippet: Snippet
    ) {
        self.uniqueIdentifier = uniqueIdentifier
        self.domainIdentifier = domainIdentifier
        self.title = title
        self.contentURL = contentURL
        self.score = score
        self.snippet = snippet
    }

    private enum CodingKeys: String, CodingKey { case identifier, domain, title, url, score, snippet }

    /// Writes the hit as `search --json` does: every key there, `null` when the hit has no value for it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uniqueIdentifier, forKey: .identifier)
        try container.encode(domainIdentifier, forKey: .domain)
        try container.encode(title, forKey: .title)
        try container.encode(contentURL?.absoluteString, forKey: .url)
        try container.encode(score, forKey: .score)
        try container.encode(snippet, forKey: .snippet)
    }
}

/// A stretch of an item's original text with the matched parts marked.
///
/// Highlight ranges are UTF-16 offsets into ``text``, like `NSRange`, so they apply directly to
/// `NSString`, `NSAttributedString` and JavaScript strings. They always land on the original text: a
/// query for `ガ` highlights the half-width `ｶﾞ` it matched, and never split a character.
public struct Snippet: Sendable, Hashable, Codable {
    /// A highlighted range, in UTF-16 code units of ``Snippet/text``.
    public struct Highlight: Sendable, Hashable, Codable {
        /// The UTF-16 offset of the first highlighted code unit.
        public var start: Int
        /// How many UTF-16 code units are highlighted.
        public var length: Int

        /// Creates a highlight.
        public init(start: Int, length: Int) {
            self.start = start
            self.length = length
        }
    }

    /// The text, possibly cut with `…` at either end.
    public var text: String
    /// The matched ranges, in order, never overlapping.
    public var highlights: [Highlight]

    /// Creates a snippet.
    public init(text: String, highlights: [Highlight] = []) {
        self.text = text
        self.highlights = highlights
    }

    /// The highlighted parts of the text, in order.
    public var highlightedTexts: [String] {
        highlights.compactMap { highlight in
            let utf16 = text.utf16
            guard let lower = utf16.index(utf16.startIndex, offsetBy: highlight.start, limitedBy: utf16.endIndex),
                let upper = utf16.index(lower, offsetBy: highlight.length, limitedBy: utf16.endIndex)
            else { return nil }
            return String(text[lower..<upper])
        }
    }

    /// The text with every highlight wrapped in the given marks.
    ///
    /// ```swift
    /// snippet.marked(open: "[", close: "]") // "健康の[目標]: 毎朝30分走る"
    /// ```
    ///
    /// - Parameters:
    ///   - open: Written before each highlight.
    ///   - close: Written after each highlight.
    ///   - escaping: Applied to every piece of the text (not to the marks), e.g. to make it terminal-safe.
    public func marked(open: String = "[", close: String = "]", escaping: (String) -> String = { $0 }) -> String {
        let utf16 = text.utf16
        var result = ""
        var position = text.startIndex
        for highlight in highlights {
            guard let lower = utf16.index(utf16.startIndex, offsetBy: highlight.start, limitedBy: utf16.endIndex),
                let upper = utf16.index(lower, offsetBy: highlight.length, limitedBy: utf16.endIndex),
                lower >= position
            else { continue }
            result += escaping(String(text[position..<lower])) + open + escaping(String(text[lower..<upper])) + close
            position = upper
        }
        return result + escaping(String(text[position...]))
    }
}
