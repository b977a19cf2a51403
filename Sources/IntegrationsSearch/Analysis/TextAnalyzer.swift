import Foundation
public import IntegrationsCore
import IntegrationsSearchQuery

/// Turns text into search tokens the way the index and queries both see it.
///
/// 1. **Normalisation**, scalar by scalar with its original UTF-8 byte range kept: NFKC (so ｶﾞ is ガ and
///    ＡＢＣ is ABC), lower-casing, and, when ``Options-swift.struct/foldsKana`` is on, katakana folded to
///    hiragana.
/// 2. **Tokens**: a run of CJK characters (kana, kanji, Hangul; see `CharacterClass.isCJK(_:)`)
///    becomes overlapping bigrams (`目標達成` → `目標` `標達` `達成`), and in documents its last character also
///    becomes a one-character token at the same position as the last bigram, so that every character starts
///    some token and a one-character query is a prefix query. Each run also gets a marked token for its
///    first character (and, for a run of one, a marked token for the whole run), so that a one-character
///    run between words in a query matches only where the document's run starts or ends there.
///    A run of letters and digits in any other script is one word. Everything else separates tokens.
///
/// Every token carries the byte range of the original text it came from, so highlights land on the
/// text as written.
///
/// An analyzer keeps buffers and a cache between calls: use one per thread.
public final class TextAnalyzer {
    /// How text is folded.
    public struct Options: Sendable, Hashable {
        /// Whether katakana is folded to hiragana, so that ひらがな and ヒラガナ match.
        public var foldsKana: Bool

        /// Creates options.
        public init(foldsKana: Bool = true) {
            self.foldsKana = foldsKana
        }
    }

    /// Why text is tokenized.
    public enum Mode: Sendable {
        /// Text stored in the index: a CJK run's last character is also a token of its own.
        case document
        /// Text of a query: a CJK run of two or more characters gives only its bigrams.
        case query
    }

    /// What kind of token a ``Token`` is.
    public enum TokenKind: Sendable, Hashable {
        /// Two adjacent CJK characters.
        case bigram
        /// One CJK character: a run of one, or (in documents) the last of a run.
        case unigram
        /// A run of letters and digits of another script.
        case word
    }

    /// A token with the byte range of the original text it came from.
    public struct Token: Sendable, Hashable {
        /// The normalised token text.
        public var text: String
        /// What kind of token it is.
        public var kind: TokenKind
        /// The UTF-8 byte range in the original text.
        public var range: Range<Int>
        /// Whether it sits at the same position as the token before it.
        public var isColocated: Bool
    }

    /// The options the analyzer folds with.
    public let options: Options

    /// Normalised scalars with the original UTF-8 range of each. A struct with mutating methods, so the
    /// hot loops work on a local copy with static exclusivity checks instead of boxed captures.
    struct Normalized {
        var scalars: [UInt32] = []
        var starts: [Int32] = []
        var ends: [Int32] = []

        @inline(__always)
        mutating func append(_ value: UInt32, _ start: Int, _ end: Int) {
            scalars.append(value)
            starts.append(Int32(truncatingIfNeeded: start))
            ends.append(Int32(truncatingIfNeeded: end))
        }

        mutating func removeAll() {
            scalars.removeAll(keepingCapacity: true)
            starts.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
        }
    }

    /// The normalised scalars of the last text given to ``normalize(_:)`` or ``tokenize(_:mode:_:)``.
    private(set) var normalizedText = Normalized()
    private var tokenBytes: [UInt8] = []
    private var cache: [UInt32: [UInt32]] = [:]

    /// Creates an analyzer.
    public init(options: Options = Options()) {
        self.options = options
        normalizedText.scalars.reserveCapacity(256)
        normalizedText.starts.reserveCapacity(256)
        normalizedText.ends.reserveCapacity(256)
        tokenBytes.reserveCapacity(64)
    }

    // MARK: - Convenience

    /// The tokens of a string.
    ///
    /// ```swift
    /// TextAnalyzer().tokens("注目", mode: .document).map(\.text) // ["注目", "目"]
    /// ```
    public func tokens(_ text: String, mode: Mode) -> [Token] {
        var result: [Token] = []
        var utf8 = text.utf8.map { $0 }
        utf8.withUnsafeMutableBufferPointer { buffer in
            tokenize(UnsafeBufferPointer(buffer), mode: mode) { token, kind, start, end, colocated in
                result.append(Token(text: String(decoding: token, as: UTF8.self), kind: kind, range: start..<end, isColocated: colocated))
                return true
            }
        }
        return result
    }

    /// `text` cut to a search result's snippet around the first place `query` matches it, with every match
    /// highlighted, exactly as ``SQLiteSearchIndex`` highlights a hit (for text an app shows from its own
    /// data). Without a match, the snippet is the text's start, unhighlighted.
    ///
    /// ```swift
    /// let snippet = TextAnalyzer().snippet("毎日の目標を立てる", highlighting: FreeTextQuery(parsing: "目標"))
    /// snippet.marked(open: "[", close: "]") // "毎日の[目標]を立てる"
    /// ```
    public func snippet(_ text: String, highlighting query: FreeTextQuery) -> Snippet {
        Highlighter(terms: FreeTextPattern(query, analyzer: self).terms, analyzer: self).snippet(fields: [text])
    }

    /// The text normalised as the index sees it, separators included.
    public func normalized(_ text: String) -> String {
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { normalize(UnsafeBufferPointer($0)) }
        var result = String.UnicodeScalarView()
        for value in normalizedText.scalars { if let scalar = Unicode.Scalar(value) { result.append(scalar) } }
        return String(result)
    }

    // MARK: - Tokenizing

    /// Tokenizes UTF-8 text, calling `emit` for each token with its bytes, kind, original byte range and
    /// whether it is colocated with the previous token. `emit` returns `false` to stop.
    public func tokenize(
        _ text: UnsafeBufferPointer<UInt8>,
        mode: Mode,
        _ emit: (UnsafeBufferPointer<UInt8>, TokenKind, Int, Int, Bool) -> Bool
    ) {
        normalize(text)
        // Locals rather than stored properties in the hot loop: no exclusivity checks per access.
        let normalized = self.normalizedText
        let scalars = normalized.scalars
        var emitter = TokenEmitter(bytes: self.tokenBytes)
        self.tokenBytes = []
        defer { self.tokenBytes = emitter.bytes }

        @inline(__always)
        func token(_ range: Range<Int>, _ kind: TokenKind, marker: UInt32? = nil, colocated: Bool) -> Bool {
            emitter.emit(range, kind, marker: marker, colocated: colocated, from: normalized, to: emit)
        }

        let count = scalars.count
        var index = 0
        while index < count {
            let value = scalars[index]
            if CharacterClass.isCJK(value) {
                var end = index + 1
                while end < count && CharacterClass.isCJK(scalars[end]) { end += 1 }
                if end - index == 1 {
                    if !token(index..<end, .unigram, colocated: false) { return }
                    if mode == .document {
                        if !token(index..<end, .unigram, marker: Self.runStartMarker, colocated: true) { return }
                        if !token(index..<end, .unigram, marker: Self.wholeRunMarker, colocated: true) { return }
                    }
                } else {
                    for first in index..<(end - 1) {
                        if !token(first..<(first + 2), .bigram, colocated: false) { return }
                        if first == index && mode == .document {
                            if !token(index..<(index + 1), .unigram, marker: Self.runStartMarker, colocated: true) { return }
                        }
                    }
                    if mode == .document {
                        if !token((end - 1)..<end, .unigram, colocated: true) { return }
                    }
                }
                index = end
            } else if value == Self.runStartMarker || value == Self.wholeRunMarker,
                mode == .query, index + 1 < count, CharacterClass.isCJK(scalars[index + 1])
            {
                // A marked one-character token written by FreeTextPattern: pass it through whole.
                if !token((index + 1)..<(index + 2), .unigram, marker: value, colocated: false) { return }
                index += 2
            } else if Self.isWordScalar(value) {
                var end = index + 1
                while end < count && Self.isWordScalar(scalars[end]) && !CharacterClass.isCJK(scalars[end]) { end += 1 }
                if !token(index..<end, .word, colocated: false) { return }
                index = end
            } else {
                index += 1
            }
        }
    }

    /// Marks the token of a CJK run's first character: `U+0002` + the character. In documents every run
    /// has one, at the run's first position, so a query such as `a目` (a word, then a run that starts with
    /// 目) can ask for it without matching the 目 that ends `注目`.
    static let runStartMarker: UInt32 = 0x02
    /// Marks the token of a CJK run that is one character long: `U+0003` + the character, for queries
    /// such as `a目b`.
    static let wholeRunMarker: UInt32 = 0x03

    // MARK: - Normalising

    /// Fills ``scalars``, ``starts`` and ``ends`` with the normalised scalars of the text.
    func normalize(_ text: UnsafeBufferPointer<UInt8>) {
        // Work on a local copy (moved out, so its storage is reused without copying), then store it back.
        var out = self.normalizedText
        self.normalizedText = Normalized()
        out.removeAll()
        defer { self.normalizedText = out }
        let foldsKana = options.foldsKana
        let count = text.count
        var offset = 0
        while offset < count {
            let (value, length) = Self.decode(text, at: offset)
            let start = offset
            offset += length
            if value < 0x80 {
                let lowered = (value >= 0x41 && value <= 0x5A) ? value + 0x20 : value
                out.append(lowered, start, offset)
                continue
            }
            // Does a combining mark follow? Then the sequence is normalised as a whole.
            var groupEnd = offset
            while groupEnd < count {
                let (next, nextLength) = Self.decode(text, at: groupEnd)
                guard Self.isCombining(next) else { break }
                groupEnd += nextLength
            }
            if groupEnd == offset {
                if Self.isNormalizationStable(value) {
                    out.append(Self.fold(value, kana: foldsKana), start, offset)
                } else if value >= 0xFF01 && value <= 0xFF5E {
                    // Full-width ASCII: NFKC is the ASCII character.
                    let ascii = value - 0xFEE0
                    out.append((ascii >= 0x41 && ascii <= 0x5A) ? ascii + 0x20 : ascii, start, offset)
                } else if value == 0x3000 {
                    out.append(0x20, start, offset)  // ideographic space
                } else {
                    for mapped in slowMapping(value) { out.append(Self.fold(mapped, kana: foldsKana), start, offset) }
                }
            } else {
                let group = String(decoding: UnsafeBufferPointer(rebasing: text[start..<groupEnd]), as: UTF8.self)
                for scalar in Self.compatibilityFolded(group) { out.append(Self.fold(scalar, kana: foldsKana), start, groupEnd) }
                offset = groupEnd
            }
        }
    }

    @inline(__always)
    private static func fold(_ value: UInt32, kana: Bool) -> UInt32 {
        guard kana else { return value }
        switch value {
        case 0x30A1...0x30F6, 0x30FD...0x30FE: return value - 0x60
        default: return value
        }
    }

    private func slowMapping(_ value: UInt32) -> [UInt32] {
        if let cached = cache[value] { return cached }
        let mapped = Self.sharedCache.mapping(of: value) {
            guard let scalar = Unicode.Scalar(value) else { return [0xFFFD] }
            return Self.compatibilityFolded(String(Character(scalar)))
        }
        if cache.count < 4_096 { cache[value] = mapped }
        return mapped
    }

    /// Foundation's NFKC is slow for one character at a time; its answers are kept for every analyzer
    /// of the process (a query makes a new analyzer).
    private static let sharedCache = NormalizationCache()

    /// NFKC, then lower case, then NFKC again (lower-casing can undo composition).
    private static func compatibilityFolded(_ text: String) -> [UInt32] {
        let folded = text.precomposedStringWithCompatibilityMapping.lowercased().precomposedStringWithCompatibilityMapping
        return folded.unicodeScalars.map { $0.value }
    }

    /// Scalars NFKC and lower-casing leave alone, tested without Foundation: kana, kanji, Hangul syllables.
    @inline(__always)
    private static func isNormalizationStable(_ value: UInt32) -> Bool {
        switch value {
        case 0x3041...0x3096, 0x309D...0x309E, 0x30A1...0x30FE: true
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
        case 0x3001...0x3029, 0x3030...0x3035, 0x3037, 0x303B...0x303F: true  // CJK punctuation 、。「」々〆〇…
        default: false
        }
    }

    @inline(__always)
    private static func isCombining(_ value: UInt32) -> Bool {
        if value < 0x300 { return false }
        if isNormalizationStable(value) { return false }
        if value == 0xFF9E || value == 0xFF9F || value == 0x3099 || value == 0x309A { return true }
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.canonicalCombiningClass != .notReordered
    }

    /// Letters, digits and combining marks of scripts other than CJK.
    @inline(__always)
    static func isWordScalar(_ value: UInt32) -> Bool {
        if value < 0x80 {
            return (value >= 0x30 && value <= 0x39) || (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
        }
        if CharacterClass.isCJK(value) { return true }
        switch value {
        // Punctuation and spaces (the letters, numerals and marks of U+3021–303C are left to the properties).
        case 0x2000...0x206F, 0x3000...0x3020, 0x3030, 0x3036...0x3037, 0x303D...0x303F, 0xFF00...0xFF0F: return false
        default: break
        }
        guard let scalar = Unicode.Scalar(value) else { return false }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark: return true
        default: return false
        }
    }

    /// Decodes one scalar; an invalid byte decodes as U+FFFD of length 1.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int) {
        let first = UInt32(bytes[offset])
        if first < 0x80 { return (first, 1) }
        let count = bytes.count
        @inline(__always) func continuation(_ index: Int) -> UInt32? {
            guard index < count else { return nil }
            let byte = bytes[index]
            return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
        }
        if first & 0xE0 == 0xC0, first >= 0xC2, let b1 = continuation(offset + 1) {
            return (((first & 0x1F) << 6) | b1, 2)
        }
        if first & 0xF0 == 0xE0, let b1 = continuation(offset + 1), let b2 = continuation(offset + 2) {
            let value = ((first & 0x0F) << 12) | (b1 << 6) | b2
            if value >= 0x800 && !(0xD800...0xDFFF).contains(value) { return (value, 3) }
        }
        if first & 0xF8 == 0xF0, let b1 = continuation(offset + 1), let b2 = continuation(offset + 2),
            let b3 = continuation(offset + 3)
        {
            let value = ((first & 0x07) << 18) | (b1 << 12) | (b2 << 6) | b3
            if value >= 0x10000 && value <= 0x10FFFF { return (value, 4) }
        }
        return (0xFFFD, 1)
    }

    @inline(__always)
    static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (value >> 18)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }
}

/// Writes one token's UTF-8 bytes into a reused buffer and hands them to the callback.
private struct TokenEmitter {
    var bytes: [UInt8]

    @inline(__always)
    mutating func emit(
        _ range: Range<Int>,
        _ kind: TextAnalyzer.TokenKind,
        marker: UInt32?,
        colocated: Bool,
        from normalized: TextAnalyzer.Normalized,
        to emit: (UnsafeBufferPointer<UInt8>, TextAnalyzer.TokenKind, Int, Int, Bool) -> Bool
    ) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        if let marker { TextAnalyzer.appendUTF8(marker, to: &bytes) }
        for position in range { TextAnalyzer.appendUTF8(normalized.scalars[position], to: &bytes) }
        let start = Int(normalized.starts[range.lowerBound])
        let end = Int(normalized.ends[range.upperBound - 1])
        return bytes.withUnsafeBufferPointer { emit($0, kind, start, max(start, end), colocated) }
    }
}

/// A process-wide map from a scalar to its folded scalars, filled on demand.
private final class NormalizationCache: @unchecked Sendable {
    private let lock = NSLock()
    private var mappings: [UInt32: [UInt32]] = [:]

    func mapping(of value: UInt32, compute: () -> [UInt32]) -> [UInt32] {
        lock.lock()
        if let known = mappings[value] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let mapped = compute()
        lock.lock()
        if mappings.count < 65_536 { mappings[value] = mapped }
        lock.unlock()
        return mapped
    }
}
