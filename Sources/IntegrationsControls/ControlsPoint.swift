public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Controls, interactive widgets and app entities in Spotlight as an integration point: rules on an app's
/// own project only — the App Intents a control or widget runs against the targets that compile them, and
/// iOS 18's app-entity indexing against the deployment target (Docs/Check.md, "Controls and app
/// entities").
///
/// The manifest declares no controls, so the point has no section (``manifestKey`` is `nil`): it adds no
/// key to `integrations.json` and nothing to its schema. The importer reads the intents' uses and the
/// indexed entities itself (`ImportReport.intentUses`, `.spotlightEntities`).
public struct ControlsPoint: CoreTypedIntegrationPoint {
    /// The point's name; not a manifest key.
    public let name = "controls"

    /// The point.
    public init() {}

    public var manifestKey: String? { nil }

    public var title: LocalizedText { LocalizedText(ja: "コントロールとアプリのエンティティ", en: "Controls and app entities") }

    public var rules: [CheckRule] { ControlRules.all.sorted { $0.code.rawValue < $1.code.rawValue } }

    /// None: the manifest declares no controls.
    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] { [] }

    /// None: each rule concludes from the project's targets and sources, not from what its Info.plist lacks.
    public var codesNeedingTheAppsFiles: Set<String> { [] }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        ControlProjectChecks(report: report).run()
    }
}
