import IntegrationsAppClips
import IntegrationsCore
import IntegrationsReporting
import Testing

@Suite struct ClipImportReporterTests {
    static let summary = AppClipImportReport(added: ["毎朝ランニング", "Write 500 words"], skipped: ["読書30分"], selected: ["item": "item-1"])

    @Test(arguments: [
        (Language.en, "Imported 2 records. 1 the app already had was left as they were.\n  + 毎朝ランニング\n  + Write 500 words\n  = 読書30分\nSelected item: item-1\n"),
        (.ja, "2件取り込みました。すでにある1件は取り込みませんでした。\n  + 毎朝ランニング\n  + Write 500 words\n  = 読書30分\n選んだ item: item-1\n"),
    ])
    func theImportShowsEachRecordAndTheSelection(language: Language, expected: String) {
        let text = ClipImportReporter(language: language).report(Self.summary)
        #expect(text.standardOutput == expected)
        #expect(text.standardError.isEmpty)
    }

    @Test(arguments: [(Language.en, "Imported 1 record.\n  + Read\n"), (.ja, "1件取り込みました。\n  + Read\n")])
    func oneRecordIsSingular(language: Language, expected: String) {
        #expect(ClipImportReporter(language: language).report(AppClipImportReport(added: ["Read"], skipped: [], selected: [:])).standardOutput == expected)
    }
}
