import Foundation
import Intents

enum ActivityKind: String {
    case compose = "com.example.quill.compose"
    case reading = "com.example.quill.reading"
}

extension NSUserActivity {
    /// Every screen's activity is made here, from its kind.
    convenience init(kind: ActivityKind) {
        self.init(activityType: kind.rawValue)
        isEligibleForHandoff = true
    }
}

let bundleID = Bundle.main.bundleIdentifier ?? "com.example.quill"

final class Activities {
    func composing() -> NSUserActivity { NSUserActivity(kind: .compose) }

    func reading() -> NSUserActivity { NSUserActivity(kind: .reading) }

    /// The web front end's activity, named after the app's bundle identifier.
    func frontend() -> NSUserActivity { NSUserActivity(activityType: "\(bundleID).frontend") }

    /// Offered to Siri suggestions only: Handoff off, prediction on.
    func dictation() -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.quill.dictate")
        activity.isEligibleForHandoff = false
        activity.isEligibleForPrediction = true
        return activity
    }

    /// Offered to Spotlight only: Handoff off, search on.
    func indexed() -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.quill.indexed")
        activity.isEligibleForHandoff = false
        activity.isEligibleForSearch = true
        return activity
    }

    /// Offered for Handoff (the default), but never declared and never continued.
    func sharing() -> NSUserActivity {
        NSUserActivity(activityType: "com.example.quill.share")
    }

    #if DEBUG
    func inspecting() -> NSUserActivity { NSUserActivity(activityType: "com.example.quill.inspect") }
    #endif

    /// Sending a note as a message donates the system intent.
    func donateMessage() {
        let intent = INSendMessageIntent(recipients: nil, outgoingMessageType: .outgoingMessageText, content: nil,
                                         speakableGroupName: nil, conversationIdentifier: nil, serviceName: nil, sender: nil, attachments: nil)
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }
}
