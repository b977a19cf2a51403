import Intents

class IntentHandler: INExtension {
    override func handler(for intent: INIntent) -> Any {
        switch intent {
        case is TrackShipmentIntent: TrackShipmentHandler()
        default: self
        }
    }
}

final class TrackShipmentHandler: NSObject, TrackShipmentIntentHandling {
    func handle(intent: TrackShipmentIntent, completion: @escaping (TrackShipmentIntentResponse) -> Void) {
        // intent.carrier is a PCCarrier, intent.size a ParcelSize.
        completion(TrackShipmentIntentResponse(code: .success, userActivity: nil))
    }
}
