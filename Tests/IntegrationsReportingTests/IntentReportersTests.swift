import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsReporting
import Testing

@Suite struct IntentReportersTests {
    @Test(arguments: [
        (Language.en, "CompleteGoal — Complete a Goal\n  Records one of today's goals as done.\n  --param goal=…  Goal (entity goal, required)\n  「${applicationName}で目標完了」 (ja)\n  「${applicationName}で${goal}を完了」 (ja)\n  「Complete a goal in ${applicationName}」 (en)\n  「Complete ${goal} in ${applicationName}」 (en)\n"),
        (Language.ja, "CompleteGoal — 目標を完了する\n  今日の目標を完了として記録します。\n  --param goal=…  目標 (エンティティ goal, 必須)\n  「${applicationName}で目標完了」 (ja)\n  「${applicationName}で${goal}を完了」 (ja)\n  「Complete a goal in ${applicationName}」 (en)\n  「Complete ${goal} in ${applicationName}」 (en)\n"),
    ])
    func listsTheSamplesFirstIntent(language: Language, expected: String) throws {
        let intents = try sampleApp().manifest.intents
        let reporter = IntentListReporter(language: language, parameterUsage: { "--param \($0)=…" })
        #expect(reporter.report(Array(intents.prefix(1))).standardOutput == expected)
        #expect(reporter.report(intents).lines.count > intents.count)
    }

    @Test(arguments: [
        (Language.en, "This app has no intents.\n"),
        (Language.ja, "このアプリにはインテントがありません。\n"),
    ])
    func noIntents(language: Language, expected: String) {
        #expect(IntentListReporter(language: language, parameterUsage: { $0 }).report([]).standardOutput == expected)
    }

    static let options = [
        IntentOption(identifier: "12", title: LocalizedText(ja: "朝", en: "Morning"), subtitle: "daily"),
        IntentOption(identifier: "13", title: LocalizedText(ja: "夜", en: "Evening")),
    ]

    @Test(arguments: [
        (Language.en, "Which one?\n  1. Morning  [12]\n     daily\n  2. Evening  [13]\n"),
        (Language.ja, "どれですか？\n  1. 朝  [12]\n     daily\n  2. 夜  [13]\n"),
    ])
    func disambiguationNumbersTheChoices(language: Language, expected: String) {
        let outcome = IntentOutcome.disambiguation(parameter: "plan", prompt: LocalizedText(ja: "どれですか？", en: "Which one?"), options: Self.options)
        #expect(IntentOutcomeReporter(language: language).report(outcome).standardOutput == expected)
    }

    @Test func needsValueShowsNoSubtitles() {
        let outcome = IntentOutcome.needsValue(parameter: "plan", prompt: LocalizedText(ja: "どれ？", en: "Which?"), suggestions: Self.options)
        #expect(IntentOutcomeReporter(language: .en).report(outcome).standardOutput == "Which?\n  1. Morning  [12]\n  2. Evening  [13]\n")
    }

    @Test(arguments: [
        (Language.en, "It did not work.\n"),
        (Language.ja, "できませんでした。\n"),
    ])
    func failureGoesToStandardError(language: Language, expected: String) {
        let text = IntentOutcomeReporter(language: language).report(.failure(reason: LocalizedText(ja: "できませんでした。", en: "It did not work.")))
        #expect(text.standardOutput.isEmpty)
        #expect(text.standardError == expected)
    }

    @Test func successPrintsTheDialogThenTheURL() throws {
        let outcome = IntentOutcome.success(dialog: LocalizedText(ja: "完了", en: "Done"), value: nil, url: URL(string: "app://plans/12"), completion: nil)
        #expect(IntentOutcomeReporter(language: .en).report(outcome).standardOutput == "Done\napp://plans/12\n")
        #expect(IntentOutcomeReporter.summary(of: .unsupported(reason: LocalizedText(ja: "不可", en: "Unsupported")), language: .en) == "Unsupported")
    }
}
