import AppIntents

// Conformances added in other files: each adds to the intent, none declares a second one.
extension OpenChatIntent: ForegroundContinuableIntent {}

extension ChatWidgetIntent: WidgetConfigurationIntent {}
