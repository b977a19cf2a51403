import AppcadiaApp
import Foundation
import IntegrationsTesting
import Testing

/// The generated route type: every deep link is a typed value, and a renamed route or a changed parameter
/// type breaks these lines at build time.
@Suite struct RouteTests {
    @Test func aRouteWritesItsURL() {
        #expect(AppRoute.goal(id: 42).url?.absoluteString == "appcadia://goal/42")
        #expect(AppRoute.goal(id: 42).url(form: .web)?.absoluteString == "https://appcadia.com/goals/42")
        #expect(AppRoute.progress.url?.absoluteString == "appcadia://progress")
        #expect(AppRoute.trainer(id: 3).url(form: .web) == nil, "trainers have no web form")
    }

    @Test(arguments: [
        ("appcadia://goal/42", AppRoute.goal(id: 42)),
        ("https://appcadia.com/goals/7/edit", .goalEdit(id: 7)),
        ("HTTPS://APPCADIA.COM/goals/7/", .goal(id: 7)),
        ("https://appcadia.com/clip/start", .createFirstGoal),
        ("appcadia://trainer/2", .trainer(id: 2)),
    ])
    func aURLResolvesToItsRoute(url: String, route: AppRoute) throws {
        let link = try #require(URL(string: url))
        #expect(AppRoute(url: link) == route)
        // The toolkit's router, on the same manifest, reads the same route.
        guard case .match(let match) = try IntentDefinitions(bundleIdentifier: "com.appcadia.app").open(link) else {
            Issue.record("no route for \(url)")
            return
        }
        #expect(match.route == route.name)
        #expect(match.parameters.mapValues(\.description) == route.parameters)
    }

    @Test(arguments: ["appcadia://goal/abc", "https://evil.example/goals/1", "appcadia://unknown", "https://appcadia.com/goals"])
    func aURLOfNoRouteIsNil(url: String) throws {
        #expect(AppRoute(url: try #require(URL(string: url))) == nil)
    }
}
