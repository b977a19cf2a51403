import Foundation
import IntegrationsCore

extension ProjectImporter {
    /// The app's `NSSupportsLiveActivities` and `NSSupportsLiveActivitiesFrequentUpdates`: from its Info.plist,
    /// else from `INFOPLIST_KEY_…` (a generated Info.plist), with build settings resolved.
    func readLiveActivityKeys(_ plist: ResolvedPlist, info: [String: Any], into report: inout ImportReport, notes: inout [Diagnostic]) {
        let key = "NSSupportsLiveActivities"
        if case let (value, source)? = liveActivityKey(key, plist, info: info, notes: &notes) {
            report.app.supportsLiveActivities = value
            report.app.supportsLiveActivitiesSource = source
        }
        let frequent = "NSSupportsLiveActivitiesFrequentUpdates"
        if case let (value, source)? = liveActivityKey(frequent, plist, info: info, notes: &notes) {
            report.app.supportsLiveActivitiesFrequentUpdates = value
            report.app.supportsLiveActivitiesFrequentUpdatesSource = source
        }
    }

    /// `NSSupportsLiveActivities` in an extension's Info.plist, where it does nothing.
    func readExtensionLiveActivityKey(_ plist: ResolvedPlist, info: [String: Any], into report: inout ImportReport) {
        let key = "NSSupportsLiveActivities"
        guard info[key] != nil || plist.settings.values["INFOPLIST_KEY_\(key)"] != nil else { return }
        let source = plist.file.source(ofKey: key)
        report.app.liveActivityKeyInExtensions = (report.app.liveActivityKeyInExtensions ?? []) + [source]
    }

    /// A Boolean key's value and place; the value `nil` when it is not a Boolean once resolved (a setting not
    /// defined); `nil` when the key is absent.
    private func liveActivityKey(_ key: String, _ plist: ResolvedPlist, info: [String: Any], notes: inout [Diagnostic]) -> (Bool?, String)? {
        let source = plist.file.source(ofKey: key)
        let written: Any? = info[key] ?? plist.settings.values["INFOPLIST_KEY_\(key)"]
        switch written {
        case nil: return nil
        case let value as Bool: return (value, source)
        case let text as String:
            let value = resolved(text, settings: plist.settings, source: source, key: key, notes: &notes)
            return (Self.boolean(value), source)
        default: return (nil, source)
        }
    }

    /// `YES`/`NO`, `true`/`false`, `1`/`0` as Xcode reads a Boolean build setting; `nil` for anything else.
    static func boolean(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes", "true", "1": true
        case "no", "false", "0": false
        default: nil
        }
    }
}
