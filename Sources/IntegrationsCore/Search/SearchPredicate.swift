public import Foundation

/// A query in Core Spotlight's predicate syntax.
///
/// ```
/// title == "目標*"cd && contentModificationDate > $time.today(-3)
/// InRange(rankingHint, 0.5, 1) || keywords == "健康"
/// ```
///
/// - Comparisons: `==`, `!=`, `<`, `>`, `<=`, `>=`. A string on the right of `==` or `!=` is a pattern:
///   `*` matches any run of characters, `?` exactly one, `\` escapes the next character. The pattern must
///   match the whole value, so `"目標*"` means "starts with 目標".
/// - Modifiers after the closing quote: `c` ignores case and width, `d` ignores diacritics (in Japanese
///   this folds the voiced marks: ガ matches カ), `w` matches on word boundaries, where every
///   character of a Chinese or Japanese run starts a word.
/// - `&&` binds tighter than `||`; parentheses group.
/// - `InRange(attribute, lower, upper)` includes both ends.
/// - Time values: `$time.now`, `$time.now(±seconds)`, `$time.today`, `$time.today(±days)`,
///   `$time.yesterday`, `$time.this_week(±weeks)`, `$time.this_month(±months)`,
///   `$time.this_year(±years)`, `$time.iso(2026-01-01)` or `$time.iso(2026-01-01T09:00:00Z)`.
/// - Attribute names: `title`, `displayName`, `contentDescription`, `keywords` (any keyword matches),
///   `contentURL`, `thumbnailURL`, `rankingHint`, `contentCreationDate`, `contentModificationDate`,
///   `uniqueIdentifier`, `domainIdentifier`, `*` (any text attribute), and any custom attribute key.
public indirect enum SearchPredicate: Sendable, Hashable {
    /// `attribute op value`.
    case comparison(attribute: String, operator: ComparisonOperator, value: Value, modifiers: StringModifiers)
    /// `InRange(attribute, lower, upper)`.
    case inRange(attribute: String, lower: Value, upper: Value)
    /// Both must hold.
    case and(SearchPredicate, SearchPredicate)
    /// Either must hold.
    case or(SearchPredicate, SearchPredicate)

    /// A comparison operator.
    public enum ComparisonOperator: String, Sendable, Hashable, CaseIterable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case greater = ">"
        case lessOrEqual = "<="
        case greaterOrEqual = ">="
    }

    /// The value on the right of a comparison.
    public enum Value: Sendable, Hashable {
        /// A quoted string (a pattern with `==` and `!=`).
        case string(String)
        /// A number.
        case number(Double)
        /// A `$time` expression, resolved when the query runs.
        case time(TimeExpression)

        /// The value as a number: numbers as they are, times as seconds since 1970, strings as `nil`.
        public func numericValue(at date: Date, calendar: Calendar) -> Double? {
            switch self {
            case .string: nil
            case .number(let number): number
            case .time(let expression): expression.resolve(at: date, calendar: calendar).timeIntervalSince1970
            }
        }
    }

    /// A `$time` expression.
    public enum TimeExpression: Sendable, Hashable {
        /// `$time.now(±seconds)`.
        case now(seconds: Double)
        /// `$time.today(±days)` and `$time.yesterday`: the start of that day.
        case today(days: Int)
        /// `$time.this_week(±weeks)`: the start of that week.
        case thisWeek(weeks: Int)
        /// `$time.this_month(±months)`: the start of that month.
        case thisMonth(months: Int)
        /// `$time.this_year(±years)`: the start of that year.
        case thisYear(years: Int)
        /// `$time.iso(…)`: a fixed moment.
        case iso(Date)

        /// The moment this expression names when evaluated at `date` in `calendar`'s time zone.
        public func resolve(at date: Date, calendar: Calendar) -> Date {
            func start(of component: Calendar.Component, offset: Int) -> Date {
                let base = calendar.dateInterval(of: component, for: date)?.start ?? calendar.startOfDay(for: date)
                return calendar.date(byAdding: component == .weekOfYear ? .weekOfYear : component, value: offset, to: base) ?? base
            }
            switch self {
            case .now(let seconds): return date.addingTimeInterval(seconds)
            case .today(let days): return start(of: .day, offset: days)
            case .thisWeek(let weeks): return start(of: .weekOfYear, offset: weeks)
            case .thisMonth(let months): return start(of: .month, offset: months)
            case .thisYear(let years): return start(of: .year, offset: years)
            case .iso(let fixed): return fixed
            }
        }
    }
}

/// The modifiers after a quoted string in a predicate: `c`, `d` and `w`.
public struct StringModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `c`: ignore case and character width (ＡＢＣ matches abc, ｶﾞ matches ガ).
    public static let caseInsensitive = StringModifiers(rawValue: 1 << 0)
    /// `d`: ignore diacritics.
    public static let diacriticInsensitive = StringModifiers(rawValue: 1 << 1)
    /// `w`: match a run of whole words anywhere in the value.
    public static let wordBased = StringModifiers(rawValue: 1 << 2)
}
