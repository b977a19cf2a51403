public import Foundation
public import IntegrationsApp
public import IntegrationsCore
public import IntegrationsHost
public import IntegrationsImport

/// An app's intents, entities and enumerations, looked up by name, to run in a test as Siri and Shortcuts
/// would — on Linux, in the shape of Apple's App Intents Testing (Docs/Testing-Intents.md).
///
/// ```swift
/// let definitions = IntentDefinitions(bundleIdentifier: "com.example.app")
/// let intent = definitions.intents["CompleteTask"].makeIntent(task: "Read")
/// let result = try await intent.run()
/// let found = try await definitions.entities["task"].entities(matching: "Read")
/// ```
///
/// Each value runs against a store of its own, made at its first use in a new temporary folder and removed
/// with the value: tests that run at once do not see each other's data, and a test starts from the app's
/// records alone. Making the value never fails; a problem (no app with that bundle identifier, a manifest
/// that does not load) is thrown at the first use, with what exists.
public struct IntentDefinitions: Sendable {
    /// The bundle identifier asked for, when the app is looked up by it.
    private let requestedIdentifier: String?
    let session: TestSession

    /// The bundle identifier of the app under test: the one asked for, else the one the app's manifest
    /// (or an imported project) declares, once it is loaded; empty when it cannot be loaded.
    public var bundleIdentifier: String {
        requestedIdentifier ?? (try? session.app().manifest.app.bundleIdentifier) ?? ""
    }

    /// The app whose manifest declares `bundleIdentifier`: an app folder (`integrations.json`) in the
    /// package under test — the working directory of `swift test`, searched without following links,
    /// hidden folders (`.build`, `.git`) left out, the folder nearest its root first — else the embedded sample.
    public init(bundleIdentifier: String) {
        self.init(bundleIdentifier: bundleIdentifier, clock: .system)
    }

    /// ``init(bundleIdentifier:)`` on a clock of the test's (``UserClock/fixed(_:timeZone:)``), in the
    /// language of what the app donates (its activities' titles; the process's language when `nil`), with
    /// parts of the test's plugged into the app's host: handlers that perform intents in code, an entity
    /// query (``AppHost/Parts``).
    public init(bundleIdentifier: String, clock: UserClock, language: Language? = nil, parts: AppHost.Parts = AppHost.Parts()) {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        self.init(source: .bundleIdentifier(bundleIdentifier, root: root), requestedIdentifier: bundleIdentifier, clock: clock, language: language, parts: parts)
    }

    /// The app in an app folder (its `integrations.json` and record files), such as one a test target
    /// ships as a resource.
    public init(appFolder: URL, clock: UserClock = .system, language: Language? = nil, parts: AppHost.Parts = AppHost.Parts()) {
        self.init(source: .folder(appFolder), requestedIdentifier: nil, clock: clock, language: language, parts: parts)
    }

    /// An app already loaded (``App/load(from:)``).
    public init(app: App, clock: UserClock = .system, language: Language? = nil, parts: AppHost.Parts = AppHost.Parts()) {
        self.init(source: .loaded(app), requestedIdentifier: nil, clock: clock, language: language, parts: parts)
    }

    /// The app an Xcode or XcodeGen project declares, read as `integrations import` reads it (its intents,
    /// parameters, enumerations and entity types from its Swift sources). Its intents' `perform()` is the
    /// app's own code, which does not run here: a test plugs in handlers (``AppHost/Parts/handlers``) for
    /// the intents it runs, and an entity query for the entities they take (the project has no records).
    ///
    /// - Parameters:
    ///   - project: The repository or project folder.
    ///   - importer: What reads it; by default the one installed with the `integrations` command, whose
    ///     Swift-source reader runs in a process of its own (``ProjectImporter/installed(configuration:target:environment:)``).
    public init(
        project: URL, importer: ProjectImporter = .installed(), clock: UserClock = .system, language: Language? = nil,
        parts: AppHost.Parts = AppHost.Parts()
    ) {
        self.init(source: .project(project, importer: importer), requestedIdentifier: nil, clock: clock, language: language, parts: parts)
    }

    private init(source: AppSource, requestedIdentifier: String?, clock: UserClock, language: Language?, parts: AppHost.Parts) {
        self.requestedIdentifier = requestedIdentifier
        session = TestSession(
            source: source, clock: clock, language: language ?? Language.preferred(environment: ProcessInfo.processInfo.environment), parts: parts)
    }

    /// The app's intents, by identifier (`CompleteTask`).
    public var intents: DefinitionCollection<AppIntentDefinition> {
        DefinitionCollection(names: { $0.app.manifest.intents.map(\.identifier) }, session: session) { [self] name in
            AppIntentDefinition(identifier: name, bundleIdentifier: bundleIdentifier, session: session)
        }
    }

    /// The app's entity types, by the manifest's name (`task`) or as a Swift type would be named
    /// (`TaskEntity`), as the importer names an imported project's entities.
    public var entities: DefinitionCollection<AppEntityDefinition> {
        DefinitionCollection(names: { Self.entityTypes($0.app) }, session: session) { [self] name in
            let app: App
            do throws(IntegrationsError) { app = try session.app() } catch {
                return AppEntityDefinition(typeIdentifier: Self.entityType(named: name), bundleIdentifier: bundleIdentifier, session: session, problem: error)
            }
            let types = Self.entityTypes(app)
            let type = types.contains(name) ? name : Self.entityType(named: name)
            let problem = types.contains(type) ? nil : AnyAppIntent.undeclared("entity", name, among: types, in: app.manifest.app.name)
            return AppEntityDefinition(typeIdentifier: type, bundleIdentifier: bundleIdentifier, session: session, problem: problem)
        }
    }

    /// The app's enumerations, by the name of the parameter that declares one (`frequency`), or
    /// `Intent.parameter` (``AppEnumDefinition``).
    public var enums: DefinitionCollection<AppEnumDefinition> {
        DefinitionCollection(names: { Self.enumerations(of: $0).keys.sorted() }, session: session) { [session] name in
            let loaded: LoadedApp
            do throws(IntegrationsError) { loaded = try session.loadedApp() } catch {
                return AppEnumDefinition(typeIdentifier: name, cases: [], problem: error)
            }
            let known = Self.enumerations(of: loaded)
            let problem = known[name] == nil ? AnyAppIntent.undeclared("enum", name, among: known.keys.sorted(), in: loaded.app.manifest.app.name) : nil
            return AppEnumDefinition(typeIdentifier: name, cases: known[name] ?? [], problem: problem)
        }
    }

    /// The manifest's name for an entity type named as a Swift type: `TaskEntity` is `task`.
    static func entityType(named name: String) -> String {
        let base = name.hasSuffix("Entity") && name.count > "Entity".count ? String(name.dropLast("Entity".count)) : name
        return base.prefix(1).lowercased() + base.dropFirst()
    }

    /// The entity types the app's search domains declare.
    static func entityTypes(_ app: App) -> [String] {
        var seen: Set<String> = []
        return app.manifest.searchDomains.map(\.entity).filter { seen.insert($0).inserted }
    }

    /// Every enumeration, under `Intent.parameter`, and under the parameter's name alone when every
    /// parameter of that name has the same cases; an imported project's also under its Swift type's name.
    static func enumerations(of loaded: LoadedApp) -> [String: [IntentEnumCase]] {
        let app = loaded.app
        var qualified: [String: [IntentEnumCase]] = [:]
        var byName: [String: [[IntentEnumCase]]] = [:]
        for intent in app.manifest.intents {
            for parameter in intent.parameters {
                guard case .enumeration(let cases) = parameter.type else { continue }
                qualified["\(intent.identifier).\(parameter.name)"] = cases
                if !(byName[parameter.name] ?? []).contains(cases) { byName[parameter.name, default: []].append(cases) }
            }
        }
        for (name, shapes) in byName where shapes.count == 1 { qualified[name] = shapes[0] }
        for (type, values) in loaded.enumerations {
            qualified[type] = values.map { IntentEnumCase(value: $0, title: LocalizedText(ja: $0, en: $0)) }
        }
        return qualified
    }

    /// The app, as the definitions found and loaded it.
    ///
    /// - Throws: What kept it from loading: no app with the bundle identifier, a manifest that does not load.
    public func app() throws(IntegrationsError) -> App {
        try session.app()
    }
}

/// One kind of the app's definitions, looked up by name: `definitions.intents["CompleteTask"]`.
///
/// A lookup never fails: a name the app does not declare gives a definition whose first use throws,
/// naming the nearest that exists.
public struct DefinitionCollection<Definition>: Sendable {
    private let listed: @Sendable (LoadedApp) -> [String]
    private let session: TestSession
    private let make: @Sendable (String) -> Definition

    init(names: @escaping @Sendable (LoadedApp) -> [String], session: TestSession, make: @escaping @Sendable (String) -> Definition) {
        self.listed = names
        self.session = session
        self.make = make
    }

    /// The definition named `typeIdentifier`.
    public subscript(typeIdentifier: String) -> Definition {
        make(typeIdentifier)
    }

    /// The names the app declares, in its order.
    ///
    /// - Throws: What kept the app from loading.
    public func names() throws(IntegrationsError) -> [String] {
        listed(try session.loadedApp())
    }
}
