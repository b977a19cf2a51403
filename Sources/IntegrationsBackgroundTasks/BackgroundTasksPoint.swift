public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Background tasks (`BGTaskScheduler`) as an integration point: their rules, on the manifest's
/// `backgroundTasks` and on what a project's Info.plist and Swift sources say of its tasks
/// (Docs/BackgroundTasks.md).
///
/// Moved into the plug-in shape from the check (issue 45), then whole but for the import and the run
/// (Decision 512): the declarations (``BackgroundTaskDeclaration``, the manifest's `backgroundTasks` section,
/// read by ``declarations(in:file:)`` and seen typed as `AppManifest.backgroundTasks`), their key table and
/// schema (``keys``), the rules, and the run's result (``BackgroundTaskRun``). The places a dependency still
/// forces: the importer reads the tasks itself (`ProjectImporter+BackgroundTasks.swift`, and the Swift
/// reader's `FactCollector+BackgroundTasks.swift`), and the host runs one (`AppBackgroundTasks.swift`: its
/// steps reload widgets, perform intents and rebuild the index, all on the store).
public struct BackgroundTasksPoint: CoreTypedIntegrationPoint, DeclarationListPoint {
    /// The manifest key: the point's section of `integrations.json`.
    public static let key = "backgroundTasks"

    /// The manifest key.
    public let name = BackgroundTasksPoint.key

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "バックグラウンドタスク", en: "Background tasks") }

    public var rules: [CheckRule] { (BackgroundTaskRules.manifest + BackgroundTaskRules.project).sorted { $0.code.rawValue < $1.code.rawValue } }

    /// The section's keys and the type of each value: the one table the check's unknown keys
    /// (``manifestKeys``) and the schema (``manifestSchema``) are written from.
    static let keys: ManifestKeys = .array(.object([
        "identifier": .string, "kind": .string(BackgroundTaskDeclaration.Kind.allCases.map(\.rawValue)), "earliestBeginAfter": .number,
        "resubmits": .boolean,
        "does": .array(.either([
            .object(["reloadWidgets": .object(["kinds": ManifestKeys.strings])], required: ["reloadWidgets"]),
            .object(["reindex": .object([:])], required: ["reindex"]),
            .object(["runIntent": .string, "parameters": .dictionary(.string)], required: ["runIntent"]),
        ])),
    ], required: ["identifier", "kind"]))

    public var manifestKeys: [String: Set<String>] { Self.keys.objectKeys }

    /// An unknown key is the check's warning and is passed over, as when the core read the section.
    public var refusesUnknownKeys: Bool { false }

    public var manifestSchema: JSONValue { ManifestSchema.schema(Self.keys) }

    public func checkManifest(_ manifest: AppManifest, declarations: [BackgroundTaskDeclaration]) -> [Diagnostic] {
        BackgroundTaskManifestChecks(manifest: manifest, declarations: declarations).run()
    }

    public var codesNeedingTheAppsFiles: Set<String> { BackgroundTaskProjectChecks.codesNeedingTheAppsFiles }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        BackgroundTaskProjectChecks(report: report).run()
    }
}

/// The background-task rules: the manifest's and `--info-plist`'s (BackgroundTaskRules+Manifest.swift) and
/// the project's (BackgroundTaskRules+Project.swift).
enum BackgroundTaskRules {}
