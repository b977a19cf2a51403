import ArgumentParser
import Foundation
import IntegrationsBackgroundTasks
import IntegrationsCore
import IntegrationsReporting
import IntegrationsHost
import IntegrationsApp

extension Integrations {
    /// `integrations task`: named `TaskCommand` because `Task` is Swift's.
    struct TaskCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "task",
            abstract: "Background tasks (BGTaskScheduler): the app's tasks, and a launch of one with its steps.",
            discussion: "`task run com.example.app.refresh --expire` runs the first step, then the expiration handler. Docs/BackgroundTasks.md.",
            subcommands: [DeclarationList<BackgroundTaskDeclaration>.self, Run.self]
        )

        struct Run: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "run",
                abstract: "Launch a background task as the system would: its steps in order (widget reloads, intents, reindexing).",
                discussion: """
                    Widget reloads count against each widget's daily budget (widget reloads shows them, reason \
                    task:<identifier>); an intent runs confirmed with the parameters the task declares. With \
                    --expire the system takes the time back after the first step: the expiration handler runs, \
                    the later steps do not, and the task completes with success false. Exit 3: no task with that \
                    identifier (the nearest is named).
                    --json prints {"identifier", "kind", "steps": [{"step", "done", "kinds", "intent", "parameters", \
                    "result", "indexed"}], "expired", "completed", "resubmitted", "earliestBegin", "reloads": \
                    [{"kind", "reason", "counted"}]}; {"identifier", "outcome": "noMatch", "nearest"} for an \
                    undeclared identifier.
                    """)

            @Argument(help: "The task's identifier (see `integrations task list`).")
            var identifier: String

            @Flag(help: "Run the expiration handler after the first step, as when the system ends the task early.")
            var expire = false

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func body() async throws {
                // Looked up before the store is opened: a name the app does not declare answers exit 3 and creates no store.
                let loaded = try app.loadApp()
                let task = try loaded.manifest.declaredBackgroundTask(identifier, file: loaded.manifestPath)
                let clock = try app.clock()
                let run = try await app.openHost(loaded).runBackgroundTask(task, expire: expire, clock: clock, language: language)
                try show(run, BackgroundTaskRunReporter(language: language, timeZone: clock.timeZone).report(run))
            }
        }
    }
}

extension BackgroundTaskDeclaration: ListedInCommand {
    static var listed: ManifestListing<Self> { ManifestListing(abstract: "The background tasks the app declares, with their steps.", point: BackgroundTasksPoint()) }
}
