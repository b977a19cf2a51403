public import IntegrationsCore

/// A problem the check found and does not report, and what set it aside: an inline suppression comment in
/// the checked file, or the team's configuration or baseline. A check keeps these
/// (``CheckOutcome/suppressed``) so that what a change to the comments or the configuration silences stays
/// visible: SARIF lists them as suppressed results (GitHub code scanning shows them as suppressed, not
/// absent), and the text and GitHub Actions reports end with how many there are.
///
/// ```swift
/// let outcome = try CheckEngine.run(request, policy: policy)
/// let byComments = outcome.suppressed.count { $0.origin == .comment }
/// ```
public struct SuppressedFinding: Sendable, Hashable {
    /// What set the problem aside.
    public enum Origin: String, Sendable, Hashable, CaseIterable {
        /// An `integrations:disable` comment in the checked file (``InlineSuppressions``).
        case comment
        /// The configuration: a disabled rule, or an excluded file (``CheckConfiguration``).
        case configuration
        /// The baseline holds it (``BaselineComparison``).
        case baseline
    }

    /// Where the suppression is written, as SARIF 2.1.0 names it (§3.35.2, `suppression.kind`).
    public enum Kind: String, Sendable, Hashable {
        /// In the analysed file itself: a suppression comment.
        case inSource
        /// Outside the analysed file: the configuration, a baseline.
        case external
    }

    /// The problem, as the check found it (before a configuration changed its severity).
    public var diagnostic: Diagnostic
    /// What set it aside.
    public var origin: Origin
    /// Why, as written or said: a comment's reason (the text after ` - `), or what in the configuration or
    /// the baseline covers it; `nil` when a comment gives no reason.
    public var justification: LocalizedText?

    /// Creates a suppressed problem.
    public init(_ diagnostic: Diagnostic, origin: Origin, justification: LocalizedText? = nil) {
        self.diagnostic = diagnostic
        self.origin = origin
        self.justification = justification
    }

    /// Where the suppression is written: in the file for a comment, else outside it.
    public var kind: Kind { origin == .comment ? .inSource : .external }

    /// The line the text and GitHub Actions reports end with when some problems were suppressed: how many,
    /// and how many by comments, by the configuration and by the baseline; `nil` when none was.
    ///
    /// ```text
    /// 3 problems suppressed: 2 by comments in the checked files, 1 by the configuration.
    /// ```
    public static func summary(_ suppressed: [SuppressedFinding]) -> LocalizedText? {
        guard !suppressed.isEmpty else { return nil }
        let count = { (origin: Origin) in suppressed.count { $0.origin == origin } }
        let comments = count(.comment), configuration = count(.configuration), baseline = count(.baseline)
        var ja = ["ファイル中のコメントで\(comments)件", "設定で\(configuration)件"]
        var en = ["\(comments) by comments in the checked files", "\(configuration) by the configuration"]
        if baseline > 0 {
            ja.append("ベースラインで\(baseline)件")
            en.append("\(baseline) by the baseline")
        }
        let total = suppressed.count
        return LocalizedText(
            ja: "抑止された問題が\(total)件あります（\(ja.joined(separator: "、"))）。",
            en: "\(total) problem\(total == 1 ? "" : "s") suppressed: \(en.dropLast().joined(separator: ", ")) and \(en[en.count - 1]).")
    }
}
