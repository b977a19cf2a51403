public import IntegrationsCore
import Foundation

/// Search results for people: how many match, then each hit with its rank, title, domain, relevance,
/// highlighted snippet and URL; that nothing matches on standard error.
///
/// ```text
/// 20 of 45 results for "run"
///   1. Morning run  (plans, relevance 100%)
///      Every [run] before work
///      app://plans/12
/// ```
///
/// The relevance is the hit's score as a share of the best hit's, rounded to a whole percent: the best is
/// 100%, a hit half as relevant 50% (`<1%` for a score above zero that rounds to nothing). The score
/// itself (a negated bm25 value for free text, the ranking hint for a predicate) means nothing read
/// alone, so it is not shown; when the best score is not above zero (predicates over items without a
/// ranking hint) no relevance is shown. `search --json` keeps the raw score.
public struct SearchReporter: Reporter {
    public static let identifier = "search"

    /// The language of the text.
    public var language: Language
    /// Whether highlights are colored (a terminal) or bracketed.
    public var colors: Bool

    /// Creates the reporter.
    public init(language: Language, colors: Bool) {
        self.language = language
        self.colors = colors
    }

    public func report(_ results: SearchResults) -> ReportText {
        var text = ReportText()
        let query = TerminalText.shortLine(results.query)
        guard !results.hits.isEmpty else {
            text.error(LocalizedText(ja: "「\(query)」に一致する項目はありません。", en: "Nothing matches \"\(query)\".")[language])
            return text
        }
        text.output(Self.heading(query: query, shown: results.hits.count, total: results.total)[language])
        let (open, close) = colors ? ("\u{1B}[1;33m", "\u{1B}[0m") : ("[", "]")
        let best = results.hits.map(\.score).max() ?? 0
        for (index, hit) in results.hits.enumerated() {
            let rank = String(index + 1).leftPadded(to: 3)
            // A result line shows at most 80 characters of a title or domain (the JSON has them whole).
            let title = TerminalText.shortLine(hit.title ?? hit.uniqueIdentifier)
            let domain = TerminalText.shortLine(hit.domainIdentifier ?? "-")
            let relevance = Self.relevance(of: hit.score, best: best).map { ", " + LocalizedText(ja: "関連度 \($0)", en: "relevance \($0)")[language] } ?? ""
            text.output("\(rank). \(title)  (\(domain)\(relevance))")
            if !hit.snippet.text.isEmpty {
                // The pieces are made safe one by one, so that only the reporter's own colors reach the terminal.
                text.output("     " + hit.snippet.marked(open: open, close: close, escaping: TerminalText.safeLine), kind: .styled)
            }
            if let url = hit.contentURL { text.output("     \(TerminalText.safeLine(url.absoluteString))") }
        }
        return text
    }

    /// The first line: every hit shown (`3 results for "run"`), or a page of more (`20 of 45 results for "run"`).
    static func heading(query: String, shown: Int, total: Int) -> LocalizedText {
        if total > shown {
            return LocalizedText(ja: "「\(query)」の検索結果: \(total)件中\(shown)件", en: "\(shown) of \(total) results for \"\(query)\"")
        }
        return LocalizedText(ja: "「\(query)」の検索結果: \(shown)件", en: "\(shown) result\(shown == 1 ? "" : "s") for \"\(query)\"")
    }

    /// A hit's relevance as a share of the best hit's score (`"100%"`, `"42%"`, `"<1%"`), or `nil` when
    /// the best score is not above zero.
    public static func relevance(of score: Double, best: Double) -> String? {
        guard best > 0, best.isFinite, score.isFinite else { return nil }
        let share = min(max(score / best, 0), 1) * 100
        let percent = Int(share.rounded())
        if percent == 0, share > 0 { return "<1%" }
        return "\(percent)%"
    }
}

extension String {
    /// The string with spaces before it up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
