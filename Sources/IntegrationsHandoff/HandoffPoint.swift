public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Handoff (`NSUserActivity`) as an integration point: the rules on the manifest's `activities` (and the
/// records each activity is built from), and on what a project's Info.plist and Swift sources say of its
/// activity types (Docs/Handoff.md); its runtime — building an activity from a record
/// (``ActivityBuilder``) and continuing one through the router (``ActivityContinuer``) — is this module too.
///
/// Its declarations are its own (Decision 518): the manifest's `activities` is the point's section, read by
/// ``DeclarationListPoint/declarations(in:file:)`` (``App/activityTypes()``), and the import writes it from
/// a project (`HandoffImportedDeclarations.swift`). The places a dependency still forces: the importer reads
/// the activity types itself (`ImportReport.activityTypes`, the Swift reader's collector), the host
/// continues one on its store (`AppActivities.swift`) and the `--info-plist` rule stays with the check's
/// platform-file checks.
public struct HandoffPoint: CoreTypedIntegrationPoint, DeclarationListPoint {
    /// The manifest key: the point's own section, a list of ``ActivityTypeDeclaration``.
    public static let key = "activities"

    /// The manifest key.
    public let name = HandoffPoint.key

    /// The point.
    public init() {}

    /// The section's keys, as the core's table held them until the declarations moved here (Decision 518):
    /// the check's unknown keys and the schema come from it.
    static let keys: ManifestKeys = .array(.object([
        "type": .string, "title": .text, "entity": .string, "webpageURL": .string,
        "eligibility": .array(.string(ActivityTypeDeclaration.Eligibility.allCases.map(\.rawValue))), "keywords": .strings, "donatedBy": .string,
        "userInfo": .array(.object([
            "key": .string, "type": .string(UserInfoType.allCases.map(\.rawValue)), "value": .any,
        ], required: ["key", "type"])),
        "requiredUserInfoKeys": .strings,
        "continuesTo": .object(["route": .string, "parameters": .dictionary(.string)], required: ["route"]),
    ], required: ["type", "title"]))

    public var manifestKeys: [String: Set<String>] { Self.keys.objectKeys }

    /// An unknown key in an activity type is the check's `manifest.unknownKey` warning, as it was while the
    /// core read the section.
    public var refusesUnknownKeys: Bool { false }

    public var manifestSchema: JSONValue { ManifestSchema.schema(Self.keys) }

    public var title: LocalizedText { LocalizedText(ja: "Handoff", en: "Handoff") }

    public var rules: [CheckRule] { (HandoffRules.manifest + HandoffRules.project).sorted { $0.code.rawValue < $1.code.rawValue } }

    /// Nothing from the manifest alone: every activity rule builds the activity from the app's records
    /// (``checkRecords(_:records:)``), as the app would.
    public func checkManifest(_ manifest: AppManifest, declarations: [ActivityTypeDeclaration]) -> [Diagnostic] { [] }

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

extension AppManifest {
    /// The app's activity types: Handoff, and the activities its intents donate — a typed view of the
    /// Handoff point's section (empty when the section does not decode: a command that reads the activity
    /// types refuses it through ``App/activityTypes()``; setting it writes the section, or removes it when
    /// empty).
    public var activities: [ActivityTypeDeclaration] {
        get { HandoffPoint().declared(in: self) }
        set { sections[HandoffPoint.key] = newValue.isEmpty ? nil : try? JSONValue(encoding: newValue) }
    }
}
