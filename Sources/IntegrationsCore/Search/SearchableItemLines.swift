public import Foundation

/// Items given as JSON Lines (`integrations index --items`): one ``SearchableItem`` a line, blank lines
/// skipped, dates as ISO 8601 strings. The first bad line refuses the whole file, naming the line (and
/// the column, for a syntax error), so that nothing from a half-read file is indexed.
public enum SearchableItemLines {
    /// The largest items file read at once: 64 MiB, about 300,000 items of two hundred bytes.
    public static let maximumSize = 64 * 1024 * 1024

    /// The items of `data`, read as JSON Lines; `name` names the input in messages.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidItems``.
    public static func parse(_ data: Data, name: String) throws(IntegrationsError) -> [SearchableItem] {
        let decoder = JSONDecoder()
        decoder.userInfo[.refusesUnknownKeys] = true
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = ISODate.parse(text) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "an ISO 8601 date such as 2026-01-01T09:00:00Z"))
            }
            return date
        }
        var items: [SearchableItem] = []
        var lineNumber = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            let item: SearchableItem
            // Strict JSON, as every other input: Foundation's decoder lets a trailing comma and a repeated key through.
            if let syntax = JSONSyntax.firstError(in: Data(line)) {
                throw IntegrationsError(.invalidItems, LocalizedText(
                    ja: "\(name) の\(lineNumber)行目は正しい JSON ではありません: \(syntax.column)列目で\(syntax.problem.ja)。この行を直してからもう一度実行してください。このファイルの項目は1件も索引していません。",
                    en: "Line \(lineNumber) of \(name) is not valid JSON: at column \(syntax.column), \(syntax.problem.en). Fix that line and run the command again. No item from this file was indexed."))
            }
            do {
                item = try decoder.decode(SearchableItem.self, from: Data(line))
            } catch {
                let problem = JSONProblem(error, data: Data(line))
                if let syntax = problem.syntax {
                    throw IntegrationsError(.invalidItems, LocalizedText(
                        ja: "\(name) の\(lineNumber)行目は正しい JSON ではありません: \(syntax.column)列目で\(syntax.problem.ja)。この行を直してからもう一度実行してください。このファイルの項目は1件も索引していません。",
                        en: "Line \(lineNumber) of \(name) is not valid JSON: at column \(syntax.column), \(syntax.problem.en). Fix that line and run the command again. No item from this file was indexed."))
                }
                let column = problem.location.map { (ja: "（\($0.column)列目）", en: " (column \($0.column))") } ?? (ja: "", en: "")
                throw IntegrationsError(.invalidItems, LocalizedText(
                    ja: "\(name) の\(lineNumber)行目を読めません: \(problem.explanation.ja)\(column.ja)。この行を直してからもう一度実行してください。このファイルの項目は1件も索引していません。",
                    en: "Cannot read line \(lineNumber) of \(name): \(problem.explanation.en)\(column.en). Fix that line and run the command again. No item from this file was indexed."))
            }
            if let problem = item.problem {
                throw IntegrationsError(.invalidItems, LocalizedText(
                    ja: "\(name) の\(lineNumber)行目: \(problem.ja)このファイルの項目は1件も索引していません。",
                    en: "Line \(lineNumber) of \(name): \(problem.en) No item from this file was indexed."))
            }
            if let nul = JSONSyntax.firstNUL(in: Data(line)) {
                throw IntegrationsError(.invalidItems, LocalizedText(
                    ja: "\(name) の\(lineNumber)行目\(nul.column)列目: \(nul.problem.ja)。このファイルの項目は1件も索引していません。",
                    en: "Line \(lineNumber) of \(name), column \(nul.column): \(nul.problem.en). No item from this file was indexed."))
            }
            items.append(item)
        }
        return items
    }
}
