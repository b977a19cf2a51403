public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Home Screen quick actions (`UIApplicationShortcutItem`) as an integration point: their rules, on the
/// manifest's `quickActions` and on what a project's Info.plist and Swift sources say of its quick actions
/// (Docs/QuickActions.md).
///
/// Moved into the plug-in shape from the check (issue 45) as background tasks were (Decision 474), then
/// whole but for the import and the perform (Decision 513): the declarations (``QuickActionDeclaration``, the
/// manifest's `quickActions` section, read by ``declarations(in:file:)`` and seen typed as
/// `AppManifest.quickActions`), their key table and schema (``keys``), the rules, and a perform's result
/// (``QuickActionResult``). The places a dependency still forces: the importer reads the quick actions itself
/// (`ProjectImporter+QuickActions.swift`, and the Swift reader's `FactCollector+QuickActions.swift`), and the
/// host performs one (`AppQuickActions.swift`: it opens a route or performs an intent, on the store).
public struct QuickActionsPoint: CoreTypedIntegrationPoint, DeclarationListPoint {
    /// The manifest key: the point's section of `integrations.json`.
    public static let key = "quickActions"

    /// The manifest key.
    public let name = QuickActionsPoint.key

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "クイックアクション", en: "Quick actions") }

    public var rules: [CheckRule] { (QuickActionRules.manifest + QuickActionRules.project).sorted { $0.code.rawValue < $1.code.rawValue } }

    /// The section's keys and the type of each value: the one table the check's unknown keys
    /// (``manifestKeys``) and the schema (``manifestSchema``) are written from.
    static let keys: ManifestKeys = .array(.object([
        "type": .string, "title": ManifestKeys.text, "subtitle": ManifestKeys.text, "icon": .string,
        "does": .either([
            .object(["openRoute": .string, "parameters": .dictionary(.string)], required: ["openRoute"]),
            .object(["runIntent": .string, "parameters": .dictionary(.string)], required: ["runIntent"]),
        ]),
        "dynamic": .boolean,
    ], required: ["type", "title", "does"]))

    public var manifestKeys: [String: Set<String>] { Self.keys.objectKeys }

    /// An unknown key is the check's warning and is passed over, as when the core read the section.
    public var refusesUnknownKeys: Bool { false }

    public var manifestSchema: JSONValue { ManifestSchema.schema(Self.keys) }

    public func checkManifest(_ manifest: AppManifest, declarations: [QuickActionDeclaration]) -> [Diagnostic] {
        QuickActionManifestChecks(manifest: manifest, declarations: declarations).run()
    }

    public var codesNeedingTheAppsFiles: Set<String> { QuickActionProjectChecks.codesNeedingTheAppsFiles }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        QuickActionProjectChecks(report: report).run()
    }
}

/// The quick action rules: the manifest's and `--info-plist`'s (QuickActionRules+Manifest.swift) and the
/// project's (QuickActionRules+Project.swift).
enum QuickActionRules {}
