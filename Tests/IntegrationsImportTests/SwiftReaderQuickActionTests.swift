import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsTestSupport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// Home Screen quick actions read from Swift (FactCollector+QuickActions.swift): the types the code creates
/// and the types it compares a shortcut item's `type` with, resolved through the reader's constants, with their
/// place and uncertainty; where the code receives a chosen quick action; and, through the whole importer, the
/// Info.plist's `UIApplicationShortcutItems` and `UIApplicationSceneManifest` (issue 35).
@Suite struct SwiftReaderQuickActionTests {
    #if SwiftSources
    static func read(_ text: String) -> SwiftSourceFacts {
        SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "App/Shortcuts.swift", text: text)])
    }

    /// The declarations every row's code can name.
    static let constants = """
        import UIKit
        enum Shortcut: String { case brew = "com.example.app.brew"; case plain }
        enum ID { static let fav = "com.example.app.fav" }

        """

    /// The function each row's code is in: its parameters are two shortcut items, something else with a
    /// `type`, and the launch's options.
    static let signature = "func receive(shortcutItem: UIApplicationShortcutItem, item: UIApplicationShortcutItem, other: Thing, connectionOptions: UIScene.ConnectionOptions, launchOptions: [UIApplication.LaunchOptionsKey: Any]?)"

    /// Code, the use it gives, and the types (`nil`: not resolved, a note and an unread kind).
    static let rows: [(code: String, use: ImportReport.QuickActionUse.Use, types: [String]?)] = [
        (#"let i = UIApplicationShortcutItem(type: "com.example.app.literal", localizedTitle: "Literal")"#, .create, ["com.example.app.literal"]),
        (#"let i = UIMutableApplicationShortcutItem(type: Shortcut.brew.rawValue, localizedTitle: "Brew")"#, .create, ["com.example.app.brew"]),
        ("let i = UIApplicationShortcutItem(type: ID.fav, localizedTitle: name, localizedSubtitle: nil, icon: nil, userInfo: nil)", .create, ["com.example.app.fav"]),
        (#"let i = UIApplicationShortcutItem(type: "\(Bundle.main.bundleIdentifier!).month", localizedTitle: "Month")"#, .create, [ImportReport.bundleIdentifierMarker + ".month"]),
        (#"let i = UIApplicationShortcutItem(type: server.kind, localizedTitle: "Server")"#, .create, nil),
        (#"UIApplication.shared.shortcutItems = [.init(type: "com.example.app.implicit", localizedTitle: "Implicit", localizedSubtitle: nil, icon: nil)]"#,
         .create, ["com.example.app.implicit"]),
        (#"let items: [UIApplicationShortcutItem] = [.init(type: Shortcut.brew.rawValue, localizedTitle: "Brew")]"#, .create, ["com.example.app.brew"]),
        // Another type's `.init(type:)`: not a shortcut item's.
        (#"let t = Ticket(kind: .init(type: "bug"), title: .init(type: "x", text: "y"))"#, .create, []),
        (#"if shortcutItem.type == "com.example.app.literal" { }"#, .handle, ["com.example.app.literal"]),
        ("if ID.fav == item.type { }", .handle, ["com.example.app.fav"]),
        (#"switch item.type { case Shortcut.brew.rawValue: break; case "com.example.app.x": break; default: break }"#, .handle, ["com.example.app.brew", "com.example.app.x"]),
        ("switch Shortcut(rawValue: shortcutItem.type) { case .brew?: break; case .plain?: break; default: break }", .handle, ["com.example.app.brew", "plain"]),
        ("guard let kind = Shortcut(rawValue: item.type) else { return }; switch kind { case .brew: break; case .plain: break }", .handle, ["com.example.app.brew", "plain"]),
        (#"if let s = connectionOptions.shortcutItem { if s.type == "com.example.app.cold" { } }"#, .handle, ["com.example.app.cold"]),
        (#"let s = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem; if s?.type == "com.example.app.launch" { }"#, .handle, ["com.example.app.launch"]),
        ("if shortcutItem.type == server.kind { }", .handle, nil),
        // Not a shortcut item: no use, nothing unread.
        (#"if other.type == "com.example.app.other" { }"#, .handle, []),
        ("switch Shortcut(rawValue: other.type) { case .brew?: break; default: break }", .handle, []),
    ]

    @Test(arguments: rows.indices)
    func theCodeGivesItsTypesAndPlace(row: Int) throws {
        let (code, use, types) = Self.rows[row]
        let facts = Self.read(Self.constants + Self.signature + " {\n    \(code)\n}\n")
        guard let types else {
            #expect(facts.quickActionUses.isEmpty)
            #expect(facts.unreadKinds.contains("quickActionType"))
            #expect(facts.notes.map(\.code) == [.importNotLiteral])
            #expect(facts.notes.first?.source == "App/Shortcuts.swift:5")
            return
        }
        #expect(facts.quickActionUses.map(\.type.value) == types)
        #expect(facts.quickActionUses.allSatisfy { $0.use == use && $0.type.source == "App/Shortcuts.swift:5" })
        #expect(!facts.unreadKinds.contains("quickActionType"))
        #expect(facts.notes.isEmpty)
    }

    @Test func aCreatedItemKeepsItsConstantTitle() throws {
        let facts = Self.read(Self.constants + #"let items = [UIApplicationShortcutItem(type: ID.fav, localizedTitle: "Favourite"), UIApplicationShortcutItem(type: Shortcut.brew.rawValue, localizedTitle: name)]"#)
        #expect(facts.quickActionUses.map(\.title) == ["Favourite", nil])
    }

    @Test func anItemCreatedUnderAConditionIsUncertain() throws {
        let facts = Self.read(Self.constants + """
            func offer() {
                #if DEBUG
                UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: "com.example.app.debug", localizedTitle: "Debug")]
                #endif
            }
            """)
        let found = try #require(facts.quickActionUses.first)
        #expect(found.type.uncertainty == Uncertainty(.condition, "#if DEBUG"))
    }

    /// Where the code receives a chosen quick action, each at its line.
    @Test func theEntryPointsAreFound() {
        let facts = Self.read("""
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    if let item = connectionOptions.shortcutItem { pending = item }
                }
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {}
            }
            final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    _ = launchOptions?[UIApplication.LaunchOptionsKey.shortcutItem]
                    return true
                }
                func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {}
                func application(_ application: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { true }
            }
            """)
        #expect(facts.quickActionEntryPoints == ImportReport.QuickActionEntryPoints(
            windowScenePerformAction: ["App/Shortcuts.swift:6"], connectionOptionsShortcutItem: ["App/Shortcuts.swift:4"],
            applicationPerformAction: ["App/Shortcuts.swift:13"], launchOptionsShortcutItem: ["App/Shortcuts.swift:10"],
            windowSceneDelegates: ["App/Shortcuts.swift:2"]))
    }

    @Test func anotherShortcutItemMemberIsNoEntryPoint() {
        let facts = Self.read("func f(settings: Settings) { _ = settings.shortcutItem; _ = model.shortcutItem }")
        #expect(!facts.quickActionEntryPoints.receivesQuickActions)
    }

    @Test func theFactsCrossAProcessAndOldFactsDecode() throws {
        var facts = SwiftSourceFacts()
        facts.quickActionUses = [ImportReport.QuickActionUse(.create, SourceValue("a.b", source: "A.swift:1"), title: "B")]
        facts.quickActionEntryPoints.applicationPerformAction = ["A.swift:9"]
        let decoded = try JSONDecoder().decode(SwiftSourceFacts.self, from: JSONEncoder().encode(facts))
        #expect(decoded.quickActionUses == facts.quickActionUses)
        #expect(decoded.quickActionEntryPoints == facts.quickActionEntryPoints)
        // A reader from before the keys were added writes neither.
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(SwiftSourceFacts())) as? [String: Any])
        object.removeValue(forKey: "quickActionUses")
        object.removeValue(forKey: "quickActionEntryPoints")
        let old = try JSONDecoder().decode(SwiftSourceFacts.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.quickActionUses.isEmpty)
        #expect(old.quickActionEntryPoints == ImportReport.QuickActionEntryPoints())
    }
    #endif

    static let ledger = FixtureManifest.fixtures.appendingPathComponent("Projects/Patterns/QuickActionTypes")

    /// Without a Swift reader (the plugins' tool), the Info.plist's items are read, with build settings
    /// resolved, titles as written and the required keys an item lacks; what the code does with quick actions
    /// is an unread kind.
    @Test func withoutAReaderThePlistIsReadAndTheCodeIsUnread() throws {
        let report = try ProjectImporter(configuration: "Release").importProject(at: Self.ledger)
        #expect(report.quickActions == [
            ImportReport.QuickAction(
                type: "com.example.ledger.add", title: "Add expense", icon: ["UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeAdd"],
                declared: true, declaredAt: "Ledger/Info.plist:13", declaredIndex: 0),
            ImportReport.QuickAction(
                type: "com.example.ledger.scan", title: "SHORTCUT_SCAN_TITLE", subtitle: "SHORTCUT_SCAN_SUBTITLE",
                icon: ["UIApplicationShortcutItemIconSymbolName": "doc.text.viewfinder"], declared: true, declaredAt: "Ledger/Info.plist:21", declaredIndex: 1),
            ImportReport.QuickAction(
                type: "com.example.ledger.recent", declared: true, declaredAt: "Ledger/Info.plist:31", declaredIndex: 2,
                missingKeys: ["UIApplicationShortcutItemTitle"]),
        ])
        #expect(report.app.usesScenes == nil)
        #expect(report.quickActionEntryPoints == nil)
        #expect(report.unreadKinds.contains("quickActionType"))
    }

    /// The item's place when it has no type: its dictionary's line.
    @Test func anItemWithoutATypeIsPlacedAtItsDictionary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("QuickActionItem-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>CFBundleIdentifier</key>
            	<string>com.example.app</string>
            	<key>UIApplicationShortcutItems</key>
            	<array>
            		<dict>
            			<key>UIApplicationShortcutItemTitle</key>
            			<string>Untyped</string>
            		</dict>
            		<dict/>
            	</array>
            	<key>UIApplicationSceneManifest</key>
            	<dict/>
            </dict>
            </plist>
            """.write(to: folder.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        let report = try ProjectImporter(configuration: "Release").importProject(at: folder)
        #expect(report.quickActions?.map(\.declaredAt) == ["App/Info.plist:8", "App/Info.plist:12"])
        #expect(report.quickActions?.map(\.missingKeys) == [
            ["UIApplicationShortcutItemType"], ["UIApplicationShortcutItemType", "UIApplicationShortcutItemTitle"],
        ])
        #expect(report.quickActions?.map(\.type) == [nil, nil])
        #expect(report.app.usesScenes == true)
        #expect(report.app.usesScenesSource == "App/Info.plist:14")
    }

    /// A binary Info.plist has no lines: every item is at line 1.
    @Test func aBinaryInfoPlistPlacesItsItemsAtLineOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("QuickActionBinary-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        let info: [String: Any] = [
            "CFBundleIdentifier": "com.example.app",
            "UIApplicationShortcutItems": [["UIApplicationShortcutItemType": "com.example.app.a", "UIApplicationShortcutItemTitle": "A"]],
        ]
        try PropertyListSerialization.data(fromPropertyList: info, format: .binary, options: 0)
            .write(to: folder.appendingPathComponent("App/Info.plist"))
        let report = try ProjectImporter(configuration: "Release").importProject(at: folder)
        #expect(report.quickActions?.map(\.declaredAt) == ["App/Info.plist:1"])
        #expect(report.quickActions?.map(\.type) == ["com.example.app.a"])
    }

    /// An app without quick actions has none of the keys in its JSON.
    @Test func anAppWithoutQuickActionsHasNoSuchKeys() throws {
        let json = String(decoding: try JSONEncoder().encode(ImportReport()), as: UTF8.self)
        #expect(!json.contains("quickAction"))
        #expect(!json.contains("usesScenes"))
    }

    #if SwiftSources
    /// `Shortcut(rawValue: item.type)` kept or passed on: every case handled, uncertain (Decision 497); switched
    /// over where it is made, or through a local the function switches over: only the cases written, certain.
    @Test(arguments: [
        ("var pending: Shortcut?\n\(signature) { pending = Shortcut(rawValue: item.type) }",
         ["com.example.app.brew uncertain", "plain uncertain"]),
        ("\(signature) { guard let kind = Shortcut(rawValue: shortcutItem.type) else { return }; perform(kind) }",
         ["com.example.app.brew uncertain", "plain uncertain"]),
        ("\(signature) { guard let kind = Shortcut(rawValue: shortcutItem.type) else { return }; switch kind { case .brew: break; default: break } }",
         ["com.example.app.brew"]),
        ("\(signature) { switch Shortcut(rawValue: shortcutItem.type) { case .plain?: break; default: break } }", ["plain"]),
        ("\(signature) { _ = Shortcut(rawValue: other.type) }", []),
    ])
    func enumCasesOfAShortcutItemsType(code: String, handled: [String]) {
        let facts = Self.read(Self.constants + code)
        let found = facts.quickActionUses.filter { $0.use == .handle }.map { "\($0.type.value)\($0.type.uncertainty == nil ? "" : " uncertain")" }
        #expect(found == handled)
    }
    #endif
}
