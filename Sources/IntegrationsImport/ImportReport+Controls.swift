import Foundation

extension ImportReport {
    /// A place a control or an interactive widget runs an App Intent: `ControlWidgetButton(action:)`,
    /// `ControlWidgetToggle(…, action:)`, `Button(intent:)`, `Button("…", intent:)`, `Toggle(isOn:intent:)`.
    ///
    /// A widget's code runs in the extension; the intent it names must be compiled where the system
    /// performs it. Apple's `LiveActivityIntent`: "When the system performs the intent, the system launches
    /// your app process without opening the app, performs the intent".
    public struct IntentUse: Sendable, Hashable, Codable {
        /// How the code runs the intent.
        public enum Use: String, Sendable, Hashable, Codable {
            /// `ControlWidgetButton(action:)`: a control's button.
            case controlWidgetButton = "ControlWidgetButton"
            /// `ControlWidgetToggle(_:isOn:action:)`: a control's toggle.
            case controlWidgetToggle = "ControlWidgetToggle"
            /// `Button(intent:)` or `Button("…", intent:)`: an interactive widget's or Live Activity's button.
            case button = "Button"
            /// `Toggle(isOn:intent:)`: an interactive widget's or Live Activity's toggle.
            case toggle = "Toggle"
        }

        /// The intent's type name (`StartBrewIntent` of `StartBrewIntent()`).
        public var intent: String
        /// How the code runs it.
        public var use: Use
        /// The kind of the widget or control whose type encloses the call; `nil` for a view of its own.
        public var widget: String?
        /// Where the call is.
        public var source: String
        /// Why the call may not be reached (`#if`, a branch); `nil` when it is whenever its view is.
        public var uncertainty: Uncertainty?
        /// The targets that compile the file holding the call (the app's and its extensions' names); `nil`
        /// when the projects do not say.
        public var compiledBy: [String]?
        /// Where the intent is declared; `nil` when no source read declares it.
        public var intentDeclaredAt: String?
        /// The targets that compile the intent's declaration; `nil` when it is not known.
        public var intentCompiledBy: [String]?
        /// `LiveActivityIntent` when the intent conforms to it, else the intent's ``Intent/kind``; `nil`
        /// when the intent is not declared in the sources read.
        public var intentKind: String?

        /// Creates a use.
        public init(intent: String, use: Use, widget: String? = nil, source: String, uncertainty: Uncertainty? = nil) {
            self.intent = intent
            self.use = use
            self.widget = widget
            self.source = source
            self.uncertainty = uncertainty
        }
    }

    /// An app entity offered to Spotlight through App Intents (iOS 18): an `IndexedEntity` conformance, an
    /// `indexAppEntities(_:priority:)` call or a `CSSearchableItem(appEntity:)`.
    public struct SpotlightEntity: Sendable, Hashable, Codable {
        /// What the code does.
        public enum Use: String, Sendable, Hashable, Codable {
            /// A type conforms to `IndexedEntity` (iOS 18.0+).
            case indexedEntity = "IndexedEntity"
            /// `CSSearchableIndex.indexAppEntities(_:priority:)` (iOS 18.0+).
            case indexAppEntities
            /// `CSSearchableItem(appEntity:)` (iOS 18.0+).
            case searchableItem = "CSSearchableItem"
        }

        /// What the code does.
        public var use: Use
        /// The conforming type, for ``Use/indexedEntity``.
        public var type: String?
        /// Where.
        public var source: String
        /// The iOS version an enclosing `@available(iOS …, *)` or `if`/`guard #available(iOS …, *)`
        /// makes the code available from (the highest, when several do); `nil` when none does.
        public var availableFrom: String?
        /// An availability guard around the code whose iOS version the reader could not read, as written;
        /// `nil` when there is none.
        public var unreadGuard: String?

        /// Creates a use.
        public init(use: Use, type: String? = nil, source: String, availableFrom: String? = nil, unreadGuard: String? = nil) {
            self.use = use
            self.type = type
            self.source = source
            self.availableFrom = availableFrom
            self.unreadGuard = unreadGuard
        }
    }

    /// Whether iOS version `version` (`17.0`, `18`, `18.2.1`) is earlier than `other`, compared part by part.
    /// `nil` when either is not a version.
    public static func isVersion(_ version: String, earlierThan other: String) -> Bool? {
        func parts(_ text: String) -> [Int]? {
            let split = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !split.isEmpty, split.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
            return split.map { $0! }
        }
        guard let left = parts(version.trimmingCharacters(in: .whitespaces)), let right = parts(other) else { return nil }
        for index in 0..<max(left.count, right.count) {
            let (a, b) = (index < left.count ? left[index] : 0, index < right.count ? right[index] : 0)
            if a != b { return a < b }
        }
        return false
    }
}
