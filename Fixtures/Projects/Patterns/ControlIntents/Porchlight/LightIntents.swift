import AppIntents

/// Compiled by the app and by the widget extension (project.yml lists this file in both).
struct ToggleLightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Porch Light"

    @Parameter(title: "On")
    var value: Bool

    func perform() async throws -> some IntentResult {
        await LightController.shared.set(on: value)
        return .result()
    }
}
