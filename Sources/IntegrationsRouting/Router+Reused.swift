package import IntegrationsCore
import Synchronization

extension Router {
    /// The router of the routes the last call was given, kept so that the rules that each need the router of
    /// one manifest's routes (the check's, the deep-links point's, the App Clip point's) build its table once
    /// per check instead of once each: a 1,000-route table costs milliseconds to build and check.
    private static let lastBuilt = Mutex<(routes: [RouteDeclaration], router: Router)?>(nil)

    /// The router of `routes`: the one the previous call built when it was given the same routes, else a new
    /// one (``init(_:)``), which is kept for the next call. Safe from any thread.
    package static func reused(for routes: [RouteDeclaration]) -> Router {
        if let kept = lastBuilt.withLock({ last in last.flatMap { $0.routes == routes ? $0.router : nil } }) { return kept }
        let router = Router(routes)
        lastBuilt.withLock { $0 = (routes, router) }
        return router
    }
}
