import Foundation
import Testing

/// `integrations check` on the sample and on the broken apps under `Fixtures/Broken`, against golden
/// files. Regenerate the goldens after a deliberate change with:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter CheckCommandTests
@Suite struct CheckCommandTests {
    /// One diagnostic of `check --json`: its code, severity, file and line, and its message.
    struct Diagnostic: Decodable, CustomStringConvertible {
        var code: String
        var severity: String
        var file: String?
        var line: Int?
        var column: Int?
        var path: String?
        var message: String
        var description: String { "\(file ?? "-"):\(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-") \(severity) [\(code)]" }
    }

    /// The diagnostics `check --json` printed, in order.
    static func diagnostics(_ output: String) throws -> [Diagnostic] {
        try JSONDecoder().decode([Diagnostic].self, from: Data(output.utf8))
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Broken")
    static let updating = ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1"
    static let brokenApps = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
        .filter { FileManager.default.fileExists(atPath: fixtures.appendingPathComponent($0).appendingPathComponent("integrations.json").path) }
        .sorted()

    @Test(arguments: [
        ("en", "No problems found in the embedded sample Appcadia (Fixtures/Appcadia).\n"),
        ("ja", "問題は見つかりませんでした（埋め込みのサンプル Appcadia（Fixtures/Appcadia））。\n"),
    ])
    func theSampleHasNoProblems(locale: String, summary: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["check", "--locale", locale])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        #expect(result.error == summary)
        let json = try runner.run(["check", "--json"])
        #expect(json.status == 0)
        #expect(json.output == "[]\n")
    }

    /// The sample's lines name its files as the repository has them, and the summary names every file
    /// with a problem — not only integrations.json when the problem is in the Info.plist.
    @Test func theSummaryNamesTheFilesWithProblems() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let plist = runner.folder.appendingPathComponent("Info.plist")
        try Data(#"<?xml version="1.0"?><plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.appcadia.app</string></dict></plist>"#.utf8).write(to: plist)
        let json = try runner.run(["check", "--info-plist", plist.path, "--json"])
        #expect(json.status == 2)
        let diagnostics = try Self.diagnostics(json.output)
        // Four activity types, the background task's identifier and mode, NSSupportsLiveActivities and the URL
        // scheme are errors; the two static quick actions missing from the Home Screen menu are warnings.
        #expect(diagnostics.filter { $0.severity == "error" }.count == 8 && diagnostics.count == 10, "\(diagnostics)")
        #expect(diagnostics.first?.description == "Fixtures/Appcadia/integrations.json:369:15 error [infoPlist.activityTypeMissing]", "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("com.appcadia.goal.editing") == true, "\(diagnostics)")
        #expect(Set(diagnostics.compactMap(\.file)) == ["Fixtures/Appcadia/integrations.json", plist.path], "\(diagnostics)")
        // The summary (its wording: CheckLineTextTests.theSummary) names both files.
        let result = try runner.run(["check", "--info-plist", plist.path])
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("Fixtures/Appcadia/integrations.json:369:15: error: "))
        #expect(result.error.contains("Fixtures/Appcadia/integrations.json") && result.error.contains(plist.path), "\(result.error)")
    }

    /// Property lists that cannot be read, with the line and column the XML gives (nil: none).
    static let unreadablePropertyLists: [(text: String, line: Int?, column: Int?)] = [
        ("", nil, nil),
        ("bplist00\u{1}\u{2}", nil, nil),
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n", 5, 1),
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key><string>x</strin>\n</dict></plist>\n", 4, 30),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [ <!ENTITY x \"y\"> ]>\n<plist version=\"1.0\"><dict><key>a</key><string>&x;</string></dict></plist>\n", nil, nil),
        ("<?xml version=\"1.0\"?>\n<html/>\n", nil, nil),
    ]

    /// A property list that cannot be read is one plist.malformed error, at its line and column when the
    /// XML says where (why, in words: CheckLineTextTests.anUnreadablePropertyList).
    @Test(arguments: 0..<unreadablePropertyLists.count)
    func anUnreadablePropertyListSaysWhy(index: Int) throws {
        let (text, line, column) = Self.unreadablePropertyLists[index]
        let runner = try CommandRunner()
        defer { runner.remove() }
        let plist = runner.folder.appendingPathComponent("App.entitlements")
        try Data(text.utf8).write(to: plist)
        let result = try runner.run(["check", "--entitlements", plist.path, "--json"])
        #expect(result.status == 2)
        let found = try Self.diagnostics(result.output).filter { $0.file == plist.path }
        #expect(found.map(\.code) == ["plist.malformed"], "\(found)")
        #expect(found.first?.severity == "error" && found.first?.line == line && found.first?.column == column, "\(found)")
    }

    /// Associated domains written as one string are said to be a string, not "missing".
    @Test func entitlementsOfTheWrongTypeSayWhatTheyHold() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let entitlements = runner.folder.appendingPathComponent("App.entitlements")
        try Data(#"<?xml version="1.0"?><plist version="1.0"><dict><key>com.apple.developer.associated-domains</key><string>applinks:appcadia.com</string><key>com.apple.security.application-groups</key><array><string>group.com.appcadia.shared</string></array></dict></plist>"#.utf8).write(to: entitlements)
        let result = try runner.run(["check", "--entitlements", entitlements.path, "--json"])
        #expect(result.status == 2)
        let diagnostics = try Self.diagnostics(result.output)
        #expect(diagnostics.map(\.description) == ["\(entitlements.path):-:- error [entitlements.wrongType]"], "\(diagnostics)")
        #expect(diagnostics.first?.path == "com.apple.developer.associated-domains", "\(diagnostics)")
    }

    @Test func thereAreBrokenApps() {
        #expect(Self.brokenApps.count >= 1)
    }

    @Test(arguments: brokenApps)
    func aBrokenAppGetsEveryProblemAtItsLineAndColumn(name: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = Self.fixtures.appendingPathComponent(name)
        for (arguments, golden) in [(["--locale", "en"], "expected.en.txt"), (["--locale", "ja"], "expected.ja.txt"), (["--json", "--locale", "en"], "expected.json")] {
            let result = try runner.run(["check", "--app", folder.path] + arguments)
            // Paths in the output as a person in the package's folder would give them; the exit code last.
            let text = (result.output + (arguments.contains("--json") ? "" : result.error))
                .replacingOccurrences(of: folder.path, with: "Fixtures/Broken/\(name)") + "exit \(result.status)\n"
            let goldenURL = folder.appendingPathComponent(golden)
            if Self.updating, (try? String(contentsOf: goldenURL, encoding: .utf8)) != text {
                // A rewritten golden file fails the run that wrote it: the change is seen, then checked by a run without the variable.
                try text.write(to: goldenURL, atomically: true, encoding: .utf8)
                Issue.record("rewrote \(name)/\(golden) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
                continue
            }
            let expected = try String(contentsOf: goldenURL, encoding: .utf8)
            #expect(text == expected, "\(name)/\(golden) differs; if the change is meant, regenerate: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter CheckCommandTests")
        }
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try runner.copyOfTheSampleApp()
        let manifest = app.appendingPathComponent("integrations.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "\"foldsKana\": true", with: "\"foldsKana\": true, \"foldKana\": true")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let lenient = try runner.run(["check", "--app", app.path, "--json"])
        #expect(lenient.status == 0)
        let diagnostics = try Self.diagnostics(lenient.output)
        #expect(diagnostics.map(\.description) == ["integrations.json:21:24 warning [manifest.unknownKey]"], "\(diagnostics)")
        #expect(diagnostics.first?.path == "$.search.foldKana", "\(diagnostics)")
        #expect(try runner.run(["check", "--app", app.path, "--strict"]).status == 5)
    }

    /// A phrase without the app's name is reported at its own line and column, not at its array's, with
    /// its rule's code in the text and in `--json`.
    @Test func aPhraseIsReportedAtItsOwnLine() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try runner.copyOfTheSampleApp()
        let manifest = app.appendingPathComponent("integrations.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("\"Complete ${goal} in ${applicationName}\"") })
        let column = try #require(lines[line].firstIndex(of: "\"")).utf16Offset(in: lines[line]) + 1
        try text.replacingOccurrences(of: "\"Complete ${goal} in ${applicationName}\"", with: "\"Complete ${goal} now\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let json = try runner.run(["check", "--app", app.path, "--json"])
        #expect(json.status == 2)
        let diagnostics = try Self.diagnostics(json.output)
        #expect(diagnostics.map(\.description) == ["integrations.json:\(line + 1):\(column) error [phrase.missingAppName]"], "\(diagnostics)")
        #expect(diagnostics.first?.path == "$.intents[0].phrases.en[1]", "\(diagnostics)")
        #expect(diagnostics.first.map { $0.message.contains("Complete ${goal} now") && $0.message.contains("CompleteGoal") } == true, "\(diagnostics)")
        // The text line carries the same place and code (its wording: CheckLineTextTests.aPhraseWithoutTheAppsName).
        let result = try runner.run(["check", "--app", app.path])
        #expect(result.output.hasPrefix("integrations.json:\(line + 1):\(column): error: ") && result.output.hasSuffix(" [phrase.missingAppName]\n"), "\(result.output)")
    }

    /// An Info.plist without the app's scheme, binary or XML, gets the same error naming the scheme and
    /// the key; the exported fragment, written as a plist, makes it go away.
    @Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
    func anInfoPlistWithoutTheSchemeAndTheExportThatFixesIt(format: PropertyListSerialization.PropertyListFormat) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let plist = runner.folder.appendingPathComponent("Info.plist")
        let lacking: [String: Any] = ["CFBundleIdentifier": "com.appcadia.app", "CFBundleURLTypes": [["CFBundleURLSchemes": ["other"]]]]
        try PropertyListSerialization.data(fromPropertyList: lacking, format: format, options: 0).write(to: plist)
        let result = try runner.run(["check", "--info-plist", plist.path, "--json"])
        #expect(result.status == 2)
        // The manifest's diagnostics come first, then the Info.plist's, whatever folders the two are in.
        let diagnostics = try Self.diagnostics(result.output)
        let plistLine = diagnostics.firstIndex { $0.code == "infoPlist.schemeMissing" && $0.file == plist.path && $0.severity == "error" }
        let manifestLines = diagnostics.indices.filter { diagnostics[$0].file != plist.path }
        #expect(plistLine != nil && !manifestLines.isEmpty && manifestLines.allSatisfy { $0 < plistLine! }, "\(diagnostics)")
        // Without NSUserActivityTypes, each activity type is reported at its declaration, in the manifest.
        let activityTypes = diagnostics.filter { $0.code == "infoPlist.activityTypeMissing" }
        #expect(!activityTypes.isEmpty && activityTypes.allSatisfy { $0.file != plist.path && $0.line != nil && $0.severity == "error" }, "\(diagnostics)")
        let exported = try runner.run(["export", "info-plist"])
        #expect(exported.status == 0)
        try Data(exported.output.utf8).write(to: plist)
        let fixed = try runner.run(["check", "--info-plist", plist.path, "--locale", "en"])
        #expect(fixed.status == 0)
        #expect(fixed.output.isEmpty)
    }

    @Test func entitlementsWithoutADomainAndTheExportThatFixesIt() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let plist = runner.folder.appendingPathComponent("App.entitlements")
        let lacking: [String: Any] = ["com.apple.developer.associated-domains": ["applinks:appcadia.com"]]
        try PropertyListSerialization.data(fromPropertyList: lacking, format: .xml, options: 0).write(to: plist)
        let result = try runner.run(["check", "--entitlements", plist.path, "--json"])
        #expect(result.status == 2)
        let diagnostics = try Self.diagnostics(result.output)
        #expect(diagnostics.map(\.code) == ["entitlements.domainMissing", "entitlements.appGroupMissing"], "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.file == plist.path && $0.severity == "error" }, "\(diagnostics)")
        // The missing domain is named, as the entitlement would hold it.
        #expect(diagnostics.first?.message.contains("appclips:appcadia.com") == true, "\(diagnostics)")
        try Data(try runner.run(["export", "entitlements"]).output.utf8).write(to: plist)
        #expect(try runner.run(["check", "--entitlements", plist.path]).status == 0)
    }

    /// A served file that misses routes: each is named with the component that refused it.
    @Test func aServedAASAThatMissesRoutesNamesThem() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let served = runner.folder.appendingPathComponent("apple-app-site-association")
        try Data(#"{"applinks": {"details": [{"appIDs": ["A1B2C3D4E5.com.appcadia.app"], "components": [{"/": "/goals/*/edit"}, {"/": "/progress"}, {"/": "/goals/new"}]}]}}"#.utf8).write(to: served)
        let result = try runner.run(["check", "--aasa", served.path, "--json"])
        #expect(result.status == 2)
        let diagnostics = try Self.diagnostics(result.output)
        #expect(diagnostics.map(\.description) == ["Fixtures/Appcadia/integrations.json:61:9 error [servedAASA.routeNotOpened]",
                                                  "Fixtures/Appcadia/integrations.json:75:9 error [servedAASA.routeNotOpened]"], "\(diagnostics)")
        // The routes home ($.routes[0]) and goal ($.routes[1]), at their universal-link forms, each with a URL it has.
        #expect(diagnostics.map(\.path) == ["$.routes[0].forms[0]", "$.routes[1].forms[1]"], "\(diagnostics)")
        let goal = diagnostics.last?.message ?? ""
        #expect(goal.contains(served.path) && goal.contains("https://appcadia.com/goals/1"), "\(goal)")
        #expect(!diagnostics.contains { $0.message.contains("goalEdit") }, "\(diagnostics)")
        let generated = try runner.run(["aasa", "generate"])
        try Data(generated.output.utf8).write(to: served)
        #expect(try runner.run(["check", "--aasa", served.path]).status == 0)
    }
}

/// `check --project` checks an app's own project files against each other: an option that means nothing
/// there is refused, never ignored, and a folder with nothing to check is said to be one.
/// The exact Info.plist and entitlements check lines, in Japanese and English, pinned in one place: the
/// behaviour tests in CheckCommandTests assert on `check --json`'s codes.
@Suite struct CheckLineTextTests {
    @Test func entitlementsWithoutADomainOrTheAppGroup() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let plist = runner.folder.appendingPathComponent("App.entitlements")
        let lacking: [String: Any] = ["com.apple.developer.associated-domains": ["applinks:appcadia.com"]]
        try PropertyListSerialization.data(fromPropertyList: lacking, format: .xml, options: 0).write(to: plist)
        let ja = try runner.run(["check", "--entitlements", plist.path, "--locale", "ja"])
        #expect(ja.output == """
            \(plist.path): error: 関連ドメイン「appclips:appcadia.com」が com.apple.developer.associated-domains にありません（integrations export entitlements の出力を入れてください） [entitlements.domainMissing]
            \(plist.path): error: App Group「group.com.appcadia.shared」が com.apple.security.application-groups にありません。アプリはストアのある共有コンテナを開けません（integrations export entitlements の出力を入れてください） [entitlements.appGroupMissing]

            """)
        let en = try runner.run(["check", "--entitlements", plist.path, "--locale", "en"])
        #expect(en.output == """
            \(plist.path): error: the associated domain "appclips:appcadia.com" is not in com.apple.developer.associated-domains (merge the output of integrations export entitlements) [entitlements.domainMissing]
            \(plist.path): error: the App Group "group.com.appcadia.shared" is not in com.apple.security.application-groups; the app cannot open the shared container its store is in (merge the output of integrations export entitlements) [entitlements.appGroupMissing]

            """)
    }

    @Test func anInfoPlistWithoutTheSchemeOrTheActivityTypes() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let plist = runner.folder.appendingPathComponent("Info.plist")
        let lacking: [String: Any] = ["CFBundleIdentifier": "com.appcadia.app", "CFBundleURLTypes": [["CFBundleURLSchemes": ["other"]]]]
        try PropertyListSerialization.data(fromPropertyList: lacking, format: .xml, options: 0).write(to: plist)
        let ja = try runner.run(["check", "--info-plist", plist.path, "--locale", "ja"])
        #expect(ja.output.contains("\n\(plist.path): error: URL スキーム「appcadia」が CFBundleURLTypes の CFBundleURLSchemes にありません。iOS はこのスキームの URL でアプリを開きません（integrations export info-plist の出力を Info.plist に入れてください） [infoPlist.schemeMissing]\n"), "\(ja.output)")
        #expect(ja.output.contains(": error: アクティビティタイプ「com.appcadia.goal.editing」が Info.plist（\(plist.path)）の NSUserActivityTypes にありません。iOS はこのタイプのアクティビティをアプリに渡しません（integrations export info-plist の出力を Info.plist に入れてください） [infoPlist.activityTypeMissing]\n"), "\(ja.output)")
        let en = try runner.run(["check", "--info-plist", plist.path, "--locale", "en"])
        #expect(en.output.contains("\n\(plist.path): error: the URL scheme \"appcadia\" is not in CFBundleURLTypes > CFBundleURLSchemes; iOS does not open the app for its URLs (merge the output of integrations export info-plist into the Info.plist) [infoPlist.schemeMissing]\n"), "\(en.output)")
        #expect(en.output.contains(": error: the activity type \"com.appcadia.goal.editing\" is not in NSUserActivityTypes of the Info.plist (\(plist.path)); iOS does not hand activities of this type to the app (merge the output of integrations export info-plist into the Info.plist) [infoPlist.activityTypeMissing]\n"), "\(en.output)")
    }

    /// The summary after the lines: each file with a problem named.
    @Test func theSummary() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let plist = runner.folder.appendingPathComponent("Info.plist")
        try Data(#"<?xml version="1.0"?><plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.appcadia.app</string></dict></plist>"#.utf8).write(to: plist)
        #expect(try runner.run(["check", "--info-plist", plist.path, "--locale", "ja"]).error == "エラー8件、警告2件（Fixtures/Appcadia/integrations.json、\(plist.path)）。\n")
        #expect(try runner.run(["check", "--info-plist", plist.path, "--locale", "en"]).error == "8 errors, 2 warnings in Fixtures/Appcadia/integrations.json and \(plist.path).\n")
        try Data().write(to: plist)
        #expect(try runner.run(["check", "--entitlements", plist.path, "--locale", "ja"]).error == "エラー1件、警告0件（\(plist.path)）。\n")
        #expect(try runner.run(["check", "--entitlements", plist.path, "--locale", "en"]).error == "1 error, 0 warnings in \(plist.path).\n")
    }

    /// Why a property list cannot be read (CheckCommandTests.unreadablePropertyLists, in order), then the fix.
    @Test(arguments: zip(CheckCommandTests.unreadablePropertyLists.map(\.text), [
        (": error: ファイルが空です", ": error: the file is empty"),
        (": error: バイナリのプロパティリストですが、壊れているか途中で切れています", ": error: a binary property list that is damaged or cut short"),
        (":5:1: error: ファイルが途中で切れています: 3行目の <dict> が閉じられないまま終わっています", ":5:1: error: the file is cut short: <dict> from line 3 is never closed"),
        (":4:30: error: XML がここで壊れています（閉じていないタグか、使えない文字があります）", ":4:30: error: the XML breaks here (a tag is not closed, or a character is not allowed)"),
        (": error: 独自の DTD 定義（<!DOCTYPE … [ … ]>）があります。プロパティリストは Apple の DOCTYPE 行だけを使い、独自の定義やエンティティは読みません",
         ": error: it has DTD definitions of its own (<!DOCTYPE … [ … ]>); property lists use Apple's DOCTYPE line only, and their own definitions and entities are not read"),
        (": error: XML ですが、最上位が辞書のプロパティリスト（<plist><dict>…</dict></plist>）ではありません", ": error: XML, but not a property list with a dictionary at the top (<plist><dict>…</dict></plist>)"),
    ]))
    func anUnreadablePropertyList(text: String, lines: (ja: String, en: String)) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let plist = runner.folder.appendingPathComponent("App.entitlements")
        try Data(text.utf8).write(to: plist)
        let ja = try runner.run(["check", "--entitlements", plist.path, "--locale", "ja"])
        #expect(ja.output.split(separator: "\n").contains { $0 == plist.path + lines.ja + "（最上位が <dict> の XML プロパティリストにしてください（integrations export info-plist が例を出力します）） [plist.malformed]" }, "\(ja.output)")
        let en = try runner.run(["check", "--entitlements", plist.path, "--locale", "en"])
        #expect(en.output.split(separator: "\n").contains { $0 == plist.path + lines.en + " (write an XML property list with a <dict> at the top; integrations export info-plist prints one) [plist.malformed]" }, "\(en.output)")
    }

    @Test func entitlementsOfTheWrongType() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let entitlements = runner.folder.appendingPathComponent("App.entitlements")
        try Data(#"<?xml version="1.0"?><plist version="1.0"><dict><key>com.apple.developer.associated-domains</key><string>applinks:appcadia.com</string><key>com.apple.security.application-groups</key><array><string>group.com.appcadia.shared</string></array></dict></plist>"#.utf8).write(to: entitlements)
        #expect(try runner.run(["check", "--entitlements", entitlements.path, "--locale", "ja"]).output == "\(entitlements.path): error: com.apple.developer.associated-domains は文字列の配列でなければなりません（文字列が書かれています）（<array><string>…</string></array> にしてください） [entitlements.wrongType]\n")
        #expect(try runner.run(["check", "--entitlements", entitlements.path, "--locale", "en"]).output == "\(entitlements.path): error: com.apple.developer.associated-domains must be an array of strings (it holds a string) (write <array><string>…</string></array>) [entitlements.wrongType]\n")
    }

    /// A manifest edit's one line, in each language: (the text replaced, its replacement, ja, en).
    @Test(arguments: [
        ("\"foldsKana\": true", "\"foldsKana\": true, \"foldKana\": true",
         ":21:24: warning: キー「foldKana」は使われません（$.search にないキーです）（「foldsKana」のことですか？） [manifest.unknownKey]\n",
         ":21:24: warning: unknown key \"foldKana\" in $.search; it is ignored (did you mean \"foldsKana\"?) [manifest.unknownKey]\n"),
        ("\"Complete ${goal} in ${applicationName}\"", "\"Complete ${goal} now\"",
         ":221:11: error: インテント「CompleteGoal」のフレーズ「Complete ${goal} now」（en）に ${applicationName} がありません。フレーズに ${applicationName} を入れてください（Siri はそこでアプリの名前か別名を聞き取ります）。 [phrase.missingAppName]\n",
         ":221:11: error: The phrase \"Complete ${goal} now\" (en) of intent \"CompleteGoal\" does not contain ${applicationName}. Put ${applicationName} in the phrase (Siri hears the app's name or an alias there). [phrase.missingAppName]\n"),
    ])
    func aManifestLine(replaced: String, by replacement: String, ja: String, en: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try runner.copyOfTheSampleApp()
        let manifest = app.appendingPathComponent("integrations.json")
        try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: replaced, with: replacement).write(to: manifest, atomically: true, encoding: .utf8)
        #expect(try runner.run(["check", "--app", app.path, "--locale", "ja"]).output == "integrations.json" + ja)
        #expect(try runner.run(["check", "--app", app.path, "--locale", "en"]).output == "integrations.json" + en)
    }

    @Test func aServedAASAThatMissesARoute() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let served = runner.folder.appendingPathComponent("apple-app-site-association")
        try Data(#"{"applinks": {"details": [{"appIDs": ["A1B2C3D4E5.com.appcadia.app"], "components": [{"/": "/goals/*/edit"}, {"/": "/progress"}, {"/": "/goals/new"}]}]}}"#.utf8).write(to: served)
        #expect(try runner.run(["check", "--aasa", served.path, "--locale", "ja"]).output.hasSuffix("Fixtures/Appcadia/integrations.json:75:9: error: \(served.path) はユニバーサルリンクのルート「goal」の URL https://appcadia.com/goals/1 を開きません（一致するコンポーネントなし → 開かない）（integrations aasa generate の出力を配信してください） [servedAASA.routeNotOpened]\n"))
        #expect(try runner.run(["check", "--aasa", served.path, "--locale", "en"]).output.hasSuffix("Fixtures/Appcadia/integrations.json:75:9: error: \(served.path) does not open https://appcadia.com/goals/1, a URL of universal-link route \"goal\" (no component matched → does not open) (serve the output of integrations aasa generate) [servedAASA.routeNotOpened]\n"))
    }
}

/// The refusals of `check --project` (and the plugin tool's) that are not lines of a file, in both languages.
@Suite struct CheckRefusalTextTests {
    /// A folder whose Swift sources cannot be read, the reader missing: the sentence whole.
    @Test(arguments: [
        ("ja", "{folder} には確かめるものが見つかりませんでした。読み込むファイルがどれも読めませんでした（.: Swift のソース 1 件は読んでいません（読み手 {reader} がありません。このパッケージの integrations をビルドしてください（swift build -c release --product integrations）））。ファイルを直すか、アプリのリポジトリかプロジェクトのフォルダを指定してください。\n"),
        ("en", "Found nothing to check in {folder}: none of the files the import reads could be read (.: 1 Swift sources were not read (no reader at {reader}; build this package's integrations product (swift build -c release --product integrations))). Fix them, or give the app's repository or project folder.\n"),
    ])
    func aFolderWhoseFilesCannotBeRead(locale: String, text: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let reader = runner.folder.appendingPathComponent("no-reader").path
        runner.overrides["INTEGRATIONS_SWIFT_SOURCE_READER"] = reader
        let folder = runner.folder.appendingPathComponent("damaged")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: folder.appendingPathComponent("App.swift"))
        let result = try runner.run(["check", "--project", folder.path, "--locale", locale])
        #expect(result.error == text.replacingOccurrences(of: "{folder}", with: folder.path).replacingOccurrences(of: "{reader}", with: reader))
    }

    /// The plugin tool's refusal of app-folder options beside --project, in the library's words (they name no
    /// flag, for the command plugin's flags are not the tool's), and its "nothing to check".
    @Test(arguments: [
        ("ja_JP.UTF-8", "Error: プロジェクトのチェックに Info.plist、apple-app-site-association は使えません。プロジェクトのチェックはそのファイル同士を、アプリのフォルダのチェックは integrations.json と Info.plist・エンタイトルメント・apple-app-site-association を確かめます。別々に実行してください。",
         "error: {folder} には確かめるものが見つかりませんでした。読み込むファイル（Xcode プロジェクトの project.pbxproj、XcodeGen の project.yml、Info.plist などのプロパティリスト、.entitlements、.xcconfig、.intentdefinition、Swift ソース）が一つもありません。アプリのリポジトリかプロジェクトのフォルダを指定してください。\n"),
        ("C", "Error: A project's check cannot take the Info.plist or the apple-app-site-association: a project's check checks its own files against each other, and an app folder's check its integrations.json against the Info.plist, entitlements and apple-app-site-association. Run them separately.",
         "error: Found nothing to check in {folder}: it holds none of the files the import reads (an Xcode project's project.pbxproj, XcodeGen's project.yml, property lists such as Info.plist, .entitlements, .xcconfig, .intentdefinition, Swift sources). Give the app's repository or project folder.\n"),
    ])
    func thePluginTool(lang: String, combined: String, empty: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["LANG"] = lang
        runner.overrides["CHECKED"] = runner.folder.path
        let refused = try runner.shell("IntegrationsPluginTool check --project \"$CHECKED\" --aasa aasa.json --info-plist Info.plist")
        #expect(refused.error.components(separatedBy: "\n")[0] == combined)
        let nothing = try runner.shell("IntegrationsPluginTool check --project \"$CHECKED\"")
        #expect(nothing.error == empty.replacingOccurrences(of: "{folder}", with: runner.folder.path))
    }
}

@Suite struct CheckProjectOptionTests {
    @Test(arguments: [
        (["--app", "Fixtures/Appcadia"], "en",
         "Error: --project cannot be used with --app: --project checks an app's project files against each other, and --app, --info-plist, --entitlements and --aasa check an app folder's integrations.json. Run them separately.\n"),
        (["--info-plist", "Info.plist"], "en",
         "Error: --project cannot be used with --info-plist: --project checks an app's project files against each other, and --app, --info-plist, --entitlements and --aasa check an app folder's integrations.json. Run them separately.\n"),
        (["--aasa", "aasa.json", "--entitlements", "App.entitlements", "--app", "app"], "en",
         "Error: --project cannot be used with --app, --entitlements or --aasa: --project checks an app's project files against each other, and --app, --info-plist, --entitlements and --aasa check an app folder's integrations.json. Run them separately.\n"),
        (["--aasa", "aasa.json"], "ja",
         "Error: --project と --aasa は一緒に使えません。--project はアプリのプロジェクトのファイル同士を、--app・--info-plist・--entitlements・--aasa はアプリのフォルダの integrations.json を確かめます。別々に実行してください。\n"),
        (["--app", "app", "--info-plist", "Info.plist"], "ja",
         "Error: --project と --app、--info-plist は一緒に使えません。--project はアプリのプロジェクトのファイル同士を、--app・--info-plist・--entitlements・--aasa はアプリのフォルダの integrations.json を確かめます。別々に実行してください。\n"),
    ] as [([String], String, String)])
    func projectRefusesTheOptionsOfAnAppFolder(options: [String], locale: String, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["check", "--project", runner.folder.path] + options + ["--locale", locale])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.error.components(separatedBy: "\n").first.map { $0 + "\n" } == message)
    }

    /// The converse: the build configuration is the project's, so it means nothing without `--project`.
    @Test(arguments: [
        ("en", "Error: --configuration applies to --project only: it picks the build configuration the project's files are read with. Give --project PATH, or leave --configuration out.\n"),
        ("ja", "Error: --configuration は --project と一緒にだけ使えます（プロジェクトのファイルを読むビルド構成を選びます）。--project でフォルダを指定するか、--configuration を外してください。\n"),
    ])
    func configurationWithoutProjectIsRefused(locale: String, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["check", "--configuration", "Debug", "--locale", locale])
        #expect(result.status == 64)
        #expect(result.error.components(separatedBy: "\n").first.map { $0 + "\n" } == message)
    }

    /// The target read as the app is the project's too: without `--project` it is refused (64); with it, a
    /// name that is no application target exits 1 naming the application targets there are.
    @Test(arguments: [
        ("en", "Error: --target applies to --project only: it picks the target read as the app. Give --project PATH, or leave --target out.\n",
         "The project has no target \"Larder2\" (names are case-sensitive). Name an application target as the app's target: Larder."),
        ("ja", "Error: --target は --project と一緒にだけ使えます（アプリとして読むターゲットを選びます）。--project でフォルダを指定するか、--target を外してください。\n",
         "プロジェクトにターゲット「Larder2」はありません（名前は大文字と小文字を区別します）。アプリケーションのターゲット（Larder）をアプリのターゲットとして指定してください。"),
    ])
    func targetIsTheProjects(locale: String, usage: String, unknown: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let alone = try runner.run(["check", "--target", "Larder", "--locale", locale])
        #expect(alone.status == 64)
        #expect(alone.error.components(separatedBy: "\n").first.map { $0 + "\n" } == usage)
        let larder = ImportCommandTests.larder.path
        let named = try runner.run(["check", "--project", larder, "--target", "Larder2", "--locale", locale])
        #expect(named.status == 1)
        #expect(named.error.contains(unknown))
        let chosen = try runner.run(["import", larder, "--target", "Larder", "--json"])
        #expect(chosen.status == 0)
        #expect(chosen.output.contains("\"reason\" : \"named\""))
    }

    /// A folder holding no file the import reads is not "no problems found": nothing was checked. Exit 1,
    /// naming the folder and what the import looks for; `--json` gives its diagnostic, `check.failed`.
    @Test(arguments: [
        ("en", "Found nothing to check in FOLDER: it holds none of the files the import reads (an Xcode project's project.pbxproj, XcodeGen's project.yml, property lists such as Info.plist, .entitlements, .xcconfig, .intentdefinition, Swift sources). Give the app's repository or project folder.\n"),
        ("ja", "FOLDER には確かめるものが見つかりませんでした。読み込むファイル（Xcode プロジェクトの project.pbxproj、XcodeGen の project.yml、Info.plist などのプロパティリスト、.entitlements、.xcconfig、.intentdefinition、Swift ソース）が一つもありません。アプリのリポジトリかプロジェクトのフォルダを指定してください。\n"),
    ])
    func aFolderWithNothingToCheckSaysSo(locale: String, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("# Notes\n".utf8).write(to: folder.appendingPathComponent("README.md"))
        let result = try runner.run(["check", "--project", folder.path, "--locale", locale])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error == message.replacingOccurrences(of: "FOLDER", with: folder.path))
        let json = try runner.run(["check", "--project", folder.path, "--json", "--locale", "en"])
        #expect(json.status == 1)
        let document = try json.diagnostics()
        #expect(document.map { $0["code"] as? String } == ["check.failed"])
        if locale == "en" { #expect(document.first?["message"] as? String == message.replacingOccurrences(of: "FOLDER", with: folder.path).dropLast().description) }
    }

    /// The plugins' tool follows the same rules: a combination that means nothing is a usage error, and a
    /// folder with nothing to check fails with the sentence the command prints.
    @Test func thePluginToolRefusesTheSame() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["LANG"] = "C"
        runner.overrides["CHECKED"] = runner.folder.path
        let combined = try runner.shell("IntegrationsPluginTool check --project \"$CHECKED\" --aasa aasa.json --info-plist Info.plist")
        #expect(combined.status == 64)
        let refusal = combined.error.components(separatedBy: "\n")[0]
        // In the library's words, which name what was given and no flag: the command plugin shows them to a
        // person who typed its own flags.
        #expect(refusal.hasPrefix("Error: A project's check cannot take the Info.plist or the apple-app-site-association"), "\(combined.error)")
        // The sentence is the command's own, word for word (its wording: CheckRefusalTextTests).
        let command = try runner.run(["check", "--project", runner.folder.path, "--json", "--locale", "en"])
        try command.expectFailure("check.failed", naming: [runner.folder.path])
        let empty = try runner.shell("IntegrationsPluginTool check --project \"$CHECKED\"")
        #expect(empty.status == 1)
        // The plugin's report holds the check.failed diagnostic; standard error, the sentence.
        #expect(empty.output.contains("[check.failed]"))
        let message = try command.failure().message
        #expect(empty.error == "error: \(message)\n")
    }

    /// Files the import looks for but cannot read are named with why, instead of "holds none": a damaged
    /// property list, Swift sources without the reader.
    @Test(arguments: [
        ("Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n", "Info.plist:1"),
        ("App.swift", "let a = 1\n", "no-reader"),
    ])
    func aFolderWhoseFilesCannotBeReadSaysWhy(file: String, text: String, named: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_SWIFT_SOURCE_READER"] = runner.folder.appendingPathComponent("no-reader").path
        let folder = runner.folder.appendingPathComponent("damaged")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        let result = try runner.run(["check", "--project", folder.path, "--json"])
        try result.expectFailure("check.failed", naming: [folder.path, named])
        // Not the sentence of a folder holding none of the files (that one names project.pbxproj).
        #expect(!(try result.failure().message.contains("project.pbxproj")), "\(result.output)")
    }
}

/// `check` and the runtime agree: an app that a command cannot load is an app `check` fails.
@Suite struct CheckAgreesWithTheRuntimeTests {
    @Test(arguments: CheckCommandTests.brokenApps)
    func anAppTheRuntimeRefusesFailsTheCheck(name: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = CheckCommandTests.fixtures.appendingPathComponent(name).path
        let search = try runner.run(["search", "目標", "--app", folder, "--locale", "en"])
        let check = try runner.run(["check", "--app", folder, "--locale", "en"])
        if search.status == 1 {
            #expect(check.status == 2, "search refused \(name) (\(search.error)) but check exited \(check.status)")
        }
    }
}
