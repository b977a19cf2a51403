import Foundation
import IntegrationsCore
import EmbeddedSample
import IntegrationsApp
import IntegrationsHost
import IntegrationsSearch
import IntegrationsRouting
import IntegrationsAppClips
import IntegrationsIntents
import IntegrationsTestSupport
import Testing

@Suite struct EmbeddedSampleTests {
    /// Appcadia's intents, from the app's design, keep the App Shortcut rules.
    @Test func theEmbeddedAppsIntentsAreValid() throws {
        let manifest = try App.embedded().manifest
        #expect(manifest.intents.map(\.identifier) == ["CompleteGoal", "CheckProgress"])
        #expect(manifest.intents[0].title == LocalizedText(ja: "目標を完了する", en: "Complete a Goal"))
        #expect(manifest.intents[0].phrases.ja == ["${applicationName}で目標完了", "${applicationName}で${goal}を完了"])
        #expect(manifest.intents[0].parameters.first?.prompt?.ja == "完了する目標を選択してください")
        #expect(manifest.intents[1].phrases.ja == ["${applicationName}で進捗確認"])
        #expect(manifest.intentProblems() == [])
    }

    @Test func theEmbeddedAppHasItsGoalsAndTrainers() throws {
        let app = try App.embedded()
        #expect(app.manifest.app.name == "Appcadia")
        #expect(app.manifest.app.bundleIdentifier == "com.appcadia.app")
        let goals = try app.records(of: app.manifest.searchDomains[0])
        let trainers = try app.records(of: app.manifest.searchDomains[1])
        #expect(goals.count >= 40)
        #expect(trainers.count >= 8)
        let categories = Set(goals.compactMap { $0.fields["category"]?.text })
        #expect(categories == ["健康", "学習", "仕事", "趣味"])
        for goal in goals {
            for field in ["title", "category", "targetDescription", "motivation", "difficulty", "createdAt", "updatedAt"] {
                #expect(goal.fields[field]?.text?.isEmpty == false, "goal \(goal.fields["id"]?.text ?? "?") lacks \(field)")
            }
        }
    }

    @Test func everyItemHasAnAppcadiaContentURL() throws {
        let items = try App.embedded().searchableItems()
        #expect(items.count >= 48)
        for item in items {
            let url = try #require(item.attributeSet.contentURL)
            #expect(url.scheme == "appcadia")
            #expect(["goal", "trainer"].contains(url.host))
        }
        let trainer = try #require(items.first { $0.domainIdentifier == "trainers" })
        #expect(trainer.attributeSet.title?.hasSuffix("トレーナー") == true)
        #expect(trainer.attributeSet.keywords.first == "トレーナー")
    }
}

@Suite struct AppHostTests {
    func temporaryFolder() throws -> URL {
        try TemporaryFolder(prefix: "integrations-host").url
    }

    @Test func indexesOnceThenOnlyWhenTheAppChanges() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let appFolder = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(at: try App.embeddedDirectory(), to: appFolder)
        let storePath = folder.appendingPathComponent("store.sqlite").path

        let host = try AppHost.open(app: try App.load(from: appFolder), storePath: storePath)
        let first = try await host.ensureIndexed()
        guard case .indexed(let count) = first else { Issue.record("expected indexing, got \(first)"); return }
        #expect(count == (try host.app.searchableItems().count))
        #expect(try await host.ensureIndexed() == .upToDate)

        // Edit the app's data: the next run re-indexes it.
        let goalsFile = appFolder.appendingPathComponent("goals.json")
        let edited = try String(contentsOf: goalsFile, encoding: .utf8).replacingOccurrences(of: "毎朝ランニング", with: "毎朝サイクリング")
        try edited.write(to: goalsFile, atomically: true, encoding: .utf8)
        let reopened = try AppHost.open(app: try App.load(from: appFolder), storePath: storePath)
        #expect(try await reopened.ensureIndexed() == .indexed(count))
        let hits = try await reopened.searchIndex.search(SearchQuery("サイクリング")).hits
        #expect(hits.map(\.uniqueIdentifier) == ["goal-1"])
    }

    @Test func searchingTheSampleForGoalFindsGoalsWithHighlights() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = try AppHost.open(app: try App.embedded(), storePath: folder.appendingPathComponent("s.sqlite").path)
        try await host.ensureIndexed()
        let results = try await host.searchIndex.search(SearchQuery("目標"))
        #expect(results.hits.count == 20)
        #expect(results.hits.allSatisfy { $0.domainIdentifier == "goals" })
        #expect(results.hits.allSatisfy { $0.snippet.marked().contains("[目標]") })
    }

    @Test func aMissingAppFolderIsAClearError() {
        #expect {
            try App.load(from: URL(fileURLWithPath: "/nonexistent/app"))
        } throws: { error in
            guard let error = error as? IntegrationsError else { return false }
            // The library says what is wrong and which input; the command line adds how it is given (--app).
            return error.kind == .invalidManifest && error.message.en == "There is no app folder /nonexistent/app." && error.remedy == .appFolder
        }
    }

    @Test(arguments: [
        ([:], "/home/u/.local/share/integrations/com.appcadia.app/store.sqlite"),
        (["XDG_DATA_HOME": "/data"], "/data/integrations/com.appcadia.app/store.sqlite"),
        (["INTEGRATIONS_STORE": "/tmp/x.sqlite", "XDG_DATA_HOME": "/data"], "/tmp/x.sqlite"),
    ] as [([String: String], String)])
    func defaultStoreLocation(environment: [String: String], expected: String) {
        var environment = environment
        environment["HOME"] = "/home/u"
        #expect(StoreLocation.defaultPath(bundleIdentifier: "com.appcadia.app", environment: environment) == expected)
    }
}

@Suite struct AppcadiaRoutesTests {
    /// Every contentURL that search produces resolves to a declared route.
    @Test func everySearchItemsContentURLResolves() throws {
        let app = try App.embedded()
        let router = Router(app.manifest.routes)
        #expect(router.diagnostics.isEmpty)
        for item in try app.searchableItems() {
            let url = try #require(item.attributeSet.contentURL)
            guard case .match(let match) = router.resolve(url) else {
                Issue.record("\(url) does not resolve")
                continue
            }
            #expect(match.route == (item.domainIdentifier == "goals" ? "goal" : "trainer"))
        }
    }
}

@Suite struct AppcadiaAppClipTests {
    /// The full app handles every App Clip experience URL, through a route that says it handles App Clips.
    @Test func theFullAppHandlesEveryAppClipURL() throws {
        let app = try App.embedded()
        #expect(app.manifest.appClipExperiences.count == 2)
        for experience in app.manifest.appClipExperiences {
            let url = try #require(URL(string: experience.url))
            #expect(AppClipExperiences(app.manifest.appClipExperiences).experience(for: url) == experience)
            guard case .match(let match) = Router(app.manifest.routes).resolve(url) else {
                Issue.record("the full app does not handle \(url)")
                continue
            }
            let route = try #require(app.manifest.routes.first { $0.name == match.route })
            #expect(route.handlesAppClip)
        }
    }
}
