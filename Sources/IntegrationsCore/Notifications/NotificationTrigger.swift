public import Foundation

/// When a notification fires, shaped like UserNotifications' triggers.
///
/// In JSON (the manifest's form): `{"calendar": {"hour": 8, "minute": 0}, "repeats": true}`,
/// `{"calendar": {"weekday": 2, "hour": 7}, "timeZone": "Asia/Tokyo", "repeats": true}`,
/// `{"timeInterval": 3600, "repeats": true}` or `{"push": {}}`.
public enum NotificationTrigger: Sendable, Hashable, Codable {
    /// At local times whose every given component matches (``CalendarComponents``), in `timeZone` when
    /// given, else the user's.
    case calendar(CalendarComponents, timeZone: String?, repeats: Bool)
    /// After an interval in seconds, once or every interval.
    case timeInterval(TimeInterval, repeats: Bool)
    /// When a push arrives; never by the clock.
    case push

    /// Whether the trigger fires again after firing.
    public var repeats: Bool {
        switch self {
        case .calendar(_, _, let repeats), .timeInterval(_, let repeats): repeats
        case .push: false
        }
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case calendar, timeZone, timeInterval, repeats, push }

    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let repeats = try container.decodeIfPresent(Bool.self, forKey: .repeats) ?? false
        if let components = try container.decodeIfPresent(CalendarComponents.self, forKey: .calendar) {
            self = .calendar(components, timeZone: try container.decodeIfPresent(String.self, forKey: .timeZone), repeats: repeats)
        } else if let interval = try container.decodeIfPresent(TimeInterval.self, forKey: .timeInterval) {
            self = .timeInterval(interval, repeats: repeats)
        } else if container.contains(.push) {
            self = .push
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "one of \"calendar\", \"timeInterval\" or \"push\""))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .calendar(let components, let timeZone, let repeats):
            try container.encode(components, forKey: .calendar)
            try container.encodeIfPresent(timeZone, forKey: .timeZone)
            try container.encode(repeats, forKey: .repeats)
        case .timeInterval(let interval, let repeats):
            try container.encode(interval, forKey: .timeInterval)
            try container.encode(repeats, forKey: .repeats)
        case .push:
            try container.encode([String: String](), forKey: .push)
        }
    }

    /// The longest time interval a trigger (or a postponement) takes: 100 years. Apple documents no upper
    /// bound, but a date past it cannot be a reminder anyone waits for, and 1e308 seconds once scheduled a
    /// notification for the year 506713 (past what ISO 8601's four-digit years can write).
    public static let maximumTimeInterval: TimeInterval = 100 * 365.25 * 86_400

    /// Why the trigger can never work, with the JSON path of the field at fault (relative to the trigger),
    /// or `nil`: an interval that is not above 0, or under 60 s while repeating (Apple's rule); a calendar
    /// component out of range; a time zone that does not exist; a date that never happens (February 30).
    public var problem: (path: String, message: LocalizedText)? {
        switch self {
        case .timeInterval(let interval, let repeats):
            if !(interval > 0) || !interval.isFinite {
                return ("timeInterval", LocalizedText(ja: "時間間隔は0より大きい秒数でなければなりません（\(interval)）", en: "the time interval must be more than 0 seconds (it is \(interval))"))
            }
            if interval > Self.maximumTimeInterval {
                return ("timeInterval", LocalizedText(
                    ja: "時間間隔は\(Int(Self.maximumTimeInterval))秒（100年）以下でなければなりません（\(interval)）",
                    en: "the time interval must be at most \(Int(Self.maximumTimeInterval)) seconds, 100 years (it is \(interval))"))
            }
            if repeats && interval < 60 {
                return ("timeInterval", LocalizedText(
                    ja: "繰り返す時間間隔は60秒以上でなければなりません（\(Int(interval))秒）", en: "a repeating time interval must be at least 60 seconds (it is \(Int(interval)))"))
            }
            return nil
        case .calendar(let components, let timeZone, _):
            if let timeZone, TimeZone(identifier: timeZone) == nil {
                return ("timeZone", LocalizedText(
                    ja: "タイムゾーン「\(timeZone)」はありません（例: Asia/Tokyo）", en: "there is no time zone \"\(timeZone)\" (such as Asia/Tokyo)"))
            }
            return components.problem.map { ("calendar.\($0.field)", $0.message) }
        case .push:
            return nil
        }
    }
}

/// The date components a calendar trigger matches. Components smaller than the smallest one given are 0
/// (`{hour: 8}` is 08:00:00); larger ones not given match anything. `weekday` runs from 1 (Sunday) to 7
/// (Saturday).
public struct CalendarComponents: Sendable, Hashable, Codable {
    public var year: Int?
    public var month: Int?
    public var day: Int?
    public var weekday: Int?
    public var hour: Int?
    public var minute: Int?
    public var second: Int?

    /// Creates components.
    public init(year: Int? = nil, month: Int? = nil, day: Int? = nil, weekday: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.weekday = weekday
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case year, month, day, weekday, hour, minute, second }

    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            year: try c.decodeIfPresent(Int.self, forKey: .year), month: try c.decodeIfPresent(Int.self, forKey: .month),
            day: try c.decodeIfPresent(Int.self, forKey: .day), weekday: try c.decodeIfPresent(Int.self, forKey: .weekday),
            hour: try c.decodeIfPresent(Int.self, forKey: .hour), minute: try c.decodeIfPresent(Int.self, forKey: .minute),
            second: try c.decodeIfPresent(Int.self, forKey: .second))
    }

    /// A component out of range, or a combination that never happens, or `nil`.
    public var problem: (field: String, message: LocalizedText)? {
        let ranges: [(String, Int?, ClosedRange<Int>)] = [
            ("year", year, 1...9999), ("month", month, 1...12), ("day", day, 1...31), ("weekday", weekday, 1...7),
            ("hour", hour, 0...23), ("minute", minute, 0...59), ("second", second, 0...59),
        ]
        for (name, value, range) in ranges {
            if let value, !range.contains(value) {
                return (name, LocalizedText(
                    ja: "\(name) は \(range.lowerBound)〜\(range.upperBound) でなければなりません（\(value)）",
                    en: "\(name) must be \(range.lowerBound) to \(range.upperBound) (it is \(value))"))
            }
        }
        if year == nil && month == nil && day == nil && weekday == nil && hour == nil && minute == nil && second == nil {
            return ("", LocalizedText(ja: "日時の要素が1つもありません", en: "no date component is given"))
        }
        if let month, let day {
            let longest = [1: 31, 2: 29, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31][month] ?? 31
            if day > longest {
                return ("day", LocalizedText(
                    ja: "\(month)月\(day)日は存在しないため、決して通知されません", en: "month \(month) never has a day \(day), so this never fires"))
            }
            if month == 2, day == 29, let year, !Self.isLeap(year) {
                return ("day", LocalizedText(
                    ja: "\(year)年はうるう年ではないため、2月29日はありません", en: "\(year) is not a leap year, so February 29 never comes"))
            }
        }
        return nil
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }
}

extension NotificationTrigger {
    /// A trigger from its JSON (`--trigger`), with a message naming the field at fault: a syntax error
    /// by its character, a wrong value by its path, and the rules of ``problem``.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification``.
    ///
    /// - Parameter input: How messages name the text: the front end's name for it (a command line says
    ///   `--trigger`).
    public static func read(json text: String, input: String = "trigger") throws(IntegrationsError) -> NotificationTrigger {
        let data = Data(text.utf8)
        let parsed: NotificationTrigger
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[.refusesUnknownKeys] = true
            parsed = try decoder.decode(NotificationTrigger.self, from: data)
        } catch {
            let problem = JSONProblem(error, data: data)
            let column = problem.location.map { (ja: "（\($0.column)文字目）", en: " (character \($0.column))") } ?? (ja: "", en: "")
            let (ja, en) = problem.syntax.map { ("\($0.column)文字目で\($0.problem.ja)", "at character \($0.column), \($0.problem.en)") }
                ?? (problem.explanation.ja + column.ja, problem.explanation.en + column.en)
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "\(input) はトリガーの JSON ではありません: \(ja)。{\"calendar\": {\"hour\": 8}, \"repeats\": true} のように書いてください。",
                en: "\(input) is not a trigger: \(en). Write it like {\"calendar\": {\"hour\": 8}, \"repeats\": true}."))
        }
        if let problem = parsed.problem {
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "\(input) の \(problem.path) が正しくありません: \(problem.message.ja)。直してからもう一度実行してください。",
                en: "\(input) is invalid at \(problem.path): \(problem.message.en). Fix it and run the command again."))
        }
        return parsed
    }
}
