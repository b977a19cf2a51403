public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// App Clips as an integration point: the rules on the manifest's `appClipExperiences` (against its routes
/// and associated domains) and `appClipTransfer` (against its entities and records), beside the rules a
/// hand-over document meets when the full app reads it (``AppClipTransfer/problem(_:size:)``)
/// (Docs/AppClips.md).
///
/// The hand-over is the point's own (Decision 528): the manifest's `appClipTransfer` is its section
/// (``AppClipTransferDeclaration``, read by ``AppManifest/appClipTransferDeclaration(file:)``), and the
/// document a clip writes (``AppClipTransfer``) and what importing one did (``AppClipImportReport``) are
/// this module's too. The places a dependency still forces: `appClipExperiences` is the core's typed field,
/// since the router's AASA and invocation matching (IntegrationsRouting, which this module depends on) read
/// it; the app writes and reads a document (`IntegrationsApp`), the store imports it (`IntegrationsState`).
/// No project rule reads App Clips yet.
public struct AppClipsPoint: CoreTypedIntegrationPoint {
    /// The manifest key of the point's own section, one ``AppClipTransferDeclaration``.
    public static let key = "appClipTransfer"

    /// The point's name: the experiences, which the core still types, name it (the rules' sections).
    public let name = "appClipExperiences"

    /// The section the point reads for itself: the hand-over.
    public var manifestKey: String? { Self.key }

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

    /// A hand-over that does not decode (`manifest.invalidValue` at its path), or that declares what the
    /// full app could not import (``AppClipTransferDeclaration/validationProblems()``, the
    /// `appClipTransfer.*` codes the core's load refused until Decision 528). The experiences are checked
    /// with the records (``checkRecords(_:records:)``), once the check has read them.
    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] {
        switch decodedSection(AppClipTransferDeclaration.self, of: manifest) {
        case .failure(let problem): [invalidSection(problem)]
        case .success(let declaration): declaration?.validationProblems() ?? []
        }
    }

    public func checkRecords(_ manifest: AppManifest, records: [String: [EntityRecord]]) -> [Diagnostic] {
        AppClipChecks(manifest: manifest, records: records).run()
    }

    public var codesNeedingTheAppsFiles: Set<String> { [] }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] { [] }
}

extension AppManifest {
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
