import Foundation
import IntegrationsCore
import IntegrationsRouting
import Testing

/// `aasa generate` and `aasa check`: the domain a generated file is for, a file read as iOS reads it, and
/// which file answers whether a URL opens the app.
@Suite struct AASAReadingTests {
    /// The sample app's manifest, read from the fixture.
    static let manifest: AppManifest = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Appcadia/integrations.json")
        do {
            return try AppManifest.decode(try Data(contentsOf: url), file: url.path)
        } catch {
            fatalError("\(error)")
        }
    }()

    @Test(arguments: [
        (nil, ["applinks:appcadia.com", "appclips:appcadia.com"], "appcadia.com"),
        (nil, ["webcredentials:a.example", "applinks:b.example", "applinks:c.example"], "b.example"),
        ("other.example", ["applinks:appcadia.com"], "other.example"),
        (nil, ["appclips:appcadia.com"], nil),
        (nil, [], nil),
    ] as [(String?, [String], String?)])
    func theDomainIsTheOneGivenElseTheFirstApplinksDomain(given: String?, domains: [String], expected: String?) {
        let app = AppIdentity(name: "T", bundleIdentifier: "com.example.t", associatedDomains: domains)
        #expect(AASAReading.domain(given, of: app) == expected)
    }

    @Test(arguments: [
        ("https://appcadia.com/goals/42", true, ["A1B2C3D4E5.com.appcadia.app"], nil),
        ("https://appcadia.com/goals/42/edit", true, ["A1B2C3D4E5.com.appcadia.app"], nil),
        ("https://appcadia.com/admin", false, [], nil),
        // A URL that arrives otherwise than typed: the trace starts with how it arrives.
        ("https://appcadia.com/clip/start/../../goals/42", true, ["A1B2C3D4E5.com.appcadia.app"],
         "as it arrives (. and .. resolved): https://appcadia.com/goals/42"),
        // A host that is none of the app's domains serves no file of the app's.
        ("https://elsewhere.example/goals/42", false, [], nil),
    ] as [(String, Bool, [String], String?)])
    func aURLIsCheckedAgainstTheAppsOwnFile(url: String, opens: Bool, appIDs: [String], firstLine: String?) throws {
        let evaluation = try AASAReading.evaluate(ParsedURL.parse(url), appOf: Self.manifest, file: "integrations.json")
        #expect(evaluation.match == opens)
        #expect(evaluation.appIDs == appIDs)
        if let firstLine { #expect(evaluation.trace.first?.en == firstLine) }
        if url.contains("elsewhere") {
            #expect(evaluation.trace.first?.en.hasPrefix("elsewhere.example is not one of the app's associated domains") == true)
        }
    }

    @Test func aFileGivenIsEvaluatedAsItIs() throws {
        let file = try AASAReading.decode(Data(#"{"applinks": {"details": [{"appIDs": ["T.x"], "components": [{"/": "/only/*"}]}]}}"#.utf8), file: "f.json")
        #expect(AASAReading.evaluate(try ParsedURL.parse("https://any.example/only/1"), file: file).appIDs == ["T.x"])
        #expect(!AASAReading.evaluate(try ParsedURL.parse("https://any.example/other"), file: file).match)
    }

    @Test(arguments: [
        ("{", "f.json"),
        (#"{"applinks": {"details": [{"appIDs": "T.x"}]}}"#, "f.json"),
    ])
    func aBrokenFileIsRefusedNamingIt(json: String, file: String) {
        let error = #expect(throws: IntegrationsError.self) { try AASAReading.decode(Data(json.utf8), file: file) }
        #expect(error?.kind == .invalidManifest)
        #expect(error?.message.en.contains(file) == true)
    }

    @Test func theGeneratedFileOpensTheSamplesUniversalLinks() throws {
        let generation = try AASAReading.generation(for: Self.manifest, domain: "appcadia.com", file: "integrations.json")
        #expect(generation.document.applinks?.details.first?.appIDs == ["A1B2C3D4E5.com.appcadia.app"])
        #expect(AASAReading.maximumSize == 131_072)
    }
}
