import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsApp
import IntegrationsHost
import IntegrationsProgress
import IntegrationsIntents

extension Integrations {
    struct Progress: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            abstract: "Today's progress on the app's records: the check-progress answer and the widget line.",
            discussion: "--json prints one JSON document: {\"date\", \"completed\", \"total\", \"remaining\", \"percent\", \"answer\", \"widget\", \"completedEntities\": [{\"identifier\", \"title\"}]}.")

        @OptionGroup var day: DayOption

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        func body() async throws {
            let host = try app.openHost()
            let day = try self.day.day(app.clock())
            let report = try await host.progressReport(on: day)
            let reporter = host.progressReporter
            let counts = report.counts
            let answer = reporter.checkProgressAnswer(counts, language: language)
            let widget = reporter.widgetLine(counts, language: language)
            try show(ProgressDocument(
                date: day.description, completed: counts.completed, total: counts.total, remaining: counts.remaining,
                percent: counts.percent, answer: answer, widget: widget,
                completedEntities: report.entities.filter { report.completed.contains($0.identifier) }
                    .map { ProgressDocument.Entity(identifier: $0.identifier, title: $0.title) }), ReportText([.init(answer), .init(widget)]))
        }
    }
}

