public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Live Activities (ActivityKit) as an integration point: their rules, on the manifest's `liveActivities`
/// (and the records their value templates read), on the push payloads a team sends, and on what a project's
/// Info.plist and Swift sources say of its activities (Docs/LiveActivities.md).
///
/// Moved into the plug-in shape from the check (issue 45) as background tasks and quick actions were
/// (Decisions 474, 476). The module also holds the push payloads' validation and writing
/// (``LiveActivityPayload``, ``LiveActivityHeaders``) and a start's fixed properties from the app's records
/// (`App.liveActivityAttributes(of:entity:)`), and an imported activity as a declaration
/// (`ImportReport.LiveActivity.declaration(dateEncoding:)`). The places a dependency still forces: the manifest's
/// `liveActivities` is the core's typed field (`AppManifest.liveActivities`), and the importer reads the
/// activities itself (`ProjectImporter+LiveActivities.swift`, and the Swift reader's
/// `FactCollector+LiveActivities.swift`).
public struct LiveActivitiesPoint: CoreTypedIntegrationPoint {
    /// The manifest key; the core defines its keys and schema.
    public let name = "liveActivities"

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "Live Activity", en: "Live Activities") }

    public var rules: [CheckRule] { (LiveActivityRules.manifest + LiveActivityRules.project).sorted { $0.code.rawValue < $1.code.rawValue } }

    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] {
        LiveActivityManifestChecks(manifest: manifest).run()
    }

    public func checkRecords(_ manifest: AppManifest, records: [String: [EntityRecord]]) -> [Diagnostic] {
        LiveActivityManifestChecks(manifest: manifest).recordFindings(records)
    }

    public var codesNeedingTheAppsFiles: Set<String> { LiveActivityProjectChecks.codesNeedingTheAppsFiles }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        LiveActivityProjectChecks(report: report).run()
    }
}

/// The Live Activity rules: the manifest's, `--info-plist`'s and the push payloads'
/// (LiveActivityRules+Manifest.swift) and the project's (LiveActivityRules+Project.swift).
enum LiveActivityRules {}
