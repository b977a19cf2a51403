public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

extension WidgetsPoint {
    /// The widgets, once per kind: kind and families; the layout stands in (a progress summary fits every
    /// family), counting the draft's widget entity. A family the manifest has no counterpart for is left
    /// out, with a note.
    public func addImportedDeclarations(of report: ImportReport, to draft: inout ImportedAppDraft) {
        var widgets: [WidgetDeclaration] = []
        var widgetKinds: Set<String> = []
        for widget in report.widgets where widgetKinds.insert(widget.kind).inserted {
            draft.sources["$.widgets[\(widgets.count)]"] = widget.source
            var families: [WidgetFamily] = []
            for family in widget.families {
                if let known = WidgetFamily(rawValue: family) {
                    families.append(known)
                } else {
                    draft.notes.append(Diagnostic.importNote(.importApproximated, widget.source, LocalizedText(
                        ja: "ウィジェット \(widget.kind) のファミリー \(family) はマニフェストにないため外しました",
                        en: "family \(family) of widget \(widget.kind) has no manifest counterpart; left out")))
                }
            }
            widgets.append(WidgetDeclaration(
                kind: widget.kind, displayName: LocalizedText(ja: widget.type, en: widget.type), description: LocalizedText(ja: "", en: ""),
                families: families.isEmpty ? [.systemSmall, .systemMedium, .systemLarge] : families, content: .progress, entity: draft.widgetEntity))
        }
        draft.manifest.widgets = widgets
    }
}
