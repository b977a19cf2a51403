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
    private let lock = NSLock()
    private var loaded: Result<App, IntegrationsError>?
    private var opened: Result<AppHost, IntegrationsError>?
    private var snapshot: AppEntities?
    private var folder: URL?

    init(source: AppSource, clock: UserClock, language: Language) {
        self.source = source
        self.clock = clock
        self.language = language
    }

    deinit {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// The app, found and loaded at the first call.
    func app() throws(IntegrationsError) -> App {
        try lock.withLock { () -> Result<App, IntegrationsError> in
            if let loaded { return loaded }
            let result = Result { () throws(IntegrationsError) -> App in try source.load() }
            loaded = result
            return result
        }.get()
    }

    /// The app's host on a store of this session's own, created at the first call in a new temporary
    /// folder: no data from another test, and none left behind.
    func host() throws(IntegrationsError) -> AppHost {
        let app = try app()
        return try lock.withLock { () -> Result<AppHost, IntegrationsError> in
            if let opened { return opened }
            let result = Result { () throws(IntegrationsError) -> AppHost in
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("integrations-testing-\(UUID().uuidString)")
                self.folder = folder
                return try AppHost.open(app: app, storePath: folder.appendingPathComponent("store.sqlite").path, clock: clock)
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
}
