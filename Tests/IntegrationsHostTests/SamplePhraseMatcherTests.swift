import Foundation
import IntegrationsCore
import EmbeddedSample
import IntegrationsApp
import IntegrationsHost
import IntegrationsIntents
import Testing

@Suite struct PhraseFoldingTests {
    /// NFKC, case, width, spaces and punctuation fold away; kana and kanji do not.
    @Test(arguments: [
        ("アプカディアで、目標完了！", "ｱﾌﾟｶﾃﾞｨｱで目標完了", true),
        ("ＡＢＣ英会話", "abc英会話", true),
        ("ｶﾞﾑ", "ガム", true),
        ("Check  my Progress!", "check my progress", true),
        ("「読書」・30分。", "読書30分", true),
        ("ひらがな", "ヒラガナ", false),
        ("東", "東京", false),
        ("complete", "completed", false),
    ])
    func folding(lhs: String, rhs: String, equal: Bool) {
        #expect(PhraseFolding.matches(lhs, rhs) == equal)
    }

    @Test func aRangeOfTheKeyComesBackWithItsInnerSpaces() {
        let folded = FoldedText("Complete  Morning Run, in Appcadia")
        #expect(PhraseFolding.key("Complete  Morning Run, in Appcadia") == "completemorningruninappcadia")
        let start = "complete".utf8.count, end = start + "morningrun".utf8.count
        #expect(folded.text(in: start..<end) == "morning run")
        #expect(folded.text(in: 0..<0) == "")
    }
}

@Suite struct PhraseMatcherTests {
    /// Appcadia's manifest; an empty one (which matches nothing, failing every positive case) if it
    /// cannot load.
    static let appcadia = (try? App.embedded().manifest) ?? manifest([])

    static func match(_ text: String, in manifest: AppManifest = appcadia, titles: [String: [String]] = [:]) -> PhraseMatch? {
        PhraseMatcher(manifest: manifest, entityTitles: titles).match(text)
    }

    @Test func appcadiaHasItsPhrases() {
        #expect(PhraseMatcher(manifest: Self.appcadia).phraseCount == 6)
    }

    /// Appcadia's phrases as a person types them.
    @Test(arguments: [
        ("アプカディアで進捗確認", PhraseMatch(intent: "CheckProgress", language: .ja, phrase: "${applicationName}で進捗確認")),
        ("ｱﾌﾟｶﾃﾞｨｱで、進捗確認。", PhraseMatch(intent: "CheckProgress", language: .ja, phrase: "${applicationName}で進捗確認")),
        // The app's name written in a phrase stands for any of its names.
        ("Appcadiaで進捗確認", PhraseMatch(intent: "CheckProgress", language: .ja, phrase: "${applicationName}で進捗確認")),
        ("check MY progress in APPCADIA!!", PhraseMatch(intent: "CheckProgress", language: .en, phrase: "Check my progress in ${applicationName}")),
        ("アプカディアで目標完了", PhraseMatch(intent: "CompleteGoal", language: .ja, phrase: "${applicationName}で目標完了")),
        ("アプカディアで読書30分を完了",
         PhraseMatch(intent: "CompleteGoal", language: .ja, phrase: "${applicationName}で${goal}を完了", parameter: "goal", value: "読書30分")),
        ("アプカディアでＡＢＣ英会話レッスンを完了",
         PhraseMatch(intent: "CompleteGoal", language: .ja, phrase: "${applicationName}で${goal}を完了", parameter: "goal", value: "abc英会話レッスン")),
        ("Complete  Morning Run in Appcadia.",
         PhraseMatch(intent: "CompleteGoal", language: .en, phrase: "Complete ${goal} in ${applicationName}", parameter: "goal", value: "morning run")),
    ])
    func appcadiaPhrases(text: String, expected: PhraseMatch) {
        #expect(Self.match(text) == expected)
    }

    /// No app name, nothing in the slot, or nothing like a phrase: no match.
    @Test(arguments: ["進捗確認", "アプカディアで", "アプカディアでを完了", "", "。、！", "アプカディアで進捗確認して", "Check my progress"])
    func noMatch(text: String) {
        #expect(Self.match(text) == nil)
    }

    static func manifest(aliases: [String] = [], _ intents: [IntentDefinition]) -> AppManifest {
        var manifest = AppManifest(
            app: AppIdentity(name: "Appcadia", localizedName: LocalizedText(ja: "アプカディア", en: "Appcadia"), bundleIdentifier: "com.appcadia.app"),
            searchDomains: [
                SearchDomain(identifier: "goals", entity: "goal", records: "goals.json", title: "${title}"),
                SearchDomain(identifier: "trainers", entity: "trainer", records: "trainers.json", title: "${name}"),
            ],
            intents: intents)
        manifest.app.phraseAliases = aliases
        return manifest
    }

    static func intent(_ id: String, _ parameters: [IntentParameter] = [], ja: [String] = [], en: [String] = [], negative: [String] = []) -> IntentDefinition {
        IntentDefinition(
            identifier: id, title: LocalizedText(ja: id, en: id), description: LocalizedText(ja: "", en: ""), parameters: parameters,
            phrases: IntentPhrases(ja: ja, en: en), negativePhrases: IntentPhrases(ja: negative))
    }

    static let goal = IntentParameter(name: "goal", title: LocalizedText(ja: "目標", en: "Goal"), type: .entity("goal"))
    static let trainer = IntentParameter(name: "trainer", title: LocalizedText(ja: "トレーナー", en: "Trainer"), type: .entity("trainer"))
    static let kind = IntentParameter(
        name: "kind", title: LocalizedText(ja: "種類", en: "Kind"),
        type: .enumeration([
            IntentEnumCase(value: "daily", title: LocalizedText(ja: "毎日", en: "Daily")),
            IntentEnumCase(value: "weekly", title: LocalizedText(ja: "毎週", en: "Weekly")),
        ]))

    @Test func aDeclaredAliasStandsForTheAppName() {
        let manifest = Self.manifest(aliases: ["アプカ"], [Self.intent("Check", ja: ["${applicationName}で進捗確認"])])
        #expect(Self.match("アプカで進捗確認", in: manifest)?.intent == "Check")
        #expect(Self.match("Appcadiaで進捗確認", in: manifest)?.intent == "Check")
        #expect(Self.match("アプリで進捗確認", in: manifest) == nil)
    }

    @Test func aNegativePhraseNeverMatches() {
        let manifest = Self.manifest([
            Self.intent("Complete", [Self.goal], ja: ["アプカディアで${goal}を完了"], negative: ["アプカディアで全部を完了", "全部完了"])
        ])
        #expect(Self.match("アプカディアで読書を完了", in: manifest)?.value == "読書")
        #expect(Self.match("アプカディアで全部を完了", in: manifest) == nil)
        #expect(Self.match("アプカディアで、全部を完了！", in: manifest) == nil)
    }

    /// An enumeration slot takes a case's value or title in either language, and nothing else.
    @Test(arguments: [
        ("アプカディアで毎日の目標を表示", "daily"),
        ("アプカディアでDAILYの目標を表示", "daily"),
        ("アプカディアでweeklyの目標を表示", "weekly"),
        ("アプカディアで毎月の目標を表示", nil),
    ] as [(String, String?)])
    func enumerationSlots(text: String, value: String?) {
        let manifest = Self.manifest([Self.intent("Show", [Self.kind], ja: ["${applicationName}で${kind}の目標を表示"])])
        #expect(Self.match(text, in: manifest)?.value == value)
    }

    /// A phrase that does not name the app, or holds a slot it may not, never matches — even when the
    /// manifest declares it.
    @Test func invalidPhrasesNeverMatch() {
        let count = IntentParameter(name: "count", title: LocalizedText(ja: "回数", en: "Count"), type: .integer)
        let manifest = Self.manifest([
            Self.intent("NoName", ja: ["目標を見る"]),
            Self.intent("Count", [count], ja: ["アプカディアで${count}回"]),
            Self.intent("Two", [Self.goal, Self.kind], ja: ["アプカディアで${goal}を${kind}"]),
        ])
        #expect(PhraseMatcher(manifest: manifest).phraseCount == 0)
        #expect(Self.match("目標を見る", in: manifest) == nil)
        #expect(Self.match("アプカディアで3回", in: manifest) == nil)
    }

    @Test func aPhraseWithoutASlotWinsOverOneWithASlot() {
        let manifest = Self.manifest([
            Self.intent("Open", [Self.goal], ja: ["アプカディアで${goal}"]),
            Self.intent("Check", ja: ["アプカディアで進捗確認"]),
        ])
        #expect(Self.match("アプカディアで進捗確認", in: manifest)?.intent == "Check")
        #expect(Self.match("アプカディアで読書", in: manifest)?.intent == "Open")
    }

    /// Two intents whose phrases read alike: the one whose slot holds a known title of its entity wins;
    /// without titles, the one declared first.
    @Test func aKnownEntityTitleDecidesBetweenLookAlikePhrases() {
        let manifest = Self.manifest([
            Self.intent("StartGoal", [Self.goal], ja: ["アプカディアで${goal}を開始"]),
            Self.intent("StartTrainer", [Self.trainer], ja: ["アプカディアで${trainer}を開始"]),
        ])
        let titles = ["goal": ["読書30分"], "trainer": ["ハルカ"]]
        #expect(Self.match("アプカディアでハルカを開始", in: manifest, titles: titles)?.intent == "StartTrainer")
        #expect(Self.match("アプカディアで読書30分を開始", in: manifest, titles: titles)?.intent == "StartGoal")
        #expect(Self.match("アプカディアでハルカを開始", in: manifest)?.intent == "StartGoal")
    }

    /// Every goal's title, in the slot, comes back as the slot's value (folded).
    @Test func everyAppcadiaGoalTitleFillsTheSlot() throws {
        let app = try App.embedded()
        let titles = try app.searchableItems(of: app.manifest.searchDomains[0]).compactMap(\.attributeSet.title)
        let matcher = PhraseMatcher(manifest: app.manifest, entityTitles: ["goal": titles])
        #expect(titles.count == 43)
        for title in titles {
            let match = matcher.match("アプカディアで\(title)を完了")
            #expect(match?.intent == "CompleteGoal")
            #expect(match.flatMap(\.value).map { PhraseFolding.matches($0, title) } == true, "\(title)")
        }
    }
}
