import Foundation
import IntegrationsCore
import IntegrationsFileInput
import Testing

@Suite struct NotificationCommandTests {
    @Test func nextDatesAcrossNewYorksSpringForward() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let trigger = #"{"calendar": {"hour": 2, "minute": 30}, "repeats": true}"#
        let json = try runner.run(["notification", "next-dates", "--trigger", trigger, "--after", "2027-03-13T12:00:00Z", "--time-zone", "America/New_York", "--count", "3", "--json"])
        #expect(json.status == 0)
        #expect(json.output == "{\n  \"dates\" : [\n    \"2027-03-14T07:30:00Z\",\n    \"2027-03-15T06:30:00Z\",\n    \"2027-03-16T06:30:00Z\"\n  ]\n}\n")
        let human = try runner.run(["notification", "next-dates", "--trigger", trigger, "--after", "2027-03-13T12:00:00Z", "--time-zone", "America/New_York", "--count", "1"])
        #expect(human.output == "2027-03-14T07:30:00Z  (2027-03-14 03:30:00 -04:00)\n")
    }

    @Test func theUsersTimeZoneComesFromTZ() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["TZ"] = "Asia/Tokyo"
        let result = try runner.run(["notification", "next-dates", "--trigger", #"{"calendar": {"hour": 8}}"#, "--after", "2027-01-01T00:00:00Z", "--json"])
        #expect(result.output.contains("\"2027-01-01T23:00:00Z\""))
    }

    @Test(arguments: [
        (#"{"calendar": {"month": 2, "day": 30}, "repeats": true}"#, "en",
         "--trigger is invalid at calendar.day: month 2 never has a day 30, so this never fires. Fix it and run the command again.\n"),
        (#"{"calendar": {"month": 2, "day": 30}, "repeats": true}"#, "ja",
         "--trigger の calendar.day が正しくありません: 2月30日は存在しないため、決して通知されません。直してからもう一度実行してください。\n"),
        (#"{"timeInterval": 30, "repeats": true}"#, "en",
         "--trigger is invalid at timeInterval: a repeating time interval must be at least 60 seconds (it is 30). Fix it and run the command again.\n"),
        (#"{"calendar": {"hour": "8"}}"#, "en",
         "--trigger is not a trigger: expected a number at $.calendar.hour (character 23). Write it like {\"calendar\": {\"hour\": 8}, \"repeats\": true}.\n"),
        (#"{"calendar": {"hour": 8}, "timeZone": "Mars/Olympus"}"#, "en",
         "--trigger is invalid at timeZone: there is no time zone \"Mars/Olympus\" (such as Asia/Tokyo). Fix it and run the command again.\n"),
    ])
    func anInvalidTriggerExitsOneNamingTheField(trigger: String, locale: String, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["notification", "next-dates", "--trigger", trigger, "--locale", locale])
        #expect(result.status == 1)
        #expect(result.error == message)
    }

    @Test(arguments: [["--count", "0"], ["--count", "1001"], ["--time-zone", "Nowhere/City"], ["--after", "yesterday"]])
    func badOptionsAreUsageErrors(options: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["notification", "next-dates", "--trigger", #"{"calendar": {"hour": 8}}"#] + options)
        #expect(result.status == 64)
    }
}

/// Appcadia's notification flow through the real command: schedule, pending, deliver, respond.
@Suite struct NotificationFlowTests {
    static func runner(now: String = "2026-11-21T07:00:00+09:00") throws -> CommandRunner {
        var runner = try CommandRunner()
        runner.overrides["INTEGRATIONS_NOW"] = now
        runner.overrides["TZ"] = "Asia/Tokyo"
        return runner
    }

    @Test func aDayOfReminders() throws {
        var runner = try Self.runner()
        defer { runner.remove() }
        // Asserted on --json; the lines' wording, in ja and en: NotificationReportersTests.
        let scheduled = try runner.run(["notification", "schedule", "goalReminder", "--entity", "goal-12", "--at", "08:00", "--json"])
        #expect(scheduled.status == 0)
        let made = try scheduled.object()
        #expect(made["identifier"] as? String == "goalReminder-goal-12" && made["nextFire"] as? String == "2026-11-20T23:00:00Z", "\(made)")
        let pending = try runner.run(["notification", "pending", "--json"])
        let requests = try pending.object()["pending"] as? [[String: Any]] ?? []
        #expect(requests.map { "\($0["identifier"] ?? "-")|\($0["nextFire"] ?? "-")|\($0["category"] ?? "-")|\($0["entity"] ?? "-")" }
                == ["goalReminder-goal-12|2026-11-20T23:00:00Z|GOAL_REMINDER|goal-12"], "\(requests)")
        let delivered = try runner.run(["notification", "deliver", "--until", "2026-11-21T08:00:00+09:00", "--json"]).object()
        #expect(delivered["badge"] as? Int == 1, "\(delivered)")
        #expect((delivered["delivered"] as? [[String: Any]])?.map { "\($0["number"] ?? "-")|\($0["date"] ?? "-")|\($0["title"] ?? "-")|\($0["body"] ?? "-")" }
                == ["1|2026-11-20T23:00:00Z|目標達成の時間です！|「読書30分」を実行しましょう"], "\(delivered)")
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-21T08:01:00+09:00"
        // 完了: the goal gets today's stamp, through the same completion log as intent run; the ✅ is queued.
        let done = try runner.run(["notification", "respond", "1", "COMPLETE_ACTION", "--json"])
        #expect(done.status == 0)
        let answered = try done.object()
        #expect(answered["completion"] as? String == "recorded" && answered["dialog"] as? String == "読書30分を完了しました！", "\(answered)")
        #expect(answered["queued"] as? [String] == ["quickCompletion-goal-12"], "\(answered)")
        let ran = try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-12", "--json"]).object()
        #expect(ran["completion"] as? String == "alreadyDone", "\(ran)")
        // Responding again stamps nothing more.
        let again = try runner.run(["notification", "respond", "1", "COMPLETE_ACTION", "--json"]).object()
        #expect(again["completion"] as? String == "alreadyDone" && again["dialog"] as? String == "読書30分は今日すでに完了しています。", "\(again)")
        // 後で: a one-off reminder 30 minutes later.
        let later = try runner.run(["notification", "respond", "1", "POSTPONE_ACTION", "--json"])
        #expect(later.output.contains("\"queued\" : [\n    \"goalReminder-goal-12-postponed\"\n  ]"))
        // アプリを開く: the route it opens.
        let openJSON = try runner.run(["notification", "respond", "1", "OPEN_APP_ACTION", "--json"])
        #expect(try openJSON.object()["url"] as? String == "appcadia://goal/12")
        #expect(openJSON.output.contains("\"parameters\" : {\n    \"id\" : 12\n  },\n  \"queued\" : [\n\n  ],\n  \"route\" : \"goal\""))
        let queue = try runner.run(["notification", "pending", "--json"])
        #expect(queue.output.contains("\"identifier\" : \"quickCompletion-goal-12\""))
        #expect(queue.output.contains("\"nextFire\" : \"2026-11-20T23:31:00Z\""))  // 08:31 in Tokyo
        #expect(queue.output.contains("\"nextFire\" : \"2026-11-21T23:00:00Z\""))  // tomorrow 08:00
    }

    /// With the clock stopped before the delivery (`deliver --until` ahead of it), a response happens
    /// when the notification arrived: 後で at 08:00 reminds at 08:30, not 30 minutes after 07:00.
    @Test func aResponseIsNeverEarlierThanItsNotification() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        _ = try runner.run(["notification", "schedule", "goalReminder", "--entity", "goal-12", "--at", "08:00"])
        _ = try runner.run(["notification", "deliver", "--until", "2026-11-21T08:00:00+09:00"])
        #expect(try runner.run(["notification", "respond", "1", "POSTPONE_ACTION"]).status == 0)
        #expect(try runner.run(["notification", "respond", "1", "COMPLETE_ACTION"]).status == 0)
        let pending = try runner.run(["notification", "pending"])
        #expect(pending.output == """
            quickCompletion-goal-12  2026-11-21 08:00:01 +09:00  ✅ 目標完了 — スタンプを追加しました！
            goalReminder-goal-12-postponed  2026-11-21 08:30:00 +09:00  目標達成の時間です！ — 「読書30分」を実行しましょう
            goalReminder-goal-12  2026-11-22 08:00:00 +09:00  目標達成の時間です！ — 「読書30分」を実行しましょう

            """)
    }

    @Test(arguments: [
        (["9", "COMPLETE_ACTION"], "Notification 9 was never delivered. List the delivered notifications' numbers with integrations notification delivered.\n"),
        (["1", "dismiss"], "Notification 1's category has no customDismissAction, so dismissing it is not delivered to the app.\n"),
        (["1", "SNOOZE"], "Notification 1's category has no action \"SNOOZE\" (it has COMPLETE_ACTION, POSTPONE_ACTION, OPEN_APP_ACTION).\n"),
    ])
    func aResponseTheCategoryDoesNotTakeChangesNothing(arguments: [String], message: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        #expect(try runner.run(["notification", "schedule", "goalReminder", "--entity", "goal-12", "--at", "08:00"]).status == 0)
        #expect(try runner.run(["notification", "deliver", "--until", "2026-11-21T08:00:00+09:00"]).status == 0)
        let before = try runner.run(["notification", "pending", "--json"]).output
        let result = try runner.run(["notification", "respond"] + arguments + ["--locale", "en"])
        #expect(result.status == 1)
        #expect(result.error == message)
        #expect(try runner.run(["notification", "pending", "--json"]).output == before)
        #expect(try runner.run(["progress", "--json"]).output.contains("\"completed\" : 0"))
    }

    /// Without --at or --trigger, the template's own trigger (Appcadia's reminder: every day at 08:00).
    @Test func theTemplatesOwnTrigger() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        // (The sentences: NotificationFlowTests.everyMessageInBothLanguages.)
        let result = try runner.run(["notification", "schedule", "goalReminder", "--entity", "goal-1", "--json"])
        #expect(result.status == 0)
        let scheduled = try result.object()
        #expect(scheduled["identifier"] as? String == "goalReminder-goal-1" && scheduled["nextFire"] as? String == "2026-11-20T23:00:00Z", "\(scheduled)")
        let none = try runner.run(["notification", "schedule", "quickCompletion", "--json"])
        try none.expectFailure("invalidNotification", naming: ["quickCompletion", "--at", "--trigger"])
    }

    /// A text-input action's text fills the intent parameter its `textInput` names, as the app's delegate
    /// passes `userText` on: typing 12 into 番号で開く opens goal 12. Another action takes no text.
    @Test(arguments: [
        ("ja", "appcadia://goal/12 を開きます。\n", "アクション「COMPLETE_ACTION」はテキスト入力のアクションではないので、テキストは渡せません。\n"),
        ("en", "Opening appcadia://goal/12.\n", "The action \"COMPLETE_ACTION\" is not a text-input action, so it takes no typed text.\n"),
    ])
    func aTextInputActionsTextFillsTheIntentsParameter(locale: String, opened: String, refused: String) throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let app = try runner.copyOfTheSampleApp()
        let manifestURL = app.appendingPathComponent("integrations.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        var intents = try #require(manifest["intents"] as? [[String: Any]])
        intents.append([
            "identifier": "OpenGoalNumber", "title": ["ja": "番号で目標を開く", "en": "Open a Goal by Number"],
            "parameters": [["name": "id", "title": ["ja": "番号", "en": "Number"], "type": "string"]],
            "effect": ["openRoute": "goal"],
        ])
        manifest["intents"] = intents
        var notifications = try #require(manifest["notifications"] as? [String: Any])
        var categories = try #require(notifications["categories"] as? [[String: Any]])
        var actions = try #require(categories[0]["actions"] as? [[String: Any]])
        actions.append([
            "identifier": "JUMP_ACTION", "title": ["ja": "番号で開く", "en": "Open by number"],
            "textInput": ["buttonTitle": ["ja": "開く", "en": "Open"], "parameter": "id"],
            "does": ["runIntent": "OpenGoalNumber"],
        ])
        categories[0]["actions"] = actions
        notifications["categories"] = categories
        manifest["notifications"] = notifications
        try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys]).write(to: manifestURL)
        #expect(try runner.run(["check", "--app", app.path, "--locale", "en"]).status == 0)
        #expect(try runner.run(["notification", "schedule", "goalReminder", "--entity", "goal-1", "--at", "08:00", "--app", app.path]).status == 0)
        #expect(try runner.run(["notification", "deliver", "--until", "2026-11-21T08:00:00+09:00", "--app", app.path]).status == 0)
        let result = try runner.run(["notification", "respond", "1", "JUMP_ACTION", "--text", "12", "--app", app.path, "--locale", locale])
        #expect(result.status == 0)
        #expect(result.output == opened)
        let json = try runner.run(["notification", "respond", "1", "JUMP_ACTION", "--text", "12", "--app", app.path, "--json"])
        #expect(json.output.contains("\"text\" : \"12\""))
        let wrong = try runner.run(["notification", "respond", "1", "COMPLETE_ACTION", "--text", "12", "--app", app.path, "--locale", locale])
        #expect(wrong.status == 1)
        #expect(wrong.error == refused)
        #expect(try runner.run(["progress", "--json", "--app", app.path]).output.contains("\"completed\" : 0"))
    }

    /// Dismissing is delivered to the app only when the category has customDismissAction.
    @Test func dismissIsDeliveredWithCustomDismissAction() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        let app = try runner.copyOfTheSampleApp()
        let manifest = app.appendingPathComponent("integrations.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "\"identifier\": \"GOAL_REMINDER\",", with: "\"identifier\": \"GOAL_REMINDER\", \"options\": [\"customDismissAction\"],")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        _ = try runner.run(["notification", "schedule", "goalReminder", "--entity", "goal-1", "--app", app.path])
        _ = try runner.run(["notification", "deliver", "--until", "2026-11-21T08:00:00+09:00", "--app", app.path])
        let result = try runner.run(["notification", "respond", "1", "dismiss", "--app", app.path, "--json"])
        #expect(result.status == 0)
        #expect(try result.object()["action"] as? String == "com.apple.UNNotificationDismissActionIdentifier", "\(result.output)")
    }

    /// The opening default action is always delivered to the app.
    @Test func theDefaultActionIsAlwaysDelivered() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        _ = try runner.run(["notification", "schedule", "goalReminder", "--entity", "goal-1", "--at", "08:00"])
        _ = try runner.run(["notification", "deliver", "--until", "2026-11-21T08:00:00+09:00"])
        let result = try runner.run(["notification", "respond", "1", "default", "--json"])
        #expect(result.status == 0)
        #expect(try result.object()["action"] as? String == "com.apple.UNNotificationDefaultActionIdentifier", "\(result.output)")
    }

    /// A second day in a row, by action or by intent: the celebration is queued with the streak.
    @Test func aStreakOfTwoQueuesTheCelebration() throws {
        var runner = try Self.runner(now: "2026-11-20T09:00:00+09:00")
        defer { runner.remove() }
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-3"]).status == 0)
        #expect(!(try runner.run(["notification", "pending"]).output.contains("celebration")))
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-21T09:00:00+09:00"
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-3"]).status == 0)
        let pending = try runner.run(["notification", "pending"])
        #expect(pending.output.contains("celebration-goal-3  2026-11-21 09:00:01 +09:00  🎉 目標達成おめでとう！ — 「水を2リットル飲む」2日連続達成！"))
    }

    /// Two processes respond 完了 at once: the goal is stamped once.
    @Test func twoProcessesRespondingAtOnceStampOnce() throws {
        let runner = try Self.runner()
        defer { runner.remove() }
        _ = try runner.run(["notification", "schedule", "goalReminder", "--entity", "goal-5", "--at", "08:00"])
        _ = try runner.run(["notification", "deliver", "--until", "2026-11-21T08:00:00+09:00"])
        let processes = try (0..<2).map { _ in try runner.start(["notification", "respond", "1", "COMPLETE_ACTION"]) }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let progress = try runner.run(["progress", "--json"])
        #expect(progress.output.contains("\"completed\" : 1"))
    }
}

/// Every message of the notification commands, pinned in Japanese and English: one scripted day run in
/// each language, its whole transcript compared.
@Suite struct NotificationMessageTests {
    static let script: [[String]] = [
        ["notification", "pending"],
        ["notification", "delivered"],
        ["notification", "deliver", "--until", "2026-11-21T07:30:00+09:00"],
        ["notification", "schedule", "goalReminder", "--entity", "goal-12", "--at", "08:00"],
        ["notification", "schedule", "goalReminder", "--entity", "goal-12", "--at", "08:30"],
        ["notification", "pending"],
        ["notification", "deliver", "--until", "2026-11-21T08:30:00+09:00"],
        ["notification", "delivered"],
        ["notification", "respond", "1", "COMPLETE_ACTION"],
        ["notification", "respond", "1", "OPEN_APP_ACTION"],
        ["notification", "respond", "1", "default"],
        ["notification", "respond", "1", "dismiss"],
        ["notification", "respond", "2", "COMPLETE_ACTION"],
        ["notification", "respond", "1", "SNOOZE"],
        ["notification", "schedule", "quickCompletion"],
        ["notification", "schedule", "nope", "--at", "08:00"],
        ["notification", "payload", "nope"],
        ["notification", "remove", "--all", "--delivered"],
    ]

    static func transcript(_ locale: String) throws -> String {
        var runner = try NotificationFlowTests.runner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-21T07:00:00+09:00"
        var lines: [String] = []
        for arguments in script {
            let result = try runner.run(arguments + ["--locale", locale])
            lines.append("$ \(arguments.joined(separator: " ")) → \(result.status)")
            lines.append(result.output + result.error)
        }
        return lines.joined(separator: "\n")
    }

    static let japanese = """
        $ notification pending → 0
        保留中の通知はありません。

        $ notification delivered → 0
        届いた通知はありません。

        $ notification deliver --until 2026-11-21T07:30:00+09:00 → 0
        届く通知はありません。
        バッジ: 0

        $ notification schedule goalReminder --entity goal-12 --at 08:00 → 0
        通知「goalReminder-goal-12」を予約しました。次は 2026-11-21 08:00:00 +09:00。

        $ notification schedule goalReminder --entity goal-12 --at 08:30 → 0
        通知「goalReminder-goal-12」を置き換えました。次は 2026-11-21 08:30:00 +09:00。

        $ notification pending → 0
        goalReminder-goal-12  2026-11-21 08:30:00 +09:00  目標達成の時間です！ — 「読書30分」を実行しましょう

        $ notification deliver --until 2026-11-21T08:30:00+09:00 → 0
        #1  2026-11-21 08:30:00 +09:00  目標達成の時間です！ — 「読書30分」を実行しましょう
        バッジ: 1

        $ notification delivered → 0
        #1  2026-11-21 08:30:00 +09:00  目標達成の時間です！ — 「読書30分」を実行しましょう

        $ notification respond 1 COMPLETE_ACTION → 0
        読書30分を完了しました！
        予約: quickCompletion-goal-12

        $ notification respond 1 OPEN_APP_ACTION → 0
        開く: appcadia://goal/12（ルート goal）
          id = 12

        $ notification respond 1 default → 0
        アプリに届きました。

        $ notification respond 1 dismiss → 1
        通知 1 のカテゴリには customDismissAction がないため、閉じてもアプリに届きません。

        $ notification respond 2 COMPLETE_ACTION → 1
        通知 2 は届いていません。integrations notification delivered で届いた通知の番号を確かめてください。

        $ notification respond 1 SNOOZE → 1
        通知 1 のカテゴリにアクション「SNOOZE」はありません（あるのは COMPLETE_ACTION, POSTPONE_ACTION, OPEN_APP_ACTION）。

        $ notification schedule quickCompletion → 1
        テンプレート「quickCompletion」には trigger がありません。--at HH:MM か --trigger を指定してください。

        $ notification schedule nope --at 08:00 → 1
        通知テンプレート「nope」はありません。あるのは goalReminder, celebration, quickCompletion です。

        $ notification payload nope → 1
        保留中の通知「nope」はありません。integrations notification pending で確かめてください。

        $ notification remove --all --delivered → 0
        3件の通知を外しました。

        """

    static let english = """
        $ notification pending → 0
        No pending notifications.

        $ notification delivered → 0
        No delivered notifications.

        $ notification deliver --until 2026-11-21T07:30:00+09:00 → 0
        Nothing was due.
        Badge: 0

        $ notification schedule goalReminder --entity goal-12 --at 08:00 → 0
        Scheduled notification "goalReminder-goal-12"; next at 2026-11-21 08:00:00 +09:00.

        $ notification schedule goalReminder --entity goal-12 --at 08:30 → 0
        Replaced notification "goalReminder-goal-12"; next at 2026-11-21 08:30:00 +09:00.

        $ notification pending → 0
        goalReminder-goal-12  2026-11-21 08:30:00 +09:00  Time for your goal! — Time to do “読書30分”

        $ notification deliver --until 2026-11-21T08:30:00+09:00 → 0
        #1  2026-11-21 08:30:00 +09:00  Time for your goal! — Time to do “読書30分”
        Badge: 1

        $ notification delivered → 0
        #1  2026-11-21 08:30:00 +09:00  Time for your goal! — Time to do “読書30分”

        $ notification respond 1 COMPLETE_ACTION → 0
        Completed 読書30分!
        Queued: quickCompletion-goal-12

        $ notification respond 1 OPEN_APP_ACTION → 0
        Opens appcadia://goal/12 (route goal)
          id = 12

        $ notification respond 1 default → 0
        Delivered to the app.

        $ notification respond 1 dismiss → 1
        Notification 1's category has no customDismissAction, so dismissing it is not delivered to the app.

        $ notification respond 2 COMPLETE_ACTION → 1
        Notification 2 was never delivered. List the delivered notifications' numbers with integrations notification delivered.

        $ notification respond 1 SNOOZE → 1
        Notification 1's category has no action "SNOOZE" (it has COMPLETE_ACTION, POSTPONE_ACTION, OPEN_APP_ACTION).

        $ notification schedule quickCompletion → 1
        The template "quickCompletion" declares no trigger. Give --at HH:MM or --trigger.

        $ notification schedule nope --at 08:00 → 1
        There is no notification template "nope". The templates are goalReminder, celebration, quickCompletion.

        $ notification payload nope → 1
        There is no pending notification "nope". List them with integrations notification pending.

        $ notification remove --all --delivered → 0
        Removed 3 notifications.

        """

    @Test(arguments: [("ja", japanese), ("en", english)])
    func everyMessageInBothLanguages(locale: String, expected: String) throws {
        #expect(try Self.transcript(locale) == expected)
    }
}

@Suite struct NotificationLimitAndPayloadCommandTests {
    /// The 65th request pushes out the latest: the document and the note name it.
    @Test func theDroppedRequestIsNamed() throws {
        let runner = try NotificationFlowTests.runner()
        defer { runner.remove() }
        for minute in 1...64 {
            let result = try runner.run(["notification", "schedule", "quickCompletion", "--identifier", "r\(minute)", "--trigger", #"{"timeInterval": \#(minute * 60)}"#])
            #expect(result.error.isEmpty)
        }
        // The document names what was dropped; the text, a note on standard error naming it (the note's
        // sentences: NotificationReportersTests).
        let late = try runner.run(["notification", "schedule", "quickCompletion", "--identifier", "late", "--trigger", #"{"timeInterval": 99999}"#, "--json"])
        #expect(late.status == 0)
        #expect(try late.object()["dropped"] as? [String] == ["late"], "\(late.output)")
        let early = try runner.run(["notification", "schedule", "quickCompletion", "--identifier", "early", "--trigger", #"{"timeInterval": 30}"#])
        #expect(early.status == 0)
        #expect(early.error.split(separator: "\n").count == 1 && early.error.contains("r64"), "\(early.error)")
    }

    @Test(arguments: [("en", "p.json is a well-formed APNs payload.\n"), ("ja", "p.json は APNs のペイロードとして正しい形です。\n")])
    func aValidPayloadSaysSo(locale: String, message: String) throws {
        let runner = try NotificationFlowTests.runner()
        defer { runner.remove() }
        let file = runner.folder.appendingPathComponent("p.json")
        try Data(#"{"aps": {"alert": "hi"}}"#.utf8).write(to: file)
        let result = try runner.shell("cd '\(runner.folder.path)' && integrations notification validate-payload p.json --locale \(locale)")
        #expect(result.status == 0)
        #expect(result.error == message)
    }

    @Test func aTenMegabytePayloadIsRefusedAtTheDoorNamingTheLimit() throws {
        let runner = try NotificationFlowTests.runner()
        defer { runner.remove() }
        // (The sentence: InputRefusalTextTests.anEndlessInput. The shell's `head` and `tr` may add their
        // broken-pipe complaints after it.)
        let result = try runner.shell("head -c 10485760 /dev/zero | tr '\\0' ' ' | integrations notification validate-payload - --json --locale en")
        try result.expectFailure("invalidNotification", naming: ["standard input", "65536"])
    }

    @Test func aPayloadOverAPNsLimitButUnderTheReadLimitIsReportedByItsRule() throws {
        let runner = try NotificationFlowTests.runner()
        defer { runner.remove() }
        let result = try runner.shell("head -c 10000 /dev/zero | tr '\\0' ' ' | integrations notification validate-payload - --json --locale en")
        #expect(result.status == 1)
        let found = try result.diagnostics()
        #expect(found.map { "\($0["file"] ?? "-")|\($0["code"] ?? "-")|\($0["severity"] ?? "-")" } == ["\(BoundedInput.name("-").en)|payload.tooLarge|error"], "\(found)")
        #expect(found.first.map { ($0["message"] as? String ?? "").contains("10000") && ($0["message"] as? String ?? "").contains("4096") } == true, "\(found)")
    }
}

/// What follows a completion is the app's declaration, not a name the toolkit knows: the sample with its
/// templates renamed queues the renamed ones, and an app that declares no streak rule queues nothing.
@Suite struct DeclaredFollowUpCommandTests {
    static func renamed(_ runner: CommandRunner, streakRule: Bool = true) throws -> AppFixtureCopy {
        let app = try AppFixtureCopy(runner)
        try app.edit("integrations.json") { text in
            var text = text.replacingOccurrences(of: "\"celebration\"", with: "\"kudos\"").replacingOccurrences(of: "\"quickCompletion\"", with: "\"doneNote\"")
            if !streakRule {
                text = text.replacingOccurrences(of: #"    "streakNotification": {"template": "kudos", "minimumStreak": 2},"# + "\n", with: "")
            }
            return text
        }
        return app
    }

    @Test func aRenamedStreakTemplateIsQueuedOnTheSecondDay() throws {
        var runner = try NotificationFlowTests.runner(now: "2026-11-20T09:00:00+09:00")
        defer { runner.remove() }
        let app = try Self.renamed(runner)
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-3", "--app", app.path]).status == 0)
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-21T09:00:00+09:00"
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-3", "--app", app.path]).status == 0)
        let pending = try runner.run(["notification", "pending", "--app", app.path])
        #expect(pending.output.contains("kudos-goal-3  2026-11-21 09:00:01 +09:00  🎉 目標達成おめでとう！ — 「水を2リットル飲む」2日連続達成！"), "\(pending.output)")
    }

    @Test func withoutAStreakRuleNothingIsQueued() throws {
        var runner = try NotificationFlowTests.runner(now: "2026-11-20T09:00:00+09:00")
        defer { runner.remove() }
        let app = try Self.renamed(runner, streakRule: false)
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-3", "--app", app.path]).status == 0)
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-21T09:00:00+09:00"
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-3", "--app", app.path]).status == 0)
        #expect(try runner.run(["notification", "pending", "--app", app.path]).output == "保留中の通知はありません。\n")
    }

    @Test func aRenamedConfirmationIsQueuedByTheAction() throws {
        let runner = try NotificationFlowTests.runner()
        defer { runner.remove() }
        let app = try Self.renamed(runner)
        _ = try runner.run(["notification", "schedule", "goalReminder", "--entity", "goal-12", "--at", "08:00", "--app", app.path])
        _ = try runner.run(["notification", "deliver", "--until", "2026-11-21T08:00:00+09:00", "--app", app.path])
        let done = try runner.run(["notification", "respond", "1", "COMPLETE_ACTION", "--app", app.path])
        #expect(done.output == "読書30分を完了しました！\n予約: doneNote-goal-12\n")
    }

    @Test func aFollowUpNamingNoTemplateIsAnErrorInCheck() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try AppFixtureCopy(runner)
        try app.edit("integrations.json") {
            $0.replacingOccurrences(of: #""template": "celebration", "minimumStreak": 2"#, with: #""template": "party", "minimumStreak": 0"#)
                .replacingOccurrences(of: #""confirmation": "quickCompletion""#, with: #""confirmation": "ack""#)
        }
        let check = try runner.run(["check", "--app", app.path, "--json"])
        #expect(check.status == 2)
        // Each at its key (the lines' wording: NotificationRefusalTextTests.theFollowUpsInCheck).
        let found = try check.diagnostics().map { "\($0["code"] ?? "-")|\($0["path"] ?? "-")|\($0["severity"] ?? "-")" }
        #expect(found == ["notification.confirmationUnknown|$.notifications.categories[0].actions[0].confirmation|error",
                          "notification.streakTemplateUnknown|$.notifications.streakNotification.template|error",
                          "notification.minimumStreak|$.notifications.streakNotification.minimumStreak|error"], "\(found)")
    }
}
