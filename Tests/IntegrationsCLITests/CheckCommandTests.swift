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
        var message: String
        var description: String { "\(file ?? "-"):\(line.map(String.init) ?? "-") \(severity) [\(code)]" }
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
        let result = try runner.run(["check", "--info-plist", plist.path, "--locale", "en"])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("Fixtures/Appcadia/integrations.json:355:15: error: the activity type \"com.appcadia.goal.editing\""))
        #expect(result.error == "5 errors, 0 warnings in Fixtures/Appcadia/integrations.json and \(plist.path).\n")
        try Data().write(to: plist)
        let empty = try runner.run(["check", "--entitlements", plist.path, "--locale", "ja"])
        #expect(empty.error == "エラー1件、警告0件（\(plist.path)）。\n")
    }

    /// A property list that cannot be read says why, at its line and column when the XML says where.
    @Test(arguments: [
        ("", "the file is empty"),
        ("bplist00\u{1}\u{2}", "a binary property list that is damaged or cut short"),
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n", "5:1: error: the file is cut short: <dict> from line 3 is never closed"),
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key><string>x</strin>\n</dict></plist>\n", "4:30: error: the XML breaks here (a tag is not closed, or a character is not allowed)"),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [ <!ENTITY x \"y\"> ]>\n<plist version=\"1.0\"><dict><key>a</key><string>&x;</string></dict></plist>\n",
         "it has DTD definitions of its own (<!DOCTYPE … [ … ]>); property lists use Apple's DOCTYPE line only, and their own definitions and entities are not read"),
        ("<?xml version=\"1.0\"?>\n<html/>\n", "XML, but not a property list with a dictionary at the top (<plist><dict>…</dict></plist>)"),
    ])
    func anUnreadablePropertyListSaysWhy(text: String, problem: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let plist = runner.folder.appendingPathComponent("App.entitlements")
        try Data(text.utf8).write(to: plist)
        let result = try runner.run(["check", "--entitlements", plist.path, "--locale", "en"])
        #expect(result.status == 1)
        let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix(plist.path) })
        #expect(line.contains(problem), "\(line)")
        #expect(line.hasSuffix("(write an XML property list with a <dict> at the top; integrations export info-plist prints one) [plist.malformed]"))
    }

    /// Associated domains written as one string are said to be a string, not "missing".
    @Test func entitlementsOfTheWrongTypeSayWhatTheyHold() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let entitlements = runner.folder.appendingPathComponent("App.entitlements")
        try Data(#"<?xml version="1.0"?><plist version="1.0"><dict><key>com.apple.developer.associated-domains</key><string>applinks:appcadia.com</string><key>com.apple.security.application-groups</key><array><string>group.com.appcadia.shared</string></array></dict></plist>"#.utf8).write(to: entitlements)
        let result = try runner.run(["check", "--entitlements", entitlements.path, "--locale", "en"])
        #expect(result.status == 1)
        #expect(result.output == "\(entitlements.path): error: com.apple.developer.associated-domains must be an array of strings (it holds a string) (write <array><string>…</string></array>) [entitlements.wrongType]\n")
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
        let lenient = try runner.run(["check", "--app", app.path, "--locale", "en"])
        #expect(lenient.status == 0)
        #expect(lenient.output.hasSuffix("warning: unknown key \"foldKana\" in $.search; it is ignored (did you mean \"foldsKana\"?) [manifest.unknownKey]\n"))
        #expect(try runner.run(["check", "--app", app.path, "--strict"]).status == 1)
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
        let result = try runner.run(["check", "--app", app.path, "--locale", "en"])
        #expect(result.status == 1)
        #expect(result.output == "\(manifest.path):\(line + 1):\(column): error: The phrase \"Complete ${goal} now\" (en) of intent \"CompleteGoal\" does not contain ${applicationName}. Put ${applicationName} in the phrase (Siri hears the app's name or an alias there). [phrase.missingAppName]\n")
        let json = try runner.run(["check", "--app", app.path, "--json"])
        #expect(json.output.contains("\"code\" : \"phrase.missingAppName\""))
        #expect(json.output.contains("\"path\" : \"$.intents[0].phrases.en[1]\""))
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
        #expect(result.status == 1)
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
        #expect(result.status == 1)
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
        try Data(#"{"applinks": {"details": [{"appIDs": ["A1B2C3D4E5.com.appcadia.app"], "components": [{"/": "/goals/*/edit"}, {"/": "/progress"}]}]}}"#.utf8).write(to: served)
        let result = try runner.run(["check", "--aasa", served.path, "--locale", "en"])
        #expect(result.status == 1)
        #expect(result.output.contains("error: \(served.path) does not open https://appcadia.com/goals/1, a URL of universal-link route \"goal\" (no component matched → does not open) (serve the output of integrations aasa generate)"))
        #expect(!result.output.contains("route \"goalEdit\""))
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
         "The project has no target \"Larder2\" (names are case-sensitive). Name an application target with --target: Larder."),
        ("ja", "Error: --target は --project と一緒にだけ使えます（アプリとして読むターゲットを選びます）。--project でフォルダを指定するか、--target を外してください。\n",
         "プロジェクトにターゲット「Larder2」はありません（名前は大文字と小文字を区別します）。アプリケーションのターゲット（Larder）を --target に指定してください。"),
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
    /// naming the folder and what the import looks for; `--json` gives the error document.
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
        let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: [String: Any]]
        #expect(document?["error"]?["exitCode"] as? Int == 1)
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
        #expect(combined.error.hasPrefix("Error: --project cannot be used with --info-plist, --aasa: they check an app folder's integrations.json. Run them separately.\n"))
        let empty = try runner.shell("IntegrationsPluginTool check --project \"$CHECKED\"")
        #expect(empty.status == 1)
        #expect(empty.output.isEmpty)
        #expect(empty.error.hasPrefix("error: Found nothing to check in \(runner.folder.path): "))
    }

    /// Files the import looks for but cannot read are named with why, instead of "holds none": a damaged
    /// property list, Swift sources without the reader.
    @Test(arguments: [
        ("Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n", "Info.plist:1: not a property list ("),
        ("App.swift", "let a = 1\n", ".: 1 Swift sources were not read ("),
    ])
    func aFolderWhoseFilesCannotBeReadSaysWhy(file: String, text: String, why: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_SWIFT_SOURCE_READER"] = runner.folder.appendingPathComponent("no-reader").path
        let folder = runner.folder.appendingPathComponent("damaged")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        let result = try runner.run(["check", "--project", folder.path, "--locale", "en"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Found nothing to check in \(folder.path): none of the files the import reads could be read (\(why)"), "\(result.error)")
        #expect(result.error.hasSuffix("). Fix them, or give the app's repository or project folder.\n"))
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
            #expect(check.status == 1, "search refused \(name) (\(search.error)) but check exited \(check.status)")
        }
    }
}
