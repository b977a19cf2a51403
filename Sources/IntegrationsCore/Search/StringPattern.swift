import Foundation

/// A string pattern from a predicate query: `*` matches any run of characters, `?` exactly one,
/// `\` escapes the next character.
///
/// ```swift
/// StringPattern("目標*", modifiers: []).matches("目標を立てる") // true
/// StringPattern("abc", modifiers: .caseInsensitive).matches("ＡＢＣ") // true
/// ```
public struct StringPattern: Sendable, Hashable {
    private enum Element: Hashable {
        case literal(Character)
        case anyOne
        case anyRun
    }

    private let elements: [Element]
    /// The modifiers the pattern was made with.
    public let modifiers: StringModifiers

    /// Creates a pattern.
    /// - Parameters:
    ///   - pattern: The pattern text, with `*`, `?` and `\` as described above.
    ///   - modifiers: How to compare characters.
    public init(_ pattern: String, modifiers: StringModifiers) {
        self.modifiers = modifiers
        var elements: [Element] = []
        var escaped = false
        for character in Self.fold(pattern, modifiers) {
            if escaped {
                elements.append(.literal(character))
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "*" {
                if elements.last != .anyRun { elements.append(.anyRun) }
            } else if character == "?" {
                elements.append(.anyOne)
            } else {
                elements.append(.literal(character))
            }
        }
        if escaped { elements.append(.literal("\\")) }
        self.elements = elements
    }

    /// Whether the whole value matches (or, with ``StringModifiers/wordBased``, a run of whole words in it).
    public func matches(_ value: String) -> Bool {
        let characters = Array(Self.fold(value, modifiers))
        guard modifiers.contains(.wordBased) else {
            return reach(characters, from: [0])[characters.count]
        }
        // Every word start at once: the pattern runs as a set of positions, so starting from all of them
        // together reaches the union of their ends, in one pass.
        let (starts, ends) = Self.wordBoundaries(characters)
        guard !starts.isEmpty else { return false }
        let reached = reach(characters, from: starts)
        return ends.contains { reached[$0] }
    }

    /// Which offsets the pattern, anchored at any of `starts`, can end at: one flag per offset, stepped
    /// element by element (linear in the value for each element, whatever the stars).
    private func reach(_ characters: [Character], from starts: [Int]) -> [Bool] {
        var positions = [Bool](repeating: false, count: characters.count + 1)
        for start in starts { positions[start] = true }
        var any = true
        for element in elements {
            guard any else { break }
            var next = [Bool](repeating: false, count: characters.count + 1)
            any = false
            switch element {
            case .literal(let literal):
                for position in 0..<characters.count where positions[position] && characters[position] == literal {
                    next[position + 1] = true
                    any = true
                }
            case .anyOne:
                for position in 0..<characters.count where positions[position] {
                    next[position + 1] = true
                    any = true
                }
            case .anyRun:
                if let lowest = positions.firstIndex(of: true) {
                    for position in lowest...characters.count { next[position] = true }
                    any = true
                }
            }
            positions = next
        }
        return positions
    }

    private static func fold(_ text: String, _ modifiers: StringModifiers) -> String {
        // ASCII is already normalized and has no diacritics: only case remains.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return modifiers.contains(.caseInsensitive) ? text.lowercased() : text
        }
        let caseless = modifiers.contains(.caseInsensitive)
        guard modifiers.contains(.diacriticInsensitive) else {
            return caseless ? text.precomposedStringWithCompatibilityMapping.lowercased() : text.precomposedStringWithCanonicalMapping
        }
        // Decompose (with compatibility mappings when case is folded too), drop combining marks (accents,
        // and the kana voiced marks), recompose: two normalization passes instead of five.
        let decomposed = caseless ? text.decomposedStringWithCompatibilityMapping.lowercased() : text.decomposedStringWithCanonicalMapping
        let kept = decomposed.unicodeScalars.filter { $0.properties.canonicalCombiningClass == .notReordered }
        return String(String.UnicodeScalarView(kept)).precomposedStringWithCanonicalMapping
    }

    /// Word starts and ends: letters and digits form words; every character of a CJK run is a word.
    private static func wordBoundaries(_ characters: [Character]) -> (starts: [Int], ends: Set<Int>) {
        var starts: [Int] = []
        var ends: Set<Int> = []
        var previousIsWord = false
        for (offset, character) in characters.enumerated() {
            let isCJK = character.unicodeScalars.first.map(CharacterClass.isCJK) ?? false
            let isWord = character.isLetter || character.isNumber
            if isCJK {
                starts.append(offset)
                ends.insert(offset)
                ends.insert(offset + 1)
                previousIsWord = false
            } else if isWord {
                if !previousIsWord { starts.append(offset) }
                previousIsWord = true
            } else {
                if previousIsWord { ends.insert(offset) }
                previousIsWord = false
            }
        }
        if previousIsWord { ends.insert(characters.count) }
        return (starts, ends)
    }
}

/// How the toolkit classifies characters for search.
public enum CharacterClass {
    /// Whether the scalar belongs to a Chinese, Japanese or Korean run, which is split into overlapping
    /// bigrams rather than words: kana (with the prolonged sound mark ー), kanji (with 々 〆 〇) and
    /// Hangul syllables.
    @inlinable
    public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        isCJK(scalar.value)
    }

    /// Whether the scalar value belongs to a CJK run; see ``isCJK(_:)-(Unicode.Scalar)``.
    @inlinable
    public static func isCJK(_ value: UInt32) -> Bool {
        switch value {
        case 0x3041...0x3096, 0x3099...0x309A, 0x309D...0x309F: true  // hiragana
        case 0x30A1...0x30FA, 0x30FC...0x30FF: true  // katakana, ー
        case 0x31F0...0x31FF: true  // katakana phonetic extensions
        case 0x3005...0x3007: true  // 々 〆 〇
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: true  // kanji
        case 0x20000...0x3FFFF: true  // kanji, supplementary planes
        case 0xAC00...0xD7A3: true  // Hangul syllables
        default: false
        }
    }
}
