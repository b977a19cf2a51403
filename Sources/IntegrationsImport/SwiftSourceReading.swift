public import IntegrationsCore

/// Reads an app's Swift sources for the importer: parses them, never compiles or runs them.
///
/// The toolkit's reader is `SwiftSyntaxSourceReader` (module `IntegrationsSwiftSources`, trait
/// `SwiftSources`), on swift-syntax. The importer works without one: it then reads the project's
/// property lists, entitlements, build settings and SiriKit definitions only, and says so in a note.
public protocol SwiftSourceReading: Sendable {
    /// What `files` declare and use. A file that does not parse is a note; the others are read.
    ///
    /// - Parameter files: Each file's path relative to the imported folder, and its text.
    func read(_ files: [SwiftSourceFile]) -> SwiftSourceFacts
}

/// A Swift source to read.
public struct SwiftSourceFile: Sendable, Codable {
    /// The path relative to the imported folder.
    public var path: String
    /// The text.
    public var text: String

    /// Creates a source.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A value found in the sources, and where (`relative/path:line`).
public struct SourceValue: Sendable, Hashable, Codable {
    /// The value.
    public var value: String
    /// Where.
    public var source: String
    /// Why the value may not be what the app uses at run time; `nil` when it is a literal or resolved and
    /// reached unconditionally. A check concludes at most a warning from an uncertain value.
    public var uncertainty: Uncertainty?

    /// Creates a found value.
    public init(_ value: String, source: String, uncertainty: Uncertainty? = nil) {
        self.value = value
        self.source = source
        self.uncertainty = uncertainty
    }
}

/// Why a value found in a project may not be the one the app uses: the reason a check gives when it
/// reports a warning instead of an error.
///
/// The detail is code or a setting as written (`#if DEBUG`, `bundleID`), the same in every language.
public struct Uncertainty: Sendable, Hashable, Codable {
    /// What makes the value uncertain.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// It is reached only under a condition (`#if`, `if #available`, an `if` or `switch` branch).
        case condition
        /// Part of it is built from something that is not a literal and was not resolved.
        case unresolved
        /// It is in a file no target of the project compiles.
        case notCompiled
        /// Only an extension creates it (an Intents extension hands an activity to the app with
        /// `continueInApp`): the app itself does not offer it.
        case extensionOnly
        /// The app creates it only in files another target (a watch app's extension, another app) compiles
        /// too: which target's code calls the code that creates it is not read.
        case sharedFile
    }

    /// What makes the value uncertain.
    public var kind: Kind
    /// The condition, the unresolved name, or the file, as written.
    public var detail: String

    /// Creates an uncertainty.
    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// The reason in words, for a diagnostic's message: "under `#if DEBUG`".
    public var reason: LocalizedText {
        let shown = TerminalText.shortLine(detail)
        switch kind {
        case .condition: return LocalizedText(ja: "条件 `\(shown)` の下でだけ使われます", en: "it is used only under `\(shown)`")
        case .unresolved: return LocalizedText(ja: "`\(shown)` の値が分からないまま作られています", en: "it is built from `\(shown)`, whose value is not known")
        case .notCompiled: return LocalizedText(ja: "どのターゲットもコンパイルしないファイル \(shown) にあります", en: "it is in \(shown), which no target compiles")
        case .extensionOnly:
            return LocalizedText(
                ja: "作っているのは機能拡張 \(shown) だけで、アプリ自身ではありません（Intents 拡張が continueInApp でアプリに渡すアクティビティなど）",
                en: "only the extension \(shown) creates it, not the app (an Intents extension hands such an activity to the app with continueInApp)")
        case .sharedFile:
            return LocalizedText(
                ja: "アプリがほかのターゲットと共有するファイル \(shown) で作られています。どのターゲットのコードがこれを作るのかは読んでいません",
                en: "it is created in \(shown), a file the app shares with another target: which target's code creates it is not read")
        }
    }
}

/// What a ``SwiftSourceReading`` found. Its JSON form (for a reader in another process, see
/// ``SwiftSourceReaderProcess``) keeps both languages of every note.
public struct SwiftSourceFacts: Sendable, Codable, Equatable {
    /// App Intents.
    public var intents: [ImportReport.Intent] = []
    /// The names of types conforming to `AppEntity` or `AppEnum`: what an App Shortcut's phrase may name.
    public var entityTypes: Set<String> = []
    /// The cases of each `AppEnum`, by type name.
    public var enumCases: [String: [String]] = [:]
    /// App Shortcuts.
    public var appShortcuts: [ImportReport.AppShortcut] = []
    /// Widgets and controls.
    public var widgets: [ImportReport.Widget] = []
    /// Notification categories created in code (``ImportReport/NotificationCategory/registered`` set when
    /// a `setNotificationCategories` call names them).
    public var notificationCategories: [ImportReport.NotificationCategory] = []
    /// Category identifiers the code compares a notification's `categoryIdentifier` with.
    public var handledCategories: [SourceValue] = []
    /// Action identifiers the code compares a response's `actionIdentifier` with.
    public var handledActions: [SourceValue] = []
    /// Every notification action created, in a category or not.
    public var createdActions: [SourceValue] = []
    /// Activity types created (`NSUserActivity(activityType:)`, `.userActivity(_:)`).
    public var createdActivities: [SourceValue] = []
    /// `webpageURL` hosts set near a created activity, by activity type.
    public var webpageHosts: [String: [SourceValue]] = [:]
    /// The `isEligibleFor…` flags set to `true` near a created activity, by activity type (`handoff`,
    /// `search`, `prediction`, `publicIndexing`).
    public var eligibility: [String: Set<String>] = [:]
    /// Activity types continued (`onContinueUserActivity(_:)`, `activityType ==`).
    public var handledActivities: [SourceValue] = []
    /// The `isEligibleFor…` flags set to `false` on a created activity, by activity type.
    public var disabledEligibility: [String: Set<String>] = [:]
    /// SiriKit intents the code handles: an `XIntentHandling` conformance, `handle(intent: XIntent…)`.
    public var siriKitHandlers: [SourceValue] = []
    /// SiriKit intent classes the code creates (`XIntent()`).
    public var createdIntents: [SourceValue] = []
    /// URLs produced or opened.
    public var urls: [ImportReport.ProducedURL] = []
    /// The code that receives the URLs that open the app (`onOpenURL`, `application(_:open:options:)`,
    /// `scene(_:openURLContexts:)`) and the schemes each accepts.
    public var urlHandlers: [ImportReport.URLHandler] = []
    /// The actions a notification content extension gives its categories at display time
    /// (`extensionContext?.notificationActions = […]`).
    public var contentExtensionActions: [ContentExtensionActions] = []
    /// Background tasks the code registers (`BGTaskScheduler.shared.register(forTaskWithIdentifier:…)`,
    /// SwiftUI's `.backgroundTask(.appRefresh(_:))`) and requests (`BGAppRefreshTaskRequest(identifier:)`,
    /// `BGProcessingTaskRequest(identifier:)`).
    public var backgroundTaskUses: [ImportReport.BackgroundTaskUse] = []
    /// Live Activities: each `ActivityAttributes` type with its fields, where it is started, updated and
    /// ended, and the widgets that present it (gathered over every file by the reader).
    public var liveActivities: [ImportReport.LiveActivity] = []
    /// Where the code reads `frequentPushesEnabled`.
    public var frequentPushesReadAt: [String] = []
    /// Quick action types the code creates (`UIApplicationShortcutItem(type:…)`) and handles (a shortcut
    /// item's `type` compared), and where it receives a chosen quick action.
    public var quickActionUses: [ImportReport.QuickActionUse] = []
    /// Where the code receives a chosen quick action, and its `UIWindowSceneDelegate` conformances.
    public var quickActionEntryPoints = ImportReport.QuickActionEntryPoints()
    /// The App Intents controls and interactive widgets run (`ControlWidgetButton(action:)`, `Button(intent:)`…).
    public var intentUses: [ImportReport.IntentUse] = []
    /// App entities offered to Spotlight (`IndexedEntity`, `indexAppEntities(`, `CSSearchableItem(appEntity:)`).
    public var spotlightEntities: [ImportReport.SpotlightEntity] = []
    /// The intents that conform to `LiveActivityIntent` (the system performs them in the app's process).
    public var liveActivityIntents: Set<String> = []
    /// Type names the sources declare (any struct, class, enum or actor): SiriKit intent classes written
    /// by hand are found here.
    public var declaredTypes: Set<String> = []
    /// What the sources build from values that are not constants (``ImportReport/unreadKinds``).
    public var unreadKinds: Set<String> = []
    /// What could not be read.
    public var notes: [Diagnostic] = []
    /// How many files were read.
    public var filesRead = 0
    /// The files not read at all (over a limit, the reader crashed on them or could not run), each with why.
    public var unread: [UnreadSwiftSource] = []
    /// The comments that may be inline suppressions (``SwiftSourceComment``) of every file read, by path: a
    /// file read with none has an empty list. As swift-syntax's trivia has them, so that a string or regular
    /// expression literal that holds `//` is never taken for one.
    public var comments: [String: [SwiftSourceComment]] = [:]
    /// The columns of what was read, by place (`path:line`): one ``SourceRegion`` for each place the reader
    /// read at one span of a line (``ImportReport/regions``).
    public var regions: [String: SourceRegion] = [:]

    /// Nothing found.
    public init() {}

    private enum Keys: String, CodingKey {
        case intents, entityTypes, enumCases, appShortcuts, widgets, notificationCategories, handledCategories, handledActions
        case createdActions, createdActivities, webpageHosts, eligibility, handledActivities, urls, declaredTypes, unreadKinds
        case notes, filesRead, urlHandlers, contentExtensionActions
        case disabledEligibility, siriKitHandlers, createdIntents, backgroundTaskUses, quickActionUses, quickActionEntryPoints
        case intentUses, spotlightEntities, liveActivityIntents
        case liveActivities, frequentPushesReadAt
        case unread, comments, regions
    }

    /// A note with both languages (the import report's JSON writes one).
    private struct BilingualNote: Codable {
        var code: Diagnostic.Code
        var source: String
        var message: LocalizedText
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        intents = try container.decode([ImportReport.Intent].self, forKey: .intents)
        entityTypes = try container.decode(Set<String>.self, forKey: .entityTypes)
        enumCases = try container.decode([String: [String]].self, forKey: .enumCases)
        appShortcuts = try container.decode([ImportReport.AppShortcut].self, forKey: .appShortcuts)
        widgets = try container.decode([ImportReport.Widget].self, forKey: .widgets)
        notificationCategories = try container.decode([ImportReport.NotificationCategory].self, forKey: .notificationCategories)
        handledCategories = try container.decode([SourceValue].self, forKey: .handledCategories)
        handledActions = try container.decode([SourceValue].self, forKey: .handledActions)
        createdActions = try container.decode([SourceValue].self, forKey: .createdActions)
        createdActivities = try container.decode([SourceValue].self, forKey: .createdActivities)
        webpageHosts = try container.decode([String: [SourceValue]].self, forKey: .webpageHosts)
        eligibility = try container.decode([String: Set<String>].self, forKey: .eligibility)
        handledActivities = try container.decode([SourceValue].self, forKey: .handledActivities)
        urls = try container.decode([ImportReport.ProducedURL].self, forKey: .urls)
        urlHandlers = try container.decodeIfPresent([ImportReport.URLHandler].self, forKey: .urlHandlers) ?? []
        contentExtensionActions = try container.decodeIfPresent([ContentExtensionActions].self, forKey: .contentExtensionActions) ?? []
        disabledEligibility = try container.decodeIfPresent([String: Set<String>].self, forKey: .disabledEligibility) ?? [:]
        siriKitHandlers = try container.decodeIfPresent([SourceValue].self, forKey: .siriKitHandlers) ?? []
        createdIntents = try container.decodeIfPresent([SourceValue].self, forKey: .createdIntents) ?? []
        backgroundTaskUses = try container.decodeIfPresent([ImportReport.BackgroundTaskUse].self, forKey: .backgroundTaskUses) ?? []
        liveActivities = try container.decodeIfPresent([ImportReport.LiveActivity].self, forKey: .liveActivities) ?? []
        frequentPushesReadAt = try container.decodeIfPresent([String].self, forKey: .frequentPushesReadAt) ?? []
        quickActionUses = try container.decodeIfPresent([ImportReport.QuickActionUse].self, forKey: .quickActionUses) ?? []
        quickActionEntryPoints = try container.decodeIfPresent(ImportReport.QuickActionEntryPoints.self, forKey: .quickActionEntryPoints) ?? .init()
        intentUses = try container.decodeIfPresent([ImportReport.IntentUse].self, forKey: .intentUses) ?? []
        spotlightEntities = try container.decodeIfPresent([ImportReport.SpotlightEntity].self, forKey: .spotlightEntities) ?? []
        liveActivityIntents = try container.decodeIfPresent(Set<String>.self, forKey: .liveActivityIntents) ?? []
        declaredTypes = try container.decode(Set<String>.self, forKey: .declaredTypes)
        unreadKinds = try container.decode(Set<String>.self, forKey: .unreadKinds)
        notes = try container.decode([BilingualNote].self, forKey: .notes).map { .importNote($0.code, $0.source, $0.message) }
        filesRead = try container.decode(Int.self, forKey: .filesRead)
        unread = try container.decodeIfPresent([UnreadSwiftSource].self, forKey: .unread) ?? []
        comments = try container.decodeIfPresent([String: [SwiftSourceComment]].self, forKey: .comments) ?? [:]
        regions = try container.decodeIfPresent([String: SourceRegion].self, forKey: .regions) ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(intents, forKey: .intents)
        try container.encode(entityTypes.sorted(), forKey: .entityTypes)
        try container.encode(enumCases, forKey: .enumCases)
        try container.encode(appShortcuts, forKey: .appShortcuts)
        try container.encode(widgets, forKey: .widgets)
        try container.encode(notificationCategories, forKey: .notificationCategories)
        try container.encode(handledCategories, forKey: .handledCategories)
        try container.encode(handledActions, forKey: .handledActions)
        try container.encode(createdActions, forKey: .createdActions)
        try container.encode(createdActivities, forKey: .createdActivities)
        try container.encode(webpageHosts, forKey: .webpageHosts)
        try container.encode(eligibility.mapValues { $0.sorted() }, forKey: .eligibility)
        try container.encode(handledActivities, forKey: .handledActivities)
        try container.encode(urls, forKey: .urls)
        try container.encode(urlHandlers, forKey: .urlHandlers)
        try container.encode(contentExtensionActions, forKey: .contentExtensionActions)
        try container.encode(disabledEligibility.mapValues { $0.sorted() }, forKey: .disabledEligibility)
        try container.encode(siriKitHandlers, forKey: .siriKitHandlers)
        try container.encode(createdIntents, forKey: .createdIntents)
        try container.encode(backgroundTaskUses, forKey: .backgroundTaskUses)
        try container.encode(liveActivities, forKey: .liveActivities)
        try container.encode(frequentPushesReadAt, forKey: .frequentPushesReadAt)
        try container.encode(quickActionUses, forKey: .quickActionUses)
        try container.encode(quickActionEntryPoints, forKey: .quickActionEntryPoints)
        try container.encode(intentUses, forKey: .intentUses)
        try container.encode(spotlightEntities, forKey: .spotlightEntities)
        try container.encode(liveActivityIntents.sorted(), forKey: .liveActivityIntents)
        try container.encode(declaredTypes.sorted(), forKey: .declaredTypes)
        try container.encode(unreadKinds.sorted(), forKey: .unreadKinds)
        try container.encode(notes.map { BilingualNote(code: $0.code, source: $0.source, message: $0.message) }, forKey: .notes)
        try container.encode(filesRead, forKey: .filesRead)
        try container.encode(unread, forKey: .unread)
        try container.encode(comments, forKey: .comments)
        try container.encode(regions, forKey: .regions)
    }
}

/// A Swift source the import did not read at all, and why: over one of the reader's limits or the
/// importer's size limit, not a regular file, leading outside the project, the reader crashed on it, or no
/// reader could run. The import's notes say the same; a check reports each (`project.swiftSourceUnread`).
public struct UnreadSwiftSource: Sendable, Hashable, Codable {
    /// The path relative to the imported folder.
    public var path: String
    /// The line the reason is about (1 when it is about the whole file).
    public var line: Int
    /// The import note's code: ``Diagnostic/Code/importOverLimit``, ``Diagnostic/Code/importReaderFailed``,
    /// ``Diagnostic/Code/importFileSkipped`` or ``Diagnostic/Code/importOutsideProject``.
    public var code: Diagnostic.Code
    /// Why, in words.
    public var reason: LocalizedText

    /// Creates an unread source.
    public init(path: String, line: Int = 1, code: Diagnostic.Code, reason: LocalizedText) {
        self.path = path
        self.line = line
        self.code = code
        self.reason = reason
    }

    /// Whether the reader itself failed on the file (it crashed, or could not run), rather than the file
    /// being past a limit or not a file to read.
    public var readerFailed: Bool { code == .importReaderFailed }
}

/// A `//` comment of a Swift source whose text starts with `integrations:` (after white space): what an
/// inline suppression is written in. Found in swift-syntax's trivia, so never inside a string or regular
/// expression literal.
public struct SwiftSourceComment: Sendable, Hashable, Codable {
    /// The prefix a comment's text starts with to be kept.
    public static let prefix = "integrations:"
    /// The most Unicode scalars of a comment's text kept: a suppression is far shorter.
    public static let textLimit = 4096

    /// The line, from 1.
    public var line: Int
    /// The column of the first `/`, from 1, in Unicode scalars.
    public var column: Int
    /// The text after `//`, at most ``textLimit`` scalars.
    public var text: String

    /// Creates a comment.
    public init(line: Int, column: Int, text: String) {
        self.line = line
        self.column = column
        self.text = text
    }

    /// Whether a comment whose text after `//` is `text` is kept.
    public static func keeps(_ text: Substring) -> Bool {
        text.drop { $0.isWhitespace }.hasPrefix(prefix)
    }
}
