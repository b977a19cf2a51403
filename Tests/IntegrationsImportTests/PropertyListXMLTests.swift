import Foundation
import IntegrationsImport
import Testing

/// The property lists the toolkit writes (an XcodeGen target's `info: properties`, the build settings'
/// `INFOPLIST_KEY_`s, `export info-plist`) are written by `PropertyListEncoder`, which a statically linked
/// command can use, and read as Foundation's `PropertyListSerialization` writes them (Decision 519).
@Suite struct PropertyListXMLTests {
    @Test(arguments: [
        ["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)"],
        ["CFBundleURLTypes": [["CFBundleURLName": "com.example.app", "CFBundleURLSchemes": ["app", "app-dev"]] as [String: any Sendable]]],
        ["NSSupportsLiveActivities": true, "UIBackgroundModes": ["fetch", "processing"], "Zed": false],
        ["Count": 3, "Ratio": 0.5, "Negative": -12, "Nested": ["Inner": ["Deep": ["x"]]] as [String: any Sendable]],
        ["Escaped": "a & b < c > \"d\" 'e'", "日本語": "目標 ✓", "Empty": "", "EmptyList": [String](), "EmptyDictionary": [String: String]()],
        ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.share-services", "NSExtensionAttributes": ["NSExtensionActivationRule": "TRUEPREDICATE"]] as [String: any Sendable]],
    ] as [[String: any Sendable]])
    func itWritesWhatFoundationWrites(table: [String: any Sendable]) throws {
        let plist = table.mapValues { $0 as Any }
        let written = try PropertyListXML.data(plist)
        let foundation = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: foundation, as: UTF8.self))
        let reread = try #require(try PropertyListSerialization.propertyList(from: written, format: nil) as? NSDictionary)
        #expect(reread == plist as NSDictionary)
    }

    /// A value no property list holds (a YAML null, read as `NSNull`) is refused, as Foundation's writer
    /// refuses it.
    @Test func aValueNoPropertyListHoldsIsRefused() {
        #expect(throws: EncodingError.self) { try PropertyListXML.data(["Missing": NSNull()]) }
        #expect(throws: (any Error).self) { try PropertyListSerialization.data(fromPropertyList: ["Missing": NSNull()], format: .xml, options: 0) }
    }
}
