import Foundation
public import IntegrationsCore
import IntegrationsPointKit

extension LiveActivitiesPoint {
    /// The Info.plist keys the manifest's Live Activities need: `NSSupportsLiveActivities` set to true, and
    /// `NSSupportsLiveActivitiesFrequentUpdates` when one of them declares `frequentUpdates`. Apple
    /// (NSSupportsLiveActivities): "Set the corresponding value to `true` to enable your app to display live
    /// data on the Lock Screen and in the Dynamic Island."
    public func checkInfoPlist(_ plist: [String: Any], name: String, manifest: AppManifest) -> [Diagnostic] {
        let declared = declared(in: manifest)
        guard let first = declared.first else { return [] }
        var diagnostics: [Diagnostic] = []
        let fix = LocalizedText(ja: "integrations export info-plist の出力を Info.plist に入れてください", en: "merge the output of integrations export info-plist into the Info.plist")
        if plist["NSSupportsLiveActivities"] as? Bool != true {
            let type = TerminalText.shortLine(first.attributesType)
            diagnostics.append(Diagnostic("infoPlist.liveActivitiesMissing", .error, LocalizedText(
                ja: "Live Activity「\(type)」がありますが、Info.plist（\(name)）で NSSupportsLiveActivities が true ではありません。ActivityKit は Live Activity を開始できません",
                en: "the app has the Live Activity \"\(type)\", but NSSupportsLiveActivities is not true in the Info.plist (\(name)); ActivityKit cannot start a Live Activity"),
                path: "$.liveActivities[0].attributesType", suggestion: fix))
        }
        if let index = declared.firstIndex(where: \.frequentUpdates), plist["NSSupportsLiveActivitiesFrequentUpdates"] as? Bool != true {
            let type = TerminalText.shortLine(declared[index].attributesType)
            diagnostics.append(Diagnostic("infoPlist.liveActivitiesMissing", .warning, LocalizedText(
                ja: "Live Activity「\(type)」は frequentUpdates ですが、Info.plist（\(name)）で NSSupportsLiveActivitiesFrequentUpdates が true ではありません。頻繁なプッシュ更新は許されません",
                en: "the Live Activity \"\(type)\" declares frequentUpdates, but NSSupportsLiveActivitiesFrequentUpdates is not true in the Info.plist (\(name)); frequent push updates are not allowed"),
                path: "$.liveActivities[\(index)].frequentUpdates", suggestion: fix))
        }
        return diagnostics
    }
}

extension LiveActivitiesPoint {
    /// The Info.plist keys of the manifest's Live Activities: `NSSupportsLiveActivities`, and
    /// `NSSupportsLiveActivitiesFrequentUpdates` when one declares `frequentUpdates`; none for an app
    /// without Live Activities.
    public func infoPlistKeys(for manifest: AppManifest) -> [String: Any] {
        let declared = declared(in: manifest)
        guard !declared.isEmpty else { return [:] }
        var keys: [String: Any] = ["NSSupportsLiveActivities": true]
        if declared.contains(where: \.frequentUpdates) { keys["NSSupportsLiveActivitiesFrequentUpdates"] = true }
        return keys
    }
}
