import Foundation
import IntegrationsCore
import IntegrationsHost

/// A sentence for an intent outcome that is not a success, for the response's human output.
enum IntentResponseText {
    static func describe(_ outcome: IntentOutcome, language: Language) -> String {
        let document = IntentDocument(request: IntentRequest(intent: ""), outcome: outcome, language: language, phrase: nil)
        return document.reason ?? document.prompt ?? document.outcome
    }
}
