import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsPoints
import IntegrationsTestSupport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// The importer on the project fixtures of `Fixtures/Projects` (written here, imitating the patterns of
/// real apps), against golden reports. Regenerate after a deliberate change with:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter ImporterTests
@Suite struct ImporterTests {
    static let projects = FixtureManifest.fixtures.appendingPathComponent("Projects")
    static let larder = projects.appendingPathComponent("Larder")
    static let updating = ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1"

    static func importer(configuration: String = "Release") -> ProjectImporter {
        #if SwiftSources
        ProjectImporter(configuration: configuration, swiftSources: SwiftSyntaxSourceReader())
        #else
        ProjectImporter(configuration: configuration)
        #endif
    }

    static func json(_ report: ImportReport, language: Language = .en) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo = [ImportReport.languageKey: language]
        return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
    }

    static func compare(_ text: String, golden url: URL) throws {
        if updating, (try? String(contentsOf: url, encoding: .utf8)) != text {
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote \(url.lastPathComponent) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(url.lastPathComponent) differs; if the change is meant: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter ImporterTests")
    }

    #if SwiftSources
    /// Each project fixture's whole report: Larder (an Xcode project), Sprout (XcodeGen's project.yml).
    @Test(arguments: ["Larder", "Sprout"])
    func theReportIsTheGoldenOne(project: String) throws {
        let report = try Self.importer().importProject(at: Self.projects.appendingPathComponent(project))
        try Self.compare(try Self.json(report), golden: Self.projects.appendingPathComponent("\(project).report.json"))
    }

    /// What the Swift sources say, read through constants, enum raw values and result builders.
    /// A React Native app (its Podfile uses React Native's pods) takes native modules from node_modules, which
    /// is never read: every code kind is unread, with a note (Decision 494); the same app with a plain Podfile
    /// has none unread.
    @Test(arguments: [
        ("require_relative '../node_modules/react-native/scripts/react_native_pods'\nuse_react_native!(path: '../node_modules/react-native')\n", true),
        ("platform :ios, '16.0'\ntarget 'App' do\n  pod 'Alamofire'\nend\n", false),
    ])
    func aReactNativeAppLeavesEveryCodeKindUnread(podfile: String, reactNative: Bool) throws {
        let files = [
            "ios/Podfile": Data(podfile.utf8),
            "ios/App/AppDelegate.m": Data("@implementation AppDelegate\n@end\n".utf8),
            "ios/App/Info.plist": Data(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.rn</string></dict></plist>"#.utf8),
        ]
        let report = try ProjectImporter().importProject(files: files)
        let unread = Set(report.unreadKinds)
        #expect(unread.contains("handledNotificationAction") == reactNative)
        #expect(unread.contains("backgroundTask") == reactNative)
        #expect(report.notes.contains { $0.source == "ios/Podfile:1" && $0.message.en.hasPrefix("a React Native app") } == reactNative)
    }

    @Test func sourcesAreReadThroughConstantsAndBuilders() throws {
        let report = try Self.importer().importProject(at: Self.larder)
        #expect(report.widgets.map(\.kind) == ["StockWidget", "ShelfWidget", "StockWidget"])
        #expect(report.widgets.first?.families == ["systemSmall", "systemMedium", "accessoryRectangular"])
        #expect(report.widgets.map(\.configuration) == ["AppIntentConfiguration", "StaticConfiguration", "StaticConfiguration"])
        #expect(report.appShortcuts.map(\.intent) == ["AddItemIntent", "MoveItemIntent"])
        #expect(report.appShortcuts.last?.phrases == ["Move to ${shelf} with ${applicationName}"])
        // AppShortcuts.xcstrings gives the key's other phrases, and the Japanese ones.
        #expect(report.appShortcuts.last?.localizedPhrases == [
            "en": ["Move to ${shelf} with ${applicationName}", "Put it on the ${shelf} with ${applicationName}"],
            "ja": ["${applicationName}で${shelf}に移す"],
        ])
        let moved = try #require(ImportedAppFolder(report).manifest.intents.first { $0.identifier == "MoveItemIntent" })
        #expect(moved.phrases == IntentPhrases(
            ja: ["${applicationName}で${shelf}に移す"], en: ["Move to ${shelf} with ${applicationName}", "Put it on the ${shelf} with ${applicationName}"]))
        let add = try #require(report.intents.first { $0.type == "AddItemIntent" })
        #expect(add.title == "Add Item")
        #expect(add.parameters == [
            ImportReport.Intent.Parameter(name: "item", type: "ItemEntity", optional: false, title: "Item"),
            ImportReport.Intent.Parameter(name: "count", type: "Int", optional: true, title: "Count"),
        ])
        #expect(report.intents.first { $0.type == "ConfigureStockIntent" }?.kind == "WidgetConfigurationIntent")
        #expect(report.entityTypes == ["ItemEntity", "Shelf"])
        let viewing = try #require(report.activityTypes.first { $0.type == "com.example.larder.viewItem" })
        #expect(viewing.declared && viewing.created && viewing.handled)
        #expect(viewing.webpageHosts.map(\.value) == ["larder.example.com"])
        // The eligibility flags set near where each activity is made (`isEligibleForHandoff = true`…).
        #expect(viewing.eligibility == ["handoff"])
        #expect(report.activityTypes.first { $0.type == "com.example.larder.editItem" }?.eligibility == ["search"])
        #expect(report.activityTypes.first { $0.type == "browse" }?.handled == true)
        let lowStock = try #require(report.notificationCategories.first { $0.identifier == "LOW_STOCK" })
        #expect(lowStock.registered)
        #expect(lowStock.actions == [
            .init(identifier: "RESTOCK", title: "Restock", options: ["foreground"], textInput: false),
            .init(identifier: "NOTE", title: "Add a note", options: [], textInput: true),
        ])
        #expect(report.notificationCategories.first { $0.identifier == "EXPIRY" }?.actions.map(\.identifier) == ["THROW_OUT"])
        #expect(report.urls.map(\.scheme).sorted() == ["chat", "https", "https", "larder", "larder", "pantry", "recipes"])
        #expect(report.notes.map(\.source) == ["Larder/Handoff.swift:32", "Larder/Unfinished.swift:3"])
        #expect(report.activityTypes.first { $0.type == "scan" }?.createdAt == ["Larder/Handoff.swift:62"])
    }
    /// swift-syntax's parse time doubles with each level of nested `[` (18 levels: 36 ms; 30: minutes), so a
    /// file past the budget is left out with a note at the deepest line instead of hanging the import.
    @Test(arguments: [(10, true), (40, false)])
    func nestedBracketsAreReadOrLeftOut(depth: Int, read: Bool) {
        let text = "let ok = 1\nlet deep = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "\n"
        let facts = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "Deep.swift", text: text)])
        #expect(facts.filesRead == (read ? 1 : 0))
        #expect(facts.notes.map { "\($0.source): \($0.message.en)" } == (read ? [] : [
            "Deep.swift:2: square brackets nest 40 deep, and swift-syntax's parse time doubles with each level; not read (the limit is about a second of parsing)",
        ]))
    }
    #endif

    /// Build settings per configuration: xcconfig chains (`#include`, `#include?`), the project's and the
    /// target's settings, `$(inherited)`-free overrides, and the Info.plist linked by `INFOPLIST_FILE`.
    @Test(arguments: [
        ("Release", "com.example.larder", "Larder", "applinks:larder.example.com"),
        ("Debug", "com.example.larder.debug", "Larder β", "applinks:staging.larder.example.com"),
    ])
    func buildSettingsResolveThePropertyLists(configuration: String, bundleIdentifier: String, name: String, domain: String) throws {
        let report = try ProjectImporter(configuration: configuration).importProject(at: Self.larder)
        #expect(report.app.bundleIdentifier == bundleIdentifier)
        #expect(report.app.name == name)
        #expect(report.app.urlSchemes == ["larder"])
        #expect(report.app.associatedDomains == [domain, "applinks:*.larder.example.com", "webcredentials:larder.example.com"])
        #expect(report.app.appGroups == ["group.com.example.larder"])
        #expect(report.app.source == "Larder/Info.plist:11")
        #expect(report.activityTypes.contains { $0.type == "\(bundleIdentifier).search" && $0.source == "Larder/Info.plist:34" })
        // XML and binary property lists alike; the SiriKit classes carry the project's class prefix.
        #expect(report.files.propertyLists == 4)
        #expect(report.intents.filter { $0.kind == "SiriKit" }.map(\.type) == ["LDRestockIntent", "LDCheckStockIntent"])
        #expect(report.intentClasses.map(\.name) == ["LDRestockIntent", "LDCheckStokIntent", "INSendMessageIntent"])
    }

    #if XcodeGen
    /// XcodeGen's project.yml: settings per configuration (configFiles, settings.configs), the bundle
    /// identifier from bundleIdPrefix, and the Info.plist and entitlements XcodeGen writes from their
    /// properties, placed at the lines of project.yml that declare them.
    @Test(arguments: [
        ("Release", "Sprout", "applinks:sprout.example"),
        // SPROUT_NAME is defined for Release only: undefined in Debug, empty as Xcode expands it, so the
        // name is the product's (PRODUCT_NAME, the target's name).
        ("Debug", "Sprout", "applinks:staging.sprout.example"),
    ])
    func xcodeGenProjectsAreRead(configuration: String, name: String, domain: String) throws {
        let report = try Self.importer(configuration: configuration).importProject(at: Self.projects.appendingPathComponent("Sprout"))
        #expect(report.app.bundleIdentifier == "com.example.Sprout")
        #expect(report.app.name == name)
        #expect(report.app.urlSchemes == ["sprout"])
        #expect(report.app.associatedDomains == [domain])
        #expect(report.app.appGroups == ["group.com.example.Sprout"])
        #expect(report.activityTypes.first?.source == "project.yml:26")
        #if SwiftSources
        // `.userActivity(type) { activity in activity.webpageURL = … }`: the closure's activity is that type.
        #expect(report.activityTypes.first?.webpageHosts.map(\.value) == ["sprout.example"])
        #endif
        #expect(report.notes.filter { $0.source == "project.yml:1" }.map(\.message.en) == [
            "Sprout/Info.plist is not in the repository; read from what XcodeGen writes (its properties)",
            "Sprout/Sprout.entitlements is not in the repository; read from what XcodeGen writes (its properties)",
            "SproutWidgets/Info.plist is not in the repository; read from what XcodeGen writes (its properties)",
        ])
    }

    @Test func aProjectYmlThatIsNotYAMLIsANote() throws {
        let report = try ProjectImporter().importProject(files: ["project.yml": Data("name: [unclosed\ntargets: {".utf8)])
        #expect(report.notes.contains { $0.source.hasPrefix("project.yml:") && $0.message.en.hasPrefix("not YAML") })
    }
    #endif

    /// Without a Swift-source reader the project files are still read, and a note says what was not.
    @Test func withoutAReaderTheSourcesAreANote() throws {
        let report = try ProjectImporter().importProject(at: Self.larder)
        #expect(report.files.swiftSources == 0)
        #expect(report.widgets.isEmpty)
        #expect(report.notes.contains { $0.source == "." && $0.message.en == "6 Swift sources were not read (no Swift-source reader)" })
        #expect(report.app.bundleIdentifier == "com.example.larder")
    }
}
