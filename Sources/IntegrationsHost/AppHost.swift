public import Foundation
public import IntegrationsApp
public import IntegrationsCore
public import IntegrationsSearch
public import IntegrationsStore
public import IntegrationsState
public import IntegrationsIntents
import IntegrationsNotifications
public import IntegrationsProgress
import IntegrationsWidgets
public import IntegrationsRouting
public import Logging

/// An app wired to its store: the search index, the completion log, and intents that resolve their
/// entities through the index and perform against the log.
///
/// ```swift
/// let host = try AppHost.open(app: try App.load(from: appFolder), storePath: "/tmp/appcadia.sqlite")
/// try await host.ensureIndexed()
/// let results = try await host.searchIndex.search(SearchQuery("目標"))
/// let outcome = try await host.intentResolver().run(IntentRequest(intent: "CheckProgress"))
/// ```
public struct AppHost: Sendable {
    /// The app.
    public let app: App
    /// The app's router, built from its declared routes when the host was opened.
    public let router: Router
    /// The app's store.
    public let store: Store
    /// The app's search index.
    public let searchIndex: SQLiteSearchIndex
    /// The app's completion log.
    public let completions: CompletionLog
    let logger: Logger

    /// Opens the app's store (creating and migrating it when needed).
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - storePath: The store's file path.
    ///   - busyTimeout: How long a write waits for another process's lock before failing.
    ///   - createsFolder: Whether a missing folder is created (see ``Store/open(at:schemas:busyTimeout:createsFolder:)``).
    ///   - clock: What time it is for the index (expiration, `$time`); commands pass the user's clock.
    ///   - logger: Where to log.
    public static func open(
        app: App,
        storePath: String,
        busyTimeout: TimeInterval = 10,
        createsFolder: Bool = true,
        clock: UserClock = .system,
        logger: Logger = Logger(label: "integrations.host")
    ) throws(IntegrationsError) -> AppHost {
        let options = TextAnalyzer.Options(foldsKana: app.manifest.search.foldsKana)
        let store = try Store.open(
            at: storePath, schemas: [SearchSchema(options: options), StateSchema(), NotificationSchema(), WidgetSchema()], busyTimeout: busyTimeout,
            createsFolder: createsFolder)
        let index = try SQLiteSearchIndex(store: store, options: options, clock: clock, logger: logger)
        return AppHost(
            app: app, router: Router(app.manifest.routes), store: store, searchIndex: index, completions: CompletionLog(store: store), logger: logger)
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
            manifest: app.manifest, entities: snapshot, completions: completions, reporter: progressReporter,
            routing: router, clock: clock, handlers: handlers)
    }

    /// The progress strings in the app's own wording (its manifest's `progress`), the toolkit's neutral
    /// wording where it has none.
    public var progressReporter: StringProgressReporter {
        StringProgressReporter(wording: app.manifest.progress)
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
        /// The index does not hold the app's current data and was left as it is: reads answer from what
        /// is committed.
        case notIndexed(NotIndexedReason)
    }

    /// Why ``ensureIndexed(progress:)`` left the app's items as they were.
    public enum NotIndexedReason: Sendable, Equatable {
        /// Another process holds the store's write lock (it may be indexing); readers do not wait for it.
        case storeBusy
        /// The store cannot be written.
        case readOnly

        /// The note a person reads beside results answered from what is committed.
        public var message: LocalizedText {
            switch self {
            case .storeBusy:
                LocalizedText(
                    ja: "注意: 別のプロセスがストアに書き込み中のため、アプリの項目をまだ索引できません。結果はすでに保存されている内容からのものです。書き込みが終わってからもう一度実行してください。",
                    en: "Note: another process is writing to the store, so the app's items are not indexed yet; these results come from what is already stored. Run the command again when it has finished.")
            case .readOnly:
                LocalizedText(
                    ja: "注意: ストアが読み取り専用のため、アプリの最新の項目を索引できません。結果はすでに保存されている内容からのものです。",
                    en: "Note: the store is read-only, so the app's current items cannot be indexed; these results come from what is already stored.")
            }
        }
    }

    /// What the host records as the index's client state: the fingerprint of the app's files and the
    /// search domains it indexed, so that a domain removed from the manifest is removed from the index.
    struct IndexedApp: Codable, Equatable {
        var fingerprint: String
        var domains: [String]
    }

    /// Indexes the app's data when the index does not hold it: the store has never indexed it, the app's
    /// files changed since, or another write (a deletion, items indexed by hand) came after.
    ///
    /// The batch's client state records a fingerprint of the app's files, so this is a read when nothing
    /// changed. It never waits for another process's write lock, and never writes a read-only store:
    /// then it returns ``IndexState/notIndexed(_:)`` and reads answer from what is committed.
    @discardableResult
    public func ensureIndexed(progress: SQLiteSearchIndex.Progress? = nil) async throws(IntegrationsError) -> IndexState {
        let fingerprint = try app.dataFingerprint()
        let recorded = try await recordedApp()
        if let recorded, recorded.fingerprint == fingerprint, recorded.domains == app.manifest.searchDomains.map(\.identifier) {
            return .upToDate
        }
        if store.isReadOnly { return .notIndexed(.readOnly) }
        do {
            return .indexed(try await rebuildIndex(progress: progress, fingerprint: fingerprint, previous: recorded, waitingForLock: false))
        } catch where error.kind == .storeLocked {
            return .notIndexed(.storeBusy)
        }
    }

    /// Replaces the app's domains in the index with items made from its current data, in one transaction.
    /// Domains the app indexed before and no longer declares are deleted too.
    ///
    /// - Returns: How many items were indexed.
    @discardableResult
    public func rebuildIndex(progress: SQLiteSearchIndex.Progress? = nil) async throws(IntegrationsError) -> Int {
        try await rebuildIndex(progress: progress, fingerprint: try app.dataFingerprint(), previous: try await recordedApp(), waitingForLock: true)
    }

    private func recordedApp() async throws(IntegrationsError) -> IndexedApp? {
        try await indexClientState().flatMap { try? JSONDecoder().decode(IndexedApp.self, from: $0) }
    }

    /// The client state of the index's last batch: what the host recorded of the app it indexed.
    func indexClientState() async throws(IntegrationsError) -> Data? {
        do {
            return try await searchIndex.lastClientState()
        } catch let error as IntegrationsError {
            throw error
        } catch {
            return nil
        }
    }

    private func rebuildIndex(
        progress: SQLiteSearchIndex.Progress?, fingerprint: String, previous: IndexedApp?, waitingForLock: Bool
    ) async throws(IntegrationsError) -> Int {
        let items = try app.searchableItems()
        let domains = app.manifest.searchDomains.map(\.identifier)
        let removed = (previous?.domains ?? []).filter { !domains.contains($0) }
        let state = (try? JSONEncoder().encode(IndexedApp(fingerprint: fingerprint, domains: domains))) ?? Data()
        let batch = SearchIndexBatch(operations: [.deleteDomains(removed + domains), .index(items)], clientState: state)
        let report = try await searchIndex.apply(batch, progress: progress, waitingForLock: waitingForLock)
        logger.info("Indexed the app's items", metadata: ["app": "\(app.manifest.app.bundleIdentifier)", "items": "\(report.indexed)"])
        return report.indexed
    }
}
