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
    func snippet(fields: [String?]) -> Snippet {
        for case let field? in fields where !field.isEmpty {
            let ranges = highlightedRanges(in: field)
            if !ranges.isEmpty { return Self.cut(field, highlights: ranges) }
        }
        let fallback = fields.lazy.compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return Self.cut(fallback, highlights: [])
    }

    /// The character ranges of `text` that match a term, merged and in order.
    func highlightedRanges(in text: String) -> [Range<Int>] {
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { analyzer.normalize(UnsafeBufferPointer($0)) }
        // Keep the token-forming scalars only, remembering where segments (words, CJK runs) start.
        var kept: [(value: UInt32, start: Int32, end: Int32, segmentStart: Bool)] = []
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
        return Self.characterRanges(of: byteRanges, in: text)
    }

    /// Turns UTF-8 byte ranges into merged `Character` ranges, widening each to whole characters.
    private static func characterRanges(of byteRanges: [Range<Int>], in text: String) -> [Range<Int>] {
        guard !byteRanges.isEmpty else { return [] }
        var characterStarts: [Int] = []  // byte offset where each character starts
        var offset = 0
        for character in text {
            characterStarts.append(offset)
            offset += character.utf8.count
        }
        characterStarts.append(offset)
        func characterIndex(containing byte: Int) -> Int {
            var low = 0
            var high = characterStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if characterStarts[middle] <= byte { low = middle } else { high = middle - 1 }
            }
            return low
        }
        let ranges = byteRanges.map { range -> Range<Int> in
            let start = characterIndex(containing: range.lowerBound)
            let end = characterIndex(containing: max(range.lowerBound, range.upperBound - 1)) + 1
            return start..<end
        }.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Cuts `text` to at most ``maximumLength`` characters around the first highlight.
    static func cut(_ text: String, highlights: [Range<Int>]) -> Snippet {
        let characters = Array(text)
        let first = highlights.first?.lowerBound ?? 0
        var start = max(0, first - leadingContext)
        let end = min(characters.count, start + maximumLength)
        if end - start < maximumLength { start = max(0, end - maximumLength) }
        var snippetText = start > 0 ? "…" : ""
        let shift = start - (start > 0 ? 1 : 0)
        snippetText += String(characters[start..<end])
        if end < characters.count { snippetText += "…" }
        let visible = highlights.compactMap { range -> Snippet.Highlight? in
            let lower = max(range.lowerBound, start)
            let upper = min(range.upperBound, end)
            return lower < upper ? Snippet.Highlight(start: lower - shift, length: upper - lower) : nil
        }
        return Snippet(text: snippetText, highlights: visible)
    }
}
