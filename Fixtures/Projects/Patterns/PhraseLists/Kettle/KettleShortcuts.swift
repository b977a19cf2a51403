import AppIntents

struct KettleShortcuts: AppShortcutsProvider {
    /// The steeping phrases; the last one forgot the app's name.
    static let steepPhrases: [AppShortcutPhrase<StartSteepIntent>] = [
        "Start steeping in \(.applicationName)",
        AppShortcutPhrase("Brew tea with \(.applicationName)"),
        "Start my tea",
    ]

    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StartSteepIntent(), phrases: steepPhrases, shortTitle: "Steep", systemImageName: "cup.and.saucer")
        AppShortcut(intent: LogCupIntent(), phrases: KettlePhrases.log, shortTitle: "Log", systemImageName: "plus")
        AppShortcut(intent: StopTimerIntent(), phrases: Self.stopPhrases(), shortTitle: "Stop", systemImageName: "stop")
        // The intent made with a parameter set, in a closure called at once.
        AppShortcut(intent: {
            var intent = SetStrengthIntent()
            intent.strength = 3
            return intent
        }(), phrases: ["Make it strong in \(.applicationName)"], shortTitle: "Strong", systemImageName: "flame")
    }

    static func stopPhrases() -> [AppShortcutPhrase<StopTimerIntent>] {
        ["Stop the \(.applicationName) timer"]
    }
}
