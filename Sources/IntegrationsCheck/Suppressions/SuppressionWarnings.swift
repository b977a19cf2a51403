public import IntegrationsCore

/// The warnings inline suppressions report about themselves, each at the comment's line and column.
public enum SuppressionWarnings {
    /// A suppression, or some of its codes, that suppressed nothing (SwiftLint's
    /// `superfluous_disable_command`).
    public static let unused: Diagnostic.Code = "suppression.unused"
    /// A suppression naming a code no rule has.
    public static let unknownCode: Diagnostic.Code = "suppression.unknownCode"
    /// A comment that starts with `integrations:` but is not a suppression (`integrations:disable:nxt`).
    public static let invalid: Diagnostic.Code = "suppression.invalid"

    /// The three codes.
    public static let codes: [Diagnostic.Code] = [invalid, unknownCode, unused]

    /// The most unknown codes in one check that get the nearest valid code: each is a search over every
    /// rule's code, so thousands of unknown codes in hostile comments would cost minutes. Past it, the
    /// warning says the limit was reached instead.
    public static let suggestionLimit = 20

    /// What an unknown code's warning suggests.
    enum Suggestion {
        /// The nearest valid code.
        case code(String)
        /// None is near.
        case none
        /// Not looked for: ``suggestionLimit`` codes were already.
        case overLimit
    }

    /// `codes` (none of which suppressed anything) of a comment in `file` at `line` and `column`; `whole`
    /// when they are all the comment's codes, so the comment can go.
    static func unused(_ codes: [String], whole: Bool, file: String, line: Int, column: Int) -> Diagnostic {
        let ja = codes.map { "「\($0)」" }.joined(), en = codes.map { "\"\($0)\"" }.joined(separator: ", ")
        let message = whole
            ? LocalizedText(ja: "\(ja)の抑止は何も抑止していないため、このコメントは取り除けます", en: "the suppression of \(en) suppresses nothing; the comment can be removed")
            : LocalizedText(
                ja: "この抑止コメントの\(ja)は何も抑止していないため、コメントから取り除けます",
                en: "\(en) in this suppression \(codes.count == 1 ? "suppresses" : "suppress") nothing and can be removed from the comment")
        return Diagnostic(unused, .warning, message, file: file, line: line, column: column)
    }

    /// `code`, which no rule has, in a comment in `file` at `line` and `column`; `suggestion` is the valid
    /// code nearest to it, none, or that the check looked for no more.
    static func unknownCode(_ code: String, suggestion: Suggestion, file: String, line: Int, column: Int) -> Diagnostic {
        let code = shown(code)
        let fix: LocalizedText? = switch suggestion {
        case .code(let nearest): LocalizedText.didYouMean(nearest)
        case .none: nil
        case .overLimit:
            LocalizedText(
                ja: "近いコードを探すのは1回のチェックで\(suggestionLimit)件までです",
                en: "nearest codes are looked for up to \(suggestionLimit) unknown codes a check")
        }
        return Diagnostic(
            unknownCode, .warning,
            LocalizedText(ja: "抑止コメントのコード「\(code)」はどのルールのコードでもないため、何も抑止しません", en: "the suppression names \"\(code)\", which is no rule's code, so it suppresses nothing"),
            file: file, line: line, column: column, suggestion: fix)
    }

    /// A comment in `file` at `line` and `column` that starts with `integrations:` but is not a
    /// suppression, for `problem`.
    static func invalid(_ problem: SuppressionCommand.Problem, file: String, line: Int, column: Int) -> Diagnostic {
        let message: LocalizedText
        var nearest: String?
        switch problem {
        case .unknownAction(let word):
            let written = shown("integrations:" + word)
            message = LocalizedText(
                ja: "「\(written)」は抑止コメントとして読めません（integrations:disable か integrations:enable が必要です）",
                en: "\"\(written)\" is not a suppression: expected integrations:disable or integrations:enable")
            nearest = ManifestKeys.nearest(to: String(word.prefix { $0 != ":" }), in: ["disable", "enable"]).map { "integrations:" + $0 }
        case .unknownScope(let action, let word):
            let written = shown("integrations:\(action.rawValue):" + word)
            message = LocalizedText(
                ja: "「\(written)」は抑止コメントとして読めません（\(action.rawValue): の後には next、this、previous のどれかが必要です）",
                en: "\"\(written)\" is not a suppression: expected next, this or previous after \(action.rawValue):")
            nearest = word.isEmpty ? nil : ManifestKeys.nearest(to: word, in: ["next", "this", "previous"]).map { "integrations:\(action.rawValue):" + $0 }
        case .noCodes(let action, let scope):
            let written = "integrations:" + action.rawValue + (scope == .region ? "" : ":" + scope.rawValue)
            message = LocalizedText(
                ja: "「\(written)」にルールのコードがありません（抑止するコードか all を続けて書いてください）",
                en: "\"\(written)\" names no rule: write the codes it is for, or all, after it")
        }
        return Diagnostic(
            invalid, .warning, message, file: file, line: line, column: column,
            suggestion: nearest.map(LocalizedText.didYouMean))
    }

    /// A word from a comment as a message quotes it: at most 60 characters.
    private static func shown(_ word: String) -> String {
        word.count <= 60 ? word : word.prefix(59) + "…"
    }
}
