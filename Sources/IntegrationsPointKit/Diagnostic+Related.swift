public import IntegrationsCore
import IntegrationsImport

extension Diagnostic {
    /// This diagnostic with a note at `source` (a project place, `file:line`) saying what is there: the
    /// other place a finding depends on (the first declaration of a duplicate, the handler that turns a URL
    /// away), which SARIF writes as a related location and `--json` as `related`. The place stays out of the
    /// message, so that a line inserted above the other place changes neither the message nor the
    /// finding's fingerprint and baseline entry (Decision 381). No note when `source` is `nil`.
    public func related(_ source: String?, _ message: LocalizedText) -> Diagnostic {
        guard let source else { return self }
        return related([(source, message)])
    }

    /// This diagnostic with a note at each place of `places`, in their order.
    public func related(_ places: [(source: String, message: LocalizedText)]) -> Diagnostic {
        var diagnostic = self
        for place in places {
            let (file, line) = ImportReport.place(of: place.source)
            diagnostic.notes.append(Note(place.message, file: file, line: line))
        }
        return diagnostic
    }
}
