import Foundation
import IntegrationsCore
@testable import IntegrationsImport
import IntegrationsTestSupport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// Background tasks read from Swift (FactCollector+BackgroundTasks.swift): the identifier of a
/// registration, a request or SwiftUI's `.backgroundTask(.appRefresh(_:))`, resolved through the reader's
/// constants, with its kind, place and uncertainty; and, through the whole importer, the Info.plist's
/// `BGTaskSchedulerPermittedIdentifiers` and `UIBackgroundModes` (issue 35).
@Suite struct SwiftReaderBackgroundTaskTests {
    #if SwiftSources
    static func read(_ text: String) -> SwiftSourceFacts {
        SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "App/Tasks.swift", text: text)])
    }

    /// The declarations every row's call can name.
    static let constants = """
        import BackgroundTasks
        enum TaskID { static let refresh = "com.example.app.refresh" }
        enum Job: String { case tidy = "com.example.app.tidy"; case plain }

        """

    /// A call, the use and kind it gives, and the identifier (`nil`: not resolved).
    static let rows: [(call: String, use: ImportReport.BackgroundTaskUse.Use, kind: ImportReport.BackgroundTask.Kind?, identifier: String?)] = [
        (#"BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.literal", using: nil) { _ in }"#, .register, nil, "com.example.app.literal"),
        ("BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskID.refresh, using: nil) { _ in }", .register, nil, "com.example.app.refresh"),
        ("BGTaskScheduler.shared.register(forTaskWithIdentifier: Job.tidy.rawValue, using: nil) { _ in }", .register, nil, "com.example.app.tidy"),
        ("BGTaskScheduler.shared.register(forTaskWithIdentifier: Job.plain.rawValue, using: nil) { _ in }", .register, nil, "plain"),
        ("BGTaskScheduler.shared.register(forTaskWithIdentifier: server.identifier, using: nil) { _ in }", .register, nil, nil),
        ("let r = BGAppRefreshTaskRequest(identifier: TaskID.refresh)", .submit, .refresh, "com.example.app.refresh"),
        ("let r = BGProcessingTaskRequest(identifier: Job.tidy.rawValue)", .submit, .processing, "com.example.app.tidy"),
        (#"let r = BGProcessingTaskRequest(identifier: "com.example.app.literal")"#, .submit, .processing, "com.example.app.literal"),
        ("let r = BGAppRefreshTaskRequest(identifier: name)", .submit, .refresh, nil),
        (#"let s = WindowGroup { Text("") }.backgroundTask(.appRefresh("com.example.app.swiftui")) { }"#, .register, .refresh, "com.example.app.swiftui"),
        ("let s = WindowGroup { Text(\"\") }.backgroundTask(.appRefresh(TaskID.refresh)) { }", .register, .refresh, "com.example.app.refresh"),
        // A function's locals (issue 46): `guard let` of the bundle identifier, a `let` built from it, and a
        // local that shadows a constant of the same name.
        (#"guard let id = Bundle.main.bundleIdentifier else { return }; let r = BGAppRefreshTaskRequest(identifier: "\(id).refresh")"#, .submit, .refresh, "$(PRODUCT_BUNDLE_IDENTIFIER).refresh"),
        (#"guard let id = Bundle.main.bundleIdentifier else { return }; let task = id + ".clean"; BGTaskScheduler.shared.register(forTaskWithIdentifier: task, using: nil) { _ in }"#, .register, nil, "$(PRODUCT_BUNDLE_IDENTIFIER).clean"),
        (#"let refresh = "com.example.app.local"; let r = BGAppRefreshTaskRequest(identifier: refresh)"#, .submit, .refresh, "com.example.app.local"),
        ("let r = BGAppRefreshTaskRequest(identifier: later); let later = TaskID.refresh", .submit, .refresh, nil),
    ]

    @Test(arguments: rows.indices)
    func theCallGivesItsIdentifierKindAndPlace(row: Int) throws {
        let (call, use, kind, identifier) = Self.rows[row]
        let facts = Self.read(Self.constants + "func schedule() {\n    \(call)\n}\n")
        guard let identifier else {
            #expect(facts.backgroundTaskUses.isEmpty)
            #expect(facts.unreadKinds.contains("backgroundTask"))
            #expect(facts.notes.map(\.code) == [.importNotLiteral])
            #expect(facts.notes.first?.source == "App/Tasks.swift:5")
            return
        }
        let found = try #require(facts.backgroundTaskUses.first)
        #expect(facts.backgroundTaskUses.count == 1)
        #expect(found.use == use)
        #expect(found.kind == kind)
        #expect(found.identifier.value == identifier)
        #expect(found.identifier.source == "App/Tasks.swift:5")
        #expect(found.identifier.uncertainty == nil)
        #expect(!facts.unreadKinds.contains("backgroundTask"))
    }

    @Test func aCallUnderAConditionIsUncertain() throws {
        let facts = Self.read(Self.constants + """
            func schedule() throws {
                #if DEBUG
                try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.app.debug"))
                #endif
            }
            """)
        let found = try #require(facts.backgroundTaskUses.first)
        #expect(found.identifier.uncertainty == Uncertainty(.condition, "#if DEBUG"))
    }

    /// Where a registration is written, and the lifecycle callback after launch it is made in (`nil`: at
    /// launch, or in a function of the app's own that launch may call).
    static let placements: [(code: String, lateIn: String?)] = [
        ("func application(_ a: UIApplication, didFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n    REGISTER\n    return true\n}", nil),
        ("init() {\n    REGISTER\n}", nil),
        ("func registerTasks() {\n    REGISTER\n}", nil),
        ("final class Settings: UIViewController {\n    override func viewDidLoad() {\n        REGISTER\n    }\n}", "viewDidLoad()"),
        ("func viewWillAppear(_ animated: Bool) {\n    REGISTER\n}", "viewWillAppear(_:)"),
        ("func scene(_ s: UIScene, willConnectTo session: UISceneSession, options o: UIScene.ConnectionOptions) {\n    REGISTER\n}", "scene(_:willConnectTo:options:)"),
        ("func sceneDidBecomeActive(_ s: UIScene) {\n    REGISTER\n}", "sceneDidBecomeActive(_:)"),
        ("func applicationWillEnterForeground(_ a: UIApplication) {\n    REGISTER\n}", "applicationWillEnterForeground(_:)"),
        ("var body: some View {\n    Text(\"\").onAppear {\n        REGISTER\n    }\n}", ".onAppear"),
        ("var body: some View {\n    Text(\"\").task {\n        REGISTER\n    }\n}", ".task"),
        ("func viewDidLoad() {\n    queue.async {\n        REGISTER\n    }\n}", "viewDidLoad()"),
        ("func viewDidLoad() {\n    helper { func setUp() {\n        REGISTER\n    } }\n}", nil),
    ]

    @Test(arguments: placements.indices)
    func aRegistrationAfterLaunchNamesItsCallback(row: Int) throws {
        let (code, lateIn) = Self.placements[row]
        let register = #"BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.late", using: nil) { _ in }"#
        let facts = Self.read(Self.constants + code.replacingOccurrences(of: "REGISTER", with: register) + "\n")
        let found = try #require(facts.backgroundTaskUses.first)
        #expect(found.lateIn == lateIn)
        // A request is never late: only registrations are.
        let submitted = Self.read(Self.constants + code.replacingOccurrences(of: "REGISTER", with: "let r = BGAppRefreshTaskRequest(identifier: TaskID.refresh)") + "\n")
        #expect(try #require(submitted.backgroundTaskUses.first).lateIn == nil)
    }

    /// The importer gathers late registrations onto their task, and an old report without them decodes.
    @Test func lateRegistrationsReachTheTask() throws {
        var report = ImportReport()
        report.addBackgroundTaskUses([
            ImportReport.BackgroundTaskUse(.register, SourceValue("a.b", source: "A.swift:3")),
            ImportReport.BackgroundTaskUse(.register, SourceValue("a.b", source: "B.swift:9"), lateIn: "viewDidLoad()"),
        ])
        let task = try #require(report.backgroundTasks?.first)
        #expect(task.registeredAt == ["A.swift:3", "B.swift:9"])
        #expect(task.registeredLate == [ImportReport.BackgroundTask.LateRegistration(source: "B.swift:9", during: "viewDidLoad()")])
        let json = String(decoding: try JSONEncoder().encode(ImportReport.BackgroundTask(identifier: "a.b", declared: true)), as: UTF8.self)
        #expect(!json.contains("registeredLate"))
        // `registered` and `scheduled` are written beside their places, and a report read back is the same.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = String(decoding: try encoder.encode(task), as: UTF8.self)
        #expect(written.contains(#""registered":true"#) && written.contains(#""scheduled":false"#), "\(written)")
        #expect(try JSONDecoder().decode(ImportReport.BackgroundTask.self, from: Data(written.utf8)) == task)
    }

    /// An enum declared in the app and again in a local package or framework of the same repository: a case
    /// both declare with the same raw value is read, one whose raw values differ is not (which enum a call
    /// means depends on its module, which the reader does not know), and a note says so.
    @Test(arguments: [("com.example.app.sync", ["com.example.app.sync"]), ("com.example.app.legacySync", [])])
    func anEnumDeclaredInTwoModules(packageValue: String, read: [String]) {
        let app = SwiftSourceFile(path: "App/Tasks.swift", text: """
            enum TaskID: String { case sync = "com.example.app.sync" }
            func f() { BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskID.sync.rawValue, using: nil) { _ in } }
            """)
        let package = SwiftSourceFile(path: "Packages/Core/Sources/Core/TaskID.swift", text: "public enum TaskID: String { case sync = \"\(packageValue)\" }")
        let facts = SwiftSyntaxSourceReader().read([package, app])
        #expect(facts.backgroundTaskUses.map(\.identifier.value) == read)
        #expect(facts.notes.map(\.source) == (read.isEmpty ? ["App/Tasks.swift:2"] : []))
    }

    @Test func anotherRegisterCallIsNotATask() {
        let facts = Self.read("func f() { center.register(cell, forCellReuseIdentifier: \"x\"); UserDefaults.standard.register(defaults: [:]) }")
        #expect(facts.backgroundTaskUses.isEmpty)
    }

    @Test func theFactsCrossAProcessAndOldFactsDecode() throws {
        var facts = SwiftSourceFacts()
        facts.backgroundTaskUses = [ImportReport.BackgroundTaskUse(.submit, SourceValue("a.b", source: "A.swift:1"), kind: .processing)]
        let decoded = try JSONDecoder().decode(SwiftSourceFacts.self, from: JSONEncoder().encode(facts))
        #expect(decoded.backgroundTaskUses == facts.backgroundTaskUses)
        // A reader from before the key was added writes none.
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(SwiftSourceFacts())) as? [String: Any])
        object.removeValue(forKey: "backgroundTaskUses")
        let old = try JSONDecoder().decode(SwiftSourceFacts.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.backgroundTaskUses.isEmpty)
    }
    #endif

    static let kettle = FixtureManifest.fixtures.appendingPathComponent("Projects/Patterns/BackgroundTaskIdentifiers")

    /// Without a Swift reader (the plugins' tool), the Info.plist's keys are read and what the code does
    /// with background tasks is an unread kind (Decisions 254, 274).
    @Test func withoutAReaderThePlistIsReadAndTheCodeIsUnread() throws {
        let report = try ProjectImporter(configuration: "Release").importProject(at: Self.kettle)
        #expect(report.backgroundTasks == [
            ImportReport.BackgroundTask(identifier: "com.example.kettle.refresh", declared: true, declaredAt: "Kettle/Info.plist:11"),
            ImportReport.BackgroundTask(identifier: "com.example.kettle.sync", declared: true, declaredAt: "Kettle/Info.plist:12"),
        ])
        #expect(report.app.backgroundModes == ["fetch"])
        #expect(report.unreadKinds.contains("backgroundTask"))
    }

    /// An app without the keys has no `backgroundTasks` and no `backgroundModes` in its JSON.
    @Test func anAppWithoutBackgroundTasksHasNoSuchKeys() throws {
        let json = String(decoding: try JSONEncoder().encode(ImportReport()), as: UTF8.self)
        #expect(!json.contains("backgroundTasks"))
        #expect(!json.contains("backgroundModes"))
    }
}
