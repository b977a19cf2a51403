public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Background tasks (`BGTaskScheduler`) as an integration point: their rules, on the manifest's
/// `backgroundTasks` and on what a project's Info.plist and Swift sources say of its tasks
/// (Docs/BackgroundTasks.md).
///
/// Moved into the plug-in shape from the check (issue 45), with places a dependency still forces: the
/// manifest's `backgroundTasks` is the core's typed field (`AppManifest.backgroundTasks`, Decision 474),
/// the importer reads the tasks itself (`ProjectImporter+BackgroundTasks.swift`, and the Swift reader's
/// `FactCollector+BackgroundTasks.swift`), the host runs one (`AppBackgroundTasks.swift`) and the
/// `--info-plist` rules stay with the check's platform-file checks.
public struct BackgroundTasksPoint: CoreTypedIntegrationPoint {
    /// The manifest key; the core defines its keys and schema.
    public let name = "backgroundTasks"

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "バックグラウンドタスク", en: "Background tasks") }

    public var rules: [CheckRule] { (BackgroundTaskRules.manifest + BackgroundTaskRules.project).sorted { $0.code.rawValue < $1.code.rawValue } }

    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] {
        BackgroundTaskManifestChecks(manifest: manifest).run()
    }

    public var codesNeedingTheAppsFiles: Set<String> { BackgroundTaskProjectChecks.codesNeedingTheAppsFiles }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        BackgroundTaskProjectChecks(report: report).run()
    }
}

/// The background-task rules: the manifest's and `--info-plist`'s (BackgroundTaskRules+Manifest.swift) and
/// the project's (BackgroundTaskRules+Project.swift).
enum BackgroundTaskRules {}
