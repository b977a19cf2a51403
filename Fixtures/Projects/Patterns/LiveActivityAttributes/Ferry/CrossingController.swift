import ActivityKit
import Foundation

/// Starts, updates and ends the crossing's Live Activity, in iOS 16.1's forms.
@MainActor
final class CrossingController {
    private var crossing: Activity<CrossingAttributes>?

    func board(vessel: String) throws {
        let status = CrossingStatus(phase: .boarding, minutesLeft: 40, delayNote: nil)
        crossing = try Activity.request(
            attributes: CrossingAttributes(vessel: vessel, departsAt: .now),
            contentState: status,
            pushType: .token
        )
    }

    func sail(minutesLeft: Int) async {
        await crossing?.update(using: CrossingStatus(phase: .underway, minutesLeft: minutesLeft, delayNote: nil))
    }

    func dock() async {
        for activity in Activity<CrossingAttributes>.activities {
            await activity.end(dismissalPolicy: .default)
        }
    }

    var usesFrequentPushes: Bool {
        ActivityAuthorizationInfo().frequentPushesEnabled
    }
}
