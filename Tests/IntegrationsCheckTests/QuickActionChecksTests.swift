import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsQuickActions
import IntegrationsTestSupport
import Testing

/// The manifest's quick-action rules (``AppCheck`` on an app folder of the test's own): each code with its
/// message pinned in Japanese and English, at its JSON path; and the Info.plist rule with `export
/// info-plist`'s output, which makes it go away (issue 35).
@Suite struct QuickActionChecksTests {
    static let head = """
        {"app": {"name": "Pinboard", "bundleIdentifier": "com.example.pinboard", "urlSchemes": ["pinboard"]},
         "routes": [{"name": "board", "forms": [{"kind": "scheme", "template": "pinboard://board"}]},
                    {"name": "pin", "forms": [{"kind": "scheme", "template": "pinboard://pin/{id}"}], "parameters": {"id": "int"}}],
         "intents": [{"identifier": "AddPin", "title": {"ja": "ピンを追加", "en": "Add a Pin"},
                      "parameters": [{"name": "text", "title": {"ja": "テキスト", "en": "Text"}, "type": "string"}]},
                     {"identifier": "Summary", "title": {"ja": "まとめ", "en": "Summary"}}],
        """

    static let board = #"{"type": "com.example.pinboard.board", "title": {"ja": "ボード", "en": "Board"}, "does": {"openRoute": "board"}}"#

    /// The diagnostics of a manifest with these quick actions.
    static func check(_ quickActions: [String], infoPlist: String? = nil) throws -> [Diagnostic] {
        let folder = try TemporaryFolder(prefix: "quick-action-checks")
        defer { folder.remove() }
        try Data((head + #" "quickActions": [\#(quickActions.joined(separator: ",\n"))]}"#).utf8).write(to: folder.url.appendingPathComponent("integrations.json"))
        var plist: URL?
        if let infoPlist {
            plist = folder.url.appendingPathComponent("Info.plist")
            try Data(infoPlist.utf8).write(to: plist!)
        }
        return AppCheck(directory: folder.url, manifestName: "integrations.json", infoPlist: plist).run()
    }

    @Test func quickActionsThatOpenAndRunWhatIsDeclaredAreClean() throws {
        #expect(try Self.check([
            Self.board,
            #"{"type": "com.example.pinboard.pin", "title": {"ja": "ピン", "en": "Pin"}, "does": {"openRoute": "pin", "parameters": {"id": "7"}}}"#,
            #"{"type": "com.example.pinboard.add", "title": {"ja": "追加", "en": "Add"}, "does": {"runIntent": "AddPin", "parameters": {"text": "memo"}}, "dynamic": true}"#,
            #"{"type": "com.example.pinboard.summary", "title": {"ja": "まとめ", "en": "Summary"}, "does": {"runIntent": "Summary"}}"#,
        ]).map { $0.formatted(.en) } == [])
    }

    @Test(arguments: [
        ([board, board], "quickAction.duplicateType", "$.quickActions[1].type",
         "クイックアクション「com.example.pinboard.board」が重複しています。アプリはどちらが選ばれたか区別できません",
         "the quick action \"com.example.pinboard.board\" is declared twice; the app cannot tell which one was chosen"),
        ([#"{"type": "", "title": {"ja": "あ", "en": "A"}, "does": {"openRoute": "board"}}"#], "quickAction.emptyType", "$.quickActions[0].type",
         "クイックアクションの type が空です。システムはこの type でアプリに選ばれたアクションを伝えます",
         "a quick action has an empty type; the system tells the app which action was chosen by its type"),
        ([#"{"type": "t", "title": {"ja": "あ", "en": "A"}, "does": {"openRoute": "bord"}}"#], "quickAction.unknownRoute", "$.quickActions[0].does",
         "クイックアクション「t」が開くルート「bord」はありません（「board」のことですか？）",
         "the route \"bord\" that quick action \"t\" opens does not exist (did you mean \"board\"?)"),
        ([#"{"type": "t", "title": {"ja": "あ", "en": "A"}, "does": {"runIntent": "Summery"}}"#], "quickAction.unknownIntent", "$.quickActions[0].does",
         "クイックアクション「t」が実行するインテント「Summery」はありません（「Summary」のことですか？）",
         "the intent \"Summery\" that quick action \"t\" runs does not exist (did you mean \"Summary\"?)"),
        ([#"{"type": "t", "title": {"ja": "あ", "en": "A"}, "does": {"openRoute": "pin"}}"#], "quickAction.routeParameterUnfilled", "$.quickActions[0].does",
         "クイックアクション「t」が開くルート「pin」のパラメータ「id」に値がありません。parameters に値を書いてください",
         "nothing fills the parameter \"id\" of route \"pin\", which quick action \"t\" opens; give its value in parameters"),
        ([#"{"type": "t", "title": {"ja": "あ", "en": "A"}, "does": {"openRoute": "pin", "parameters": {"id": "seven"}}}"#], "quickAction.routeParameterUnfilled",
         "$.quickActions[0].does.parameters",
         "クイックアクション「t」がルート「pin」のパラメータ「id」に渡す「seven」は int ではありません",
         "the value \"seven\" that quick action \"t\" gives the parameter \"id\" of route \"pin\" is not int"),
        ([#"{"type": "t", "title": {"ja": "あ", "en": "A"}, "does": {"runIntent": "Summary", "parameters": {"day": "1"}}}"#], "quickAction.unknownParameter",
         "$.quickActions[0].does.parameters",
         "クイックアクション「t」が渡すパラメータ「day」はインテント「Summary」にありません",
         "the intent \"Summary\" has no parameter \"day\", which quick action \"t\" gives"),
        ([#"{"type": "t", "title": {"ja": "あ", "en": "A"}, "does": {"runIntent": "AddPin"}}"#], "quickAction.intentParameterUnfilled", "$.quickActions[0].does",
         "クイックアクション「t」が実行するインテント「AddPin」の必須パラメータ「text」に値がありません。parameters に値を書いてください",
         "nothing fills the required parameter \"text\" of intent \"AddPin\", which quick action \"t\" runs; give its value in parameters"),
        ((1...5).map { #"{"type": "t\#($0)", "title": {"ja": "あ", "en": "A"}, "does": {"openRoute": "board"}}"# }, "quickAction.limit", "$.quickActions[4]",
         "クイックアクションが5個あります（静的と動的を合わせて）。Human Interface Guidelines はアプリ全体で4個までとしています",
         "the app declares 5 quick actions, static and dynamic together; the Human Interface Guidelines allow a total of 4"),
        ([#"{"type": "!!!", "title": {"ja": "あ", "en": "A"}, "does": {"openRoute": "board"}}"#], "codegen.noSwiftName", "$.quickActions[0].type",
         "クイックアクションの type「!!!」には Swift の名前に使える文字も数字もなく、生成する Swift で名前を付けられません（文字か数字を含む名前にしてください。生成する Swift では「item-edit」が itemEdit に、「2fa」が _2fa になります）",
         "the quick action type \"!!!\" has no letter or digit Swift accepts in a name, so the generated Swift cannot name it (give it a name with a letter or digit; the generated Swift turns \"item-edit\" into itemEdit and \"2fa\" into _2fa)"),
        ([#"{"type": "t", "title": {"ja": "あ", "en": "A"}, "icn": "plus", "does": {"openRoute": "board"}}"#], "manifest.unknownKey", "$.quickActions[0].icn",
         "キー「icn」は使われません（$.quickActions[0] にないキーです）（「icon」のことですか？）",
         "unknown key \"icn\" in $.quickActions[0]; it is ignored (did you mean \"icon\"?)"),
    ])
    func eachRuleIsReportedAtItsPath(quickActions: [String], code: String, path: String, ja: String, en: String) throws {
        let diagnostics = try Self.check(quickActions)
        #expect(diagnostics.map(\.code.rawValue) == [code], "\(diagnostics.map { $0.formatted(.en) })")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.path == path)
        #expect(diagnostic.line != nil)
        let severity = code == "quickAction.limit" || code == "manifest.unknownKey" ? Diagnostic.Severity.warning : .error
        #expect(diagnostic.severity == severity)
        #expect(diagnostic.formatted(.ja).hasSuffix(": \(severity.rawValue): \(ja) [\(code)]"), "\(diagnostic.formatted(.ja))")
        #expect(diagnostic.formatted(.en).hasSuffix(": \(severity.rawValue): \(en) [\(code)]"), "\(diagnostic.formatted(.en))")
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>pinboard</string></array></dict></array>
        <key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemType</key><string>com.example.pinboard.board</string>
        <key>UIApplicationShortcutItemTitle</key><string>Board</string></dict></array></dict></plist>
        """

    /// A static quick action the Info.plist does not list is a warning at the action; a dynamic one is
    /// the code's to create.
    @Test func aStaticQuickActionMissingFromTheInfoPlistIsAWarning() throws {
        let diagnostics = try Self.check([
            Self.board,
            #"{"type": "com.example.pinboard.summary", "title": {"ja": "まとめ", "en": "Summary"}, "does": {"runIntent": "Summary"}}"#,
            #"{"type": "com.example.pinboard.later", "title": {"ja": "後で", "en": "Later"}, "does": {"runIntent": "Summary"}, "dynamic": true}"#,
        ], infoPlist: Self.plist)
        #expect(diagnostics.map(\.code.rawValue) == ["infoPlist.quickActionMissing"])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.path == "$.quickActions[1].type" && diagnostic.severity == .warning)
        #expect(diagnostic.message.ja.hasPrefix("静的クイックアクション「com.example.pinboard.summary」が Info.plist（"))
        #expect(diagnostic.message.ja.hasSuffix("）の UIApplicationShortcutItems にありません。ホーム画面のメニューに出ません"))
        #expect(diagnostic.message.en.hasPrefix("the static quick action \"com.example.pinboard.summary\" is not in UIApplicationShortcutItems of the Info.plist ("))
        #expect(diagnostic.message.en.hasSuffix("), so the Home Screen menu does not show it"))
        #expect(diagnostic.suggestion?.en == "merge the output of integrations export info-plist into the Info.plist, or set dynamic: true if the app's code creates it")
    }

    /// `export info-plist`'s `UIApplicationShortcutItems` lists the static quick actions (type, English
    /// title and subtitle, SF Symbol), so the check of its output has nothing to say; no key without any.
    @Test func theExportedInfoPlistListsTheStaticQuickActions() throws {
        let manifest = try AppManifest.decode(Data((Self.head + #" "quickActions": [\#(Self.board), {"type": "com.example.pinboard.later", "title": {"ja": "後で", "en": "Later"}, "subtitle": {"ja": "あとで", "en": "Soon"}, "icon": "clock", "does": {"runIntent": "Summary"}}, {"type": "d", "title": {"ja": "動的", "en": "Dynamic"}, "does": {"runIntent": "Summary"}, "dynamic": true}]}"#).utf8), file: "integrations.json")
        let items = try #require(PlatformFiles.infoPlist(for: manifest)["UIApplicationShortcutItems"] as? [[String: String]])
        #expect(items == [
            ["UIApplicationShortcutItemType": "com.example.pinboard.board", "UIApplicationShortcutItemTitle": "Board"],
            ["UIApplicationShortcutItemType": "com.example.pinboard.later", "UIApplicationShortcutItemTitle": "Later",
             "UIApplicationShortcutItemSubtitle": "Soon", "UIApplicationShortcutItemIconSymbolName": "clock"],
        ])
        var without = manifest
        without.quickActions = without.quickActions.filter(\.dynamic)
        #expect(PlatformFiles.infoPlist(for: without)["UIApplicationShortcutItems"] == nil)
        let exported = try PlatformFiles.xml(PlatformFiles.infoPlist(for: manifest))
        let diagnostics = try Self.check([
            Self.board,
            #"{"type": "com.example.pinboard.later", "title": {"ja": "後で", "en": "Later"}, "does": {"runIntent": "Summary"}}"#,
        ], infoPlist: exported)
        #expect(diagnostics.map { $0.formatted(.en) } == [])
    }
}
