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
        // `baseline.*` and `config.*` rules go here, when the baseline or the configuration reports a
        // diagnostic of its own.
    ]
}
