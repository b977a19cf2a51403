public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Intents and App Shortcuts as an integration point: the rules on the manifest's `intents` (their shape and
/// phrases, which the core validates as `intent list` refuses them; the routes they open, against the app's
/// records) and on the SiriKit classes, handlers and App Shortcuts an app's own project declares
/// (Docs/Intents.md); its runtime — phrase matching and parameter resolution (``PhraseMatcher``,
/// ``IntentResolver``) — is this module too.
///
/// Moved into the plug-in shape from the check (issue 45) as Handoff was, with the places a dependency
/// still forces: the manifest's `intents` is the core's typed field, because the importer, below every
/// point, makes `IntentDefinition`s from a project (Decision 531); it is validated here
/// (`AppManifest.intentDiagnostics()`, Decision 530, whose codes this point catalogues); the importer reads
/// intents and App Shortcuts itself; the host performs them (`AppIntentPerformance.swift`).
public struct IntentsPoint: CoreTypedIntegrationPoint {
    /// The manifest key; the core defines its keys and schema.
    public let name = "intents"

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "インテント", en: "Intents") }

    public var rules: [CheckRule] { IntentRules.all.sorted { $0.code.rawValue < $1.code.rawValue } }

    /// Nothing beyond the core's validation, which the check runs with the manifest's other validation.
    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] { [] }

    public func checkRecords(_ manifest: AppManifest, records: [String: [EntityRecord]]) -> [Diagnostic] {
        IntentRouteChecks(manifest: manifest, records: records).run()
    }

    /// None: a missing intent class or an unreachable handler is concluded from the project's own lists.
    public var codesNeedingTheAppsFiles: Set<String> { [] }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        IntentProjectChecks(report: report).run()
    }
}
