import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// The manifest's Live Activities against the app's Info.plist with `check --info-plist`
/// (PlatformFileChecks+LiveActivities.swift): `NSSupportsLiveActivities` missing is an error,
/// `NSSupportsLiveActivitiesFrequentUpdates` missing for a `frequentUpdates` activity a warning, both in two
/// languages at their JSON paths, and `export info-plist`'s keys make both go away (issue 35).
@Suite struct LiveActivityInfoPlistTests {
    static func manifest(frequentUpdates: Bool) -> String {
        """
        {"app": {"name": "Ferry", "bundleIdentifier": "com.example.ferry"},
         "liveActivities": [
           {"attributesType": "CrossingAttributes", "contentState": [{"name": "arrivesAt", "type": "date"}]},
           {"attributesType": "DelayAttributes", "frequentUpdates": \(frequentUpdates)}]}
        """
    }

    static func check(_ manifest: String, plist: [String: Any]) throws -> [Diagnostic] {
        let folder = try TemporaryFolder(prefix: "live-activity-plist")
        defer { folder.remove() }
        try Data(manifest.utf8).write(to: folder.url.appendingPathComponent("integrations.json"))
        let url = folder.url.appendingPathComponent("Info.plist")
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: url)
        return try CheckEngine.run(.app(folder.url, infoPlist: url)).diagnostics.filter { $0.code.rawValue.hasPrefix("infoPlist.liveActivities") }
    }

    /// Which keys the Info.plist has, and what is reported (code, severity, path).
    static let rows: [(keys: [String: Bool], frequentUpdates: Bool, found: [String])] = [
        ([:], false, ["error $.liveActivities[0].attributesType"]),
        (["NSSupportsLiveActivities": false], false, ["error $.liveActivities[0].attributesType"]),
        (["NSSupportsLiveActivities": true], false, []),
        (["NSSupportsLiveActivities": true], true, ["warning $.liveActivities[1].frequentUpdates"]),
        (["NSSupportsLiveActivities": true, "NSSupportsLiveActivitiesFrequentUpdates": true], true, []),
        ([:], true, ["error $.liveActivities[0].attributesType", "warning $.liveActivities[1].frequentUpdates"]),
    ]

    @Test(arguments: rows.indices)
    func theKeysTheActivitiesNeed(row: Int) throws {
        let (keys, frequentUpdates, found) = Self.rows[row]
        var plist: [String: Any] = ["CFBundleIdentifier": "com.example.ferry"]
        for (key, value) in keys { plist[key] = value }
        let diagnostics = try Self.check(Self.manifest(frequentUpdates: frequentUpdates), plist: plist)
        #expect(diagnostics.map { "\($0.severity.rawValue) \($0.path ?? "")" } == found)
    }

    @Test func theMessagesInBothLanguages() throws {
        let diagnostics = try Self.check(Self.manifest(frequentUpdates: true), plist: ["CFBundleIdentifier": "com.example.ferry"])
        let missing = try #require(diagnostics.first)
        #expect(missing.message.en.hasPrefix("the app has the Live Activity \"CrossingAttributes\", but NSSupportsLiveActivities is not true in the Info.plist ("))
        #expect(missing.message.en.hasSuffix("); ActivityKit cannot start a Live Activity"))
        #expect(missing.message.ja.hasPrefix("Live Activity「CrossingAttributes」がありますが、Info.plist（"))
        #expect(missing.message.ja.hasSuffix("）で NSSupportsLiveActivities が true ではありません。ActivityKit は Live Activity を開始できません"))
        #expect(missing.suggestion?.en == "merge the output of integrations export info-plist into the Info.plist")
        let frequent = try #require(diagnostics.last)
        #expect(frequent.message.en.hasPrefix("the Live Activity \"DelayAttributes\" declares frequentUpdates, but NSSupportsLiveActivitiesFrequentUpdates is not true in the Info.plist ("))
        #expect(frequent.message.ja.hasSuffix("）で NSSupportsLiveActivitiesFrequentUpdates が true ではありません。頻繁なプッシュ更新は許されません"))
    }

    /// The exported Info.plist holds both keys, so checking it finds nothing; an app without Live
    /// Activities gets neither key.
    @Test func theExportedKeysSatisfyTheCheck() throws {
        let manifest = try AppManifest.decode(Data(Self.manifest(frequentUpdates: true).utf8), file: "integrations.json")
        let exported = PlatformFiles.infoPlist(for: manifest)
        #expect(exported["NSSupportsLiveActivities"] as? Bool == true)
        #expect(exported["NSSupportsLiveActivitiesFrequentUpdates"] as? Bool == true)
        #expect(try Self.check(Self.manifest(frequentUpdates: true), plist: exported).isEmpty)
        let plain = try AppManifest.decode(Data(#"{"app": {"name": "Plain", "bundleIdentifier": "com.example.plain"}}"#.utf8), file: "integrations.json")
        #expect(PlatformFiles.infoPlist(for: plain)["NSSupportsLiveActivities"] == nil)
    }
}
