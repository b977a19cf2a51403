public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Live Activities (ActivityKit) as an integration point: their rules, on the manifest's `liveActivities`
/// (and the records their value templates read), on the push payloads a team sends, and on what a project's
/// Info.plist and Swift sources say of its activities (Docs/LiveActivities.md).
///
/// Moved into the plug-in shape from the check (issue 45) as background tasks and quick actions were
/// (Decisions 474, 476), then whole but for the import (Decision 510): the declarations
/// (``LiveActivityDeclaration``, the manifest's `liveActivities` section, read by
/// ``declarations(in:file:)``), their key table and schema (``keys``), the push payloads' validation and
/// writing (``LiveActivityPayload``, ``LiveActivityHeaders``), a start's fixed properties from the app's
/// records (`App.liveActivityAttributes(of:entity:)`), and an imported activity as a declaration
/// (`ImportReport.LiveActivity.declaration(dateEncoding:)`). The place a dependency still forces: the
/// importer reads the activities itself (`ProjectImporter+LiveActivities.swift`, and the Swift reader's
/// `FactCollector+LiveActivities.swift`), so the point's project facts are ``ImportReport/liveActivities``.
public struct LiveActivitiesPoint: CoreTypedIntegrationPoint, DeclarationListPoint {
    /// The manifest key: the point's section of `integrations.json`.
    public static let key = "liveActivities"

    /// The manifest key.
    public let name = LiveActivitiesPoint.key

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "Live Activity", en: "Live Activities") }

    public var rules: [CheckRule] { (LiveActivityRules.manifest + LiveActivityRules.project).sorted { $0.code.rawValue < $1.code.rawValue } }

    /// The section's keys and the type of each value: the one table the check's unknown keys
    /// (``manifestKeys``) and the schema (``manifestSchema``) are written from.
    static let keys: ManifestKeys = {
        let fieldType = ManifestKeys.either([
            .string(LiveActivityFieldType.names), .object(["enum": ManifestKeys.strings], required: ["enum"]),
        ])
        return .array(.object([
            "attributesType": .string, "entity": .string, "url": .string,
            "attributes": .array(.object(["name": .string, "type": fieldType, "optional": .boolean, "value": .string], required: ["name", "type"])),
            "contentState": .array(.object(["name": .string, "type": fieldType, "optional": .boolean], required: ["name", "type"])),
            "frequentUpdates": .boolean, "dateEncoding": .string(LiveActivityDeclaration.DateEncoding.allCases.map(\.rawValue)),
        ], required: ["attributesType"]))
    }()

    public var manifestKeys: [String: Set<String>] { Self.keys.objectKeys }

    /// An unknown key is the check's warning and is passed over, as when the core read the section.
    public var refusesUnknownKeys: Bool { false }

    public var manifestSchema: JSONValue { ManifestSchema.schema(Self.keys) }

    public func checkManifest(_ manifest: AppManifest, declarations: [LiveActivityDeclaration]) -> [Diagnostic] {
        LiveActivityManifestChecks(manifest: manifest, declarations: declarations).run()
    }

    public func checkRecords(_ manifest: AppManifest, records: [String: [EntityRecord]]) -> [Diagnostic] {
        LiveActivityManifestChecks(manifest: manifest, declarations: declared(in: manifest)).recordFindings(records)
    }

    public var codesNeedingTheAppsFiles: Set<String> { LiveActivityProjectChecks.codesNeedingTheAppsFiles }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        LiveActivityProjectChecks(report: report).run()
    }
}

/// The Live Activity rules: the manifest's, `--info-plist`'s and the push payloads'
/// (LiveActivityRules+Manifest.swift) and the project's (LiveActivityRules+Project.swift).
enum LiveActivityRules {}

extension AppManifest {
    /// The app's Live Activities (ActivityKit): the manifest's `liveActivities` section as
    /// ``LiveActivitiesPoint`` reads it, in order. None when the manifest has no such key, or when the section
    /// does not decode — which `check` reports, and ``LiveActivitiesPoint/declarations(in:file:)`` throws.
    /// Setting it writes the section (none for an empty list).
    public var liveActivities: [LiveActivityDeclaration] {
        get { LiveActivitiesPoint().declared(in: self) }
        set { sections[LiveActivitiesPoint.key] = newValue.isEmpty ? nil : try? JSONValue(encoding: newValue) }
    }
}
