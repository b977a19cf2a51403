public import IntegrationsCore

/// What every search snippet and every predicate syntax error must hold, checked alike by the tests and
/// the fuzz targets.
public enum OutputInvariants {
    /// How the English message of a predicate syntax error begins.
    public static let syntaxErrorPrefix = "The search query has an error at column"

    /// Why `snippet`'s highlights are wrong — empty, out of order, past the snippet's UTF-16 length, or
    /// starting or ending inside a surrogate pair; `nil` when they are right.
    public static func highlightProblem(_ snippet: Snippet) -> String? {
        let utf16 = Array(snippet.text.utf16)
        var end = 0
        for highlight in snippet.highlights {
            guard highlight.start >= end, highlight.length > 0, highlight.start + highlight.length <= utf16.count else {
                return "highlight \(highlight) is empty, out of order or outside a snippet of \(utf16.count) UTF-16 units"
            }
            for offset in [highlight.start, highlight.start + highlight.length] where offset < utf16.count && UTF16.isTrailSurrogate(utf16[offset]) {
                return "highlight \(highlight) splits a surrogate pair"
            }
            end = highlight.start + highlight.length
        }
        return nil
    }

    /// Why a predicate syntax error's message lacks its shape — four lines: what was wrong, the query's
    /// excerpt, the caret line (spaces and `^`), the fix, the excerpt and caret lines at most 78 columns;
    /// `nil` when it has it.
    public static func excerptProblem(_ message: String) -> String? {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 4 else { return "the message has \(lines.count) lines, not 4" }
        guard lines[1...2].allSatisfy({ TerminalText.columns(String($0)) <= 78 }) else { return "the excerpt is wider than 78 columns" }
        guard lines[2].hasSuffix("^"), lines[2].dropLast().allSatisfy({ $0 == " " }) else { return "the third line is not a caret line" }
        return nil
    }
}
