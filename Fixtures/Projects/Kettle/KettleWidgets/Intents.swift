import ActivityKit
import AppIntents

/// Starts a brew from Control Center. A LiveActivityIntent runs in the app's process, so the app target
/// must compile it too; this file belongs to the extension only.
struct StartBrewIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start brew"
    func perform() async throws -> some IntentResult { .result() }
}

struct PauseBrewIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause brew"
    func perform() async throws -> some IntentResult { .result() }
}
