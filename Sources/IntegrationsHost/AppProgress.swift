public import IntegrationsCore
import IntegrationsIntents

extension AppHost {
    /// A day's progress as a person reads it, in `language`: the counts, the answer and widget line the
    /// app's progress reporter words (``progressReporter``), and the entities done.
    public func progressSummary(on day: CalendarDay, language: Language) async throws(IntegrationsError) -> ProgressSummary {
        let report = try await progressReport(on: day)
        let counts = report.counts
        return ProgressSummary(
            day: day, counts: counts, answer: progressReporter.checkProgressAnswer(counts, language: language),
            widget: progressReporter.widgetLine(counts, language: language), completedEntities: report.entities.filter { report.completed.contains($0.identifier) })
    }
}
