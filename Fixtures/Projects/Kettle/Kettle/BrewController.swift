import ActivityKit
import Foundation

@MainActor
final class BrewController {
    static let shared = BrewController()
    private var current: Activity<BrewAttributes>?

    func startDefault() {
        start(tea: "Sencha", seconds: 90)
    }

    func start(tea: String, seconds: Int) {
        let attributes = BrewAttributes(teaName: tea, steepSeconds: seconds)
        let state = BrewAttributes.ContentState(endsAt: .now.addingTimeInterval(TimeInterval(seconds)), isPaused: false, strength: .regular)
        current = try? Activity<BrewAttributes>.request(
            attributes: attributes,
            content: ActivityContent(state: state, staleDate: nil),
            pushType: .token
        )
    }

    func pause() async {
        guard let current else { return }
        var state = current.content.state
        state.isPaused = true
        await current.update(ActivityContent(state: state, staleDate: nil))
    }

    func finish() async {
        for activity in Activity<BrewAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }

    var frequentUpdates: Bool {
        ActivityAuthorizationInfo().frequentPushesEnabled
    }
}
