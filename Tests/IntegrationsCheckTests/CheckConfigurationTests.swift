import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import IntegrationsTestSupport
import Testing

/// `.integrations.yml`: where it is found, what each key does to a real broken fixture's result, the glob
/// dialect, and every problem's wording in both languages.
@Suite struct CheckConfigurationTests {
    static let reporters = ["text", "json", "sarif", "github-actions", "junit", "codeclimate", "checkstyle"]

    /// A configuration file shown as `.integrations.yml` (relative to `/repo`).
    static let shownFile = URL(fileURLWithPath: ".integrations.yml", relativeTo: URL(fileURLWithPath: "/repo/"))

    static func read(_ text: String) throws(CheckConfigurationError) -> CheckConfiguration {
        try CheckConfiguration.read(text, file: shownFile, reporters: reporters)
    }

    static func problems(_ text: String) -> [Diagnostic] {
        do {
            _ = try read(text)
            return []
        } catch {
            return error.diagnostics
        }
    }

    // MARK: Discovery

    /// A folder tree: the paths to create (a trailing `/` makes a folder; `.git` without one is a file, as
    /// in a worktree), the folder the search starts from, and the file expected, all under a temporary folder.
    @Test(arguments: [
        (["repo/.git/", "repo/App/.integrations.yml"], "repo/App", "repo/App/.integrations.yml"),
        (["repo/.git/", "repo/.integrations.yml", "repo/App/Sub/"], "repo/App/Sub", "repo/.integrations.yml"),
        (["repo/.git/", "repo/.integrations.yml", "repo/App/.integrations.yml"], "repo/App", "repo/App/.integrations.yml"),
        (["repo/.git/", "repo/.integrations.yml", "repo/App/Sub/.integrations.yml"], "repo/App", "repo/.integrations.yml"),
        (["outer/.integrations.yml", "outer/repo/.git/", "outer/repo/App/"], "outer/repo/App", nil),
        (["outer/.integrations.yml", "outer/repo/.git", "outer/repo/App/"], "outer/repo/App", nil),
        (["outer/.integrations.yml", "outer/App/"], "outer/App", nil),
        (["outer/.integrations.yml", "outer/App/"], "outer", "outer/.integrations.yml"),
    ] as [([String], String, String?)])
    func theNearestFileUpToTheRepositoryRootIsFound(tree: [String], from start: String, expected: String?) throws {
        let folder = try TemporaryFolder(prefix: "config-find")
        defer { folder.remove() }
        for path in tree {
            let url = folder.url.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("gitdir: elsewhere\n".utf8).write(to: url)
            }
        }
        let found = CheckConfiguration.find(from: folder.url.appendingPathComponent(start))
        #expect(found?.standardizedFileURL.path == expected.map { folder.url.appendingPathComponent($0).standardizedFileURL.path })
    }

    @Test func aFileFoundFromARelativeFolderIsNamedFromTheSameDirectory() throws {
        let folder = try TemporaryFolder(prefix: "config-relative")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("repo/.git/"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("repo/App/"), withIntermediateDirectories: true)
        try Data("strict: true\n".utf8).write(to: folder.url.appendingPathComponent("repo/.integrations.yml"))
        let base = folder.url.appendingPathComponent("repo/")
        let found = try #require(CheckConfiguration.find(from: URL(fileURLWithPath: "App", relativeTo: base)))
        #expect(found.relativePath == ".integrations.yml")
        let configuration = try CheckConfiguration.load(found, reporters: Self.reporters)
        #expect(configuration.strict == true)
        #expect(configuration.file == found)
    }

    @Test func anExplicitFileIsReadWhateverItsNameAndFolder() throws {
        let folder = try TemporaryFolder(prefix: "config-explicit")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("ci/check.yml")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("baseline: baseline.json\nreporter: sarif\n".utf8).write(to: file)
        let configuration = try CheckConfiguration.load(file, reporters: Self.reporters)
        #expect(configuration.reporter == "sarif")
        #expect(configuration.baseline?.standardizedFileURL.path == folder.url.appendingPathComponent("ci/baseline.json").standardizedFileURL.path)
    }

    // MARK: Applied to a broken fixture

    /// The Several fixture copied to a folder of its own, checked, and the configuration `yaml` written
    /// beside it.
    static func checkedSeveral(_ yaml: String) throws -> (result: CheckResult, configuration: CheckConfiguration, folder: TemporaryFolder) {
        let folder = try TemporaryFolder(prefix: "config-apply")
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures/Broken/Several").standardizedFileURL
        for name in ["integrations.json", "goals.json"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
        }
        let file = folder.url.appendingPathComponent(CheckConfiguration.fileName)
        try Data(yaml.utf8).write(to: file)
        let result = try CheckEngine.run(.app(folder.url))
        let found = try #require(CheckConfiguration.find(from: folder.url))
        return (result, try CheckConfiguration.load(found, reporters: reporters), folder)
    }

    @Test func theFixtureHasTheProblemsTheTableBelowCounts() throws {
        let (result, _, folder) = try Self.checkedSeveral("")
        defer { folder.remove() }
        #expect(result.diagnostics.map(\.code.rawValue) == [
            "records.urlMatchesNoRoute", "route.hostNotAssociated", "manifest.unknownKey", "route.invalidForm", "phrase.missingAppName",
        ])
        #expect(result.summary.text.en.hasPrefix("4 errors, 1 warning in "))
    }

    /// A configuration, the codes left in order with their severities, and the summary's start.
    @Test(arguments: [
        ("", "records.urlMatchesNoRoute:error route.hostNotAssociated:error manifest.unknownKey:warning route.invalidForm:error phrase.missingAppName:error", "4 errors, 1 warning in "),
        ("disabled_rules: [route.hostNotAssociated, phrase.missingAppName]", "records.urlMatchesNoRoute:error manifest.unknownKey:warning route.invalidForm:error", "2 errors, 1 warning in "),
        ("rules:\n  manifest.unknownKey: error\n  route.invalidForm: warning", "records.urlMatchesNoRoute:error route.hostNotAssociated:error manifest.unknownKey:error route.invalidForm:warning phrase.missingAppName:error", "4 errors, 1 warning in "),
        ("rules:\n  records.urlMatchesNoRoute: off\n  manifest.unknownKey: off", "route.hostNotAssociated:error route.invalidForm:error phrase.missingAppName:error", "3 errors, 0 warnings in "),
        ("excluded: [integrations.json]", "", "No problems found in "),
        ("excluded: ['**/*.json']", "", "No problems found in "),
        ("excluded: ['*.swift', Pods, 'Generated/']", "records.urlMatchesNoRoute:error route.hostNotAssociated:error manifest.unknownKey:warning route.invalidForm:error phrase.missingAppName:error", "4 errors, 1 warning in "),
    ])
    func eachKeyChangesTheResultAndItsSummary(yaml: String, expected: String, summary: String) throws {
        let (result, configuration, folder) = try Self.checkedSeveral(yaml)
        defer { folder.remove() }
        let applied = configuration.apply(to: result)
        #expect(applied.diagnostics.map { "\($0.code):\($0.severity.rawValue)" }.joined(separator: " ") == expected)
        #expect(applied.summary.text.en.hasPrefix(summary))
        #expect(applied.summary == CheckSummary(applied.diagnostics, checked: result.checked))
        #expect(applied.checked == result.checked && applied.files == result.files)
    }

    @Test func baselineReporterAndStrictAreKeptForTheFrontEnd() throws {
        let (result, configuration, folder) = try Self.checkedSeveral("baseline: ci/baseline.json\nreporter: github-actions\nstrict: true\n")
        defer { folder.remove() }
        #expect(configuration.baseline?.standardizedFileURL.path == folder.url.appendingPathComponent("ci/baseline.json").standardizedFileURL.path)
        #expect(configuration.reporter == "github-actions")
        #expect(configuration.strict == true)
        // These three change nothing in the result: the front end uses them.
        #expect(configuration.apply(to: result) == result)
    }

    @Test func excludedPathsAreFromTheConfigurationsFolderAndAResultsFilesMapIsFollowed() throws {
        let folder = try TemporaryFolder(prefix: "config-files")
        defer { folder.remove() }
        let configuration = CheckConfiguration(file: folder.url.appendingPathComponent("repo/.integrations.yml"), excluded: [PathGlob("App/Generated")])
        let problem = LocalizedText(ja: "問題", en: "a problem")
        let shownInside = Diagnostic("route.invalidForm", .error, problem, file: "Shown/Generated/Routes.swift", line: 1)
        let outside = Diagnostic("route.invalidForm", .error, problem, file: folder.path("App/Generated/Routes.swift"), line: 1)
        let noFile = Diagnostic("route.invalidForm", .error, problem)
        let result = CheckResult(
            diagnostics: [shownInside, outside, noFile], checked: LocalizedText(ja: "repo", en: "repo"), namesFiles: false,
            files: ["Shown/Generated/Routes.swift": folder.url.appendingPathComponent("repo/App/Generated/Routes.swift")])
        let applied = configuration.apply(to: result)
        #expect(applied.diagnostics == [outside, noFile])
        #expect(applied.summary.text.en == "2 errors, 0 warnings in repo.")
    }

    // MARK: The glob dialect

    @Test(arguments: [
        ("Pods", "Pods/Alamofire/Source/Session.swift", true),
        ("Pods", "App/Pods/Session.swift", false),
        ("**/Pods", "App/Pods/Session.swift", true),
        ("**/Pods", "Pods/Session.swift", true),
        ("Pods/", "Pods/Session.swift", true),
        ("/Pods", "Pods/Session.swift", true),
        ("./Pods", "Pods/Session.swift", true),
        ("Generated", "GeneratedCode/Routes.swift", false),
        ("app", "App/Main.swift", false),
        ("*.swift", "Main.swift", true),
        ("*.swift", "App/Main.swift", false),
        ("**/*.swift", "App/Sub/Main.swift", true),
        ("**/*.swift", "Main.swift", true),
        ("**/*.swift", "App/Info.plist", false),
        ("Sources/*/Info.plist", "Sources/App/Info.plist", true),
        ("Sources/*/Info.plist", "Sources/App/Extra/Info.plist", false),
        ("Sources/**/Info.plist", "Sources/App/Extra/Info.plist", true),
        ("Sources/**/Info.plist", "Sources/Info.plist", true),
        ("Sources/**", "Sources/App/Main.swift", true),
        ("Sources/**", "Tests/App/Main.swift", false),
        ("**", "any/file/at/all.json", true),
        ("App*/Info.plist", "AppClip/Info.plist", true),
        ("a**b", "axxb", true),
        ("a**b", "ax/xb", false),
        ("?.json", "a.json", true),
        ("?.json", "ab.json", false),
        ("[ab].json", "b.json", true),
        ("[!ab].json", "b.json", false),
        ("[^ab].json", "c.json", true),
        ("[a-c]x", "bx", true),
        ("[a-c]x", "dx", false),
        ("[", "[", true),
        ("\\*.json", "*.json", true),
        ("\\*.json", "a.json", false),
        ("*Tests.swift", "AppTests.swift", true),
        ("*Tests.swift", "AppTests.swift.orig", false),
    ])
    func aGlobMatchesAsSwiftLintAndGitignoreUsersExpect(pattern: String, path: String, matches: Bool) {
        #expect(PathGlob(pattern).matches(path) == matches)
    }

    // MARK: Reading

    @Test(arguments: ["", "# nothing set yet\n", "---\n", "disabled_rules:\nrules:\nexcluded:\nbaseline:\nreporter: ~\nstrict: null\n"])
    func anEmptyFileOrKeysWithoutValuesChangeNothing(yaml: String) throws {
        let configuration = try Self.read(yaml)
        #expect(configuration == CheckConfiguration(file: Self.shownFile))
    }

    @Test(arguments: [("strict: true", true), ("strict: False", false), ("strict: 'TRUE'", true)])
    func strictIsTrueOrFalse(yaml: String, expected: Bool) throws {
        #expect(try Self.read(yaml).strict == expected)
    }

    /// A configuration and its one problem as printed, in English and in Japanese.
    @Test(arguments: [
        ("disabled_rule: []",
         #".integrations.yml:1:1: error: the configuration has no key "disabled_rule" (did you mean "disabled_rules"?) [config.unknownKey]"#,
         ".integrations.yml:1:1: error: 設定にキー「disabled_rule」はありません（「disabled_rules」のことですか？） [config.unknownKey]"),
        ("strict: true\ncolour: red",
         #".integrations.yml:2:1: error: the configuration has no key "colour" (the keys are baseline, disabled_rules, excluded, reporter, rules and strict) [config.unknownKey]"#,
         ".integrations.yml:2:1: error: 設定にキー「colour」はありません（キーは baseline、disabled_rules、excluded、reporter、rules、strict です） [config.unknownKey]"),
        ("disabled_rules:\n  - route.unreachabel\n",
         #".integrations.yml:2:5: error: no rule has the code "route.unreachabel" (did you mean "route.unreachable"?) [config.unknownRule]"#,
         ".integrations.yml:2:5: error: コード「route.unreachabel」のルールはありません（「route.unreachable」のことですか？） [config.unknownRule]"),
        ("rules:\n  widget.everything: warning\n",
         #".integrations.yml:2:3: error: no rule has the code "widget.everything" (integrations rules lists the codes) [config.unknownRule]"#,
         ".integrations.yml:2:3: error: コード「widget.everything」のルールはありません（コードの一覧は integrations rules で表示します） [config.unknownRule]"),
        ("disabled_rules: [config.unknownRule]",
         #".integrations.yml:1:18: error: the code "config.unknownRule" cannot be configured: it reports a problem of the configuration itself or one that stopped the check (remove it from the configuration) [config.unknownRule]"#,
         ".integrations.yml:1:18: error: コード「config.unknownRule」は設定できません。設定そのものの問題か、チェックを止めた問題を報告するコードです（このコードを設定から外してください） [config.unknownRule]"),
        ("reporter: sarf",
         #".integrations.yml:1:11: error: there is no reporter "sarf" (did you mean "sarif"?) [config.unknownReporter]"#,
         ".integrations.yml:1:11: error: レポーター「sarf」はありません（「sarif」のことですか？） [config.unknownReporter]"),
        ("reporter: xcode",
         #".integrations.yml:1:11: error: there is no reporter "xcode" (the reporters are text, json, sarif, github-actions, junit, codeclimate and checkstyle) [config.unknownReporter]"#,
         ".integrations.yml:1:11: error: レポーター「xcode」はありません（レポーターは text、json、sarif、github-actions、junit、codeclimate、checkstyle です） [config.unknownReporter]"),
        ("strict: maybe",
         #".integrations.yml:1:9: error: strict cannot be "maybe" (write true or false) [config.invalidValue]"#,
         ".integrations.yml:1:9: error: strict に「maybe」は使えません（true か false を書いてください） [config.invalidValue]"),
        ("strict: [true]",
         ".integrations.yml:1:9: error: strict cannot be a list (write true or false) [config.invalidValue]",
         ".integrations.yml:1:9: error: strict にリストは使えません（true か false を書いてください） [config.invalidValue]"),
        ("baseline: {}",
         ".integrations.yml:1:11: error: baseline cannot be a mapping (write a file path) [config.invalidValue]",
         ".integrations.yml:1:11: error: baseline に表は使えません（ファイルのパスを書いてください） [config.invalidValue]"),
        ("reporter: ''",
         ".integrations.yml:1:11: error: reporter cannot be empty (write a reporter name) [config.invalidValue]",
         ".integrations.yml:1:11: error: reporter に空の値は使えません（レポーターの名前を書いてください） [config.invalidValue]"),
        ("excluded: Pods",
         #".integrations.yml:1:11: error: excluded cannot be "Pods" (write a list of paths or glob patterns) [config.invalidValue]"#,
         ".integrations.yml:1:11: error: excluded に「Pods」は使えません（パスかグロブパターンのリストを書いてください） [config.invalidValue]"),
        ("excluded:\n  - Pods\n  - ''\n",
         ".integrations.yml:3:5: error: an entry of excluded cannot be empty (write a path or glob pattern) [config.invalidValue]",
         ".integrations.yml:3:5: error: excluded の項目に空の値は使えません（パスかグロブパターンを書いてください） [config.invalidValue]"),
        ("disabled_rules: [[route.unreachable]]",
         ".integrations.yml:1:18: error: an entry of disabled_rules cannot be a list (write a rule code) [config.invalidValue]",
         ".integrations.yml:1:18: error: disabled_rules の項目にリストは使えません（ルールのコードを書いてください） [config.invalidValue]"),
        ("disabled_rules: route.unreachable",
         #".integrations.yml:1:17: error: disabled_rules cannot be "route.unreachable" (write a list of rule codes) [config.invalidValue]"#,
         ".integrations.yml:1:17: error: disabled_rules に「route.unreachable」は使えません（ルールのコードのリストを書いてください） [config.invalidValue]"),
        ("rules: [route.unreachable]",
         ".integrations.yml:1:8: error: rules cannot be a list (write a mapping of rule codes to error, warning or off) [config.invalidValue]",
         ".integrations.yml:1:8: error: rules にリストは使えません（ルールのコードと error、warning、off の表を書いてください） [config.invalidValue]"),
        ("rules:\n  route.invalidForm: fatal\n",
         #".integrations.yml:2:22: error: the level of "route.invalidForm" in rules cannot be "fatal" (write error, warning or off) [config.invalidValue]"#,
         ".integrations.yml:2:22: error: rules の「route.invalidForm」の値に「fatal」は使えません（error、warning、off のどれかを書いてください） [config.invalidValue]"),
        ("- strict\n- true\n",
         ".integrations.yml:1:1: error: the configuration cannot be a list (write a mapping of keys) [config.invalidValue]",
         ".integrations.yml:1:1: error: 設定にリストは使えません（キーと値の表を書いてください） [config.invalidValue]"),
        ("disabled_rules: [route.invalidForm]\nrules:\n  route.invalidForm: warning\n",
         #".integrations.yml:3:3: error: the rule "route.invalidForm" is turned off in disabled_rules and set to warning in rules (keep one of the two) [config.conflictingRule]"#,
         ".integrations.yml:3:3: error: ルール「route.invalidForm」は disabled_rules で無効にされ、rules で warning にされています（どちらか一方にしてください） [config.conflictingRule]"),
        ("rules: {route.invalidForm: off\n",
         ".integrations.yml:2:1: error: the configuration is not YAML: did not find expected ',' or '}' (correct the YAML here) [config.invalidYAML]",
         ".integrations.yml:2:1: error: 設定が YAML として読めません（did not find expected ',' or '}'）（ここの YAML を直してください） [config.invalidYAML]"),
        ("strict: true\nstrict: false\n",
         ".integrations.yml:1:1: error: the configuration is not YAML: duplicated keys: strict (correct the YAML here) [config.invalidYAML]",
         ".integrations.yml:1:1: error: 設定が YAML として読めません（duplicated keys: strict）（ここの YAML を直してください） [config.invalidYAML]"),
        ("? [a, b]\n: c\n",
         ".integrations.yml:1:1: error: a key is a list or a mapping, not plain text (write each key as plain text) [config.invalidYAML]",
         ".integrations.yml:1:1: error: キーがテキストではなく、リストか表です（キーはテキストで書いてください） [config.invalidYAML]"),
    ])
    func eachProblemNamesThePlaceWhatIsWrongAndTheFix(yaml: String, en: String, ja: String) {
        let problems = Self.problems(yaml)
        #expect(problems.map { $0.formatted(.en) } == [en])
        #expect(problems.map { $0.formatted(.ja) } == [ja])
        #expect(problems.allSatisfy { $0.severity == .error })
    }

    @Test func everyProblemInAFileIsReportedAtOnceInTheFilesOrder() {
        let problems = Self.problems("strict: maybe\ncolour: red\ndisabled_rules: [route.unreachable, route.unrechable]\nreporter: sarf\n")
        #expect(problems.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.code)" } == [
            "1:9 config.invalidValue", "2:1 config.unknownKey", "3:37 config.unknownRule", "4:11 config.unknownReporter",
        ])
    }

    /// Every way the YAML reader refuses a text, worded for the configuration.
    @Test(arguments: [
        (BoundedYAML.Failure.unavailable,
         ".integrations.yml:1:1: error: the configuration file was not read: this build of the toolkit reads no YAML (the package's XcodeGen trait is off) (use a build with the XcodeGen trait, which is on by default, or remove the file) [config.yamlUnavailable]",
         ".integrations.yml:1:1: error: 設定ファイルは読んでいません。このビルドは YAML を読みません（パッケージのトレイト XcodeGen がオフです）（トレイト XcodeGen のあるビルド（既定でオン）を使うか、このファイルを削除してください） [config.yamlUnavailable]"),
        (.overLimit,
         ".integrations.yml:1:1: error: the configuration file cannot be read: its aliases expand to more than 100000 values, over the limit (use fewer aliases) [config.unreadable]",
         ".integrations.yml:1:1: error: 設定ファイルを読めません（エイリアスを展開すると値が上限の 100000 個を超えます）（エイリアスを減らしてください） [config.unreadable]"),
        (.aliasInKey,
         ".integrations.yml:1:1: error: an alias (*name) stands in a key, which is not read: its expanded size cannot be counted first (write the key itself instead of the alias) [config.invalidYAML]",
         ".integrations.yml:1:1: error: キーにエイリアス（*name）があるため読みません（展開した大きさを前もって量れません）（エイリアスではなくキーそのものを書いてください） [config.invalidYAML]"),
        (.complexKey(line: 4),
         ".integrations.yml:4:1: error: a key is a list or a mapping, not plain text (write each key as plain text) [config.invalidYAML]",
         ".integrations.yml:4:1: error: キーがテキストではなく、リストか表です（キーはテキストで書いてください） [config.invalidYAML]"),
        (.syntax(line: 3, column: 7, problem: "mapping values are not allowed in this context", description: ""),
         ".integrations.yml:3:7: error: the configuration is not YAML: mapping values are not allowed in this context (correct the YAML here) [config.invalidYAML]",
         ".integrations.yml:3:7: error: 設定が YAML として読めません（mapping values are not allowed in this context）（ここの YAML を直してください） [config.invalidYAML]"),
    ])
    func eachYAMLRefusalIsWordedForTheConfiguration(failure: BoundedYAML.Failure, en: String, ja: String) {
        let problem = CheckConfigurationError.problem(failure, file: ".integrations.yml")
        #expect(problem.formatted(.en) == en)
        #expect(problem.formatted(.ja) == ja)
    }

    @Test func aBuildWithoutYAMLRefusesEveryConfigurationFileAndOtherwiseAliasesAreCountedFirst() {
        // Five levels of ten aliases each: 100,000 values from a few hundred bytes.
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...5 { lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]") }
        let bomb = Self.problems(lines.joined(separator: "\n"))
        let empty = Self.problems("")
        if BoundedYAML.isAvailable {
            #expect(bomb.map(\.code) == ["config.unreadable"])
            #expect(empty.isEmpty)
        } else {
            #expect(bomb.map(\.code) == ["config.yamlUnavailable"])
            #expect(empty.map(\.code) == ["config.yamlUnavailable"])
        }
    }

    @Test func aMissingOrTooLargeFileIsRefusedWithTheReason() throws {
        let folder = try TemporaryFolder(prefix: "config-unreadable")
        defer { folder.remove() }
        let large = folder.url.appendingPathComponent("large.yml")
        try Data(repeating: UInt8(ascii: "#"), count: CheckConfiguration.byteLimit + 1).write(to: large)
        let missing = URL(fileURLWithPath: "missing.yml", relativeTo: folder.url.appendingPathComponent("/"))
        for (file, en, ja) in [
            (large, "the configuration file cannot be read: it is 1048577 bytes, over the limit of 1048576 (keep the file under 1048576 bytes)",
             "設定ファイルを読めません（1048577バイトあり、上限の1048576バイトを超えています）（1048576 バイト以下にしてください）"),
            (missing, "the configuration file cannot be read: no such file (check the file's path and that it can be read)",
             "設定ファイルを読めません（ファイルがありません）（ファイルのパスと読み取りの権限を確かめてください）"),
        ] {
            do {
                _ = try CheckConfiguration.load(file, reporters: Self.reporters)
                Issue.record("\(file.path) was read")
            } catch {
                #expect(error.diagnostics.map(\.code) == ["config.unreadable"])
                #expect(error.diagnostics.map { $0.text(.en) } == [en + " [config.unreadable]"])
                #expect(error.diagnostics.map { $0.text(.ja) } == [ja + " [config.unreadable]"])
                #expect(error.diagnostics.first?.file == file.relativePath)
                #expect(error.result.summary.text.en == "1 error, 0 warnings in \(file.relativePath).")
            }
        }
    }
}
