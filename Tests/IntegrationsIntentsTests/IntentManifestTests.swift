import Foundation
import IntegrationsCore
import IntegrationsRouting
import IntegrationsIntents
import Testing

@Suite struct IntentManifestTests {
    static let goal = IntentParameter(name: "goal", title: LocalizedText(ja: "目標", en: "Goal"), type: .entity("goal"))
    static let kind = IntentParameter(
        name: "kind", title: LocalizedText(ja: "種類", en: "Kind"),
        type: .enumeration([IntentEnumCase(value: "daily", title: LocalizedText(ja: "毎日", en: "Daily"))]))
    static let count = IntentParameter(name: "count", title: LocalizedText(ja: "回数", en: "Count"), type: .integer)

    static func manifest(_ intents: [IntentDefinition]) -> AppManifest {
        AppManifest(
            app: AppIdentity(name: "Appcadia", localizedName: LocalizedText(ja: "アプカディア", en: "Appcadia"), bundleIdentifier: "com.appcadia.app"),
            searchDomains: [SearchDomain(identifier: "goals", entity: "goal", records: "goals.json", title: "${title}")],
            routes: [RouteDeclaration(name: "progress", forms: [.init(.scheme, "appcadia://progress")])],
            intents: intents)
    }

    static func intent(_ id: String = "CompleteGoal", parameters: [IntentParameter] = [goal], ja: [String] = [], en: [String] = [], effect: IntentEffect? = nil) -> IntentDefinition {
        IntentDefinition(
            identifier: id, title: LocalizedText(ja: "目標を完了する", en: "Complete a Goal"), description: LocalizedText(ja: "", en: ""),
            parameters: parameters, phrases: IntentPhrases(ja: ja, en: en), effect: effect)
    }

    @Test func validPhrasesHaveNoProblems() {
        let manifest = Self.manifest([
            Self.intent(ja: ["${applicationName}で目標完了", "${applicationName}で${goal}を完了"], en: ["Complete ${goal} in ${applicationName}"], effect: .recordCompletion(parameter: "goal")),
            Self.intent("Open", parameters: [Self.kind], ja: ["${applicationName}で${kind}を開く"], effect: .openRoute("progress")),
        ])
        #expect(manifest.intentProblems() == [])
    }

    /// Each App Shortcut rule, broken once, gives its message.
    @Test(arguments: [
        ([intent(ja: ["目標を完了"])],
         "The phrase \"目標を完了\" (ja) of intent \"CompleteGoal\" does not contain ${applicationName}. Put ${applicationName} in the phrase (Siri hears the app's name or an alias there)."),
        // A name written out is not the token Xcode's App Shortcuts processor requires.
        ([intent(ja: ["アプカディアで目標完了"])],
         "The phrase \"アプカディアで目標完了\" (ja) of intent \"CompleteGoal\" does not contain ${applicationName}. Put ${applicationName} in the phrase (Siri hears the app's name or an alias there)."),
        ([intent(parameters: [goal, kind], en: ["Do ${goal} ${kind} in ${applicationName}"])],
         "The phrase \"Do ${goal} ${kind} in ${applicationName}\" of intent \"CompleteGoal\" holds 2 parameters; at most one is allowed."),
        ([intent(parameters: [count], ja: ["${applicationName}で${count}回"])],
         "${count} in the phrase \"${applicationName}で${count}回\" of intent \"CompleteGoal\" must be an entity or enumeration parameter."),
        ([intent(ja: ["${applicationName}で${other}"])],
         "${other} in the phrase \"${applicationName}で${other}\" of intent \"CompleteGoal\" is not one of its parameters."),
        ([intent(ja: ["${applicationName}で${goal"])], "The phrase \"${applicationName}で${goal\" of intent \"CompleteGoal\" needs a '}' closing the '${'."),
        ([intent(), intent()], "The intent \"CompleteGoal\" is declared twice."),
        ([intent(parameters: [goal, goal])], "The intent \"CompleteGoal\" declares the parameter \"goal\" twice."),
        ([intent(parameters: [IntentParameter(name: "t", title: LocalizedText(ja: "t", en: "t"), type: .entity("trainer"))])],
         "The entity \"trainer\" of parameter \"t\" of intent \"CompleteGoal\" is not in searchDomains."),
        ([intent(effect: .recordCompletion(parameter: "kind"))],
         "The recordCompletion effect of intent \"CompleteGoal\" needs an entity parameter named \"kind\"."),
        ([intent(effect: .openRoute("nowhere"))], "The route \"nowhere\" of intent \"CompleteGoal\"'s openRoute effect does not exist."),
        ((0..<11).map { intent("I\($0)", ja: ["${applicationName}\($0)"]) }, "An app may have at most 10 App Shortcuts; this one has 11."),
    ] as [([IntentDefinition], String)])
    func appShortcutRules(intents: [IntentDefinition], message: String) {
        #expect(Self.manifest(intents).intentProblems().map(\.en) == [message])
    }

    @Test func tenShortcutsAreAllowedAndAnAliasIsNoToken() {
        var manifest = Self.manifest((0..<10).map { Self.intent("I\($0)", ja: ["${applicationName}\($0)"]) } + [Self.intent("Quiet")])
        #expect(manifest.intentProblems() == [])
        // An alias is what Siri may hear where ${applicationName} stands, not a replacement for the token.
        manifest.app.phraseAliases = ["アプカ"]
        manifest.intents = [Self.intent(ja: ["アプカで完了"])]
        #expect(manifest.intentProblems().map(\.en) == [
            "The phrase \"アプカで完了\" (ja) of intent \"CompleteGoal\" does not contain ${applicationName}. Put ${applicationName} in the phrase (Siri hears the app's name or an alias there).",
        ])
    }

    @Test func theJapaneseMessageToo() {
        #expect(Self.manifest([Self.intent(ja: ["目標を完了"])]).intentProblems().map(\.ja) == [
            "インテント「CompleteGoal」のフレーズ「目標を完了」（ja）に ${applicationName} がありません。フレーズに ${applicationName} を入れてください（Siri はそこでアプリの名前か別名を聞き取ります）。"
        ])
    }

    /// Intents decode from the manifest's JSON; a bad type names its path.
    @Test func decodesIntentsAndNamesBadTypes() throws {
        let json = """
            {"app": {"name": "A", "bundleIdentifier": "x"},
             "intents": [{"identifier": "Walk", "title": {"ja": "歩く", "en": "Walk"},
               "parameters": [{"name": "kind", "type": {"enum": [{"value": "short", "title": {"ja": "短い", "en": "Short"}}]}, "required": false, "default": "short"},
                              {"name": "on", "type": "date"}],
               "phrases": {"ja": ["${applicationName}で歩く"]}, "effect": {"reportProgress": {}}}]}
            """
        let manifest = try AppManifest.decode(Data(json.utf8), file: "integrations.json")
        let walk = try #require(manifest.intents.first)
        #expect(walk.parameters.map(\.type) == [.enumeration([IntentEnumCase(value: "short", title: LocalizedText(ja: "短い", en: "Short"))]), .date])
        #expect(walk.parameters[0].isRequired == false && walk.parameters[0].defaultValue == "short")
        #expect(walk.phrases == IntentPhrases(ja: ["${applicationName}で歩く"]))
        #expect(walk.effect == .reportProgress)
        let bad = json.replacingOccurrences(of: #""type": "date""#, with: #""type": "number""#)
        #expect {
            try AppManifest.decode(Data(bad.utf8), file: "integrations.json")
        } throws: { error in
            (error as? IntegrationsError)?.message.en.contains("$.intents[0].parameters[1].type") == true
        }
    }
}
