public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit
import IntegrationsRouting

/// Widgets (WidgetKit) as an integration point: the rules on the manifest's `widgets` and the App Group
/// their extension reads the app's data through, and on the widget kinds an app's Swift sources declare
/// (Docs/Widgets.md); its runtime — a widget's timeline from the app's records (``TimelineBuilder``) and
/// what each entry shows (``WidgetRenderer``) — is this module too.
///
/// Its declarations are its own (Decision 522): the manifest's `widgets` is the point's section, read with
/// its limits by ``AppManifest/widgetDeclarations(file:)``, and the import writes it from a project
/// (`WidgetImportedDeclarations.swift`). The places a dependency still forces: the importer reads the
/// widget kinds itself (`ImportReport.widgets`, the Swift reader's collector), and the reload budget is kept
/// in the store (`WidgetReloadLog` in IntegrationsState, the host's `AppWidgets.swift`), which this module
/// does not depend on.
public struct WidgetsPoint: CoreTypedIntegrationPoint, DeclarationListPoint {
    /// The manifest key: the point's own section, a list of ``WidgetDeclaration``.
    public static let key = "widgets"

    /// The manifest key.
    public let name = WidgetsPoint.key

    /// The point.
    public init() {}

    /// The section's keys, as the core's table held them until the declarations moved here (Decision 522):
    /// the check's unknown keys and the schema come from it.
    static let keys: ManifestKeys = .array(.object([
        "kind": .string, "displayName": .text, "description": .text, "families": .array(.string(WidgetFamily.allCases.map(\.rawValue))),
        "content": .either([
            .string(["records", "progress", "dayGrid", "nextRecord"]),
            .object([
                "show": .string(["records", "progress", "dayGrid", "nextRecord"]), "limit": .integer, "limitParameter": .string,
                "includeCompleted": .boolean, "includeCompletedParameter": .string,
                "footer": .text, "days": .dictionary(.integer), "whenAllDone": .text,
            ], required: ["show"]),
        ]),
        "entity": .string, "url": .string,
        "refreshInterval": .number,
        "configuration": .array(.object([
            "name": .string, "title": .text, "type": .string(["integer", "boolean"]), "default": .any, "min": .integer, "max": .integer,
        ], required: ["name", "title", "type", "default"])),
    ], required: ["kind", "displayName", "families"]))

    public var manifestKeys: [String: Set<String>] { Self.keys.objectKeys }

    /// An unknown key is the check's `manifest.unknownKey` warning, as it was while the core read the section.
    public var refusesUnknownKeys: Bool { false }

    public var manifestSchema: JSONValue { ManifestSchema.schema(Self.keys) }

    /// The values no widget can be built with, each at its JSON path: a refresh interval, a record limit or
    /// a day grid's days outside what WidgetKit and the toolkit take (Decision 481). What reads the widgets
    /// refuses the first (``AppManifest/widgetDeclarations(file:)``); the check reports every one.
    public static func limitProblems(_ widgets: [WidgetDeclaration]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (index, widget) in widgets.enumerated() {
            if let interval = widget.refreshInterval, !(interval > 0 && interval <= WidgetDeclaration.maximumRefreshInterval) {
                problems.append(.expected("widget.refreshInterval", "$.widgets[\(index)].refreshInterval", LocalizedText(
                    ja: "0より大きく\(Int(WidgetDeclaration.maximumRefreshInterval))（7日）以下の秒数（\(interval) ではなく）",
                    en: "a number of seconds above 0 and at most \(Int(WidgetDeclaration.maximumRefreshInterval)), 7 days (not \(interval))")))
            }
            switch widget.content {
            case .records(let list) where !(1...WidgetContent.RecordList.maximumLimit).contains(list.limit):
                problems.append(.expected("widget.limit", "$.widgets[\(index)].content.limit", LocalizedText(
                    ja: "1から\(WidgetContent.RecordList.maximumLimit)までの件数（\(list.limit) ではなく）",
                    en: "a count from 1 to \(WidgetContent.RecordList.maximumLimit) (not \(list.limit))")))
            case .dayGrid(let grid):
                for (family, days) in grid.days.sorted(by: { $0.key.rawValue < $1.key.rawValue })
                where !(1...WidgetContent.DayGrid.maximumDays).contains(days) {
                    problems.append(.expected("widget.days", "$.widgets[\(index)].content.days.\(family.rawValue)", LocalizedText(
                        ja: "1から\(WidgetContent.DayGrid.maximumDays)までの日数（\(days) ではなく）",
                        en: "a number of days from 1 to \(WidgetContent.DayGrid.maximumDays) (not \(days))")))
                }
            default:
                break
            }
        }
        return problems
    }

    public var title: LocalizedText { LocalizedText(ja: "ウィジェット", en: "Widgets") }

    public var rules: [CheckRule] { WidgetRules.all.sorted { $0.code.rawValue < $1.code.rawValue } }

    public func checkManifest(_ manifest: AppManifest, declarations: [WidgetDeclaration]) -> [Diagnostic] {
        Self.limitProblems(declarations) + WidgetManifestChecks(manifest: manifest, router: Router.reused(for: manifest.routes)).run()
    }

    /// None: a duplicate kind is a duplicate whatever the Info.plist says.
    public var codesNeedingTheAppsFiles: Set<String> { [] }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        WidgetProjectChecks(report: report).run()
    }
}

/// The widget rules (WidgetRules.swift).
enum WidgetRules {}

extension AppManifest {
    /// The app's widgets — a typed view of the widgets point's section (none when the section does not
    /// decode: what reads the widgets refuses it through ``widgetDeclarations(file:)``; setting it writes
    /// the section, or removes it when empty).
    public var widgets: [WidgetDeclaration] {
        get { WidgetsPoint().declared(in: self) }
        set { sections[WidgetsPoint.key] = newValue.isEmpty ? nil : try? JSONValue(encoding: newValue) }
    }

    /// The app's widgets, refused with their place when the section does not decode, and at the first
    /// value no widget can be built with (``WidgetsPoint/limitProblems(_:)``), as the core refused them
    /// while it read the section.
    ///
    /// - Parameter file: How messages name the manifest.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` naming the JSON path
    ///   and what was expected.
    public func widgetDeclarations(file: String) throws(IntegrationsError) -> [WidgetDeclaration] {
        let widgets = try WidgetsPoint().declarations(in: self, file: file)
        try Self.refuse(WidgetsPoint.limitProblems(widgets), file: file)
        return widgets
    }
}
