import AppcadiaApp
import Foundation
import IntegrationsCore
import IntegrationsHandoff
import IntegrationsRouting
import Testing

/// A Handoff activity from another device continues to the route the manifest names.
@Suite struct HandoffTests {
    @Test func anEditingActivityContinuesToTheGoalsEditRoute() throws {
        let app = try Appcadia.load()
        let continuer = ActivityContinuer(activities: app.manifest.activities, routes: app.manifest.routes, routing: Router(app.manifest.routes))
        let editing = AppIdentifiers.ActivityTypes.GoalEditing.self
        let activity = UserActivity(
            activityType: editing.identifier, title: "Editing “Morning run”",
            userInfo: [editing.UserInfoKeys.goalId: .integer(3), editing.UserInfoKeys.goalTitle: .string("Morning run")],
            requiredUserInfoKeys: [editing.UserInfoKeys.goalId])
        let continuation = continuer.continuation(of: activity, now: Date(timeIntervalSince1970: 1_795_478_400))
        guard case .route(let match, let url) = continuation else {
            Issue.record("\(continuation)")
            return
        }
        #expect(match.route == AppRoute.goalEdit(id: 3).name)
        #expect(AppRoute(url: url) == .goalEdit(id: 3))
    }

    @Test func anActivityWithoutItsRequiredKeyCannotContinue() throws {
        let app = try Appcadia.load()
        let continuer = ActivityContinuer(activities: app.manifest.activities, routes: app.manifest.routes, routing: Router(app.manifest.routes))
        let activity = UserActivity(activityType: AppIdentifiers.ActivityTypes.GoalEditing.identifier)
        guard case .cannotContinue = continuer.continuation(of: activity, now: Date(timeIntervalSince1970: 1_795_478_400)) else {
            Issue.record("continued without goalId")
            return
        }
    }
}
