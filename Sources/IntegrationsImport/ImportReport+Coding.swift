import Foundation
import IntegrationsCore

/// The report as `integrations import --json` writes it (Docs/JSON.md): the keys of its properties, a key
/// without a value left out, and each note as `{"code", "message", "source"}` with the message in one
/// language, the encoder's ``ImportReport/languageKey`` (English by default).
extension ImportReport: Codable {
    private enum Keys: String, CodingKey {
        case target, extensions, app, intents, appShortcuts, widgets, notificationCategories, activityTypes, urls
        case urlHandlers, intentClasses, siriKitHandlers, createdIntents, backgroundTasks, liveActivities, frequentPushesReadAt, quickActions, quickActionEntryPoints, intentUses, spotlightEntities, invalidURLSchemes, handledCategories, handledActions
        case createdActions, entityTypes, enumCases, declaredTypes, unreadKinds, files, notes, points
    }

    /// A note as the document writes it: its code, its place, its message in one language.
    private struct WrittenNote: Codable {
        var code: Diagnostic.Code
        var message: String
        var source: String
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init()
        target = try container.decodeIfPresent(TargetChoice.self, forKey: .target)
        extensions = try container.decodeIfPresent([Extension].self, forKey: .extensions)
        app = try container.decode(AppFacts.self, forKey: .app)
        intents = try container.decode([Intent].self, forKey: .intents)
        appShortcuts = try container.decode([AppShortcut].self, forKey: .appShortcuts)
        widgets = try container.decode([Widget].self, forKey: .widgets)
        notificationCategories = try container.decode([NotificationCategory].self, forKey: .notificationCategories)
        activityTypes = try container.decode([ActivityType].self, forKey: .activityTypes)
        urls = try container.decode([ProducedURL].self, forKey: .urls)
        urlHandlers = try container.decodeIfPresent([URLHandler].self, forKey: .urlHandlers)
        intentClasses = try container.decode([IntentClass].self, forKey: .intentClasses)
        siriKitHandlers = try container.decodeIfPresent([SourceValue].self, forKey: .siriKitHandlers)
        createdIntents = try container.decodeIfPresent([String].self, forKey: .createdIntents)
        backgroundTasks = try container.decodeIfPresent([BackgroundTask].self, forKey: .backgroundTasks)
        liveActivities = try container.decodeIfPresent([LiveActivity].self, forKey: .liveActivities)
        frequentPushesReadAt = try container.decodeIfPresent([String].self, forKey: .frequentPushesReadAt)
        invalidURLSchemes = try container.decodeIfPresent([SourceValue].self, forKey: .invalidURLSchemes)
        quickActions = try container.decodeIfPresent([QuickAction].self, forKey: .quickActions)
        quickActionEntryPoints = try container.decodeIfPresent(QuickActionEntryPoints.self, forKey: .quickActionEntryPoints)
        intentUses = try container.decodeIfPresent([IntentUse].self, forKey: .intentUses)
        spotlightEntities = try container.decodeIfPresent([SpotlightEntity].self, forKey: .spotlightEntities)
        handledCategories = try container.decode([SourceValue].self, forKey: .handledCategories)
        handledActions = try container.decode([SourceValue].self, forKey: .handledActions)
        createdActions = try container.decode([SourceValue].self, forKey: .createdActions)
        entityTypes = try container.decode([String].self, forKey: .entityTypes)
        enumCases = try container.decode([String: [String]].self, forKey: .enumCases)
        declaredTypes = try container.decode([String].self, forKey: .declaredTypes)
        unreadKinds = try container.decode([String].self, forKey: .unreadKinds)
        files = try container.decode(FileCounts.self, forKey: .files)
        pointFacts = try container.decodeIfPresent([String: [JSONValue]].self, forKey: .points) ?? [:]
        // The document has one language: the note gets it as both.
        notes = try container.decode([WrittenNote].self, forKey: .notes).map {
            .importNote($0.code, $0.source, LocalizedText(ja: $0.message, en: $0.message))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(target, forKey: .target)
        try container.encodeIfPresent(extensions, forKey: .extensions)
        try container.encode(app, forKey: .app)
        try container.encode(intents, forKey: .intents)
        try container.encode(appShortcuts, forKey: .appShortcuts)
        try container.encode(widgets, forKey: .widgets)
        try container.encode(notificationCategories, forKey: .notificationCategories)
        try container.encode(activityTypes, forKey: .activityTypes)
        try container.encode(urls, forKey: .urls)
        try container.encodeIfPresent(urlHandlers, forKey: .urlHandlers)
        try container.encode(intentClasses, forKey: .intentClasses)
        try container.encodeIfPresent(siriKitHandlers, forKey: .siriKitHandlers)
        try container.encodeIfPresent(createdIntents, forKey: .createdIntents)
        try container.encodeIfPresent(backgroundTasks, forKey: .backgroundTasks)
        try container.encodeIfPresent(liveActivities, forKey: .liveActivities)
        try container.encodeIfPresent(frequentPushesReadAt, forKey: .frequentPushesReadAt)
        try container.encodeIfPresent(quickActions, forKey: .quickActions)
        try container.encodeIfPresent(quickActionEntryPoints, forKey: .quickActionEntryPoints)
        try container.encodeIfPresent(intentUses, forKey: .intentUses)
        try container.encodeIfPresent(spotlightEntities, forKey: .spotlightEntities)
        try container.encodeIfPresent(invalidURLSchemes, forKey: .invalidURLSchemes)
        try container.encode(handledCategories, forKey: .handledCategories)
        try container.encode(handledActions, forKey: .handledActions)
        try container.encode(createdActions, forKey: .createdActions)
        try container.encode(entityTypes, forKey: .entityTypes)
        try container.encode(enumCases, forKey: .enumCases)
        try container.encode(declaredTypes, forKey: .declaredTypes)
        try container.encode(unreadKinds, forKey: .unreadKinds)
        try container.encode(files, forKey: .files)
        if !pointFacts.isEmpty { try container.encode(pointFacts, forKey: .points) }
        let language = encoder.userInfo[ImportReport.languageKey] as? Language ?? .en
        try container.encode(notes.map { WrittenNote(code: $0.code, message: $0.message[language], source: $0.source) }, forKey: .notes)
    }
}
