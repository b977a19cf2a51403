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
public struct SwiftSourceFile: Sendable {
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

    /// Creates a found value.
    public init(_ value: String, source: String) {
        self.value = value
        self.source = source
    }
}

/// What a ``SwiftSourceReading`` found.
public struct SwiftSourceFacts: Sendable {
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
    /// URLs produced or opened.
    public var urls: [ImportReport.ProducedURL] = []
    /// Type names the sources declare (any struct, class, enum or actor): SiriKit intent classes written
    /// by hand are found here.
    public var declaredTypes: Set<String> = []
    /// What the sources build from values that are not constants (``ImportReport/unreadKinds``).
    public var unreadKinds: Set<String> = []
    /// What could not be read.
    public var notes: [ImportReport.Note] = []
    /// How many files were read.
    public var filesRead = 0

    /// Nothing found.
    public init() {}
}
