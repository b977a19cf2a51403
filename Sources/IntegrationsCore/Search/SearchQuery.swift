public import Foundation

/// What to look for in a ``SearchIndexing`` index.
///
/// The ``text`` is either free text, as a person types it, or a predicate in Core Spotlight's query
/// syntax (see ``SearchPredicate``). With ``Syntax-swift.enum/automatic`` the text is a predicate when
/// it starts like one: an attribute name followed by a comparison operator, `InRange(`, or `(` followed
/// by either; anything else is free text.
///
/// ```swift
/// let hits = try await index.search(SearchQuery("目標 読書"))
/// let recent = try await index.search(SearchQuery(#"title == "目標*"cd && contentModificationDate > $time.today(-3)"#))
/// ```
public struct SearchQuery: Sendable, Hashable {
    /// How to read ``text``.
    public enum Syntax: String, Sendable, Hashable, CaseIterable, Codable, ClosedManifestValue {
        /// Predicate when it starts like one, free text otherwise.
        case automatic
        /// Always free text: terms, quoted phrases, trailing `*`.
        case freeText
        /// Always a predicate; malformed text is an error that points at the position.
        case predicate
    }

    /// The query text.
    public var text: String
    /// How to read the text.
    public var syntax: Syntax
    /// Only items in these domains (or their subdomains). Empty means every domain.
    public var domainIdentifiers: [String]
    /// The most hits to return; `nil` returns all.
    public var limit: Int?
    /// The moment the query runs at: expiry and `$time` values are measured from it. `nil` means now.
    public var date: Date?

    /// Creates a query.
    public init(
        _ text: String,
        syntax: Syntax = .automatic,
        domainIdentifiers: [String] = [],
        limit: Int? = 20,
        date: Date? = nil
    ) {
        self.text = text
        self.syntax = syntax
        self.domainIdentifiers = domainIdentifiers
        self.limit = limit
        self.date = date
    }

    /// The query read according to its ``syntax`` (`parsed()`, in `IntegrationsSearchQuery`).
    public enum Parsed: Sendable, Hashable {
        /// Free text.
        case freeText(FreeTextQuery)
        /// A predicate.
        case predicate(SearchPredicate)
    }

    /// The longest query text accepted, in UTF-8 bytes: far more than a person types, and short enough
    /// that every query answers well within a second.
    public static let maximumLength = 4_096
    /// The most distinct terms a free-text query may hold (repeated terms count once).
    public static let maximumTerms = 64
}

/// Free text as a person types it: terms separated by white space all have to match (AND), `"…"`
/// groups a phrase, and a trailing `*` asks for a prefix.
///
/// Nothing in the text is syntax for the engine underneath: `OR`, `NOT`, `NEAR`, `^`, `:` and unbalanced
/// quotes are ordinary characters. An unbalanced quote runs to the end of the text.
public struct FreeTextQuery: Sendable, Hashable {
    /// One term of the query.
    public struct Term: Sendable, Hashable {
        /// The term's text, as typed, without quotes or the trailing `*`.
        public var text: String
        /// Whether it was quoted: its words must appear in order, next to each other.
        public var isPhrase: Bool
        /// Whether it ended in `*`: its last word may be the start of a longer word.
        public var isPrefix: Bool

        /// Creates a term.
        public init(text: String, isPhrase: Bool = false, isPrefix: Bool = false) {
            self.text = text
            self.isPhrase = isPhrase
            self.isPrefix = isPrefix
        }
    }

    /// The terms; every one has to match.
    public var terms: [Term]

    /// Creates a query from its terms.
    public init(terms: [Term]) {
        self.terms = terms
    }
}
