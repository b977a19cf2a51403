import AppIntents

struct StartSteepIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Steeping"
    func perform() async throws -> some IntentResult { .result() }
}

struct LogCupIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a Cup"
    func perform() async throws -> some IntentResult { .result() }
}

struct StopTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop the Timer"
    func perform() async throws -> some IntentResult { .result() }
}

struct SetStrengthIntent: AppIntent {
    static let title: LocalizedStringResource = "Set the Strength"

    @Parameter(title: "Strength")
    var strength: Int

    init() {}

    func perform() async throws -> some IntentResult { .result() }
}
