import IntegrationsCore

/// Finds where a free-text query matched an item's original text and cuts a snippet around it.
///
/// Matching is done on the normalised text (the same ``TextAnalyzer`` as the index), and each match is
/// mapped back to the original characters it came from, so `ガ` highlights a half-width `ｶﾞ`.
struct Highlighter {
    private let analyzer: TextAnalyzer
    /// Each term's normalised scalars, separators left out.
    private let needles: [(scalars: [UInt32], startsWithWord: Bool)]

    /// Characters of context kept before the first highlight.
    static let leadingContext = 16
    /// The most characters a snippet shows.
    static let maximumLength = 80

    init(terms: [[TextAnalyzer.Token]], analyzer: TextAnalyzer) {
        self.analyzer = analyzer
        self.needles = terms.compactMap { tokens in
            guard let first = tokens.first else { return nil }
            var scalars: [UInt32] = []
            for (index, token) in tokens.enumerated() {
                let values = token.text.unicodeScalars.map(\.value)
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
        var kept: [(value: UInt32, start: Int32, end: Int32, segmentStart: Bool)] = []
        kept.reserveCapacity(analyzer.scalars.count)
        var previousClass = 0
        for index in analyzer.scalars.indices {
            let value = analyzer.scalars[index]
            let characterClass = CharacterClass.isCJK(value) ? 2 : (TextAnalyzer.isWordScalar(value) ? 1 : 0)
            if characterClass != 0 {
                kept.append((value, analyzer.starts[index], analyzer.ends[index], characterClass != previousClass))
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

    /// Cuts `text` to at most ``maximumLength`` characters, starting ``leadingContext`` characters before
    /// the first highlight, and turns the byte ranges into `Character` offsets in the snippet. Only the
    /// characters around the snippet are walked, not the whole text.
    static func cut(_ text: String, byteRanges: [Range<Int>]) -> Snippet {
        let utf8 = text.utf8
        func index(atByte offset: Int) -> String.Index {
            utf8.index(utf8.startIndex, offsetBy: min(max(0, offset), utf8.count))
        }
        // String operations round an index inside a character down to the character's start.
        func characterStart(_ index: String.Index) -> String.Index {
            index >= text.endIndex ? text.endIndex : text.index(before: text.index(after: index))
        }
        func characterEnd(_ index: String.Index) -> String.Index {
            index <= text.startIndex ? text.startIndex : text.index(after: characterStart(utf8.index(before: index)))
        }
        let firstMatch = byteRanges.first.map { characterStart(index(atByte: $0.lowerBound)) } ?? text.startIndex
        var start = text.index(firstMatch, offsetBy: -leadingContext, limitedBy: text.startIndex) ?? text.startIndex
        var end = text.index(start, offsetBy: maximumLength, limitedBy: text.endIndex) ?? text.endIndex
        if end == text.endIndex {
            // Near the end: show a full window when the text has one.
            start = text.index(end, offsetBy: -maximumLength, limitedBy: text.startIndex) ?? text.startIndex
            end = text.endIndex
        }
        let prefix = start > text.startIndex ? "…" : ""
        let suffix = end < text.endIndex ? "…" : ""
        var highlights: [Snippet.Highlight] = []
        for range in byteRanges {
            let lower = max(characterStart(index(atByte: range.lowerBound)), start)
            let upper = min(characterEnd(index(atByte: range.upperBound)), end)
            guard lower < upper else { continue }
            highlights.append(Snippet.Highlight(
                start: text.distance(from: start, to: lower) + prefix.count,
                length: text.distance(from: lower, to: upper)))
        }
        return Snippet(text: prefix + String(text[start..<end]) + suffix, highlights: highlights)
    }
}
