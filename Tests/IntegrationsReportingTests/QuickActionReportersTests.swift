import Foundation
import IntegrationsCore
import IntegrationsQuickActions
import IntegrationsReporting
import Testing

/// The quick-action reporters' text, in both languages, and the document of a performed action (issue 35).
@Suite struct QuickActionReportersTests {
    @Test(arguments: [
        (Language.ja, "開く: example://item/4（ルート item）\n  id = 4\n"),
        (Language.en, "Opens example://item/4 (route item)\n  id = 4\n"),
    ])
    func aRouteActionShowsItsURLAndParameters(language: Language, text: String) {
        let report = QuickActionResult(type: "com.example.item", route: "item", url: URL(string: "example://item/4"), parameters: ["id": .int(4)])
        #expect(QuickActionResultReporter(language: language).report(report).standardOutput == text)
    }

    @Test(arguments: [
        (Language.ja, "できました\n予約: kudos-1\n"),
        (Language.en, "Done\nQueued: kudos-1\n"),
    ])
    func anIntentActionShowsItsDialogAndWhatItQueued(language: Language, text: String) {
        let report = QuickActionResult(
            type: "com.example.done", intent: "Finish", outcome: .success(dialog: LocalizedText(ja: "できました", en: "Done"), value: nil, url: nil), queued: ["kudos-1"])
        #expect(QuickActionResultReporter(language: language).report(report).standardOutput == text)
    }

    @Test(arguments: [
        (Language.ja, "com.example.today  今日 → ルート today  (静的)\ncom.example.add  追加 → インテント Add (text=memo)  (動的)\n"),
        (Language.en, "com.example.today  Today → route today  (static)\ncom.example.add  Add → intent Add (text=memo)  (dynamic)\n"),
    ])
    func theListWordsEachAction(language: Language, text: String) {
        let declarations = [
            QuickActionDeclaration(type: "com.example.today", title: LocalizedText(ja: "今日", en: "Today"), does: .openRoute("today")),
            QuickActionDeclaration(type: "com.example.add", title: LocalizedText(ja: "追加", en: "Add"), does: .runIntent("Add", parameters: ["text": "memo"]), dynamic: true),
        ]
        #expect(QuickActionListReporter(language: language).report(declarations).standardOutput == text)
        #expect(QuickActionListReporter(language: language).report([]).standardOutput == (language == .ja ? "クイックアクションはありません。\n" : "No quick actions.\n"))
    }

    @Test func anUndeclaredTypeNamesTheNearest() throws {
        let manifest = try AppManifest.decode(Data(#"""
            {"app": {"name": "P", "bundleIdentifier": "com.example.p"},
             "quickActions": [{"type": "com.example.today", "title": {"ja": "今日", "en": "Today"}, "does": {"openRoute": "today"}}]}
            """#.utf8), file: "integrations.json")
        let noMatch = QuickActionResult.undeclared("com.example.tday", in: manifest)
        #expect(noMatch.message.en == "No quick action \"com.example.tday\" is declared. Did you mean \"com.example.today\"?")
        #expect(QuickActionResult.undeclared("x", in: manifest).message.ja == "クイックアクション「x」は宣言されていません。")
        #expect(noMatch.nearest == "com.example.today")
    }

    @Test func theResultLeavesOutWhatDoesNotApply() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let route = QuickActionResult(type: "t", route: "item", url: URL(string: "example://item/4"), parameters: ["id": .int(4)])
        #expect(String(decoding: try encoder.encode(route), as: UTF8.self)
                == #"{"does":"openRoute","parameters":{"id":4},"route":"item","type":"t","url":"example:\/\/item\/4"}"#)
        let undeclared = NoMatch(key: "type", name: "x", nearest: nil, message: LocalizedText(ja: "", en: ""))
        #expect(String(decoding: try encoder.encode(undeclared), as: UTF8.self) == #"{"outcome":"noMatch","type":"x"}"#)
    }
}
