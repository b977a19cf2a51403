import AppIntents

/// Phrase lists shared by the shortcuts and the app's onboarding screen.
enum KettlePhrases {
    static let log: [AppShortcutPhrase<LogCupIntent>] = [
        "Log a cup in \(.applicationName)",
        "Add tea to \(.applicationName)",
    ]
}
