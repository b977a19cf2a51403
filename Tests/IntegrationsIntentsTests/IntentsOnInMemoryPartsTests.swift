import Foundation
import IntegrationsCore
import IntegrationsIntents
import IntegrationsTestSupport
import Testing

/// The intents module on its own: an app declared in code, its entities, completion log and clock in
/// memory (`IntegrationsTestSupport`), a progress reporter and a router of the test's own — no store, no
/// host, no sample. Each plug point is exercised with a custom implementation, as a team's tests would.
@Suite struct IntentsOnInMemoryPartsTests {
    static let manifest: AppManifest = {
        let json = #"""
            {"app": {"name": "Simmer", "localizedName": {"en": "Simmer", "ja": "シマー"}, "bundleIdentifier": "com.example.simmer", "urlSchemes": ["simmer"]},
             "searchDomains": [{"identifier": "recipes", "entity": "recipe", "records": "recipes.json", "uniqueIdentifier": "recipe-${id}", "title": "${name}"}],
             "routes": [{"name": "recipe", "forms": [{"kind": "scheme", "template": "simmer://recipe/{id}"}], "parameters": {"id": "int"}}],
             "intents": [
               {"identifier": "CookRecipe", "title": {"en": "Cook a Recipe", "ja": "レシピを作る"},
                "parameters": [{"name": "recipe", "title": {"en": "Recipe", "ja": "レシピ"}, "type": {"entity": "recipe"},
                                "prompt": {"en": "Which recipe?", "ja": "どのレシピ？"}}],
                "phrases": {"en": ["I cooked ${recipe} with ${applicationName}"], "ja": ["${applicationName}で${recipe}を作った"]},
                "effect": {"recordCompletion": "recipe"},
                "dialogs": {"success": {"en": "Logged ${title}.", "ja": "${title}を記録しました。"},
                            "alreadyDone": {"en": "${title} is already logged.", "ja": "${title}は記録済みです。"}}},
               {"identifier": "OpenRecipe", "title": {"en": "Open a Recipe", "ja": "レシピを開く"},
                "parameters": [{"name": "id", "title": {"en": "Number", "ja": "番号"}, "type": "integer"}], "effect": {"openRoute": "recipe"}},
               {"identifier": "WhatsCooking", "title": {"en": "What's Cooking", "ja": "進み具合"},
                "phrases": {"en": ["What's cooking in ${applicationName}"], "ja": ["${applicationName}で進み具合"]}, "effect": {"reportProgress": {}}},
               {"identifier": "Plate", "title": {"en": "Plate", "ja": "盛り付け"}}
             ]}
            """#
        return (try? AppManifest.decode(Data(json.utf8), file: "integrations.json")) ?? AppManifest(app: AppIdentity(name: "", bundleIdentifier: "", urlSchemes: [], associatedDomains: []))
    }()

    static let recipes = InMemoryEntities(["recipe": [
        IntentEntity(identifier: "recipe-1", entity: "recipe", title: "Miso Soup", subtitle: "Japanese"),
        IntentEntity(identifier: "recipe-2", entity: "recipe", title: "Shakshuka", subtitle: "Middle Eastern"),
        IntentEntity(identifier: "recipe-3", entity: "recipe", title: "Ramen", subtitle: "Tonkotsu"),
        IntentEntity(identifier: "recipe-4", entity: "recipe", title: "Ramen", subtitle: "Shoyu"),
    ]])
    static let clock = UserClock.fixed(Date(timeIntervalSince1970: 1_795_222_800), timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .current)

    /// A progress reporter of the test's own: the plug point takes any wording.
    struct CountingReporter: IntegrationsCore.ProgressReporting {
        func checkProgressAnswer(_ counts: ProgressCounts, language: Language) -> String { "\(counts.completed)/\(counts.total) \(language.rawValue)" }
        func localizedDescription(_ progress: ProgressTree, language: Language) -> String { "" }
        func localizedAdditionalDescription(_ counts: ProgressCounts, language: Language) -> String { "" }
        func widgetLine(_ counts: ProgressCounts, language: Language) -> String { "" }
    }

    /// A router of the test's own for `simmer://recipe/{id}`.
    struct RecipeRouting: Routing {
        func resolve(_ url: URL) -> RouteResolution {
            .miss(RouteMiss(matchedPrefix: "", expected: [], nearestRoutes: []))
        }

        func url(for route: String, parameters: [String: RouteValue], form: RouteForm.Kind) throws(IntegrationsError) -> URL {
            guard route == "recipe", case .int(let id)? = parameters["id"], let url = URL(string: "simmer://recipe/\(id)") else {
                throw IntegrationsError(.invalidRoute, LocalizedText(ja: "ルートがありません", en: "no such route"))
            }
            return url
        }
    }

    /// A handler of the test's own for an intent with no built-in effect.
    struct PlateHandler: IntentHandling {
        let intent = "Plate"
        func perform(_ parameters: [String: IntentValue]) async -> IntentOutcome {
            .success(dialog: LocalizedText(ja: "盛り付けました。", en: "Plated."), value: nil, url: nil)
        }
    }

    static func resolver(_ log: InMemoryCompletionLog, handlers: [any IntentHandling] = []) -> IntentResolver {
        IntentResolver(
            manifest: manifest, entities: recipes, completions: log, reporter: CountingReporter(), routing: RecipeRouting(),
            clock: clock, handlers: handlers)
    }

    @Test func theManifestIsValid() {
        #expect(Self.manifest.intents.count == 4)
        #expect(Self.manifest.intentProblems() == [])
    }

    @Test func aRecipeIsCookedOnceADay() async throws {
        let log = InMemoryCompletionLog()
        let resolver = Self.resolver(log)
        let first = try await resolver.run(IntentRequest(intent: "CookRecipe", parameters: ["recipe": "shakshuka"]))
        guard case .success(let dialog, .entity(let entity)?, _, _) = first else { Issue.record("\(first)"); return }
        #expect(dialog == LocalizedText(ja: "Shakshukaを記録しました。", en: "Logged Shakshuka."))
        #expect(entity.identifier == "recipe-2")
        let again = try await resolver.run(IntentRequest(intent: "CookRecipe", parameters: ["recipe": "recipe-2"]))
        guard case .success(let repeated, _, _, _) = again else { Issue.record("\(again)"); return }
        #expect(repeated.en == "Shakshuka is already logged.")
        #expect(try await log.completions(on: Self.clock.today).map(\.entityID) == ["recipe-2"])
        #expect(try await log.streak(of: "recipe-2", today: Self.clock.today) == 1)
    }

    @Test func withoutARecipeItAsksAndOffersWhatIsNotCooked() async throws {
        let log = InMemoryCompletionLog()
        _ = try await log.complete("recipe-1", at: Self.clock.now(), timeZone: Self.clock.timeZone)
        let outcome = try await Self.resolver(log).run(IntentRequest(intent: "CookRecipe"))
        guard case .needsValue(let parameter, let prompt, let suggestions) = outcome else { Issue.record("\(outcome)"); return }
        #expect(parameter == "recipe")
        #expect(prompt.en == "Which recipe?")
        #expect(suggestions.map(\.identifier) == ["recipe-2", "recipe-3", "recipe-4"])
    }

    @Test func twoRecipesOfOneNameAreAskedAbout() async throws {
        let log = InMemoryCompletionLog()
        let outcome = try await Self.resolver(log).run(IntentRequest(intent: "CookRecipe", parameters: ["recipe": "RAMEN"]))
        guard case .disambiguation(_, _, let options) = outcome else { Issue.record("\(outcome)"); return }
        #expect(options.map(\.identifier) == ["recipe-3", "recipe-4"])
        #expect(options.map(\.subtitle) == ["Tonkotsu", "Shoyu"])
        #expect(try await log.completions(on: Self.clock.today) == [])
    }

    @Test func progressRoutesAndHandlersArePluggedIn() async throws {
        let log = InMemoryCompletionLog()
        _ = try await log.complete("recipe-3", at: Self.clock.now(), timeZone: Self.clock.timeZone)
        let resolver = Self.resolver(log, handlers: [PlateHandler()])
        let progress = try await resolver.run(IntentRequest(intent: "WhatsCooking"))
        guard case .success(let answer, _, _, _) = progress else { Issue.record("\(progress)"); return }
        #expect(answer == LocalizedText(ja: "1/4 ja", en: "1/4 en"))
        let opened = try await resolver.run(IntentRequest(intent: "OpenRecipe", parameters: ["id": "3"]))
        guard case .success(_, _, let url, _) = opened else { Issue.record("\(opened)"); return }
        #expect(url?.absoluteString == "simmer://recipe/3")
        let plated = try await resolver.run(IntentRequest(intent: "Plate"))
        guard case .success(let dialog, _, _, _) = plated else { Issue.record("\(plated)"); return }
        #expect(dialog.en == "Plated.")
        // Without the handler the intent has nothing to do.
        let unhandled = try await Self.resolver(log).run(IntentRequest(intent: "Plate"))
        guard case .unsupported = unhandled else { Issue.record("\(unhandled)"); return }
    }

    @Test(arguments: [
        // The slot's text comes back normalized (PhraseFolding); the resolver then finds the entity by it.
        ("I cooked Miso Soup with Simmer", "CookRecipe", "miso soup"),
        ("シマーでRamenを作った", "CookRecipe", "ramen"),
        ("what's cooking in simmer", "WhatsCooking", nil),
    ])
    func phrasesNamingTheAppMatch(text: String, intent: String, value: String?) {
        let matcher = PhraseMatcher(manifest: Self.manifest, entityTitles: ["recipe": ["Miso Soup", "Ramen"]])
        let match = matcher.match(text)
        #expect(match?.intent == intent)
        #expect(match?.value == value)
    }

    @Test func aPhraseWithoutTheAppNeverMatches() {
        #expect(PhraseMatcher(manifest: Self.manifest).match("I cooked Miso Soup") == nil)
    }
}
