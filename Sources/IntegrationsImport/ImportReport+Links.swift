import IntegrationsCore

extension ImportReport {
    /// Code that receives the URLs that open the app: SwiftUI's `onOpenURL(perform:)`, the app delegate's
    /// `application(_:open:options:)` or the scene delegate's `scene(_:openURLContexts:)`.
    ///
    /// ``schemes`` is what the handler lets through before it does anything else with the URL: a `guard`
    /// that compares `url.scheme` and leaves otherwise, an `if url.scheme != …` that returns, a `switch` on
    /// the scheme whose `default` only leaves. A handler that passes the URL on first (to a router, an
    /// SDK) or whose comparison is not with constants accepts every scheme as far as can be seen.
    public struct URLHandler: Sendable, Hashable, Codable {
        /// `onOpenURL`, `application(_:open:options:)` or `scene(_:openURLContexts:)`.
        public var kind: String
        /// The schemes the handler lets through, each where it is compared, lower-cased; `nil` when it
        /// accepts every scheme as far as the reader can tell.
        public var schemes: [SourceValue]?
        /// Where the handler is declared.
        public var source: String
        /// Why the handler may not be the one the app runs (under `#if`); `nil` when certain.
        public var uncertainty: Uncertainty?

        /// Creates a handler.
        public init(kind: String, schemes: [SourceValue]?, source: String, uncertainty: Uncertainty? = nil) {
            self.kind = kind
            self.schemes = schemes
            self.source = source
            self.uncertainty = uncertainty
        }
    }

    /// Gives the categories a notification content extension declares (`UNNotificationExtensionCategory`
    /// in its Info.plist) the actions its code sets at display time (`extensionContext?.notificationActions
    /// = […]`). Actions set under a `categoryIdentifier` comparison go to that category; others go to the
    /// categories of the extension whose Info.plist is nearest the Swift file (the same folder, else the
    /// deepest folder they share), or to every extension's when none is nearer than another.
    public mutating func addContentExtensionActions(_ found: [SwiftSourceFacts.ContentExtensionActions]) {
        let declared = notificationCategories.indices.filter { notificationCategories[$0].source.contains(".plist:") }
        for entry in found {
            var targets: [Int]
            if let category = entry.category {
                targets = notificationCategories.indices.filter { notificationCategories[$0].identifier == category }
            } else {
                let file = Self.folders(of: entry.source)
                let shared = declared.map { index in
                    (index, zip(file, Self.folders(of: notificationCategories[index].source)).prefix { $0 == $1 }.count)
                }
                let best = shared.map(\.1).max() ?? 0
                targets = shared.filter { $0.1 == best }.map(\.0)
            }
            for index in targets {
                for action in entry.actions where !notificationCategories[index].actions.contains(action) {
                    notificationCategories[index].actions.append(action)
                }
            }
        }
    }

    /// The folders of a `path/to/file:line` source, outermost first.
    static func folders(of source: String) -> [Substring] {
        let path = source.split(separator: ":").first ?? ""
        return Array(path.split(separator: "/").dropLast())
    }
}

extension SwiftSourceFacts {
    /// The actions a notification content extension sets on its context
    /// (`extensionContext?.notificationActions = […]`): they replace its categories' actions while the
    /// notification is shown.
    public struct ContentExtensionActions: Sendable, Hashable, Codable {
        /// The actions.
        public var actions: [ImportReport.NotificationCategory.Action]
        /// The category they are set for, when the assignment is under a comparison of the notification's
        /// `categoryIdentifier`; `nil` for every category of the extension.
        public var category: String?
        /// Where they are set.
        public var source: String
        /// Why they may not be set at run time (`#if`, another condition); `nil` when certain.
        public var uncertainty: Uncertainty?

        /// Creates the actions set at one place.
        public init(actions: [ImportReport.NotificationCategory.Action], category: String?, source: String, uncertainty: Uncertainty? = nil) {
            self.actions = actions
            self.category = category
            self.source = source
            self.uncertainty = uncertainty
        }
    }
}
