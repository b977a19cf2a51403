import Foundation

/// The one way the toolkit compares spoken-style text: phrases with what a person typed, entity titles
/// with a parameter's value, app names inside phrases.
///
/// Folding applies NFKC (so full-width `ＡＢＣ` is `abc` and half-width `ｶﾞ` is `ガ`), lowercases, and
/// drops whitespace and punctuation (Unicode categories P*: `、。！？「」・,.!?'` …). What is left is the
/// **key**; two texts match when their keys are equal. Each key byte remembers where it came from, so a
/// part of the key can be cut back out of the text with its inner spaces (``FoldedText/text(in:)``).
///
/// ```swift
/// PhraseFolding.key("アプカディアで、目標完了！") == PhraseFolding.key("ｱﾌﾟｶﾃﾞｨｱで目標完了") // true
/// ```
public enum PhraseFolding {
    /// The folded key of `text`.
    public static func key(_ text: String) -> String {
        String(decoding: FoldedText(text).key, as: UTF8.self)
    }

    /// Whether two texts fold to the same key.
    public static func matches(_ lhs: String, _ rhs: String) -> Bool {
        FoldedText(lhs).key == FoldedText(rhs).key
    }
}

/// A text folded for matching (see ``PhraseFolding``): its key bytes and, for each, where it sits in the
/// normalized text.
package struct FoldedText: Sendable, Hashable {
    /// The text after NFKC and lowercasing, separators kept.
    package let normalized: String
    /// UTF-8 bytes of the normalized text without whitespace and punctuation.
    package let key: [UInt8]
    /// For each key byte, its offset in `normalized.utf8`.
    private let offsets: [Int]

    /// Folds `text`.
    package init(_ text: String) {
        // Foundation's NFKC on Linux leaves a half-width voiced mark apart on the first pass (ｶﾞ → カ + ゙);
        // the second pass composes it.
        let normalized = text.precomposedStringWithCompatibilityMapping.precomposedStringWithCompatibilityMapping.lowercased()
        var key: [UInt8] = []
        var offsets: [Int] = []
        key.reserveCapacity(normalized.utf8.count)
        offsets.reserveCapacity(normalized.utf8.count)
        var offset = 0
        for scalar in normalized.unicodeScalars {
            let bytes = scalar.utf8
            if !Self.isSeparator(scalar) {
                key.append(contentsOf: bytes)
                offsets.append(contentsOf: offset..<(offset + bytes.count))
            }
            offset += bytes.count
        }
        self.normalized = normalized
        self.key = key
        self.offsets = offsets
    }

    /// The normalized text a range of key bytes came from, including separators inside it (not at its
    /// ends).
    package func text(in range: Range<Int>) -> String {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= key.count else { return "" }
        let utf8 = Array(normalized.utf8)
        return String(decoding: utf8[offsets[range.lowerBound]...offsets[range.upperBound - 1]], as: UTF8.self)
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            true
        default:
            false
        }
    }
}
