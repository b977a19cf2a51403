import ActivityKit
import AppIntents

/// Compiled by the widget extension only: the system performs a LiveActivityIntent in the app's process.
struct StartAwayModeIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start Away Mode"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

/// Compiled by the widget extension only.
struct DimLightIntent: AppIntent {
    static let title: LocalizedStringResource = "Dim the Light"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
