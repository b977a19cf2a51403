public import IntegrationsCore

extension HandoffPoint {
    /// Each of the manifest's activity types in the Info.plist's `NSUserActivityTypes`, the list of activity
    /// types the app supports (Apple: NSUserActivityTypes, Implementing Handoff in Your App); iOS does not
    /// hand the app an activity of a type it does not list.
    public func checkInfoPlist(_ plist: [String: Any], name: String, manifest: AppManifest) -> [Diagnostic] {
        let activityTypes = Set(plist["NSUserActivityTypes"] as? [String] ?? [])
        return manifest.activities.enumerated().compactMap { index, declaration in
            guard !activityTypes.contains(declaration.type) else { return nil }
            return Diagnostic("infoPlist.activityTypeMissing", .error, LocalizedText(
                ja: "アクティビティタイプ「\(declaration.type)」が Info.plist（\(name)）の NSUserActivityTypes にありません。iOS はこのタイプのアクティビティをアプリに渡しません",
                en: "the activity type \"\(declaration.type)\" is not in NSUserActivityTypes of the Info.plist (\(name)); iOS does not hand activities of this type to the app"),
                path: "$.activities[\(index)].type",
                suggestion: LocalizedText(ja: "integrations export info-plist の出力を Info.plist に入れてください", en: "merge the output of integrations export info-plist into the Info.plist"))
        }
    }

    /// `NSUserActivityTypes` with the manifest's activity types (empty for an app without any, as before).
    public func infoPlistKeys(for manifest: AppManifest) -> [String: Any] {
        ["NSUserActivityTypes": manifest.activities.map(\.type)]
    }
}
