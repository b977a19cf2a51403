import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsHost
import IntegrationsIntents
import IntegrationsNotifications
import IntegrationsApp

/// `notification schedule --json`.
struct ScheduledDocument: Encodable {
    var identifier: String
    var replaced: Bool
    var nextFire: String?
    var dropped: [String]
}

/// One pending request in `notification pending --json`.
struct PendingDocument: Encodable {
    var identifier: String
    var nextFire: String?
    var title: String
    var body: String
    var category: String?
    var entity: String?
    var repeats: Bool

    init(_ pending: PendingNotification, language: Language) {
        identifier = pending.request.identifier
        nextFire = pending.nextFire.map(ISODate.format)
        title = pending.request.content.title[language]
        body = pending.request.content.body[language]
        category = pending.request.content.categoryIdentifier
        entity = pending.request.content.userInfo["entity"]
        repeats = pending.request.trigger.repeats
    }
}

/// `notification deliver --json` and `notification delivered --json`.
struct DeliveredDocument: Encodable {
    struct Item: Encodable {
        var number: Int64
        var identifier: String
        var date: String
        var title: String
        var body: String
        var category: String?
        var entity: String?
        var badge: Int?

        init(_ delivered: DeliveredNotification, language: Language) {
            number = delivered.id
            identifier = delivered.identifier
            date = ISODate.format(delivered.date)
            title = delivered.content.title[language]
            body = delivered.content.body[language]
            category = delivered.content.categoryIdentifier
            entity = delivered.content.userInfo["entity"]
            badge = delivered.content.badge
        }
    }

    var delivered: [Item]
    var badge: Int
}

/// `notification respond --json`.
struct ResponseDocument: Encodable {
    var action: String
    var outcome: String?
    var dialog: String?
    var completion: String?
    var url: String?
    var route: String?
    var parameters: [String: TypedValue]?
    var queued: [String]
    var text: String?

    init(_ result: NotificationResponseResult, language: Language) {
        action = result.action
        if let outcome = result.outcome {
            let document = IntentDocument(request: IntentRequest(intent: ""), outcome: outcome, language: language, phrase: nil)
            self.outcome = document.outcome
            dialog = document.dialog ?? document.reason ?? document.prompt
            completion = document.completion
        }
        url = result.url?.absoluteString
        route = result.route
        parameters = result.route == nil ? nil : result.parameters.mapValues(TypedValue.init)
        queued = result.queued
        text = result.text
    }
}

/// A sentence for an intent outcome that is not a success, for the response's human output.
enum IntentResponseText {
    static func describe(_ outcome: IntentOutcome, language: Language) -> String {
        let document = IntentDocument(request: IntentRequest(intent: ""), outcome: outcome, language: language, phrase: nil)
        return document.reason ?? document.prompt ?? document.outcome
    }
}
