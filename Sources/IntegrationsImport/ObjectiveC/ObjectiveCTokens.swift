/// A token of Objective-C source (``ObjectiveCTokens``).
struct ObjectiveCToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A name or keyword; an `@` keyword (`@interface`, `@end`) keeps its `@`.
        case identifier
        /// An `NSString` literal, `@"…"`, its value unescaped; adjacent literals (`@"a" @"b"`, `@"a" "b"`) are
        /// one token, as the compiler joins them.
        case string
        /// A C string literal, `"…"`, unescaped.
        case cString
        /// A number or a character literal, as written.
        case number
        /// One character of punctuation, or `@[`, `@{`, `@(` (the openers of boxed literals).
        case punctuation
        /// A whole preprocessor line from `#` (continuation lines joined, comments kept), its text without
        /// the `#`.
        case directive
    }

    var kind: Kind
    var text: String
    /// Where the token starts: its line, and its column in Unicode scalars, from 1.
    var line: Int
    var column: Int
    /// Where it ends (after its last scalar).
    var endLine: Int
    var endColumn: Int

    func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
    func isName(_ name: String) -> Bool { kind == .identifier && text == name }
}

/// A lexer for Objective-C, enough to read call sites: names, string literals, punctuation and preprocessor
/// lines, skipping comments. No library that this package may depend on reads Objective-C (swift-syntax reads
/// Swift only; clang is not a dependency), so it is written here (Decision 490). It reads any text in one pass
/// without recursion: an unterminated literal or comment ends at the end of the text, never an error.
enum ObjectiveCTokens {
    static func of(_ text: String) -> [ObjectiveCToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [ObjectiveCToken] = []
        var index = 0
        var line = 1
        var column = 1
        /// Whether only white space has come since the line started (a `#` there starts a directive).
        var lineStart = true

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        func advance() {
            let scalar = scalars[index]
            index += 1
            if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
                line += 1
                column = 1
                lineStart = true
            } else {
                column += 1
            }
        }
        func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "$" || (scalar.value < 128 ? scalar.properties.isAlphabetic : scalar.properties.isXIDStart)
        }
        func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
            isNameStart(scalar) || (scalar.value < 128 ? ("0"..."9").contains(scalar) : scalar.properties.isXIDContinue)
        }
        /// Reads a quoted literal from its opening quote; the value with escapes resolved.
        func quoted(_ quote: Unicode.Scalar) -> String {
            advance()
            var value = String.UnicodeScalarView()
            while let scalar = peek(), scalar != quote, scalar != "\n" {
                if scalar == "\\", let next = peek(1) {
                    advance()
                    advance()
                    switch next {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    case "r": value.append("\r")
                    case "0": value.append("\0")
                    case "u", "U", "x":
                        var digits = ""
                        let most = next == "u" ? 4 : next == "U" ? 8 : 2
                        while digits.count < most, let digit = peek(), digit.properties.isASCIIHexDigit {
                            digits.unicodeScalars.append(digit)
                            advance()
                        }
                        if let code = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(code) { value.append(decoded) }
                    case "\n": break
                    default: value.append(next)
                    }
                    continue
                }
                value.append(scalar)
                advance()
            }
            if peek() == quote { advance() }
            return String(value)
        }
        func skipSpaceAndComments() {
            while let scalar = peek() {
                if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" || scalar == "\u{0B}" {
                    advance()
                } else if scalar == "/", peek(1) == "/" {
                    while let next = peek(), next != "\n", next != "\r" { advance() }
                } else if scalar == "/", peek(1) == "*" {
                    advance()
                    advance()
                    while let next = peek(), !(next == "*" && peek(1) == "/") { advance() }
                    if peek() != nil {
                        advance()
                        advance()
                    }
                } else {
                    return
                }
            }
        }

        while true {
            skipSpaceAndComments()
            guard let scalar = peek() else { break }
            let (startLine, startColumn, atLineStart) = (line, column, lineStart)
            lineStart = false
            var kind = ObjectiveCToken.Kind.punctuation
            var text = ""
            if scalar == "#", atLineStart {
                // A directive runs to the end of its line; a `\` before the line break continues it.
                advance()
                var body = String.UnicodeScalarView()
                while let next = peek(), next != "\n", next != "\r" {
                    if next == "\\", peek(1) == "\n" || peek(1) == "\r" {
                        advance()
                        if peek() == "\r", peek(1) == "\n" { advance() }
                        advance()
                        body.append(" ")
                        continue
                    }
                    body.append(next)
                    advance()
                }
                kind = .directive
                text = String(body)
            } else if scalar == "@", peek(1) == "\"" {
                advance()
                kind = .string
                text = quoted("\"")
            } else if scalar == "\"" {
                kind = .cString
                text = quoted("\"")
            } else if scalar == "'" {
                kind = .number
                text = quoted("'")
            } else if scalar == "@", let next = peek(1), next == "[" || next == "{" || next == "(" {
                advance()
                advance()
                text = "@" + String(next)
            } else if scalar == "@", let next = peek(1), isNameStart(next) {
                advance()
                var name = String.UnicodeScalarView(["@"])
                while let part = peek(), isNamePart(part) {
                    name.append(part)
                    advance()
                }
                kind = .identifier
                text = String(name)
            } else if isNameStart(scalar) {
                var name = String.UnicodeScalarView()
                while let part = peek(), isNamePart(part) {
                    name.append(part)
                    advance()
                }
                kind = .identifier
                text = String(name)
            } else if ("0"..."9").contains(scalar) || (scalar == "." && peek(1).map { ("0"..."9").contains($0) } == true) {
                var number = String.UnicodeScalarView()
                while let part = peek(), isNamePart(part) || part == "." {
                    number.append(part)
                    advance()
                }
                kind = .number
                text = String(number)
            } else {
                advance()
                text = String(scalar)
            }
            // `@"a" @"b"` and `@"a" "b"` are one literal.
            if kind == .string || kind == .cString, let last = tokens.last, last.kind == .string || (last.kind == .cString && kind == .cString) {
                tokens[tokens.count - 1].text += text
                tokens[tokens.count - 1].endLine = line
                tokens[tokens.count - 1].endColumn = column
                continue
            }
            tokens.append(ObjectiveCToken(kind: kind, text: text, line: startLine, column: startColumn, endLine: line, endColumn: column))
        }
        return tokens
    }
}
