import Foundation
import Testing

/// `integrations intent …` and `integrations progress`, run as a person or a script would, on a stopped
/// clock in Tokyo (2026-11-21 10:00).
@Suite struct IntentCommandTests {
    static func runner() throws -> CommandRunner {
        var runner = try CommandRunner()
        runner.overrides = ["INTEGRATIONS_NOW": "2026-11-21T10:00:00+09:00", "TZ": "Asia/Tokyo"]
        return runner
    }

    struct ProgressJSON: Decodable {
        var date: String
        var completed: Int
        var total: Int
        var percent: Int
        var completedEntities: [Goal]
        struct Goal: Decodable { var identifier: String }
    }

    static func progress(_ runner: CommandRunner) throws -> ProgressJSON {
        let result = try runner.run(["progress", "--json"])
        return try JSONDecoder().decode(ProgressJSON.self, from: Data(result.output.utf8))
    }

    /// The acceptance walk-through: complete, see progress, complete again.
    @Test func completeAGoalThenCheckProgress() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let done = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=読書30分"])
        #expect(done.status == 0)
        #expect(done.output == "読書30分を完了しました！\n")
        let progress = try runner.run(["progress"])
        #expect(progress.status == 0)
        #expect(progress.output == "まだ頑張りましょう！残り42個の目標があります。\n今日 1/43 ░░░░░░░░░░\n")
        let again = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=読書30分"])
        #expect(again.status == 0)
        #expect(again.output == "読書30分は今日すでに完了しています。\n")
        let another = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--json"])
        #expect(another.status == 0)
        let recorded = try another.object()
        #expect(recorded["outcome"] as? String == "success" && recorded["completion"] as? String == "recorded", "\(recorded)")
        #expect((recorded["value"] as? [String: Any])?["value"] as? String == "goal-1", "\(recorded)")
        let json = try Self.progress(runner)
        #expect(json.date == "2026-11-21" && json.completed == 2 && json.total == 43 && json.percent == 4)
        #expect(json.completedEntities.map(\.identifier) == ["goal-1", "goal-12"])
    }

    @Test func withoutAGoalAPipedRunExitsFourWithTheIncompleteGoals() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        _ = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-12"])
        let result = try runner.run(["intent", "run", "CompleteGoal"])
        #expect(result.status == 4)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "完了する目標を選択してください")
        #expect(lines.count == 43)
        #expect(lines[1] == "   1. 毎朝ランニング  [goal-1]")
        #expect(!result.output.contains("[goal-12]"))
        #expect(result.error.contains("--param goal="), "the hint names the parameter (its wording: IntentTextTests.theHints): \(result.error)")
        let json = try runner.run(["intent", "run", "CompleteGoal", "--json"])
        #expect(json.status == 4)
        let document = try JSONDecoder().decode(OutcomeJSON.self, from: Data(json.output.utf8))
        #expect(document.outcome == "needsValue" && document.parameter == "goal")
        #expect(document.options?.count == 42 && document.options?.first?.identifier == "goal-1")
        #expect(document.options?.contains { $0.identifier == "goal-12" } == false)
    }

    struct OutcomeJSON: Decodable {
        var intent: String?
        var outcome: String
        var dialog: String?
        var parameter: String?
        var prompt: String?
        var options: [Option]?
        var value: Value?
        var phrase: String?
        struct Option: Decodable { var identifier: String; var title: String; var subtitle: String? }
        struct Value: Decodable { var type: String; var value: String; var title: String? }
    }

    @Test func aSharedTitleAsksWhichOneAndAScriptAnswersWithTheIdentifier() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let human = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=ストレッチ10分"])
        #expect(human.status == 4)
        #expect(human.output == """
            「ストレッチ10分」に当てはまる目標が2個あります。どれですか？
              1. ストレッチ10分  [goal-5]
                 健康の目標: 寝る前に肩と腰を中心に10分ほぐす
              2. ストレッチ10分  [goal-43]
                 仕事の目標: 昼休みにデスクで肩と首をほぐす

            """)
        let result = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=ストレッチ10分", "--json", "--locale", "en"])
        #expect(result.status == 4)
        let document = try JSONDecoder().decode(OutcomeJSON.self, from: Data(result.output.utf8))
        #expect(document.outcome == "disambiguation" && document.parameter == "goal")
        #expect(document.prompt?.contains("ストレッチ10分") == true, "the prompt names the title (its wording: IntentTextTests.thePrompts)")
        #expect(document.options?.map(\.identifier) == ["goal-5", "goal-43"])
        let chosen = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=\(document.options?.last?.identifier ?? "")", "--json"])
        #expect(chosen.status == 0)
        let success = try JSONDecoder().decode(OutcomeJSON.self, from: Data(chosen.output.utf8))
        #expect(success.outcome == "success" && success.dialog == "ストレッチ10分を完了しました！")
        #expect(success.value?.type == "entity" && success.value?.value == "goal-43")
        #expect(try Self.progress(runner).completedEntities.map(\.identifier) == ["goal-43"])
    }

    @Test func sayingAPhraseRunsItsIntent() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let progress = try runner.run(["intent", "say", "アプカディアで進捗確認"])
        #expect(progress.status == 0)
        #expect(progress.output == "まだ頑張りましょう！残り43個の目標があります。\n")
        let complete = try runner.run(["intent", "say", "ｱﾌﾟｶﾃﾞｨｱで、ギターを練習するを完了！"])
        #expect(complete.output == "ギターを練習するを完了しました！\n")
        // An English phrase runs the same intent; the phrase said is echoed back.
        let said = "Check my progress in Appcadia"
        let json = try runner.run(["intent", "say", said, "--json", "--locale", "en"])
        let document = try JSONDecoder().decode(OutcomeJSON.self, from: Data(json.output.utf8))
        #expect(document.phrase == said && document.intent == "CheckProgress" && document.outcome == "success")
        #expect(document.dialog?.contains("42") == true, "the goals left (the dialog's wording: IntentTextTests.theDialogs)")
    }

    /// Bad requests: the message, the documented exit code, and nothing written.
    @Test(arguments: [
        (["intent", "run", "Nope"], 1,
         "インテント「Nope」はありません。あるのは CompleteGoal, CheckProgress です。integrations intent list で一覧を表示します。\n"),
        (["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--param", "when=today", "--locale", "en"], 1,
         "The intent \"CompleteGoal\" has no parameter \"when\". Its parameters are goal.\n"),
        (["intent", "say", "進捗確認"], 3,
         "「進捗確認」に一致するフレーズはありません。アプリ名を入れて、integrations intent list のフレーズのように言ってください。\n"),
        (["intent", "say", "complete goal-1", "--locale", "en"], 3,
         "No phrase matches \"complete goal-1\". Name the app and say it like a phrase in integrations intent list.\n"),
        (["intent", "say", String(repeating: "進捗", count: 1000)], 3,
         "「\(String(repeating: "進捗", count: 40))…」に一致するフレーズはありません。アプリ名を入れて、integrations intent list のフレーズのように言ってください。\n"),
    ] as [([String], Int32, String)])
    func badRequestsChangeNothing(arguments: [String], status: Int32, message: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let result = try runner.run(arguments)
        #expect(result.status == status)
        #expect(result.error == message)
        #expect(try Self.progress(runner).completed == 0)
    }

    @Test(arguments: [
        ["intent", "run", "CompleteGoal", "--param", "goal"],
        ["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--param", "goal=goal-2"],
        ["progress", "--date", "2026-02-30"],
    ])
    func usageErrorsExit64(arguments: [String]) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        #expect(try runner.run(arguments).status == 64)
    }

    @Test func aBrokenClockVariableIsAClearError() throws {
        var runner = try Self.runner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_NOW"] = "tomorrow"
        let result = try runner.run(["progress", "--json"])
        try result.expectFailure("invalidIntentRequest", naming: ["INTEGRATIONS_NOW", "tomorrow"])
        try runner.expectWording(
            ["progress"],
            ja: "環境変数 INTEGRATIONS_NOW の「tomorrow」は ISO 8601 の日時ではありません。2026-11-21T09:00:00+09:00 のように書くか、変数を外してください。\n",
            en: "INTEGRATIONS_NOW is \"tomorrow\", which is not an ISO 8601 date and time. Write it like 2026-11-21T09:00:00+09:00, or unset it.\n")
    }

    /// The day is the user's: a completion at 23:59 in Tokyo counts for that day, not the next.
    @Test func progressForAnotherDay() throws {
        var runner = try Self.runner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-20T23:59:00+09:00"
        _ = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-7"])
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-21T00:01:00+09:00"
        #expect(try Self.progress(runner).completed == 0)
        let yesterday = try runner.run(["progress", "--date", "2026-11-20", "--json"])
        #expect(yesterday.output.contains("\"completed\" : 1"))
    }

    /// Twenty processes at once, each completing its own goal: exactly twenty completions. Then the same
    /// twenty again: still twenty, each told it was already done.
    @Test func twentyConcurrentRunsLoseAndDuplicateNothing() throws {
        var runner = try Self.runner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_BUSY_TIMEOUT"] = "60"
        for round in 0..<2 {
            let outputs = try (1...20).map { goal -> (Process, URL) in
                let file = runner.folder.appendingPathComponent("run-\(round)-\(goal).out")
                _ = FileManager.default.createFile(atPath: file.path, contents: nil)
                let process = try runner.start(
                    ["intent", "run", "CompleteGoal", "--param", "goal=goal-\(goal)"], output: try FileHandle(forWritingTo: file))
                return (process, file)
            }
            for (process, file) in outputs {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
                let said = try String(contentsOf: file, encoding: .utf8)
                #expect(said.hasSuffix(round == 0 ? "を完了しました！\n" : "は今日すでに完了しています。\n"), "\(said)")
            }
            let progress = try Self.progress(runner)
            #expect(progress.completed == 20)
            #expect(Set(progress.completedEntities.map(\.identifier)) == Set((1...20).map { "goal-\($0)" }))
        }
    }

    /// A copy of Appcadia whose manifest `edit` changed, in the runner's folder.
    static func editedApp(_ runner: CommandRunner, _ edit: (inout [String: Any]) -> Void) throws -> String {
        let folder = runner.folder.appendingPathComponent("app-\(UUID().uuidString)")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Appcadia")
        try FileManager.default.copyItem(at: source, to: folder)
        let file = folder.appendingPathComponent("integrations.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        edit(&manifest)
        try JSONSerialization.data(withJSONObject: manifest).write(to: file)
        return folder.path
    }

    static func editCompleteGoal(_ edit: @escaping (inout [String: Any]) -> Void) -> (inout [String: Any]) -> Void {
        { manifest in
            guard var intents = manifest["intents"] as? [[String: Any]] else { return }
            edit(&intents[0])
            manifest["intents"] = intents
        }
    }

    @Test func intentsThatBreakTheAppShortcutRulesDoNotRun() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let app = try Self.editedApp(runner, Self.editCompleteGoal { $0["phrases"] = ["ja": ["目標を完了"]] })
        let run = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--app", app, "--json"])
        try run.expectFailure("invalidManifest", naming: ["\(app)/integrations.json", "CompleteGoal", "目標を完了", "${applicationName}"])
        // The list still lists, and says the same problem (the sentences: IntentTextTests.anIntentThatBreaksTheRules).
        let list = try runner.run(["intent", "list", "--app", app, "--json"])
        #expect(list.status == 1)
        #expect(list.error == run.error)
        let listed = try runner.run(["intent", "list", "--app", app])
        #expect(listed.status == 1)
        #expect(listed.output.hasPrefix("CompleteGoal — "), "\(listed.output)")
        #expect(try runner.run(["progress", "--app", app, "--json"]).output.contains("\"completed\" : 0"))
    }

    @Test func aConfirmationIsAskedForAndGivenWithYes() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        // The manifest's own question, in each language, with the goal's title in it.
        let question = ["ja": "${goal}を完了にしますか？", "en": "Mark ${goal} as done?"]
        let app = try Self.editedApp(runner, Self.editCompleteGoal { $0["confirmation"] = question })
        for locale in ["ja", "en"] {
            let asked = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-2", "--app", app, "--json", "--locale", locale])
            #expect(asked.status == 4)
            let document = try JSONDecoder().decode(OutcomeJSON.self, from: Data(asked.output.utf8))
            #expect(document.outcome == "confirmationRequired")
            #expect(document.prompt == question[locale]?.replacingOccurrences(of: "${goal}", with: "一日8000歩あるく"))
        }
        let asked = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-2", "--app", app])
        #expect(asked.status == 4)
        #expect(asked.output == "一日8000歩あるくを完了にしますか？\n")
        #expect(asked.error.contains("--yes"), "the hint names --yes (its wording: IntentTextTests.theHints): \(asked.error)")
        #expect(try runner.run(["progress", "--app", app, "--json"]).output.contains("\"completed\" : 0"))
        let confirmed = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-2", "--app", app, "--yes"])
        #expect(confirmed.status == 0)
        #expect(confirmed.output == "一日8000歩あるくを完了しました！\n")
    }


    /// On a terminal, the command asks and runs again with the answer (through `script`, which gives it one).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func onATerminalItAsks() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let line = "printf '2\\n' | script -qec 'integrations intent run CompleteGoal --param goal=ストレッチ10分' /dev/null"
        let result = try runner.shell(line)
        #expect(result.status == 0)
        #expect(result.output.contains("番号か名前を入力してください: "))
        #expect(result.output.contains("ストレッチ10分を完了しました！"))
        #expect(try Self.progress(runner).completedEntities.map(\.identifier) == ["goal-43"])
    }
}

/// What `intent` and `progress` say, in both languages: dialogs, prompts, hints, the list, a manifest's
/// problems (the behaviour: IntentCommandTests, on `--json`).
@Suite struct IntentTextTests {
    @Test(arguments: [
        ("ja", "読書30分を完了しました！\n", "読書30分は今日すでに完了しています。\n", "まだ頑張りましょう！残り42個の目標があります。\n今日 1/43 ░░░░░░░░░░\n"),
        ("en", "Completed 読書30分!\n", "読書30分 is already done for today.\n", "Keep going! 42 goals left.\nToday 1/43 ░░░░░░░░░░\n"),
    ])
    func theDialogs(locale: String, done: String, again: String, progress: String) throws {
        let runner = try IntentCommandTests.runner()
        defer { runner.remove() }
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-12", "--locale", locale]).output == done)
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-12", "--locale", locale]).output == again)
        #expect(try runner.run(["progress", "--locale", locale]).output == progress)
    }

    @Test(arguments: [
        ("ja", "「ストレッチ10分」に当てはまる目標が2個あります。どれですか？", "完了する目標を選択してください"),
        ("en", "2 matches for \"ストレッチ10分\". Which goal?", "Which goal did you complete?"),
    ])
    func thePrompts(locale: String, disambiguation: String, needsValue: String) throws {
        let runner = try IntentCommandTests.runner()
        defer { runner.remove() }
        let shared = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=ストレッチ10分", "--json", "--locale", locale])
        #expect(try shared.object()["prompt"] as? String == disambiguation)
        let asked = try runner.run(["intent", "run", "CompleteGoal", "--locale", locale])
        #expect(asked.output.hasPrefix(needsValue + "\n   1. 毎朝ランニング  [goal-1]\n"), "\(asked.output)")
    }

    @Test func theHints() throws {
        let runner = try IntentCommandTests.runner()
        defer { runner.remove() }
        try runner.expectWording(["intent", "run", "CompleteGoal"],
                                 ja: "--param goal=<識別子か名前> を付けて実行し直してください。\n",
                                 en: "Run it again with --param goal=<identifier or name>.\n", status: 4)
        let app = try IntentCommandTests.editedApp(runner, IntentCommandTests.editCompleteGoal { $0["confirmation"] = ["ja": "${goal}?", "en": "${goal}?"] })
        try runner.expectWording(["intent", "run", "CompleteGoal", "--param", "goal=goal-2", "--app", app],
                                 ja: "実行するには --yes を付けてください。\n", en: "Add --yes to run it.\n", status: 4)
    }

    @Test func anIntentThatBreaksTheRules() throws {
        let runner = try IntentCommandTests.runner()
        defer { runner.remove() }
        let app = try IntentCommandTests.editedApp(runner, IntentCommandTests.editCompleteGoal { $0["phrases"] = ["ja": ["目標を完了"]] })
        try runner.expectWording(
            ["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--app", app],
            ja: "{app}/integrations.json のインテントに問題が1個あります: 1) インテント「CompleteGoal」のフレーズ「目標を完了」（ja）に ${applicationName} がありません。フレーズに ${applicationName} を入れてください（Siri はそこでアプリの名前か別名を聞き取ります）。 manifest を直してから実行してください。\n",
            en: "The intents in {app}/integrations.json have 1 problem: 1) The phrase \"目標を完了\" (ja) of intent \"CompleteGoal\" does not contain ${applicationName}. Put ${applicationName} in the phrase (Siri hears the app's name or an alias there). Fix the manifest, then run again.\n",
            fill: ["app": app])
    }

    /// The list names every intent in the manifest's order, with its parameters (the lines' wording, in
    /// both languages: IntentReportersTests.listsTheSamplesFirstIntent).
    @Test func listShowsIntentsParametersAndPhrases() throws {
        let runner = try IntentCommandTests.runner()
        defer { runner.remove() }
        let listed = try runner.run(["intent", "list", "--json"])
        #expect(listed.status == 0)
        let intents = try #require(try listed.object()["intents"] as? [[String: Any]], "\(listed.output)")
        #expect(intents.first?["identifier"] as? String == "CompleteGoal" && intents.contains { $0["identifier"] as? String == "CheckProgress" }, "\(intents)")
        let parameter = try #require((intents.first?["parameters"] as? [[String: Any]])?.first)
        #expect(parameter["name"] as? String == "goal" && parameter["required"] as? Bool == true, "\(parameter)")
        // The text shows each intent's heading and its parameter as the option that gives it.
        let result = try runner.run(["intent", "list"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        let names = intents.compactMap { $0["identifier"] as? String }
        #expect(names.allSatisfy { name in lines.contains { $0.hasPrefix(name + " — ") } }, "\(result.output)")
        #expect(lines[2].hasPrefix("  --param") && lines[2].contains(" goal=…  "), "\(result.output)")
    }
}
