import AppIntents

struct OpenChatIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Chat"

    @Parameter(title: "Room")
    var room: String

    func perform() async throws -> some IntentResult { .result() }
}

struct ChatWidgetIntent: AppIntent {
    static let title: LocalizedStringResource = "Chat Widget"

    @Parameter(title: "Room")
    var room: String?
}
