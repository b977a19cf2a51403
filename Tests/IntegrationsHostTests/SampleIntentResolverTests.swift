import Foundation
import IntegrationsCore
import EmbeddedSample
import IntegrationsApp
import IntegrationsHost
import IntegrationsIntents
import IntegrationsTestSupport
import Testing
import IntegrationsState

/// Appcadia (with any extra intents) in a temporary folder, on a real store, with a stopped clock.
struct TestHost {
    let folder: TemporaryFolder
    let host: AppHost
    var clock: UserClock

    static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current
    /// 2026-11-21 10:00 in Tokyo.
    static let morning = Date(timeIntervalSince1970: 1_795_222_800)

    init(extraIntents: [IntentDefinition] = [], at date: Date = morning) throws {
        folder = try TemporaryFolder(prefix: "integrations-intents")
        let appFolder = folder.url.appendingPathComponent("app")
        try FileManager.default.copyItem(at: try App.embeddedDirectory(), to: appFolder)
        if !extraIntents.isEmpty {
            var manifest = try App.load(from: appFolder).manifest
            manifest.intents += extraIntents
            try JSONEncoder().encode(manifest).write(to: appFolder.appendingPathComponent(App.manifestFileName))
        }
        host = try AppHost.open(app: try App.load(from: appFolder), storePath: folder.path("store.sqlite"))
        clock = .fixed(date, timeZone: Self.tokyo)
    }

    func run(_ intent: String, _ parameters: [String: String] = [:], confirmed: Bool = false, handlers: [any IntentHandling] = []) async throws
        -> IntentOutcome
    {
        try await host.intentResolver(clock: clock, handlers: handlers)
            .run(IntentRequest(intent: intent, parameters: parameters, isConfirmed: confirmed))
    }

    func completedToday() async throws -> [String] {
        try await host.completions.completions(on: clock.today).map(\.entityID)
    }
}

extension IntentOutcome {
    var dialog: LocalizedText? {
        if case .success(let dialog, _, _, _) = self { dialog } else { nil }
    }

    var entity: IntentEntity? {
        if case .success(_, .entity(let entity)?, _, _) = self { entity } else { nil }
    }

    /// The parameter, prompt and option identifiers of a needs-value or disambiguation.
    var question: (kind: String, parameter: String, prompt: LocalizedText, options: [String])? {
        switch self {
        case .needsValue(let parameter, let prompt, let options): ("needsValue", parameter, prompt, options.map(\.identifier))
        case .disambiguation(let parameter, let prompt, let options): ("disambiguation", parameter, prompt, options.map(\.identifier))
        default: nil
        }
    }
}

@Suite struct CompleteGoalTests {
    @Test func completingAGoalSaysSoAndRecordsItOnce() async throws {
        let test = try TestHost()
        defer { test.folder.remove() }
        let first = try await test.run("CompleteGoal", ["goal": "読書30分"])
        #expect(first.dialog == LocalizedText(ja: "読書30分を完了しました！", en: "Completed 読書30分!"))
        #expect(first.entity?.identifier == "goal-12")
        let again = try await test.run("CompleteGoal", ["goal": "読書30分"])
        #expect(again.dialog == LocalizedText(ja: "読書30分は今日すでに完了しています。", en: "読書30分 is already done for today."))
        #expect(try await test.completedToday() == ["goal-12"])
    }

    /// How a goal is named: its identifier, its title however typed, or words the search index finds.
    @Test(arguments: [
        ("goal-12", "goal-12"),
        ("読書30分", "goal-12"),
        ("読書", "goal-12"),  // one search hit
        ("ａｂｃ英会話レッスン", "goal-42"),  // folded title
        ("ｶﾞﾑを噛まない日", "goal-41"),
        ("ギター", "goal-31"),
    ])
    func goalsResolveByIdentifierTitleOrSearch(text: String, identifier: String) async throws {
        let test = try TestHost()
        defer { test.folder.remove() }
        #expect(try await test.run("CompleteGoal", ["goal": text]).entity?.identifier == identifier)
        #expect(try await test.completedToday() == [identifier])
    }

    @Test func withoutAGoalItOffersTodaysIncompleteGoals() async throws {
        let test = try TestHost()
        defer { test.folder.remove() }
        _ = try await test.run("CompleteGoal", ["goal": "goal-12"])
        let outcome = try await test.run("CompleteGoal")
        let question = try #require(outcome.question)
        #expect(question.kind == "needsValue" && question.parameter == "goal")
        #expect(question.prompt == LocalizedText(ja: "完了する目標を選択してください", en: "Which goal did you complete?"))
        #expect(question.options.count == 42)
        #expect(!question.options.contains("goal-12"))
        #expect(question.options.first == "goal-1")
        #expect(try await test.completedToday() == ["goal-12"])
    }

    @Test func aTitleSharedByTwoGoalsAsksWhichOne() async throws {
        let test = try TestHost()
        defer { test.folder.remove() }
        let outcome = try await test.run("CompleteGoal", ["goal": "ストレッチ10分"])
        let question = try #require(outcome.question)
        #expect(question.kind == "disambiguation")
        #expect(question.options == ["goal-5", "goal-43"])
        #expect(question.prompt == LocalizedText(
            ja: "「ストレッチ10分」に当てはまる目標が2個あります。どれですか？", en: "2 matches for \"ストレッチ10分\". Which goal?"))
        guard case .disambiguation(_, _, let options) = outcome else { return }
        #expect(options.map(\.subtitle) == ["健康の目標: 寝る前に肩と腰を中心に10分ほぐす", "仕事の目標: 昼休みにデスクで肩と首をほぐす"])
        #expect(try await test.completedToday() == [])
    }

    @Test func wordsInSeveralTitlesAskWhichOne() async throws {
        let test = try TestHost()
        defer { test.folder.remove() }
        let question = try #require(try await test.run("CompleteGoal", ["goal": "ランニング"]).question)
        #expect(question.kind == "disambiguation")
        #expect(Set(question.options) == ["goal-1", "goal-39"])
    }

    @Test func aGoalNothingFindsNeedsAValue() async throws {
        let test = try TestHost()
        defer { test.folder.remove() }
        let question = try #require(try await test.run("CompleteGoal", ["goal": "宇宙旅行"]).question)
        #expect(question.kind == "needsValue")
        #expect(question.prompt == LocalizedText(
            ja: "「宇宙旅行」に当てはまる目標はありません。完了する目標を選択してください",
            en: "No goal matches \"宇宙旅行\". Which goal did you complete?"))
        #expect(question.options.count == 43)
    }

    /// The day is the user's: 23:59 and 00:01 in Tokyo are two days, each with its own completion.
    @Test func midnightInTheUsersTimeZoneStartsANewDay() async throws {
        var test = try TestHost()
        defer { test.folder.remove() }
        let beforeMidnight = Date(timeIntervalSince1970: 1_795_273_140)  // 2026-11-21 23:59 JST
        test.clock = .fixed(beforeMidnight, timeZone: TestHost.tokyo)
        #expect(try await test.run("CompleteGoal", ["goal": "goal-3"]).dialog?.ja == "水を2リットル飲むを完了しました！")
        test.clock = .fixed(beforeMidnight.addingTimeInterval(120), timeZone: TestHost.tokyo)
        #expect(test.clock.today.description == "2026-11-22")
        #expect(try await test.run("CompleteGoal", ["goal": "goal-3"]).dialog?.ja == "水を2リットル飲むを完了しました！")
        #expect(try await test.host.completions.streak(of: "goal-3", today: test.clock.today) == 2)
    }
}

@Suite struct CheckProgressTests {
    @Test func theAnswerCountsTodaysCompletedGoals() async throws {
        let test = try TestHost()
        defer { test.folder.remove() }
        #expect(try await test.run("CheckProgress").dialog == LocalizedText(
            ja: "まだ頑張りましょう！残り43個の目標があります。", en: "Keep going! 43 goals left."))
        for goal in 1...33 { _ = try await test.run("CompleteGoal", ["goal": "goal-\(goal)"]) }
        #expect(try await test.run("CheckProgress").dialog == LocalizedText(
            ja: "順調です！43個中33個完了。達成率76%です。", en: "You're on track! 33 of 43 done, 76% complete."))
        for goal in 34...43 { _ = try await test.run("CompleteGoal", ["goal": "goal-\(goal)"]) }
        #expect(try await test.run("CheckProgress").dialog == LocalizedText(
            ja: "素晴らしい！今日の目標を全て達成しました。43個すべて完了です。", en: "Wonderful! You've achieved all of today's goals: all 43 done."))
    }

    /// Yesterday's completions do not count today.
    @Test func yesterdayDoesNotCount() async throws {
        var test = try TestHost()
        defer { test.folder.remove() }
        test.clock = .fixed(TestHost.morning.addingTimeInterval(-86_400), timeZone: TestHost.tokyo)
        _ = try await test.run("CompleteGoal", ["goal": "goal-1"])
        test.clock = .fixed(TestHost.morning, timeZone: TestHost.tokyo)
        #expect(try await test.run("CheckProgress").dialog?.en == "Keep going! 43 goals left.")
        #expect(try await test.host.progressReport(on: test.clock.today.adding(days: -1)).counts == ProgressCounts(completed: 1, total: 43))
    }
}

@Suite struct IntentRequestErrorTests {
    static let count = IntentParameter(name: "count", title: LocalizedText(ja: "回数", en: "Count"), type: .integer)
    static let logRun = IntentDefinition(
        identifier: "LogRun", title: LocalizedText(ja: "ランを記録", en: "Log a Run"), description: LocalizedText(ja: "", en: ""),
        parameters: [IntentParameter(name: "goal", title: LocalizedText(ja: "目標", en: "Goal"), type: .entity("goal")), count],
        effect: .recordCompletion(parameter: "goal"))

    /// A request that cannot be right: a clear error, and nothing written.
    @Test(arguments: [
        ("Nope", ["goal": "goal-1"],
         "There is no intent \"Nope\". The intents are CompleteGoal, CheckProgress, LogRun.",
         "インテント「Nope」はありません。あるのは CompleteGoal, CheckProgress, LogRun です。"),
        ("CompleteGoal", ["goal": "goal-1", "when": "today"],
         "The intent \"CompleteGoal\" has no parameter \"when\". Its parameters are goal.",
         "インテント「CompleteGoal」にパラメータ「when」はありません。パラメータは goal です。"),
        ("CheckProgress", ["goal": "goal-1"],
         "The intent \"CheckProgress\" has no parameter \"goal\". It takes no parameters.",
         "インテント「CheckProgress」にパラメータ「goal」はありません。パラメータを取らないインテントです。"),
        ("LogRun", ["count": "three", "goal": "goal-1"],
         "The value \"three\" of parameter \"count\" of intent \"LogRun\" is not a whole number. For example: count=3",
         "インテント「LogRun」のパラメータ「count」の値「three」は整数ではありません。例: count=3"),
        // Reported before the missing goal is asked for.
        ("LogRun", ["count": "３.５"],
         "The value \"３.５\" of parameter \"count\" of intent \"LogRun\" is not a whole number. For example: count=3",
         "インテント「LogRun」のパラメータ「count」の値「３.５」は整数ではありません。例: count=3"),
    ])
    func badRequests(intent: String, parameters: [String: String], english: String, japanese: String) async throws {
        let test = try TestHost(extraIntents: [Self.logRun])
        defer { test.folder.remove() }
        await #expect {
            try await test.run(intent, parameters)
        } throws: { error in
            guard let error = error as? IntegrationsError else { return false }
            return error.kind == .invalidIntentRequest && error.message == LocalizedText(ja: japanese, en: english)
        }
        #expect(try await test.completedToday() == [])
    }
}

@Suite struct IntentParameterTests {
    static func parameter(_ name: String, _ type: IntentParameterType, default value: String? = nil) -> IntentParameter {
        IntentParameter(name: name, title: LocalizedText(ja: name, en: name), type: type, isRequired: true, defaultValue: value)
    }

    /// Echoes the resolved values, so the test sees what resolution made of the text.
    struct Echo: IntentHandling {
        let intent = "Echo"
        func perform(_ parameters: [String: IntentValue]) async -> IntentOutcome {
            let text = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.text)" }.joined(separator: " ")
            return .success(dialog: LocalizedText(ja: text, en: text), value: nil, url: nil)
        }
    }

    static let echo = IntentDefinition(
        identifier: "Echo", title: LocalizedText(ja: "Echo", en: "Echo"), description: LocalizedText(ja: "", en: ""),
        parameters: [
            parameter("n", .integer, default: "1"), parameter("flag", .boolean, default: "false"), parameter("day", .date, default: "today"),
            parameter("kind", .enumeration([IntentEnumCase(value: "daily", title: LocalizedText(ja: "毎日", en: "Daily"))]), default: "daily"),
        ])

    @Test(arguments: [
        ([:], "day=2026-11-21 flag=false kind=daily n=1"),
        (["n": "３", "flag": "はい", "day": "2026-02-28", "kind": "毎日"], "day=2026-02-28 flag=true kind=daily n=3"),
        (["n": "-4", "flag": "YES", "day": "今日", "kind": "DAILY"], "day=2026-11-21 flag=true kind=daily n=-4"),
    ])
    func valuesAreReadByType(parameters: [String: String], echoed: String) async throws {
        let test = try TestHost(extraIntents: [Self.echo])
        defer { test.folder.remove() }
        #expect(try await test.run("Echo", parameters, handlers: [Echo()]).dialog?.en == echoed)
    }

    @Test(arguments: [
        ("flag", "maybe", "true or false", "真偽値（true か false）", "true"),
        ("day", "2026-02-30", "a date (YYYY-MM-DD)", "日付（YYYY-MM-DD）", "2026-11-21"),
        ("n", "1.5", "a whole number", "整数", "3"),
    ])
    func valuesOfTheWrongTypeAreErrors(name: String, text: String, english: String, japanese: String, example: String) async throws {
        let test = try TestHost(extraIntents: [Self.echo])
        defer { test.folder.remove() }
        await #expect {
            try await test.run("Echo", [name: text], handlers: [Echo()])
        } throws: { error in
            (error as? IntegrationsError)?.message == LocalizedText(
                ja: "インテント「Echo」のパラメータ「\(name)」の値「\(text)」は\(japanese)ではありません。例: \(name)=\(example)",
                en: "The value \"\(text)\" of parameter \"\(name)\" of intent \"Echo\" is not \(english). For example: \(name)=\(example)")
        }
    }

    @Test func anUnknownEnumerationValueOffersTheCases() async throws {
        let test = try TestHost(extraIntents: [Self.echo])
        defer { test.folder.remove() }
        let question = try #require(try await test.run("Echo", ["kind": "hourly"], handlers: [Echo()]).question)
        #expect(question.kind == "needsValue" && question.parameter == "kind" && question.options == ["daily"])
        #expect(question.prompt.en == "No kind matches \"hourly\". What is the kind?")
    }
}

@Suite struct IntentEffectTests {
    static func intent(_ id: String, effect: IntentEffect?, confirmation: LocalizedText? = nil) -> IntentDefinition {
        IntentDefinition(
            identifier: id, title: LocalizedText(ja: id, en: id), description: LocalizedText(ja: "", en: ""),
            parameters: [IntentParameter(name: "goal", title: LocalizedText(ja: "目標", en: "Goal"), type: .entity("goal"))],
            effect: effect, confirmation: confirmation)
    }

    @Test func openRouteAnswersWithTheRoutesURL() async throws {
        let test = try TestHost(extraIntents: [Self.intent("OpenProgress", effect: .openRoute("progress"))])
        defer { test.folder.remove() }
        let outcome = try await test.run("OpenProgress", ["goal": "goal-1"])
        #expect(outcome == .success(
            dialog: LocalizedText(ja: "appcadia://progress を開きます。", en: "Opening appcadia://progress."), value: nil,
            url: URL(string: "appcadia://progress")))
    }

    /// The route's `{id: int}` is filled from the entity's record field `id`, not from its identifier
    /// `goal-3` (which is no int).
    @Test(arguments: [("goal-3", "appcadia://goal/3"), ("goal-43", "appcadia://goal/43")])
    func openRouteFillsTheRouteFromTheEntitysFields(goal: String, url: String) async throws {
        let test = try TestHost(extraIntents: [Self.intent("OpenGoal", effect: .openRoute("goal"))])
        defer { test.folder.remove() }
        let outcome = try await test.run("OpenGoal", ["goal": goal])
        #expect(outcome == .success(
            dialog: LocalizedText(ja: "\(url) を開きます。", en: "Opening \(url)."), value: nil, url: URL(string: url)))
    }

    @Test func anIntentWithNeitherEffectNorHandlerIsUnsupported() async throws {
        let test = try TestHost(extraIntents: [Self.intent("Nothing", effect: nil)])
        defer { test.folder.remove() }
        #expect(try await test.run("Nothing", ["goal": "goal-1"]) == .unsupported(reason: LocalizedText(
            ja: "インテント「Nothing」には effect も登録されたハンドラもないため、実行できません。manifest に effect を書くか、IntentHandling を登録してください。",
            en: "The intent \"Nothing\" has neither an effect nor a registered handler, so it cannot run. Add an effect to the manifest or register an IntentHandling.")))
    }

    @Test func aConfirmationIsAskedForBeforeAnythingIsWritten() async throws {
        let confirmation = LocalizedText(ja: "${goal}を完了にしますか？", en: "Mark ${goal} as done?")
        let test = try TestHost(extraIntents: [Self.intent("CarefulComplete", effect: .recordCompletion(parameter: "goal"), confirmation: confirmation)])
        defer { test.folder.remove() }
        #expect(try await test.run("CarefulComplete", ["goal": "goal-2"]) == .confirmationRequired(
            prompt: LocalizedText(ja: "一日8000歩あるくを完了にしますか？", en: "Mark 一日8000歩あるく as done?")))
        #expect(try await test.completedToday() == [])
        #expect(try await test.run("CarefulComplete", ["goal": "goal-2"], confirmed: true).dialog?.en == "Completed 一日8000歩あるく!")
        #expect(try await test.completedToday() == ["goal-2"])
    }

    /// Manifests built in code skip validation; an effect that cannot work then fails with a reason.
    @Test func effectsTheManifestCannotBackFailWithAReason() async throws {
        let note = IntentParameter(name: "note", title: LocalizedText(ja: "メモ", en: "Note"), type: .string)
        let completeNote = IntentDefinition(
            identifier: "CompleteNote", title: LocalizedText(ja: "メモ", en: "Note"), description: LocalizedText(ja: "", en: ""),
            parameters: [note], effect: .recordCompletion(parameter: "note"))
        let test = try TestHost(extraIntents: [completeNote, Self.intent("OpenNowhere", effect: .openRoute("nowhere"))])
        defer { test.folder.remove() }
        #expect(try await test.run("CompleteNote", ["note": "x"]) == .failure(reason: LocalizedText(
            ja: "インテント「CompleteNote」の recordCompletion には、エンティティのパラメータ「note」が必要です。manifest を確かめてください。",
            en: "The recordCompletion effect of intent \"CompleteNote\" needs an entity parameter named \"note\". Check the manifest.")))
        #expect(try await test.run("OpenNowhere", ["goal": "goal-1"]) == .failure(reason: LocalizedText(
            ja: "インテント「OpenNowhere」の openRoute のルート「nowhere」の URL を作れません。manifest の routes を確かめてください。",
            en: "Cannot build the URL of route \"nowhere\" for intent \"OpenNowhere\"'s openRoute effect. Check the manifest's routes.")))
        #expect(try await test.completedToday() == [])
    }

    /// A parameter without its own prompt is asked for in the toolkit's words.
    @Test func theDefaultPrompt() async throws {
        let test = try TestHost(extraIntents: [Self.intent("Bare", effect: .recordCompletion(parameter: "goal"))])
        defer { test.folder.remove() }
        #expect(try await test.run("Bare").question?.prompt == LocalizedText(ja: "目標を指定してください。", en: "What is the goal?"))
    }

    /// Registered code runs instead of the manifest's effect.
    @Test func aHandlerTakesPrecedenceOverTheEffect() async throws {
        struct Cheer: IntentHandling {
            let intent = "CompleteGoal"
            func perform(_ parameters: [String: IntentValue]) async -> IntentOutcome {
                .success(dialog: LocalizedText(ja: "がんばって、\(parameters["goal"]?.title ?? "")", en: "Go, \(parameters["goal"]?.title ?? "")"), value: nil, url: nil)
            }
        }
        let test = try TestHost()
        defer { test.folder.remove() }
        #expect(try await test.run("CompleteGoal", ["goal": "goal-8"], handlers: [Cheer()]).dialog?.ja == "がんばって、瞑想5分")
        #expect(try await test.completedToday() == [])
    }
}

@Suite struct TypedAnswerTests {
    /// A name a person typed in answer to a prompt that matches one goal only in part is offered back to
    /// choose, not completed; as a script's `--param`, the same text acts at once.
    @Test func aPartialMatchOfATypedAnswerIsOfferedBackNotActedOn() async throws {
        let test = try TestHost()
        defer { test.folder.remove() }
        let typed = IntentRequest(intent: "CompleteGoal", parameters: ["goal": "abc"], typedAnswers: ["goal"])
        let asked = try await test.host.intentResolver(clock: test.clock).run(typed)
        #expect(asked.question?.kind == "disambiguation")
        #expect(asked.question?.options.count == 1)
        #expect(try await test.completedToday().isEmpty)
        let option = try #require(asked.question?.options.first)
        let chosen = try await test.host.intentResolver(clock: test.clock).run(IntentRequest(intent: "CompleteGoal", parameters: ["goal": option]))
        #expect(chosen.entity?.title == "ＡＢＣ英会話レッスン")
        #expect(try await test.completedToday() == [option])
    }

    @Test func anExactTitleTypedAsAnAnswerActsAtOnce() async throws {
        let test = try TestHost()
        defer { test.folder.remove() }
        let typed = IntentRequest(intent: "CompleteGoal", parameters: ["goal": "ａｂｃ英会話レッスン"], typedAnswers: ["goal"])
        let outcome = try await test.host.intentResolver(clock: test.clock).run(typed)
        #expect(outcome.entity?.title == "ＡＢＣ英会話レッスン")
    }
}
