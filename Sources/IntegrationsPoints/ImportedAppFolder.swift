public import Foundation
public import IntegrationsCore
public import IntegrationsImport
import IntegrationsPointKit

/// The app folder an import becomes: a manifest that `check`, `route`, `aasa` and `intent` run on, and the
/// record files it names (empty: the app's data is not in its repository).
///
/// What the project says is carried over as it is; what it cannot say (a widget's layout, an activity's
/// title, the app's records) gets a neutral stand-in, and ``notes`` says which, so that `check` on the
/// folder reports the project's own problems rather than the import's.
///
/// The folder's identity and search domains are written here; every point adds its own declarations
/// (`IntegrationPoint.addImportedDeclarations(of:to:)`, in its module), in the order of
/// ``IntegrationPoints/all``.
public struct ImportedAppFolder: Sendable {
    /// The manifest.
    public var manifest: AppManifest
    /// Record files by name, each `[]`.
    public var recordFiles: [String]
    /// What was left out or stood in for, with the place it came from.
    public var notes: [Diagnostic]
    /// Where each element of the manifest came from in the project, by JSON path (`$.activities[1]` →
    /// `App/Handoff.swift:12`): what `check --project` places a manifest rule's finding at.
    public var sources: [String: String]

    /// The folder `report` becomes.
    public init(_ report: ImportReport) {
        var sources: [String: String] = [:]
        if let source = report.app.source { sources["$.app"] = source }
        let bundleIdentifier = report.app.bundleIdentifier.flatMap { $0.contains("$") ? nil : $0 } ?? "com.example.imported"
        let name = report.app.name.flatMap { $0.contains("$") ? nil : $0 }
            ?? bundleIdentifier.split(separator: ".").last.map(String.init) ?? "App"
        // A scheme no URL carries is not written: one the Info.plist gives is reported at its line
        // (`project.urlSchemeInvalid`); a macro's name the preprocessor kept is not known.
        var app = AppIdentity(
            name: name, bundleIdentifier: bundleIdentifier, urlSchemes: report.app.urlSchemes.filter { !$0.contains("$") && URLSchemeSyntax.isValid($0) },
            associatedDomains: report.app.associatedDomains.filter { entry in
                !entry.contains("$") && (try? AssociatedDomain.parse(entry).get()) != nil
            })
        app.appGroup = report.app.appGroups.first { !$0.contains("$") }

        // Entities: one search domain, with an empty records file, per AppEntity a parameter uses.
        let enums = report.enumCases
        var entities: [String: String] = [:]
        for intent in report.intents where intent.kind != "SiriKit" {
            for parameter in intent.parameters where report.entityTypes.contains(parameter.type) && enums[parameter.type] == nil {
                entities[parameter.type] = Self.entityName(parameter.type)
            }
        }
        // Widgets count an entity's records; with none from the intents, a stand-in entity.
        let widgetEntity = entities.values.sorted().first ?? "item"
        if !report.widgets.isEmpty, entities.isEmpty { entities["(widgets)"] = widgetEntity }
        let searchDomains = Set(entities.values).sorted().map { entity in
            SearchDomain(identifier: entity + "s", entity: entity, records: entity + "s.json", title: FieldTemplate("${title}"))
        }

        // Then each point adds its declarations (routes on the app's schemes, intents reading the entities,
        // widgets counting one), in the order of the points' list.
        var draft = ImportedAppDraft(
            manifest: AppManifest(app: app, searchDomains: searchDomains), sources: sources, notes: [],
            entities: entities, widgetEntity: widgetEntity)
        for point in IntegrationPoints.all { point.addImportedDeclarations(of: report, to: &draft) }
        manifest = draft.manifest
        recordFiles = searchDomains.map(\.records)
        self.notes = draft.notes
        self.sources = draft.sources
    }

    /// `ItemEntity` is `item`. The name becomes a record file's name (`items.json`), so it keeps only
    /// letters, digits and `_` of the type's name (`` `/../x` `` is `x`): one plain path component, never a
    /// path; a name with none of them is `item`.
    static func entityName(_ type: String) -> String {
        var name = String(type.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        if name.hasSuffix("Entity"), name.count > "Entity".count { name.removeLast("Entity".count) }
        if name.isEmpty { return "item" }
        if name.first?.isNumber == true { name = "entity" + name }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// The manifest as `integrations.json` holds it.
    public func manifestJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(manifest) + Data("\n".utf8)
    }
}
