import IntegrationsCore
import IntegrationsImport
import IntegrationsPointKit

/// The widget rules on an app's own Swift sources (Docs/Check.md, "An app's own files"): two widgets of
/// one kind, each reported at the second's line with the first as the related place.
struct WidgetProjectChecks {
    let report: ImportReport

    func run() -> [Diagnostic] {
        var seen: [String: ImportReport.Widget] = [:]
        var diagnostics: [Diagnostic] = []
        for widget in report.widgets {
            if let first = seen[widget.kind] {
                // Widgets read from one type (a kind an `if` chooses) are not two widgets.
                if first.type == widget.type, first.source == widget.source { continue }
                diagnostics.append(ProjectFinding.at(widget.source, "widget.duplicateKind", .error, LocalizedText(
                    ja: "ウィジェット \(widget.type) の kind「\(widget.kind)」は \(first.type) と同じです。kind はウィジェットごとに別にしてください。",
                    en: "Widget \(widget.type) has the kind \"\(widget.kind)\" of \(first.type); each widget needs a kind of its own."),
                    uncertainties: [widget.uncertainty, first.uncertainty])
                    .related(first.source, LocalizedText(
                        ja: "kind「\(widget.kind)」を先に宣言したウィジェット \(first.type)", en: "the widget \(first.type), which declares the kind \"\(widget.kind)\" first")))
            } else {
                seen[widget.kind] = widget
            }
        }
        return diagnostics
    }
}
