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
            return ends(matching: characters, from: 0).contains(characters.count)
        }
        let (starts, ends) = Self.wordBoundaries(characters)
        for start in starts where !self.ends(matching: characters, from: start).isDisjoint(with: ends) {
            return true
        }
        return false
    }

    /// Every end offset at which the pattern, anchored at `start`, matches.
    private func ends(matching characters: [Character], from start: Int) -> Set<Int> {
        var positions: Set<Int> = [start]
        for element in elements {
            var next: Set<Int> = []
            switch element {
            case .literal(let literal):
                for position in positions where position < characters.count && characters[position] == literal {
                    next.insert(position + 1)
                }
            case .anyOne:
                for position in positions where position < characters.count { next.insert(position + 1) }
            case .anyRun:
                if let lowest = positions.min() { next = Set(lowest...characters.count) }
            }
            positions = next
            if positions.isEmpty { break }
        }
        return positions
    }

    private static func fold(_ text: String, _ modifiers: StringModifiers) -> String {
        var result = text.precomposedStringWithCanonicalMapping
        if modifiers.contains(.caseInsensitive) {
            result = result.precomposedStringWithCompatibilityMapping.lowercased()
        }
        if modifiers.contains(.diacriticInsensitive) {
            // Decompose, drop combining marks (accents, and the kana voiced marks), recompose.
            let kept = result.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                $0.properties.canonicalCombiningClass == .notReordered
            }
            result = String(String.UnicodeScalarView(kept)).precomposedStringWithCanonicalMapping
        }
        return result
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
