import IntegrationsCore

extension ImportReport {
    /// A Home Screen quick action: its type, declared in the app's `UIApplicationShortcutItems` or created in
    /// code (`UIApplicationShortcutItem(type:localizedTitle:…)`), and where the code handles it (compares a
    /// shortcut item's `type` with it).
    ///
    /// Apple: `UIApplicationShortcutItemType` and `UIApplicationShortcutItemTitle` are required for each item
    /// of `UIApplicationShortcutItems`; "`type` … A required, app-specific string that you employ to identify
    /// the type of quick action to perform."
    public struct QuickAction: Sendable, Hashable, Codable {
        /// The type, with build settings resolved; `nil` for an Info.plist item without
        /// `UIApplicationShortcutItemType`.
        public var type: String?
        /// `UIApplicationShortcutItemTitle` as written (it may be a key of `InfoPlist.strings`), or the
        /// `localizedTitle` of an item created in code when it is a constant; `nil` when neither gives one.
        public var title: String?
        /// `UIApplicationShortcutItemSubtitle` as written; `nil` when absent.
        public var subtitle: String?
        /// The icon keys an Info.plist item sets (`UIApplicationShortcutItemIconType`,
        /// `UIApplicationShortcutItemIconSymbolName`, `UIApplicationShortcutItemIconFile`) with their values;
        /// `nil` when it sets none.
        public var icon: [String: String]?
        /// Whether the app's `UIApplicationShortcutItems` declares it (a static quick action).
        public var declared: Bool
        /// Whether the code creates it (a dynamic quick action, `UIApplicationShortcutItem(type:…)` or
        /// `UIMutableApplicationShortcutItem(type:…)`).
        public var created: Bool
        /// Whether the code compares a shortcut item's `type` with it.
        public var handled: Bool
        /// Where the Info.plist declares it; `nil` when it does not.
        public var declaredAt: String?
        /// Its position in `UIApplicationShortcutItems`, from 0; `nil` when the Info.plist does not declare it.
        public var declaredIndex: Int?
        /// Where the code creates it.
        public var createdAt: [String]
        /// Where the code handles it.
        public var handledAt: [String]
        /// The required keys the Info.plist item lacks (`UIApplicationShortcutItemType`,
        /// `UIApplicationShortcutItemTitle`); empty otherwise.
        public var missingKeys: [String]
        /// Why the code may not create or handle it as read: set when every place the code names it is
        /// uncertain (a condition, a part not resolved); `nil` otherwise.
        public var uncertainty: Uncertainty?

        /// Creates a quick action.
        public init(
            type: String?, title: String? = nil, subtitle: String? = nil, icon: [String: String]? = nil,
            declared: Bool, created: Bool = false, handled: Bool = false, declaredAt: String? = nil, declaredIndex: Int? = nil,
            createdAt: [String] = [], handledAt: [String] = [], missingKeys: [String] = [], uncertainty: Uncertainty? = nil
        ) {
            self.type = type
            self.title = title
            self.subtitle = subtitle
            self.icon = icon
            self.declared = declared
            self.created = created
            self.handled = handled
            self.declaredAt = declaredAt
            self.declaredIndex = declaredIndex
            self.createdAt = createdAt
            self.handledAt = handledAt
            self.missingKeys = missingKeys
            self.uncertainty = uncertainty
        }
    }

    /// Where the code receives a chosen quick action, by path: a running scene, a scene's launch, a running
    /// app without scenes, an app's launch without scenes.
    ///
    /// Apple: `windowScene(_:performActionFor:completionHandler:)` "Asks the delegate to perform the
    /// user-selected action"; `UIScene.ConnectionOptions.shortcutItem`: "If the user selected one of your
    /// app's quick actions, this property contains the selected action" when the scene connects (a launch).
    public struct QuickActionEntryPoints: Sendable, Hashable, Codable {
        /// `windowScene(_:performActionFor:completionHandler:)` implementations.
        public var windowScenePerformAction: [String]
        /// Places the code reads `connectionOptions.shortcutItem` (in `scene(_:willConnectTo:options:)`).
        public var connectionOptionsShortcutItem: [String]
        /// `application(_:performActionFor:completionHandler:)` implementations.
        public var applicationPerformAction: [String]
        /// Places the code reads `launchOptions?[.shortcutItem]`.
        public var launchOptionsShortcutItem: [String]
        /// Types conforming to `UIWindowSceneDelegate`: the app uses scenes whatever its Info.plist says.
        public var windowSceneDelegates: [String]

        /// Entry points at the given places.
        public init(
            windowScenePerformAction: [String] = [], connectionOptionsShortcutItem: [String] = [], applicationPerformAction: [String] = [],
            launchOptionsShortcutItem: [String] = [], windowSceneDelegates: [String] = []
        ) {
            self.windowScenePerformAction = windowScenePerformAction
            self.connectionOptionsShortcutItem = connectionOptionsShortcutItem
            self.applicationPerformAction = applicationPerformAction
            self.launchOptionsShortcutItem = launchOptionsShortcutItem
            self.windowSceneDelegates = windowSceneDelegates
        }

        /// Whether the code receives a quick action anywhere (a scene delegate alone does not).
        public var receivesQuickActions: Bool {
            !(windowScenePerformAction.isEmpty && connectionOptionsShortcutItem.isEmpty && applicationPerformAction.isEmpty && launchOptionsShortcutItem.isEmpty)
        }

        /// Adds `other`'s places (another file's).
        public mutating func add(_ other: QuickActionEntryPoints) {
            windowScenePerformAction += other.windowScenePerformAction
            connectionOptionsShortcutItem += other.connectionOptionsShortcutItem
            applicationPerformAction += other.applicationPerformAction
            launchOptionsShortcutItem += other.launchOptionsShortcutItem
            windowSceneDelegates += other.windowSceneDelegates
        }

        private enum CodingKeys: String, CodingKey {
            case windowScenePerformAction, connectionOptionsShortcutItem, applicationPerformAction, launchOptionsShortcutItem, windowSceneDelegates
        }

        /// Decodes entry points; a key a document lacks is empty.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            windowScenePerformAction = try container.decodeIfPresent([String].self, forKey: .windowScenePerformAction) ?? []
            connectionOptionsShortcutItem = try container.decodeIfPresent([String].self, forKey: .connectionOptionsShortcutItem) ?? []
            applicationPerformAction = try container.decodeIfPresent([String].self, forKey: .applicationPerformAction) ?? []
            launchOptionsShortcutItem = try container.decodeIfPresent([String].self, forKey: .launchOptionsShortcutItem) ?? []
            windowSceneDelegates = try container.decodeIfPresent([String].self, forKey: .windowSceneDelegates) ?? []
        }
    }

    /// A place the Swift sources name a quick action type: an item created, or a type compared.
    public struct QuickActionUse: Sendable, Hashable, Codable {
        /// What the code does with the type.
        public enum Use: String, Sendable, Hashable, Codable {
            /// `UIApplicationShortcutItem(type:…)`, `UIMutableApplicationShortcutItem(type:…)`.
            case create
            /// A shortcut item's `type` compared with it (`==`, a `switch` case, a `Kind(rawValue:)` switch).
            case handle
        }

        /// What the code does.
        public var use: Use
        /// The type, where, and why it may not be the one the app uses.
        public var type: SourceValue
        /// The `localizedTitle` of a created item, when it is a constant.
        public var title: String?

        /// Creates a use.
        public init(_ use: Use, _ type: SourceValue, title: String? = nil) {
            self.use = use
            self.type = type
            self.title = title
        }
    }

    /// The quick action `type`'s entry, created (not declared) when there is none.
    mutating func quickActionIndex(_ type: String) -> Int {
        if let index = quickActions?.firstIndex(where: { $0.type == type }) { return index }
        quickActions = (quickActions ?? []) + [QuickAction(type: type, declared: false)]
        return quickActions!.count - 1
    }

    /// Adds the code's created and handled types to ``quickActions``: each type's places, a created item's
    /// title when the Info.plist gives none, and its uncertainty when every place the code names it is uncertain.
    mutating func addQuickActionUses(_ uses: [QuickActionUse]) {
        var certain: Set<String> = []
        var reasons: [String: Uncertainty] = [:]
        var named: Set<String> = []
        for use in uses {
            let type = use.type.value
            named.insert(type)
            let index = quickActionIndex(type)
            switch use.use {
            case .create:
                quickActions![index].created = true
                if !quickActions![index].createdAt.contains(use.type.source) { quickActions![index].createdAt.append(use.type.source) }
                if quickActions![index].title == nil { quickActions![index].title = use.title }
            case .handle:
                quickActions![index].handled = true
                if !quickActions![index].handledAt.contains(use.type.source) { quickActions![index].handledAt.append(use.type.source) }
            }
            if let uncertainty = use.type.uncertainty {
                if reasons[type] == nil { reasons[type] = uncertainty }
            } else {
                certain.insert(type)
            }
        }
        guard let actions = quickActions else { return }
        for index in actions.indices {
            guard let type = actions[index].type, named.contains(type), !certain.contains(type) else { continue }
            quickActions![index].uncertainty = reasons[type]
        }
    }
}
