public import Foundation
public import IntegrationsApp
public import IntegrationsCore
import IntegrationsSearch
public import IntegrationsStore
public import IntegrationsState
public import IntegrationsIntents
import IntegrationsNotifications
import IntegrationsProgress
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
    /// The app's search index: the app's plugged-in one (``Parts/searchIndex``), else the store's
    /// (`SQLiteSearchIndex`).
    public let searchIndex: any SearchIndexing
    /// The store's own index when it is the app's index: a donation is then indexed in the same
    /// transaction as the completion that caused it.
    let storeIndex: SQLiteSearchIndex?
    /// The app's completion log.
    public let completions: CompletionLog
    /// The parts the app plugs in: its progress wording, intent handlers, entity query and extra store
    /// schemas (the toolkit's defaults where it gives none).
    public let parts: Parts
    let logger: Logger

    /// What an app plugs into its host, through the core's protocols; each defaults to the toolkit's own.
    ///
    /// ```swift
    /// var parts = AppHost.Parts()
    /// parts.handlers = [PlateHandler()]             // IntentHandling: code for an intent
    /// parts.progressReporter = MyWording()          // ProgressReporting: your own strings
    /// parts.schemas = [MyTables()]                  // StoreSchema: your tables in the same store
    /// parts.searchIndex = MyIndex()                 // SearchIndexing: your own index
    /// let host = try AppHost.open(app: app, storePath: path, parts: parts)
    /// ```
    public struct Parts: Sendable {
        /// The progress strings; `nil` words them from the manifest's `progress` (`StringProgressReporter`).
        public var progressReporter: (any IntegrationsCore.ProgressReporting)?
        /// Code that performs intents instead of their manifest effects, used by every host method that
        /// runs intents (a call may add more).
        public var handlers: [any IntentHandling]
        /// Resolves entity parameters; `nil` uses the app's records and its search index (``AppEntities``).
        public var entityQuery: (any IntentEntityQuerying)?
        /// More migrations for the same store, registered after the toolkit's (their module names must be
        /// the app's own, `myapp.v1`).
        public var schemas: [any StoreSchema]
        /// Where completions are recorded; `nil` keeps them in the store (``CompletionLog``). A log of the
        /// app's own lives outside the store's transactions: what follows a new completion (the streak
        /// notification, a confirmation, widget reloads, the donated activity) is then written to the store
        /// just after it, in a transaction of its own, not in the completion's.
        public var completionLog: (any CompletionRecording)?
        /// Where the app's items and donated activities are indexed and searched; `nil` indexes them in
        /// the store (`SQLiteSearchIndex`). An index of the app's own lives outside the store's
        /// transactions: an activity donated with a new completion is indexed just after it commits.
        public var searchIndex: (any SearchIndexing)?

        /// The toolkit's defaults.
        public init(
            progressReporter: (any IntegrationsCore.ProgressReporting)? = nil, handlers: [any IntentHandling] = [],
            entityQuery: (any IntentEntityQuerying)? = nil, schemas: [any StoreSchema] = [], completionLog: (any CompletionRecording)? = nil,
            searchIndex: (any SearchIndexing)? = nil
        ) {
            self.progressReporter = progressReporter
            self.handlers = handlers
            self.entityQuery = entityQuery
            self.schemas = schemas
            self.completionLog = completionLog
            self.searchIndex = searchIndex
        }
    }

    /// Opens the app's store (creating and migrating it when needed).
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - storePath: The store's file path.
    ///   - busyTimeout: How long a write waits for another process's lock before failing.
    ///   - createsFolder: Whether a missing folder is created (see
    ///     ``Store/open(at:schemas:busyTimeout:createsFolder:readsThroughMemoryMap:)``).
    ///   - clock: What time it is for the index (expiration, `$time`); commands pass the user's clock.
    ///   - parts: What the app plugs in (``Parts``); the toolkit's defaults otherwise.
    ///   - readsThroughMemoryMap: Whether the store is read through a memory map: yes for a process that
    ///     queries many times, no for one that queries once and exits (see
    ///     ``Store/open(at:schemas:busyTimeout:createsFolder:readsThroughMemoryMap:)``).
    ///   - logger: Where to log.
    public static func open(
        app: App,
        storePath: String,
        busyTimeout: TimeInterval = 10,
        createsFolder: Bool = true,
        clock: UserClock = .system,
        parts: Parts = Parts(),
        readsThroughMemoryMap: Bool = true,
        logger: Logger = Logger(label: "integrations.host")
    ) throws(IntegrationsError) -> AppHost {
        let options = TextAnalyzer.Options(foldsKana: app.manifest.search.foldsKana)
        let schemas: [any StoreSchema] = [SearchSchema(options: options), StateSchema(), NotificationSchema(), WidgetSchema()] + parts.schemas
        let store = try Store.open(
            at: storePath, schemas: schemas, busyTimeout: busyTimeout, createsFolder: createsFolder, readsThroughMemoryMap: readsThroughMemoryMap)
        let index: any SearchIndexing
        let storeIndex: SQLiteSearchIndex?
        if let own = parts.searchIndex {
            (index, storeIndex) = (own, nil)
        } else {
            let sqlite = try SQLiteSearchIndex(store: store, options: options, clock: clock, logger: logger)
            (index, storeIndex) = (sqlite, sqlite)
        }
        return AppHost(
            app: app, router: Router(try app.manifest.routeDeclarations(file: app.manifestPath)), store: store, searchIndex: index, storeIndex: storeIndex,
            completions: CompletionLog(store: store), parts: parts, logger: logger)
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
        clock: UserClock = .system, handlers: [any IntentHandling] = [], entities: (any IntentEntityQuerying)? = nil
    ) throws(IntegrationsError) -> any IntentResolving {
        let query: any IntentEntityQuerying
        if let entities { query = entities } else { query = try entityQuery(nil) }
        return IntentResolver(
            manifest: app.manifest, entities: query, completions: completionLog, reporter: progressReporter,
            routing: router, clock: clock, handlers: parts.handlers + handlers)
    }

    /// What resolves entity parameters: the app's plugged-in query, else `snapshot` (read now when `nil`).
    func entityQuery(_ snapshot: AppEntities?) throws(IntegrationsError) -> any IntentEntityQuerying {
        if let query = parts.entityQuery { return query }
        if let snapshot { return snapshot }
        return try AppEntities(host: self)
    }

    /// Where completions are recorded and read: the app's plugged-in log, else the store's (``completions``).
    public var completionLog: any CompletionRecording {
        parts.completionLog ?? completions
    }

    /// The entities completed on each day from `first` through `last` (days with none absent): one read of
    /// the store's log, or a day at a time from the app's own.
    func completedEntities(from first: CalendarDay, through last: CalendarDay) async throws(IntegrationsError) -> [CalendarDay: Set<String>] {
        guard let log = parts.completionLog else { return try await completions.completedEntities(from: first, through: last) }
        var result: [CalendarDay: Set<String>] = [:]
        var day = first
        while day <= last {
            let done = Set(try await log.completions(on: day).map(\.entityID))
            if !done.isEmpty { result[day] = done }
            day = day.adding(days: 1)
        }
        return result
    }

    /// The progress strings: the app's plugged-in reporter, else its manifest's wording (`progress`), the
    /// toolkit's neutral wording where it has none.
    public var progressReporter: any IntegrationsCore.ProgressReporting {
        parts.progressReporter ?? StringProgressReporter(wording: app.manifest.progress)
    }

    /// Matches typed phrases to the app's intents; a slot filled with one of `entities`' titles wins.
    public func phraseMatcher(entities: AppEntities) -> PhraseMatcher {
        PhraseMatcher(manifest: app.manifest, entityTitles: entities.byType.mapValues { $0.map(\.title) })
    }

    /// One day's goals and completions.
    public func progressReport(on day: CalendarDay) async throws(IntegrationsError) -> DailyProgress.Report {
        try await DailyProgress(manifest: app.manifest, entities: try AppEntities(host: self), completions: completionLog).report(on: day)
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

    /// A note for the person searching when the store's full-text index folds text otherwise than the
    /// manifest's `search.foldsKana` asks and cannot be rebuilt (the store is read-only); `nil` otherwise.
    /// ``open(app:store:busyTimeout:clock:parts:environment:readsThroughMemoryMap:logger:)`` returns it as a ``Notice``.
    var textOptionsNote: LocalizedText? {
        guard let storeIndex, storeIndex.keepsOtherTextOptions else { return nil }
        let wanted = storeIndex.options.foldsKana
        return LocalizedText(
            ja: "注意: ストア \(store.path) の全文索引はカタカナとひらがなを\(wanted ? "区別して" : "同一視して")作られていて、ストアが読み取り専用のため作り直せません。検索はマニフェストの search.foldsKana（\(wanted)）ではなく索引の作り方に従います。書き込めるストアで一度実行すると作り直されます。",
            en: "Note: the full-text index of the store \(store.path) was built \(wanted ? "without" : "with") kana folding and the store is read-only, so it cannot be rebuilt; searches follow the index, not the manifest's search.foldsKana (\(wanted)). Run a command once on a writable store to rebuild it.")
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
    public func ensureIndexed(progress: SearchIndexProgress? = nil) async throws(IntegrationsError) -> IndexState {
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
    public func rebuildIndex(progress: SearchIndexProgress? = nil) async throws(IntegrationsError) -> Int {
        try await rebuildIndex(progress: progress, fingerprint: try app.dataFingerprint(), previous: try await recordedApp(), waitingForLock: true)
    }

    private func recordedApp() async throws(IntegrationsError) -> IndexedApp? {
        try await indexClientState().flatMap { try? JSONDecoder().decode(IndexedApp.self, from: $0) }
    }

    /// The client state of the index's last batch: what the host recorded of the app it indexed.
    func indexClientState() async throws(IntegrationsError) -> Data? {
        try await searchIndex.lastClientState()
    }

    private func rebuildIndex(
        progress: SearchIndexProgress?, fingerprint: String, previous: IndexedApp?, waitingForLock: Bool
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
