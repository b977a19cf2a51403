public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit
public import IntegrationsRouting

/// App Clips as an integration point: the rules on the manifest's `appClipExperiences` (against its routes
/// and associated domains) and `appClipTransfer` (against its entities and records), beside the rules a
/// hand-over document meets when the full app reads it (``AppClipTransfer/problem(_:size:)``)
/// (Docs/AppClips.md).
///
/// Both of the point's sections are its own (``manifestSections``). The experiences (Decision 529): the
/// manifest's `appClipExperiences` (``AppClipExperience``, read by ``AppManifest/appClipExperiences(file:)``)
/// and which one an invocation opens (``AppClipExperiences``). The hand-over (Decision 528): the manifest's
/// `appClipTransfer` (``AppClipTransferDeclaration``, read by ``AppManifest/appClipTransferDeclaration(file:)``),
/// the document a clip writes (``AppClipTransfer``) and what importing one did (``AppClipImportReport``).
/// The places a dependency still forces: the app writes and reads a document (`IntegrationsApp`), the store
/// imports it (`IntegrationsState`). No project rule reads App Clips yet.
public struct AppClipsPoint: CoreTypedIntegrationPoint {
    /// The manifest key of the hand-over, one ``AppClipTransferDeclaration``.
    public static let key = "appClipTransfer"

    /// The manifest key of the experiences, a list of ``AppClipExperience``.
    public static let experiencesKey = "appClipExperiences"

    /// The point's name: its experiences' key (the rules' sections are named after it).
    public let name = AppClipsPoint.experiencesKey

    /// The section ``section(_:of:file:key:)`` reads unless told another: the hand-over.
    public var manifestKey: String? { Self.key }

    /// The point's two sections: the experiences and the hand-over.
    public var manifestSections: [ManifestSection] {
        [
            ManifestSection(key: Self.experiencesKey, keys: Self.experienceKeys.objectKeys, schema: ManifestSchema.schema(Self.experienceKeys)),
            ManifestSection(key: Self.key, keys: manifestKeys, schema: manifestSchema),
        ]
    }

    /// The experiences' keys, as the core's table held them until they moved here (Decision 529).
    static let experienceKeys: ManifestKeys = .array(.object(["name": .string, "url": .string], required: ["name", "url"]))

    /// The point.
    public init() {}

    /// The section's keys, as the core's table held them until the hand-over moved here (Decision 528): the
    /// check's unknown keys and the schema come from it.
    static let keys: ManifestKeys = .object([
        "storage": .integer,
        "records": .array(.object([
            "entity": .string, "key": .string, "maximum": .integer, "fields": .strings, "required": .strings, "sameWhen": .strings,
        ], required: ["entity", "key", "fields"])),
        "references": .array(.object(["entity": .string, "key": .string, "maximum": .integer, "selectedKey": .string], required: ["entity", "key"])),
    ])

    public var manifestKeys: [String: Set<String>] { Self.keys.objectKeys }

    /// An unknown key is the check's `manifest.unknownKey` warning, as it was while the core read the section.
    public var refusesUnknownKeys: Bool { false }

    public var manifestSchema: JSONValue { ManifestSchema.schema(Self.keys) }

    public var title: LocalizedText { LocalizedText(ja: "App Clip", en: "App Clips") }

    public var rules: [CheckRule] { AppClipRules.all.sorted { $0.code.rawValue < $1.code.rawValue } }

    /// Experiences that do not decode, and a hand-over that does not decode (`manifest.invalidValue` at
    /// its path) or that declares what the full app could not import
    /// (``AppClipTransferDeclaration/validationProblems()``, the `appClipTransfer.*` codes the core's load
    /// refused until Decision 528). The experiences are checked with the records
    /// (``checkRecords(_:records:)``), once the check has read them.
    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if case .failure(let problem) = decodedSection([AppClipExperience].self, of: manifest, key: Self.experiencesKey) {
            problems.append(invalidSection(problem))
        }
        switch decodedSection(AppClipTransferDeclaration.self, of: manifest) {
        case .failure(let problem): problems.append(invalidSection(problem))
        case .success(let declaration): problems += declaration?.validationProblems() ?? []
        }
        return problems
    }

    public func checkRecords(_ manifest: AppManifest, records: [String: [EntityRecord]]) -> [Diagnostic] {
        AppClipChecks(manifest: manifest, records: records).run()
    }

    public var codesNeedingTheAppsFiles: Set<String> { [] }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] { [] }
}

extension AppManifest {
    /// The App Clip experiences the app registers — a typed view of the App Clips point's
    /// `appClipExperiences` section (empty when the section does not decode: what reads the experiences
    /// refuses it through ``appClipExperiences(file:)``; setting it writes the section, or removes it when
    /// empty).
    public var appClipExperiences: [AppClipExperience] {
        get { (try? AppClipsPoint().decodedSection([AppClipExperience].self, of: self, key: AppClipsPoint.experiencesKey).get()) ?? [] }
        set { sections[AppClipsPoint.experiencesKey] = newValue.isEmpty ? nil : try? JSONValue(encoding: newValue) }
    }

    /// The App Clip experiences the app registers, refused with its place when the section does not decode,
    /// as the core's load refused it until Decision 529.
    ///
    /// - Parameter file: How messages name the manifest.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` naming the JSON path,
    ///   its line and column, and what was expected.
    public func appClipExperiences(file: String) throws(IntegrationsError) -> [AppClipExperience] {
        try AppClipsPoint().section([AppClipExperience].self, of: self, file: file, key: AppClipsPoint.experiencesKey) ?? []
    }

    /// The apple-app-site-association generated for the app's routes on `domain`, with its notes, among them
    /// one for each App Clip experience on the domain whose URL no route opens.
    ///
    /// - Parameters:
    ///   - domain: The domain the file is served from.
    ///   - file: How messages name the manifest.
    /// - Throws: ``IntegrationsError`` as ``appClipExperiences(file:)``, ``routeDeclarations(file:)`` and
    ///   `AASAGenerator.generation(routes:app:domain:experiences:)` do.
    public func siteAssociation(domain: String, file: String) throws(IntegrationsError) -> AASAGenerator.Generation {
        try AASAReading.generation(for: self, domain: domain, file: file, experiences: appClipExperiences(file: file).map { ($0.name, $0.url) })
    }

    /// What the app's App Clip hands over to the full app, when it has a clip that does — a typed view of
    /// the App Clips point's section (`nil` when the section does not decode: what reads the hand-over
    /// refuses it through ``appClipTransferDeclaration(file:)``; setting it writes the section, or removes
    /// it).
    public var appClipTransfer: AppClipTransferDeclaration? {
        get { try? AppClipsPoint().decodedSection(AppClipTransferDeclaration.self, of: self).get() }
        set { sections[AppClipsPoint.key] = newValue.flatMap { try? JSONValue(encoding: $0) } }
    }

    /// The app's hand-over (`nil` when it declares none), refused with its place when the section does not
    /// decode or declares what the full app could not import, as the core's load refused it until
    /// Decision 528.
    ///
    /// - Parameter file: How messages name the manifest.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` naming the JSON path,
    ///   its line and column, and what was expected.
    public func appClipTransferDeclaration(file: String) throws(IntegrationsError) -> AppClipTransferDeclaration? {
        guard let declaration = try AppClipsPoint().section(AppClipTransferDeclaration.self, of: self, file: file) else { return nil }
        try Self.refuse(declaration.validationProblems(), file: file)
        return declaration
    }
}
