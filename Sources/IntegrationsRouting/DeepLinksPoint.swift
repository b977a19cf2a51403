public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Deep links (custom URL schemes and universal links) as an integration point: the rules on the
/// manifest's `routes` — the route table's own, and the routes against the app's schemes, associated
/// domains and the apple-app-site-association generated for them — and on the URL schemes an app's own
/// project registers, queries, opens and handles (Docs/Routing.md); its runtime — the router, URL parsing
/// and generation, the apple-app-site-association — is this module too.
///
/// Its declarations are its own (Decision 531): the manifest's `routes` is the point's section, a list of
/// ``RouteDeclaration`` read by ``IntegrationsCore/AppManifest/routeDeclarations(file:)`` (and seen typed as
/// `AppManifest.routes`). The places a dependency still forces: `app.urlSchemes` is the core's typed field
/// (a scheme that is not one is the core's `app.urlSchemeInvalid`), a malformed associated domain is the
/// check's `domain.malformed`, the importer reads URLs and handlers itself, and the `--aasa` and
/// `--info-plist` rules stay with the check's platform-file checks. The route's form (`RouteForm`) and a
/// parameter's value (`RouteValue`) stay in the core: the `Routing` protocol an app plugs its own router in
/// through names them.
public struct DeepLinksPoint: CoreTypedIntegrationPoint, DeclarationListPoint {
    /// The manifest key: the point's section, a list of ``RouteDeclaration``.
    public static let key = "routes"

    /// The manifest key.
    public let name = DeepLinksPoint.key

    /// The point.
    public init() {}

    /// A route parameter's type, in `parameters` and a query parameter's `type`: a name, or a list of the
    /// values it takes (`{"enum": ["small", "large"]}`, as ``RouteParameterType`` decodes it).
    static let parameterType = ManifestKeys.either([.string(["int", "uuid", "string"]), .object(["enum": ManifestKeys.strings], required: ["enum"])])

    /// The section's keys, as the core's table held them until the routes moved here (Decision 531): the
    /// check's unknown keys and the schema come from it.
    static let keys: ManifestKeys = .array(.object([
        "name": .string,
        "forms": .array(.object(["kind": .string(RouteForm.Kind.allCases.map(\.rawValue)), "template": .string], required: ["kind", "template"])),
        "parameters": .dictionary(parameterType),
        "query": .dictionary(.object(["type": parameterType, "required": .boolean, "default": .string], required: ["type"])),
        "isUniversalLink": .boolean, "handlesAppClip": .boolean, "isCaseInsensitive": .boolean,
    ], required: ["name", "forms"]))

    public var manifestKeys: [String: Set<String>] { Self.keys.objectKeys }

    /// An unknown key in a route is the check's `manifest.unknownKey` warning and is passed over, as while
    /// the core read the section.
    public var refusesUnknownKeys: Bool { false }

    public var manifestSchema: JSONValue { ManifestSchema.schema(Self.keys) }

    public var title: LocalizedText { LocalizedText(ja: "ディープリンク", en: "Deep links") }

    public var rules: [CheckRule] { DeepLinkRules.all.sorted { $0.code.rawValue < $1.code.rawValue } }

    /// The route table's problems, at the route they name (`$.routes[i]`): the router is built from the
    /// manifest's routes in their order.
    public func checkManifest(_ manifest: AppManifest, declarations: [RouteDeclaration]) -> [Diagnostic] {
        Router.reused(for: declarations).diagnostics.map(\.diagnostic)
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

extension AppManifest {
    /// Creates a manifest with deep links: the core's initialiser, with the deep-link point's section.
    public init(
        app: AppIdentity,
        search: SearchSettings = SearchSettings(),
        searchDomains: [SearchDomain] = [],
        routes: [RouteDeclaration],
        intents: [IntentDefinition] = [],
        progress: ProgressWording? = nil
    ) {
        self.init(app: app, search: search, searchDomains: searchDomains, intents: intents, progress: progress)
        self.routes = routes
    }

    /// The app's deep links — a typed view of the deep-link point's `routes` section (empty when the section
    /// does not decode: what reads the routes to act on them refuses it through ``routeDeclarations(file:)``,
    /// and the check reports it; setting it writes the section, or removes it when empty).
    public var routes: [RouteDeclaration] {
        get { DeepLinksPoint().declared(in: self) }
        set { sections[DeepLinksPoint.key] = newValue.isEmpty ? nil : try? JSONValue(encoding: newValue) }
    }

    /// The app's deep links, refused with their place when the section does not decode, as the core's load
    /// refused them until Decision 531.
    ///
    /// - Parameter file: How messages name the manifest.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` naming the JSON path,
    ///   its line and column, and what was expected.
    public func routeDeclarations(file: String) throws(IntegrationsError) -> [RouteDeclaration] {
        try DeepLinksPoint().declarations(in: self, file: file)
    }
}
