import IntegrationsCore

extension CheckRules {
    /// The codes of the check's own tools rather than of an app's files: inline suppressions, and the
    /// place for a baseline's or a configuration's (`baseline.*`, `config.*`) when they report one.
    static let toolRules: [CheckRule] = [
        CheckRule(
            "suppression.unused", .warning, .codes,
            title: ("何も抑止しない抑止コメント", "Suppression that suppresses nothing"),
            description: ("integrations:disable のコメントが、その範囲で何も抑止していません。問題が直ったか、コードか範囲が違います。",
                          "An integrations:disable comment suppresses nothing where it applies: the problem is gone, or the code or the range is wrong."),
            help: ("コメントを取り除くか、コードと範囲を直してください。", "Remove the comment, or correct its code or range.")),
        CheckRule(
            "suppression.unknownCode", .warning, .codes,
            title: ("抑止コメントの不明なコード", "Unknown code in a suppression"),
            description: ("integrations:disable か integrations:enable のコメントが、どのルールのものでもないコードを挙げています。書き間違いなら、意図した問題は抑止されません。",
                          "An integrations:disable or integrations:enable comment names a code no rule has: misspelt, it suppresses nothing it was meant to."),
            help: ("コードの綴りを直すか（メッセージが最も近いコードを示します）、取り除いてください。", "Correct the code (the message names the nearest valid one) or remove it.")),
        CheckRule(
            "suppression.invalid", .warning, .codes,
            title: ("抑止コメントとして読めないコメント", "Comment that is not a valid suppression"),
            description: ("integrations: で始まるコメントが、disable か enable、:next、:this、:previous とコードの形になっていないため、何も抑止しません。",
                          "A comment starting with integrations: is not of the form disable or enable, then :next, :this or :previous, then codes, so it suppresses nothing."),
            help: ("integrations:disable:next CODE の形に直してください（Docs/Check.md）。", "Write it as integrations:disable:next CODE (Docs/Check.md).")),
        CheckRule(
            "baseline.stale", .warning, .codes,
            title: ("なくなった問題が残るベースライン", "Baseline holds problems that are gone"),
            description: ("ベースラインに記録された問題のいくつかが、今日のチェックでは見つかりません。直ったか、行か文言が変わりました。記録に残ったままだと、同じ問題が戻っても報告されません。",
                          "Some problems the baseline records are not found by today's check: they were fixed, or their line or message changed. Left in the baseline, the same problem could come back unreported."),
            help: ("今日のチェックからベースラインを書き直してください。", "Write the baseline again from today's check.")),
        // `config.*` rules go here, when the configuration reports a diagnostic of its own.
    ]
}
