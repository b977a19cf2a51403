import Foundation
import IntegrationsCore
@testable import IntegrationsImport
import IntegrationsTestSupport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// Controls, interactive widgets and app entities in Spotlight read from Swift (FactCollector+Controls.swift,
/// Availability.swift): the intent each control or widget runs and the widget around it, `LiveActivityIntent`
/// conformances, `IndexedEntity` and its calls with the iOS version their guards give; and, through the whole
/// importer, which targets compile each intent and the app's deployment target (issue 35).
@Suite struct SwiftReaderControlTests {
    #if SwiftSources
    static func read(_ text: String) -> SwiftSourceFacts {
        SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "Widgets/Controls.swift", text: text)])
    }

    /// A call, how it runs its intent, and the intent (`nil`: not read).
    static let calls: [(call: String, use: ImportReport.IntentUse.Use, intent: String?)] = [
        (#"ControlWidgetButton(action: StartIntent()) { Label("Go", systemImage: "play") }"#, .controlWidgetButton, "StartIntent"),
        (#"ControlWidgetToggle("Light", isOn: value, action: ToggleIntent()) { on in Text("") }"#, .controlWidgetToggle, "ToggleIntent"),
        (#"Button(intent: DoneIntent(id: entry.id)) { Image(systemName: "checkmark") }"#, .button, "DoneIntent"),
        (#"Button("Pause", intent: PauseIntent())"#, .button, "PauseIntent"),
        (#"Toggle(isOn: entry.isDone, intent: DoneIntent.init(id: entry.id)) { Text("") }"#, .toggle, "DoneIntent"),
        (#"Button(intent: Shared.SnoozeIntent()) { Text("") }"#, .button, "SnoozeIntent"),
        (#"Button(intent: makeIntent()) { Text("") }"#, .button, nil),
        (#"Button(intent: intent) { Text("") }"#, .button, nil),
        // Made in a closure called at once (issue 46).
        (#"Button(intent: { var i = DoneIntent(); i.id = entry.id; return i }()) { Text("") }"#, .button, "DoneIntent"),
        (#"Button(intent: { let i: Shared.SnoozeIntent = .init(); return i }()) { Text("") }"#, .button, "SnoozeIntent"),
    ]

    @Test(arguments: calls.indices)
    func theCallGivesItsIntent(row: Int) throws {
        let (call, use, intent) = Self.calls[row]
        let facts = Self.read("struct V: View {\n    var body: some View {\n        \(call)\n    }\n}\n")
        guard let intent else {
            #expect(facts.intentUses.isEmpty)
            #expect(facts.unreadKinds.contains("intentUse"))
            #expect(facts.notes.map(\.code) == [.importNotLiteral])
            return
        }
        let found = try #require(facts.intentUses.first)
        #expect(facts.intentUses.count == 1)
        #expect(found.use == use)
        #expect(found.intent == intent)
        #expect(found.source == "Widgets/Controls.swift:3")
        #expect(found.widget == nil)
        #expect(found.uncertainty == nil)
    }

    @Test func aSwiftUIButtonWithAnActionIsNoIntentUse() {
        let facts = Self.read(#"struct V: View { var body: some View { Button(action: { go() }) { Text("") }; Button("Go") { go() } } }"#)
        #expect(facts.intentUses.isEmpty)
        #expect(facts.notes.isEmpty)
    }

    @Test func theEnclosingControlOrWidgetGivesItsKind() throws {
        let facts = Self.read("""
            struct AwayControl: ControlWidget {
                static let kind = "com.example.away"
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: Self.kind) {
                        ControlWidgetButton(action: AwayIntent()) { Text("") }
                    }
                }
            }
            struct Status: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "com.example.status", provider: P()) { entry in
                        #if DEBUG
                        Button(intent: DebugIntent()) { Text("") }
                        #endif
                    }
                }
            }
            """)
        #expect(facts.intentUses.map(\.widget) == ["com.example.away", "com.example.status"])
        #expect(facts.intentUses.map(\.uncertainty) == [nil, Uncertainty(.condition, "#if DEBUG")])
    }

    @Test func liveActivityIntentsAreKnownThroughEveryConformance() {
        let facts = Self.read("""
            struct A: LiveActivityIntent { func perform() async throws -> some IntentResult { .result() } }
            struct B: AppIntent, LiveActivityIntent { }
            protocol Timed: LiveActivityIntent {}
            struct C: Timed {}
            struct D: AppIntent {}
            extension D: LiveActivityIntent {}
            struct E: AppIntent {}
            """)
        #expect(facts.liveActivityIntents == ["A", "B", "C", "D"])
    }

    /// Where the code sits, and the availability it gets (`iOS`, `unread`).
    static let guards: [(code: String, iOS: String?, unread: String?)] = [
        ("struct T: IndexedEntity {}", nil, nil),
        ("@available(iOS 18.0, *)\nstruct T: IndexedEntity {}", "18.0", nil),
        ("@available(iOS 18, macOS 15, *)\nstruct T: IndexedEntity {}", "18", nil),
        ("@available(iOS, introduced: 18.0)\nstruct T: IndexedEntity {}", "18.0", nil),
        ("@available(macOS 15, *)\nstruct T: IndexedEntity {}", nil, nil),
        ("@available(iOS 17.0, *)\nstruct T: IndexedEntity {}", "17.0", nil),
        ("@available(iOS, deprecated: 19)\nstruct T: IndexedEntity {}", nil, nil),
        ("@available(iOS Version.next, *)\nstruct T: IndexedEntity {}", nil, "@available(iOS Version.next, *)"),
        ("struct T: AppEntity {}\n@available(iOS 18.0, *)\nextension T: IndexedEntity {}", "18.0", nil),
        ("@available(iOS 18.0, *)\nenum Outer {\n    struct T: IndexedEntity {}\n}", "18.0", nil),
        ("func f() async {\n    try? await index.indexAppEntities(items)\n}", nil, nil),
        ("@available(iOS 18.0, *)\nfunc f() async {\n    try? await index.indexAppEntities(items)\n}", "18.0", nil),
        ("func f() async {\n    if #available(iOS 18.0, *) {\n        try? await index.indexAppEntities(items)\n    }\n}", "18.0", nil),
        ("func f() async {\n    if #available(iOS 18.0, *) {\n    } else {\n        try? await index.indexAppEntities(items)\n    }\n}", nil, nil),
        ("func f() async {\n    guard #available(iOS 18.0, *) else { return }\n    try? await index.indexAppEntities(items)\n}", "18.0", nil),
        ("func f() {\n    let item = CSSearchableItem(appEntity: entity)\n}", nil, nil),
        ("@available(iOS 17.0, *)\nstruct S {\n    @available(iOS 18.1, *)\n    func f() {\n        let item = CSSearchableItem(appEntity: entity)\n    }\n}", "18.1", nil),
    ]

    @Test(arguments: guards.indices)
    func theGuardGivesTheVersion(row: Int) throws {
        let (code, iOS, unread) = Self.guards[row]
        let facts = Self.read(code + "\n")
        let found = try #require(facts.spotlightEntities.first)
        #expect(facts.spotlightEntities.count == 1)
        #expect(found.availableFrom == iOS)
        #expect(found.unreadGuard == unread)
        #expect(found.type == (code.contains("IndexedEntity") ? "T" : nil))
    }

    @Test func theSpotlightUsesAndTheirPlaces() {
        let facts = Self.read("""
            struct T: AppEntity, IndexedEntity {}
            func f() async {
                try? await CSSearchableIndex.default().indexAppEntities([T()], priority: 2)
                let item = CSSearchableItem(appEntity: T())
                let other = CSSearchableItem(uniqueIdentifier: "x", domainIdentifier: nil, attributeSet: set)
            }
            """)
        #expect(facts.spotlightEntities.map(\.use) == [.indexedEntity, .indexAppEntities, .searchableItem])
        #expect(facts.spotlightEntities.map(\.source) == ["Widgets/Controls.swift:1", "Widgets/Controls.swift:3", "Widgets/Controls.swift:4"])
    }

    @Test func theFactsCrossAProcessAndOldFactsDecode() throws {
        var facts = SwiftSourceFacts()
        facts.intentUses = [ImportReport.IntentUse(intent: "A", use: .button, widget: "k", source: "A.swift:1")]
        facts.spotlightEntities = [ImportReport.SpotlightEntity(use: .indexedEntity, type: "T", source: "T.swift:2", availableFrom: "18.0")]
        facts.liveActivityIntents = ["A"]
        let decoded = try JSONDecoder().decode(SwiftSourceFacts.self, from: JSONEncoder().encode(facts))
        #expect(decoded.intentUses == facts.intentUses)
        #expect(decoded.spotlightEntities == facts.spotlightEntities)
        #expect(decoded.liveActivityIntents == ["A"])
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(SwiftSourceFacts())) as? [String: Any])
        for key in ["intentUses", "spotlightEntities", "liveActivityIntents"] { object.removeValue(forKey: key) }
        let old = try JSONDecoder().decode(SwiftSourceFacts.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.intentUses.isEmpty && old.spotlightEntities.isEmpty && old.liveActivityIntents.isEmpty)
    }

    static let porchlight = FixtureManifest.fixtures.appendingPathComponent("Projects/Patterns/ControlIntents")

    /// Through the importer: each intent's targets (a file listed in both, the extension's own, a local
    /// package's for every target), each use's, and the deployment target from XcodeGen's options.
    @Test func theImporterSaysWhichTargetsCompileEachIntent() throws {
        let report = try ProjectImporter(swiftSources: SwiftSyntaxSourceReader()).importProject(at: Self.porchlight)
        let intents = Dictionary(uniqueKeysWithValues: report.intents.map { ($0.type, $0.compiledBy) })
        #expect(intents["ToggleLightIntent"] == ["Porchlight", "PorchlightWidgets"])
        #expect(intents["StartAwayModeIntent"] == ["PorchlightWidgets"])
        #expect(intents["SnoozeIntent"] == ["Porchlight", "PorchlightWidgets"])
        let uses = try #require(report.intentUses)
        let away = try #require(uses.first { $0.intent == "StartAwayModeIntent" })
        #expect(away.widget == "com.example.porchlight.away")
        #expect(away.compiledBy == ["PorchlightWidgets"])
        #expect(away.intentCompiledBy == ["PorchlightWidgets"])
        #expect(away.intentKind == "LiveActivityIntent")
        #expect(away.intentDeclaredAt == "PorchlightWidgets/AwayIntents.swift:5")
        #expect(uses.first { $0.intent == "DimLightIntent" }?.intentKind == "AppIntent")
        #expect(report.app.deploymentTarget == "17.0")
        #expect(report.app.deploymentTargetSource == "project.yml:6")
    }
    #endif

    /// The app, a widget extension that links a framework, an extension whose project does not say what it
    /// compiles, and a local package: which targets compile each file.
    static let memberships: [(path: String, targets: [String])] = [
        ("App/Main.swift", ["App"]),
        ("Widgets/Control.swift", ["Widgets"]),
        ("Shared/Intents.swift", ["App", "Widgets"]),
        ("Kit/Model.swift", ["App", "Widgets"]),
        ("Packages/Core/Sources/Core/Intent.swift", ["App", "Widgets"]),
        ("Tools/Script.swift", []),
    ]

    @Test(arguments: memberships.indices)
    func aFileIsCompiledByTheTargetsThatListItOrLinkIt(row: Int) throws {
        let (path, expected) = Self.memberships[row]
        func target(_ name: String, _ type: String, _ sources: XcodeProject.SourceMembership?, dependencies: [String] = []) -> XcodeProject.Target {
            XcodeProject.Target(name: name, productType: type, settings: BuildSettings(), sources: sources, dependencies: dependencies)
        }
        let app = target("App", AppTargetChoice.applicationType, XcodeProject.SourceMembership(files: ["Shared/Intents.swift"], folders: ["App"]),
                         dependencies: ["Widgets", "Kit"])
        let widgets = target("Widgets", "com.apple.product-type.app-extension",
                             XcodeProject.SourceMembership(files: ["Shared/Intents.swift"], folders: ["Widgets"]), dependencies: ["Kit"])
        let unknown = target("Share", "com.apple.product-type.app-extension", nil)
        let kit = target("Kit", "com.apple.product-type.framework", XcodeProject.SourceMembership(folders: ["Kit"]))
        let project = XcodeProject(sourceRoot: "", targets: [app, widgets, unknown, kit], classPrefix: nil)
        let choice = AppTargetChoice(
            project: project, target: app,
            summary: ImportReport.TargetChoice(name: "App", project: "App.xcodeproj/project.pbxproj", configuration: "Release", reason: .onlyIOSApplication, others: []),
            extensions: [widgets, unknown], members: [app, widgets, unknown, kit].map { (project: "App.xcodeproj/project.pbxproj", target: $0) })
        let membership = try #require(ProjectImporter.TargetMembership(choice: choice, swiftPaths: ["Packages/Core/Package.swift", path]))
        #expect(membership.targets(compiling: path) == expected)
        #expect(membership.targets.map(\.name) == ["App", "Widgets"])
    }

    /// A project file's `IPHONEOS_DEPLOYMENT_TARGET`: the app target's over the project's, at its line.
    @Test func theDeploymentTargetOfAnXcodeProject() throws {
        let pbxproj = """
            // !$*UTF8*$!
            { objects = {
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
                L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                    INFOPLIST_FILE = App/Info.plist;
                    IPHONEOS_DEPLOYMENT_TARGET = 17.2;
                    SDKROOT = iphoneos; }; };
                L0 = { isa = XCConfigurationList; buildConfigurations = (C0); };
                C0 = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                    IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; };
                P1 = { isa = PBXProject; targets = (T1); buildConfigurationList = L0; };
            }; rootObject = P1; }
            """
        let info = try PropertyListSerialization.data(fromPropertyList: ["CFBundleIdentifier": "com.example.app"], format: .xml, options: 0)
        let report = try ProjectImporter().importProject(files: ["App.xcodeproj/project.pbxproj": Data(pbxproj.utf8), "App/Info.plist": info])
        #expect(report.app.deploymentTarget == "17.2")
        #expect(report.app.deploymentTargetSource == "App.xcodeproj/project.pbxproj:7")
    }

    /// XcodeGen's `deploymentTarget`, as the importer reads it: a target's string or mapping over the
    /// project's options, settings written out over both.
    static let deploymentTargets: [(yaml: String, expected: String?)] = [
        ("options:\n  deploymentTarget:\n    iOS: \"16.4\"\n", "16.4"),
        ("options:\n  deploymentTarget:\n    iOS: \"16.4\"\n<TARGET>\n    deploymentTarget: \"17.2\"\n", "17.2"),
        ("<TARGET>\n    deploymentTarget:\n      iOS: 18.0\n", "18.0"),
        ("options:\n  deploymentTarget:\n    iOS: \"16.4\"\n<TARGET>\n    settings:\n      IPHONEOS_DEPLOYMENT_TARGET: \"15.0\"\n", "15.0"),
        ("settings:\n  IPHONEOS_DEPLOYMENT_TARGET: \"16.0\"\n", "16.0"),
        ("options:\n  deploymentTarget:\n    macOS: \"14.0\"\n", nil),
        ("", nil),
    ]

    @Test(arguments: deploymentTargets.indices)
    func theDeploymentTargetIsRead(row: Int) throws {
        let (yaml, expected) = Self.deploymentTargets[row]
        let target = "targets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n"
        var spec = "name: App\n" + yaml.replacingOccurrences(of: "<TARGET>\n", with: target)
        if !yaml.contains("<TARGET>") { spec += target }
        let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.app</string></dict></plist>"#
        let files = ["project.yml": Data(spec.utf8), "App/Info.plist": Data(plist.utf8)]
        let report = try ProjectImporter().importProject(files: files)
        #expect(report.app.deploymentTarget == expected, "\(spec)")
        #expect((report.app.deploymentTargetSource != nil) == (expected != nil))
    }
}
