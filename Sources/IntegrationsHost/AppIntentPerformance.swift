import Foundation
public import IntegrationsCore
import IntegrationsHandoff
import IntegrationsIntents
import IntegrationsNotifications
import IntegrationsProgress
import IntegrationsSearch
public import IntegrationsState
import IntegrationsStore
public import IntegrationsWidgets
import GRDB
import IntegrationsApp

/// What performing an intent did: its outcome, and what a completion it recorded caused — queued
/// notifications, widget reloads, the donated activity — committed in the completion's own transaction.
public struct IntentPerformance: Sendable {
    /// The intent's outcome.
    public var outcome: IntentOutcome
    /// Identifiers of the notification requests queued: an action's confirmation, the streak notification.
    public var queuedNotifications: [String] = []
    /// The widget reloads the change requested (one per widget).
    public var widgetReloads: [WidgetReload] = []
    /// The activity the intent donated, if it donates one.
    public var activity: UserActivity?
}

extension AppHost {
    /// Resolves and performs an intent, and everything that follows a completion it records, as the app
    /// declares it: the streak notification (`notifications.streakNotification`) when the entity's streak
    /// reaches its length, every widget's timeline reloaded, the intent's activity donated (and indexed
    /// when eligible for search).
    ///
    /// A new completion and all it causes are **one transaction**: a process killed at any point leaves
    /// both or neither, and a run that meets another process's write lock waits for it up to the busy
    /// timeout. An intent that records nothing (or a completion already made today) donates its activity
    /// in a transaction of its own.
    ///
    /// ```swift
    /// let performance = try await host.perform(IntentRequest(intent: "Complete", parameters: ["item": "item-3"]), clock: .system, language: .en)
    /// performance.queuedNotifications // ["kudos-item-3"] on the second day in a row, for {"template": "kudos", "minimumStreak": 2}
    /// ```
    ///
    /// - Parameters:
    ///   - request: The intent and its parameters.
    ///   - clock: The user's clock and time zone.
    ///   - language: The language of the donated activity's title.
    ///   - handlers: Code that performs intents instead of their manifest effects.
    ///   - entities: The entities to resolve against; `nil` reads them now.
    /// - Throws: ``IntegrationsError`` when the request names nothing declared, the app's records cannot be
    ///   read, or the store cannot be written; nothing is written then.
    public func perform(
        _ request: IntentRequest, clock: UserClock, language: Language, handlers: [any IntentHandling] = [], entities: AppEntities? = nil
    ) async throws(IntegrationsError) -> IntentPerformance {
        try await perform(request, clock: clock, language: language, handlers: handlers, entities: entities, reason: request.intent, confirmation: nil)
    }

    /// ``perform(_:clock:language:handlers:entities:)`` with what a notification action adds: the reason
    /// its reloads give, and its declared confirmation template queued with the completion.
    func perform(
        _ request: IntentRequest, clock: UserClock, language: Language, handlers: [any IntentHandling], entities: AppEntities?,
        reason: String, confirmation: String?
    ) async throws(IntegrationsError) -> IntentPerformance {
        let snapshot: AppEntities
        if let entities { snapshot = entities } else { snapshot = try AppEntities(host: self) }
        // The sections a completion reads: read once, here, and refused here when they do not decode rather
        // than inside its transaction (Decisions 518, 521 and 522).
        let consequences = CompletionConsequences(
            host: self, intent: request.intent, reason: reason, confirmation: confirmation, entities: snapshot, clock: clock, language: language,
            activities: try app.activityTypes(), notifications: try app.manifest.notificationDeclarations(file: app.manifestPath),
            widgetKinds: try app.manifest.widgetDeclarations(file: app.manifestPath).map(\.kind))
        let recorder = ConsequentialCompletions(log: completions, ownLog: parts.completionLog, store: store, consequences: consequences)
        let resolver = IntentResolver(
            manifest: app.manifest, entities: try entityQuery(snapshot), completions: recorder, reporter: progressReporter,
            routing: router, clock: clock, handlers: parts.handlers + handlers)
        let outcome = try await resolver.run(request)
        var performance = consequences.collected.performance(outcome)
        if performance.activity != nil, let item = consequences.collected.itemToIndex {
            try await searchIndex.apply(SearchIndexBatch(operations: [.index([item])], keepsClientState: true))
        }
        if !consequences.collected.donated {
            performance.activity = try await donate(intent: request.intent, outcome: outcome, language: language, now: clock.now())
        }
        return performance
    }
}

/// A completion log whose new completions carry their consequences in the same transaction.
struct ConsequentialCompletions: CompletionRecording {
    let log: CompletionLog
    /// The app's own log, when it plugs one in: consequences then follow in a transaction of their own.
    let ownLog: (any CompletionRecording)?
    let store: Store
    let consequences: CompletionConsequences

    func complete(_ entityID: String, at date: Date, timeZone: TimeZone) async throws(IntegrationsError) -> CompletionOutcome {
        guard let ownLog else {
            return try await log.complete(entityID, at: date, timeZone: timeZone) { [consequences] db, completion, streak in
                try consequences.apply(in: db, completion: completion, streak: streak)
            }
        }
        let outcome = try await ownLog.complete(entityID, at: date, timeZone: timeZone)
        if case .recorded(let completion) = outcome {
            let streak = try await ownLog.streak(of: entityID, today: completion.day)
            try await store.write { [consequences] db in try consequences.apply(in: db, completion: completion, streak: streak) }
        }
        return outcome
    }

    func completions(on day: CalendarDay) async throws(IntegrationsError) -> [Completion] {
        try await (ownLog ?? log).completions(on: day)
    }

    func streak(of entityID: String, today: CalendarDay) async throws(IntegrationsError) -> Int {
        try await (ownLog ?? log).streak(of: entityID, today: today)
    }
}

/// What follows a new completion, written inside its transaction, and what was written.
struct CompletionConsequences: Sendable {
    let host: AppHost
    let intent: String
    let reason: String
    let confirmation: String?
    let entities: AppEntities
    let clock: UserClock
    let language: Language
    /// The app's activity types, read before the transaction.
    let activities: [ActivityTypeDeclaration]
    /// The app's notifications, read before the transaction.
    let notifications: NotificationDeclarations
    /// The kinds of the app's widgets, read before the transaction.
    let widgetKinds: [String]
    let collected = Collected()

    func apply(in db: Database, completion: Completion, streak: Int) throws {
        let entity = completion.entityID
        let templates = notifications.templates
        let now = clock.now()
        var queued: [String] = []
        /// Queues a declared template one second from now, in this transaction.
        func queue(_ template: String, entity: String?, identifier: String?, fields: [String: String]) throws {
            guard templates.contains(where: { $0.identifier == template }) else { return }
            let request = try host.notificationRequest(
                template: template, entity: entity, trigger: .timeInterval(1, repeats: false), identifier: identifier, extraFields: fields,
                entities: entities)
            _ = try UserNotificationCenter.add(UserNotificationCenter.prepare(request, now: now, timeZone: clock.timeZone), in: db)
            queued.append(request.identifier)
        }
        // The action's confirmation first, then the streak notification, as a person sees them arrive.
        if let confirmation {
            try queue(confirmation, entity: nil, identifier: "\(confirmation)-\(entity)", fields: [:])
        }
        // The app's streak rule (notifications.streakNotification), when it declares one.
        if let rule = notifications.streakNotification, streak >= rule.minimumStreak {
            try queue(rule.template, entity: entity, identifier: nil, fields: [StreakNotification.streakField: String(streak)])
        }
        // The app's data changed: it asks for every widget's timeline to be reloaded.
        let kinds = widgetKinds
        let reloads = kinds.isEmpty ? [] : try WidgetReloadLog.record(
            kinds: kinds, reason: "completion \(entity) (\(reason))", at: now, timeZone: clock.timeZone, in: db)
        let activity = try host.donatedActivity(
            intent: intent, entity: entity, entities: entities, declarations: activities, language: language, now: now)
        var unindexed: SearchableItem?
        if let activity, let item = host.donationItem(activity, now: now) {
            if host.storeIndex != nil {
                _ = try SQLiteSearchIndex.apply(SearchIndexBatch(operations: [.index([item])], keepsClientState: true), in: db, now: now)
            } else {
                // The app's own index is not in this transaction: the item is indexed once it commits.
                unindexed = item
            }
        }
        collected.set(queued: queued, reloads: reloads, activity: activity, unindexed: unindexed)
    }

    /// What the transaction wrote, read once it has committed. A transaction retried or rolled back
    /// leaves what its last run set; the outcome tells whether it committed.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var queued: [String] = []
        private var reloads: [WidgetReload] = []
        private var activity: UserActivity?
        private var unindexed: SearchableItem?
        private var wrote = false

        /// Whether the completion's transaction donated the intent's activity (or found it donates none).
        var donated: Bool { lock.withLock { wrote } }

        /// The donated activity's item still to be indexed in the app's own index, once the transaction
        /// committed.
        var itemToIndex: SearchableItem? { lock.withLock { wrote ? unindexed : nil } }

        func set(queued: [String], reloads: [WidgetReload], activity: UserActivity?, unindexed: SearchableItem?) {
            lock.withLock {
                self.queued = queued
                self.reloads = reloads
                self.activity = activity
                self.unindexed = unindexed
                wrote = true
            }
        }

        func performance(_ outcome: IntentOutcome) -> IntentPerformance {
            lock.withLock {
                guard wrote, case .success(_, _, _, .recorded?) = outcome else { return IntentPerformance(outcome: outcome) }
                return IntentPerformance(outcome: outcome, queuedNotifications: queued, widgetReloads: reloads, activity: activity)
            }
        }
    }
}
