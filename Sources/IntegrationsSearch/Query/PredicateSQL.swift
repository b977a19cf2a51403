import Foundation
import GRDB
import IntegrationsCore
import IntegrationsSearchQuery

/// A ``SearchPredicate`` compiled to an SQL condition over the `searchItem` table (aliased `s`), with
/// every value bound as an argument: no query text is ever part of the SQL.
struct PredicateSQL {
    var sql: String
    var arguments: StatementArguments

    /// The SQL function that matches a pattern with modifiers: `integrations_match(value, pattern, modifiers)`.
    static let matchFunction = DatabaseFunction("integrations_match", argumentCount: 3, pure: true) { values in
        guard let value = String.fromDatabaseValue(values[0]),
            let pattern = String.fromDatabaseValue(values[1]),
            let flags = Int.fromDatabaseValue(values[2])
        else { return nil }
        return compiledPatterns.pattern(pattern, modifiers: StringModifiers(rawValue: UInt8(truncatingIfNeeded: flags))).matches(value)
    }

    /// Patterns compiled once per query rather than once per row: the function is called for every row
    /// a predicate scans, with the same pattern.
    static let compiledPatterns = PatternCache()

    final class PatternCache: @unchecked Sendable {
        private let lock = NSLock()
        private var patterns: [String: StringPattern] = [:]
        /// The pattern asked for last: a scan asks for the same one on every row, and comparing its text is
        /// cheaper than making and hashing a key.
        private var last: (text: String, modifiers: StringModifiers, pattern: StringPattern)?

        func pattern(_ text: String, modifiers: StringModifiers) -> StringPattern {
            lock.lock()
            defer { lock.unlock() }
            if let last, last.modifiers == modifiers, last.text == text { return last.pattern }
            let key = "\(modifiers.rawValue):\(text)"
            let pattern: StringPattern
            if let cached = patterns[key] {
                pattern = cached
            } else {
                if patterns.count >= 256 { patterns.removeAll() }
                pattern = StringPattern(text, modifiers: modifiers)
                patterns[key] = pattern
            }
            last = (text, modifiers, pattern)
            return pattern
        }
    }

    private enum Attribute {
        case column(String)
        case keywords
        case anyText
        case custom(String)

        /// The columns of the full-text table that hold the attribute's text (`[]`: every column), or
        /// `nil` when the attribute is not in the full-text index.
        var textColumns: [String]? {
            switch self {
            case .column("s.title"): ["title"]
            case .column("s.displayName"): ["displayName"]
            case .column("s.contentDescription"): ["contentDescription"]
            case .column: nil
            case .keywords: ["keywords"]
            case .anyText: []  // title, displayName, contentDescription and keywords: the four columns
            case .custom: nil
            }
        }

        init(_ name: String) {
            switch name {
            case "title", "displayName", "contentDescription", "contentURL", "thumbnailURL", "uniqueIdentifier",
                "domainIdentifier", "rankingHint", "contentCreationDate", "contentModificationDate", "expirationDate":
                self = .column("s.\(name)")
            case "keywords": self = .keywords
            case "*", "**": self = .anyText
            default: self = .custom(name)
            }
        }
    }

    /// Compiles a predicate.
    ///
    /// - Parameters:
    ///   - prefilters: Whether a string pattern on indexed text first asks the full-text index for its
    ///     candidates (``PatternPrefilter``); without, every row's value is folded and matched (tests
    ///     compare the two).
    init(_ predicate: SearchPredicate, date: Date, calendar: Calendar?, prefilters: Bool = true) {
        var arguments = StatementArguments()
        // The user's calendar is made only for a `$time` value: making it costs about as much as a search.
        let calendar = calendar ?? (Self.hasTime(predicate) ? .current : Calendar(identifier: .gregorian))
        sql = Self.compile(predicate, date: date, calendar: calendar, prefilters: prefilters, arguments: &arguments)
        self.arguments = arguments
    }

    private static func hasTime(_ predicate: SearchPredicate) -> Bool {
        func isTime(_ value: SearchPredicate.Value) -> Bool { if case .time = value { true } else { false } }
        switch predicate {
        case .and(let left, let right), .or(let left, let right): return hasTime(left) || hasTime(right)
        case .inRange(_, let lower, let upper): return isTime(lower) || isTime(upper)
        case .comparison(_, _, let value, _): return isTime(value)
        }
    }

    private static func compile(
        _ predicate: SearchPredicate, date: Date, calendar: Calendar, prefilters: Bool, arguments: inout StatementArguments
    ) -> String {
        func compile(_ predicate: SearchPredicate) -> String {
            Self.compile(predicate, date: date, calendar: calendar, prefilters: prefilters, arguments: &arguments)
        }
        switch predicate {
        case .and(let left, let right):
            let left = compile(left)
            return "(\(left) AND \(compile(right)))"
        case .or(let left, let right):
            let left = compile(left)
            return "(\(left) OR \(compile(right)))"
        case .inRange(let attribute, let lower, let upper):
            return condition(Attribute(attribute), arguments: &arguments) { expression, arguments in
                _ = arguments.append(contentsOf: [value(lower, date, calendar), value(upper, date, calendar)])
                return "(\(expression) BETWEEN ? AND ?)"
            }
        case .comparison(let attribute, let op, let operand, let modifiers):
            let attribute = Attribute(attribute)
            // Only rows whose indexed text can hold the pattern are matched (the rowid of the full-text
            // table is the item's id). The subquery is not correlated: SQLite runs it once.
            var prefilter = ""
            if prefilters, op == .equal, case .string(let pattern) = operand, let columns = attribute.textColumns,
                let match = PatternPrefilter.query(for: compiledPatterns.pattern(pattern, modifiers: modifiers), columns: columns.isEmpty ? nil : columns)
            {
                _ = arguments.append(contentsOf: [match])
                prefilter = "s.id IN (SELECT rowid FROM searchItemText WHERE searchItemText MATCH ?) AND "
            }
            let compared = condition(attribute, arguments: &arguments) { expression, arguments in
                if case .string(let pattern) = operand, op == .equal || op == .notEqual {
                    _ = arguments.append(contentsOf: [pattern, Int(modifiers.rawValue)])
                    // The expression appears once: a custom attribute's carries its own argument (the JSON path),
                    // so writing it twice misplaced every argument after it (found by fuzzing). A missing value
                    // makes the function NULL, and `NULL = 0` is not true: `!=` holds only for a value that is
                    // there and does not match.
                    let match = "integrations_match(\(expression), ?, ?)"
                    return op == .equal ? "(\(match) = 1)" : "(\(match) = 0)"
                }
                _ = arguments.append(contentsOf: [value(operand, date, calendar)])
                let sqlOperator = op == .equal ? "=" : (op == .notEqual ? "<>" : op.rawValue)
                return "(\(expression) \(sqlOperator) ?)"
            }
            return prefilter.isEmpty ? compared : "(\(prefilter)\(compared))"
        }
    }

    /// Applies `body` to the attribute's SQL expression; `keywords` and `*` hold when any value does.
    private static func condition(
        _ attribute: Attribute,
        arguments: inout StatementArguments,
        _ body: (String, inout StatementArguments) -> String
    ) -> String {
        switch attribute {
        case .column(let column):
            return body(column, &arguments)
        case .keywords:
            return "EXISTS (SELECT 1 FROM json_each(s.keywordList) WHERE \(body("value", &arguments)))"
        case .custom(let key):
            _ = arguments.append(contentsOf: ["$.\"\(key)\""])
            return body("json_extract(s.customAttributes, ?)", &arguments)
        case .anyText:
            let parts = ["s.title", "s.displayName", "s.contentDescription"].map { body($0, &arguments) }
            let keywords = "EXISTS (SELECT 1 FROM json_each(s.keywordList) WHERE \(body("value", &arguments)))"
            return "(" + (parts + [keywords]).joined(separator: " OR ") + ")"
        }
    }

    private static func value(_ value: SearchPredicate.Value, _ date: Date, _ calendar: Calendar) -> (any DatabaseValueConvertible)? {
        switch value {
        case .string(let string): string
        case .number(let number): number
        case .time(let expression): expression.resolve(at: date, calendar: calendar).timeIntervalSince1970
        }
    }
}
