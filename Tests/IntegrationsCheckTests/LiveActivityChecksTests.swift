import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import Testing

/// The Live Activity rules of ``ProjectChecks`` on reports written here (ProjectChecks+LiveActivities.swift):
/// each rule's code, place, severity and message in both languages; an error only when the start is certain
/// and the app's Info.plist was read and lacks the key; nothing concluded from an Info.plist not read (issue 35).
@Suite struct LiveActivityChecksTests {
    /// An app whose Info.plist was read at App/Info.plist, with `activities` and the keys given.
    static func report(
        _ activities: [ImportReport.LiveActivity], supports: Bool? = nil, supportsSource: String? = nil, frequent: Bool? = nil,
        frequentSource: String? = nil, inExtensions: [String]? = nil, frequentReads: [String]? = nil, plistRead: Bool = true, unread: [String] = []
    ) -> ImportReport {
        var report = ImportReport()
        report.app.source = plistRead ? "App/Info.plist:5" : nil
        report.app.supportsLiveActivities = supports
        report.app.supportsLiveActivitiesSource = supportsSource ?? (supports == nil ? nil : "App/Info.plist:20")
        report.app.supportsLiveActivitiesFrequentUpdates = frequent
        report.app.supportsLiveActivitiesFrequentUpdatesSource = frequentSource ?? (frequent == nil ? nil : "App/Info.plist:22")
        report.app.liveActivityKeyInExtensions = inExtensions
        report.liveActivities = activities
        report.frequentPushesReadAt = frequentReads
        report.unreadKinds = unread
        return report
    }

    static let presenter = ImportReport.LiveActivity.Presenter(widget: "BrewLiveActivity", source: "Widgets/BrewLiveActivity.swift:9")
    static let brew = ImportReport.LiveActivity(
        attributesType: "BrewAttributes", source: "Shared/BrewAttributes.swift:3", presentedBy: [presenter],
        startedAt: ["App/BrewController.swift:21"], pushTypes: ["token"])

    @Test func aSupportedPresentedActivityIsFine() {
        #expect(ProjectChecks(report: Self.report([Self.brew], supports: true)).run().isEmpty)
    }

    @Test func aCertainStartWithoutTheKeyIsAnErrorInBothLanguages() throws {
        let found = ProjectChecks(report: Self.report([Self.brew], inExtensions: ["Widgets/Info.plist:12"])).run()
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.code == "project.liveActivityNotSupported")
        #expect(finding.severity == .error)
        #expect(finding.file == "App/BrewController.swift" && finding.line == 21)
        #expect(finding.message.en == "The code starts the Live Activity \"BrewAttributes\", but App/Info.plist has no NSSupportsLiveActivities set to true, so ActivityKit cannot start it (Activity.request throws; push-to-start is ignored).")
        #expect(finding.message.ja == "コードは Live Activity「BrewAttributes」を開始しますが、App/Info.plist で NSSupportsLiveActivities が true ではありません。ActivityKit はこれを開始できません（Activity.request は例外を投げ、push-to-start は無視されます）。")
        #expect(finding.suggestion?.en == "Add NSSupportsLiveActivities = YES to the app's Info.plist (App/Info.plist). It is in Widgets/Info.plist, an extension's Info.plist, where it does nothing.")
        #expect(finding.suggestion?.ja == "アプリの Info.plist（App/Info.plist）に NSSupportsLiveActivities = YES を加えてください。Widgets/Info.plist にありますが、それは機能拡張の Info.plist で、そこでは何もしません。")
    }

    @Test func theKeySetToNoIsSaidSo() throws {
        let finding = try #require(ProjectChecks(report: Self.report([Self.brew], supports: false)).run().first)
        #expect(finding.severity == .error)
        #expect(finding.message.en.contains("but App/Info.plist sets NSSupportsLiveActivities to NO, so"))
        #expect(finding.suggestion?.en == "Add NSSupportsLiveActivities = YES to the app's Info.plist (App/Info.plist).")
    }

    /// What lowers the error to a warning, and the words its message ends with.
    static let warningRows: [(name: String, report: ImportReport, place: String, en: String)] = {
        var conditional = brew
        conditional.uncertainty = Uncertainty(.condition, "#if DEBUG")
        var presentedOnly = brew
        presentedOnly.startedAt = []
        var pushToStart = brew
        pushToStart.startedAt = []
        pushToStart.pushToStart = true
        pushToStart.pushToStartAt = ["App/Push.swift:4"]
        pushToStart.uncertainty = Uncertainty(.condition, "#available(iOS 17.2, *)")
        return [
            ("conditional start", report([conditional]), "App/BrewController.swift:21",
             "The code starts the Live Activity \"BrewAttributes\", but App/Info.plist has no NSSupportsLiveActivities set to true, so ActivityKit cannot start it (Activity.request throws; push-to-start is ignored). (uncertain: it is used only under `#if DEBUG`)"),
            ("key a setting not resolved", report([brew], supportsSource: "App/Info.plist:20"), "App/BrewController.swift:21",
             "The code starts the Live Activity \"BrewAttributes\", but App/Info.plist has no NSSupportsLiveActivities set to true, so ActivityKit cannot start it (Activity.request throws; push-to-start is ignored). (uncertain: it is built from `NSSupportsLiveActivities`, whose value is not known)"),
            ("only presented", report([presentedOnly]), "Widgets/BrewLiveActivity.swift:9",
             "The widget BrewLiveActivity presents the Live Activity \"BrewAttributes\", but App/Info.plist has no NSSupportsLiveActivities set to true, so the app cannot start it."),
            ("push-to-start under a guard", report([pushToStart]), "App/Push.swift:4",
             "The code starts the Live Activity \"BrewAttributes\", but App/Info.plist has no NSSupportsLiveActivities set to true, so ActivityKit cannot start it (Activity.request throws; push-to-start is ignored). (uncertain: it is used only under `#available(iOS 17.2, *)`)"),
        ]
    }()

    @Test(arguments: warningRows.indices)
    func anUncertainOrPresentedOnlyActivityIsAWarning(row: Int) throws {
        let (name, report, place, en) = Self.warningRows[row]
        let found = ProjectChecks(report: report).run()
        let finding = try #require(found.first, "\(name)")
        #expect(found.count == 1, "\(name)")
        #expect(finding.code == "project.liveActivityNotSupported")
        #expect(finding.severity == .warning, "\(name)")
        #expect("\(finding.file ?? ""):\(finding.line ?? 0)" == place)
        #expect(finding.message.en == en)
    }

    @Test func theOnlyPresentedWarningInJapanese() throws {
        var presentedOnly = Self.brew
        presentedOnly.startedAt = []
        let finding = try #require(ProjectChecks(report: Self.report([presentedOnly])).run().first)
        #expect(finding.message.ja == "ウィジェット BrewLiveActivity は Live Activity「BrewAttributes」を表示しますが、App/Info.plist で NSSupportsLiveActivities が true ではありません。アプリはこれを開始できません。")
    }

    /// A report, and the one finding it gives: code, place, English and Japanese messages.
    static let otherRows: [(report: ImportReport, code: Diagnostic.Code, place: String, en: String, ja: String)] = {
        var unpresented = brew
        unpresented.presentedBy = []
        return [
            (report([unpresented], supports: true), "project.liveActivityNotPresented", "App/BrewController.swift:21",
             "The code starts the Live Activity \"BrewAttributes\", but no widget extension declares ActivityConfiguration(for: BrewAttributes.self), so nothing can show it.",
             "コードは Live Activity「BrewAttributes」を開始しますが、どのウィジェット拡張も ActivityConfiguration(for: BrewAttributes.self) を宣言していません。これを表示するものがありません。"),
            (report([brew], supports: true, frequentReads: ["App/BrewController.swift:40"]), "project.liveActivityFrequentUpdates", "App/BrewController.swift:40",
             "The code reads ActivityAuthorizationInfo().frequentPushesEnabled, but App/Info.plist has no NSSupportsLiveActivitiesFrequentUpdates set to true, so it is always false.",
             "コードは ActivityAuthorizationInfo().frequentPushesEnabled を読みますが、App/Info.plist に NSSupportsLiveActivitiesFrequentUpdates = YES がないので、値はいつも false です。"),
            (report([], frequent: true), "project.liveActivityFrequentUpdates", "App/Info.plist:22",
             "App/Info.plist sets NSSupportsLiveActivitiesFrequentUpdates but not NSSupportsLiveActivities, so the app has no Live Activities to update frequently.",
             "App/Info.plist に NSSupportsLiveActivitiesFrequentUpdates がありますが、NSSupportsLiveActivities = YES がありません。Live Activity を使えないアプリで、頻繁な更新は何もしません。"),
        ]
    }()

    @Test(arguments: otherRows.indices)
    func eachRuleFindsItsCase(row: Int) throws {
        let (report, code, place, en, ja) = Self.otherRows[row]
        let found = ProjectChecks(report: report).run()
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.code == code)
        #expect("\(finding.file ?? ""):\(finding.line ?? 0)" == place)
        #expect(finding.severity == CheckRules.rule(code)?.severity)
        #expect(finding.message.en == en)
        #expect(finding.message.ja == ja)
    }

    @Test func nothingIsConcludedFromAnInfoPlistNotRead() {
        #expect(ProjectChecks(report: Self.report([Self.brew], frequentReads: ["App/A.swift:3"], plistRead: false)).run().isEmpty)
    }

    @Test func nothingIsConcludedUnpresentedFromCodeNotRead() {
        var unpresented = Self.brew
        unpresented.presentedBy = []
        #expect(ProjectChecks(report: Self.report([unpresented], supports: true, unread: ["liveActivityAttributes"])).run().isEmpty)
    }

    @Test func everyRuleHasItsCatalogEntry() {
        for code: Diagnostic.Code in ["project.liveActivityNotSupported", "project.liveActivityFrequentUpdates", "project.liveActivityNotPresented"] {
            #expect(CheckRules.rule(code) != nil, "\(code)")
        }
    }
}
