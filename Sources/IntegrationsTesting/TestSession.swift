import Foundation
public import IntegrationsApp
public import IntegrationsCore
public import IntegrationsHost

/// One ``IntentDefinitions`` value's app and store: the app found once, its store opened once in a folder
/// of its own, and that folder removed when the last copy of the value goes away.
///
/// Nothing is read or opened until a test first uses the definitions, so making them never fails; a
/// failure (no such app, a manifest that does not load, a store that cannot be created) is kept and
/// thrown by every use after it, with what was looked for and what exists.
final class TestSession: @unchecked Sendable {
    let source: AppSource
    let clock: UserClock
    let language: Language
    let parts: AppHost.Parts
    private let lock = NSLock()
    private var loaded: Result<LoadedApp, IntegrationsError>?
    private var opened: Result<AppHost, IntegrationsError>?
    private var snapshot: AppEntities?
    /// The session's own folder: the store, and an imported project's app folder.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("integrations-testing-\(UUID().uuidString)")

    init(source: AppSource, clock: UserClock, language: Language, parts: AppHost.Parts) {
        self.source = source
        self.clock = clock
        self.language = language
        self.parts = parts
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The app and where its declarations come from, found and loaded at the first call.
    func loadedApp() throws(IntegrationsError) -> LoadedApp {
        try lock.withLock { () -> Result<LoadedApp, IntegrationsError> in
            if let loaded { return loaded }
            let result = Result { () throws(IntegrationsError) -> LoadedApp in try source.load(into: folder.appendingPathComponent("app")) }
            loaded = result
            return result
        }.get()
    }

    /// The app.
    func app() throws(IntegrationsError) -> App {
        try loadedApp().app
    }

    /// The app's host, with the test's parts, on a store of this session's own, created at the first
    /// call: no data from another test, and none left behind.
    func host() throws(IntegrationsError) -> AppHost {
        let app = try app()
        return try lock.withLock { () -> Result<AppHost, IntegrationsError> in
            if let opened { return opened }
            let result = Result { () throws(IntegrationsError) -> AppHost in
                try AppHost.open(app: app, storePath: folder.appendingPathComponent("store.sqlite").path, clock: clock, parts: parts)
            }
            opened = result
            return result
        }.get()
    }

    /// The app's entities from its records, read once.
    func entities() throws(IntegrationsError) -> AppEntities {
        let host = try host()
        return try lock.withLock { () -> Result<AppEntities, IntegrationsError> in
            if let snapshot { return .success(snapshot) }
            let read = Result { () throws(IntegrationsError) -> AppEntities in try AppEntities(host: host) }
            snapshot = try? read.get()
            return read
        }.get()
    }

    /// What answers the entity queries: the test's plugged-in query (``AppHost/Parts/entityQuery``),
    /// else the app's records through its search index.
    func entityQuery() throws(IntegrationsError) -> any IntentEntityQuerying {
        if let query = parts.entityQuery { return query }
        return try entities()
    }
}

/// An app as a session loaded it, and what its declarations were read from.
struct LoadedApp: Sendable {
    var app: App
    /// For an imported project: where each intent is declared in its Swift sources (`App/Intents.swift:12`).
    var intentSources: [String: String] = [:]
    /// For an imported project: its enumerations by Swift type name, with their raw values.
    var enumerations: [String: [String]] = [:]
    /// Whether the app was read from an Xcode or XcodeGen project (its intents' `perform()` is its own code).
    var isImported = false
}
