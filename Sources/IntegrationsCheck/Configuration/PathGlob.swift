/// A path pattern of a configuration's `excluded` list, matched against a file's path relative to the
/// configuration file's folder, as SwiftLint's `excluded` and `.gitignore` users write them.
///
/// - `*` matches any run of characters within one folder or file name (never a `/`); `?` matches one.
/// - `**` as a whole segment matches any number of folders, none included: `**/Generated`, `Sources/**/*.swift`,
///   `Pods/**`. Elsewhere it is a `*`.
/// - `[abc]`, `[a-z]` match one character of the set; `[!abc]` or `[^abc]` one character not in it. A `[`
///   without its `]` is itself. `\` makes the next character itself (`\*`).
/// - The pattern starts at the configuration's folder (`Pods` is the folder beside the file, not any `Pods`:
///   write `**/Pods` for those); a leading `/` or `./` says the same. A pattern that names a folder excludes
///   everything inside it; a trailing `/` changes nothing.
/// - Case counts, as on Linux file systems.
///
/// ```swift
/// PathGlob("Pods").matches("Pods/Alamofire/Source/Session.swift")          // true
/// PathGlob("**/Generated").matches("App/Generated/Routes.swift")           // true
/// PathGlob("Sources/*/Info.plist").matches("Sources/App/Extra/Info.plist") // false: * stays in one folder
/// ```
public struct PathGlob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let segments: [Segment]

    private enum Segment: Sendable, Hashable {
        /// `**`: any number of whole segments.
        case anyFolders
        /// Tokens matched against one path segment.
        case name([Token])
    }

    private enum Token: Sendable, Hashable {
        case character(Character)
        case one
        case run
        case set([ClosedRange<Character>], negated: Bool)
    }

    /// The pattern `pattern`.
    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasPrefix("/") { text = text.dropFirst() }
        segments = text.split(separator: "/", omittingEmptySubsequences: true).map { part in
            part == "**" ? .anyFolders : .name(Self.tokens(part))
        }
    }

    public var description: String { pattern }

    /// Whether `path` (relative to the configuration's folder, segments separated by `/`) is the pattern's
    /// file or inside a folder the pattern names.
    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        guard !segments.isEmpty, !names.isEmpty else { return false }
        // Pattern segment × path segment pairs already known not to match: each pair is tried once.
        var failed = Set<Int>()
        func match(_ s: Int, _ n: Int) -> Bool {
            if s == segments.count { return n > 0 }
            if n == names.count { return segments[s...].allSatisfy { $0 == .anyFolders } && n > 0 }
            let key = s * (names.count + 1) + n
            if failed.contains(key) { return false }
            let matched: Bool
            switch segments[s] {
            case .anyFolders: matched = match(s + 1, n) || match(s, n + 1)
            case .name(let tokens): matched = Self.matches(tokens, names[n]) && match(s + 1, n + 1)
            }
            if !matched { failed.insert(key) }
            return matched
        }
        return match(0, 0)
    }

    /// The tokens of one segment.
    private static func tokens(_ part: Substring) -> [Token] {
        var tokens: [Token] = []
        var index = part.startIndex
        while index < part.endIndex {
            let character = part[index]
            index = part.index(after: index)
            switch character {
            case "\\" where index < part.endIndex:
                tokens.append(.character(part[index]))
                index = part.index(after: index)
            case "*":
                if tokens.last != .run { tokens.append(.run) }
            case "?":
                tokens.append(.one)
            case "[":
                if let (set, end) = characterSet(part, from: index) {
                    tokens.append(set)
                    index = end
                } else {
                    tokens.append(.character("["))
                }
            default:
                tokens.append(.character(character))
            }
        }
        return tokens
    }

    /// The set that starts after a `[` at `start`, and the index after its `]`; `nil` without a `]`.
    private static func characterSet(_ part: Substring, from start: Substring.Index) -> (Token, Substring.Index)? {
        var index = start
        var negated = false
        if index < part.endIndex, part[index] == "!" || part[index] == "^" {
            negated = true
            index = part.index(after: index)
        }
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while index < part.endIndex {
            var character = part[index]
            // A `]` first in the set is one of its characters.
            if character == "]", !first { return (.set(ranges, negated: negated), part.index(after: index)) }
            first = false
            if character == "\\", part.index(after: index) < part.endIndex {
                index = part.index(after: index)
                character = part[index]
            }
            index = part.index(after: index)
            let dash = index
            if dash < part.endIndex, part[dash] == "-", part.index(after: dash) < part.endIndex, part[part.index(after: dash)] != "]" {
                let upper = part[part.index(after: dash)]
                index = part.index(dash, offsetBy: 2)
                if character <= upper { ranges.append(character...upper) }
            } else {
                ranges.append(character...character)
            }
        }
        return nil
    }

    /// Whether `tokens` match the whole of `name`: a `*` takes as few characters as it can, and more on a
    /// later mismatch (the usual wildcard match, in time linear in the name for each `*`).
    private static func matches(_ tokens: [Token], _ name: Substring) -> Bool {
        let characters = Array(name)
        var t = 0, c = 0
        var star: Int?, starC = 0
        while c < characters.count {
            if t < tokens.count, tokens[t] != .run, matches(tokens[t], characters[c]) {
                t += 1
                c += 1
            } else if t < tokens.count, tokens[t] == .run {
                star = t
                starC = c
                t += 1
            } else if let star {
                t = star + 1
                starC += 1
                c = starC
            } else {
                return false
            }
        }
        while t < tokens.count, tokens[t] == .run { t += 1 }
        return t == tokens.count
    }

    private static func matches(_ token: Token, _ character: Character) -> Bool {
        switch token {
        case .character(let expected): expected == character
        case .one: true
        case .run: true
        case .set(let ranges, let negated): ranges.contains { $0.contains(character) } != negated
        }
    }
}
