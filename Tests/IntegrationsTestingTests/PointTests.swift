import Foundation
import IntegrationsCore
import IntegrationsTesting
import Testing

/// The embedded sample's other points, in the same style: a notification's action, a handed-over
/// activity, the donated activity's language.
@Suite struct PointTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    /// 2026-11-24 07:00 in Tokyo, an hour before the daily reminder.
    static let clock = UserClock.fixed(Date(timeIntervalSince1970: 1_795_471_200), timeZone: tokyo)

    @Test func aNotificationsActionRunsItsIntent() async throws {
        let definitions = IntentDefinitions(bundleIdentifier: "com.appcadia.app", clock: Self.clock)
        let request = try await definitions.scheduleNotification(template: "goalReminder", entity: "goal-1")
        #expect(request.identifier == "goalReminder-goal-1")
        let deliveries = try await definitions.deliverNotifications(until: Self.clock.now().addingTimeInterval(3_600))
        let delivered = try #require(deliveries.delivered.first)
        let response = try await definitions.respond(to: delivered.id, action: "COMPLETE_ACTION")
        guard case .success(let dialog, _, _, let completion)? = response.outcome else {
            Issue.record("\(String(describing: response.outcome))")
            return
        }
        #expect(dialog.en == "Completed 毎朝ランニング!")
        #expect(completion == .recorded)
        // The completion is in this test's store: the intent now finds it done.
        let again = try await definitions.intents["CompleteGoal"].makeIntent(goal: "goal-1").run()
        #expect(again.completion == .alreadyDone)
        await #expect(throws: IntegrationsError.self) { try await definitions.respond(to: delivered.id, action: "SNOOZE") }
    }

    /// The route's universal link: the form an activity continued on another device opens.
    @Test func aHandedOverActivityOpensItsRoute() async throws {
        let definitions = IntentDefinitions(bundleIdentifier: "com.appcadia.app", clock: Self.clock)
        let activity = UserActivity(activityType: "com.appcadia.goal.editing", userInfo: ["goalId": .integer(7)], requiredUserInfoKeys: ["goalId"])
        guard case .route(let match, let url) = try await definitions.continue(activity: activity) else {
            Issue.record("not continued in the app")
            return
        }
        #expect(match.route == "goalEdit")
        #expect(url == URL(string: "https://appcadia.com/goals/7/edit"))
    }

    @Test(arguments: [(Language.ja, "毎朝ランニングを完了"), (Language.en, "Completed 毎朝ランニング")])
    func theDonatedActivityIsInTheTestsLanguage(_ language: Language, _ title: String) async throws {
        let definitions = IntentDefinitions(bundleIdentifier: "com.appcadia.app", clock: Self.clock, language: language)
        let result = try await definitions.intents["CompleteGoal"].makeIntent(goal: "goal-1").run()
        #expect(result.dialog == LocalizedText(ja: "毎朝ランニングを完了しました！", en: "Completed 毎朝ランニング!"))
        #expect(result.activity?.title == title)
    }
}
