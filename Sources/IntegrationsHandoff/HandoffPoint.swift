public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Handoff (`NSUserActivity`) as an integration point: the rules on the manifest's `activities` (and the
/// records each activity is built from), and on what a project's Info.plist and Swift sources say of its
/// activity types (Docs/Handoff.md); its runtime — building an activity from a record
/// (``ActivityBuilder``) and continuing one through the router (``ActivityContinuer``) — is this module too.
///
/// Moved into the plug-in shape from the check (issue 45) as the three newest points were, with the places
/// a dependency still forces: the manifest's `activities` is the core's typed field
/// (`AppManifest.activities`), the importer reads the activity types itself (`ImportReport.activityTypes`,
/// the Swift reader's collector), the host continues one (`AppActivities.swift`) and the `--info-plist` rule
/// stays with the check's platform-file checks.
public struct HandoffPoint: CoreTypedIntegrationPoint {
    /// The manifest key; the core defines its keys and schema.
    public let name = "activities"

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "Handoff", en: "Handoff") }

    public var rules: [CheckRule] { (HandoffRules.manifest + HandoffRules.project).sorted { $0.code.rawValue < $1.code.rawValue } }

    /// Nothing from the manifest alone: every activity rule builds the activity from the app's records
    /// (``checkRecords(_:records:)``), as the app would.
    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] { [] }

    public func checkRecords(_ manifest: AppManifest, records: [String: [EntityRecord]]) -> [Diagnostic] {
        HandoffManifestChecks(manifest: manifest, records: records).run()
    }

    public var codesNeedingTheAppsFiles: Set<String> { HandoffProjectChecks.codesNeedingTheAppsFiles }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        HandoffProjectChecks(report: report).run()
    }
}

/// The Handoff rules: the manifest's (HandoffRules+Manifest.swift) and the project's
/// (HandoffRules+Project.swift).
enum HandoffRules {}
