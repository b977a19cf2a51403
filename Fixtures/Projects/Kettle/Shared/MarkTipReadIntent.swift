import AppIntents

/// Compiled by both targets, as an interactive widget's intent should be.
struct MarkTipReadIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Mark tip read"
    @Parameter(title: "Read") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}
