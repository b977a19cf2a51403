import Foundation

/// One search domain of an app: which entity records feed it and how their fields become a
/// ``SearchableItem``.
///
/// Every text attribute is a ``FieldTemplate`` such as `"${category}の目標: ${targetDescription}"`.
/// Date attributes name a field holding an ISO 8601 date.
public struct SearchDomain: Sendable, Hashable, Codable {
    /// The domain identifier given to every item, e.g. `goals`.
    public var identifier: String
    /// The entity type the records describe, e.g. `goal`.
    public var entity: String
    /// The JSON file (beside the manifest) holding the records: an array of objects.
    public var records: String
    /// The item's unique identifier. Defaults to `${entity}-${id}`.
    public var uniqueIdentifier: FieldTemplate
    /// The item's title.
    public var title: FieldTemplate
    /// The item's display name.
    public var displayName: FieldTemplate?
    /// The item's description.
    public var contentDescription: FieldTemplate?
    /// The item's keywords, one template each; empty results are left out.
    public var keywords: [FieldTemplate]
    /// The URL the app opens for the item.
    public var contentURL: FieldTemplate?
    /// The field holding the creation date.
    public var contentCreationDate: String?
    /// The field holding the modification date.
    public var contentModificationDate: String?
    /// The ranking hint every item of the domain gets, from 0 to 1.
    public var rankingHint: Double?

    /// Creates a domain.
    public init(
        identifier: String,
        entity: String,
        records: String,
        uniqueIdentifier: FieldTemplate? = nil,
        title: FieldTemplate,
        displayName: FieldTemplate? = nil,
        contentDescription: FieldTemplate? = nil,
        keywords: [FieldTemplate] = [],
        contentURL: FieldTemplate? = nil,
        contentCreationDate: String? = nil,
        contentModificationDate: String? = nil,
        rankingHint: Double? = nil
    ) {
        self.identifier = identifier
        self.entity = entity
        self.records = records
        self.uniqueIdentifier = uniqueIdentifier ?? FieldTemplate("\(entity)-${id}")
        self.title = title
        self.displayName = displayName
        self.contentDescription = contentDescription
        self.keywords = keywords
        self.contentURL = contentURL
        self.contentCreationDate = contentCreationDate
        self.contentModificationDate = contentModificationDate
        self.rankingHint = rankingHint
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, entity, records, uniqueIdentifier, title, displayName, contentDescription, keywords
        case contentURL, contentCreationDate, contentModificationDate, rankingHint
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entity = try container.decode(String.self, forKey: .entity)
        self.init(
            identifier: try container.decode(String.self, forKey: .identifier),
            entity: entity,
            records: try container.decode(String.self, forKey: .records),
            uniqueIdentifier: try container.decodeIfPresent(FieldTemplate.self, forKey: .uniqueIdentifier),
            title: try container.decode(FieldTemplate.self, forKey: .title),
            displayName: try container.decodeIfPresent(FieldTemplate.self, forKey: .displayName),
            contentDescription: try container.decodeIfPresent(FieldTemplate.self, forKey: .contentDescription),
            keywords: try container.decodeIfPresent([FieldTemplate].self, forKey: .keywords) ?? [],
            contentURL: try container.decodeIfPresent(FieldTemplate.self, forKey: .contentURL),
            contentCreationDate: try container.decodeIfPresent(String.self, forKey: .contentCreationDate),
            contentModificationDate: try container.decodeIfPresent(String.self, forKey: .contentModificationDate),
            rankingHint: try container.decodeIfPresent(Double.self, forKey: .rankingHint)
        )
    }

    /// Every template with the JSON key it sits under, for validation messages.
    public var templates: [(String, FieldTemplate)] {
        var result: [(String, FieldTemplate)] = [("uniqueIdentifier", uniqueIdentifier), ("title", title)]
        if let displayName { result.append(("displayName", displayName)) }
        if let contentDescription { result.append(("contentDescription", contentDescription)) }
        for (index, keyword) in keywords.enumerated() { result.append(("keywords[\(index)]", keyword)) }
        if let contentURL { result.append(("contentURL", contentURL)) }
        return result
    }

    /// Builds the searchable item for one record.
    ///
    /// - Parameters:
    ///   - record: The entity record.
    ///   - location: Where the record comes from, e.g. `goals.json[3]`, for messages.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidAppData`` when a template
    ///   names a field the record lacks, a date field does not hold a date, or the URL is malformed.
    public func item(for record: EntityRecord, location: String) throws(IntegrationsError) -> SearchableItem {
        func render(_ template: FieldTemplate, _ key: String) throws(IntegrationsError) -> String {
            do {
                return try template.render(record)
            } catch let missing {
                throw IntegrationsError(.invalidAppData, LocalizedText(
                    ja: "\(location) にはフィールド「\(missing.field)」がありませんが、検索ドメイン「\(identifier)」の \(key) が使っています。レコードに追加するか、マニフェストのテンプレートを直してください。",
                    en: "\(location) has no field \"\(missing.field)\", which the \(key) of search domain \"\(identifier)\" uses. Add it to the record or fix the template in the manifest."))
            }
        }
        func date(_ field: String?, _ key: String) throws(IntegrationsError) -> Date? {
            guard let field else { return nil }
            guard let text = record.fields[field]?.text else { return nil }
            guard let date = ISODate.parse(text) else {
                throw IntegrationsError(.invalidAppData, LocalizedText(
                    ja: "\(location) のフィールド「\(field)」（\(key)）は ISO 8601 の日付（例: 2026-01-01T09:00:00Z）でなければなりませんが、「\(text)」でした。",
                    en: "\(location) field \"\(field)\" (\(key)) must be an ISO 8601 date such as 2026-01-01T09:00:00Z, but is \"\(text)\"."))
            }
            return date
        }
        let uniqueIdentifier = try render(self.uniqueIdentifier, "uniqueIdentifier")
        let titleValue = try render(title, "title")
        let displayNameValue = try displayName.map { template throws(IntegrationsError) in try render(template, "displayName") }
        let descriptionValue = try contentDescription.map { template throws(IntegrationsError) in try render(template, "contentDescription") }
        var keywordValues: [String] = []
        for (index, keyword) in keywords.enumerated() {
            let value = try render(keyword, "keywords[\(index)]")
            if !value.isEmpty && !keywordValues.contains(value) { keywordValues.append(value) }
        }
        var url: URL?
        if let contentURL {
            let text = try render(contentURL, "contentURL")
            guard let parsed = URL(string: text), parsed.scheme != nil else {
                throw IntegrationsError(.invalidAppData, LocalizedText(
                    ja: "\(location) から作った contentURL「\(text)」は URL ではありません。検索ドメイン「\(identifier)」のテンプレートかレコードの値を直してください。",
                    en: "The contentURL \"\(text)\" built from \(location) is not a URL. Fix the template of search domain \"\(identifier)\" or the record's value."))
            }
            url = parsed
        }
        let attributes = SearchableItemAttributeSet(
            title: titleValue,
            displayName: displayNameValue,
            contentDescription: descriptionValue,
            keywords: keywordValues,
            contentURL: url,
            rankingHint: rankingHint,
            contentCreationDate: try date(contentCreationDate, "contentCreationDate"),
            contentModificationDate: try date(contentModificationDate, "contentModificationDate")
        )
        return SearchableItem(
            uniqueIdentifier: uniqueIdentifier,
            domainIdentifier: identifier,
            attributeSet: attributes
        )
    }
}
