public import Foundation

/// An item an app makes findable, modelled on Core Spotlight's `CSSearchableItem`.
///
/// ```swift
/// let item = SearchableItem(
///     uniqueIdentifier: "goal-1",
///     domainIdentifier: "goals",
///     attributeSet: SearchableItemAttributeSet(title: "毎朝ランニング", keywords: ["健康", "目標"])
/// )
/// ```
///
/// Indexing an item whose ``uniqueIdentifier`` is already indexed replaces it. An item whose
/// ``expirationDate`` has passed is never returned and is purged at the next write.
public struct SearchableItem: Sendable, Hashable, Codable {
    /// The identifier that is unique within the app's index.
    public var uniqueIdentifier: String
    /// A dot-separated group the item belongs to, such as `goals` or `goals.archived`.
    ///
    /// Deleting a domain deletes its subdomains too: deleting `goals` deletes `goals.archived`.
    public var domainIdentifier: String?
    /// When the item stops being returned. `nil` means it never expires.
    public var expirationDate: Date?
    /// What the item says about itself: title, description, keywords, URLs, dates.
    public var attributeSet: SearchableItemAttributeSet

    /// Creates an item.
    public init(
        uniqueIdentifier: String,
        domainIdentifier: String? = nil,
        expirationDate: Date? = nil,
        attributeSet: SearchableItemAttributeSet
    ) {
        self.uniqueIdentifier = uniqueIdentifier
        self.domainIdentifier = domainIdentifier
        self.expirationDate = expirationDate
        self.attributeSet = attributeSet
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case uniqueIdentifier, domainIdentifier, expirationDate, attributeSet }

    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            uniqueIdentifier: try c.decode(String.self, forKey: .uniqueIdentifier),
            domainIdentifier: try c.decodeIfPresent(String.self, forKey: .domainIdentifier),
            expirationDate: try c.decodeIfPresent(Date.self, forKey: .expirationDate),
            attributeSet: try c.decode(SearchableItemAttributeSet.self, forKey: .attributeSet))
    }
}

extension SearchableItem {
    /// Whether `domain` is this item's domain or one of its ancestors.
    ///
    /// `goals` contains `goals` and `goals.archived`, not `goalsets`.
    public static func domain(_ domain: String, contains candidate: String?) -> Bool {
        guard let candidate else { return false }
        return candidate == domain || candidate.hasPrefix(domain + ".")
    }
}

extension SearchableItem {
    /// Why the item's identifiers cannot be stored, or `nil` when they can.
    ///
    /// A unique identifier must hold something other than white space, and neither it nor the domain
    /// identifier may hold a NUL character: SQLite and C strings end at NUL, so two identifiers that
    /// differ only after one would become the same item.
    public var identifierProblem: LocalizedText? {
        if uniqueIdentifier.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
            return LocalizedText(
                ja: "uniqueIdentifier が空か空白だけです。空白以外の文字を含む識別子を付けてください。",
                en: "the uniqueIdentifier is empty or only white space. Give it an identifier with other characters.")
        }
        if uniqueIdentifier.unicodeScalars.contains("\0") {
            return LocalizedText(
                ja: "uniqueIdentifier に NUL 文字（\\u0000）があります。NUL のない識別子にしてください。",
                en: "the uniqueIdentifier contains a NUL character (\\u0000). Give it an identifier without NUL.")
        }
        if let domainIdentifier, domainIdentifier.unicodeScalars.contains("\0") {
            return LocalizedText(
                ja: "domainIdentifier に NUL 文字（\\u0000）があります。NUL のない識別子にしてください。",
                en: "the domainIdentifier contains a NUL character (\\u0000). Give it an identifier without NUL.")
        }
        return nil
    }

    /// Why the index refuses the item, or `nil`: an ``identifierProblem``, or a ranking hint outside
    /// ``SearchableItemAttributeSet/rankingHintRange``.
    public var problem: LocalizedText? {
        if let identifierProblem { return identifierProblem }
        if let hint = attributeSet.rankingHint, !SearchableItemAttributeSet.rankingHintRange.contains(hint) {
            return LocalizedText(
                ja: "rankingHint は0から1までの数です（\(hint)）。その範囲の値にしてください。",
                en: "the rankingHint must be a number from 0 to 1 (it is \(hint)). Give it a value in that range.")
        }
        return nil
    }
}
