import IntegrationsCore
import Testing

@Suite struct LanguageTests {
    @Test(arguments: [
        (["INTEGRATIONS_LOCALE": "en", "LANG": "ja_JP.UTF-8"], Language.en),
        (["LANG": "en_US.UTF-8"], .en),
        (["LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"], .ja),
        (["LANG": "C.UTF-8"], .en),
        (["LANG": "C"], .en),
        (["LANG": "POSIX"], .en),
        (["LANG": "fr_FR.UTF-8"], .en),
        (["LC_ALL": "C", "LANG": "ja_JP.UTF-8"], .en),
        (["LC_MESSAGES": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"], .ja),
        (["LC_ALL": "", "LANG": "ja_JP.eucJP"], .ja),
        (["INTEGRATIONS_LOCALE": "ja", "LANG": "C"], .ja),
        ([:], .en),
    ] as [([String: String], Language)])
    func theAppsRuleJapaneseForAJapaneseLocaleEnglishOtherwise(environment: [String: String], expected: Language) {
        #expect(Language.preferred(environment: environment) == expected)
        #expect(Language.resolve(environment: environment).warning == nil)
    }

    @Test func anUnsupportedIntegrationsLocaleIsIgnoredWithAWarning() {
        let (language, warning) = Language.resolve(environment: ["INTEGRATIONS_LOCALE": "fr", "LANG": "ja_JP.UTF-8"])
        #expect(language == .ja)
        #expect(warning == LocalizedText(
            ja: "警告: 環境変数 INTEGRATIONS_LOCALE の「fr」は ja でも en でもないので無視します。",
            en: "warning: INTEGRATIONS_LOCALE is \"fr\", which is neither ja nor en; it is ignored."))
    }
}
