public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// App Clips as an integration point: the rules on the manifest's `appClipExperiences` (against its routes
/// and associated domains) and `appClipTransfer` (against its entities and records), beside the rules a
/// hand-over document meets when the full app reads it (``AppClipTransfer/problem(_:size:)``)
/// (Docs/AppClips.md).
///
/// Moved into the plug-in shape from the check (issue 45) as Handoff was, with the places a dependency still
/// forces: the manifest's `appClipExperiences` and `appClipTransfer` are the core's typed fields, whose
/// shape the core validates (`AppManifest.validationProblems`, the `appClipTransfer.*` codes this point
/// catalogues); the app reads a document (`IntegrationsApp`), the store imports it (`IntegrationsState`).
/// No project rule reads App Clips yet.
public struct AppClipsPoint: CoreTypedIntegrationPoint {
    /// The manifest key; the core defines its keys and schema.
    public let name = "appClipExperiences"

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "App Clip", en: "App Clips") }

    public var rules: [CheckRule] { AppClipRules.all.sorted { $0.code.rawValue < $1.code.rawValue } }

    /// Nothing from the manifest alone beyond its validation: the experiences are checked with the records
    /// (``checkRecords(_:records:)``), once the check has read them.
    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] { [] }

    public func checkRecords(_ manifest: AppManifest, records: [String: [EntityRecord]]) -> [Diagnostic] {
        AppClipChecks(manifest: manifest, records: records).run()
    }

    public var codesNeedingTheAppsFiles: Set<String> { [] }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] { [] }
}
