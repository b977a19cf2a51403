import IntegrationsApp
import IntegrationsCore
import IntegrationsHandoff
import IntegrationsReporting
import Testing

@Suite struct ActivityListReporterTests {
    @Test(arguments: [
        (Language.en, "com.appcadia.goal.editing  Editing “${title}” → goalEdit  [handoff, search]\ncom.appcadia.progress.viewing  Checking progress → progress  [handoff, search]\ncom.appcadia.goal.completed  Completed ${title} → goal  [search, prediction]\ncom.appcadia.progress.checked  Progress check → progress  [prediction]\n"),
        (.ja, "com.appcadia.goal.editing  「${title}」を編集中 → goalEdit  [handoff, search]\ncom.appcadia.progress.viewing  進捗を確認中 → progress  [handoff, search]\ncom.appcadia.goal.completed  ${title}を完了 → goal  [search, prediction]\ncom.appcadia.progress.checked  進捗確認 → progress  [prediction]\n"),
    ])
    func theSampleListsItsActivityTypes(language: Language, expected: String) throws {
        let text = ActivityListReporter(language: language).report(try sampleApp().manifest.activities)
        #expect(text.standardOutput == expected)
        #expect(text.standardError.isEmpty)
    }

    @Test(arguments: [(Language.en, "No activity types.\n"), (.ja, "アクティビティタイプはありません。\n")])
    func noTypesSaysSo(language: Language, expected: String) {
        #expect(ActivityListReporter(language: language).report([]).standardOutput == expected)
    }
}
