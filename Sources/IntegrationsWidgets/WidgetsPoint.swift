public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit
import IntegrationsRouting

/// Widgets (WidgetKit) as an integration point: the rules on the manifest's `widgets` and the App Group
/// their extension reads the app's data through, and on the widget kinds an app's Swift sources declare
/// (Docs/Widgets.md); its runtime — a widget's timeline from the app's records (``TimelineBuilder``) and
/// what each entry shows (``WidgetRenderer``) — is this module too.
///
/// Moved into the plug-in shape from the check (issue 45) as Handoff was, with the places a dependency
/// still forces: the manifest's `widgets` is the core's typed field (`AppManifest.widgets`, whose limits the
/// core's validation refuses), the importer reads the widget kinds itself (`ImportReport.widgets`, the Swift
/// reader's collector), and the reload budget is kept in the store (`WidgetReloadLog` in IntegrationsState,
/// the host's `AppWidgets.swift`), which this module does not depend on.
public struct WidgetsPoint: CoreTypedIntegrationPoint {
    /// The manifest key; the core defines its keys and schema.
    public let name = "widgets"

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "ウィジェット", en: "Widgets") }

    public var rules: [CheckRule] { WidgetRules.all.sorted { $0.code.rawValue < $1.code.rawValue } }

    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] {
        WidgetManifestChecks(manifest: manifest, router: Router.reused(for: manifest.routes)).run()
    }

    /// None: a duplicate kind is a duplicate whatever the Info.plist says.
    public var codesNeedingTheAppsFiles: Set<String> { [] }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        WidgetProjectChecks(report: report).run()
    }
}

/// The widget rules (WidgetRules.swift).
enum WidgetRules {}
