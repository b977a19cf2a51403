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
            commandName: "progress",
            abstract: "Today's progress on the app's records: the check-progress answer and the widget line.",
            discussion: "--json prints one JSON document: {\"date\", \"completed\", \"total\", \"remaining\", \"percent\", \"answer\", \"widget\", \"completedEntities\": [{\"identifier\", \"title\"}]}.")

        @OptionGroup var day: DayOption

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        func body() async throws {
            let host = try app.openHost()
            let summary = try await host.progressSummary(on: try day.day(app.clock()), language: language)
            try show(summary, ReportText([.init(summary.answer), .init(summary.widget)]))
        }
    }
}

