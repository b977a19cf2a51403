/// An error a user of the toolkit can act on: it names the input, says what was wrong and how to fix it,
/// in Japanese and English.
///
/// Errors are values of one type whose ``Kind`` can grow without breaking callers:
///
/// ```swift
/// throw IntegrationsError(.invalidManifest, LocalizedText(ja: "…", en: "…"))
/// ```
public struct IntegrationsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, coarsely: callers branch on it, people read ``message``.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private enum Value: String, Sendable, Hashable {
            case invalidManifest
            case invalidAppData
            case invalidItems
            case invalidQuery
            case storeUnavailable
            case storeLocked
            case storeCorrupt
            case storeMoved
            case storeForeign
            case storeFromNewerVersion
            case invalidRoute
            case invalidIntentRequest
            case invalidNotification
            case invalidActivity
            case invalidWidget
            case invalidTransfer
            case invalidBaseline
            case invalidBackgroundTask
            case invalidQuickAction
        }

        private let value: Value

        private init(_ value: Value) { self.value = value }

        /// The manifest (`integrations.json`) could not be read or does not describe a valid app.
        public static let invalidManifest = Kind(.invalidManifest)
        /// An entity record file beside the manifest could not be read or does not fit its domain.
        public static let invalidAppData = Kind(.invalidAppData)
        /// Items given to the index (for example JSON Lines) are malformed.
        public static let invalidItems = Kind(.invalidItems)
        /// A search query is malformed; the message points at the position.
        public static let invalidQuery = Kind(.invalidQuery)
        /// The store file cannot be created or opened.
        public static let storeUnavailable = Kind(.storeUnavailable)
        /// Another process holds the store's lock for longer than the busy timeout.
        public static let storeLocked = Kind(.storeLocked)
        /// The store file is not an SQLite database, or is damaged.
        public static let storeCorrupt = Kind(.storeCorrupt)
        /// The store was moved elsewhere (into the app's App Group container) and is no longer written.
        public static let storeMoved = Kind(.storeMoved)
        /// The file at the store's path is an SQLite database of another program: it is never opened for
        /// writing, migrated or moved.
        public static let storeForeign = Kind(.storeForeign)
        /// The store was written by a newer version of the toolkit (it names migrations this version does
        /// not know): it is neither read nor written.
        public static let storeFromNewerVersion = Kind(.storeFromNewerVersion)
        /// A route is unknown, or its URL cannot be built from the parameters given.
        public static let invalidRoute = Kind(.invalidRoute)
        /// An intent request names no declared intent or parameter, or gives a value of the wrong type.
        public static let invalidIntentRequest = Kind(.invalidIntentRequest)
        /// A notification trigger, request or response is malformed, or names what does not exist.
        public static let invalidNotification = Kind(.invalidNotification)
        /// A user activity is malformed, or its type's declaration cannot build it.
        public static let invalidActivity = Kind(.invalidActivity)
        /// A widget, family or widget setting the app does not declare, or a setting out of its range.
        public static let invalidWidget = Kind(.invalidWidget)
        /// An App Clip transfer document is malformed, of an unknown version, or over the clip's limits.
        public static let invalidTransfer = Kind(.invalidTransfer)
        /// A check's baseline (the problems accepted so far) cannot be read, is not a baseline, or is of an
        /// unknown version.
        public static let invalidBaseline = Kind(.invalidBaseline)
        /// A background task identifier the app does not declare.
        public static let invalidBackgroundTask = Kind(.invalidBackgroundTask)
        /// A quick action type the app does not declare.
        public static let invalidQuickAction = Kind(.invalidQuickAction)

        public var description: String { value.rawValue }
    }

    /// What went wrong, for code to branch on.
    public let kind: Kind
    /// The one-paragraph explanation a person reads.
    public let message: LocalizedText
    /// What a person can change to get past the error, as a fact for a front end to word for its own
    /// inputs (a command line names its flags; an app its settings); `nil` when the message says it all.
    public let remedy: Remedy?
    /// When the error is that the app declares no such name (a background task, a quick action type): what
    /// was asked and the nearest declared name, the typed answer a front end gives instead of a failure (the
    /// command's `{"outcome": "noMatch"}` and exit 3); `nil` for every other error.
    public let undeclared: NoMatch?

    /// Something outside the library a person can change: libraries name no command-line flag, so they
    /// say which input it is and the front end says how it is given.
    public enum Remedy: Sendable, Hashable {
        /// Give the folder that holds the app's `integrations.json`.
        case appFolder
        /// Check the path of an app file, and which app folder was given.
        case appPath
        /// Give a store path that can be written.
        case writableStore
        /// Give another store (this one is busy).
        case anotherStore
        /// Give the store at this path, or none (the default finds it).
        case movedStore(to: String)
        /// List the intents the app declares.
        case listIntents
        /// List the routes the app declares.
        case listRoutes
        /// List the notifications delivered so far.
        case listDeliveredNotifications
        /// Search for a query's text as free text instead of a predicate.
        case freeTextSyntax
        /// List the pending notifications.
        case listPendingNotifications
        /// Give a trigger: a daily time or a trigger written out.
        case giveTrigger
        /// Name the entity of this type (as in `type-12`) the request is about.
        case nameEntity(ofType: String)
        /// Find the entities' identifiers with a search.
        case searchIdentifiers
        /// Name a configuration file the person running the check trusts, read from wherever it is — where
        /// the front end can be given one (the command's and the command plugin's, not a build's).
        case trustedConfiguration
    }

    /// Creates an error.
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - message: The explanation, naming the input, the problem and the fix.
    ///   - remedy: What a person can change, for a front end to word.
    ///   - undeclared: The name asked for that the app does not declare, with the nearest declared one.
    public init(_ kind: Kind, _ message: LocalizedText, remedy: Remedy? = nil, undeclared: NoMatch? = nil) {
        self.kind = kind
        self.message = message
        self.remedy = remedy
        self.undeclared = undeclared
    }

    /// The explanation in the development language, Japanese, followed by English.
    public var description: String { "\(message.ja) / \(message.en)" }

    /// The error as the one problem shape the toolkit reports: an error-severity ``Diagnostic`` whose code
    /// is `error.` and the kind (`error.invalidManifest`, `error.storeLocked`), with the message. The
    /// remedy stays with the error: a front end words it for its own inputs.
    ///
    /// ```swift
    /// catch { reporter.report(error.diagnostic) }
    /// ```
    public var diagnostic: Diagnostic {
        Diagnostic(Diagnostic.Code(rawValue: "error.\(kind)"), .error, message)
    }
}
