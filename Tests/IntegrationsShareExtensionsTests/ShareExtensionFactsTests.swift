import IntegrationsCore
import IntegrationsImport
import IntegrationsShareExtensions
import Testing

/// What the point reads from one Info.plist, and its project rules on those facts, at the key's line.
@Suite struct ShareExtensionFactsTests {
    static func reading(_ values: [String: JSONValue], target: String? = "ShelfShare") -> InfoPlistReading {
        InfoPlistReading(path: "ShelfShare/Info.plist", target: target, values: values) { keys in
            "ShelfShare/Info.plist:\(keys.count * 10)"
        }
    }

    static func share(_ attributes: [String: JSONValue], point: String = "com.apple.share-services", name: JSONValue? = .string("Add to Shelf")) -> [String: JSONValue] {
        var values: [String: JSONValue] = [
            "NSExtension": .object(["NSExtensionPointIdentifier": .string(point), "NSExtensionAttributes": .object(attributes)]),
        ]
        values["CFBundleDisplayName"] = name
        return values
    }

    @Test(arguments: [
        ("com.apple.share-services", true), ("com.apple.ui-services", true), ("com.apple.widgetkit-extension", false),
        ("com.apple.usernotifications.content-extension", false),
    ])
    func readsShareAndActionExtensionsOnly(point: String, read: Bool) {
        let facts = ShareExtensionsPoint().facts(in: Self.reading(Self.share(["NSExtensionActivationRule": .string("TRUEPREDICATE")], point: point)))
        #expect((facts != nil) == read)
    }

    @Test func anAppsOwnInfoPlistHoldsNoFacts() {
        #expect(ShareExtensionsPoint().facts(in: Self.reading(["CFBundleIdentifier": .string("com.example.shelf")])) == nil)
    }

    @Test(arguments: [
        (JSONValue.string("Add to Shelf"), "Add to Shelf"),
        (.string("$(SAVE_NAME)"), "ShelfShare"),
        (nil, "ShelfShare"),
    ])
    func theNameIsTheDisplayNameUnlessABuildSettingMakesIt(name: JSONValue?, expected: String) throws {
        let value = try #require(ShareExtensionsPoint().facts(in: Self.reading(Self.share([:], name: name))))
        #expect(try value.decode(ShareExtensionsPoint.Facts.self).name == expected)
    }

    @Test(arguments: [
        ([String: JSONValue](), ["shareExtension.ruleMissing@ShelfShare/Info.plist:20"]),
        (["NSExtensionActivationRule": .string("TRUEPREDICATE")], ["shareExtension.truePredicate@ShelfShare/Info.plist:30"]),
        (["NSExtensionActivationRule": .object(["NSExtensionActivationSupportsImageWithMaxCount": .string("10"), "NSExtensionActivationSupportsText": .boolean(true)])],
         ["shareExtension.valueInvalid@ShelfShare/Info.plist:40"]),
        (["NSExtensionActivationRule": .object(["NSExtensionActivationSupportsWebURLWithMaxCount": .integer(1)])], []),
    ])
    func projectRulesAtTheKeysLine(attributes: [String: JSONValue], expected: [String]) throws {
        var report = ImportReport()
        let point = ShareExtensionsPoint()
        report.pointFacts[point.name] = [try #require(point.facts(in: Self.reading(Self.share(attributes))))]
        #expect(point.checkProject(report).map { "\($0.code.rawValue)@\($0.source)" } == expected)
    }
}
