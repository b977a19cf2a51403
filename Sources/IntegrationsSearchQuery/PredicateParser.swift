import Foundation
package import IntegrationsCore

/// Reads Core Spotlight's predicate syntax into a ``SearchPredicate``.
///
/// A malformed predicate throws an ``IntegrationsError`` whose message names the column, shows the
/// query with a caret under the position, and says what was expected there, the way a compiler does.
package enum PredicateParser {
    /// Parses a predicate.
    ///
    /// ```swift
    /// let predicate = try PredicateParser.parse(#"title == "目標*"cd"#)
    /// ```
    /// - Parameter text: The predicate text.
    /// - Returns: The predicate.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidQuery``.
    package static func parse(_ text: String) throws(IntegrationsError) -> SearchPredicate {
        var parser = Parser(text: text)
        do {
            let predicate = try parser.parseOr()
            parser.skipSpace()
            if !parser.atEnd {
                throw parser.error(expected: LocalizedText(ja: "「&&」か「||」かクエリの終わり", en: "'&&', '||' or the end of the query"))
            }
            return predicate
        } catch let error as SyntaxError {
            throw error.integrationsError(characters: parser.characters)
        } catch {
            throw IntegrationsError(.invalidQuery, LocalizedText(ja: "\(error)", en: "\(error)"))
        }
    }

    /// Whether `text` starts like a predicate: an attribute name followed by a comparison operator,
    /// `InRange(`, or parentheses around either.
    package static func looksLikePredicate(_ text: String) -> Bool {
        var rest = Substring(text)
        while let first = rest.first, first.isWhitespace || first == "(" { rest = rest.dropFirst() }
        if rest.hasPrefix("InRange") {
            return rest.dropFirst("InRange".count).drop(while: \.isWhitespace).first == "("
        }
        let name = rest.prefix { Parser.isNameCharacter($0) }
        guard !name.isEmpty, name.first.map({ $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "*") }) == true else {
            return false
        }
        let afterName = rest.dropFirst(name.count).drop(while: \.isWhitespace)
        return ["==", "!=", "<", ">"].contains { afterName.hasPrefix($0) }
    }

    struct SyntaxError: Error {
        /// Zero-based offset in characters.
        var offset: Int
        var expected: LocalizedText
        var found: String

        /// The error for the query the parser read as `characters`.
        func integrationsError(characters: [Character]) -> IntegrationsError {
            let column = offset + 1
            let excerpt = Self.excerpt(of: characters, at: offset)
            let foundJa = found.isEmpty ? "クエリの終わり" : "「\(found)」"
            let foundEn = found.isEmpty ? "the end of the query" : "'\(found)'"
            return IntegrationsError(
                .invalidQuery,
                LocalizedText(
                    ja: "検索クエリの\(column)文字目に誤りがあります: \(expected.ja)が必要ですが、\(foundJa)がありました。\n\(excerpt)\nクエリを直すか、自由文として検索してください。",
                    en: "The search query has an error at column \(column): expected \(expected.en), found \(foundEn).\n\(excerpt)\nFix the query, or search for it as free text."
                ),
                remedy: .freeTextSyntax
            )
        }

        /// The most terminal cells the excerpt's query line and its caret take, `...` marks included.
        static let excerptColumns = 76

        /// The query on one line with a caret under `offset`, the way a compiler shows a source line: each
        /// line break or tab is a space and each control character its visible escape (so the caret stays
        /// under its character), and a query wider than ``excerptColumns`` is shown as the window around the
        /// caret, `...` marking each cut.
        static func excerpt(of characters: [Character], at offset: Int) -> String {
            let shown = characters.map { character -> String in
                character.isNewline || character == "\t" ? " " : TerminalText.safe(String(character))
            }
            let widths = shown.map(TerminalText.columns)
            let caret = min(offset, shown.count)
            let room = excerptColumns - 6
            let before = widths[..<caret].reduce(0, +)
            // A caret after the last character takes a column of its own.
            let after = widths[caret...].reduce(0, +) + (caret == shown.count ? 1 : 0)
            var start = 0
            var end = shown.count
            // The cells shown between the line's start and the caret.
            var shownBefore = before
            if before + after > excerptColumns {
                // The caret's side gets what the other side leaves, and at least half the room.
                let left = min(before, max(room / 2, room - after))
                start = caret
                shownBefore = 0
                while start > 0, shownBefore + widths[start - 1] <= left {
                    start -= 1
                    shownBefore += widths[start]
                }
                var right = room - shownBefore
                end = caret
                while end < shown.count, widths[end] <= right {
                    right -= widths[end]
                    end += 1
                }
            }
            let lead = start > 0 ? "..." : ""
            let line = lead + shown[start..<end].joined() + (end < shown.count ? "..." : "")
            let padding = String(repeating: " ", count: lead.count + shownBefore)
            return "  \(line)\n  \(padding)^"
        }
    }

    /// The deepest nesting of parentheses a predicate may have.
    package static let maximumDepth = 32
    /// The most comparisons one predicate may hold.
    package static let maximumComparisons = 64

    struct Parser {
        let characters: [Character]
        var position = 0
        var depth = 0
        var comparisons = 0

        init(text: String) { characters = Array(text) }

        var atEnd: Bool { position >= characters.count }
        var current: Character? { atEnd ? nil : characters[position] }

        static func isNameCharacter(_ character: Character) -> Bool {
            character.isASCII && (character.isLetter || character.isNumber || "_.:*-".contains(character))
        }

        mutating func skipSpace() {
            while let character = current, character.isWhitespace { position += 1 }
        }

        func error(expected: LocalizedText, at offset: Int? = nil) -> SyntaxError {
            let start = offset ?? position
            // What stands there: up to 12 characters, to the next space, tab or line break (the message is one line).
            guard start < characters.count else { return SyntaxError(offset: start, expected: expected, found: "") }
            let word = characters[start..<min(characters.count, start + 12)].prefix { !$0.isWhitespace }
            let found = word.isEmpty ? TerminalText.safeLine(String(characters[start])) : String(word)
            return SyntaxError(offset: start, expected: expected, found: found)
        }

        mutating func consume(_ literal: String) -> Bool {
            let literalCharacters = Array(literal)
            guard position + literalCharacters.count <= characters.count,
                Array(characters[position..<position + literalCharacters.count]) == literalCharacters
            else { return false }
            position += literalCharacters.count
            return true
        }

        mutating func parseOr() throws -> SearchPredicate {
            var left = try parseAnd()
            while true {
                skipSpace()
                guard consume("||") else { return left }
                left = .or(left, try parseAnd())
            }
        }

        mutating func parseAnd() throws -> SearchPredicate {
            var left = try parsePrimary()
            while true {
                skipSpace()
                guard consume("&&") else { return left }
                left = .and(left, try parsePrimary())
            }
        }

        mutating func parsePrimary() throws -> SearchPredicate {
            skipSpace()
            if consume("(") {
                depth += 1
                defer { depth -= 1 }
                guard depth <= PredicateParser.maximumDepth else {
                    throw error(expected: LocalizedText(
                        ja: "\(PredicateParser.maximumDepth)段までの括弧（それより深い入れ子は使えません）",
                        en: "at most \(PredicateParser.maximumDepth) nested parentheses (a predicate cannot nest deeper)"), at: position - 1)
                }
                let inner = try parseOr()
                skipSpace()
                guard consume(")") else {
                    throw error(expected: LocalizedText(ja: "閉じ括弧「)」", en: "a closing ')'"))
                }
                return inner
            }
            comparisons += 1
            guard comparisons <= PredicateParser.maximumComparisons else {
                throw error(expected: LocalizedText(
                    ja: "\(PredicateParser.maximumComparisons)個までの比較（それより多い条件は使えません）",
                    en: "at most \(PredicateParser.maximumComparisons) comparisons (a predicate cannot hold more)"))
            }
            let name = readName()
            if name.isEmpty {
                throw error(expected: LocalizedText(ja: "属性名（title など）か「(」か InRange(", en: "an attribute name (such as title), '(' or InRange("))
            }
            skipSpace()
            if name == "InRange" && current == "(" {
                position += 1
                skipSpace()
                let attribute = readName()
                if attribute.isEmpty { throw error(expected: LocalizedText(ja: "属性名", en: "an attribute name")) }
                try expectComma()
                let lower = try parseValue()
                try expectComma()
                let upper = try parseValue()
                skipSpace()
                guard consume(")") else { throw error(expected: LocalizedText(ja: "閉じ括弧「)」", en: "a closing ')'")) }
                return .inRange(attribute: attribute, lower: lower, upper: upper)
            }
            guard let op = readOperator() else {
                throw error(expected: LocalizedText(ja: "比較演算子（== != < > <= >=）", en: "a comparison operator (== != < > <= >=)"))
            }
            let value = try parseValue()
            var modifiers: StringModifiers = []
            if case .string = value {
                while let character = current, "cdw".contains(character) {
                    switch character {
                    case "c": modifiers.insert(.caseInsensitive)
                    case "d": modifiers.insert(.diacriticInsensitive)
                    default: modifiers.insert(.wordBased)
                    }
                    position += 1
                }
                if let character = current, character.isLetter {
                    throw error(expected: LocalizedText(ja: "修飾子 c、d、w のいずれか", en: "one of the modifiers c, d, w"))
                }
            }
            return .comparison(attribute: name, operator: op, value: value, modifiers: modifiers)
        }

        mutating func expectComma() throws {
            skipSpace()
            guard consume(",") else { throw error(expected: LocalizedText(ja: "カンマ「,」", en: "a comma ','")) }
        }

        mutating func readName() -> String {
            let start = position
            while let character = current, Self.isNameCharacter(character) { position += 1 }
            return String(characters[start..<position])
        }

        mutating func readOperator() -> SearchPredicate.ComparisonOperator? {
            for op in [SearchPredicate.ComparisonOperator.equal, .notEqual, .lessOrEqual, .greaterOrEqual, .less, .greater]
            where consume(op.rawValue) {
                return op
            }
            return nil
        }

        mutating func parseValue() throws -> SearchPredicate.Value {
            skipSpace()
            guard let character = current else {
                throw error(expected: LocalizedText(ja: "値（\"文字列\"、数値、$time.…）", en: "a value (\"string\", number or $time.…)"))
            }
            if character == "\"" || character == "'" {
                return .string(try readString(quote: character))
            }
            if character == "$" {
                return .time(try readTime())
            }
            if character.isNumber || character == "-" || character == "+" || character == "." {
                let start = position
                position += 1
                while let next = current, next.isNumber || next == "." || next == "e" || next == "E" { position += 1 }
                let literal = String(characters[start..<position])
                guard let number = Double(literal), number.isFinite else {
                    throw error(expected: LocalizedText(ja: "数値", en: "a number"), at: start)
                }
                return .number(number)
            }
            throw error(expected: LocalizedText(ja: "値（\"文字列\"、数値、$time.…）", en: "a value (\"string\", number or $time.…)"))
        }

        mutating func readString(quote: Character) throws -> String {
            let start = position
            position += 1
            var result = ""
            while let character = current {
                position += 1
                if character == "\\", let next = current {
                    // Keep the escape for the pattern, except for an escaped quote.
                    if next != quote { result.append("\\") }
                    result.append(next)
                    position += 1
                } else if character == quote {
                    return result
                } else if character == "\u{0}" {
                    // SQLite hands a pattern to its matching function as C text, which ends at a NUL: the
                    // pattern would be cut there and match what it does not say (Decisions 67).
                    throw error(expected: LocalizedText(
                        ja: "NUL 以外の文字（SQLite は文字列を NUL で終えるため、パターンに NUL は使えません）",
                        en: "a character other than NUL (SQLite ends text at a NUL, so a pattern cannot hold one)"), at: position - 1)
                } else {
                    result.append(character)
                }
            }
            throw error(expected: LocalizedText(ja: "文字列を閉じる \(quote)（\(start + 1)文字目から開いたまま）", en: "a closing \(quote) for the string opened at column \(start + 1)"))
        }

        mutating func readTime() throws -> SearchPredicate.TimeExpression {
            let start = position
            guard consume("$time.") else {
                throw error(expected: LocalizedText(ja: "$time.now や $time.today(-3) などの時刻", en: "a time such as $time.now or $time.today(-3)"))
            }
            let nameStart = position
            while let character = current, character.isLetter || character == "_" { position += 1 }
            let name = String(characters[nameStart..<position])
            var argument: String?
            var argumentStart = position
            if current == "(" {
                position += 1
                argumentStart = position
                while let character = current, character != ")" { position += 1 }
                guard consume(")") else { throw error(expected: LocalizedText(ja: "閉じ括弧「)」", en: "a closing ')'")) }
                argument = String(characters[argumentStart..<position - 1]).trimmingCharacters(in: .whitespaces)
            }
            func integer() throws -> Int {
                guard let argument, !argument.isEmpty else { return 0 }
                guard let value = Int(argument.hasPrefix("+") ? String(argument.dropFirst()) : argument) else {
                    throw error(expected: LocalizedText(ja: "整数（例: -3）", en: "a whole number (such as -3)"), at: argumentStart)
                }
                return value
            }
            switch name {
            case "now":
                guard let argument, !argument.isEmpty else { return .now(seconds: 0) }
                guard let seconds = Double(argument), seconds.isFinite else {
                    throw error(expected: LocalizedText(ja: "秒数", en: "a number of seconds"), at: argumentStart)
                }
                return .now(seconds: seconds)
            case "today": return .today(days: try integer())
            case "yesterday": return .today(days: -1 + (try integer()))
            case "this_week": return .thisWeek(weeks: try integer())
            case "this_month": return .thisMonth(months: try integer())
            case "this_year": return .thisYear(years: try integer())
            case "iso":
                guard let argument, let date = ISODate.parse(argument) else {
                    throw error(expected: LocalizedText(ja: "ISO 8601 の日付（例: 2026-01-01）", en: "an ISO 8601 date (such as 2026-01-01)"), at: argumentStart)
                }
                return .iso(date)
            default:
                throw error(
                    expected: LocalizedText(
                        ja: "now、today、yesterday、this_week、this_month、this_year、iso のいずれか",
                        en: "one of now, today, yesterday, this_week, this_month, this_year, iso"
                    ),
                    at: name.isEmpty ? start : nameStart
                )
            }
        }
    }
}
