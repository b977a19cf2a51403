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
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
