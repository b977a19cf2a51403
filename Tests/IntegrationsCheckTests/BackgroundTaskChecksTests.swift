import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import Testing

/// The background-task rules of ``ProjectChecks`` on reports written here (ProjectChecks+BackgroundTasks.swift):
/// each rule's code, place, severity and message in both languages, an uncertain identifier lowered to a
/// warning, and nothing concluded from an Info.plist that was not read or code that was not (issue 35).
@Suite struct BackgroundTaskChecksTests {
    /// An app whose Info.plist was read, permitting `tasks` declared there, with `modes`.
    static func report(_ tasks: [ImportReport.BackgroundTask], modes: [String]? = ["fetch"], plistRead: Bool = true, unread: [String] = []) -> ImportReport {
        var report = ImportReport()
        report.app.source = plistRead ? "App/Info.plist:5" : nil
        report.app.backgroundModes = modes
        report.backgroundTasks = tasks
        report.unreadKinds = unread
        return report
    }

    static let fine = ImportReport.BackgroundTask(
        identifier: "com.example.app.refresh", kind: .refresh, declared: true, declaredAt: "App/Info.plist:9",
        registeredAt: ["App/AppDelegate.swift:12"], scheduledAt: ["App/Schedule.swift:4"])

    @Test func aTaskPermittedRegisteredAndWithItsModeIsFine() {
        #expect(ProjectChecks(report: Self.report([Self.fine])).run().isEmpty)
    }

    @Test func aSubmittedTaskNotPermittedIsAnErrorInBothLanguages() throws {
        let task = ImportReport.BackgroundTask(
            identifier: "com.example.app.tidy", kind: .refresh, declared: false, registeredAt: ["App/AppDelegate.swift:14"], scheduledAt: ["App/Schedule.swift:8"])
        let found = ProjectChecks(report: Self.report([Self.fine, task])).run()
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.code == "project.backgroundTaskNotPermitted")
        #expect(finding.severity == .error)
        #expect(finding.file == "App/Schedule.swift" && finding.line == 8)
        #expect(finding.message.en == "The code submits the background task \"com.example.app.tidy\", which App/Info.plist's BGTaskSchedulerPermittedIdentifiers does not list: submit(_:) throws BGTaskScheduler.Error.Code.notPermitted and the system never launches it.")
        #expect(finding.message.ja == "コードはバックグラウンドタスク「com.example.app.tidy」を送信していますが、App/Info.plist の BGTaskSchedulerPermittedIdentifiers にありません。submit(_:) は BGTaskScheduler.Error.Code.notPermitted を投げ、システムはこのタスクを起動しません。")
        #expect(finding.suggestion?.en == "Add \"com.example.app.tidy\" to BGTaskSchedulerPermittedIdentifiers in App/Info.plist.")
    }

    @Test func anUncertainIdentifierIsAWarningSayingWhy() throws {
        let task = ImportReport.BackgroundTask(
            identifier: "com.example.app.debug", kind: .refresh, declared: false, registeredAt: ["App/AppDelegate.swift:20"],
            uncertainty: Uncertainty(.condition, "#if DEBUG"))
        let finding = try #require(ProjectChecks(report: Self.report([Self.fine, task])).run().first)
        #expect(finding.code == "project.backgroundTaskNotPermitted")
        #expect(finding.severity == .warning)
        #expect(finding.message.en.hasPrefix("The code registers the background task \"com.example.app.debug\""))
        #expect(finding.message.en.hasSuffix("(uncertain: it is used only under `#if DEBUG`)"))
        #expect(finding.message.ja.hasSuffix("（不確か: 条件 `#if DEBUG` の下でだけ使われます）"))
    }

    @Test func aRegistrationAfterLaunchIsAWarningInBothLanguages() throws {
        var task = Self.fine
        task.registeredAt.append("App/Settings.swift:7")
        task.registeredLate = [ImportReport.BackgroundTask.LateRegistration(source: "App/Settings.swift:7", during: "viewDidLoad()")]
        let found = ProjectChecks(report: Self.report([task])).run()
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.code == "project.backgroundTaskRegisteredLate")
        #expect(finding.severity == .warning)
        #expect(finding.file == "App/Settings.swift" && finding.line == 7)
        #expect(finding.message.en == "The code registers the launch handler of the background task \"com.example.app.refresh\" in viewDidLoad(), which runs after the app has finished launching; Apple requires every launch handler registered before the end of application(_:didFinishLaunchingWithOptions:), so a launch in the background finds no handler.")
        #expect(finding.message.ja == "コードはバックグラウンドタスク「com.example.app.refresh」の起動ハンドラーを viewDidLoad() で登録していますが、これはアプリの起動が終わった後に呼ばれます。Apple はすべての起動ハンドラーの登録を application(_:didFinishLaunchingWithOptions:) の終わりまでに済ませるよう求めており、バックグラウンドで起動したときにハンドラーが見つかりません。")
        #expect(finding.suggestion?.en == "Register \"com.example.app.refresh\" in application(_:didFinishLaunchingWithOptions:) (in SwiftUI, the App's init()).")
        #expect(finding.suggestion?.ja == "「com.example.app.refresh」を application(_:didFinishLaunchingWithOptions:)（SwiftUI ではアプリの init()）で登録してください。")
    }

    @Test func aWildcardEntryPermitsTheIdentifiersItPrefixes() {
        let wildcard = ImportReport.BackgroundTask(identifier: "com.example.app.export.*", declared: true, declaredAt: "App/Info.plist:10")
        let task = ImportReport.BackgroundTask(
            identifier: "com.example.app.export.photos", declared: false, registeredAt: ["App/Export.swift:3"])
        #expect(ProjectChecks(report: Self.report([Self.fine, wildcard, task])).run().isEmpty)
    }

    /// A task, what makes it wrong, and the finding: code, place, severity, the English and Japanese messages.
    static let unregisteredRows: [(task: ImportReport.BackgroundTask, code: Diagnostic.Code, place: String, en: String, ja: String)] = [
        (ImportReport.BackgroundTask(identifier: "com.example.app.sync", declared: true, declaredAt: "App/Info.plist:10"),
         "project.backgroundTaskUnregistered", "App/Info.plist:10",
         "BGTaskSchedulerPermittedIdentifiers lists \"com.example.app.sync\", which no code registers with BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:); every permitted identifier requires a handler.",
         "BGTaskSchedulerPermittedIdentifiers の「com.example.app.sync」の起動ハンドラーを、どのコードも BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:) で登録していません。許可した識別子にはどれもハンドラーが要ります。"),
        (ImportReport.BackgroundTask(identifier: "com.example.app.sync", kind: .refresh, declared: true, declaredAt: "App/Info.plist:10", scheduledAt: ["App/Sync.swift:7"]),
         "project.backgroundTaskUnregistered", "App/Sync.swift:7",
         "The code submits the background task \"com.example.app.sync\", but no code registers its launch handler with BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:).",
         "コードはバックグラウンドタスク「com.example.app.sync」を送信していますが、どのコードも BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:) でその起動ハンドラーを登録していません。"),
        (ImportReport.BackgroundTask(identifier: "com.example.app.clean", kind: .processing, declared: true, declaredAt: "App/Info.plist:11",
                                     registeredAt: ["App/AppDelegate.swift:15"], scheduledAt: ["App/Clean.swift:6"]),
         "project.backgroundModeMissing", "App/Clean.swift:6",
         "The code submits the processing task \"com.example.app.clean\" (BGProcessingTaskRequest), but App/Info.plist's UIBackgroundModes lacks \"processing\": submit(_:) throws BGTaskScheduler.Error.Code.notPermitted.",
         "コードは処理タスク「com.example.app.clean」（BGProcessingTaskRequest）を送信していますが、App/Info.plist の UIBackgroundModes に「processing」がありません。submit(_:) は BGTaskScheduler.Error.Code.notPermitted を投げます。"),
    ]

    @Test(arguments: unregisteredRows.indices)
    func eachRuleFindsItsCase(row: Int) throws {
        let (task, code, place, en, ja) = Self.unregisteredRows[row]
        let found = ProjectChecks(report: Self.report([Self.fine, task])).run()
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.code == code)
        #expect("\(finding.file ?? ""):\(finding.line ?? 0)" == place)
        #expect(finding.severity == CheckRules.rule(code)?.severity)
        #expect(finding.message.en == en)
        #expect(finding.message.ja == ja)
    }

    @Test func anAppRefreshWithoutFetchIsAnError() throws {
        let finding = try #require(ProjectChecks(report: Self.report([Self.fine], modes: nil)).run().first)
        #expect(finding.code == "project.backgroundModeMissing")
        #expect(finding.severity == .error)
        #expect(finding.message.en.contains("lacks \"fetch\""))
        #expect(finding.suggestion?.en == "Add \"fetch\" to UIBackgroundModes in App/Info.plist (Xcode's Background Modes: Background fetch).")
    }

    @Test func nothingIsConcludedFromAnInfoPlistNotRead() {
        var task = Self.fine
        task.declared = false
        task.declaredAt = nil
        #expect(ProjectChecks(report: Self.report([task], modes: nil, plistRead: false)).run().isEmpty)
    }

    @Test func nothingIsConcludedUnregisteredFromCodeNotRead() {
        let task = ImportReport.BackgroundTask(identifier: "com.example.app.sync", declared: true, declaredAt: "App/Info.plist:10")
        #expect(ProjectChecks(report: Self.report([task], unread: ["backgroundTask"])).run().isEmpty)
    }
}
