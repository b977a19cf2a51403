import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsQuickActions
import IntegrationsHost
import IntegrationsState
import IntegrationsTestSupport
import Testing
import EmbeddedSample

/// ``AppHost/performQuickAction(_:clock:language:entities:)`` on the embedded sample with quick actions of
/// this test's own: a route opened with its URL read back through the router, as `notification respond`
/// opens one; an intent performed as `intent run` performs it; an undeclared type (issue 35).
@Suite struct AppQuickActionsTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    /// 2026-11-26 10:00 in Tokyo.
    static let clock = UserClock.fixed(Date(timeIntervalSince1970: 1_795_568_400 + 4 * 86_400), timeZone: tokyo)

    static let actions = [
        QuickActionDeclaration(type: "com.example.today", title: LocalizedText(ja: "今日", en: "Today"), icon: "calendar", does: .openRoute("progress")),
        QuickActionDeclaration(type: "com.example.goal", title: LocalizedText(ja: "目標", en: "Goal"), does: .openRoute("goal", parameters: ["id": "3"]), dynamic: true),
        QuickActionDeclaration(type: "com.example.check", title: LocalizedText(ja: "進捗", en: "Progress"), does: .runIntent("CheckProgress")),
        QuickActionDeclaration(type: "com.example.complete", title: LocalizedText(ja: "完了", en: "Complete"), does: .runIntent("CompleteGoal", parameters: ["goal": "goal-3"])),
        QuickActionDeclaration(type: "com.example.asks", title: LocalizedText(ja: "完了", en: "Complete"), does: .runIntent("CompleteGoal")),
    ]

    static func host(_ folder: TemporaryFolder) throws -> AppHost {
        let sample = try App.embedded()
        var manifest = sample.manifest
        manifest.quickActions = actions
        return try AppHost.open(app: App(directory: sample.directory, manifest: manifest), storePath: folder.path("store.sqlite"))
    }

    @Test(arguments: [
        ("com.example.today", "progress", "appcadia://progress", [:]),
        ("com.example.goal", "goal", "appcadia://goal/3", ["id": RouteValue.int(3)]),
    ] as [(String, String, String, [String: RouteValue])])
    func aQuickActionOpensItsRoute(type: String, route: String, url: String, parameters: [String: RouteValue]) async throws {
        let folder = try TemporaryFolder(prefix: "quick-actions")
        defer { folder.remove() }
        let result = try await Self.host(folder).performQuickAction(type, clock: Self.clock, language: .en)
        #expect(result == QuickActionResult(type: type, route: route, url: URL(string: url), parameters: parameters))
    }

    @Test func aQuickActionPerformsItsIntent() async throws {
        let folder = try TemporaryFolder(prefix: "quick-actions")
        defer { folder.remove() }
        let host = try Self.host(folder)
        let check = try await host.performQuickAction("com.example.check", clock: Self.clock, language: .en)
        #expect(check.intent == "CheckProgress" && check.url == nil && check.route == nil)
        if case .success? = check.outcome {} else { Issue.record("CheckProgress: \(String(describing: check.outcome))") }
        // The completion is recorded, confirmed (the person chose the action), and counts as intent run's does.
        let complete = try await host.performQuickAction("com.example.complete", clock: Self.clock, language: .ja)
        guard case .success(_, _, _, let completion)? = complete.outcome else {
            Issue.record("CompleteGoal: \(String(describing: complete.outcome))")
            return
        }
        #expect(completion == .recorded)
        let day = CalendarDay(date: Self.clock.now(), timeZone: Self.tokyo)
        #expect(try await host.completions.completions(on: day).map(\.entityID) == ["goal-3"])
    }

    /// An intent the action gives no value for asks, as intent run's does; nothing is recorded.
    @Test func anIntentWithoutItsValueNeedsIt() async throws {
        let folder = try TemporaryFolder(prefix: "quick-actions")
        defer { folder.remove() }
        let result = try await Self.host(folder).performQuickAction("com.example.asks", clock: Self.clock, language: .en)
        guard case .needsValue(let parameter, _, _)? = result.outcome else {
            Issue.record("\(String(describing: result.outcome))")
            return
        }
        #expect(parameter == "goal")
    }

    @Test(arguments: [
        ("com.example.tdoay", "クイックアクション「com.example.tdoay」は宣言されていません。「com.example.today」のことですか？",
         "No quick action \"com.example.tdoay\" is declared. Did you mean \"com.example.today\"?"),
        ("something.else", "クイックアクション「something.else」は宣言されていません。", "No quick action \"something.else\" is declared."),
    ])
    func anUndeclaredTypeIsRefusedNamingTheNearest(type: String, ja: String, en: String) async throws {
        let folder = try TemporaryFolder(prefix: "quick-actions")
        defer { folder.remove() }
        let host = try Self.host(folder)
        do {
            _ = try await host.performQuickAction(type, clock: Self.clock, language: .en)
            Issue.record("performed \(type)")
        } catch {
            #expect(error.kind == .invalidQuickAction)
            #expect(error.message == LocalizedText(ja: ja, en: en))
            // The typed answer a front end gives: what was asked, and the nearest declared type.
            #expect(error.undeclared?.name == type)
            #expect(error.undeclared?.message == error.message)
        }
    }
}
