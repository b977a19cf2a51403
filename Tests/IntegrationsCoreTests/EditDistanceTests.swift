import IntegrationsCore
import Testing

/// The edit distance in Characters, whichever way it is computed: ASCII by its bytes, the rest by its
/// Characters (a CR LF, a combining mark and a wide character each one).
@Suite struct EditDistanceTests {
    /// The distance as the definition gives it, one full table of Characters: the oracle.
    static func oracle(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
        }
        return table[a.count][b.count]
    }

    @Test(arguments: [
        ("edti", "edit", 2), ("", "abc", 3), ("abc", "", 3), ("", "", 0), ("kitten", "sitting", 3),
        ("route.invalidForm12", "route.invalidForm", 2), ("disabled_rule", "disabled_rules", 1),
        ("a\r\nb", "a\nb", 1), ("a\r\nb", "ab", 1), ("e\u{301}", "é", 0), ("e\u{301}x", "ex", 1),
        ("目標", "目標を", 1), ("ｶﾞ", "ガ", 1), ("abc", "ábc", 1),
    ])
    func theDistanceIsInCharacters(a: String, b: String, expected: Int) {
        #expect(EditDistance.between(a, b) == expected)
        #expect(EditDistance.between(b, a) == expected)
        #expect(Self.oracle(a, b) == expected)
    }

    /// Random strings over ASCII (the bytes' path), CR and non-ASCII Characters (the Characters' path).
    @Test func everyPathAgreesWithTheOracle() {
        let alphabet: [String] = ["a", "b", ".", "_", "\r", "\n", "\r\n", "é", "e\u{301}", "目", "ｶ", "ﾞ"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let a = (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }.joined()
            let b = (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "b" }.joined()
            #expect(EditDistance.between(a, b) == Self.oracle(a, b), "\(a.debugDescription) \(b.debugDescription)")
        }
    }
}
