import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// The manifest's background tasks checked by `check --app` (BackgroundTaskChecks.swift) and, with
/// `--info-plist`, against the Info.plist (PlatformFileChecks+BackgroundTasks.swift): each rule's code, place,
/// severity and text in both languages, and `export info-plist`'s keys making the Info.plist's errors go away
/// (issue 35).
@Suite struct BackgroundTaskManifestChecksTests {
    /// An app with two intents (`Sync` needs `folder`; `Tidy`'s `days` has a default) and one widget, and
    /// `tasks` as its `backgroundTasks`.
    static func manifest(_ tasks: String) -> String {
        """
        {"app": {"name": "Notes", "bundleIdentifier": "com.example.notes"},
         "intents": [{"identifier": "Sync", "title": {"ja": "同期", "en": "Sync"},
                      "parameters": [{"name": "folder", "title": {"ja": "フォルダ", "en": "Folder"}, "type": "string"},
                                     {"name": "deep", "title": {"ja": "深く", "en": "Deep"}, "type": "boolean", "required": false}]},
                     {"identifier": "Tidy", "title": {"ja": "整理", "en": "Tidy"},
                      "parameters": [{"name": "days", "title": {"ja": "日数", "en": "Days"}, "type": "integer", "default": "7"}]}],
         "widgets": [{"kind": "NotesWidget", "displayName": {"ja": "メモ", "en": "Notes"}, "description": {"ja": "メモ", "en": "Notes"},
                      "families": ["systemSmall"], "content": "progress"}],
         "backgroundTasks": \(tasks)}
        """
    }

    /// The background-task diagnostics of `check --app` on a folder holding `manifest` (and `plist` as its
    /// Info.plist, when given).
    static func check(_ manifest: String, plist: [String: Any]? = nil) throws -> [Diagnostic] {
        let folder = try TemporaryFolder(prefix: "background-task-checks")
        defer { folder.remove() }
        try Data(manifest.utf8).write(to: folder.url.appendingPathComponent("integrations.json"))
        var infoPlist: URL?
        if let plist {
            let url = folder.url.appendingPathComponent("Info.plist")
            try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: url)
            infoPlist = url
        }
        return try CheckEngine.run(.app(folder.url, infoPlist: infoPlist)).diagnostics.filter {
            $0.code.rawValue.hasPrefix("backgroundTask.") || $0.code.rawValue.hasPrefix("infoPlist.")
        }
    }

    @Test func wellDeclaredTasksAreFine() throws {
        let tasks = """
            [{"identifier": "com.example.notes.refresh", "kind": "refresh", "earliestBeginAfter": 3600, "resubmits": true,
              "does": [{"reloadWidgets": {"kinds": ["NotesWidget"]}}, {"reindex": {}}, {"runIntent": "Sync", "parameters": {"folder": "inbox"}},
                       {"runIntent": "Tidy"}]}]
            """
        #expect(try Self.check(Self.manifest(tasks)) == [])
    }

    /// A task list, and the one finding: code, severity, path, line, English and Japanese text.
    static let rows: [(tasks: String, code: String, severity: Diagnostic.Severity, path: String, line: Int, en: String, ja: String)] = [
        (#"[{"identifier": "com.example.notes.refresh", "kind": "refresh"},\#n{"identifier": "com.example.notes.refresh", "kind": "processing"}]"#,
         "backgroundTask.duplicateIdentifier", .error, "$.backgroundTasks[1].identifier", 10,
         #"the background task "com.example.notes.refresh" is declared twice [backgroundTask.duplicateIdentifier]"#,
         "バックグラウンドタスク「com.example.notes.refresh」が重複しています [backgroundTask.duplicateIdentifier]"),
        (#"[{"identifier": "refresh", "kind": "refresh"}]"#,
         "backgroundTask.notReverseDNS", .warning, "$.backgroundTasks[0].identifier", 9,
         #"the background task identifier "refresh" is not in reverse URL notation (such as com.example.app.refresh), which BGTaskSchedulerPermittedIdentifiers asks for [backgroundTask.notReverseDNS]"#,
         "バックグラウンドタスクの識別子「refresh」は逆 URL 形式（com.example.app.refresh など）ではありません。BGTaskSchedulerPermittedIdentifiers は逆 URL 形式の識別子を求めます [backgroundTask.notReverseDNS]"),
        (#"[{"identifier": "com.example.notes.sync", "kind": "processing", "does": [{"runIntent": "Synk", "parameters": {"folder": "a"}}]}]"#,
         "backgroundTask.unknownIntent", .error, "$.backgroundTasks[0].does[0].runIntent", 9,
         #"the intent "Synk" that background task "com.example.notes.sync" runs does not exist (did you mean "Sync"?) [backgroundTask.unknownIntent]"#,
         "バックグラウンドタスク「com.example.notes.sync」が実行するインテント「Synk」はありません（「Sync」のことですか？） [backgroundTask.unknownIntent]"),
        (#"[{"identifier": "com.example.notes.sync", "kind": "processing", "does": [{"runIntent": "Sync", "parameters": {"deep": "true"}}]}]"#,
         "backgroundTask.intentParameterUnfilled", .error, "$.backgroundTasks[0].does[0].runIntent", 9,
         #"nothing fills the parameter "folder" of intent "Sync", which background task "com.example.notes.sync" runs; a task cannot ask anyone (add "parameters": {"folder": …}) [backgroundTask.intentParameterUnfilled]"#,
         "バックグラウンドタスク「com.example.notes.sync」が実行するインテント「Sync」のパラメータ「folder」を埋めるものがありません。タスクは誰にも尋ねられません（\"parameters\": {\"folder\": …} を加えてください） [backgroundTask.intentParameterUnfilled]"),
        (#"[{"identifier": "com.example.notes.refresh", "kind": "refresh", "does": [{"reloadWidgets": {"kinds": ["NoteWidget"]}}]}]"#,
         "backgroundTask.unknownWidget", .error, "$.backgroundTasks[0].does[0].reloadWidgets.kinds[0]", 9,
         #"the widget "NoteWidget" that background task "com.example.notes.refresh" reloads does not exist (did you mean "NotesWidget"?) [backgroundTask.unknownWidget]"#,
         "バックグラウンドタスク「com.example.notes.refresh」が更新するウィジェット「NoteWidget」はありません（「NotesWidget」のことですか？） [backgroundTask.unknownWidget]"),
        (#"[{"identifier": "com.example.notes.refresh", "kind": "refresh", "earliestBeginAfter": 0}]"#,
         "backgroundTask.earliestBegin", .error, "$.backgroundTasks[0].earliestBeginAfter", 9,
         "the earliestBeginAfter of background task \"com.example.notes.refresh\" must be a number of seconds above 0 (not 0) (remove earliestBeginAfter to let it begin as soon as the system allows) [backgroundTask.earliestBegin]",
         "バックグラウンドタスク「com.example.notes.refresh」の earliestBeginAfter は0より大きい秒数です（0 ではなく）（開始を遅らせないなら earliestBeginAfter を消してください） [backgroundTask.earliestBegin]"),
    ]

    @Test(arguments: rows.indices)
    func eachRuleFindsItsCase(row: Int) throws {
        let (tasks, code, severity, path, line, en, ja) = Self.rows[row]
        let diagnostics = try Self.check(Self.manifest(tasks))
        #expect(diagnostics.map(\.code.rawValue) == [code], "\(diagnostics)")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == severity)
        #expect(diagnostic.path == path)
        #expect(diagnostic.line == line)
        #expect(diagnostic.text(.en) == en)
        #expect(diagnostic.text(.ja) == ja)
    }

    /// An unknown key in a task or a step is the manifest's warning, with the nearest known key, at its line.
    @Test func anUnknownKeyIsAWarningWithTheNearest() throws {
        let folder = try TemporaryFolder(prefix: "background-task-checks")
        defer { folder.remove() }
        let tasks = #"[{"identifier": "com.example.notes.refresh", "kind": "refresh", "resubmit": true,"# + "\n"
            + #" "does": [{"reloadWidgets": {"kind": ["NotesWidget"]}}]}]"#
        try Data(Self.manifest(tasks).utf8).write(to: folder.url.appendingPathComponent("integrations.json"))
        let unknown = try CheckEngine.run(.app(folder.url)).diagnostics.filter { $0.code == "manifest.unknownKey" }
        #expect(unknown.map { "\($0.path ?? "") \($0.line ?? 0) \($0.severity)" } == [
            "$.backgroundTasks[0].resubmit 9 warning", "$.backgroundTasks[0].does[0].reloadWidgets.kind 10 warning",
        ])
        #expect(unknown.map { $0.suggestion?.en } == [#"did you mean "resubmits"?"#, #"did you mean "kinds"?"#])
    }

    static let tasks = """
        [{"identifier": "com.example.notes.refresh", "kind": "refresh"},
         {"identifier": "com.example.notes.export.pdf", "kind": "processing"},
         {"identifier": "com.example.notes.cleanup", "kind": "processing"}]
        """

    /// An Info.plist that permits one task (and the export tasks by a `.*` entry) and has no modes: the
    /// other task is not permitted, and each kind's mode is missing once, at its first task.
    @Test func theInfoPlistMustPermitEachTaskAndHaveItsMode() throws {
        let plist: [String: Any] = [
            "CFBundleIdentifier": "com.example.notes",
            "BGTaskSchedulerPermittedIdentifiers": ["com.example.notes.refresh", "com.example.notes.export.*"],
        ]
        let diagnostics = try Self.check(Self.manifest(Self.tasks), plist: plist)
        #expect(diagnostics.map { "\($0.code) \($0.path ?? "") \($0.line ?? 0)" }.sorted() == [
            "infoPlist.backgroundModeMissing $.backgroundTasks[0].kind 9",
            "infoPlist.backgroundModeMissing $.backgroundTasks[1].kind 10",
            "infoPlist.taskNotPermitted $.backgroundTasks[2].identifier 11",
        ])
        let texts = Dictionary(diagnostics.map { ("\($0.code) \($0.path ?? "")", $0) }, uniquingKeysWith: { first, _ in first })
        let notPermitted = try #require(texts["infoPlist.taskNotPermitted $.backgroundTasks[2].identifier"])
        #expect(notPermitted.severity == .error)
        #expect(notPermitted.message.en.hasPrefix("the background task \"com.example.notes.cleanup\" is not in BGTaskSchedulerPermittedIdentifiers of the Info.plist ("))
        #expect(notPermitted.message.en.hasSuffix("); submit(_:) throws BGTaskScheduler.Error.Code.notPermitted and the system never launches the task"))
        #expect(notPermitted.message.ja.hasPrefix("バックグラウンドタスク「com.example.notes.cleanup」が Info.plist（"))
        #expect(notPermitted.message.ja.hasSuffix("）の BGTaskSchedulerPermittedIdentifiers にありません。submit(_:) は BGTaskScheduler.Error.Code.notPermitted を投げ、システムはこのタスクを起動しません"))
        let fetch = try #require(texts["infoPlist.backgroundModeMissing $.backgroundTasks[0].kind"])
        #expect(fetch.message.en.hasPrefix("the app refresh task \"com.example.notes.refresh\" needs \"fetch\" in UIBackgroundModes of the Info.plist ("))
        #expect(fetch.message.ja.hasPrefix("アプリ更新タスク「com.example.notes.refresh」には Info.plist（"))
        let processing = try #require(texts["infoPlist.backgroundModeMissing $.backgroundTasks[1].kind"])
        #expect(processing.message.en.hasPrefix("the processing task \"com.example.notes.export.pdf\" needs \"processing\" in UIBackgroundModes"))
        #expect(processing.message.ja.hasPrefix("処理タスク「com.example.notes.export.pdf」には Info.plist（"))
        #expect(processing.suggestion?.en == "merge the output of integrations export info-plist into the Info.plist")
        #expect(diagnostics.count == 3, "\(diagnostics)")
    }

    /// `export info-plist`'s keys, written into the Info.plist, leave nothing to report; an app without
    /// background tasks gets neither key.
    @Test func theExportedKeysMakeTheErrorsGoAway() throws {
        let manifest = try AppManifest.decode(Data(Self.manifest(Self.tasks).utf8), file: "integrations.json")
        let keys = PlatformFiles.infoPlist(for: manifest)
        #expect(keys["BGTaskSchedulerPermittedIdentifiers"] as? [String] == [
            "com.example.notes.refresh", "com.example.notes.export.pdf", "com.example.notes.cleanup",
        ])
        #expect(keys["UIBackgroundModes"] as? [String] == ["fetch", "processing"])
        #expect(try Self.check(Self.manifest(Self.tasks), plist: keys) == [])
        let none = try AppManifest.decode(Data(Self.manifest("[]").utf8), file: "integrations.json")
        #expect(PlatformFiles.infoPlist(for: none)["BGTaskSchedulerPermittedIdentifiers"] == nil)
        #expect(PlatformFiles.infoPlist(for: none)["UIBackgroundModes"] == nil)
    }
}
