/// JSON text for the store's columns that SQLite's JSON functions read, written without `JSONEncoder`
/// on the indexing hot path (one encoder per item cost more than tokenizing it).
enum JSONText {
    /// A JSON array of strings, escaped per RFC 8259.
    static func array(of strings: [String]) -> String {
        guard !strings.isEmpty else { return "[]" }
        var result = "["
        for (index, string) in strings.enumerated() {
            if index > 0 { result += "," }
            result += quoted(string)
        }
        return result + "]"
    }

    /// A JSON string literal.
    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
