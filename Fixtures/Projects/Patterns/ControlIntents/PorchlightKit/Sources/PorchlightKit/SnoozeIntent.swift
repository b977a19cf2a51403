import AppIntents

/// In a local package, which both the app and the widget extension link.
public struct SnoozeIntent: LiveActivityIntent {
    public static let title: LocalizedStringResource = "Snooze the Light"

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
