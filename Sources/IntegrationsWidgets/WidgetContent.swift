import Foundation
public import IntegrationsCore

/// What a widget shows, declared by the app as data: the library computes it from the app's state.
///
/// Four layouts cover what widgets of a tracking app show; each is an object with `show` naming the
/// layout (a bare string is the layout with its defaults):
///
/// ```json
/// "content": {"show": "records", "limit": 3, "limitParameter": "maxShown", "includeCompletedParameter": "showDone"}
/// "content": "progress"
/// "content": {"show": "dayGrid", "days": {"systemMedium": 7, "systemLarge": 14}}
/// "content": {"show": "nextRecord", "whenAllDone": {"ja": "今日はすべて完了！", "en": "All done for today!"}}
/// ```
public enum WidgetContent: Sendable, Hashable {
    /// The widget's entity's records with today's done marks and the percentage done.
    case records(RecordList)
    /// Today's count and bar from the progress reporter.
    case progress
    /// One mark per day: was anything completed that day.
    case dayGrid(DayGrid)
    /// The first record not yet done today.
    case nextRecord(NextRecord)

    /// The layouts' names, as the manifest writes them.
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        case records, progress, dayGrid, nextRecord
    }

    /// How a list of records is cut.
    public struct RecordList: Sendable, Hashable {
        /// How many records at most, when no parameter sets it.
        public var limit: Int
        /// The widget's integer parameter that sets the limit, when a person may choose it.
        public var limitParameter: String?
        /// Whether records already done today stay in the list, when no parameter says.
        public var includeCompleted: Bool
        /// The widget's boolean parameter that says whether done records stay.
        public var includeCompletedParameter: String?
        /// The line under the list; the toolkit's 「タップしてアプリを開く」 / "Tap to open the app" when `nil`.
        public var footer: LocalizedText?

        /// The largest ``limit``: a large widget shows about a dozen rows.
        public static let maximumLimit = 20

        /// Creates a list.
        public init(limit: Int = 3, limitParameter: String? = nil, includeCompleted: Bool = false, includeCompletedParameter: String? = nil, footer: LocalizedText? = nil) {
            self.limit = limit
            self.limitParameter = limitParameter
            self.includeCompleted = includeCompleted
            self.includeCompletedParameter = includeCompletedParameter
            self.footer = footer
        }
    }

    /// How many days a grid shows in each family.
    public struct DayGrid: Sendable, Hashable {
        /// Days by family; a family not named shows ``defaultDays``.
        public var days: [WidgetFamily: Int]

        /// The days a family not named in ``days`` shows.
        public static let defaultDays = 7
        /// The most days a grid shows: a month and a day.
        public static let maximumDays = 31

        /// Creates a grid.
        public init(days: [WidgetFamily: Int] = [:]) {
            self.days = days
        }

        /// The days shown in `family`.
        public func days(in family: WidgetFamily) -> Int {
            days[family] ?? Self.defaultDays
        }

        /// The most days any family shows.
        public var longest: Int {
            days.values.max().map { max($0, Self.defaultDays) } ?? Self.defaultDays
        }
    }

    /// The next record, and what is shown when none is left.
    public struct NextRecord: Sendable, Hashable {
        /// The headline when everything is done; the toolkit's 「今日はすべて完了！」 / "All done for today!" when `nil`.
        public var whenAllDone: LocalizedText?

        /// Creates the layout.
        public init(whenAllDone: LocalizedText? = nil) {
            self.whenAllDone = whenAllDone
        }
    }

    /// The layout's name.
    public var layout: Layout {
        switch self {
        case .records: .records
        case .progress: .progress
        case .dayGrid: .dayGrid
        case .nextRecord: .nextRecord
        }
    }

    /// The families the layout fits: a list and the next record need a system widget's room; a day grid
    /// a wide one; the progress summary fits every family, a count in the accessory ones.
    public var supportedFamilies: [WidgetFamily] {
        switch self {
        case .records: [.systemSmall, .systemMedium, .systemLarge]
        case .progress: WidgetFamily.allCases
        case .dayGrid: [.systemMedium, .systemLarge]
        case .nextRecord: [.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular]
        }
    }
}

extension WidgetContent: Codable {
    fileprivate enum CodingKeys: String, CodingKey {
        case show, limit, limitParameter, includeCompleted, includeCompletedParameter, footer, days, whenAllDone
    }

    public init(from decoder: any Decoder) throws {
        let layout: Layout
        let keyed: KeyedDecodingContainer<CodingKeys>?
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            guard let known = Layout(rawValue: name) else { throw Self.unknownLayout(name, codingPath: decoder.codingPath) }
            layout = known
            keyed = nil
        } else {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            let name = try c.decode(String.self, forKey: .show)
            guard let known = Layout(rawValue: name) else { throw Self.unknownLayout(name, codingPath: c.codingPath + [CodingKeys.show]) }
            layout = known
            keyed = c
            if let stray = c.allKeys.first(where: { $0 != .show && !known.keys.contains($0) }) {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: c.codingPath + [stray],
                    debugDescription: "\"\(stray.stringValue)\" is not a key of the \(name) layout (its keys: \(known.keys.map(\.stringValue).joined(separator: ", ")))"))
            }
        }
        switch layout {
        case .records:
            self = .records(RecordList(
                limit: try keyed?.decodeIfPresent(Int.self, forKey: .limit) ?? 3,
                limitParameter: try keyed?.decodeIfPresent(String.self, forKey: .limitParameter),
                includeCompleted: try keyed?.decodeIfPresent(Bool.self, forKey: .includeCompleted) ?? false,
                includeCompletedParameter: try keyed?.decodeIfPresent(String.self, forKey: .includeCompletedParameter),
                footer: try keyed?.decodeIfPresent(LocalizedText.self, forKey: .footer)))
        case .progress:
            self = .progress
        case .dayGrid:
            var days: [WidgetFamily: Int] = [:]
            for (name, count) in try keyed?.decodeIfPresent([String: Int].self, forKey: .days) ?? [:] {
                guard let family = WidgetFamily(rawValue: name) else {
                    throw DecodingError.dataCorrupted(DecodingError.Context(
                        codingPath: (keyed?.codingPath ?? []) + [CodingKeys.days],
                        debugDescription: "\"\(name)\" is not a widget family (\(WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")))"))
                }
                days[family] = count
            }
            self = .dayGrid(DayGrid(days: days))
        case .nextRecord:
            self = .nextRecord(NextRecord(whenAllDone: try keyed?.decodeIfPresent(LocalizedText.self, forKey: .whenAllDone)))
        }
    }

    private static func unknownLayout(_ name: String, codingPath: [any CodingKey]) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "\"\(name)\" is not a widget layout (\(Layout.allCases.map(\.rawValue).joined(separator: ", ")))"))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(layout.rawValue, forKey: .show)
        switch self {
        case .records(let list):
            try c.encode(list.limit, forKey: .limit)
            try c.encodeIfPresent(list.limitParameter, forKey: .limitParameter)
            try c.encode(list.includeCompleted, forKey: .includeCompleted)
            try c.encodeIfPresent(list.includeCompletedParameter, forKey: .includeCompletedParameter)
            try c.encodeIfPresent(list.footer, forKey: .footer)
        case .progress:
            break
        case .dayGrid(let grid):
            if !grid.days.isEmpty {
                try c.encode(Dictionary(uniqueKeysWithValues: grid.days.map { ($0.key.rawValue, $0.value) }), forKey: .days)
            }
        case .nextRecord(let next):
            try c.encodeIfPresent(next.whenAllDone, forKey: .whenAllDone)
        }
    }
}

extension WidgetContent.Layout {
    /// The keys each layout reads besides `show`.
    fileprivate var keys: [WidgetContent.CodingKeys] {
        switch self {
        case .records: [.limit, .limitParameter, .includeCompleted, .includeCompletedParameter, .footer]
        case .progress: []
        case .dayGrid: [.days]
        case .nextRecord: [.whenAllDone]
        }
    }
}
