import Foundation
import IntegrationsTestSupport
import Testing

/// Every point on both fixture apps — Appcadia (Japanese-first goals) and Simmer (English-first recipes)
/// — in both languages: the same tour of commands, each app with its own names, against golden files in
/// `Tours/`. The apps are users of the library like any other: `--app` on their folders, nothing built in.
/// Regenerate after a deliberate change:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter FixtureTourTests
@Suite struct FixtureTourTests {
    /// One command; `pipe` feeds it the previous command's output on standard input.
    struct Step: Sendable {
        var arguments: [String]
        var pipe = false
    }

    /// What each app names in the tour.
    struct Tour: Sendable {
        var app: String
        var search: String
        var urls: [String]
        var clipURL: String
        var completion: [String]
        var phrase: String
        var reminder: [String]
        var action: String
        var activity: [String]
        var widgets: [String]
        var handOver: [String]

        var steps: [Step] {
            [Step(arguments: ["check"]), Step(arguments: ["search", search, "--limit", "2"])]
                + urls.map { Step(arguments: ["route", $0]) }
                + [Step(arguments: ["clip", clipURL]), Step(arguments: ["aasa", "check", urls.last ?? ""]),
                   Step(arguments: ["intent", "list"]), Step(arguments: ["intent", "run"] + completion), Step(arguments: ["intent", "say", phrase]),
                   Step(arguments: ["progress"]),
                   Step(arguments: ["notification", "schedule"] + reminder), Step(arguments: ["notification", "deliver", "--until", "2026-11-21T20:00:00+09:00"]),
                   Step(arguments: ["notification", "respond", "1", action]), Step(arguments: ["notification", "pending"]),
                   Step(arguments: ["activity", "build"] + activity), Step(arguments: ["activity", "continue", "-"], pipe: true),
                   Step(arguments: ["widget", "list"])]
                + widgets.map { Step(arguments: ["widget", "timeline", $0]) }
                + [Step(arguments: ["clip-transfer", "export"] + handOver.flatMap { ["--entity", $0] }),
                   Step(arguments: ["clip-transfer", "import", "-"], pipe: true)]
        }
    }

    static let tours = [
        Tour(
            app: "Appcadia", search: "読書", urls: ["appcadia://goal/12", "https://appcadia.com/goals/12/edit"], clipURL: "https://appcadia.com/clip/start",
            completion: ["CompleteGoal", "--param", "goal=goal-3"], phrase: "アプカディアで進捗確認",
            reminder: ["goalReminder", "--entity", "goal-12", "--at", "08:00"], action: "COMPLETE_ACTION",
            activity: ["com.appcadia.goal.editing", "--entity", "goal-12"],
            widgets: ["TodayGoalsWidget", "ProgressSummaryWidget", "ActivityMiniWidget", "NextStepWidget"], handOver: ["goal-12", "trainer-1"]),
        Tour(
            app: "Simmer", search: "miso", urls: ["simmer://cook/3?step=2", "https://simmer.example/chefs/lucia"], clipURL: "https://simmer.example/clip/try?recipe=2",
            completion: ["CookRecipe", "--param", "recipe=recipe-2"], phrase: "What's cooking in Simmer",
            reminder: ["cookReminder", "--entity", "recipe-5", "--at", "18:30"], action: "COOKED",
            activity: ["com.simmer.recipe.viewing", "--entity", "recipe-5"],
            widgets: ["TonightWidget", "StreakWidget", "CookedCountWidget", "UpNextWidget"], handOver: ["recipe-1", "recipe-8", "chef-lucia"]),
    ]

    static let arguments = tours.flatMap { tour in ["ja", "en"].map { (tour.app, $0) } }
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Tours")

    @Test(arguments: arguments)
    func everyPointOnTheApp(app: String, locale: String) throws {
        let tour = try #require(Self.tours.first { $0.app == app })
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-21T07:00:00+09:00"
        runner.overrides["TZ"] = "Asia/Tokyo"
        runner.overrides["INTEGRATIONS_LOCALE"] = locale
        let folder = Self.fixtures.appendingPathComponent(app).path
        var transcript = ""
        var previous = ""
        for step in tour.steps {
            let result = try runner.run(step.arguments + ["--app", folder], input: step.pipe ? Data(previous.utf8) : nil)
            previous = result.output
            let error = result.error.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "! \($0)\n" }.joined()
            transcript += "$ integrations \(step.arguments.joined(separator: " "))\n\(result.output)\(error)exit \(result.status)\n\n"
        }
        transcript = transcript.replacingOccurrences(of: folder, with: "Fixtures/\(app)")
        // Every step succeeds: the check is clean and every point answers.
        #expect(!transcript.contains("exit 1\n") && !transcript.contains("exit 64\n"), "\(transcript)")

        let golden = Self.goldens.appendingPathComponent("\(app).\(locale).txt")
        if ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1", (try? String(contentsOf: golden, encoding: .utf8)) != transcript {
            try transcript.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("rewrote Tours/\(app).\(locale).txt (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
            return
        }
        #expect(transcript == (try String(contentsOf: golden, encoding: .utf8)),
                "Tours/\(app).\(locale).txt differs; if the change is meant: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter FixtureTourTests")
    }
}
