import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import Testing

/// The quick action rules of ``ProjectChecks`` on reports written here (ProjectChecks+QuickActions.swift): each
/// rule's code, place, severity and message in both languages, the nearest declared type as the fix, the
/// scene-based and non-scene edges of the cold-launch rule, and nothing concluded from an Info.plist that was
/// not read or code that was not (issue 35). The manifest's quick-action rules are QuickActionChecksTests'.
@Suite struct ProjectQuickActionChecksTests {
    /// An app whose Info.plist was read, with `actions` and `entry` points.
    static func report(
        _ actions: [ImportReport.QuickAction], entry: ImportReport.QuickActionEntryPoints? = nil, scenes: Bool = false,
        plistRead: Bool = true, unread: [String] = []
    ) -> ImportReport {
        var report = ImportReport()
        report.app.source = plistRead ? "App/Info.plist:5" : nil
        if scenes {
            report.app.usesScenes = true
            report.app.usesScenesSource = "App/Info.plist:30"
        }
        report.quickActions = actions
        report.quickActionEntryPoints = entry
        report.unreadKinds = unread
        return report
    }

    static let brew = ImportReport.QuickAction(
        type: "com.example.app.brew", title: "Brew", declared: true, handled: true, declaredAt: "App/Info.plist:12", declaredIndex: 0,
        handledAt: ["App/AppDelegate.swift:30"])

    static func run(_ report: ImportReport) -> [Diagnostic] { ProjectChecks(report: report).run() }

    @Test func aDeclaredAndHandledActionIsFine() {
        #expect(Self.run(Self.report([Self.brew])).isEmpty)
    }

    /// Actions, and the finding: code, place, English and Japanese message, English and Japanese fix.
    static let rows: [(actions: [ImportReport.QuickAction], code: Diagnostic.Code, place: String, en: String, ja: String, fixEn: String, fixJa: String)] = [
        ([brew, ImportReport.QuickAction(
            type: "com.example.app.timers", declared: true, handled: true, declaredAt: "App/Info.plist:18", declaredIndex: 1,
            handledAt: ["App/AppDelegate.swift:32"], missingKeys: ["UIApplicationShortcutItemTitle"])],
         "project.quickActionIncomplete", "App/Info.plist:18",
         "The quick action \"com.example.app.timers\" at UIApplicationShortcutItems[1] in App/Info.plist has no UIApplicationShortcutItemTitle; a quick action needs UIApplicationShortcutItemType and UIApplicationShortcutItemTitle.",
         "App/Info.plist の UIApplicationShortcutItems[1] のクイックアクション「com.example.app.timers」に UIApplicationShortcutItemTitle がありません。クイックアクションには UIApplicationShortcutItemType と UIApplicationShortcutItemTitle が必須です。",
         "Add UIApplicationShortcutItemTitle to UIApplicationShortcutItems[1] in App/Info.plist.",
         "App/Info.plist の UIApplicationShortcutItems[1] に UIApplicationShortcutItemTitle を加えてください。"),
        ([brew, ImportReport.QuickAction(
            type: nil, declared: true, declaredAt: "App/Info.plist:20", declaredIndex: 1,
            missingKeys: ["UIApplicationShortcutItemType", "UIApplicationShortcutItemTitle"])],
         "project.quickActionIncomplete", "App/Info.plist:20",
         "The quick action at UIApplicationShortcutItems[1] in App/Info.plist has no UIApplicationShortcutItemType and no UIApplicationShortcutItemTitle; a quick action needs UIApplicationShortcutItemType and UIApplicationShortcutItemTitle.",
         "App/Info.plist の UIApplicationShortcutItems[1] のクイックアクションに UIApplicationShortcutItemType と UIApplicationShortcutItemTitle がありません。クイックアクションには UIApplicationShortcutItemType と UIApplicationShortcutItemTitle が必須です。",
         "Add UIApplicationShortcutItemType and UIApplicationShortcutItemTitle to UIApplicationShortcutItems[1] in App/Info.plist.",
         "App/Info.plist の UIApplicationShortcutItems[1] に UIApplicationShortcutItemType と UIApplicationShortcutItemTitle を加えてください。"),
        ([ImportReport.QuickAction(type: "com.example.app.brew", title: "Brew", declared: true, declaredAt: "App/Info.plist:12", declaredIndex: 0),
          ImportReport.QuickAction(type: "com.example.app.brw", declared: false, handled: true, handledAt: ["App/AppDelegate.swift:31"])],
         "project.quickActionUnknown", "App/AppDelegate.swift:31",
         "The code handles the quick action type \"com.example.app.brw\", which App/Info.plist's UIApplicationShortcutItems does not declare and no code creates: this branch never runs.",
         "コードはクイックアクションのタイプ「com.example.app.brw」を処理していますが、App/Info.plist の UIApplicationShortcutItems は宣言しておらず、どのコードも作っていません。この分岐は実行されません。",
         "Did you mean \"com.example.app.brew\", which UIApplicationShortcutItems declares and no code handles?",
         "UIApplicationShortcutItems が宣言する「com.example.app.brew」のことですか?（どのコードも処理していません）"),
        ([brew, ImportReport.QuickAction(type: "com.example.app.favorite", declared: false, created: true, createdAt: ["App/Favorites.swift:8"])],
         "project.quickActionUnhandled", "App/Favorites.swift:8",
         "The quick action \"com.example.app.favorite\" is created in code, but no handler compares shortcutItem.type with it: choosing it opens the app and does nothing.",
         "クイックアクション「com.example.app.favorite」はコードで作られていますが、どの処理も shortcutItem.type と比べていません。選ぶとアプリが開くだけで何もしません。",
         "Handle \"com.example.app.favorite\" where the app receives quick actions, or remove it.",
         "クイックアクションを受け取る処理で「com.example.app.favorite」を扱うか、この項目を消してください。"),
        ([brew, ImportReport.QuickAction(type: "com.example.app.timers", title: "Timers", declared: true, declaredAt: "App/Info.plist:18", declaredIndex: 1)],
         "project.quickActionUnhandled", "App/Info.plist:18",
         "The quick action \"com.example.app.timers\" is declared in App/Info.plist's UIApplicationShortcutItems, but no handler compares shortcutItem.type with it: choosing it opens the app and does nothing.",
         "クイックアクション「com.example.app.timers」は App/Info.plist の UIApplicationShortcutItems に宣言されていますが、どの処理も shortcutItem.type と比べていません。選ぶとアプリが開くだけで何もしません。",
         "Handle \"com.example.app.timers\" where the app receives quick actions, or remove it.",
         "クイックアクションを受け取る処理で「com.example.app.timers」を扱うか、この項目を消してください。"),
    ]

    @Test(arguments: rows.indices)
    func eachRuleFindsItsCase(row: Int) throws {
        let (actions, code, place, en, ja, fixEn, fixJa) = Self.rows[row]
        // The unknown type's row also leaves the declared one unhandled: that finding is the next rows' kind.
        let found = Self.run(Self.report(actions)).filter { $0.code == code }
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect("\(finding.file ?? ""):\(finding.line ?? 0)" == place)
        #expect(finding.severity == CheckRules.rule(code)?.severity)
        #expect(finding.message.en == en)
        #expect(finding.message.ja == ja)
        #expect(finding.suggestion?.en == fixEn)
        #expect(finding.suggestion?.ja == fixJa)
    }

    @Test func anUnknownTypeHandledUnderAConditionSaysWhy() throws {
        let typo = ImportReport.QuickAction(
            type: "com.example.app.brw", declared: false, handled: true, handledAt: ["App/AppDelegate.swift:31"],
            uncertainty: Uncertainty(.condition, "#if DEBUG"))
        let finding = try #require(Self.run(Self.report([Self.brew, typo])).first)
        #expect(finding.code == "project.quickActionUnknown")
        #expect(finding.severity == .warning)
        #expect(finding.message.en.hasSuffix("(uncertain: it is used only under `#if DEBUG`)"))
        // The nearest type is handled already: the fix says only that it is declared.
        #expect(finding.suggestion?.en == "Did you mean \"com.example.app.brew\", which UIApplicationShortcutItems declares?")
        #expect(finding.suggestion?.ja == "UIApplicationShortcutItems が宣言する「com.example.app.brew」のことですか?")
    }

    /// The nearest type is named even when another, farther one is unhandled; a created one says so.
    @Test func theNearestTypeIsNamedNotTheFirstUnhandled() throws {
        let typo = ImportReport.QuickAction(type: "com.example.app.favorit", declared: false, handled: true, handledAt: ["App/AppDelegate.swift:31"])
        let timers = ImportReport.QuickAction(type: "com.example.app.timers", title: "Timers", declared: true, declaredAt: "App/Info.plist:18", declaredIndex: 1)
        let favorite = ImportReport.QuickAction(type: "com.example.app.favorite", declared: false, created: true, createdAt: ["App/Favorites.swift:8"])
        let finding = try #require(Self.run(Self.report([Self.brew, typo, timers, favorite])).first { $0.code == "project.quickActionUnknown" })
        #expect(finding.suggestion?.en == "Did you mean \"com.example.app.favorite\", which the code creates and no code handles?")
        #expect(finding.suggestion?.ja == "コードが作る「com.example.app.favorite」のことですか?（どのコードも処理していません）")
    }

    @Test func anUnknownTypeNearNothingSaysHowToFixIt() throws {
        let other = ImportReport.QuickAction(type: "org.sample.elsewhere.compose", declared: false, handled: true, handledAt: ["App/AppDelegate.swift:33"])
        let finding = try #require(Self.run(Self.report([Self.brew, other])).first)
        #expect(finding.suggestion?.en == "Declare \"org.sample.elsewhere.compose\" in UIApplicationShortcutItems in App/Info.plist, create it in code, or correct the type.")
        #expect(finding.suggestion?.ja == "「org.sample.elsewhere.compose」を App/Info.plist の UIApplicationShortcutItems に宣言するか、コードで作るか、タイプを直してください。")
    }

    @Test func nothingIsUnhandledWhenTheCodeComparesNoType() {
        let timers = ImportReport.QuickAction(type: "com.example.app.timers", title: "Timers", declared: true, declaredAt: "App/Info.plist:18", declaredIndex: 1)
        #expect(Self.run(Self.report([timers])).isEmpty)
    }

    @Test func nothingIsConcludedFromCodeNotRead() {
        let typo = ImportReport.QuickAction(type: "com.example.app.brw", declared: false, handled: true, handledAt: ["App/AppDelegate.swift:31"])
        let timers = ImportReport.QuickAction(type: "com.example.app.timers", title: "Timers", declared: true, declaredAt: "App/Info.plist:18", declaredIndex: 1)
        #expect(Self.run(Self.report([Self.brew, typo, timers], unread: ["quickActionType"])).isEmpty)
    }

    @Test func nothingUnknownIsConcludedFromAnInfoPlistNotRead() {
        let typo = ImportReport.QuickAction(type: "com.example.app.brw", declared: false, handled: true, handledAt: ["App/AppDelegate.swift:31"])
        #expect(Self.run(Self.report([typo], plistRead: false)).isEmpty)
    }

    // MARK: Cold launch

    static let perform = "App/SceneDelegate.swift:20"
    static let connect = "App/SceneDelegate.swift:9"
    static let appPerform = "App/AppDelegate.swift:25"
    static let launch = "App/AppDelegate.swift:14"

    /// Entry points, whether the Info.plist declares scenes, and the place of the finding (`nil`: none).
    static let coldLaunchRows: [(entry: ImportReport.QuickActionEntryPoints, scenes: Bool, place: String?)] = [
        // Scenes, both paths: fine.
        (.init(windowScenePerformAction: [perform], connectionOptionsShortcutItem: [connect]), true, nil),
        // Scenes, only the running path: the launch is ignored.
        (.init(windowScenePerformAction: [perform]), true, perform),
        // Scenes, only the launch: a choice while running is ignored.
        (.init(connectionOptionsShortcutItem: [connect]), true, connect),
        // Scenes, only the app delegate's method.
        (.init(applicationPerformAction: [appPerform], launchOptionsShortcutItem: [launch]), true, appPerform),
        // A scene delegate in code does not count as scenes when the Info.plist was read without the key
        // (Decision 509; aSceneDelegateInCodeIsNamedAsTheReason has the Info.plist not read).
        (.init(windowScenePerformAction: [perform], windowSceneDelegates: ["App/SceneDelegate.swift:3"]), false, nil),
        // No scenes: the app delegate receives both, whichever it implements.
        (.init(applicationPerformAction: [appPerform], launchOptionsShortcutItem: [launch]), false, nil),
        (.init(applicationPerformAction: [appPerform]), false, nil),
    ]

    @Test(arguments: coldLaunchRows.indices)
    func aSceneBasedAppMustHandleBothPaths(row: Int) {
        let (entry, scenes, place) = Self.coldLaunchRows[row]
        let found = Self.run(Self.report([Self.brew], entry: entry, scenes: scenes))
        #expect(found.map { "\($0.file ?? ""):\($0.line ?? 0)" } == (place.map { [$0] } ?? []))
        #expect(found.allSatisfy { $0.code == "project.quickActionColdLaunchIgnored" && $0.severity == .warning })
    }

    /// Each cold-launch message, in both languages.
    static let coldLaunchMessages: [(entry: ImportReport.QuickActionEntryPoints, en: String, ja: String)] = [
        (.init(windowScenePerformAction: [perform]),
         "The app handles quick actions in windowScene(_:performActionFor:completionHandler:) but never reads connectionOptions.shortcutItem in scene(_:willConnectTo:options:): a quick action that launches the app is ignored.",
         "アプリは windowScene(_:performActionFor:completionHandler:) でクイックアクションを処理していますが、scene(_:willConnectTo:options:) で connectionOptions.shortcutItem を読んでいません。アプリを起動したクイックアクションは無視されます。"),
        (.init(connectionOptionsShortcutItem: [connect]),
         "The app reads connectionOptions.shortcutItem in scene(_:willConnectTo:options:) but does not implement windowScene(_:performActionFor:completionHandler:): a quick action chosen while the app runs is ignored.",
         "アプリは scene(_:willConnectTo:options:) で connectionOptions.shortcutItem を読んでいますが、windowScene(_:performActionFor:completionHandler:) を実装していません。アプリの動作中に選ばれたクイックアクションは無視されます。"),
        (.init(applicationPerformAction: [appPerform]),
         "The app uses scenes (UIApplicationSceneManifest in App/Info.plist), but handles quick actions only in application(_:performActionFor:completionHandler:): the system hands a scene-based app's quick actions to its scene delegate, so they are ignored.",
         "アプリはシーンを使っています（App/Info.plist の UIApplicationSceneManifest）が、クイックアクションを application(_:performActionFor:completionHandler:) でしか処理していません。シーンを使うアプリでは、システムはクイックアクションをシーンのデリゲートに渡すので、無視されます。"),
    ]

    @Test(arguments: coldLaunchMessages.indices)
    func eachColdLaunchMessage(row: Int) throws {
        let (entry, en, ja) = Self.coldLaunchMessages[row]
        let finding = try #require(Self.run(Self.report([Self.brew], entry: entry, scenes: true)).first)
        #expect(finding.message.en == en)
        #expect(finding.message.ja == ja)
    }

    /// Without the app's Info.plist, a `UIWindowSceneDelegate` in the code is what shows scenes, and the
    /// message names it; with an Info.plist read without `UIApplicationSceneManifest`, the app does not use
    /// scenes whatever the code declares (Decision 509).
    @Test func aSceneDelegateInCodeIsNamedAsTheReason() throws {
        let entry = ImportReport.QuickActionEntryPoints(applicationPerformAction: [Self.appPerform], windowSceneDelegates: ["App/SceneDelegate.swift:3"])
        #expect(Self.run(Self.report([Self.brew], entry: entry)).isEmpty)
        let finding = try #require(Self.run(Self.report([Self.brew], entry: entry, plistRead: false)).first)
        #expect(finding.message.en.hasPrefix("The app uses scenes (a UIWindowSceneDelegate at App/SceneDelegate.swift:3), "))
        #expect(finding.message.ja.hasPrefix("アプリはシーンを使っています（App/SceneDelegate.swift:3 の UIWindowSceneDelegate）"))
    }

    @Test func noEntryPointsReadNoColdLaunchConclusion() {
        #expect(Self.run(Self.report([Self.brew], entry: nil, scenes: true)).isEmpty)
    }
}
