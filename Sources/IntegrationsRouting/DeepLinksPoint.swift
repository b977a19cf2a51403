public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Deep links (custom URL schemes and universal links) as an integration point: the rules on the
/// manifest's `routes` — the route table's own, and the routes against the app's schemes, associated
/// domains and the apple-app-site-association generated for them — and on the URL schemes an app's own
/// project registers, queries, opens and handles (Docs/Routing.md); its runtime — the router, URL parsing
/// and generation, the apple-app-site-association — is this module too.
///
/// Moved into the plug-in shape from the check (issue 45) as intents were, with the places a dependency
/// still forces: the manifest's `routes` and `app.urlSchemes` are the core's typed fields (a scheme that is
/// not one is the core's `app.urlSchemeInvalid`), a malformed associated domain is the check's
/// `domain.malformed`, the importer reads URLs and handlers itself, and the `--aasa` and `--info-plist`
/// rules stay with the check's platform-file checks.
public struct DeepLinksPoint: CoreTypedIntegrationPoint {
    /// The manifest key; the core defines its keys and schema.
    public let name = "routes"

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "ディープリンク", en: "Deep links") }

    public var rules: [CheckRule] { DeepLinkRules.all.sorted { $0.code.rawValue < $1.code.rawValue } }

    /// The route table's problems, at the route they name (`$.routes[i]`): the router is built from the
    /// manifest's routes in their order.
    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] {
        Router.reused(for: manifest.routes).diagnostics.map(\.diagnostic)
    }

    /// The routes against the app's schemes, domains and generated apple-app-site-association (the records
    /// are not read; the rules run with the other points' that need the whole app folder).
    public func checkRecords(_ manifest: AppManifest, records: [String: [EntityRecord]]) -> [Diagnostic] {
        DeepLinkManifestChecks(manifest: manifest).run()
    }

    public var codesNeedingTheAppsFiles: Set<String> { DeepLinkProjectChecks.codesNeedingTheAppsFiles }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        DeepLinkProjectChecks(report: report).run()
    }
}
