import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsReporting
import Testing

@Suite struct ImportReporterTests {
    /// Larder's project read without its Swift sources (no reader process in a unit test).
    static func report() throws -> ImportReport {
        try ProjectImporter(configuration: "Release").importProject(at: repositoryFolder.appendingPathComponent("Fixtures/Projects/Larder"))
    }

    @Test(arguments: [
        (Language.en, "Imported Larder (com.example.larder) from Fixtures/Projects/Larder: 4 property lists, 1 entitlements, 3 xcconfig, 1 projects, 1 SiriKit definitions, 0 Swift sources.\nTarget Larder (Larder.xcodeproj/project.pbxproj, configuration Release): the only application target that builds for iOS."),
        (Language.ja, "Fixtures/Projects/Larder から Larder（com.example.larder）を読み込みました: プロパティリスト4、entitlements 1、xcconfig 3、プロジェクト1、SiriKit 定義1、Swift ソース0。\nターゲット Larder（Larder.xcodeproj/project.pbxproj、構成 Release）: iOS 向けのアプリケーションのターゲットはこれだけです。"),
    ])
    func startsWithTheAppAndItsTarget(language: Language, expected: String) throws {
        let text = ImportReporter(language: language, path: "Fixtures/Projects/Larder").report(try Self.report())
        #expect(text.lines.prefix(2).map(\.text).joined(separator: "\n") == expected)
        #expect(text.standardError.isEmpty)
    }

    @Test(arguments: [
        (Language.en, ["URL schemes", "Associated domains", "App Groups", "Intents", "App Shortcuts", "Widgets", "Notification categories", "Activity types", "Notes"]),
        (Language.ja, ["URL スキーム", "関連ドメイン", "App Group", "インテント", "App Shortcut", "ウィジェット", "通知カテゴリ", "アクティビティタイプ", "メモ"]),
    ])
    func everySectionIsThereWithItsCount(language: Language, titles: [String]) throws {
        let lines = ImportReporter(language: language, path: "Fixtures/Projects/Larder").report(try Self.report()).lines.map(\.text)
        for title in titles {
            #expect(lines.contains { $0.hasPrefix(title + " (") }, "\(title)")
        }
    }

    @Test func aControlCharacterInAPathIsShownEscaped() throws {
        let text = ImportReporter(language: .en, path: "a\u{1B}b").report(try Self.report())
        #expect(text.lines[0].text.contains("from a\\u{1B}b:"))
    }
}
