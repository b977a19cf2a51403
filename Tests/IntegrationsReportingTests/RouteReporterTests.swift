import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsReporting
import IntegrationsRouting
import Testing

@Suite struct RouteReporterTests {
    static func resolve(_ url: String) throws -> RouteResolution {
        Router(try sampleApp().manifest.routes).resolve(try #require(URL(string: url)))
    }

    @Test(arguments: [
        (Language.en, "Route goal (scheme)\n  id = 12\n"),
        (Language.ja, "ルート goal（scheme）\n  id = 12\n"),
    ])
    func aMatchShowsTheRouteAndItsParameters(language: Language, expected: String) throws {
        let text = RouteReporter(language: language, url: "appcadia://goal/12").report(try Self.resolve("appcadia://goal/12"))
        #expect(text.standardOutput == expected)
        #expect(text.standardError.isEmpty)
    }

    @Test(arguments: [
        (Language.en, "No route matches \"appcadia://goal/abc\".\n  Matched up to appcadia://goal; next could be: {int}\n  Nearest routes: goal\n"),
        (Language.ja, "「appcadia://goal/abc」に一致するルートはありません。\n  appcadia://goal までは一致。次に来られるのは: {int}\n  近いルート: goal\n"),
    ])
    func aMissSaysWhyOnStandardError(language: Language, expected: String) throws {
        let text = RouteReporter(language: language, url: "appcadia://goal/abc").report(try Self.resolve("appcadia://goal/abc"))
        #expect(text.standardOutput.isEmpty)
        #expect(text.standardError == expected)
    }
}
