/// The comment syntax of a file a diagnostic points at, which decides where a suppression can be written:
/// Swift's `//` line comments, or XML's `<!-- … -->`. JSON has no comments, so `integrations.json` and the
/// record files have no inline suppressions (a baseline or the configuration covers them).
public enum SuppressionSyntax: Sendable, Hashable {
    /// Swift: `// integrations:disable:next CODE` in a line comment.
    case swift
    /// XML (property lists, entitlements, SiriKit definitions): `<!-- integrations:disable:next CODE -->`.
    case xml

    /// The syntax of the file named `file`, by its extension; `nil` for a file that has no comments the
    /// check reads (JSON, and anything else).
    public init?(file: String) {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "swift": self = .swift
        case "plist", "entitlements", "intentdefinition", "xml": self = .xml
        default: return nil
        }
    }
}

/// A comment found in a file's text: what it says (without its markers) and where it starts and ends.
struct SourceComment: Sendable, Hashable {
    /// The comment's text, without `//` or `<!--` and `-->`; at most ``SourceComments/textLimit`` scalars.
    var text: String
    /// The line the comment starts on, from 1.
    var line: Int
    /// The column its first marker character is at, from 1, in Unicode scalars.
    var column: Int
    /// The line the comment ends on (an XML comment can span lines).
    var endLine: Int
}

/// Finds the comments of a file's lines in one pass, knowing enough of the language to skip what only
/// looks like a comment: in Swift, string literals (`"…"`, multi-line `"""`, raw `#"…"#`, their
/// interpolations), regular expression literals (`#/…/#`, multi-line `#/` … `/#`, and bare `/…/` where
/// swift-syntax's lexer would read one) and nested block comments; in XML, CDATA sections and processing
/// instructions.
///
/// For a Swift file the Swift reader read, a check uses swift-syntax's own trivia instead
/// (``CheckResult/swiftComments``); this scan is for Swift text no reader parsed (a result a library caller
/// builds, a build without the `SwiftSources` trait). Where it cannot tell a bare `/` from a division the
/// way the compiler does, it errs towards a regular expression: a comment is then missed (its finding
/// stays), never one made up.
///
/// The work is linear in the text: each Unicode scalar is looked at a bounded number of times (a bare
/// regular expression's end is looked for at most ``regexLookahead`` times a line's length; past that the
/// rest of the line is taken as the literal's), a comment's text is kept up to ``textLimit`` scalars, and
/// string interpolations nest at most ``nestingLimit`` deep. A one-line string or regular expression ends
/// with its line.
enum SourceComments {
    /// The most scalars of a comment's text kept: a suppression is far shorter.
    static let textLimit = 4096
    /// The deepest string interpolation followed.
    static let nestingLimit = 64
    /// How many times a line's length the search for bare regular expressions' ends may look at.
    static let regexLookahead = 4

    /// The comments in `lines`, in order.
    static func scan(_ lines: [Substring], syntax: SuppressionSyntax) -> [SourceComment] {
        switch syntax {
        case .swift:
            var scanner = SwiftScanner()
            for (index, line) in lines.enumerated() { scanner.scan(Array(line.unicodeScalars), line: index + 1) }
            return scanner.comments
        case .xml:
            var scanner = XMLScanner()
            for (index, line) in lines.enumerated() { scanner.scan(Array(line.unicodeScalars), line: index + 1) }
            return scanner.comments
        }
    }

    /// Whether `text` has `word` at `index`.
    static func has(_ word: String, in text: [Unicode.Scalar], at index: Int) -> Bool {
        var i = index
        for scalar in word.unicodeScalars {
            guard i < text.count, text[i] == scalar else { return false }
            i += 1
        }
        return true
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars.prefix(textLimit))
        return String(view)
    }

    /// Swift's lexical contexts, as far as comments need them.
    private struct SwiftScanner {
        enum Context { case code(parentheses: Int), string(hashes: Int, multiline: Bool), regex(hashes: Int, multiline: Bool) }

        var comments: [SourceComment] = []
        var contexts: [Context] = [.code(parentheses: 0)]
        var blockDepth = 0
        /// Whether the code before the current line ended with an operand (a name, a literal, a closing
        /// bracket), after which `/` is a division.
        var endedWithOperand = false
        /// What is left of this line's budget for looking for bare regular expressions' ends.
        var lookahead = 0

        mutating func scan(_ s: [Unicode.Scalar], line: Int) {
            var i = 0
            lookahead = SourceComments.regexLookahead * (s.count + 1)
            while i < s.count {
                if blockDepth > 0 {
                    if s[i] == "*", SourceComments.has("/", in: s, at: i + 1) {
                        blockDepth -= 1
                        i += 2
                    } else if s[i] == "/", SourceComments.has("*", in: s, at: i + 1) {
                        blockDepth += 1
                        i += 2
                    } else {
                        i += 1
                    }
                    continue
                }
                switch contexts[contexts.count - 1] {
                case .code(let parentheses):
                    i = code(s, i, line: line, parentheses: parentheses)
                case .string(let hashes, let multiline):
                    i = string(s, i, hashes: hashes, multiline: multiline)
                case .regex(let hashes, _):
                    i = regex(s, i, hashes: hashes)
                }
            }
            // A one-line string or regular expression ends with its line (an unterminated one is the
            // compiler's to report).
            let oneLine = contexts.firstIndex { context in
                switch context {
                case .string(_, false), .regex(_, false): true
                default: false
                }
            }
            if let oneLine { contexts.removeSubrange(oneLine...) }
            if case .code = contexts[contexts.count - 1], blockDepth == 0, let last = s.lastIndex(where: { $0 != " " && $0 != "\t" }) {
                endedWithOperand = Self.isOperand(before: last + 1, in: s, otherwise: endedWithOperand)
            }
        }

        /// Whether the code before `index` in `s` ends with an operand: a name that is not a keyword
        /// introducing an expression, a number, a closing bracket or quote, a postfix `!` or `?`; `otherwise`
        /// when nothing but white space comes before it. As swift-syntax's lexer decides whether a `/`
        /// can start a regular expression literal (`isInRegexLiteralPosition`).
        static func isOperand(before index: Int, in s: [Unicode.Scalar], otherwise: Bool) -> Bool {
            var end = index
            while end > 0, s[end - 1] == " " || s[end - 1] == "\t" { end -= 1 }
            guard end > 0 else { return otherwise }
            let last = s[end - 1]
            if isNameScalar(last) {
                var start = end - 1
                while start > 0, isNameScalar(s[start - 1]) { start -= 1 }
                var word = String.UnicodeScalarView()
                word.append(contentsOf: s[start..<end])
                let name = String(word)
                if let first = name.unicodeScalars.first, first.properties.numericType != nil || ("0"..."9").contains(first) { return true }
                return !keywords.contains(name) || operandKeywords.contains(name)
            }
            return [")", "]", "}", "\"", "'", "!", "?", ">", ".", "@", "#", "`", "\\"].contains(last)
        }

        static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }

        /// Keywords after which an expression (so a regular expression literal) may start.
        static let keywords: Set<String> = [
            "return", "throw", "try", "await", "in", "case", "where", "if", "guard", "while", "switch", "let", "var", "else", "repeat",
            "is", "as", "some", "any", "true", "false", "nil", "self", "Self", "super", "Any", "yield", "discard", "consume", "copy",
            "each", "do", "catch", "defer", "for", "import", "inout",
        ]
        /// The keywords that are expressions themselves: a `/` after them divides.
        static let operandKeywords: Set<String> = ["true", "false", "nil", "self", "Self", "super", "Any"]

        /// Reads code at `i`; returns where to go on.
        private mutating func code(_ s: [Unicode.Scalar], _ i: Int, line: Int, parentheses: Int) -> Int {
            let scalar = s[i]
            if scalar == "/", SourceComments.has("/", in: s, at: i + 1) {
                comments.append(SourceComment(text: SourceComments.text(s[(i + 2)...]), line: line, column: i + 1, endLine: line))
                return s.count
            }
            if scalar == "/", SourceComments.has("*", in: s, at: i + 1) {
                blockDepth = 1
                return i + 2
            }
            if scalar == "/", let end = bareRegexEnd(s, from: i) {
                return end
            }
            if scalar == "#" || scalar == "\"" {
                var quote = i
                while quote < s.count, s[quote] == "#" { quote += 1 }
                if quote > i, quote < s.count, s[quote] == "/" {
                    // `#/…/#`: an extended regular expression, over lines when `#/` ends its line.
                    let rest = s[(quote + 1)...]
                    push(.regex(hashes: quote - i, multiline: rest.allSatisfy { $0 == " " || $0 == "\t" }))
                    return quote + 1
                }
                guard quote < s.count, s[quote] == "\"" else { return max(quote, i + 1) }
                let multiline = SourceComments.has("\"\"\"", in: s, at: quote)
                push(.string(hashes: quote - i, multiline: multiline))
                return quote + (multiline ? 3 : 1)
            }
            if scalar == "(" {
                contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
            } else if scalar == ")" {
                if parentheses == 0, contexts.count > 1 {
                    contexts.removeLast()  // the end of an interpolation: back in its string
                } else {
                    contexts[contexts.count - 1] = .code(parentheses: max(0, parentheses - 1))
                }
            }
            return i + 1
        }

        /// Reads a string literal's text at `i`; returns where to go on.
        private mutating func string(_ s: [Unicode.Scalar], _ i: Int, hashes: Int, multiline: Bool) -> Int {
            let scalar = s[i]
            if scalar == "\\" {
                var after = i + 1
                while after < s.count, after - i - 1 < hashes, s[after] == "#" { after += 1 }
                guard after - i - 1 == hashes else { return i + 1 }  // `\` in a raw string: text
                if SourceComments.has("(", in: s, at: after) {
                    push(.code(parentheses: 0))
                    return after + 1
                }
                return after + 1  // an escaped scalar, such as `\"`
            }
            if scalar == "\"" {
                let quotes = multiline ? 3 : 1
                guard !multiline || SourceComments.has("\"\"\"", in: s, at: i) else { return i + 1 }
                var end = i + quotes
                while end < s.count, end - i - quotes < hashes, s[end] == "#" { end += 1 }
                guard end - i - quotes == hashes else { return i + 1 }
                contexts.removeLast()
                return end
            }
            return i + 1
        }

        /// Reads a regular expression literal's text at `i`; returns where to go on.
        private mutating func regex(_ s: [Unicode.Scalar], _ i: Int, hashes: Int) -> Int {
            if s[i] == "\\" { return i + 2 }
            guard s[i] == "/" else { return i + 1 }
            var end = i + 1
            while end < s.count, end - i - 1 < hashes, s[end] == "#" { end += 1 }
            guard end - i - 1 == hashes else { return i + 1 }
            contexts.removeLast()
            return end
        }

        /// Where the bare regular expression literal `/…/` that starts at `i` ends (after its closing `/`),
        /// or `nil` when the `/` is an operator there: after an operand, bound on its left, before white space,
        /// or without an end on its line that swift-syntax's lexer would take (an unbalanced `)`, white space
        /// before the end). Past the line's budget, the rest of the line is taken as the literal.
        private mutating func bareRegexEnd(_ s: [Unicode.Scalar], from i: Int) -> Int? {
            // Part of an operator (`a /= b`, `x=/y`) or after an operand: not a literal.
            if i > 0, !(s[i - 1] == " " || s[i - 1] == "\t" || "([{,:;=".unicodeScalars.contains(s[i - 1])) { return nil }
            if Self.isOperand(before: i, in: s, otherwise: endedWithOperand) { return nil }
            guard i + 1 < s.count, s[i + 1] != " ", s[i + 1] != "\t" else { return nil }
            var j = i + 1
            var escaped = false
            var classes = 0
            var groups = 0
            while j < s.count {
                lookahead -= 1
                if lookahead < 0 { return s.count }
                let scalar = s[j]
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "[" {
                    classes += 1
                } else if scalar == "]" {
                    classes = max(0, classes - 1)
                } else if classes == 0, scalar == "(" {
                    groups += 1
                } else if classes == 0, scalar == ")" {
                    guard groups > 0 else { return nil }
                    groups -= 1
                } else if classes == 0, scalar == "/" {
                    return s[j - 1] == " " || s[j - 1] == "\t" ? nil : j + 1
                }
                j += 1
            }
            return nil
        }

        private mutating func push(_ context: Context) {
            // Deeper than any real source: the scanner stays in the string it is in.
            if contexts.count < SourceComments.nestingLimit { contexts.append(context) }
        }
    }

    /// XML's comments, CDATA sections and processing instructions.
    private struct XMLScanner {
        enum State { case markup, comment, cdata, instruction }

        var comments: [SourceComment] = []
        var state = State.markup
        var open: SourceComment?
        var kept = 0

        mutating func scan(_ s: [Unicode.Scalar], line: Int) {
            var i = 0
            var textStart = 0
            while i < s.count {
                switch state {
                case .markup:
                    if s[i] == "<", SourceComments.has("!--", in: s, at: i + 1) {
                        state = .comment
                        open = SourceComment(text: "", line: line, column: i + 1, endLine: line)
                        kept = 0
                        i += 4
                        textStart = i
                    } else if s[i] == "<", SourceComments.has("![CDATA[", in: s, at: i + 1) {
                        state = .cdata
                        i += 9
                    } else if s[i] == "<", SourceComments.has("?", in: s, at: i + 1) {
                        state = .instruction
                        i += 2
                    } else {
                        i += 1
                    }
                case .comment:
                    if s[i] == "-", SourceComments.has("->", in: s, at: i + 1) {
                        append(s[textStart..<i])
                        if var comment = open {
                            comment.endLine = line
                            comments.append(comment)
                        }
                        open = nil
                        state = .markup
                        i += 3
                    } else {
                        i += 1
                    }
                case .cdata:
                    if s[i] == "]", SourceComments.has("]>", in: s, at: i + 1) {
                        state = .markup
                        i += 3
                    } else {
                        i += 1
                    }
                case .instruction:
                    if s[i] == "?", SourceComments.has(">", in: s, at: i + 1) {
                        state = .markup
                        i += 2
                    } else {
                        i += 1
                    }
                }
            }
            if state == .comment {
                append(s[min(textStart, s.count)...])
                append(["\n"])
            }
        }

        private mutating func append(_ scalars: ArraySlice<Unicode.Scalar>) {
            let room = SourceComments.textLimit - kept
            guard room > 0, open != nil else { return }
            let taken = scalars.prefix(room)
            open?.text.unicodeScalars.append(contentsOf: taken)
            kept += taken.count
        }
    }
}
