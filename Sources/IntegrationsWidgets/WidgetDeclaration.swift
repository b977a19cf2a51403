public import Foundation
public import IntegrationsCore

/// The sizes a widget comes in (`WidgetFamily`).
public enum WidgetFamily: String, Sendable, Hashable, Codable, CaseIterable, ClosedManifestValue {
    case systemSmall, systemMedium, systemLarge, accessoryInline, accessoryRectangular, accessoryCircular

    /// Whether the family can link each item to its own URL (`Link`): medium and large only; the others
    /// open the widget's one URL (`widgetURL`), as on the device.
    public var supportsItemLinks: Bool { self == .systemMedium || self == .systemLarge }
}

/// A configuration parameter a person sets on a widget (`AppIntentConfiguration`'s parameters).
public struct WidgetParameter: Sendable, Hashable, Codable {
    /// The parameter's type.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable, ClosedManifestValue {
        case boolean, integer
    }

    public var name: String
    public var title: LocalizedText
    public var type: Kind
    /// The default: `true`/`false` for a boolean, a number for an integer.
    public var defaultValue: Int
    /// The smallest and largest integer allowed.
    public var minimum: Int?
    public var maximum: Int?

    /// Creates a parameter.
    public init(name: String, title: LocalizedText, type: Kind, defaultValue: Int, minimum: Int? = nil, maximum: Int? = nil) {
        self.name = name
        self.title = title
        self.type = type
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
    }

    private enum CodingKeys: String, CodingKey { case name, title, type, defaultValue = "default", minimum = "min", maximum = "max" }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(Kind.self, forKey: .type)
        let value: Int
        switch type {
        case .boolean: value = try c.decode(Bool.self, forKey: .defaultValue) ? 1 : 0
        case .integer: value = try c.decode(Int.self, forKey: .defaultValue)
        }
        self.init(
            name: try c.decode(String.self, forKey: .name), title: try c.decode(LocalizedText.self, forKey: .title), type: type,
            defaultValue: value, minimum: try c.decodeIfPresent(Int.self, forKey: .minimum), maximum: try c.decodeIfPresent(Int.self, forKey: .maximum))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(title, forKey: .title)
        try c.encode(type, forKey: .type)
        switch type {
        case .boolean: try c.encode(defaultValue != 0, forKey: .defaultValue)
        case .integer: try c.encode(defaultValue, forKey: .defaultValue)
        }
        try c.encodeIfPresent(minimum, forKey: .minimum)
        try c.encodeIfPresent(maximum, forKey: .maximum)
    }

    /// Why `value` is not allowed, or `nil`: an integer outside `minimum...maximum`.
    public func problem(with value: Int) -> LocalizedText? {
        guard type == .integer else { return nil }
        let low = minimum ?? .min, high = maximum ?? .max
        guard value < low || value > high else { return nil }
        let range = "\(minimum.map(String.init) ?? "…")–\(maximum.map(String.init) ?? "…")"
        return LocalizedText(
            ja: "\(title.ja)（\(name)）は \(range) の範囲です（\(value) は範囲外）",
            en: "\(title.en) (\(name)) must be in \(range) (\(value) is not)")
    }

    /// A value given as text (`true`, `4`); `problem` says why it is not one.
    public func value(of text: String) -> (value: Int?, problem: LocalizedText?) {
        switch type {
        case .boolean:
            switch text.lowercased() {
            case "true", "1", "yes": return (1, nil)
            case "false", "0", "no": return (0, nil)
            default:
                return (nil, LocalizedText(ja: "\(name) は true か false です（\(text)）", en: "\(name) takes true or false, not \(text)"))
            }
        case .integer:
            guard let value = Int(text) else {
                return (nil, LocalizedText(ja: "\(name) は整数です（\(text)）", en: "\(name) takes an integer, not \(text)"))
            }
            if let problem = problem(with: value) { return (nil, problem) }
            return (value, nil)
        }
    }
}

/// A widget the app declares, like a `Widget`'s `WidgetConfiguration`.
///
/// ```json
/// {"kind": "TodayTasksWidget", "displayName": {"ja": "今日のタスク", "en": "Today's Tasks"},
///  "description": {"ja": "今日のタスクの状況を表示します", "en": "Shows how today's tasks are going"},
///  "families": ["systemSmall", "systemMedium"], "entity": "task",
///  "content": {"show": "records", "limit": 3, "limitParameter": "maxShown"},
///  "url": "example://today", "refreshInterval": 3600,
///  "configuration": [{"name": "maxShown", "title": {"ja": "最大表示数", "en": "Tasks shown"},
///                     "type": "integer", "default": 3, "min": 1, "max": 5}]}
/// ```
public struct WidgetDeclaration: Sendable, Hashable, Codable {
    public var kind: String
    public var displayName: LocalizedText
    public var description: LocalizedText
    public var families: [WidgetFamily]
    public var content: WidgetContent
    /// The entity type whose records the widget shows and counts.
    public var entity: String?
    /// Where tapping the widget goes (`widgetURL`); item links use each entity's content URL.
    public var url: String?
    /// Seconds between entries the app asks for (`after(date)`), when the widget refreshes on its own.
    public var refreshInterval: Double?

    /// The longest ``refreshInterval``: 7 days. WidgetKit's daily budget (40 to 70 reloads) is about one
    /// every 15 to 60 minutes; a timeline that asks for its next reload further away than a week is a
    /// mistake (1e308 once asked for the year 506713).
    public static let maximumRefreshInterval: TimeInterval = 7 * 86_400
    public var configuration: [WidgetParameter]

    /// Creates a declaration.
    public init(
        kind: String, displayName: LocalizedText, description: LocalizedText, families: [WidgetFamily], content: WidgetContent,
        entity: String? = nil, url: String? = nil, refreshInterval: Double? = nil, configuration: [WidgetParameter] = []
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.families = families
        self.content = content
        self.entity = entity
        self.url = url
        self.refreshInterval = refreshInterval
        self.configuration = configuration
    }

    private enum CodingKeys: String, CodingKey { case kind, displayName, description, families, content, entity, url, refreshInterval, configuration }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try c.decode(String.self, forKey: .kind), displayName: try c.decode(LocalizedText.self, forKey: .displayName),
            description: try c.decode(LocalizedText.self, forKey: .description), families: try c.decode([WidgetFamily].self, forKey: .families),
            content: try c.decode(WidgetContent.self, forKey: .content), entity: try c.decodeIfPresent(String.self, forKey: .entity),
            url: try c.decodeIfPresent(String.self, forKey: .url), refreshInterval: try c.decodeIfPresent(Double.self, forKey: .refreshInterval),
            configuration: try c.decodeIfPresent([WidgetParameter].self, forKey: .configuration) ?? [])
    }
}
