import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import Testing

/// The rules on controls, interactive widgets and app entities in Spotlight of ``ProjectChecks`` on reports
/// written here (IntegrationsControls, ControlProjectChecks.swift): each rule's code, place, severity and message in both
/// languages, the edges where nothing is concluded, and an uncertain call lowered to a warning (issue 35).
@Suite struct ControlChecksTests {
    /// An app target `Kettle` with a widget extension `KettleWidgets`, and `uses`.
    static func report(_ uses: [ImportReport.IntentUse], target: String? = "Kettle") -> ImportReport {
        var report = ImportReport()
        report.app.source = "Kettle/Info.plist:5"
        report.target = target.map { ImportReport.TargetChoice(name: $0, project: "project.yml", configuration: "Release", reason: .onlyIOSApplication, others: []) }
        report.intentUses = uses
        return report
    }

    /// A control in the extension running `intent`, compiled by `intentCompiledBy`.
    static func use(
        _ intent: String = "StartBrewIntent", kind: String? = "LiveActivityIntent", use: ImportReport.IntentUse.Use = .controlWidgetButton,
        widget: String? = "com.example.kettle.brewControl", callers: [String]? = ["KettleWidgets"], intentCompiledBy: [String]? = ["KettleWidgets"],
        declaredAt: String? = "KettleWidgets/Intents.swift:5", uncertainty: Uncertainty? = nil
    ) -> ImportReport.IntentUse {
        var found = ImportReport.IntentUse(intent: intent, use: use, widget: widget, source: "KettleWidgets/BrewControl.swift:12", uncertainty: uncertainty)
        found.compiledBy = callers
        found.intentCompiledBy = intentCompiledBy
        found.intentDeclaredAt = declaredAt
        found.intentKind = declaredAt == nil ? nil : kind
        return found
    }

    @Test func aLiveActivityIntentOnlyTheExtensionCompilesIsAnErrorInBothLanguages() throws {
        let found = ProjectChecks(report: Self.report([Self.use()])).run()
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.code == "project.controlIntentNotInApp")
        #expect(finding.severity == .error)
        #expect(finding.file == "KettleWidgets/BrewControl.swift" && finding.line == 12)
        #expect(finding.message.en == "The control \"com.example.kettle.brewControl\"'s ControlWidgetButton runs StartBrewIntent (a LiveActivityIntent), which only KettleWidgets compiles; the system performs it in the app's process, where it does not exist.")
        #expect(finding.message.ja == "コントロール「com.example.kettle.brewControl」の ControlWidgetButton は StartBrewIntent（LiveActivityIntent）を実行しますが、それをコンパイルするのは KettleWidgets だけです。システムはこのインテントをアプリのプロセスで実行しますが、アプリにはありません。")
        #expect(finding.suggestion?.en == "Add KettleWidgets/Intents.swift to the Kettle target's membership too.")
        #expect(finding.suggestion?.ja == "KettleWidgets/Intents.swift をターゲット Kettle のメンバーにも加えてください。")
    }

    @Test func anotherIntentIsAWarningNamingTheDevelopersReport() throws {
        let use = Self.use("PauseBrewIntent", kind: "AppIntent", use: .button, widget: nil)
        let finding = try #require(ProjectChecks(report: Self.report([use])).run().first)
        #expect(finding.severity == .warning)
        #expect(finding.message.en == "Button(intent:) runs PauseBrewIntent, which only KettleWidgets compiles, not the app target Kettle; developers report that the intents of controls and interactive widgets must be in both the app and the extension.")
        #expect(finding.message.ja == "Button(intent:) は PauseBrewIntent を実行しますが、それをコンパイルするのは KettleWidgets だけで、アプリのターゲット Kettle にはありません。コントロールや操作できるウィジェットのインテントは、アプリと機能拡張の両方に入れるよう開発者が報告しています。")
    }

    @Test func anUncertainCallIsAWarningSayingWhy() throws {
        let finding = try #require(ProjectChecks(report: Self.report([Self.use(uncertainty: Uncertainty(.condition, "#if DEBUG"))])).run().first)
        #expect(finding.severity == .warning)
        #expect(finding.message.en.hasSuffix("(uncertain: it is used only under `#if DEBUG`)"))
    }

    /// Uses that give nothing: the intent in the app too, in a local package (every target), not declared in
    /// the sources read, targets not known, a call the app itself compiles, no app target chosen.
    static let silent: [(name: String, use: ImportReport.IntentUse, target: String?)] = [
        ("both targets", use(intentCompiledBy: ["Kettle", "KettleWidgets"]), "Kettle"),
        ("not declared in the sources", use(intentCompiledBy: nil, declaredAt: nil), "Kettle"),
        ("the intent's targets not known", use(intentCompiledBy: nil), "Kettle"),
        ("the intent compiled by no target", use(intentCompiledBy: []), "Kettle"),
        ("the call's targets not known", use(callers: nil), "Kettle"),
        ("a call only the app compiles", use(callers: ["Kettle"], intentCompiledBy: ["KettleWidgets"]), "Kettle"),
        ("no app target", use(), nil),
    ]

    @Test(arguments: silent.indices)
    func nothingIsConcludedWithoutTheFacts(row: Int) {
        let (name, use, target) = Self.silent[row]
        #expect(ProjectChecks(report: Self.report([use], target: target)).run().isEmpty, "\(name)")
    }

    // MARK: IndexedEntity

    static func report(deploymentTarget: String?, _ entities: [ImportReport.SpotlightEntity]) -> ImportReport {
        var report = ImportReport()
        report.app.source = "App/Info.plist:5"
        report.app.deploymentTarget = deploymentTarget
        report.spotlightEntities = entities
        return report
    }

    @Test func anUnguardedIndexedEntityBelowIOS18IsAnErrorInBothLanguages() throws {
        let entity = ImportReport.SpotlightEntity(use: .indexedEntity, type: "RecipeEntity", source: "App/Recipe.swift:7")
        let found = ProjectChecks(report: Self.report(deploymentTarget: "17.0", [entity])).run()
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.code == "project.indexedEntityAvailability")
        #expect(finding.severity == .error)
        #expect(finding.file == "App/Recipe.swift" && finding.line == 7)
        #expect(finding.message.en == "RecipeEntity conforms to IndexedEntity, which is available from iOS 18.0, but the app's deployment target is iOS 17.0 and nothing marks it @available(iOS 18.0, *) or guards it with #available(iOS 18.0, *): Xcode refuses to build it.")
        #expect(finding.message.ja == "RecipeEntity は IndexedEntity に準拠しています。IndexedEntity は iOS 18.0 からのものですが、アプリのデプロイメントターゲットは iOS 17.0 で、@available(iOS 18.0, *) も #available(iOS 18.0, *) もありません。Xcode はビルドしません。")
        #expect(finding.suggestion?.en == "Mark it @available(iOS 18.0, *) or put it inside if #available(iOS 18.0, *), or raise the deployment target to iOS 18.0.")
        #expect(finding.suggestion?.ja == "@available(iOS 18.0, *) を付けるか if #available(iOS 18.0, *) の中に入れるか、デプロイメントターゲットを iOS 18.0 以上にしてください。")
    }

    @Test func aCallGuardedTooLowIsAnErrorThatSaysSo() throws {
        let entity = ImportReport.SpotlightEntity(use: .indexAppEntities, source: "App/Index.swift:40", availableFrom: "17.4")
        let finding = try #require(ProjectChecks(report: Self.report(deploymentTarget: "16.0", [entity])).run().first)
        #expect(finding.severity == .error)
        #expect(finding.message.en == "The code calls indexAppEntities(_:priority:), which is available from iOS 18.0, but the app's deployment target is iOS 16.0 and its guard says only iOS 17.4: Xcode refuses to build it.")
    }

    @Test func aGuardNotReadIsAWarning() throws {
        let entity = ImportReport.SpotlightEntity(use: .searchableItem, source: "App/Index.swift:44", unreadGuard: "iOS Version.next, *")
        let finding = try #require(ProjectChecks(report: Self.report(deploymentTarget: "17.0", [entity])).run().first)
        #expect(finding.severity == .warning)
        #expect(finding.message.en == "The code creates CSSearchableItem(appEntity:), which is available from iOS 18.0, but the app's deployment target is iOS 17.0, and the iOS version of the guard around it (iOS Version.next, *) could not be read.")
        #expect(finding.message.ja == "コードは CSSearchableItem(appEntity:) を作っています。これは iOS 18.0 からのものですが、アプリのデプロイメントターゲットは iOS 17.0 です。囲む条件（iOS Version.next, *）の iOS のバージョンは読めませんでした。")
    }

    /// A deployment target and a guard that give nothing.
    static let available: [(target: String?, from: String?)] = [
        (nil, nil), ("18.0", nil), ("18", nil), ("26.0", nil), ("17.0", "18.0"), ("17.0", "18"), ("16.4", "18.2"), ("not a version", nil),
    ]

    @Test(arguments: available.indices)
    func availableCodeIsFine(row: Int) {
        let (target, from) = Self.available[row]
        let entity = ImportReport.SpotlightEntity(use: .indexedEntity, type: "T", source: "App/T.swift:1", availableFrom: from)
        #expect(ProjectChecks(report: Self.report(deploymentTarget: target, [entity])).run().isEmpty, "\(target ?? "nil") \(from ?? "nil")")
    }

    /// Versions compared part by part (`17.10` after `17.9`).
    static let versions: [(String, String, Bool?)] = [
        ("17.0", "18.0", true), ("18", "18.0", false), ("18.0.1", "18.0", false), ("17.10", "17.9", false), ("17.9", "17.10", true), ("x", "18.0", nil), ("", "18.0", nil),
    ]

    @Test(arguments: versions.indices)
    func versionsCompare(row: Int) {
        let (left, right, earlier) = Self.versions[row]
        #expect(ImportReport.isVersion(left, earlierThan: right) == earlier)
    }
}
