import Foundation
import GRDB
import IntegrationsApp
import IntegrationsCore
import IntegrationsHost
import IntegrationsIntents
import IntegrationsState
import IntegrationsStore
import IntegrationsTestSupport
import IntegrationsWidgets
import Testing

/// The host is a composition root: an app plugs in its own progress wording, intent handlers, entity
/// query and store tables through the core's protocols — here on the second fixture app, Simmer.
@Suite struct AppHostPartsTests {
    static let simmer = FixtureManifest.fixtures.appendingPathComponent("Simmer")
    static let clock = UserClock.fixed(Date(timeIntervalSince1970: 1_795_222_800), timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .current)

    struct Wording: IntegrationsCore.ProgressReporting {
        func checkProgressAnswer(_ counts: ProgressCounts, language: Language) -> String { "cooked \(counts.completed) of \(counts.total)" }
        func localizedDescription(_ progress: ProgressTree, language: Language) -> String { "-" }
        func localizedAdditionalDescription(_ counts: ProgressCounts, language: Language) -> String { "-" }
        func widgetLine(_ counts: ProgressCounts, language: Language) -> String { "\(counts.completed)🍳" }
    }

    struct OpenAnything: IntentHandling {
        let intent = "OpenRecipe"
        func perform(_ parameters: [String: IntentValue]) async -> IntentOutcome {
            .success(dialog: LocalizedText(ja: "開いた", en: "opened by the app's code"), value: nil, url: nil)
        }
    }

    /// The app's own table in the same store, under its own migration.
    struct Favourites: StoreSchema {
        func prepare(_ db: Database) throws {}
        func registerMigrations(in migrator: inout DatabaseMigrator) {
            migrator.registerMigration("simmer.v1") { db in
                try db.create(table: "favourite") { $0.primaryKey("recipe", .text) }
            }
        }
    }

    @Test func theAppsPartsAreUsedWhereTheToolkitsWouldBe() async throws {
        let folder = try TemporaryFolder(prefix: "integrations-parts")
        defer { folder.remove() }
        let only = InMemoryEntities(["recipe": [IntentEntity(identifier: "recipe-9", entity: "recipe", title: "Beef Bourguignon")]])
        let parts = AppHost.Parts(progressReporter: Wording(), handlers: [OpenAnything()], entityQuery: only, schemas: [Favourites()])
        let host = try AppHost.open(app: try App.load(from: Self.simmer), storePath: folder.path("store.sqlite"), clock: Self.clock, parts: parts)

        // The entity query decides what a name means: only the plugged-in recipe exists.
        let cooked = try await host.perform(IntentRequest(intent: "CookRecipe", parameters: ["recipe": "bourguignon"]), clock: Self.clock, language: .en)
        guard case .success(let dialog, .entity(let entity)?, _, _) = cooked.outcome else { Issue.record("\(cooked.outcome)"); return }
        #expect(entity.identifier == "recipe-9")
        #expect(dialog.en == "Logged Beef Bourguignon. Enjoy!")
        #expect(cooked.widgetReloads.map(\.kind) == ["TonightWidget", "StreakWidget", "CookedCountWidget", "UpNextWidget"])

        // The reporter words progress, in the resolver and the widgets alike.
        let progress = try await host.intentResolver(clock: Self.clock).run(IntentRequest(intent: "WhatsCooking"))
        guard case .success(let answer, _, _, _) = progress else { Issue.record("\(progress)"); return }
        #expect(answer.en == "cooked 1 of 1")
        let widget = try await host.widgetTimeline(kind: "CookedCountWidget", family: .systemSmall, configuration: [:], clock: Self.clock, language: .en)
        #expect(widget.timeline.entries.first?.content.headline == "1🍳")

        // The handler runs in place of the manifest's effect.
        let opened = try await host.perform(IntentRequest(intent: "OpenRecipe", parameters: ["id": "3"]), clock: Self.clock, language: .en)
        guard case .success(let said, _, _, _) = opened.outcome else { Issue.record("\(opened.outcome)"); return }
        #expect(said.en == "opened by the app's code")

        // The app's table lives in the same store, migrated with the toolkit's.
        try await host.store.write { try $0.execute(sql: "INSERT INTO favourite (recipe) VALUES ('recipe-9')") }
        #expect(try await host.store.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }.contains("simmer.v1"))
    }

    /// A completion log of the app's own: completions go there, and what follows them (the third night's
    /// streak notification, the widget reloads) still lands in the store, just after.
    @Test func anOwnCompletionLogKeepsTheCompletionsAndTheStoreWhatFollows() async throws {
        let folder = try TemporaryFolder(prefix: "integrations-parts")
        defer { folder.remove() }
        let log = InMemoryCompletionLog()
        let host = try AppHost.open(
            app: try App.load(from: Self.simmer), storePath: folder.path("store.sqlite"), clock: Self.clock, parts: AppHost.Parts(completionLog: log))
        var queued: [[String]] = []
        for night in 0..<3 {
            let clock = UserClock.fixed(Self.clock.now().addingTimeInterval(Double(night) * 86_400), timeZone: Self.clock.timeZone)
            let performance = try await host.perform(IntentRequest(intent: "CookRecipe", parameters: ["recipe": "recipe-2"]), clock: clock, language: .en)
            queued.append(performance.queuedNotifications)
            #expect(performance.widgetReloads.count == 4)
        }
        #expect(queued == [[], [], ["onARoll-recipe-2"]])
        #expect(try await log.streak(of: "recipe-2", today: Self.clock.today.adding(days: 2)) == 3)
        // The store's own log holds nothing: the app's log is where completions are.
        #expect(try await host.completions.completions(on: Self.clock.today) == [])
        let progress = try await host.progressReport(on: Self.clock.today.adding(days: 2))
        #expect(progress.completed == ["recipe-2"])
        let grid = try await host.widgetTimeline(kind: "StreakWidget", family: .systemMedium, configuration: [:],
                                                 clock: UserClock.fixed(Self.clock.now().addingTimeInterval(2 * 86_400), timeZone: Self.clock.timeZone), language: .en)
        #expect(grid.timeline.entries.first?.content.days.suffix(3).map(\.completed) == [1, 1, 1])
    }

    /// A search index of the app's own: the app's items are indexed there, entities resolve through it, a
    /// donated activity lands there after its completion commits, and a Spotlight selection of it
    /// continues from there. The store's own index is never written.
    @Test func anOwnSearchIndexHoldsTheItemsTheDonationsAndAnswersContinuation() async throws {
        let folder = try TemporaryFolder(prefix: "integrations-parts")
        defer { folder.remove() }
        let index = InMemorySearchIndex(clock: Self.clock)
        let app = try App.load(from: Self.simmer)
        let host = try AppHost.open(app: app, storePath: folder.path("store.sqlite"), clock: Self.clock, parts: AppHost.Parts(searchIndex: index))

        guard case .indexed(let count) = try await host.ensureIndexed() else { Issue.record("not indexed"); return }
        #expect(count == (try app.searchableItems()).count)
        #expect(try await host.ensureIndexed() == .upToDate)
        let found = try await index.search(SearchQuery("miso", syntax: .freeText))
        #expect(found.hits.map(\.uniqueIdentifier) == ["recipe-2"])
        #expect(try await index.count(matching: SearchQuery("soup", syntax: .freeText, limit: 0)) >= 1)

        // "Miso" names recipe 2 through the plugged-in index; the completion's donation lands there after it commits.
        let cooked = try await host.perform(IntentRequest(intent: "CookRecipe", parameters: ["recipe": "Miso"]), clock: Self.clock, language: .en)
        guard case .success(_, .entity(let entity)?, _, _) = cooked.outcome else { Issue.record("\(cooked.outcome)"); return }
        #expect(entity.identifier == "recipe-2")
        let activity = try #require(cooked.activity)
        #expect(activity.activityType == "com.simmer.recipe.cooked")
        let donated = try await index.search(SearchQuery("cooked", syntax: .freeText, domainIdentifiers: [AppHost.donatedActivitiesDomain]))
        let item = try #require(donated.hits.first)
        #expect(item.contentURL?.absoluteString == "simmer://recipe/2")
        // The donation kept the client state: the app's items are still up to date.
        #expect(try await host.ensureIndexed() == .upToDate)

        // Selecting the donated item in Spotlight continues to the recipe, read from the app's index.
        let selection = UserActivity(
            activityType: UserActivity.spotlightItemType, title: item.title,
            userInfo: [UserActivity.spotlightItemIdentifierKey: .string(item.uniqueIdentifier)], isEligibleForHandoff: false)
        let continuation = try await AppHost.continuation(of: selection, app: app, now: Self.clock.now()) { () throws(IntegrationsError) -> any SearchIndexing in index }
        guard case .route(let match, let url) = continuation else { Issue.record("\(continuation)"); return }
        #expect(match.route == "recipe")
        #expect(url.absoluteString == "simmer://recipe/2")

        // Nothing reached the store's own index.
        #expect(try await host.store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM searchItem") } == 0)
    }
}
