public import IntegrationsCore
import IntegrationsSearchQuery
import Foundation

/// Plainly right, slow versions of what `StringPattern` does fast, for tests and fuzzing to compare
/// against: Foundation's folding of the whole text, and the pattern stepped as a set of positions over
/// Swift's `Character`s (quadratic in the text for each star: keep the texts short).
public enum PatternReference {
    /// Foundation's folding of the whole text, the reference the scalar-by-scalar folding must agree with
    /// (up to canonical equivalence, which is what `==` compares).
    public static func folded(_ text: String, _ modifiers: StringModifiers) -> String {
        let caseless = modifiers.contains(.caseInsensitive)
        guard modifiers.contains(.diacriticInsensitive) else {
            return caseless ? text.precomposedStringWithCompatibilityMapping.lowercased() : text.precomposedStringWithCanonicalMapping
        }
        let decomposed = caseless ? text.decomposedStringWithCompatibilityMapping.lowercased() : text.decomposedStringWithCanonicalMapping
        let kept = decomposed.unicodeScalars.filter { $0.properties.canonicalCombiningClass == .notReordered }
        return String(String.UnicodeScalarView(kept)).precomposedStringWithCanonicalMapping
    }

    /// The reference a pattern's matching must agree with: the pattern stepped as a set of positions,
    /// element by element, over Swift's `Character`s of the folded texts (slow, and plainly right).
    public static func matches(_ pattern: String, _ modifiers: StringModifiers, _ value: String) -> Bool {
        enum Step: Equatable { case literal(Character), one, run }
        var steps: [Step] = []
        var escaped = false
        for character in folded(pattern, modifiers) {
            if escaped { steps.append(.literal(character)); escaped = false }
            else if character == "\\" { escaped = true }
            else if character == "*" { if steps.last != .run { steps.append(.run) } }
            else if character == "?" { steps.append(.one) }
            else { steps.append(.literal(character)) }
        }
        if escaped { steps.append(.literal("\\")) }
        let text = Array(folded(value, modifiers))
        var starts = [Bool](repeating: false, count: text.count + 1)
        var ends = [Bool](repeating: false, count: text.count + 1)
        if modifiers.contains(.wordBased) {
            var previousIsWord = false
            for (offset, character) in text.enumerated() {
                if character.unicodeScalars.first.map(CharacterClass.isCJK) ?? false {
                    starts[offset] = true; ends[offset] = true; ends[offset + 1] = true; previousIsWord = false
                } else if character.isLetter || character.isNumber {
                    if !previousIsWord { starts[offset] = true }
                    previousIsWord = true
                } else {
                    if previousIsWord { ends[offset] = true }
                    previousIsWord = false
                }
            }
            if previousIsWord { ends[text.count] = true }
        } else {
            starts[0] = true
            ends[text.count] = true
        }
        var positions = starts
        for step in steps {
            var next = [Bool](repeating: false, count: text.count + 1)
            for position in 0...text.count where positions[position] {
                switch step {
                case .literal(let literal): if position < text.count && text[position] == literal { next[position + 1] = true }
                case .one: if position < text.count { next[position + 1] = true }
                case .run: for later in position...text.count { next[later] = true }
                }
            }
            positions = next
        }
        return zip(positions, ends).contains { $0 && $1 }
    }
}
