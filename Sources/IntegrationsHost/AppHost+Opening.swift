public import Foundation
public import IntegrationsApp
public import IntegrationsCore
public import Logging

extension AppHost {
    /// Which store a host opens.
    public enum StoreChoice: Sendable, Hashable {
        /// The file at this path, in a folder that must already exist: a path a person typed whose
        /// folder is missing is more likely a typo than a wish for new folders.
        case file(String)
        /// The app's default location (`StoreLocation`): `INTEGRATIONS_STORE`, else its App Group's
        /// container (the app's own store moved there once, the first time), else its own container. The
        /// folders are created.
        case defaultLocation
    }

    /// Something the person should know about the host just opened.
    public enum Notice: Sendable, Hashable {
        /// The app's own store was moved into its App Group's container, from the first path to the second;
        /// the old file is kept and no longer written.
        case storeMoved(from: String, to: String)
        /// The store's full-text index folds kana otherwise than the manifest's `search.foldsKana` asks
        /// and cannot be rebuilt, the store being read-only: searches follow the index.
        case textOptionsKept(LocalizedText)

        /// The notice in words.
        public var message: LocalizedText {
            switch self {
            case .storeMoved(let from, let to):
                LocalizedText(
                    ja: "ストアを App Group のコンテナに移しました: \(from) → \(to)（元のファイルは残してあり、もう書き込みません）。",
                    en: "Moved the store into the App Group container: \(from) → \(to) (the old file is kept and no longer written).")
            case .textOptionsKept(let note):
                note
            }
        }
    }

    /// A host just opened, and what the person should know about opening it.
    public struct Opened: Sendable {
        /// The host.
        public let host: AppHost
        /// The notices, in the order they happened: show each to the person.
        public let notices: [Notice]
    }

    /// Opens the app's store where `store` says (creating and migrating it when needed), and says what
    /// the person should know: a store moved into the App Group container, an index that cannot follow
    /// the manifest.
    ///
    /// ```swift
    /// let opened = try AppHost.open(app: app, store: .defaultLocation)
    /// for notice in opened.notices { print(notice.message[.en]) }
    /// let results = try await opened.host.searchIndex.search(SearchQuery("目標"))
    /// ```
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - store: Which store: a file, or the app's default location.
    ///   - busyTimeout: How long a write waits for another process's lock before failing.
    ///   - clock: What time it is (for the index, and for recording a move).
    ///   - parts: What the app plugs in (``Parts``).
    ///   - environment: The environment the default location is read from.
    ///   - readsThroughMemoryMap: Whether the store is read through a memory map (see
    ///     ``open(app:storePath:busyTimeout:createsFolder:clock:parts:readsThroughMemoryMap:logger:)``).
    ///   - logger: Where to log.
    /// - Throws: ``IntegrationsError`` when the store cannot be moved, opened or migrated.
    public static func open(
        app: App,
        store: StoreChoice,
        busyTimeout: TimeInterval = 10,
        clock: UserClock = .system,
        parts: Parts = Parts(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        readsThroughMemoryMap: Bool = true,
        logger: Logger = Logger(label: "integrations.host")
    ) throws(IntegrationsError) -> Opened {
        var notices: [Notice] = []
        let path: String
        switch store {
        case .file(let file):
            path = file
        case .defaultLocation:
            let prepared = try StoreLocation.prepare(app.manifest.app, busyTimeout: busyTimeout, environment: environment, clock: clock)
            path = prepared.path
            if let moved = prepared.moved { notices.append(.storeMoved(from: moved, to: path)) }
        }
        let host = try open(
            app: app, storePath: path, busyTimeout: busyTimeout, createsFolder: store == .defaultLocation, clock: clock, parts: parts,
            readsThroughMemoryMap: readsThroughMemoryMap, logger: logger)
        if let note = host.textOptionsNote { notices.append(.textOptionsKept(note)) }
        return Opened(host: host, notices: notices)
    }
}
