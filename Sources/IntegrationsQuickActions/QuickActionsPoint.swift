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
public struct QuickActionsPoint: IntegrationPoint {
    /// The manifest key; the core defines its keys and schema.
    public let name = "quickActions"

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "クイックアクション", en: "Quick actions") }

    /// None of its own: the core's key table knows the section (``IntegrationPoint/manifestKeys``).
    public var manifestKeys: [String: Set<String>] { [:] }

    /// None of its own: the core's schema has the section.
    public var manifestSchema: JSONValue { .object([:]) }

    public var rules: [CheckRule] { (QuickActionRules.manifest + QuickActionRules.project).sorted { $0.code.rawValue < $1.code.rawValue } }

    /// The importer reads the quick actions into ``ImportReport/quickActions`` itself, with the Swift reader's facts.
    public func facts(in plist: InfoPlistReading) -> JSONValue? { nil }

    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] {
        QuickActionManifestChecks(manifest: manifest).run()
    }

    /// The rules that conclude from what the app's Info.plist lacks are not run when no app Info.plist
    /// was read (no iOS app target, a Tuist project before `tuist generate`).
    public func checkProject(_ report: ImportReport) -> [Diagnostic] {
        let found = QuickActionProjectChecks(report: report).run()
        guard report.app.source == nil else { return found }
        return found.filter { !QuickActionProjectChecks.codesNeedingTheAppsFiles.contains($0.code.rawValue) }
    }
}

/// The quick action rules: the manifest's and `--info-plist`'s (QuickActionRules+Manifest.swift) and the
/// project's (QuickActionRules+Project.swift).
enum QuickActionRules {}
