/// The Levenshtein distance between two strings, in characters: how many insertions, deletions and
/// substitutions turn one into the other. Used to name the nearest route after a miss and the nearest
/// known key after a typo.
///
/// ```swift
/// EditDistance.between("edti", "edit") // 2
/// ```
package enum EditDistance {
    /// The distance between `a` and `b`.
    package static func between(_ a: String, _ b: String) -> Int {
        // ASCII without a carriage return: each byte is one Character, so the bytes give the same distance
        // without building Characters (the "did you mean" searches compare hundreds of codes each).
        var a = a, b = b
        let bytes = a.withUTF8 { x in b.withUTF8 { y in isOneCharacterPerByte(x) && isOneCharacterPerByte(y) ? distance(x, y) : nil } }
        return bytes ?? distance(Array(a), Array(b))
    }

    /// Whether every byte of `bytes` is a Character of its own: ASCII, and no CR (CR LF is one Character).
    private static func isOneCharacterPerByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
    }

    /// The distance between two sequences of elements, two rows kept.
    private static func distance<Elements: RandomAccessCollection>(_ a: Elements, _ b: Elements) -> Int where Elements.Element: Equatable {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for (i, x) in a.enumerated() {
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
