import Foundation
import IntegrationsCore
import IntegrationsAppClips
import Testing

@Suite struct AppClipExperienceTests {
    static let table = AppClipExperiences([
        AppClipExperience(name: "shop", url: "https://h.example/shop"),
        AppClipExperience(name: "shopCoffee", url: "https://h.example/shop/coffee"),
        AppClipExperience(name: "shopCoffeeTable5", url: "https://h.example/shop/coffee?table=5"),
        AppClipExperience(name: "other", url: "https://other.example/shop/coffee/beans/extra"),
    ])

    @Test(arguments: [
        ("https://h.example/shop", "shop"),
        ("https://h.example/shop/tea", "shop"),
        ("https://h.example/shop/coffee", "shopCoffee"),
        ("https://h.example/shop/coffee/latte", "shopCoffee"),
        ("https://h.example/shop/coffee?table=5", "shopCoffeeTable5"),
        ("https://h.example/shop/coffee/latte?size=l&table=5", "shopCoffeeTable5"),
        ("https://h.example/shop/coffee?table=6", "shopCoffee"),
        ("HTTPS://H.EXAMPLE/shop", "shop"),
        ("https://h.example/shopping", nil),
        ("https://h.example/", nil),
        ("appcadia://shop", nil),
    ] as [(String, String?)])
    func mostSpecificPrefixOnWholeSegmentsWins(url: String, expected: String?) throws {
        #expect(Self.table.experience(for: try #require(URL(string: url)))?.name == expected)
    }

    @Test func declarationOrderDoesNotMatter() throws {
        let url = try #require(URL(string: "https://h.example/shop/coffee/latte?table=5"))
        for _ in 0..<10 {
            #expect(AppClipExperiences(Self.table.experiences.shuffled()).experience(for: url)?.name == "shopCoffeeTable5")
        }
    }
}
