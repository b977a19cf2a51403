import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import Testing

/// `project.notificationActionUnhandled` on reports written here (NotificationProjectChecks.swift): a
/// registered category's background or text-input action no code compares a response's `actionIdentifier`
/// with; its edges — a foreground action, a handled one, an unregistered category, an unread source or an
/// `actionIdentifier` read the reader did not follow — and its message in both languages (issue 46).
@Suite struct NotificationActionUnhandledTests {
    typealias Action = ImportReport.NotificationCategory.Action

    static let reorder = Action(identifier: "REORDER", title: "Reorder", options: [], textInput: false)
    static let view = Action(identifier: "VIEW", title: "View", options: ["foreground"], textInput: false)
    static let reply = Action(identifier: "REPLY", title: "Reply", options: ["foreground"], textInput: true)

    static func report(
        _ actions: [Action], registered: Bool = true, handled: [String] = [], unreadKinds: [String] = [], unreadSource: Bool = false
    ) -> ImportReport {
        var report = ImportReport()
        report.app.source = "App/Info.plist:5"
        report.notificationCategories = [ImportReport.NotificationCategory(
            identifier: "ORDER", actions: actions, registered: registered, source: "App/Notifications.swift:8")]
        report.createdActions = actions.enumerated().map { SourceValue($1.identifier, source: "App/Notifications.swift:\($0 + 4)") }
        report.handledActions = handled.map { SourceValue($0, source: "App/Delegate.swift:20") }
        report.unreadKinds = unreadKinds
        if unreadSource {
            report.unreadSwiftSources = [UnreadSwiftSource(
                path: "App/Generated.swift", code: "project.swiftSourceUnread", reason: LocalizedText(ja: "大きすぎます", en: "too large"))]
        }
        return report
    }

    /// The report, and the places of the findings.
    static let rows: [(report: ImportReport, places: [String])] = [
        // A background action nothing compares: at its creation.
        (report([reorder]), ["App/Notifications.swift:4"]),
        // A text-input action, even a foreground one, needs the response's text.
        (report([view, reply]), ["App/Notifications.swift:5"]),
        // A foreground action opens the app as a tap does.
        (report([view]), []),
        // Handled.
        (report([reorder], handled: ["REORDER"]), []),
        // A category nobody registers shows no buttons (another rule's business).
        (report([reorder], registered: false), []),
        // A read the reader did not follow, or a source it did not read, may hold the comparison.
        (report([reorder], unreadKinds: ["handledNotificationAction"]), []),
        (report([reorder], unreadSource: true), []),
        // The action a handled typo stands for is named by project.notificationActionUnknown's fix already.
        (report([reorder], handled: ["REORDR"]), []),
    ]

    @Test(arguments: rows.indices)
    func aRegisteredActionNoCodeTellsApart(row: Int) {
        let found = ProjectChecks(report: Self.rows[row].report).run().filter { $0.code == "project.notificationActionUnhandled" }
        #expect(found.map { "\($0.file ?? ""):\($0.line ?? 0)" } == Self.rows[row].places)
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func theMessageAndTheFixInBothLanguages() throws {
        let found = try #require(ProjectChecks(report: Self.report([Self.reorder])).run().first { $0.code == "project.notificationActionUnhandled" })
        #expect(found.message.en == "Notification category \"ORDER\" registers the action \"REORDER\", but no code compares a response's actionIdentifier with \"REORDER\": when the user chooses it, the app cannot tell which action it was, and the button does nothing of its own.")
        #expect(found.message.ja == "通知カテゴリ「ORDER」はアクション「REORDER」を登録していますが、どのコードも応答の actionIdentifier を「REORDER」と比べていません。このボタンを選んでも、アプリはどのアクションが選ばれたかを知らず、ボタンの処理は行われません。")
        #expect(found.suggestion?.en == "Handle response.actionIdentifier == \"REORDER\" in userNotificationCenter(_:didReceive:withCompletionHandler:), or remove the action from the category if the app no longer uses it.")
        #expect(found.suggestion?.ja == "userNotificationCenter(_:didReceive:withCompletionHandler:) で response.actionIdentifier が「REORDER」のときの処理を書くか、使わないならカテゴリから外してください。")
    }
}

/// `project.notificationCategoryUnregistered` for a `categoryIdentifier` the code handles: an error only
/// when the app declares that category with actions and never registers it (its buttons never show); a tap
/// carries the category whether or not it is registered, so a category declared nowhere (a server's) or
/// without actions is not reported (Decision 489).
@Suite struct HandledCategoryTests {
    typealias Category = ImportReport.NotificationCategory

    static let reorder = Category.Action(identifier: "REORDER", title: "Reorder", options: [], textInput: false)

    /// The categories the app declares, and the places of the findings.
    static let rows: [(declared: [Category], places: [String])] = [
        ([], []),
        ([Category(identifier: "ORDER", actions: [], registered: false, source: "App/N.swift:3")], []),
        ([Category(identifier: "ORDER", actions: [reorder], registered: true, source: "App/N.swift:3")], []),
        ([Category(identifier: "ORDER", actions: [reorder], registered: false, source: "App/N.swift:3")], ["App/D.swift:12"]),
    ]

    @Test(arguments: rows.indices)
    func aHandledCategoryIsReportedOnlyWhenItsActionsNeverShow(row: Int) {
        var report = ImportReport()
        report.app.source = "App/Info.plist:5"
        report.notificationCategories = Self.rows[row].declared
        report.handledCategories = [SourceValue("ORDER", source: "App/D.swift:12")]
        let found = ProjectChecks(report: report).run().filter { $0.code == "project.notificationCategoryUnregistered" }
        #expect(found.map { "\($0.file ?? ""):\($0.line ?? 0)" } == Self.rows[row].places)
        #expect(found.allSatisfy { $0.severity == .error })
    }
}
