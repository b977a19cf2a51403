import IntegrationsCore
import IntegrationsPointKit
import IntegrationsShareExtensions
import Testing

/// The share-extension rules on a manifest's declarations: each code at the JSON path a person fixes,
/// and nothing said of what is not certain.
@Suite struct ShareExtensionRulesTests {
    static func manifest(_ rule: JSONValue, name: String = "Shelf") -> AppManifest {
        var manifest = AppManifest(app: AppIdentity(name: "Shop", bundleIdentifier: "com.example.shop"))
        manifest.sections["shareExtensions"] = .array([.object(["name": .string(name), "activationRule": rule])])
        return manifest
    }

    @Test(arguments: [
        (JSONValue.string("TRUEPREDICATE"), ["shareExtension.truePredicate@$.shareExtensions[0].activationRule"]),
        (.object(["NSExtensionActivationSupportsWebURLWithMaxCounts": .integer(1), "NSExtensionActivationSupportsText": .boolean(true)]),
         ["shareExtension.unknownKey@$.shareExtensions[0].activationRule.NSExtensionActivationSupportsWebURLWithMaxCounts"]),
        (.object(["NSExtensionActivationSupportsImageWithMaxCount": .string("10")]),
         ["shareExtension.valueInvalid@$.shareExtensions[0].activationRule.NSExtensionActivationSupportsImageWithMaxCount"]),
        (.object(["NSExtensionActivationSupportsImageWithMaxCount": .integer(-1)]),
         ["shareExtension.valueInvalid@$.shareExtensions[0].activationRule.NSExtensionActivationSupportsImageWithMaxCount"]),
        (.object(["NSExtensionActivationSupportsText": .integer(1)]),
         ["shareExtension.valueInvalid@$.shareExtensions[0].activationRule.NSExtensionActivationSupportsText"]),
        (.object(["NSExtensionActivationDictionaryVersion": .integer(3), "NSExtensionActivationSupportsText": .boolean(true)]),
         ["shareExtension.valueInvalid@$.shareExtensions[0].activationRule.NSExtensionActivationDictionaryVersion"]),
        (.object(["NSExtensionActivationSupportsImageWithMaxCount": .integer(0)]), ["shareExtension.neverOffered@$.shareExtensions[0].activationRule"]),
        (.object([:]), ["shareExtension.neverOffered@$.shareExtensions[0].activationRule"]),
        (.object(["NSExtensionActivationSupportsText": .boolean(false)]), ["shareExtension.neverOffered@$.shareExtensions[0].activationRule"]),
        (.object(["NSExtensionActivationSupportsImageWithMaxCount": .integer(4), "NSExtensionActivationSupportsAttachmentsWithMinCount": .integer(3),
                  "NSExtensionActivationSupportsAttachmentsWithMaxCount": .integer(2)]), ["shareExtension.neverOffered@$.shareExtensions[0].activationRule"]),
        // Certain values that accept something: nothing to say.
        (.object(["NSExtensionActivationSupportsWebURLWithMaxCount": .integer(1), "NSExtensionActivationUsesStrictMatching": .boolean(true),
                  "NSExtensionActivationDictionaryVersion": .integer(2)]), []),
        // A predicate other than TRUEPREDICATE is not judged; nor is a value a build setting fills.
        (.string("SUBQUERY (extensionItems, $e, $e.attachments.@count == 1).@count == 1"), []),
        (.object(["NSExtensionActivationSupportsImageWithMaxCount": .string("$(MAX_IMAGES)")]), []),
        (.integer(1), ["shareExtension.valueInvalid@$.shareExtensions[0].activationRule"]),
    ])
    func manifestRule(rule: JSONValue, expected: [String]) {
        let found = ShareExtensionsPoint().checkManifest(Self.manifest(rule))
        #expect(found.map { "\($0.code.rawValue)@\($0.path ?? "")" } == expected)
        for diagnostic in found {
            #expect(ShareExtensionsPoint().rules.contains { $0.code == diagnostic.code && $0.severity == diagnostic.severity })
        }
    }

    @Test func truePredicateMessage() throws {
        let found = try #require(ShareExtensionsPoint().checkManifest(Self.manifest(.string("TRUEPREDICATE"))).first)
        #expect(found.message.en == "the NSExtensionActivationRule of \"Shelf\" is TRUEPREDICATE, which offers the extension for anything shared; App Store Connect refuses an upload with it (\"Invalid Info.plist value\")")
        #expect(found.message.ja == "「Shelf」の NSExtensionActivationRule は TRUEPREDICATE で、何を共有しても拡張が出ます。App Store Connect はこの値のアップロードを「Invalid Info.plist value」として拒否します")
        #expect(found.severity == .error)
    }

    @Test func unknownKeyNamesTheNearest() throws {
        let found = try #require(ShareExtensionsPoint().checkManifest(Self.manifest(.object(["NSExtensionActivationSupportsWebURLWithMaxCounts": .integer(1)]))).first)
        #expect(found.suggestion?.en == "did you mean \"NSExtensionActivationSupportsWebURLWithMaxCount\"?")
    }

    @Test(arguments: [
        (JSONValue.array([.object(["name": .string("Shelf")])]), "$.shareExtensions[0]"),
        (.array([.object(["name": .integer(1), "activationRule": .string("TRUEPREDICATE")])]), "$.shareExtensions[0].name"),
        (.object([:]), "$.shareExtensions"),
    ])
    func malformedSectionIsOneFindingAtItsPath(section: JSONValue, path: String) {
        var manifest = Self.manifest(.string("TRUEPREDICATE"))
        manifest.sections["shareExtensions"] = section
        let found = ShareExtensionsPoint().checkManifest(manifest)
        #expect(found.map(\.code.rawValue) == ["manifest.invalidValue"])
        #expect(found.first?.path?.hasPrefix(path) == true, "\(found.first?.path ?? "")")
    }

    @Test func everyRuleHasTextsAndApplePages() {
        for rule in ShareExtensionsPoint().rules {
            #expect(rule.code.rawValue.hasPrefix("shareExtension."))
            #expect(!rule.title.ja.isEmpty && !rule.title.en.isEmpty && !rule.help.en.isEmpty && !rule.example.isEmpty)
            #expect(rule.appleDocumentation.allSatisfy { $0.hasPrefix("https://developer.apple.com/") })
        }
    }
}
