import Intents

/// Siri sends the extension only the intents its IntentsSupported lists.
final class IntentHandler: INExtension, INSendMessageIntentHandling, INSearchForMessagesIntentHandling {
    override func handler(for intent: INIntent) -> Any {
        if intent is PLOrderIntent { return OrderHandler() }
        return self
    }

    func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        completion(INSendMessageIntentResponse(code: .success, userActivity: nil))
    }

    /// Listed nowhere: Siri never asks this extension to search messages.
    func handle(intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void) {
        completion(INSearchForMessagesIntentResponse(code: .success, userActivity: nil))
    }
}

/// The intent's class is generated from a definition kept outside this folder; the handler compiles against it.
final class OrderHandler: NSObject, PLOrderIntentHandling {
    func handle(intent: PLOrderIntent, completion: @escaping (PLOrderIntentResponse) -> Void) {}
}
