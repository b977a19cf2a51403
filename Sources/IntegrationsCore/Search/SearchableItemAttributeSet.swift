public import Foundation

/// The attributes of a ``SearchableItem``, modelled on `CSSearchableItemAttributeSet`.
///
/// ``title``, ``displayName``, ``keywords`` and ``contentDescription`` are searched as full text;
/// every attribute can be used in a predicate query (see ``SearchPredicate``).
public struct SearchableItemAttributeSet: Sendable, Hashable, Codable {
    /// The item's title, the most heavily weighted searchable text.
    public var title: String?
    /// A name to show in place of the title.
    public var displayName: String?
    /// A longer description, shown as the snippet.
    public var contentDescription: String?
    /// Words that should find the item although they may not appear in its text.
    public var keywords: [String]
    /// The URL the app opens when the item is chosen.
    public var contentURL: URL?
    /// A URL of a thumbnail image.
    public var thumbnailURL: URL?
    /// The item's importance relative to the app's other items, from 0 (least) to 1 (most).
    public var rankingHint: Double?

    /// The values ``rankingHint`` takes: from 0 (least) to 1 (most), as Core Spotlight's documents it.
    public static let rankingHintRange: ClosedRange<Double> = 0...1
    /// When the content was created.
    public var contentCreationDate: Date?
    /// When the content was last modified. More recent items win ties.
    public var contentModificationDate: Date?
    /// Attributes of the app's own, by key.
    public var customAttributes: [String: CustomAttributeValue]

    /// Creates an attribute set.
    public init(
        title: String? = nil,
        displayName: String? = nil,
        contentDescription: String? = nil,
        keywords: [String] = [],
        contentURL: URL? = nil,
        thumbnailURL: URL? = nil,
        rankingHint: Double? = nil,
        contentCreationDate: Date? = nil,
        contentModificationDate: Date? = nil,
        customAttributes: [String: CustomAttributeValue] = [:]
    ) {
        self.title = title
        self.displayName = displayName
        self.contentDescription = contentDescription
        self.keywords = keywords
        self.contentURL = contentURL
        self.thumbnailURL = thumbnailURL
        self.rankingHint = rankingHint
        self.contentCreationDate = contentCreationDate
        self.contentModificationDate = contentModificationDate
        self.customAttributes = customAttributes
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case title, displayName, contentDescription, keywords, contentURL, thumbnailURL, rankingHint
        case contentCreationDate, contentModificationDate, customAttributes
    }

    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
        contentDescription = try container.decodeIfPresent(String.self, forKey: .contentDescription)
        keywords = try container.decodeIfPresent([String].self, forKey: .keywords) ?? []
        contentURL = try container.decodeIfPresent(URL.self, forKey: .contentURL)
        thumbnailURL = try container.decodeIfPresent(URL.self, forKey: .thumbnailURL)
        rankingHint = try container.decodeIfPresent(Double.self, forKey: .rankingHint)
        contentCreationDate = try container.decodeIfPresent(Date.self, forKey: .contentCreationDate)
        contentModificationDate = try container.decodeIfPresent(Date.self, forKey: .contentModificationDate)
        customAttributes = try container.decodeIfPresent([String: CustomAttributeValue].self, forKey: .customAttributes) ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(displayName, forKey: .displayName)
        try container.encodeIfPresent(contentDescription, forKey: .contentDescription)
        if !keywords.isEmpty { try container.encode(keywords, forKey: .keywords) }
        try container.encodeIfPresent(contentURL, forKey: .contentURL)
        try container.encodeIfPresent(thumbnailURL, forKey: .thumbnailURL)
        try container.encodeIfPresent(rankingHint, forKey: .rankingHint)
        try container.encodeIfPresent(contentCreationDate, forKey: .contentCreationDate)
        try container.encodeIfPresent(contentModificationDate, forKey: .contentModificationDate)
        if !customAttributes.isEmpty { try container.encode(customAttributes, forKey: .customAttributes) }
    }
}

/// The value of a custom attribute: text or a number.
public enum CustomAttributeValue: Sendable, Hashable, Codable {
    /// Text, compared as a string in predicates.
    case string(String)
    /// A number, compared numerically in predicates.
    case number(Double)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        }
    }
}
