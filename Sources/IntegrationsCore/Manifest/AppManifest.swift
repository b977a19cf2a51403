public import Foundation

/// An app's whole integration surface, as declared in its `integrations.json`.
///
/// This first slice declares the app's identity and its search domains. Swift users can build the same
/// values in code; the command reads them from a folder with ``decode(_:file:)``.
///
/// ```json
/// {
///   "app": { "name": "Appcadia", "bundleIdentifier": "com.appcadia.app", "urlSchemes": ["appcadia"] },
///   "searchDomains": [ { "identifier": "goals", "records": "goals.json", "title": "${title}", … } ]
/// }
/// ```
public struct AppManifest: Sendable, Hashable, Codable {
    /// The app's identity.
    public var app: AppIdentity
    /// How the app's search index is built.
    public var search: SearchSettings
    /// Where the app's searchable items come from.
    public var searchDomains: [SearchDomain]
    /// The app's intents and their App Shortcut phrases.
    public var intents: [IntentDefinition]
    /// The app's own wording of its progress strings (the toolkit's neutral wording where it has none).
    public var progress: ProgressWording?
    /// The manifest's keys the core does not define, as written: each belongs to an integration point
    /// that reads its own section (a plug-in point's declarations: `shareExtensions`, `liveActivities`,
    /// `backgroundTasks`, `quickActions`, `routes`, `appClipExperiences`, `appClipTransfer`…), and the check reports a key no point claims
    /// (`manifest.unknownKey`). Written back as they are.
    ///
    /// A manifest ``decode(_:file:)`` read keeps its bytes and reads them here the first time they are
    /// asked for: most commands read no point's section (``SectionStore``).
    public var sections: [String: JSONValue] {
        get { sectionStore.sections }
        set { sectionStore = SectionStore(newValue) }
    }
    /// The sections, as decoded or as bytes still to read.
    private var sectionStore = SectionStore([:])
    /// The bytes the sections are still to be read from: the file ``decode(_:file:)`` read, while no section
    /// has been set since. A point decodes its section from them directly, so that a problem is placed and
    /// worded as the file has it (a number no `Int` holds, at its path), not as a copy of it says.
    package var sectionsText: Data? { sectionStore.unreadText }

    /// A point's reading of its section `key` (`make()`), done once while the sections stay as they are:
    /// setting ``sections`` starts again.
    package func decodedSection<T: Sendable>(_ key: String, _ make: () -> T) -> T {
        sectionStore.decoded(key, make)
    }
    /// The file's bytes as ``decode(_:file:)`` read them: a section that does not decode into its point's
    /// types is refused naming its line and column.
    package var text = ManifestText()

    /// Creates a manifest.
    public init(
        app: AppIdentity,
        search: SearchSettings = SearchSettings(),
        searchDomains: [SearchDomain] = [],
        intents: [IntentDefinition] = [],
        progress: ProgressWording? = nil
    ) {
        self.app = app
        self.search = search
        self.searchDomains = searchDomains
        self.intents = intents
        self.progress = progress
    }

    private enum CodingKeys: String, CodingKey {
        case app, search, searchDomains, intents, progress
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        app = try container.decode(AppIdentity.self, forKey: .app)
        search = try container.decodeIfPresent(SearchSettings.self, forKey: .search) ?? SearchSettings()
        searchDomains = try container.decodeIfPresent([SearchDomain].self, forKey: .searchDomains) ?? []
        intents = try container.decodeIfPresent([IntentDefinition].self, forKey: .intents) ?? []
        progress = try container.decodeIfPresent(ProgressWording.self, forKey: .progress)
        // Every other key, for the point that reads it; a value no JSON reader rejects is kept as written —
        // unless ``decode(_:file:)`` reads them from the bytes when they are first asked for.
        guard decoder.userInfo[.readsSectionsLater] as? Bool != true else { return }
        let all = try decoder.container(keyedBy: AnyCodingKey.self)
        var sections: [String: JSONValue] = [:]
        for key in all.allKeys where CodingKeys(stringValue: key.stringValue) == nil {
            sections[key.stringValue] = try all.decode(JSONValue.self, forKey: key)
        }
        sectionStore = SectionStore(sections)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(app, forKey: .app)
        try container.encode(search, forKey: .search)
        try container.encode(searchDomains, forKey: .searchDomains)
        try container.encode(intents, forKey: .intents)
        try container.encodeIfPresent(progress, forKey: .progress)
        var others = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in sections.sorted(by: { $0.key < $1.key }) {
            try others.encode(value, forKey: AnyCodingKey(key))
        }
    }

    /// Decodes a manifest, turning any problem into an error that names the file, the JSON path and what
    /// was expected there.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The file's path, for messages.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest``.
    public static func decode(_ data: Data, file: String) throws(IntegrationsError) -> AppManifest {
        var manifest: AppManifest
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[.readsSectionsLater] = true
            manifest = try decoder.decode(AppManifest.self, from: data)
        } catch {
            throw JSONProblem(error, data: data).integrationsError(.invalidManifest, file: file)
        }
        manifest.text = ManifestText(data)
        manifest.sectionStore = SectionStore(readingLater: data)
        try JSONProblem.refuseNUL(in: data, kind: .invalidManifest, file: file)
        try manifest.validate(file: file)
        return manifest
    }

    /// Checks what JSON decoding cannot: unique, well-formed domain identifiers and templates.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` for the first
    ///   problem of ``validationProblems()``.
    public func validate(file: String) throws(IntegrationsError) {
        try Self.refuse(validationProblems(), file: file)
    }

    /// Refuses the manifest at the first of `problems`, each a value JSON decoding accepts but the app
    /// cannot use, as its load refuses its own (``validate(file:)``) and a point refuses its section's
    /// where it reads it (the widgets' limits, the App Clip hand-over's values).
    package static func refuse(_ problems: [Diagnostic], file: String) throws(IntegrationsError) {
        if let first = problems.first {
            throw problem(file, first.path ?? "$", first.message)
        }
    }

    /// Everything ``validate(file:)`` refuses, each at its JSON path with what was expected there.
    public func validationProblems() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: Set<String> = []
        for (index, domain) in searchDomains.enumerated() {
            let path = "$.searchDomains[\(index)]"
            if domain.identifier.isEmpty || domain.identifier.hasPrefix(".") || domain.identifier.hasSuffix(".")
                || domain.identifier.contains("..")
            {
                problems.append(.expected("searchDomain.invalidIdentifier", "\(path).identifier", LocalizedText(
                    ja: "「tasks」や「tasks.archived」のような、空でない点区切りの名前",
                    en: "a non-empty dot-separated name such as \"tasks\" or \"tasks.archived\"")))
            } else if !seen.insert(domain.identifier).inserted {
                problems.append(.expected("searchDomain.duplicate", "\(path).identifier", LocalizedText(
                    ja: "他のドメインと重ならない名前（「\(domain.identifier)」は既に使われています）",
                    en: "a name no other domain uses (\"\(domain.identifier)\" is already taken)")))
            }
            for (key, template) in domain.templates {
                if let problem = template.problem {
                    problems.append(.expected("searchDomain.invalidTemplate", "\(path).\(key)", problem))
                }
            }
            if let hint = domain.rankingHint, !SearchableItemAttributeSet.rankingHintRange.contains(hint) {
                problems.append(.expected("searchDomain.rankingHint", "\(path).rankingHint", LocalizedText(ja: "0から1までの数（\(hint) ではなく）", en: "a number from 0 to 1 (not \(hint))")))
            }
        }
        return problems
    }

    package static func problem(_ file: String, _ path: String, _ message: LocalizedText) -> IntegrationsError {
        IntegrationsError(.invalidManifest, LocalizedText(
            ja: "マニフェスト \(file) の \(path) が正しくありません: \(message.ja)。ファイルを直してからもう一度実行してください。",
            en: "The manifest \(file) is invalid at \(path): \(message.en). Fix the file and run the command again."))
    }
}

/// Who the app is.
public struct AppIdentity: Sendable, Hashable, Codable {
    /// The app's name as people say it (used by voice phrases later), e.g. `Appcadia`.
    public var name: String
    /// The app's names in each language, when they differ from ``name``.
    public var localizedName: LocalizedText?
    /// The bundle identifier, e.g. `com.appcadia.app`. It also names the app's default store.
    public var bundleIdentifier: String
    /// The custom URL schemes the app handles, e.g. `appcadia`.
    public var urlSchemes: [String]
    /// The Apple developer team identifier, e.g. `A1B2C3D4E5`; with the bundle identifier it makes the
    /// app ID of apple-app-site-association.
    public var teamIdentifier: String?
    /// The associated domains, as in the entitlement: `applinks:appcadia.com`.
    public var associatedDomains: [String]
    /// The App Clip's bundle identifier, when the app has one.
    public var appClipBundleIdentifier: String?
    /// The App Group the app shares with its widgets, e.g. `group.com.example.shared` (the entitlement
    /// `com.apple.security.application-groups`). Its container holds the app's store, so that widgets
    /// read the same data; an existing store is moved there once.
    public var appGroup: String?
    /// Other names a phrase may use for the app (its ``name`` and ``localizedName`` always count).
    public var phraseAliases: [String] = []

    /// Creates an app identity.
    public init(
        name: String,
        localizedName: LocalizedText? = nil,
        bundleIdentifier: String,
        urlSchemes: [String] = [],
        teamIdentifier: String? = nil,
        associatedDomains: [String] = [],
        appClipBundleIdentifier: String? = nil,
        appGroup: String? = nil
    ) {
        self.name = name
        self.localizedName = localizedName
        self.bundleIdentifier = bundleIdentifier
        self.urlSchemes = urlSchemes
        self.teamIdentifier = teamIdentifier
        self.associatedDomains = associatedDomains
        self.appClipBundleIdentifier = appClipBundleIdentifier
        self.appGroup = appGroup
    }

    private enum CodingKeys: String, CodingKey {
        case name, localizedName, bundleIdentifier, urlSchemes, teamIdentifier, associatedDomains, appClipBundleIdentifier, appGroup, phraseAliases
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        localizedName = try container.decodeIfPresent(LocalizedText.self, forKey: .localizedName)
        bundleIdentifier = try container.decode(String.self, forKey: .bundleIdentifier)
        urlSchemes = try container.decodeIfPresent([String].self, forKey: .urlSchemes) ?? []
        teamIdentifier = try container.decodeIfPresent(String.self, forKey: .teamIdentifier)
        associatedDomains = try container.decodeIfPresent([String].self, forKey: .associatedDomains) ?? []
        appClipBundleIdentifier = try container.decodeIfPresent(String.self, forKey: .appClipBundleIdentifier)
        appGroup = try container.decodeIfPresent(String.self, forKey: .appGroup)
        phraseAliases = try container.decodeIfPresent([String].self, forKey: .phraseAliases) ?? []
    }
}

/// How an app's index treats text.
public struct SearchSettings: Sendable, Hashable, Codable {
    /// Whether hiragana and katakana match each other (ひらがな finds ヒラガナ). On by default.
    public var foldsKana: Bool

    /// Creates settings.
    public init(foldsKana: Bool = true) {
        self.foldsKana = foldsKana
    }

    private enum CodingKeys: String, CodingKey { case foldsKana }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        foldsKana = try container.decodeIfPresent(Bool.self, forKey: .foldsKana) ?? true
    }
}

/// A manifest's bytes as they were read (``AppManifest/text``), for the line and column of a problem in a
/// point's section. Never part of the manifest's value: two manifests that declare the same are equal
/// however their files were written.
package struct ManifestText: Sendable, Hashable {
    /// The bytes, when the manifest was read from a file that has sections.
    package let data: Data?

    package init(_ data: Data? = nil) {
        self.data = data
    }

    package static func == (left: ManifestText, right: ManifestText) -> Bool { true }

    package func hash(into hasher: inout Hasher) {}
}

extension CodingUserInfoKey {
    /// Set by ``AppManifest/decode(_:file:)``: the manifest's sections are read from its bytes when first
    /// asked for, not while it is decoded.
    fileprivate static let readsSectionsLater = CodingUserInfoKey(rawValue: "integrations.readsSectionsLater")!
}

/// A manifest's sections (``AppManifest/sections``): as decoded, or — for a manifest
/// ``AppManifest/decode(_:file:)`` read — read from its bytes the first time they are asked for, once, under
/// a lock. Reading every section as `JSONValue` while the manifest loads is work a search never uses
/// (Docs/Benchmarks.md, issue 48). Two stores are equal when their sections are.
struct SectionStore: Sendable, Hashable {
    private final class Later: @unchecked Sendable {
        private let lock = NSLock()
        private let data: Data
        var text: Data { data }
        private var read: [String: JSONValue]?

        init(_ data: Data) {
            self.data = data
        }

        var sections: [String: JSONValue] {
            lock.lock()
            defer { lock.unlock() }
            if let read { return read }
            let sections = (try? JSONDecoder().decode(AppManifest.OtherKeys.self, from: data))?.sections ?? [:]
            read = sections
            return sections
        }
    }

    private enum Storage {
        case decoded([String: JSONValue])
        case later(Later)
    }

    /// What points decoded from these sections, by section and type: a point's section is read once per
    /// manifest however often its typed view is asked for (a rule that looks a route up per action).
    private final class Decoded: @unchecked Sendable {
        private struct Key: Hashable {
            var section: String
            var type: ObjectIdentifier
        }

        private let lock = NSLock()
        // Only `Sendable` values go in (``SectionStore/decoded(_:as:_:)``), each written once under the lock.
        private var values: [Key: Any] = [:]

        func value<T: Sendable>(_ section: String, _ make: () -> T) -> T {
            let key = Key(section: section, type: ObjectIdentifier(T.self))
            if let found = lock.withLock({ values[key] }) as? T { return found }
            let made = make()
            lock.withLock { values[key] = made }
            return made
        }
    }

    private let storage: Storage
    /// A new store (the sections set anew) starts with nothing decoded.
    private let decoded = Decoded()

    init(_ sections: [String: JSONValue]) {
        storage = .decoded(sections)
    }

    init(readingLater data: Data) {
        storage = .later(Later(data))
    }

    /// `make()`'s value for `section`, made the first time it is asked for as `T` and kept with the sections.
    func decoded<T: Sendable>(_ section: String, as type: T.Type = T.self, _ make: () -> T) -> T {
        decoded.value(section, make)
    }

    var sections: [String: JSONValue] {
        switch storage {
        case .decoded(let sections): sections
        case .later(let later): later.sections
        }
    }

    /// The file's bytes, while the sections are the file's (none has been set since it was read).
    var unreadText: Data? {
        switch storage {
        case .decoded: nil
        case .later(let later): later.text
        }
    }

    static func == (left: SectionStore, right: SectionStore) -> Bool {
        left.sections == right.sections
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(sections)
    }
}

extension AppManifest {
    /// The keys the core does not define, each read on its own: one whose value no JSON reader takes is
    /// left out, and the others are read. The point that owns it reads it from the file's bytes
    /// (``AppManifest/sectionsText``) and refuses it there, at its path.
    fileprivate struct OtherKeys: Decodable {
        var sections: [String: JSONValue] = [:]

        init(from decoder: any Decoder) throws {
            let all = try decoder.container(keyedBy: AnyCodingKey.self)
            for key in all.allKeys where CodingKeys(stringValue: key.stringValue) == nil {
                sections[key.stringValue] = try? all.decode(JSONValue.self, forKey: key)
            }
        }
    }
}
