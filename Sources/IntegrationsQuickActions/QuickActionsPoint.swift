public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Home Screen quick actions (`UIApplicationShortcutItem`) as an integration point: their rules, on the
/// manifest's `quickActions` and on what a project's Info.plist and Swift sources say of its quick actions
/// (Docs/QuickActions.md).
///
/// Moved into the plug-in shape from the check (issue 45) as background tasks were (Decision 474), with the
/// same places a dependency still forces: the manifest's `quickActions` is the core's typed field
/// (`AppManifest.quickActions`), the importer reads the quick actions itself
/// (`ProjectImporter+QuickActions.swift`, and the Swift reader's `FactCollector+QuickActions.swift`), the
/// host performs one (`AppQuickActions.swift`) and the `--info-plist` rule stays with the check's
/// platform-file checks.
public struct QuickActionsPoint: CoreTypedIntegrationPoint {
    /// The manifest key; the core defines its keys and schema.
    public let name = "quickActions"

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "クイックアクション", en: "Quick actions") }

    public var rules: [CheckRule] { (QuickActionRules.manifest + QuickActionRules.project).sorted { $0.code.rawValue < $1.code.rawValue } }

    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] {
        QuickActionManifestChecks(manifest: manifest).run()
    }

    public var codesNeedingTheAppsFiles: Set<String> { QuickActionProjectChecks.codesNeedingTheAppsFiles }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        QuickActionProjectChecks(report: report).run()
    }
}

/// The quick action rules: the manifest's and `--info-plist`'s (QuickActionRules+Manifest.swift) and the
/// project's (QuickActionRules+Project.swift).
enum QuickActionRules {}
