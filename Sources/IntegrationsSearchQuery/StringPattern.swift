import Foundation
public import IntegrationsCore

/// A string pattern from a predicate query: `*` matches any run of characters, `?` exactly one,
/// `\` escapes the next character.
///
/// ```swift
/// StringPattern("目標*", modifiers: []).matches("目標を立てる") // true
/// StringPattern("abc", modifiers: .caseInsensitive).matches("ＡＢＣ") // true
/// ```
public struct StringPattern: Sendable, Hashable {
    private let plan: PatternPlan
    /// The modifiers the pattern was made with.
    public let modifiers: StringModifiers
    /// The runs of literal characters between the pattern's wildcards, in order, each character folded as
    /// the pattern compares it (see ``folded(_:for:)``): a value matches only if its folding holds every
    /// run. An index uses them to find candidates before it matches (see `PatternPrefilter`).
    package let literalRuns: [[String]]
    /// The UTF-8 bytes of each of ``literalRuns``, joined: a folded text that lacks one cannot match, so
    /// ``matches(_:)`` looks for them before it finds the text's characters and words.
    private let literalRunBytes: [[UInt8]]
    /// The ASCII letters and digits the runs of literals hold, one bit each, either case (``asciiBit(_:)``):
    /// ``mayHold(_:)`` looks for them in a value before it is folded.
    private let literalLettersAndDigits: UInt64

    /// Creates a pattern.
    /// - Parameters:
    ///   - pattern: The pattern text, with `*`, `?` and `\` as described above.
    ///   - modifiers: How to compare characters.
    public init(_ pattern: String, modifiers: StringModifiers) {
        self.modifiers = modifiers
        let folded = PatternFolding.fold(pattern, modifiers)
        var elements: [PatternElement] = []
        var escaped = false
        for index in 0..<folded.count {
            let character = Array(folded.character(index))
            if escaped {
                elements.append(.literal(character))
                escaped = false
            } else if character == Self.backslash {
                escaped = true
            } else if character == Self.star {
                if elements.last != .anyRun { elements.append(.anyRun) }
            } else if character == Self.questionMark {
                elements.append(.anyOne)
            } else {
                elements.append(.literal(character))
            }
        }
        if escaped { elements.append(.literal(Self.backslash)) }
        plan = PatternPlan(elements)
        var runs: [[String]] = [[]]
        for element in elements {
            if case .literal(let bytes) = element {
                runs[runs.count - 1].append(String(decoding: bytes, as: UTF8.self))
            } else if !runs[runs.count - 1].isEmpty {
                runs.append([])
            }
        }
        literalRuns = runs.filter { !$0.isEmpty }
        literalRunBytes = literalRuns.map { Array($0.joined().utf8) }
        literalLettersAndDigits = literalRunBytes.joined().reduce(0) { $0 | Self.asciiBit($1) }
    }

    private static let backslash = Array("\\".utf8)
    private static let star = Array("*".utf8)
    private static let questionMark = Array("?".utf8)

    /// Whether the whole value matches (or, with ``StringModifiers/wordBased``, a run of whole words in it).
    /// Linear in the value (times one machine word per 64 characters between two stars of the pattern).
    public func matches(_ value: String) -> Bool {
        guard mayHold(value) else { return false }
        let text = PatternFolding.fold(value, modifiers)
        // A match puts each run of literals on that many consecutive characters of the text, whose bytes
        // are then the run's bytes, one after another. Most values of a scan hold none of them.
        guard text.bytes.withUnsafeBytes({ text in
            literalRunBytes.allSatisfy { run in run.withUnsafeBytes { Self.bytes(text, contain: $0) } }
        }) else { return false }
        guard modifiers.contains(.wordBased) else {
            return plan.matches(text, .whole(count: text.count))
        }
        let (starts, ends) = Self.wordBoundaries(text)
        return plan.matches(text, .words(starts: starts, ends: ends))
    }

    /// Whether `value` may hold every ASCII letter and digit of the pattern's literals once folded, read
    /// from its scalars without folding it: `false` only when it cannot. A folded value holds an ASCII
    /// letter or digit only where its text has that letter (in either case) or a scalar whose folding may
    /// make one (``foldsToNoLetterOrDigit(_:)`` is false for it: `Ｔ`, `é`, `ｔ`, `Ⓣ`…). A predicate on
    /// Latin letters scanning Japanese text (`*Tokyo*`, which the index cannot narrow) folds only the
    /// values that may match.
    private func mayHold(_ value: String) -> Bool {
        guard literalLettersAndDigits != 0 else { return true }
        var value = value
        // The string's UTF-8 as it is stored (made native first when it is not), read a lead byte at a time.
        return value.withUTF8 { bytes in
            var seen: UInt64 = 0
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                switch lead {
                case ..<0x80:
                    seen |= Self.asciiBit(lead)
                    index += 1
                case 0xE0..<0xF0 where index + 2 < bytes.count:
                    // Three bytes: every scalar the ranges name.
                    let code = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    guard Self.foldsToNoLetterOrDigit(code) else { return true }
                    index += 3
                default:
                    // Two or four bytes: a scalar outside the ranges (valid UTF-8 has no other lead here).
                    return true
                }
            }
            return seen & literalLettersAndDigits == literalLettersAndDigits
        }
    }

    /// The bit of an ASCII letter (either case) or digit among 36; 0 for any other byte.
    @inline(__always)
    private static func asciiBit(_ byte: UInt8) -> UInt64 {
        switch byte {
        case 0x30...0x39: 1 << UInt64(byte - 0x30)
        case 0x41...0x5A: 1 << UInt64(byte - 0x41 + 10)
        case 0x61...0x7A: 1 << UInt64(byte - 0x61 + 10)
        default: 0
        }
    }

    /// Whether no folding of the scalar holds an ASCII letter or digit, for the scripts and signs Japanese
    /// text is written in: general punctuation, CJK symbols and kana, kanji, Hangul syllables, and the
    /// full- and halfwidth forms but for the fullwidth letters and digits. Any other scalar may (`é`
    /// decomposes to `e`, `Ｔ` and `Ⓣ` are `t` for a case-insensitive pattern). `StringPatternTests` folds
    /// every scalar of these ranges every way to hold it.
    @inline(__always)
    package static func foldsToNoLetterOrDigit(_ code: UInt32) -> Bool {
        switch code {
        case 0x2000...0x206F, 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
            0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF9F:
            true
        default:
            false
        }
    }

    /// Whether `needle` (not empty) occurs in `haystack`: each place of its first byte (`memchr`) is
    /// compared whole (`memcmp`).
    private static func bytes(_ haystack: UnsafeRawBufferPointer, contain needle: UnsafeRawBufferPointer) -> Bool {
        guard let start = haystack.baseAddress, let pattern = needle.baseAddress, needle.count <= haystack.count else {
            return false
        }
        let first = Int32(needle[0])
        var offset = 0
        let last = haystack.count - needle.count
        while offset <= last {
            guard let found = memchr(start + offset, first, last - offset + 1) else { return false }
            let place = start.distance(to: UnsafeRawPointer(found))
            if memcmp(start + place, pattern, needle.count) == 0 { return true }
            offset = place + 1
        }
        return false
    }

    /// The form in which a pattern with `modifiers` compares `text`: decomposed (NFD) with its marks in
    /// canonical order; compatibility-decomposed and lower-cased for ``StringModifiers/caseInsensitive``;
    /// without combining marks for ``StringModifiers/diacriticInsensitive``. Canonically equivalent texts
    /// fold to the same bytes.
    ///
    /// ```swift
    /// StringPattern.folded("Café", for: [.caseInsensitive, .diacriticInsensitive]) == "cafe" // true
    /// StringPattern.folded("ｶﾞﾑ", for: .caseInsensitive) == "ガム" // true
    /// ```
    public static func folded(_ text: String, for modifiers: StringModifiers) -> String {
        String(decoding: PatternFolding.fold(text, modifiers).bytes, as: UTF8.self)
    }

    /// Word starts and ends: letters and digits form words; every character of a CJK run is a word.
    private static func wordBoundaries(_ text: PatternText) -> (starts: [Bool], ends: [Bool]) {
        var starts = [Bool](repeating: false, count: text.count + 1)
        var ends = [Bool](repeating: false, count: text.count + 1)
        var previousIsWord = false
        for offset in 0..<text.count {
            switch wordClass(text.character(offset)) {
            case .cjk:
                starts[offset] = true
                ends[offset] = true
                ends[offset + 1] = true
                previousIsWord = false
            case .word:
                if !previousIsWord { starts[offset] = true }
                previousIsWord = true
            case .other:
                if previousIsWord { ends[offset] = true }
                previousIsWord = false
            }
        }
        if previousIsWord { ends[text.count] = true }
        return (starts, ends)
    }

    private enum WordClass { case cjk, word, other }

    /// A character's class by its first scalar: CJK, a letter or number (alphabetic or numeric, as
    /// `Character.isLetter` and `isNumber` decide), or neither; ASCII, CJK, Japanese punctuation and
    /// Latin letters without asking for Unicode properties.
    private static func wordClass(_ bytes: ArraySlice<UInt8>) -> WordClass {
        let first = bytes[bytes.startIndex]
        if first < 0x80 {
            switch first {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return .word
            default: return .other
            }
        }
        let value = PatternText.firstScalar(bytes).value
        if CharacterClass.isCJK(value) { return .cjk }
        switch value {
        case 0x3000...0x3004, 0x3008...0x3020, 0x30FB: return .other  // 、。「」・ and the like
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F: return .word  // Latin letters
        default:
            guard let properties = Unicode.Scalar(value)?.properties else { return .other }
            return properties.isAlphabetic || properties.numericType != nil ? .word : .other
        }
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
