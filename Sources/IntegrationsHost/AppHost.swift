public import Foundation
public import IntegrationsCore
public import IntegrationsSearch
public import IntegrationsStore
public import IntegrationsState
public import IntegrationsIntents
import IntegrationsProgress
import IntegrationsRouting
public import Logging

/// An app wired to its store: the search index, the completion log, and intents that resolve their
/// entities through the index and perform against the log.
///
/// ```swift
/// let host = try AppHost.open(app: try App.embedded(), storePath: "/tmp/appcadia.sqlite")
/// try await host.ensureIndexed()
/// let results = try await host.searchIndex.search(SearchQuery("目標"))
/// let outcome = try await host.intentResolver().run(IntentRequest(intent: "CheckProgress"))
/// ```
public struct AppHost: Sendable {
    /// The app.
    public let app: App
    /// The app's store.
    public let store: Store
    /// The app's search index.
    public let searchIndex: SQLiteSearchIndex
    /// The app's completion log.
    public let completions: CompletionLog
    private let logger: Logger

    /// Opens the app's store (creating and migrating it when needed).
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - storePath: The store's file path.
    ///   - busyTimeout: How long a write waits for another process's lock before failing.
    ///   - logger: Where to log.
    public static func open(
        app: App,
        storePath: String,
        busyTimeout: TimeInterval = 10,
        logger: Logger = Logger(label: "integrations.host")
    ) throws(IntegrationsError) -> AppHost {
        let options = TextAnalyzer.Options(foldsKana: app.manifest.search.foldsKana)
        let store = try Store.open(at: storePath, schemas: [SearchSchema(options: options), StateSchema()], busyTimeout: busyTimeout)
        let index = try SQLiteSearchIndex(store: store, options: options, logger: logger)
        return AppHost(app: app, store: store, searchIndex: index, completions: CompletionLog(store: store), logger: logger)
    }

    /// Resolves and performs the app's intents against this store, with a snapshot of the app's entities
    /// (``AppEntities``).
    ///
    /// - Parameters:
    ///   - clock: The user's clock and time zone.
    ///   - handlers: Code that performs intents instead of their manifest effects.
    ///   - entities: The entities to resolve against; `nil` reads them now.
    /// - Throws: ``IntegrationsError`` when the app's records cannot be read.
    public func intentResolver(
        clock: UserClock = .system, handlers: [any IntentHandling] = [], entities: AppEntities? = nil
    ) throws(IntegrationsError) -> IntentResolver {
        let snapshot: AppEntities
        if let entities { snapshot = entities } else { snapshot = try AppEntities(host: self) }
        return IntentResolver(
            manifest: app.manifest, entities: snapshot, completions: completions, reporter: StringProgressReporter(),
            routing: app.router, clock: clock, handlers: handlers)
    }

    /// Matches typed phrases to the app's intents; a slot filled with one of `entities`' titles wins.
    public func phraseMatcher(entities: AppEntities) -> PhraseMatcher {
        PhraseMatcher(manifest: app.manifest, entityTitles: entities.byType.mapValues { $0.map(\.title) })
    }

    /// One day's goals and completions.
    public func progressReport(on day: CalendarDay) async throws(IntegrationsError) -> DailyProgress.Report {
        try await DailyProgress(manifest: app.manifest, entities: try AppEntities(host: self), completions: completions).report(on: day)
    }

    /// What ``ensureIndexed(progress:)`` did.
    public enum IndexState: Sendable, Equatable {
        /// The index already held the app's current data.
        case upToDate
        /// The app's items were (re)indexed; the count is how many.
        case indexed(Int)
    }

    /// Indexes the app's data when the store has never indexed it, or when the app's files changed since.
    ///
    /// The batch's client state records a fingerprint of the app's files, so this is cheap when nothing
    /// changed.
    @discardableResult
    public func ensureIndexed(progress: SQLiteSearchIndex.Progress? = nil) async throws(IntegrationsError) -> IndexState {
        let fingerprint = try app.dataFingerprint()
        let state: Data?
        do {
            state = try await searchIndex.lastClientState()
        } catch let error as IntegrationsError {
            throw error
        } catch {
            state = nil
        }
        if let state, String(decoding: state, as: UTF8.self) == fingerprint { return .upToDate }
        return .indexed(try await rebuildIndex(progress: progress, fingerprint: fingerprint))
    }

    /// Replaces the app's domains in the index with items made from its current data, in one transaction.
    ///
    /// - Returns: How many items were indexed.
    @discardableResult
    public func rebuildIndex(progress: SQLiteSearchIndex.Progress? = nil) async throws(IntegrationsError) -> Int {
        try await rebuildIndex(progress: progress, fingerprint: try app.dataFingerprint())
    }

    private func rebuildIndex(progress: SQLiteSearchIndex.Progress?, fingerprint: String) async throws(IntegrationsError) -> Int {
        let items = try app.searchableItems()
        let batch = SearchIndexBatch(
            operations: [.deleteDomains(app.manifest.searchDomains.map(\.identifier)), .index(items)],
            clientState: Data(fingerprint.utf8)
        )
        try await searchIndex.apply(batch, progress: progress)
        logger.info("Indexed the app's items", metadata: ["app": "\(app.manifest.app.bundleIdentifier)", "items": "\(items.count)"])
        return items.count
    }
}
