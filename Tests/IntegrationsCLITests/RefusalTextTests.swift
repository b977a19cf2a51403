import Foundation
import IntegrationsTestSupport
import Testing

/// The exact sentences of refusals whose behaviour tests assert on `--json`'s `kind` and `exitCode`
/// (Decision 210), pinned here in Japanese and English, one suite per subject.
extension CommandRunner {
    /// Runs `arguments` with `--locale ja` and with `--locale en` and expects standard error to be `ja` and
    /// `en` (or, with `firstLine`, its first line), `{key}` in them replaced by `fill[key]`.
    func expectWording(_ arguments: [String], input: Data? = nil, ja: String, en: String, fill: [String: String] = [:],
                       firstLine: Bool = false, status: Int32 = 1, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for (locale, template) in [("ja", ja), ("en", en)] {
            let expected = fill.reduce(template) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
            let result = try run(arguments + ["--locale", locale], input: input)
            #expect(result.status == status, "\(locale): exit \(result.status)", sourceLocation: sourceLocation)
            let said = firstLine ? result.error.components(separatedBy: "\n")[0] : result.error
            #expect(said == expected, "\(locale)", sourceLocation: sourceLocation)
        }
    }
}

/// Inputs refused where they enter: a NUL character, an empty pipe, an impossible date, a number out of its
/// range, an input over its limit.
@Suite struct InputRefusalTextTests {
    @Test func aNULCharacter() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let items = try runner.itemsFile([
            #"{"uniqueIdentifier": "n1", "domainIdentifier": "notes", "attributeSet": {"title": "fine"}}"#,
            #"{"uniqueIdentifier": "n2", "domainIdentifier": "notes", "attributeSet": {"title": "abc\u0000def"}}"#,
        ])
        try runner.expectWording(
            ["index", "--items", items],
            ja: #"{items} の2行目87列目: 文字列に NUL 文字（\u0000）があります。ストアは NUL の手前までしか文字列を保存できないので、そこで切れてしまいます。取り除いてください。このファイルの項目は1件も索引していません。"# + "\n",
            en: #"Line 2 of {items}, column 87: a string holds a NUL character (\u0000), and the store keeps text only up to it, so the text would be cut there; remove it. No item from this file was indexed."# + "\n",
            fill: ["items": items])
        let document = """
            {"version": "1.0.0", "createdAt": "2026-11-21T10:00:00Z", "goals": [
              {"title": "X\\u0000one", "category": "c", "targetDescription": "t", "difficulty": "easy", "motivation": "m"},
              {"title": "X\\u0000two", "category": "c", "targetDescription": "t", "difficulty": "easy", "motivation": "m"}]}
            """
        try runner.expectWording(
            ["clip-transfer", "import", "-"], input: Data(document.utf8),
            ja: #"標準入力 の2行15列目: 文字列に NUL 文字（\u0000）があります。ストアは NUL の手前までしか文字列を保存できないので、そこで切れてしまいます。取り除いてください。ファイルを直してからもう一度実行してください。"# + "\n",
            en: #"standard input at line 2, column 15: a string holds a NUL character (\u0000), and the store keeps text only up to it, so the text would be cut there; remove it. Fix the file and run the command again."# + "\n")
    }

    @Test func aNamedPipeWithNoWriter() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let fifo = runner.temporary.path("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        try runner.expectWording(
            ["activity", "continue", fifo],
            ja: "{fifo} は正しい JSON ではありません: 1行1列目で文書が途中で終わっています（値が必要です）。ファイルを直してからもう一度実行してください。\n",
            en: "{fifo} is not valid JSON: at line 1, column 1, the document ends early (expected a value). Fix the file and run the command again.\n",
            fill: ["fifo": fifo])
    }

    /// Each reader of BoundedReadCommandTests.readers, in its order, refusing /dev/zero.
    @Test(arguments: zip(BoundedReadCommandTests.readers.map(\.arguments), [
        ("アクティビティ /dev/zero は上限の65536バイトを超えています（引き渡されるアクティビティは数キロバイトです）。上限を超えた分は読んでいません。\n",
         "The activity /dev/zero is too large: it is over the limit of 65536 bytes (a handed-over activity is a few kilobytes); nothing past the limit was read.\n"),
        ("AASA ファイル /dev/zero は上限の131072バイトを超えています（iOS は 128 KB を超えるファイルを読みません。components をまとめるか、不要な details を除いてください）。上限を超えた分は読んでいません。\n",
         "The AASA file /dev/zero is too large: it is over the limit of 131072 bytes (iOS does not read a file over 128 KB; merge components or drop unused details); nothing past the limit was read.\n"),
        ("ペイロード /dev/zero は上限の65536バイトを超えています（APNs のペイロードは最大 4 KB（VoIP は 5 KB）です）。上限を超えた分は読んでいません。\n",
         "The payload /dev/zero is too large: it is over the limit of 65536 bytes (an APNs payload is at most 4 KB, 5 KB for VoIP); nothing past the limit was read.\n"),
        ("引き継ぎ文書 /dev/zero は上限の5242880バイトを超えています（App Clip の保存容量）。上限を超えた分は読んでいません。何も取り込みませんでした。\n",
         "The transfer document /dev/zero is too large: it is over the limit of 5242880 bytes (the App Clip's storage); nothing past the limit was read. Nothing was imported.\n"),
        ("項目ファイル /dev/zero は上限の67108864バイトを超えています（それより多い項目は複数のファイルに分けて索引してください）。上限を超えた分は読んでいません。何も索引していません。\n",
         "The items file /dev/zero is too large: it is over the limit of 67108864 bytes (index more items from several files); nothing past the limit was read. Nothing was indexed.\n"),
    ]))
    func anEndlessInput(arguments: [String], text: (ja: String, en: String)) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(arguments + ["/dev/zero"], ja: text.ja, en: text.en)
    }

    @Test func aPropertyListOverItsLimit() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let plist = runner.temporary.path("Info.plist")
        #expect(FileManager.default.createFile(atPath: plist, contents: Data(repeating: 0x20, count: 1024 * 1024 + 1)))
        for (locale, line) in [("ja", "\(plist): error: 読めません（1048577バイトあり、上限の1048576バイトを超えています） [plist.unreadable]"),
                               ("en", "\(plist): error: cannot read it (it is 1048577 bytes, over the limit of 1048576) [plist.unreadable]")] {
            let result = try runner.run(["check", "--info-plist", plist, "--locale", locale])
            #expect(result.output.split(separator: "\n").contains { $0 == line }, "\(result.output)")
        }
    }

    /// Dates that do not exist. (The Japanese of an items file's and an activity's date keeps the
    /// decoder's English "an ISO 8601 date such as …": pinned as it is.)
    @Test func anImpossibleDate() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let items = try runner.itemsFile([#"{"uniqueIdentifier": "n1", "expirationDate": "2027-06-31T00:00:00Z", "attributeSet": {"title": "x"}}"#])
        try runner.expectWording(
            ["index", "--items", items],
            ja: "{items} の1行目を読めません: $.expirationDate に正しい値（an ISO 8601 date such as 2026-01-01T09:00:00Z）が必要です（46列目）。この行を直してからもう一度実行してください。このファイルの項目は1件も索引していません。\n",
            en: "Cannot read line 1 of {items}: expected a valid value (an ISO 8601 date such as 2026-01-01T09:00:00Z) at $.expirationDate (column 46). Fix that line and run the command again. No item from this file was indexed.\n",
            fill: ["items": items])
        try runner.expectWording(
            ["search", "contentModificationDate > $time.iso(2027-02-30)"],
            ja: "検索クエリの37文字目に誤りがあります: ISO 8601 の日付（例: 2026-01-01）が必要ですが、「2027-02-30)」がありました。", en: "The search query has an error at column 37: expected an ISO 8601 date (such as 2026-01-01), found '2027-02-30)'.",
            firstLine: true)
        try runner.expectWording(
            ["activity", "continue", "-"], input: Data(#"{"activityType": "com.appcadia.goal.editing", "expirationDate": "2027-01-01T09:00:00+99:00", "userInfo": {"goalId": 12}}"#.utf8),
            ja: "標準入力 を読めません: $.expirationDate（1行65列目） に正しい値（expected an ISO 8601 date such as 2026-11-22T09:00:00Z）が必要です。ファイルを直してからもう一度実行してください。\n",
            en: "Cannot read standard input: expected a valid value (expected an ISO 8601 date such as 2026-11-22T09:00:00Z) at $.expirationDate (line 1, column 65). Fix the file and run the command again.\n")
        try runner.expectWording(
            ["clip-transfer", "import", "-"], input: Data(#"{"version": "1.0.0", "createdAt": "2027-02-30T00:00:00Z", "goals": []}"#.utf8),
            ja: "引き継ぎ文書 標準入力 は取り込めません: createdAt「2027-02-30T00:00:00Z」は ISO 8601 の日時ではありません。何も取り込みませんでした。\n",
            en: "The transfer document standard input cannot be imported: createdAt \"2027-02-30T00:00:00Z\" is not an ISO 8601 date and time. Nothing was imported.\n")
    }

    @Test func aNumberOutOfItsRange() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(
            ["notification", "next-dates", "--trigger", #"{"timeInterval": 0}"#],
            ja: "--trigger の timeInterval が正しくありません: 時間間隔は0より大きい秒数でなければなりません（0.0）。直してからもう一度実行してください。\n",
            en: "--trigger is invalid at timeInterval: the time interval must be more than 0 seconds (it is 0.0). Fix it and run the command again.\n")
        let items = try runner.itemsFile([#"{"uniqueIdentifier": "n1", "attributeSet": {"title": "x", "rankingHint": 5}}"#])
        try runner.expectWording(
            ["index", "--items", items],
            ja: "{items} の1行目: rankingHint は0から1までの数です（5.0）。その範囲の値にしてください。このファイルの項目は1件も索引していません。\n",
            en: "Line 1 of {items}: the rankingHint must be a number from 0 to 1 (it is 5.0). Give it a value in that range. No item from this file was indexed.\n",
            fill: ["items": items])
        let app = try AppFixtureCopy(runner)
        try app.edit("integrations.json") { $0.replacingOccurrences(of: #""refreshInterval": 3600"#, with: #""refreshInterval": 1e308"#) }
        try runner.expectWording(
            ["widget", "timeline", "ProgressSummaryWidget", "--app", app.path],
            ja: "マニフェスト {app}/integrations.json の $.widgets[0].refreshInterval が正しくありません: 0より大きく604800（7日）以下の秒数（1e+308 ではなく）が必要です。ファイルを直してからもう一度実行してください。\n",
            en: "The manifest {app}/integrations.json is invalid at $.widgets[0].refreshInterval: expected a number of seconds above 0 and at most 604800, 7 days (not 1e+308). Fix the file and run the command again.\n",
            fill: ["app": app.path])
    }
}

/// What `route` and `aasa` say of a URL a browser reads otherwise, or that cannot be used.
@Suite struct URLTextTests {
    @Test func aBackslashBeforeTheAtSign() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(
            ["route", HostConfusionCommandTests.evil],
            ja: "ブラウザが読む URL: https://evil.com/@appcadia.com/goals/12\n「https://evil.com\\@appcadia.com/goals/12」に一致するルートはありません。\n  このアプリが扱うのは: appcadia://, https://appcadia.com\n",
            en: "As a browser reads it: https://evil.com/@appcadia.com/goals/12\nNo route matches \"https://evil.com\\@appcadia.com/goals/12\".\n  This app handles: appcadia://, https://appcadia.com\n",
            status: 3)
    }

    @Test func aHostThatIsNoAssociatedDomain() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        for (locale, text) in [("ja", "アプリは開きません\n  evil.com はアプリの関連ドメイン（applinks:appcadia.com）ではありません → 開かない\n"),
                               ("en", "Does not open the app\n  evil.com is not one of the app's associated domains (applinks:appcadia.com) → does not open\n")] {
            let result = try runner.run(["aasa", "check", "https://evil.com/goals/12", "--locale", locale])
            #expect(result.status == 3)
            #expect(result.output == text)
        }
    }

    @Test(arguments: [
        ("not a url", "「not a url」は URL として使えません: 「スキーム:」で始まっていません。",
         "\"not a url\" cannot be used as a URL: it does not start with a scheme and a colon (such as https: or myapp:)."),
        ("appcadia://goal/4\u{1}2", "「appcadia://goal/4\\u{1}2」は URL として使えません: 18文字目に制御文字（NUL など）があります。",
         "\"appcadia://goal/4\\u{1}2\" cannot be used as a URL: it contains a control character (such as NUL) at character 18."),
        ("https://appcadia .com/goals/1", "「https://appcadia .com/goals/1」は URL として使えません: ホストに使えない文字「 」があります（ブラウザはこの URL を開きません）。",
         "\"https://appcadia .com/goals/1\" cannot be used as a URL: the host holds ' ', which a host cannot (a browser does not open this URL)."),
    ])
    func aMalformedURL(url: String, ja: String, en: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(["route", url], ja: ja + "https://example.com/items/42 のような URL を指定してください。\n",
                                 en: en + " Give a URL such as https://example.com/items/42.\n")
    }

    @Test func aPortOutOfRange() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(
            ["route", "https://appcadia.com:99999/goals/12"],
            ja: "「https://appcadia.com:99999/goals/12」は URL として使えません: ポート「99999」は 0 から 65535 までの数ではありません（ブラウザはこの URL を開きません）。https://example.com/items/42 のような URL を指定してください。\n",
            en: "\"https://appcadia.com:99999/goals/12\" cannot be used as a URL: the port \"99999\" is not a number from 0 to 65535 (a browser does not open this URL). Give a URL such as https://example.com/items/42.\n")
    }

    @Test func aURLABrowserNormalises() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(["route", "https://APPCADIA.com:443/goals/12"],
                                 ja: "ブラウザが読む URL: https://appcadia.com/goals/12\n", en: "As a browser reads it: https://appcadia.com/goals/12\n", status: 0)
    }

    @Test func aDomainWithNoRoutes() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(
            ["aasa", "generate", "--domain", "other.example"],
            ja: "注: other.example にはユニバーサルリンクのルートがないので、このファイルはどの URL も開きません（ルートのあるドメイン: appcadia.com）。\n",
            en: "note: No route has a universal link on other.example, so this file opens no URL (the domains with routes: appcadia.com).\n",
            status: 0)
    }

    @Test func aRouteNameDeclaredTwiceAndAParameterARouteDoesNotTake() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try runner.copyOfTheSampleApp()
        let manifest = app.appendingPathComponent("integrations.json")
        try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "\"name\": \"trainer\"", with: "\"name\": \"goal\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        try runner.expectWording(["routes", "--app", app.path],
                                 ja: "問題: ルート名「goal」が重複しています。後の宣言は使いません。\n",
                                 en: "problem: The route name \"goal\" is declared twice; the later declaration is left out.\n")
        try runner.expectWording(["url", "goal", "--param", "id=1", "--param", "foo=2"],
                                 ja: "ルート「goal」にパラメータ「foo」はありません。パラメータは id です。\n",
                                 en: "Route \"goal\" has no parameter \"foo\". Its parameters are id.\n")
    }

    @Test func dotSegments() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(["route", "https://appcadia.com/clip/start/../../progress"],
                                 ja: "届く URL（. と .. を解決）: https://appcadia.com/progress\n",
                                 en: "As it arrives (. and .. resolved): https://appcadia.com/progress\n", status: 0)
    }

    @Test(arguments: [
        ("ja", "アプリは開きません\n  スキームが https ではありません → ユニバーサルリンクとして開かない（https の URL だけがアプリを開きます）\n"),
        ("en", "Does not open the app\n  the scheme is not https → does not open (only https URLs are universal links)\n"),
    ])
    func httpDoesNotOpenTheApp(locale: String, text: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        #expect(try runner.run(["aasa", "check", "http://appcadia.com/goals/1", "--locale", locale]).output == text)
    }
}

/// Usage errors (exit 64, first line) and warnings about the environment.
@Suite struct UsageTextTests {
    @Test(arguments: [
        (["search", "目標", "--limit", "9223372036854775792"],
         "Error: --limit は 1000000 以下にしてください（0 ですべて）。", "Error: --limit must be at most 1000000 (0 shows all), not 9223372036854775792."),
        (["notification", "next-dates", "--trigger", #"{"calendar": {"hour": 8}}"#, "--after", "2027-01-01T99:00:00Z"],
         "Error: --after には ISO 8601 の日時を指定してください。", "Error: --after must be an ISO 8601 date and time such as 2027-03-13T00:00:00Z, not '2027-01-01T99:00:00Z'."),
    ])
    func aNumberOrDateOutOfBounds(arguments: [String], ja: String, en: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(arguments, ja: ja, en: en, firstLine: true, status: 64)
    }

    @Test(arguments: [
        (["widget", "timeline", "TodayGoalsWidget", "--config", "maxGoalsCount=2", "--config", "maxGoalsCount=4"],
         "Error: --config maxGoalsCount が2回あります。1回だけ指定してください。", "Error: --config maxGoalsCount is given twice; give each setting once."),
        (["index", "--delete-domain", ""],
         "Error: --delete-domain にドメイン名を指定してください。", "Error: --delete-domain is empty: give a domain such as notes (its subdomains go too)."),
        (["clip-transfer", "export", "--entity", "goal-1", "--entity", "goal-1"],
         "Error: --entity goal-1 が2回あります。1回だけ指定してください。", "Error: --entity goal-1 is given twice; give each once."),
    ])
    func aRepeatedOrEmptyOption(arguments: [String], ja: String, en: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(arguments, ja: ja, en: en, firstLine: true, status: 64)
    }

    @Test func aTimeZoneThatDoesNotExist() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(["notification", "pending", "--time-zone", "Mars/Olympus"],
                                 ja: "Error: --time-zone には Asia/Tokyo のようなタイムゾーンを指定してください。",
                                 en: "Error: --time-zone Mars/Olympus is not a time zone (such as Asia/Tokyo).", firstLine: true, status: 64)
        try runner.expectWording(["search", "目標", "--limit", "-1"],
                                 ja: "Error: --limit には 0（すべて）以上を指定してください。",
                                 en: "Error: --limit must be 0 (all) or more, not -1.", firstLine: true, status: 64)
    }

    /// The hint after argument-parser's error, on the last line.
    @Test(arguments: [
        ("ja", "「-目標」は - で始まるためオプションとして読まれました。値として渡すには -- のあとに書いてください（例: integrations search --locale ja -- -目標）。"),
        ("en", "\"-目標\" starts with -, so it was read as an option. To pass it as a value, write it after -- (for example: integrations search --locale en -- -目標)."),
    ])
    func aValueStartingWithADash(locale: String, hint: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["search", "-目標", "--locale", locale])
        #expect(result.status == 64)
        #expect(result.error.hasSuffix("\n" + hint + "\n"), "\(result.error)")
    }

    @Test func aBadBusyTimeout() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_BUSY_TIMEOUT"] = "abc"
        try runner.expectWording(
            ["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--yes"],
            ja: "警告: INTEGRATIONS_BUSY_TIMEOUT の「abc」は 0 から 3600 までの秒数ではないので無視し、10 秒を使います。\n",
            en: "warning: INTEGRATIONS_BUSY_TIMEOUT is \"abc\", which is not a number of seconds from 0 to 3600; it is ignored and 10 seconds apply.\n",
            status: 0)
    }
}

/// Notifications refused: an identifier that cannot be shown, a template that needs an entity; follow-ups
/// `check` refuses.
@Suite struct NotificationRefusalTextTests {
    @Test func theFollowUpsInCheck() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try AppFixtureCopy(runner)
        try app.edit("integrations.json") {
            $0.replacingOccurrences(of: #""template": "celebration", "minimumStreak": 2"#, with: #""template": "party", "minimumStreak": 0"#)
                .replacingOccurrences(of: #""confirmation": "quickCompletion""#, with: #""confirmation": "ack""#)
        }
        // Named from the app's folder, the root of a folder outside a repository.
        let manifest = "integrations.json"
        #expect(try runner.run(["check", "--app", app.path, "--locale", "ja"]).output == """
            \(manifest):275:29: error: アクション「COMPLETE_ACTION」の確認のテンプレート「ack」は宣言されていません [notification.confirmationUnknown]
            \(manifest):311:40: error: 連続記録の通知のテンプレート「party」は宣言されていません [notification.streakTemplateUnknown]
            \(manifest):311:66: error: minimumStreak は1日以上です（0） [notification.minimumStreak]

            """)
        #expect(try runner.run(["check", "--app", app.path, "--locale", "en"]).output == """
            \(manifest):275:29: error: the confirmation template "ack" of action "COMPLETE_ACTION" is not declared [notification.confirmationUnknown]
            \(manifest):311:40: error: the streak notification's template "party" is not declared [notification.streakTemplateUnknown]
            \(manifest):311:66: error: minimumStreak must be 1 day or more (it is 0) [notification.minimumStreak]

            """)
    }

    @Test func anIdentifierAndATemplateWithoutItsEntity() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        try runner.expectWording(
            ["notification", "schedule", "goalReminder", "--entity", "goal-12", "--at", "08:00", "--identifier", ""],
            ja: "通知の識別子「」は使えません。空でなく、改行などの制御文字を含まない識別子にしてください。\n",
            en: "The notification identifier \"\" cannot be used: give one that is not empty and holds no line break or other control character.\n")
        try runner.expectWording(
            ["notification", "payload", "--template", "goalReminder"],
            ja: "通知テンプレート「goalReminder」はフィールド 「title」 を使うので、エンティティなしでは作れません（空のまま表示されます）。エンティティを指定してください。\n",
            en: "The notification template \"goalReminder\" uses the field \"title\", which only an entity fills, so it cannot be made without one (it would show a blank). Give an entity.\n")
    }
}
