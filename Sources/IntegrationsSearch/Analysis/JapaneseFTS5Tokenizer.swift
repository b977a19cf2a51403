import GRDB

/// The FTS5 tokenizer `integrations_ja`: ``TextAnalyzer`` plugged into SQLite.
///
/// Arguments: `fold_kana 1` (the default) or `fold_kana 0`. It is registered on every connection of a
/// store, so the index can only be searched through this package (the `sqlite3` shell can read the
/// tables but not run `MATCH` on them).
final class JapaneseFTS5Tokenizer: FTS5CustomTokenizer {
    static let name = "integrations_ja"

    private let analyzer: TextAnalyzer

    init(db: Database, arguments: [String]) throws {
        var options = TextAnalyzer.Options()
        var remaining = arguments[...]
        while let key = remaining.popFirst() {
            guard key == "fold_kana", let value = remaining.popFirst(), value == "0" || value == "1" else {
                throw DatabaseError(resultCode: .SQLITE_ERROR, message: "integrations_ja: unknown argument \(key)")
            }
            options.foldsKana = value == "1"
        }
        analyzer = TextAnalyzer(options: options)
    }

    func tokenize(
        context: UnsafeMutableRawPointer?,
        tokenization: FTS5Tokenization,
        pText: UnsafePointer<CChar>?,
        nText: CInt,
        tokenCallback: @escaping FTS5TokenCallback
    ) -> CInt {
        guard let pText, nText > 0 else { return 0 }
        let mode: TextAnalyzer.Mode = tokenization.contains(.query) ? .query : .document
        let colocatedFlag = FTS5TokenFlags.colocated.rawValue
        var result: CInt = 0
        pText.withMemoryRebound(to: UInt8.self, capacity: Int(nText)) { bytes in
            analyzer.tokenize(UnsafeBufferPointer(start: bytes, count: Int(nText)), mode: mode) { token, _, start, end, colocated in
                token.withMemoryRebound(to: CChar.self) { chars in
                    result = tokenCallback(
                        context, colocated ? colocatedFlag : 0, chars.baseAddress, CInt(chars.count), CInt(start), CInt(end))
                }
                return result == 0
            }
        }
        return result
    }
}
