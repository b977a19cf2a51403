import Foundation
public import IntegrationsCore

/// What importing an app's project found: its identity, the integration points its files declare and its
/// code uses, each with the place it came from, and notes on what could not be read as a literal.
///
/// Every `source` is `"relative/path:line"`, relative to the imported folder, so a diagnostic points at
/// the file a person edits. The document is `integrations import --json` (Docs/JSON.md).
public struct ImportReport: Sendable, Hashable {
    /// The target read as the app, its project and configuration, and why it was chosen; `nil` when the
    /// folder has no Xcode or XcodeGen project with an application target (a note says which case).
    public var target: TargetChoice?
    /// The app's extensions, each with its own property list, entitlements and sources; `nil` when no
    /// target was chosen (the JSON document then has no such key).
    public var extensions: [Extension]?
    /// The app's identity, from its Info.plist and entitlements with build settings resolved.
    public var app: AppFacts
    /// App Intents (Swift types) and SiriKit intents (`.intentdefinition` files).
    public var intents: [Intent]
    /// The App Shortcuts an `AppShortcutsProvider` declares.
    public var appShortcuts: [AppShortcut]
    /// The widgets and controls the sources declare.
    public var widgets: [Widget]
    /// Notification categories created in code or declared by content extensions.
    public var notificationCategories: [NotificationCategory]
    /// Activity types: declared in `NSUserActivityTypes`, created in code, handled in code.
    public var activityTypes: [ActivityType]
    /// URLs the code or its widgets produce or open, with a scheme.
    public var urls: [ProducedURL]
    /// The code that receives the URLs that open the app, and the schemes each accepts; `nil` when the
    /// sources have none (the JSON document then has no such key).
    public var urlHandlers: [URLHandler]?
    /// Intent class names the property lists name (`IntentsSupported`, `INIntentsSupported`).
    public var intentClasses: [IntentClass]
    /// SiriKit intents the code handles (an `XIntentHandling` conformance, `handle(intent: XIntent…)`), each
    /// where; `nil` when the sources handle none (the JSON document then has no such key).
    public var siriKitHandlers: [SourceValue]?
    /// SiriKit intent classes the code creates (`XIntent()`, to donate or to run); `nil` when none.
    public var createdIntents: [String]?
    /// Background tasks: permitted in `BGTaskSchedulerPermittedIdentifiers`, registered and submitted in
    /// code; `nil` when the app has none (the JSON document then has no such key).
    public var backgroundTasks: [BackgroundTask]?
    /// Live Activities: the `ActivityAttributes` types, their fields, where the code starts, updates and
    /// ends them and the widgets that present them; `nil` when the code has none (no such JSON key).
    public var liveActivities: [LiveActivity]?
    /// Where the code reads `ActivityAuthorizationInfo().frequentPushesEnabled`; `nil` when it does not.
    public var frequentPushesReadAt: [String]?
    /// Home Screen quick actions: declared in `UIApplicationShortcutItems`, created and handled in code;
    /// `nil` when the app has none (the JSON document then has no such key).
    public var quickActions: [QuickAction]?
    /// Where the code receives a chosen quick action; `nil` when it receives none.
    public var quickActionEntryPoints: QuickActionEntryPoints?
    /// The App Intents controls and interactive widgets run, each with the targets that compile the call
    /// and the intent; `nil` when the code has none (the JSON document then has no such key).
    public var intentUses: [IntentUse]?
    /// App entities offered to Spotlight (`IndexedEntity`, `indexAppEntities`, `CSSearchableItem(appEntity:)`),
    /// each with the iOS version its guard makes it available from; `nil` when the code has none.
    public var spotlightEntities: [SpotlightEntity]?
    /// Schemes `CFBundleURLSchemes` registers that are not URL schemes (RFC 3986 §3.1: a space, a colon…),
    /// as written, each at its Info.plist line; `nil` when every scheme is one (the JSON document then has
    /// no such key).
    public var invalidURLSchemes: [SourceValue]?
    /// Category identifiers the code compares a notification's `categoryIdentifier` with.
    public var handledCategories: [SourceValue]
    /// Action identifiers the code compares a response's `actionIdentifier` with.
    public var handledActions: [SourceValue]
    /// Every notification action the code creates, in a category or not (a function may return one).
    public var createdActions: [SourceValue]
    /// Types conforming to `AppEntity` or `AppEnum`.
    public var entityTypes: [String]
    /// The cases of each `AppEnum`, by type name.
    public var enumCases: [String: [String]]
    /// Every type the Swift sources declare.
    public var declaredTypes: [String]
    /// What the sources build from values that are not constants (`activityType`, `notificationAction`,
    /// `notificationCategory`, `urlScheme`), or read in a way the reader does not follow
    /// (`handledNotificationAction`: a response's `actionIdentifier` not compared with constants): the checks
    /// that would need those values do not conclude.
    public var unreadKinds: [String]
    /// What was read, by kind of file.
    public var files: FileCounts
    /// The app's Swift sources that were not read at all, each with why (the notes say the same): a check
    /// reports each, and the rules that conclude from what the code does not do stay silent
    /// (``unreadKinds``). Not in the JSON document, whose notes say it.
    public var unreadSwiftSources: [UnreadSwiftSource]
    /// The comments of each Swift source read that may be inline suppressions, by path, as swift-syntax's
    /// trivia has them (``SwiftSourceFacts/comments``): what a check's suppressions read in place of a scan
    /// of the file's text. Not in the JSON document.
    public var swiftComments: [String: [SwiftSourceComment]]
    /// The columns of the facts read, by place (`path:line`, a fact's `source`): the Swift reader's for the
    /// literal or expression read, a property list's for the one element on a line (``SourceRegion``). A
    /// check's diagnostic at a place takes its columns from here. Not in the JSON document, whose places
    /// stay `path:line`.
    public var regions: [String: SourceRegion] = [:]
    /// What each integration point read for itself (``ProjectFactReading``), by the point's name: one value
    /// per Info.plist that held its keys, in the order the files were read. The JSON document writes it
    /// as `points`, left out when no point found anything.
    public var pointFacts: [String: [JSONValue]] = [:]
    /// What could not be read as a literal or resolved, where: each a ``Diagnostic`` of severity `note`
    /// with an `import.*` code (``Diagnostic/Code/importCodes``) at its ``Diagnostic/source``. The JSON
    /// document writes each as `{"code", "message", "source"}`, the message in the language its encoder's
    /// ``ImportReport/languageKey`` names (English by default).
    public var notes: [Diagnostic]

    /// An empty report.
    public init() {
        app = AppFacts()
        intents = []
        appShortcuts = []
        widgets = []
        notificationCategories = []
        activityTypes = []
        urls = []
        urlHandlers = nil
        intentClasses = []
        handledCategories = []
        handledActions = []
        createdActions = []
        entityTypes = []
        enumCases = [:]
        declaredTypes = []
        unreadKinds = []
        files = FileCounts()
        unreadSwiftSources = []
        swiftComments = [:]
        notes = []
    }

    /// Which target was read as the app, and why.
    public struct TargetChoice: Sendable, Hashable, Codable {
        /// Why this target.
        public enum Reason: String, Sendable, Hashable, Codable {
            /// `--target` (``ProjectImporter/target``) named it.
            case named
            /// It is the project's only application target that builds for iOS.
            case onlyIOSApplication
            /// It is the only application target, and the project does not say its platform (no `SDKROOT`).
            case onlyApplicationWithoutPlatform
            /// Of several iOS application targets, it embeds the most extensions, then is named like its
            /// project, then compiles the most files, then its project is nearest the imported folder;
            /// ``TargetChoice/others`` names the rest.
            case mostExtensions
        }

        /// The target's name.
        public var name: String
        /// The project file that defines it, relative to the imported folder.
        public var project: String
        /// The build configuration whose settings were read.
        public var configuration: String
        /// Why this target.
        public var reason: Reason
        /// The other iOS application targets, in the order they ranked.
        public var others: [String]

        /// Creates a choice.
        public init(name: String, project: String, configuration: String, reason: Reason, others: [String]) {
            self.name = name
            self.project = project
            self.configuration = configuration
            self.reason = reason
            self.others = others
        }

        /// The choice in words, for the report's first lines.
        public var explanation: LocalizedText {
            let name = TerminalText.shortLine(name)
            let list = others.map { TerminalText.shortLine($0) }.joined(separator: ", ")
            switch reason {
            case .named:
                return LocalizedText(ja: "アプリのターゲットとして指定されました", en: "named as the app's target")
            case .onlyIOSApplication:
                return LocalizedText(ja: "iOS 向けのアプリケーションのターゲットはこれだけです", en: "the only application target that builds for iOS")
            case .onlyApplicationWithoutPlatform:
                return LocalizedText(
                    ja: "アプリケーションのターゲットはこれだけです（プロジェクトは SDKROOT を設定していません）",
                    en: "the only application target (the project sets no SDKROOT, so its platform is not said)")
            case .mostExtensions:
                return LocalizedText(
                    ja: "iOS 向けのアプリケーションのターゲットのうち、\(name) は機能拡張がいちばん多いものです（同じならプロジェクトと同じ名前のもの、次にファイルがいちばん多いもの）。ほかに \(list) があります（アプリのターゲットとして指定すればそちらを読みます）",
                    en: "of the iOS application targets, \(name) embeds the most extensions (then: named like its project, then compiles the most files); the others are \(list) (name one as the app's target to read it instead)")
            }
        }
    }

    /// An extension of the app (a widget, a notification content or service extension, an intents
    /// extension, an App Clip…), read from its own target.
    public struct Extension: Sendable, Hashable, Codable {
        /// The target's name.
        public var name: String
        /// Its product type (`com.apple.product-type.app-extension`…).
        public var productType: String
        /// Its bundle identifier, resolved; `nil` when the target sets none.
        public var bundleIdentifier: String?
        /// `NSExtension`'s `NSExtensionPointIdentifier` (`com.apple.widgetkit-extension`…), when its
        /// Info.plist says.
        public var point: String?
        /// Its Info.plist, relative to the imported folder; `nil` when it has none in the repository.
        public var infoPlist: String?
        /// Its entitlements, relative to the imported folder.
        public var entitlements: String?
        /// How many Swift sources it compiles (its own files; `nil` when the project does not say).
        public var swiftSources: Int?

        /// Creates an extension.
        public init(name: String, productType: String, bundleIdentifier: String? = nil, point: String? = nil, infoPlist: String? = nil, entitlements: String? = nil, swiftSources: Int? = nil) {
            self.name = name
            self.productType = productType
            self.bundleIdentifier = bundleIdentifier
            self.point = point
            self.infoPlist = infoPlist
            self.entitlements = entitlements
            self.swiftSources = swiftSources
        }
    }

    /// The app's identity.
    public struct AppFacts: Sendable, Hashable, Codable {
        /// `CFBundleIdentifier`, resolved; `nil` when no app Info.plist gave one.
        public var bundleIdentifier: String?
        /// `CFBundleDisplayName` or `CFBundleName`, resolved.
        public var name: String?
        /// `CFBundleURLTypes`' schemes, in order, lower-cased.
        public var urlSchemes: [String] = []
        /// Associated domains as the entitlements give them (`applinks:host`, `webcredentials:…`).
        public var associatedDomains: [String] = []
        /// App Group identifiers.
        public var appGroups: [String] = []
        /// `LSApplicationQueriesSchemes`: other apps' schemes the app may open.
        public var queriedSchemes: [String] = []
        /// `UIBackgroundModes` (`fetch`, `processing`, …); `nil` when the Info.plist has no such key.
        public var backgroundModes: [String]?
        /// `NSSupportsLiveActivities` in the app's Info.plist (or `INFOPLIST_KEY_NSSupportsLiveActivities`);
        /// `nil` when the key is absent, or present with a value that is not a Boolean once resolved.
        public var supportsLiveActivities: Bool?
        /// Where `NSSupportsLiveActivities` is set, `relative/path:line`; `nil` when the key is absent.
        public var supportsLiveActivitiesSource: String?
        /// `NSSupportsLiveActivitiesFrequentUpdates`, read as ``supportsLiveActivities`` is.
        public var supportsLiveActivitiesFrequentUpdates: Bool?
        /// Where `NSSupportsLiveActivitiesFrequentUpdates` is set; `nil` when the key is absent.
        public var supportsLiveActivitiesFrequentUpdatesSource: String?
        /// Where an extension's Info.plist sets `NSSupportsLiveActivities` (where it does nothing: the app's
        /// own Info.plist must); `nil` when none does.
        public var liveActivityKeyInExtensions: [String]?
        /// Whether the Info.plist declares `UIApplicationSceneManifest` (or a generated Info.plist's
        /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation`): the app uses scenes; `nil` when it does not.
        public var usesScenes: Bool?
        /// Where ``usesScenes`` comes from, `relative/path:line`.
        public var usesScenesSource: String?
        /// The app target's iOS deployment target (`IPHONEOS_DEPLOYMENT_TARGET`, XcodeGen's `deploymentTarget`),
        /// resolved; `nil` when the project does not say.
        public var deploymentTarget: String?
        /// Where ``deploymentTarget`` is set, `relative/path:line`.
        public var deploymentTargetSource: String?
        /// The app's Info.plist, `relative/path:line`.
        public var source: String?

        /// An app with nothing known.
        public init() {}
    }

    /// An intent.
    public struct Intent: Sendable, Hashable, Codable {
        /// The Swift type (App Intents) or the generated class (SiriKit, `ConfigurationIntent`).
        public var type: String
        /// Its title, when it is a literal.
        public var title: String?
        /// `AppIntent` (and its refinement, when one is named) or `SiriKit`.
        public var kind: String
        /// Its parameters.
        public var parameters: [Parameter]
        /// Where it is declared.
        public var source: String
        /// The targets that compile its declaration (the app's and its extensions' names; a local package's
        /// files count for every one); `nil` when the projects do not say.
        public var compiledBy: [String]?

        /// Creates an intent.
        public init(type: String, title: String?, kind: String, parameters: [Parameter], source: String) {
            self.type = type
            self.title = title
            self.kind = kind
            self.parameters = parameters
            self.source = source
        }

        /// A parameter.
        public struct Parameter: Sendable, Hashable, Codable {
            /// Its name in code (`item` for `@Parameter var item: ItemEntity`).
            public var name: String
            /// Its type, without the optional mark.
            public var type: String
            /// Whether it is optional.
            public var optional: Bool
            /// Its title, when it is a literal.
            public var title: String?

            /// Creates a parameter.
            public init(name: String, type: String, optional: Bool, title: String? = nil) {
                self.name = name
                self.type = type
                self.optional = optional
                self.title = title
            }
        }
    }

    /// One `AppShortcut(intent:phrases:shortTitle:systemImageName:)`.
    public struct AppShortcut: Sendable, Hashable, Codable {
        /// The intent's type.
        public var intent: String
        /// The phrases, with `${applicationName}` and `${parameter}` for their interpolations.
        public var phrases: [String]
        /// Where each phrase is written, in the order of ``phrases``.
        public var phraseSources: [String]
        /// The phrases of each language (`en`, `ja`) an `AppShortcuts.xcstrings` gives for one of
        /// ``phrases`` (its key), and the catalog's place.
        public var localizedPhrases: [String: [String]] = [:]
        /// The short title, when it is a literal.
        public var shortTitle: String?
        /// The SF Symbol's name, when it is a literal.
        public var systemImageName: String?
        /// Where the shortcut is written.
        public var source: String

        /// Creates a shortcut.
        public init(intent: String, phrases: [String], phraseSources: [String] = [], shortTitle: String? = nil, systemImageName: String? = nil, source: String) {
            self.intent = intent
            self.phrases = phrases
            self.phraseSources = phraseSources
            self.shortTitle = shortTitle
            self.systemImageName = systemImageName
            self.source = source
        }
    }

    /// A widget or control.
    public struct Widget: Sendable, Hashable, Codable {
        /// Its kind.
        public var kind: String
        /// Its supported families (`systemSmall`…); empty when it names none (the system's defaults).
        public var families: [String]
        /// The configuration it uses (`StaticConfiguration`, `AppIntentConfiguration`, …).
        public var configuration: String
        /// The widget's Swift type.
        public var type: String
        /// Where the kind is given.
        public var source: String
        /// Why the widget may not be in the app as read (`#if`, a kind chosen by an `if`); `nil` when certain.
        public var uncertainty: Uncertainty?
        /// The families supported only under a condition (`families.append(.accessoryCircular)` inside
        /// `if #available`), with the condition; `nil` when every family is certain.
        public var familyUncertainties: [String: Uncertainty]?

        /// Creates a widget.
        public init(kind: String, families: [String], configuration: String, type: String, source: String) {
            self.kind = kind
            self.families = families
            self.configuration = configuration
            self.type = type
            self.source = source
        }
    }

    /// A notification category.
    public struct NotificationCategory: Sendable, Hashable, Codable {
        /// Its identifier.
        public var identifier: String
        /// Its actions.
        public var actions: [Action]
        /// Whether the app registers it (`setNotificationCategories`) or a content extension declares it
        /// (`UNNotificationExtensionCategory`).
        public var registered: Bool
        /// Where it is created or declared.
        public var source: String

        /// Creates a category.
        public init(identifier: String, actions: [Action], registered: Bool, source: String) {
            self.identifier = identifier
            self.actions = actions
            self.registered = registered
            self.source = source
        }

        /// A notification action.
        public struct Action: Sendable, Hashable, Codable {
            /// Its identifier.
            public var identifier: String
            /// Its title, when it is a literal.
            public var title: String?
            /// Its options (`foreground`, `destructive`, `authenticationRequired`).
            public var options: [String]
            /// Whether it is a `UNTextInputNotificationAction`.
            public var textInput: Bool

            /// Creates an action.
            public init(identifier: String, title: String?, options: [String], textInput: Bool) {
                self.identifier = identifier
                self.title = title
                self.options = options
                self.textInput = textInput
            }
        }
    }

    /// An activity type and where it appears.
    public struct ActivityType: Sendable, Hashable, Codable {
        /// The type.
        public var type: String
        /// Whether the app's Info.plist declares it in `NSUserActivityTypes`.
        public var declared: Bool
        /// Whether the code creates it (`NSUserActivity(activityType:)`, `.userActivity(_:)`).
        public var created: Bool
        /// Whether the code continues it (`onContinueUserActivity`, an `activityType` comparison).
        public var handled: Bool
        /// `webpageURL` hosts set on it near where it is created, each where it is set.
        public var webpageHosts: [SourceValue]
        /// The `isEligibleFor…` flags set to `true` on it (`handoff`, `search`, `prediction`, `publicIndexing`).
        public var eligibility: [String] = []
        /// The first place it appears: its declaration, else where it is created, else handled.
        public var source: String
        /// Where the code creates it.
        public var createdAt: [String]
        /// Where the code continues it.
        public var handledAt: [String]
        /// The `isEligibleFor…` flags set to `false` on it (`handoff` turns off Handoff, which is on by
        /// default); `nil` when none is.
        public var disabledEligibility: [String]?
        /// Why the code may not create or continue it as read: every place it is created or continued is
        /// under a condition, or built from a value that is not known; `nil` when one place is certain.
        public var uncertainty: Uncertainty?

        /// Creates an activity type.
        public init(type: String, declared: Bool, created: Bool, handled: Bool, webpageHosts: [SourceValue] = [], source: String,
                    createdAt: [String] = [], handledAt: [String] = []) {
            self.type = type
            self.declared = declared
            self.created = created
            self.handled = handled
            self.webpageHosts = webpageHosts
            self.source = source
            self.createdAt = createdAt
            self.handledAt = handledAt
        }
    }

    /// A URL the code produces or opens.
    public struct ProducedURL: Sendable, Hashable, Codable {
        /// The URL as written, constants resolved.
        public var url: String
        /// Its scheme, lower-cased.
        public var scheme: String
        /// How it is used, as the code says it: `canOpenURL` (passed to `canOpenURL(_:)`, which needs the
        /// scheme in `LSApplicationQueriesSchemes`), `open` (`open(_:)`, `openURL(_:)`), `widgetURL`, `Link`,
        /// `identifier` (only compared, a dictionary key, `forURIRepresentation:`: not a link), `redirect`
        /// (only given as an OAuth redirect or callback URL, `redirectURL:`: an authentication session
        /// captures it, registered or not), or `URL`
        /// (built; where it goes is not seen). A URL bound to a name takes the uses of the name in its block;
        /// one reached through a property or a function without parameters (`open(Scheme.app.url)`) is
        /// found where it is used.
        public var use: String
        /// Whether it is in a widget's code (a file that declares a widget).
        public var inWidget: Bool
        /// Whether ``url`` is the whole URL; `false` when it is the known part before a value that is not a
        /// constant (`https://host/items/` of `"https://host/items/\(id)"`).
        public var isComplete: Bool
        /// Where.
        public var source: String
        /// Why the URL may not be one the app produces at run time (``Uncertainty``); `nil` when certain.
        public var uncertainty: Uncertainty?

        /// Creates a produced URL.
        public init(url: String, scheme: String, use: String, inWidget: Bool, isComplete: Bool = true, source: String, uncertainty: Uncertainty? = nil) {
            self.url = url
            self.scheme = scheme
            self.use = use
            self.inWidget = inWidget
            self.isComplete = isComplete
            self.source = source
            self.uncertainty = uncertainty
        }
    }

    /// An intent class a property list names.
    public struct IntentClass: Sendable, Hashable, Codable {
        /// The name as written (a module prefix removed: `App.ConfigurationIntent` is `ConfigurationIntent`).
        public var name: String
        /// The key that names it (`IntentsSupported`, `INIntentsSupported`, `NSUserActivityTypes`).
        public var key: String
        /// Where.
        public var source: String

        /// Creates an intent class reference.
        public init(name: String, key: String, source: String) {
            self.name = name
            self.key = key
            self.source = source
        }
    }

    /// How many files of each kind were read.
    public struct FileCounts: Sendable, Hashable, Codable {
        /// Property lists (Info.plist files, XML or binary).
        public var propertyLists = 0
        /// `.entitlements` files.
        public var entitlements = 0
        /// `.xcconfig` files.
        public var xcconfigs = 0
        /// `project.pbxproj` files.
        public var projects = 0
        /// `.intentdefinition` files.
        public var intentDefinitions = 0
        /// Swift sources.
        public var swiftSources = 0

        /// No files.
        public init() {}
    }

    /// What the Swift reader writes for `Bundle.main.bundleIdentifier` in a value it reads
    /// (`"\(Bundle.main.bundleIdentifier!).frontend"`): the build setting Xcode writes `CFBundleIdentifier`
    /// from. The importer replaces it with the app's identifier when it knows it.
    public static let bundleIdentifierMarker = "$(PRODUCT_BUNDLE_IDENTIFIER)"

    /// The encoder's `userInfo` key naming the ``Language`` notes are written in.
    public static let languageKey = CodingUserInfoKey(rawValue: "integrations.import.language")!
}
