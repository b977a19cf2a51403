import IntegrationsCore
import IntegrationsSearchQuery

/// Finds where a free-text query matched an item's original text and cuts a snippet around it.
///
/// Matching is done on the normalised text (the same ``TextAnalyzer`` as the index), and each match is
/// mapped back to the original characters it came from, so `ガ` highlights a half-width `ｶﾞ`.
struct Highlighter {
    private let analyzer: TextAnalyzer
    /// Each term's normalised scalars, separators left out.
    private let needles: [(scalars: [UInt32], startsWithWord: Bool)]

    /// Scalars of context kept before the first highlight.
    static let leadingContext = 16
    /// The most scalars a snippet shows (80 characters of Japanese text).
    static let maximumLength = 80

    init(terms: [[TextAnalyzer.Token]], analyzer: TextAnalyzer) {
        self.analyzer = analyzer
        self.needles = terms.compactMap { tokens in
            guard let first = tokens.first else { return nil }
            var scalars: [UInt32] = []
            for (index, token) in tokens.enumerated() {
                let values = token.text.unicodeScalars.map { $0.value }
                switch token.kind {
                case .word, .unigram: scalars += values
                case .bigram: scalars += index == 0 || tokens[index - 1].kind != .bigram ? values : Array(values.suffix(1))
                }
            }
            return (scalars, first.kind == .word)
        }
    }

    /// The snippet for the first of `fields` that has a match; without any match, the first non-empty
    /// field, unhighlighted.
    ///
    /// `keywords` (one per line, as stored) come last and are shown joined with `、`; they are joined only
    /// when no other field matched.
    func snippet(fields: [String?], keywords: String? = nil) -> Snippet {
        for case let field? in fields where !field.isEmpty {
            let ranges = highlightedByteRanges(in: field)
            if !ranges.isEmpty { return Self.cut(field, byteRanges: ranges) }
        }
        if let keywords, !keywords.isEmpty {
            let joined = keywords.split(separator: "\n").joined(separator: "、")
            let ranges = highlightedByteRanges(in: joined)
            if !ranges.isEmpty { return Self.cut(joined, byteRanges: ranges) }
        }
        let fallback = fields.lazy.compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return Self.cut(fallback, byteRanges: [])
    }

    /// The UTF-8 byte ranges of `text` that match a term, merged and in order.
    func highlightedByteRanges(in text: String) -> [Range<Int>] {
        var text = text
        text.withUTF8 { analyzer.normalize($0) }
        // Keep the token-forming scalars only, remembering where segments (words, CJK runs) start.
        let normalized = analyzer.normalizedText
        var kept: [(value: UInt32, start: Int32, end: Int32, segmentStart: Bool)] = []
        kept.reserveCapacity(normalized.scalars.count)
        var previousClass = 0
        for index in normalized.scalars.indices {
            let value = normalized.scalars[index]
            let characterClass = CharacterClass.isCJK(value) ? 2 : (TextAnalyzer.isWordScalar(value) ? 1 : 0)
            if characterClass != 0 {
                kept.append((value, normalized.starts[index], normalized.ends[index], characterClass != previousClass))
            }
            previousClass = characterClass
        }
        var byteRanges: [Range<Int>] = []
        for needle in needles where !needle.scalars.isEmpty && needle.scalars.count <= kept.count {
            var position = 0
            while position + needle.scalars.count <= kept.count {
                var matched = !(needle.startsWithWord && !kept[position].segmentStart)
                if matched {
                    for offset in 0..<needle.scalars.count where kept[position + offset].value != needle.scalars[offset] {
                        matched = false
                        break
                    }
                }
                if matched {
                    let last = kept[position + needle.scalars.count - 1]
                    byteRanges.append(Int(kept[position].start)..<Int(last.end))
                    position += needle.scalars.count
                } else {
                    position += 1
                }
            }
        }
        return Self.merged(byteRanges)
    }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Cuts `text` to at most ``maximumLength`` scalars, starting ``leadingContext`` scalars before the
    /// first highlight, never inside a character (a boundary is moved past combining marks, joiners and
    /// variation selectors), and turns the byte ranges into UTF-16 offsets in the snippet.
    ///
    /// It steps through scalars, not `Character`s: grapheme breaking of every snippet cost a quarter of a
    /// search.
    static func cut(_ text: String, byteRanges: [Range<Int>]) -> Snippet {
        let utf8 = text.utf8
        let scalars = text.unicodeScalars
        func index(atByte offset: Int) -> String.Index {
            utf8.index(utf8.startIndex, offsetBy: min(max(0, offset), utf8.count))
        }
        func isContinuation(_ index: String.Index) -> Bool {
            guard index < scalars.endIndex else { return false }
            let scalar = scalars[index]
            switch scalar.value {
            case 0x200D, 0xFE00...0xFE0F, 0xFF9E...0xFF9F, 0x3099...0x309A, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F,
                0xE0100...0xE01EF:
                return true
            case 0..<0x300:
                return false
            default:
                return scalar.properties.canonicalCombiningClass != .notReordered
                    || scalar.properties.generalCategory == .spacingMark
            }
        }
        func snapBackward(_ index: String.Index) -> String.Index {
            var index = index
            while index > scalars.startIndex && isContinuation(index) { index = scalars.index(before: index) }
            return index
        }
        func snapForward(_ index: String.Index) -> String.Index {
            var index = index
            while index < scalars.endIndex && isContinuation(index) { index = scalars.index(after: index) }
            return index
        }
        let firstMatch = byteRanges.first.map { index(atByte: $0.lowerBound) } ?? text.startIndex
        var start = snapBackward(scalars.index(firstMatch, offsetBy: -leadingContext, limitedBy: scalars.startIndex) ?? scalars.startIndex)
        let end = snapForward(scalars.index(start, offsetBy: maximumLength, limitedBy: scalars.endIndex) ?? scalars.endIndex)
        if end == scalars.endIndex {
            // Near the end: show a full window when the text has one.
            start = snapBackward(scalars.index(end, offsetBy: -maximumLength, limitedBy: scalars.startIndex) ?? scalars.startIndex)
        }
        let prefix = start > text.startIndex ? "…" : ""
        let suffix = end < text.endIndex ? "…" : ""
        var highlights: [Snippet.Highlight] = []
        let utf16 = text.utf16
        for range in byteRanges {
            let lower = max(snapBackward(index(atByte: range.lowerBound)), start)
            let upper = min(snapForward(index(atByte: range.upperBound)), end)
            guard lower < upper else { continue }
            highlights.append(Snippet.Highlight(
                start: utf16.distance(from: start, to: lower) + prefix.utf16.count,
                length: utf16.distance(from: lower, to: upper)))
        }
        return Snippet(text: prefix + String(text[start..<end]) + suffix, highlights: highlights)
    }
}
