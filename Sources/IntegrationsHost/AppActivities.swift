public import Foundation
public import IntegrationsCore
import IntegrationsHandoff
public import IntegrationsApp
import IntegrationsSearch
import IntegrationsStore
import IntegrationsRouting

extension AppHost {
    /// Where continuing a handed-over activity leads on this device, as the app continues it: one of its
    /// routes, the web page, or nothing (``ActivityContinuer``).
    ///
    /// A Spotlight selection (``UserActivity/spotlightItemType``) names an item of the index: the app's
    /// own items are found in its data without opening anything; any other (a donated activity, an item
    /// indexed by hand) in the index `index` returns, called only then.
    ///
    /// - Throws: ``IntegrationsError`` when the app's records cannot be read or the index cannot be opened.
    public static func continuation(
        of activity: UserActivity, app: App, now: Date, index: () throws(IntegrationsError) -> any SearchIndexing
    ) async throws(IntegrationsError) -> ActivityContinuation {
        let continuer = ActivityContinuer(activities: try app.activityTypes(), routes: app.manifest.routes, routing: Router(app.manifest.routes))
        let isSpotlight = activity.activityType == UserActivity.spotlightItemType
        let items = isSpotlight ? try app.searchableItems() : []
        var indexed: [String: URL] = [:]
        if isSpotlight, case .string(let identifier)? = activity.userInfo[UserActivity.spotlightItemIdentifierKey],
            !items.contains(where: { $0.uniqueIdentifier == identifier })
        {
            indexed[identifier] = try await index().contentURL(ofItem: identifier)
        }
        return continuer.continuation(of: activity, now: now) { identifier in
            items.first { $0.uniqueIdentifier == identifier }?.attributeSet.contentURL ?? indexed[identifier]
        }
    }

    /// The activity an intent donates when it succeeds, as the app would: the activity type whose
    /// `donatedBy` names the intent, filled from the entity the intent acted on (`task.completed` after
    /// `CompleteTask`). `nil` when the intent donates none or did not succeed.
    ///
    /// - Throws: ``IntegrationsError`` when the app's records cannot be read or a value does not fit its type.
    public func donatedActivity(
        intent: String, outcome: IntentOutcome, language: Language, now: Date
    ) throws(IntegrationsError) -> UserActivity? {
        guard case .success(_, let value, _, _) = outcome else { return nil }
        var entityIdentifier: String?
        if case .entity(let entity)? = value { entityIdentifier = entity.identifier }
        return try donatedActivity(
            intent: intent, entity: entityIdentifier, entities: nil, declarations: try app.activityTypes(), language: language, now: now)
    }

    /// The activity `intent` donates for the entity with identifier `entity`, its fields found among
    /// `entities` (read now when `nil`), from the app's activity types as the caller read them (a
    /// completion reads them before its transaction); `nil` when the intent donates none.
    func donatedActivity(
        intent: String, entity entityIdentifier: String?, entities: AppEntities?, declarations: [ActivityTypeDeclaration], language: Language,
        now: Date
    ) throws(IntegrationsError) -> UserActivity? {
        guard let declaration = declarations.first(where: { $0.donatedBy == intent }) else { return nil }
        var fields: [String: String] = [:]
        if let entityIdentifier {
            let snapshot: AppEntities
            if let entities { snapshot = entities } else { snapshot = try AppEntities(host: self) }
            fields = snapshot.entity(withIdentifier: entityIdentifier)?.fields ?? [:]
        }
        return try ActivityBuilder.activity(declaration, fields: fields, entityIdentifier: entityIdentifier, language: language, now: now)
    }
}

extension AppHost {
    /// The search domain donated activities are indexed in, apart from the app's own domains so that
    /// rebuilding the app's index keeps them.
    public static let donatedActivitiesDomain = "donated-activities"

    /// Donates what an intent's success donates: returns the activity, and, when it is eligible for
    /// search, indexes it so that `integrations search` finds it, as Spotlight finds donated activities.
    /// Its content URL is where continuing it leads. The batch keeps the index's client state
    /// (``SearchIndexBatch/keepsClientState``), so the app's own domains are not rebuilt for a donation.
    /// The write waits for another process's lock up to the busy timeout, as every write does; a store on
    /// read-only media leaves the donation out, and the intent's answer stands.
    ///
    /// - Throws: ``IntegrationsError`` when the activity cannot be built or the index cannot be written.
    public func donate(intent: String, outcome: IntentOutcome, language: Language, now: Date) async throws(IntegrationsError) -> UserActivity? {
        guard let activity = try donatedActivity(intent: intent, outcome: outcome, language: language, now: now) else { return nil }
        guard let item = donationItem(activity, now: now) else { return activity }
        try await searchIndex.apply(SearchIndexBatch(operations: [.index([item])], keepsClientState: true))
        return activity
    }

    /// The search item a donated activity becomes, or `nil` when it is not eligible for search or the
    /// store cannot be written (a store on read-only media: the donation is left out, the answer stands).
    func donationItem(_ activity: UserActivity, now: Date) -> SearchableItem? {
        guard activity.isEligibleForSearch, !store.isReadOnly else { return nil }
        let continuer = ActivityContinuer(activities: app.manifest.activities, routes: app.manifest.routes, routing: router)
        var url: URL?
        if case .route(_, let routeURL) = continuer.continuation(of: activity, now: now) { url = routeURL }
        return SearchableItem(
            uniqueIdentifier: "\(activity.activityType):\(activity.targetContentIdentifier ?? "")",
            domainIdentifier: Self.donatedActivitiesDomain,
            attributeSet: SearchableItemAttributeSet(title: activity.title, keywords: activity.keywords, contentURL: url, contentModificationDate: now))
    }
}
